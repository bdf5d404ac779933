//! Practice 17 of seed 002: two piles, take any positive number from one pile; the last taker wins.
//!
//! Equal piles lose for the player to move (the opponent mirrors each move in
//! the other pile); unequal piles win (level them, then mirror).

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at_pair;
use std::io::{Read, Write};
use std::ops::RangeInclusive;

/// The piles the binary accepts.
const PILE: RangeInclusive<u64> = 0..=1_000_000_000_000_000_000;

/// Whether the player to move with piles `a` and `b` wins.
fn first_wins(a: u64, b: u64) -> bool {
    a != b
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at_pair(sc, out, ("a", PILE), ("b", PILE), first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
