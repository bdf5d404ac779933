//! CSES 1098 "Nim Game II": heaps of sticks, a move takes 1, 2 or 3 sticks from one heap.
//!
//! One heap of x sticks is the subtraction game {1, 2, 3}, whose Grundy value
//! is x mod 4 (g(x) = mex{g(x−1), g(x−2), g(x−3)} repeats 0, 1, 2, 3). By the
//! Sprague–Grundy theorem the player to move loses iff the XOR of x_i mod 4 is
//! 0. Heaps are exact up to our widened limit 10^18 (u64). Every single value
//! is range-checked (t and n at most 2·10^5 since Σn ≤ 2·10^5 and n ≥ 1); Σn
//! itself is not enforced, since a larger total changes no answer.

use games_core::heap_tests;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// The player to move wins iff the XOR of the heaps mod 4 (their Grundy values) is not 0.
fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    heap_tests::write_winners(sc, out, 0, |xor, x| xor ^ (x % 4), |xor| xor != 0)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
