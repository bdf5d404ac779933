//! Practice 16 of seed 002: coins in a row, players alternately take the left or right end coin; print the first player's optimal total.
//!
//! Both players maximise their own total, so with the sum fixed the mover on
//! a[i..=j] gets best(i, j) = sum(i..=j) − min(best(i+1, j), best(i, j−1)).
//! Intervals are filled by length in one rolling row: O(n²) time, O(n)
//! memory. Totals stay below 1000 · 10^9 = 10^12, well inside u64.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of coins.
const MAX_N: usize = 1000;
/// Largest coin value.
const MAX_VALUE: u64 = 1_000_000_000;

/// The first player's total when both play to maximise their own totals.
///
/// # Complexity
/// O(n²) time, O(n) memory.
fn first_total(a: &[u64]) -> u64 {
    let n = a.len();
    let mut prefix = vec![0u64; n + 1];
    for (i, &x) in a.iter().enumerate() {
        prefix[i + 1] = prefix[i] + x;
    }
    // best[i] = the mover's total on a[i..i + len], for the current len.
    let mut best: Vec<u64> = a.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            let sum = prefix[i + len] - prefix[i];
            // best[i + 1] is still a[i+1..i+len] and best[i] is a[i..i+len-1].
            best[i] = sum - best[i + 1].min(best[i]);
        }
    }
    best[0]
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let mut a = Vec::with_capacity(n);
    for _ in 0..n {
        a.push(sc.next_in("a_i", 0..=MAX_VALUE)?);
    }
    sc.finish()?;
    writeln!(out, "{}", first_total(&a))?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
