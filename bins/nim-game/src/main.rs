//! CSES 1730 "Nim Game I": heaps of sticks, a move takes any positive number from one heap.
//!
//! By Bouton's theorem the player to move loses iff the XOR of the heap sizes
//! is 0, so each test is one pass over its heaps. Heap sizes are exact up to
//! our widened limit 10^18 (u64). Every single value is range-checked (t and n
//! at most 2·10^5 because Σn ≤ 2·10^5 and n ≥ 1); the aggregate limit Σn itself
//! is not enforced, since a larger total changes no answer, only the running time.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
const MAX_COUNT: u32 = 200_000;
/// Largest heap size (ours; CSES allows 10^9).
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut xor = 0u64;
        for _ in 0..n {
            xor ^= sc.next_in("x", 1..=MAX_HEAP)?;
        }
        let first = xor != 0;
        writeln!(out, "{}", if first { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
