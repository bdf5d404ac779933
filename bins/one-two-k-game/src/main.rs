//! Codeforces 1194D "1-2-K Game": a chip on cell n moves 1, 2 or k cells left, never past 0.
//!
//! When 3 ∤ k, the losing cells are exactly the multiples of 3: from one of
//! them, 1, 2 and k all lead to a non-multiple, and from any other cell a
//! step of 1 or 2 reaches a multiple. When 3 | k the pattern has period k + 1:
//! with m = n mod (k + 1), the cell loses iff m ≡ 0 (mod 3) and m ≠ k (from
//! m = k the k-step lands on residue 0; from a losing m the k-step lands on
//! residue m + 1 ≡ 1, and steps of 1 or 2 from m = 0 land on residues k and
//! k − 1, both winning). O(1) per test in `u64` (k + 1 ≤ 10^18 + 1).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 100;
/// Largest n and k: ours (the judge's is 10^9).
const MAX_V: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins from cell `n` with moves 1, 2 and `k` (k ≥ 3).
fn first_wins(n: u64, k: u64) -> bool {
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    let m = n % (k + 1);
    m == k || m % 3 != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    for _ in 0..t {
        let n: u64 = sc.next_in("n", 0..=MAX_V)?;
        let k: u64 = sc.next_in("k", 3..=MAX_V)?;
        writeln!(out, "{}", if first_wins(n, k) { "Alice" } else { "Bob" })?;
    }
    sc.finish()?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
