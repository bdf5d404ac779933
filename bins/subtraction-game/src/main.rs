//! Seed 002, practice 6: n stones, a move takes exactly s_i stones for some i; who cannot move loses.
//!
//! A win/lose table over heaps 0..=n (heap x wins iff some move reaches a
//! losing heap), the seed's `bang_thang_thua`: O(n · m) ≤ 10^7 steps.

use games_core::grundy::subtraction_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: usize = 1_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 100;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 0..=MAX_N)?;
    let m: usize = sc.next_in("m", 1..=MAX_M)?;
    let moves = sc.next_distinct_in("s", m, 1..=MAX_S)?;
    sc.finish()?;
    let verdict = if subtraction_wins(&moves, n)[n] {
        "TRƯỚC"
    } else {
        "SAU"
    };
    writeln!(out, "{verdict}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
