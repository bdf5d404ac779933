//! classic problem "Turning Corners" (Winning Ways): a heads coin at (x, y) is worth x ⊗ y (Tartan theorem), the position the XOR of its coins.
//!
//! Turning Corners is the product of two copies of the one-dimensional game
//! whose coin at x is worth the nimber x, so by the Tartan theorem a single
//! heads coin at (x, y) is worth the nim product x ⊗ y, and a position (a
//! sum of its heads coins, as in every coin-turning game) is worth their
//! XOR. The first player wins iff that is not 0.

use games_core::io::{run, Result, Scanner};
use games_core::nimber;
use games_core::sum_limit::SumLimit;
use std::collections::HashMap;
use std::io::{Read, Write};

/// Largest number of tests.
const MAX_T: u32 = 10_000;
/// Largest number of heads coins in one test, and in all tests together.
const MAX_N: usize = 200_000;
/// Largest coordinate.
const MAX_XY: u64 = 1_000_000_000_000_000_000;

/// The value of the position whose heads coins are `cells`: the XOR of x ⊗ y.
fn value(cells: &[(u64, u64)]) -> u64 {
    cells.iter().fold(0, |acc, &(x, y)| acc ^ nimber::mul(x, y))
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    let mut sum_n = SumLimit::new("n", MAX_N);
    let mut cells = Vec::new();
    // Each cell's line, to name both lines of a repeat.
    let mut seen: HashMap<(u64, u64), u64> = HashMap::new();
    for _ in 0..t {
        let n = sum_n.next_in(sc, 1..=MAX_N)?;
        cells.clear();
        seen.clear();
        for _ in 0..n {
            let x: u64 = sc.next_in("x", 0..=MAX_XY)?;
            let y: u64 = sc.next_in("y", 0..=MAX_XY)?;
            if let Some(first) = seen.insert((x, y), sc.line()) {
                return Err(sc.error(format!(
                    "cell ({x}, {y}) repeats the cell of line {first} (the cells of a test must be distinct)"
                )));
            }
            cells.push((x, y));
        }
        let first_wins = value(&cells) != 0;
        writeln!(out, "{}", if first_wins { "First" } else { "Second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
