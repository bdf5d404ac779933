//! CSES 2208 "Another Game": a move takes one coin from each heap of a chosen non-empty set of heaps.
//!
//! The player to move wins iff some heap is odd. If every heap is even, any
//! move makes the chosen heaps odd, and copying it (taking one more coin from
//! exactly those heaps) makes every heap even again, so the second player
//! always has a reply and takes the last coin. If some heap is odd, taking one
//! coin from every odd heap leaves all heaps even: a losing position for the
//! opponent. Only parities matter, so heaps are exact up to our widened limit
//! 10^18. Every single value is range-checked (t, n ≤ 2·10^5); Σn is not
//! enforced, since a larger total changes no answer.

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
        let mut some_odd = false;
        for _ in 0..n {
            some_odd |= sc.next_in::<u64>("x", 1..=MAX_HEAP)? % 2 == 1;
        }
        writeln!(out, "{}", if some_odd { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
