//! Practice 13 of seed 002: n coins in a circle; take one coin or two adjacent coins; the last taker wins.
//!
//! n = 1 or 2: the first player takes everything. n ≥ 3: whatever the first
//! player takes opens the circle into a row of n − 1 or n − 2 coins; the
//! second player then takes the middle one or two coins of that row (one if
//! its length is odd, two if even), leaving two equal rows, and mirrors every
//! later move in the other row. So the second player wins.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at;
use std::io::{Read, Write};

/// Largest n the binary accepts.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Whether the first player wins with `n` coins in a full circle.
fn first_wins(n: u64) -> bool {
    n <= 2
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at(sc, out, "n", 1..=MAX_N, first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
