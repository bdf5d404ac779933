//! Luogu P4301 "[CQOI2013] New Nim": on turns 1 and 2 each player removes whole heaps (not all), then Nim; the fewest matches the first player removes to be sure to win.
//!
//! After turn 1 the second player keeps any non-empty subset of the heaps
//! left and moves second in Nim on it, so he wins iff some non-empty subset
//! has nim-sum 0, i.e. iff the heaps left are linearly dependent over GF(2).
//! The first player must leave a linearly independent set, as heavy as
//! possible: independent sets form a matroid, so the heaviest one is taken
//! greedily, heaviest heap first ([`heaviest_independent`]). A single heap
//! (≥ 1) is independent, so the answer always exists. Heaps are exact up to
//! 2^64 − 1, the total in u128.

use games_core::io::{run, Result, Scanner};
use games_core::xor_basis::heaviest_independent;
use std::io::{Read, Write};

/// Most heaps (ours; the judge allows 100).
const MAX_K: usize = 1_000_000;
/// Largest heap (ours; the judge allows 10^9).
const MAX_A: u64 = u64::MAX;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let k: usize = sc.next_in("k", 1..=MAX_K)?;
    let mut heaps: Vec<u64> = Vec::with_capacity(k);
    for _ in 0..k {
        heaps.push(sc.next_in("a_i", 1..=MAX_A)?);
    }
    sc.finish()?;
    let kept = heaviest_independent(&heaps, |i| heaps[i]);
    let total: u128 = heaps.iter().map(|&a| u128::from(a)).sum();
    let left: u128 = kept.iter().map(|&i| u128::from(heaps[i])).sum();
    writeln!(out, "{}", total - left)?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
