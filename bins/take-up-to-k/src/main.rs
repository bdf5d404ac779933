//! Seed 002, practice 1: n stones, a move takes 1 to k of them, whoever takes the last stone wins.
//!
//! The losing heaps are exactly the multiples of k + 1: every take from a
//! multiple leaves a non-multiple, and from any other heap taking
//! n mod (k + 1) stones leaves a multiple. With k ≤ 10^18, k + 1 fits in u64.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n and k.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` stones when a move takes 1..=k.
fn first_wins(n: u64, k: u64) -> bool {
    n % (k + 1) != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 1..=MAX)?;
    let k: u64 = sc.next_in("k", 1..=MAX)?;
    sc.finish()?;
    let verdict = if first_wins(n, k) { "TRƯỚC" } else { "SAU" };
    writeln!(out, "{verdict}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
