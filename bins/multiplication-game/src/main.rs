//! Practice 11 of seed 002 (POJ 2505 "A multiplication game"): p = 1, multiply by 2..9, first to reach p ≥ n wins.
//!
//! The player to move at p wins iff p·9 ≥ n, or some p·d leaves the opponent
//! lost. Unrolled from the target downwards the verdict depends only on
//! which band n falls in: with 18^k < n ≤ 18^(k+1), the first player wins iff
//! n ≤ 9·18^k. (The same as dividing n by 18 rounding UP until n ≤ 18; a
//! floor division goes wrong first at n = 163.) Exact integer arithmetic in
//! u128, so no power of 18 near 10^18 can overflow.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest n the binary accepts.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Whether the first player (to move at p = 1) wins the race to p ≥ `n`.
///
/// Bands: (18^k, 9·18^k] are first-player wins, (9·18^k, 18^(k+1)] losses.
fn first_wins(n: u64) -> bool {
    let n = u128::from(n);
    let mut band = 1u128; // 18^k with n > 18^k
    loop {
        if n <= 9 * band {
            return true;
        }
        if n <= 18 * band {
            return false;
        }
        band *= 18;
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 2..=MAX_N)?;
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

    /// Search from the rules: at p < n multiply by 2..=9; at p ≥ n the previous
    /// player has just won, so the player to move has no move and has lost.
    fn brute_first_wins(n: u64) -> bool {
        let n = u128::from(n);
        let moves = |&p: &u128| -> Vec<u128> {
            if p >= n {
                Vec::new()
            } else {
                (2..=9u128).map(|d| p * d).collect()
            }
        };
        brute::wins(&1u128, moves, |_| false, &mut HashMap::new())
    }

    /// The reduction with a ceiling division, as an independent second formula.
    fn ceiling_reduction(mut n: u64) -> bool {
        while n > 18 {
            n = n.div_ceil(18);
        }
        n <= 9
    }

    #[test]
    fn every_n_up_to_6000_matches_search() {
        for n in 2..=6000 {
            let b = brute_first_wins(n);
            assert_eq!(first_wins(n), b, "n = {n}");
            assert_eq!(ceiling_reduction(n), b, "n = {n}");
        }
    }

    #[test]
    fn floor_division_would_fail_at_163() {
        assert!(brute_first_wins(162));
        assert!(!brute_first_wins(163));
        assert!(!first_wins(163));
        let mut floor = 163u64;
        while floor > 18 {
            floor /= 18;
        }
        assert!(floor <= 9, "a floor reduction calls 163 a win");
    }

    #[test]
    fn band_edges_up_to_the_limit_match_search() {
        let mut band = 1u64;
        while band <= MAX_N / 18 {
            for edge in [9 * band, 18 * band] {
                for n in [edge, edge + 1] {
                    if (2..=MAX_N).contains(&n) {
                        assert_eq!(first_wins(n), brute_first_wins(n), "n = {n}");
                    }
                }
            }
            band *= 18;
        }
        assert_eq!(first_wins(MAX_N), brute_first_wins(MAX_N));
    }

    #[test]
    fn random_n_match_search() {
        let mut rng = StdRng::seed_from_u64(2505);
        for i in 0..300 {
            // The search over a huge n visits ~50 000 products, so few of those.
            let n = match i % 30 {
                0 => rng.gen_range(2..=MAX_N),
                1..=3 => rng.gen_range(2..=1_000_000_000_000),
                _ => rng.gen_range(2..=1_000_000),
            };
            assert_eq!(first_wins(n), brute_first_wins(n), "n = {n}");
            assert_eq!(ceiling_reduction(n), first_wins(n), "n = {n}");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("10\n"), "SAU\n");
        assert_eq!(answer("1000000000000000000\n"), "TRƯỚC\n");
        assert_eq!(answer("2"), "TRƯỚC\n");
    }

    #[test]
    fn out_of_range_n_is_refused() {
        for bad in ["1", "0", "1000000000000000001", "10 10"] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(solve(&mut sc, &mut Vec::new()).is_err(), "{bad}");
        }
    }
}
