//! HDU 1536 "S-Nim": Nim where a move removes exactly s beads from one heap, s from the rule set S.
//!
//! Each heap is a subtraction game, so a position is won iff the XOR of the
//! heaps' Grundy values is non-zero. For every rule set the positions are
//! read first and the Grundy table ([`subtraction_grundy`]) is built once,
//! only up to the largest heap those positions use. Input is a sequence of
//! rule sets ended by `k = 0`; a missing terminator is an error.

use games_core::grundy::subtraction_grundy;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of moves in a rule set (k) and of positions (m) and heaps per position (l).
const MAX_COUNT: usize = 100;
/// Largest move size and heap size.
const MAX_SIZE: usize = 10_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    loop {
        // k = 0 is the terminating line, not a rule set.
        let k: usize = sc.next_in("k", 0..=MAX_COUNT)?;
        if k == 0 {
            break;
        }
        let moves = (0..k)
            .map(|_| sc.next_in("s", 1..=MAX_SIZE))
            .collect::<Result<Vec<usize>>>()?;
        let m: usize = sc.next_in("m", 1..=MAX_COUNT)?;
        let mut positions = Vec::with_capacity(m);
        for _ in 0..m {
            let l: usize = sc.next_in("l", 1..=MAX_COUNT)?;
            let heaps = (0..l)
                .map(|_| sc.next_in("h", 0..=MAX_SIZE))
                .collect::<Result<Vec<usize>>>()?;
            positions.push(heaps);
        }
        let largest = positions.iter().flatten().copied().max().unwrap_or(0);
        let g = subtraction_grundy(&moves, largest);
        let verdicts: String = positions
            .iter()
            .map(|heaps| match heaps.iter().fold(0, |x, &h| x ^ g[h]) {
                0 => 'L',
                _ => 'W',
            })
            .collect();
        writeln!(out, "{verdicts}")?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
