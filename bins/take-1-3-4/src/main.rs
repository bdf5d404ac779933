//! Seed 002, practice 5: n stones, a move takes exactly 1, 3 or 4 of them; who cannot move loses.
//!
//! The losing heaps are those with n mod 7 ∈ {0, 2} (the seed's table shows
//! 0, 2, 7, 9, 14). From remainder 0 the takes reach remainders 6, 4, 3 and
//! from 2 they reach 1, 6, 5, none losing; from remainder 1, 3, 4, 5, 6 the
//! take 1, 3, 4, 3, 4 reaches remainder 0 or 2. Below 7 the same holds with the
//! impossible takes dropped (heap 2 can only go to 1).

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` stones when a move takes 1, 3 or 4.
fn first_wins(n: u64) -> bool {
    !matches!(n % 7, 0 | 2)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at(sc, out, "n", 0..=MAX, first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
