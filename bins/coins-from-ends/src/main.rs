//! Practice 16 of seed 002: coins in a row, players alternately take the left or right end coin; print the first player's optimal total.
//!
//! Both players maximise their own total, and with the sum S fixed that is
//! the same play as maximising own − other = 2 · own − S: the mover on the
//! row gets (S + advantage) / 2, the advantage from
//! `games_core::score::ends_advantage` (the interval DP filled by length in
//! one rolling row: O(n²) time, O(n) memory). Totals stay below
//! 1000 · 10^9 = 10^12, well inside i64.

use games_core::io::{run, Result, Scanner};
use games_core::score::ends_advantage;
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
    // Every value is at most 10^9 and n at most 1000: the sum fits i64.
    let row: Vec<i64> = a.iter().map(|&x| x as i64).collect();
    let sum: i64 = row.iter().sum();
    ((sum + ends_advantage(&row)) / 2) as u64
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
