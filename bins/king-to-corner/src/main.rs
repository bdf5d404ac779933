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
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The king's three steps, never off the board.
    fn moves(&(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        if x > 0 {
            v.push((x - 1, y));
        }
        if y > 0 {
            v.push((x, y - 1));
        }
        if x > 0 && y > 0 {
            v.push((x - 1, y - 1));
        }
        v
    }

    #[test]
    fn random_cells_match_search() {
        let mut rng = StdRng::seed_from_u64(12);
        let mut memo = HashMap::new();
        for _ in 0..500 {
            let cell = (rng.gen_range(0..=80u64), rng.gen_range(0..=80u64));
            let b = brute::wins(&cell, moves, |_| false, &mut memo);
            assert_eq!(first_wins(cell.0, cell.1), b, "{cell:?}");
        }
    }

    #[test]
    fn every_small_cell_matches_search() {
        let mut memo = HashMap::new();
        for x in 0..=30 {
            for y in 0..=30 {
                let b = brute::wins(&(x, y), moves, |_| false, &mut memo);
                assert_eq!(first_wins(x, y), b, "({x}, {y})");
            }
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("2 2\n"), "SAU\n");
        assert_eq!(answer("1000 2026\n"), "SAU\n");
        assert_eq!(answer("0 0"), "SAU\n");
        assert_eq!(answer("1000000000000000000 999999999999999999"), "TRƯỚC\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in [
            "1000000000000000001 0",
            "0 1000000000000000001",
            "1",
            "1 2 3",
        ] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(solve(&mut sc, &mut Vec::new()).is_err(), "{bad}");
        }
    }
}
