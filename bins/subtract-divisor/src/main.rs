//! Seed 002, practice 9: replace x by x − d for a divisor d of x with 1 ≤ d < x; who faces 1 cannot move and loses.
//!
//! Odd numbers lose and even numbers win. Every divisor of an odd x is odd,
//! so each move from an odd x leads to an even number; from an even x the move
//! d = 1 leads to the odd x − 1. The terminal position 1 is odd and lost.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` on the board.
fn first_wins(n: u64) -> bool {
    n % 2 == 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 1..=MAX)?;
    sc.finish()?;
    let verdict = if first_wins(n) { "TRƯỚC" } else { "SAU" };
    writeln!(out, "{verdict}")?;
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
    use problem_kit::kit::cross_check_on;
    use problem_kit::{answer, assert_rejects};

    #[test]
    fn every_small_heap_matches_game_tree_search() {
        cross_check_on::<kit::Kit, _, _>((1..=300).map(|n| format!("{n}\n")), solve);
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        assert_eq!(answer("1", solve), "SAU\n");
        assert_eq!(answer("1000000000000000000", solve), "TRƯỚC\n");
        assert_rejects(&["0", "1000000000000000001", "", "2 2"], solve);
    }
}
