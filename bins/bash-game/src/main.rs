//! HDU 1846 "Brave Game" (Bash game): n stones, a move takes 1..=m of them, who cannot move loses.
//!
//! The player to move loses exactly when n is a multiple of m + 1: whatever
//! k he takes, the opponent answers with m + 1 − k. Otherwise he takes
//! n mod (m + 1) and hands over such a multiple.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest n and m accepted (ours; HDU's limits are far smaller).
const MAX: u64 = 1_000_000_000_000_000_000;
/// Largest number of tests accepted (the statement leaves t open).
const MAX_TESTS: u32 = 1_000_000;

// m ≤ MAX, so m + 1 ≤ MAX + 1 fits in u64: the divisor below cannot overflow.
const _: () = assert!(MAX < u64::MAX);

/// Whether the player to move wins with `n` stones and takes of 1..=`m`.
fn first_wins(n: u64, m: u64) -> bool {
    n % (m + 1) != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_TESTS)?;
    for _ in 0..t {
        let n = sc.next_in("n", 1..=MAX)?;
        let m = sc.next_in("m", 1..=MAX)?;
        let verdict = if first_wins(n, m) { "first" } else { "second" };
        writeln!(out, "{verdict}")?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
