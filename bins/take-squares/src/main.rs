//! Seed 002, practice 8: n stones, a move takes a positive perfect square of them; who cannot move loses.
//!
//! No closed form is known, so a win/lose table over heaps 0..=n: heap x wins
//! iff x − j² loses for some j ≥ 1. O(n√n) ≈ 3·10^7 steps for n = 10^5.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: usize = 100_000;

/// `wins[x]` for every heap x in 0..=n.
fn square_wins(n: usize) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for x in 1..=n {
        let mut j = 1;
        while j * j <= x {
            if !wins[x - j * j] {
                wins[x] = true;
                break;
            }
            j += 1;
        }
    }
    wins
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at(sc, out, "n", 0..=MAX_N, |n| square_wins(n)[n])
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
