//! Practice 14 of seed 002: subtract a non-zero digit of the number on the board; whoever makes it 0 wins.
//!
//! n is lost for the player to move exactly when n ends in 0: from such n
//! every move subtracts some d in 1..=9, leaving last digit 10 − d ≠ 0; from
//! any other n, subtracting the last digit leaves a multiple of 10 (or 0).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest n the binary accepts.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move with `n` on the board wins.
fn first_wins(n: u64) -> bool {
    n % 10 != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 1..=MAX_N)?;
    sc.finish()?;
    writeln!(out, "{}", if first_wins(n) { "TRƯỚC" } else { "SAU" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// Subtract any non-zero digit that occurs in n (each distinct digit once).
    fn moves(&n: &u64) -> Vec<u64> {
        let mut seen = [false; 10];
        let mut rest = n;
        while rest > 0 {
            seen[(rest % 10) as usize] = true;
            rest /= 10;
        }
        (1..=9u64)
            .filter(|&d| seen[d as usize])
            .map(|d| n - d)
            .collect()
    }

    #[test]
    fn every_n_up_to_20000_matches_search() {
        let mut memo = HashMap::new();
        for n in 1..=20_000u64 {
            let b = brute::wins(&n, moves, |_| false, &mut memo);
            assert_eq!(first_wins(n), b, "n = {n}");
        }
    }

    #[test]
    fn random_n_match_search() {
        let mut rng = StdRng::seed_from_u64(14);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let n = rng.gen_range(1..=200_000u64);
            let b = brute::wins(&n, moves, |_| false, &mut memo);
            assert_eq!(first_wins(n), b, "n = {n}");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("10\n"), "SAU\n");
        assert_eq!(answer("987654\n"), "TRƯỚC\n");
        assert_eq!(answer("1"), "TRƯỚC\n");
        assert_eq!(answer("1000000000000000000"), "SAU\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in ["0", "1000000000000000001", "5 5"] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(solve(&mut sc, &mut Vec::new()).is_err(), "{bad}");
        }
    }
}
