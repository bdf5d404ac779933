//! Seed 002, practice 4: n stones, a move takes between a and b of them; with fewer than a left the mover loses.
//!
//! The losing heaps are those with r = n mod (a + b) < a. From such a heap a
//! take t ∈ [a, b] leaves remainder r + (a + b) − t ∈ [r + a, r + b], which is
//! ≥ a and < a + b, so winning (or the take is impossible). From a heap with
//! r ≥ a, taking min(r, b) stones leaves remainder 0 or r − b < a. Heaps below
//! a are the terminal losses (r = n < a). a + b ≤ 2·10^9 fits easily in u64.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: u64 = 1_000_000_000_000_000_000;
/// Upper limit of a and b.
const MAX_AB: u64 = 1_000_000_000;

/// Whether the player to move wins with `n` stones when a move takes a..=b.
fn first_wins(n: u64, a: u64, b: u64) -> bool {
    n % (a + b) >= a
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 0..=MAX_N)?;
    let a: u64 = sc.next_in("a", 1..=MAX_AB)?;
    let b: u64 = sc.next_in("b", a..=MAX_AB)?;
    sc.finish()?;
    write_verdict(out, first_wins(n, a, b))
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
