//! Practice 14 of seed 002: subtract a non-zero digit of the number on the board; whoever makes it 0 wins.
//!
//! n is lost for the player to move exactly when n ends in 0: from such n
//! every move subtracts some d in 1..=9, leaving last digit 10 − d ≠ 0; from
//! any other n, subtracting the last digit leaves a multiple of 10 (or 0).

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at;
use std::io::{Read, Write};

/// Largest n the binary accepts.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move with `n` on the board wins.
fn first_wins(n: u64) -> bool {
    n % 10 != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at(sc, out, "n", 1..=MAX_N, first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
