//! AtCoder ABC349 E "Weighted Tic-Tac-Toe": players paint the cells of a 3×3 board of integers and score their values; a line of one colour wins at once, a full board goes to the higher total. A table over the boards, filled without recursion.
//!
//! A board is the two sets of cells the players painted, as 9-bit masks;
//! whose turn it is follows from how many cells are painted (Takahashi's
//! when even), so the board alone is the position. After a move the line
//! check comes first: a board with a line of one colour is its owner's;
//! else a full board is Takahashi's iff his total is the larger (the sum
//! is odd, so the totals differ); else the mover wins iff some move leads
//! to a board he wins. The table is filled by the number of painted cells,
//! from 9 down, so every board comes after the boards one move away: no
//! recursion. Only the boards where Takahashi has painted as many cells as
//! Aoki or one more are visited: 6046 of the 3^9, 9 cells each. Totals are
//! at most 9 · 10^9 in size: i64.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_winner;
use std::io::{Read, Write};

/// Largest |A_{i,j}| (the judge's limit, and ours).
const MAX_ABS: i64 = 1_000_000_000;
/// The cells of the board, row by row: cell i is bit i of a mask.
const CELLS: usize = 9;
/// Every cell.
const ALL: u16 = (1 << CELLS) - 1;
/// The rows, columns and diagonals.
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// Whether the cells `painted` hold a whole line.
fn has_line(painted: u16) -> bool {
    LINES.iter().any(|&line| line & !painted == 0)
}

/// Whether Takahashi, moving first on the white board with values `a`, wins with best play.
///
/// # Complexity
/// O(3^9 · 9) time; a table of 2^18 bytes, indexed by the two masks.
fn takahashi_wins(a: &[i64; CELLS]) -> bool {
    let mut of_size: [Vec<u16>; CELLS + 1] = Default::default();
    for cells in 0..=ALL {
        of_size[cells.count_ones() as usize].push(cells);
    }
    let at = |red: u16, blue: u16| usize::from(red) | usize::from(blue) << CELLS;
    // wins[at(red, blue)]: Takahashi wins from that board, once both checks ran on it.
    let mut wins = vec![false; 1 << (2 * CELLS)];
    for painted in (0..=CELLS).rev() {
        let takahashi = painted % 2 == 0;
        for &red in &of_size[painted.div_ceil(2)] {
            for &blue in of_size[painted / 2].iter().filter(|&&b| b & red == 0) {
                let white = ALL & !(red | blue);
                wins[at(red, blue)] = if has_line(red) {
                    true
                } else if has_line(blue) {
                    false
                } else if white == 0 {
                    let lead: i64 = (0..CELLS)
                        .map(|i| if red >> i & 1 == 1 { a[i] } else { -a[i] })
                        .sum();
                    lead > 0
                } else {
                    let mut after = (0..CELLS)
                        .map(|i| 1 << i)
                        .filter(|&cell| white & cell != 0)
                        .map(|cell| {
                            if takahashi {
                                wins[at(red | cell, blue)]
                            } else {
                                wins[at(red, blue | cell)]
                            }
                        });
                    if takahashi {
                        after.any(|w| w)
                    } else {
                        after.all(|w| w)
                    }
                };
            }
        }
    }
    wins[0]
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let mut a = [0i64; CELLS];
    for (i, value) in a.iter_mut().enumerate() {
        let name = format!("A_{{{},{}}}", i / 3 + 1, i % 3 + 1);
        *value = sc.next_in(&name, -MAX_ABS..=MAX_ABS)?;
    }
    let sum: i64 = a.iter().sum();
    if sum % 2 == 0 {
        return Err(sc.error(format!(
            "the values sum to {sum}, which is even; the statement guarantees an odd sum (an even one could end in a tie, which has no answer)"
        )));
    }
    sc.finish()?;
    write_winner(out, takahashi_wins(&a), ["Takahashi", "Aoki"])?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
