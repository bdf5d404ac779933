//! Practice 20 of seed 002: a knight on an N × N board moves (x−2, y±1) or (x±1, y−2); who cannot move loses.
//!
//! Every move lowers x + y by 1 or 3, so deciding cells in order of
//! increasing x + y sees each move's target before its source. Only cells
//! with x + y below the start can be reached, so the table stops at the
//! start's diagonal: at most N² cells, four moves each.

use games_core::io::{run, Result, Scanner};
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
    writeln!(
        out,
        "{}",
        if first_wins(side, x, y) {
            "TRƯỚC"
        } else {
            "SAU"
        }
    )?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::brute;
    use problem_kit::{answer, try_answer};
    use std::collections::HashMap;

    #[test]
    fn every_cell_of_small_boards_matches_search() {
        for side in 1..=12 {
            let mut memo = HashMap::new();
            for x in 1..=side {
                for y in 1..=side {
                    let cell = (x as i64, y as i64, side as i64);
                    let b = brute::wins(&cell, kit::moves, |_| false, &mut memo);
                    assert_eq!(first_wins(side, x, y), b, "N = {side}, ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn largest_board_matches_search() {
        // One memo for the whole board: the first search visits most of it.
        let mut memo = HashMap::new();
        for (x, y) in [(1000, 1000), (777, 999), (999, 1000), (1, 1000), (1000, 1)] {
            let b = brute::wins(&(x, y, 1000), kit::moves, |_| false, &mut memo);
            assert_eq!(first_wins(1000, x as usize, y as usize), b, "({x}, {y})");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("15 5 4\n", solve), "TRƯỚC\n");
        assert_eq!(answer("1000 777 999\n", solve), "TRƯỚC\n");
        assert_eq!(answer("1 1 1", solve), "SAU\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in [
            "0 1 1", "1001 1 1", "5 6 1", "5 1 6", "5 0 1", "5 1", "5 1 1 1",
        ] {
            assert!(try_answer(bad, solve).is_err(), "{bad}");
        }
    }
}
