//! Baekjoon 18036 "Hold or Continue?": TODO(xtask new): the game and the idea of the solution in one line.
//!
//! TODO(xtask new): everything here, in `tests.rs` and in `kit.rs` is a placeholder that
//! compiles and passes its tests: the game "take exactly one stick, who cannot move loses"
//! (the first player wins iff n is odd) on the input `t`, then `t` heap sizes
//! `n`.
//! Replace the limits and `solve` here, the widest-values test in `tests.rs`,
//! the rules and inputs in `kit.rs`, and the samples with the real problem, then
//! delete every `TODO(xtask new)` line (`cargo xtask check` refuses the binary while one
//! is left). CONTRIBUTING.md's cheat-sheet says which games-core part fits
//! (draws, Hackenbush, misère, …).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

// TODO(xtask new): the judge's limit.
/// Largest number of tests.
const MAX_T: u32 = 200_000;
// TODO(xtask new): ours; 10^18 where the judge allows 10^9.
/// Largest heap.
const MAX_N: u64 = 1_000_000_000_000_000_000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins from a heap of `n`.
fn first_wins(n: u64) -> bool {
    n % 2 == 1
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_T)?;
    for _ in 0..t {
        let n: u64 = sc.next_in("n", 1..=MAX_N)?;
        let first = first_wins(n);
        writeln!(out, "{}", if first { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
