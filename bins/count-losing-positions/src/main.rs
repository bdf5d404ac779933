//! Seed 002, practice 10: how many heaps n in 1..=N lose for the player to move in the subtraction game of practice 6.
//!
//! One win/lose table over heaps 0..=N, then a count of its losing entries
//! from heap 1 on: O(N · m) ≤ 10^7 steps.

use games_core::grundy::subtraction_wins;
use games_core::io::{run, Result, Scanner};
use games_core::move_set::read_game;
use std::io::{Read, Write};

/// Upper limit of N.
const MAX_N: usize = 1_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 100;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let (n, moves) = read_game(sc, "N", 1..=MAX_N, MAX_M, MAX_S)?;
    let losing = subtraction_wins(&moves, n)[1..]
        .iter()
        .filter(|&&w| !w)
        .count();
    writeln!(out, "{losing}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
