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

use games_core::heap_tests;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// The player to move wins iff some heap is odd.
fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    heap_tests::write_winners(
        sc,
        out,
        false,
        |some_odd, x| some_odd || x % 2 == 1,
        |some_odd| some_odd,
    )
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
