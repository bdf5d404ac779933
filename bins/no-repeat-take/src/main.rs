//! Practice 19 of seed 002: take 1..k stones, never exactly what the opponent just took (first move free); who cannot move loses.
//!
//! The state is (stones left r, opponent's last take t), t = 0 before the
//! first move. (r, t) wins iff some take x in 1..=min(k, r), x ≠ t, reaches
//! a losing (r − x, x). Filled for r = 0, 1, …, n: O(n·k²) ≤ 2000·21·20 steps.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at_pair;
use std::io::{Read, Write};

/// Largest number of stones.
const MAX_N: usize = 2000;
/// Largest take.
const MAX_K: usize = 20;

/// Whether the first player wins with `n` stones and takes of 1..=`k`.
///
/// # Complexity
/// O(n·k²) time, O(n·k) memory.
fn first_wins(n: usize, k: usize) -> bool {
    // wins[r][t]: the mover facing r stones, just after the opponent took t.
    let mut wins = vec![vec![false; k + 1]; n + 1];
    for r in 1..=n {
        for t in 0..=k {
            wins[r][t] = (1..=k.min(r)).any(|x| x != t && !wins[r - x][x]);
        }
    }
    wins[n][0]
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at_pair(sc, out, ("n", 1..=MAX_N), ("k", 1..=MAX_K), first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
