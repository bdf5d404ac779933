//! Practice 12 of seed 002: a king at (x, y) steps left, down or diagonally down-left; stuck at (0, 0) loses.
//!
//! (x, y) is lost for the player to move exactly when x and y are both even:
//! from such a cell every step makes a coordinate odd, and from any other
//! cell one of the three steps (left, down, diagonal) makes both even.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest coordinate the binary accepts.
const MAX_COORD: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move with the king on (x, y) wins.
fn first_wins(x: u64, y: u64) -> bool {
    x % 2 == 1 || y % 2 == 1
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let x: u64 = sc.next_in("x", 0..=MAX_COORD)?;
    let y: u64 = sc.next_in("y", 0..=MAX_COORD)?;
    sc.finish()?;
    writeln!(out, "{}", if first_wins(x, y) { "TRƯỚC" } else { "SAU" })?;
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
    fn every_small_cell_matches_search() {
        let mut memo = HashMap::new();
        for x in 0..=30 {
            for y in 0..=30 {
                let b = brute::wins(&(x, y), kit::moves, |_| false, &mut memo);
                assert_eq!(first_wins(x, y), b, "({x}, {y})");
            }
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("2 2\n", solve), "SAU\n");
        assert_eq!(answer("1000 2026\n", solve), "SAU\n");
        assert_eq!(answer("0 0", solve), "SAU\n");
        assert_eq!(
            answer("1000000000000000000 999999999999999999", solve),
            "TRƯỚC\n"
        );
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in [
            "1000000000000000001 0",
            "0 1000000000000000001",
            "1",
            "1 2 3",
        ] {
            assert!(try_answer(bad, solve).is_err(), "{bad}");
        }
    }
}
