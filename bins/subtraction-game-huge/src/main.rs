//! Seed 002, practice 7: the subtraction game of practice 6 with n up to 10^18 and moves up to 20.
//!
//! The result at heap x depends only on the results at the max(s) heaps below
//! it, so that window (a bitmask of at most 20 bits) is a state that fixes the
//! rest of the sequence. `SubtractionCycle` runs Brent's cycle finding on it
//! from heap 0 and gets the exact preperiod and period (at most 2^20 states);
//! n is then reduced into the first cycle. Nothing is guessed from a prefix.

use games_core::io::{run, Result, Scanner};
use games_core::move_set::read_game;
use games_core::period::SubtractionCycle;
use games_core::verdict::write_verdict;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: u64 = 1_000_000_000_000_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 20;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let (n, moves) = read_game(sc, "n", 0..=MAX_N, MAX_M, MAX_S)?;
    write_verdict(out, SubtractionCycle::new(&moves).wins(n))
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
