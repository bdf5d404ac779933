//! Seed 002, practice 9: replace x by x − d for a divisor d of x with 1 ≤ d < x; who faces 1 cannot move and loses.
//!
//! Odd numbers lose and even numbers win. Every divisor of an odd x is odd,
//! so each move from an odd x leads to an even number; from an even x the move
//! d = 1 leads to the odd x − 1. The terminal position 1 is odd and lost.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` on the board.
fn first_wins(n: u64) -> bool {
    n % 2 == 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at(sc, out, "n", 1..=MAX, first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
