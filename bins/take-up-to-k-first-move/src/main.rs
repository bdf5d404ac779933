//! Seed 002, practice 2: the take-1-to-k game of practice 1; print the smallest winning first take, or 0.
//!
//! The losing heaps are the multiples of k + 1, so the only winning take is
//! the one that leaves a multiple: x ≡ n (mod k + 1) with 1 ≤ x ≤ k, that is
//! x = n mod (k + 1) (which is also ≤ n). When that is 0 the first player loses.

use games_core::io::{run, Result, Scanner};
use games_core::take_up_to_k;
use std::io::{Read, Write};

/// The smallest first take that wins with `n` stones and takes of 1..=k, or 0 if none does.
fn winning_take(n: u64, k: u64) -> u64 {
    n % (k + 1)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let (n, k) = take_up_to_k::read(sc)?;
    writeln!(out, "{}", winning_take(n, k))?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
