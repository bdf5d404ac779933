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
mod tests;
