//! Seed 002, practice 1: n stones, a move takes 1 to k of them, whoever takes the last stone wins.
//!
//! The losing heaps are exactly the multiples of k + 1: every take from a
//! multiple leaves a non-multiple, and from any other heap taking
//! n mod (k + 1) stones leaves a multiple. With k ≤ 10^18, k + 1 fits in u64.

use games_core::io::{run, Result, Scanner};
use games_core::take_up_to_k;
use std::io::{Read, Write};

/// Reads one game; the player to move wins unless k + 1 divides n (takes of 1..=k).
fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    take_up_to_k::write_verdict(sc, out, |n, k| n % (k + 1) != 0)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
