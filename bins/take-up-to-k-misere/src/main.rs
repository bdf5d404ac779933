//! Seed 002, practice 3: n stones, a move takes 1 to k of them, whoever takes the last stone loses.
//!
//! Misère play: the player left with no stones has won. The losing heaps are
//! those with n mod (k + 1) = 1: every take from such a heap leaves another
//! remainder (from n = 1 the only take empties the heap and loses), and from
//! any other heap taking (n − 1) mod (k + 1) stones, between 1 and k, leaves
//! remainder 1. With k ≤ 10^18, k + 1 fits in u64.

use games_core::io::{run, Result, Scanner};
use games_core::take_up_to_k;
use std::io::{Read, Write};

/// Reads one game; the player to move wins unless n mod (k + 1) = 1 (takes of 1..=k, last taker losing).
fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    take_up_to_k::write_verdict(sc, out, |n, k| n % (k + 1) != 1)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
