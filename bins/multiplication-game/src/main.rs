//! Practice 11 of seed 002 (POJ 2505 "A multiplication game"): p = 1, multiply by 2..9, first to reach p ≥ n wins.
//!
//! The player to move at p wins iff p·9 ≥ n, or some p·d leaves the opponent
//! lost. Unrolled from the target downwards the verdict depends only on
//! which band n falls in: with 18^k < n ≤ 18^(k+1), the first player wins iff
//! n ≤ 9·18^k. (The same as dividing n by 18 rounding UP until n ≤ 18; a
//! floor division goes wrong first at n = 163.) Exact integer arithmetic in
//! u128, so no power of 18 near 10^18 can overflow.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at;
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
    write_verdict_at(sc, out, "n", 2..=MAX_N, first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
