//! Practice 12 of seed 002: a king at (x, y) steps left, down or diagonally down-left; stuck at (0, 0) loses.
//!
//! (x, y) is lost for the player to move exactly when x and y are both even:
//! from such a cell every step makes a coordinate odd, and from any other
//! cell one of the three steps (left, down, diagonal) makes both even.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at_pair;
use std::io::{Read, Write};
use std::ops::RangeInclusive;

/// The coordinates the binary accepts.
const COORD: RangeInclusive<u64> = 0..=1_000_000_000_000_000_000;

/// Whether the player to move with the king on (x, y) wins.
fn first_wins(x: u64, y: u64) -> bool {
    x % 2 == 1 || y % 2 == 1
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at_pair(sc, out, ("x", COORD), ("y", COORD), first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
