//! Practice 17 of seed 002: two piles, take any positive number from one pile; the last taker wins.
//!
//! Equal piles lose for the player to move (the opponent mirrors each move in
//! the other pile); unequal piles win (level them, then mirror).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest pile the binary accepts.
const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move with piles `a` and `b` wins.
fn first_wins(a: u64, b: u64) -> bool {
    a != b
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let a: u64 = sc.next_in("a", 0..=MAX_PILE)?;
    let b: u64 = sc.next_in("b", 0..=MAX_PILE)?;
    sc.finish()?;
    writeln!(out, "{}", if first_wins(a, b) { "TRƯỚC" } else { "SAU" })?;
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

    /// Take k ≥ 1 stones from either pile.
    fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        (0..a)
            .map(|x| (x, b))
            .chain((0..b).map(|y| (a, y)))
            .collect()
    }

    #[test]
    fn random_positions_match_search() {
        let mut rng = StdRng::seed_from_u64(17);
        let mut memo = HashMap::new();
        for i in 0..500 {
            let a = rng.gen_range(0..=60u64);
            // Every fourth case on the diagonal, where the losses are.
            let b = if i % 4 == 0 {
                a
            } else {
                rng.gen_range(0..=60u64)
            };
            let w = brute::wins(&(a, b), moves, |_| false, &mut memo);
            assert_eq!(first_wins(a, b), w, "({a}, {b})");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("3 3\n"), "SAU\n");
        assert_eq!(answer("26 25\n"), "TRƯỚC\n");
        assert_eq!(answer("0 0"), "SAU\n");
        assert_eq!(answer("0 1000000000000000000"), "TRƯỚC\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in [
            "1000000000000000001 1",
            "1 1000000000000000001",
            "1",
            "1 1 1",
        ] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(solve(&mut sc, &mut Vec::new()).is_err(), "{bad}");
        }
    }
}
