//! HDU 2509 "Be the Winner": rows of apples; a move takes a run of neighbouring apples from one row (possibly splitting it); whoever takes the last apple loses.
//!
//! In normal play a row of n is worth n: a move leaves rows a and b with
//! a + b < n, worth a ⊕ b ≤ a + b < n, and taking all but m apples from one
//! end leaves m, for every m < n. A row is worth 0 only when it is gone, a
//! longer row can be taken whole or cut to one apple, and a single apple can
//! only be taken, so the misère sum of the rows follows the
//! Sprague–Grundy–Jia rule (`games_core::anti_sg`, its conditions for pieces
//! that split): the player to move wins iff the XOR of the rows
//! is not 0 and some row has two or more apples, or the XOR is 0 and every
//! row has one apple.

use games_core::anti_sg::anti_sg_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of rows in a test.
const MAX_N: usize = 100_000;
/// Largest number of rows over the whole input.
const MAX_TOTAL: usize = 1_000_000;
/// Largest row (ours; the judge's is 100).
const MAX_A: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let mut left = MAX_TOTAL;
    let mut rows = Vec::new();
    loop {
        let n: usize = sc.next_in("N", 1..=MAX_N)?;
        if n > left {
            return Err(sc.error(format!(
                "the rows of all tests add up to more than {MAX_TOTAL}"
            )));
        }
        left -= n;
        rows.clear();
        for _ in 0..n {
            rows.push(sc.next_in("a", 1..=MAX_A)?);
        }
        // A row of a apples is worth a in normal play.
        let first = anti_sg_wins(rows.iter().copied());
        out.write_all(if first { b"Yes\n" } else { b"No\n" })?;
        if sc.is_end()? {
            return Ok(());
        }
    }
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
