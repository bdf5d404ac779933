//! CSES 1098 "Nim Game II": heaps of sticks, a move takes 1, 2 or 3 sticks from one heap.
//!
//! One heap of x sticks is the subtraction game {1, 2, 3}, whose Grundy value
//! is x mod 4 (g(x) = mex{g(x−1), g(x−2), g(x−3)} repeats 0, 1, 2, 3). By the
//! Sprague–Grundy theorem the player to move loses iff the XOR of x_i mod 4 is
//! 0. Heaps are exact up to our widened limit 10^18 (u64). Every single value
//! is range-checked (t and n at most 2·10^5 since Σn ≤ 2·10^5 and n ≥ 1); Σn
//! itself is not enforced, since a larger total changes no answer.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
const MAX_COUNT: u32 = 200_000;
/// Largest heap (ours; CSES allows 10^9).
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut xor = 0u64;
        for _ in 0..n {
            xor ^= sc.next_in::<u64>("x", 1..=MAX_HEAP)? % 4;
        }
        writeln!(out, "{}", if xor != 0 { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
