//! Practice 20 of seed 002: a knight on an N × N board moves (x−2, y±1) or (x±1, y−2); who cannot move loses.
//!
//! Every move lowers x + y by 1 or 3, so deciding cells in order of
//! increasing x + y sees each move's target before its source. Only cells
//! with x + y below the start can be reached, so the table stops at the
//! start's diagonal: at most N² cells, four moves each.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict;
use std::io::{Read, Write};

/// Largest board side.
const MAX_N: usize = 1000;

/// The four knight moves of the game, as (dx, dy).
const MOVES: [(isize, isize); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];

/// Whether the player to move with the knight on (x, y) of an N × N board wins.
///
/// # Complexity
/// O(min(N², (x + y)²)) time, O(N²) memory.
fn first_wins(side: usize, x: usize, y: usize) -> bool {
    // wins[(cx - 1) * side + (cy - 1)], filled diagonal by diagonal.
    let mut wins = vec![false; side * side];
    let target = x + y;
    for d in 2..=target {
        let lo = d.saturating_sub(side).max(1);
        let hi = (d - 1).min(side);
        for cx in lo..=hi {
            let cy = d - cx;
            let w = MOVES.iter().any(|&(dx, dy)| {
                let (nx, ny) = (cx as isize + dx, cy as isize + dy);
                (1..=side as isize).contains(&nx)
                    && (1..=side as isize).contains(&ny)
                    && !wins[(nx as usize - 1) * side + (ny as usize - 1)]
            });
            wins[(cx - 1) * side + (cy - 1)] = w;
        }
    }
    wins[(x - 1) * side + (y - 1)]
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let side: usize = sc.next_in("N", 1..=MAX_N)?;
    let x: usize = sc.next_in("x", 1..=side)?;
    let y: usize = sc.next_in("y", 1..=side)?;
    sc.finish()?;
    write_verdict(out, first_wins(side, x, y))
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
