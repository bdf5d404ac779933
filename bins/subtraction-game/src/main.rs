//! Seed 002, practice 6: n stones, a move takes exactly s_i stones for some i; who cannot move loses.
//!
//! A win/lose table over heaps 0..=n (heap x wins iff some move reaches a
//! losing heap), the seed's `bang_thang_thua`: O(n · m) ≤ 10^7 steps.

use games_core::grundy::subtraction_wins;
use games_core::io::{run, Result, Scanner};
use games_core::move_set::read_game;
use games_core::verdict::write_verdict;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: usize = 1_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 100;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let (n, moves) = read_game(sc, "n", 0..=MAX_N, MAX_M, MAX_S)?;
    write_verdict(out, subtraction_wins(&moves, n)[n])
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
