//! Seed 002, practice 3: n stones, a move takes 1 to k of them, whoever takes the last stone loses.
//!
//! Misère play: the player left with no stones has won. The losing heaps are
//! those with n mod (k + 1) = 1: every take from such a heap leaves another
//! remainder (from n = 1 the only take empties the heap and loses), and from
//! any other heap taking (n − 1) mod (k + 1) stones, between 1 and k, leaves
//! remainder 1. With k ≤ 10^18, k + 1 fits in u64.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n and k.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` stones, takes of 1..=k, last taker losing.
fn first_wins(n: u64, k: u64) -> bool {
    n % (k + 1) != 1
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
