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
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use kit::Kit;
    use problem_kit::kit::random_input;
    use problem_kit::Reference;
    use problem_kit::{answer, assert_rejects};

    /// Search from the rules: the kit's reference.
    fn brute_first_wins(n: u64) -> bool {
        Kit::reference(&format!("{n}\n")) == "TRƯỚC\n"
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
    fn the_ceiling_reduction_agrees_on_the_random_n() {
        for seed in 0..300 {
            let n: u64 = random_input::<Kit>(seed).trim().parse().unwrap();
            assert_eq!(ceiling_reduction(n), first_wins(n), "n = {n}");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("10\n", solve), "SAU\n");
        assert_eq!(answer("1000000000000000000\n", solve), "TRƯỚC\n");
        assert_eq!(answer("2", solve), "TRƯỚC\n");
    }

    #[test]
    fn out_of_range_n_is_refused() {
        assert_rejects(&["1", "0", "1000000000000000001", "10 10"], solve);
    }
}
