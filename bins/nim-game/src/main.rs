//! CSES 1730 "Nim Game I": heaps of sticks, a move takes any positive number from one heap.
//!
//! By Bouton's theorem the player to move loses iff the XOR of the heap sizes
//! is 0, so each test is one pass over its heaps. Heap sizes are exact up to
//! our widened limit 10^18 (u64). Every single value is range-checked (t and n
//! at most 2·10^5 because Σn ≤ 2·10^5 and n ≥ 1); the aggregate limit Σn itself
//! is not enforced, since a larger total changes no answer, only the running time.

use games_core::heap_tests;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Bouton: the player to move wins iff the XOR of the heaps is not 0.
fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    heap_tests::write_winners(sc, out, 0, |xor, x| xor ^ x, |xor| xor != 0)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
