//! AtCoder ABC297 G "Constrained Nim 2": Nim where a move takes at least L and at most R stones.
//!
//! One pile of a stones has Grundy value ⌊(a mod (L + R)) / L⌋: write
//! a = q(L + R) + r. Every value w below ⌊r / L⌋ is reached by taking
//! x ∈ [L, R] so that the residue lands in [wL, wL + L), and the value
//! ⌊r / L⌋ itself is never reached (taking x ≤ r leaves a residue below
//! ⌊r / L⌋·L, taking x > r wraps to a residue of at least r + L). The piles
//! add up by the Sprague–Grundy theorem: the first player wins iff the XOR of
//! the values is non-zero. Everything fits a `u64` (L + R ≤ 2·10^9).

use games_core::io::{run, Result, Scanner};
use games_core::nim::nim_sum;
use std::io::{Read, Write};

/// Largest N (the judge's limit).
const MAX_N: usize = 200_000;
/// Largest A_i, L and R (the judge's limit).
const MAX_V: u64 = 1_000_000_000;

/// Grundy value of a pile of `a` stones when a move takes `l..=r` stones (1 ≤ l ≤ r).
fn grundy(a: u64, l: u64, r: u64) -> u64 {
    (a % (l + r)) / l
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let l: u64 = sc.next_in("L", 1..=MAX_V)?;
    let r: u64 = sc.next_in("R", l..=MAX_V)?;
    let mut piles = Vec::with_capacity(n);
    for _ in 0..n {
        piles.push(grundy(sc.next_in("A_i", 1..=MAX_V)?, l, r));
    }
    sc.finish()?;
    let first = nim_sum(piles) != 0;
    writeln!(out, "{}", if first { "First" } else { "Second" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
