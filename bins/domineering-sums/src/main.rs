//! Own problem "Domineering Tournament": the outcome of a sum of up to six small Domineering boards, read off the sum of their canonical forms (games-core's valuer and arena of canonical forms), since a sum's value is the sum of its parts' values.
//!
//! Vertical is Left and Horizontal is Right (CGSuite's convention). Each
//! board is valued once by `games_core::valuer::Valuer` over
//! `games_core::domineering`: the board falls apart into regions of
//! coverable cells, each region is valued by the definition {Left's
//! options | Right's options} in canonical form (dominated options removed,
//! reversible ones bypassed), memoised across the whole input (reflections
//! share an entry, a transposed region is the negative). The test's value G
//! is the sum of its boards' values: G > 0 Left, G < 0 Right, G ‖ 0 the
//! first player, G = 0 the second player wins. `Games::outcome_of_sum`
//! decides it without the canonical form of the whole sum, comparing the
//! first half's sum X with −Y, Y the second half's (far cheaper on hot or
//! intricate values).

use games_core::canonical::Games;
use games_core::domineering::{Board, Domineering};
use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::valuer::Valuer;
use std::io::{Read, Write};

/// Most tests.
const MAX_T: u32 = 100;
/// Most boards in a test.
const MAX_K: u32 = 6;
/// Longest side of a board.
const MAX_SIDE: usize = 4;
/// Most cells of a board.
const MAX_CELLS: usize = 12;

/// Reads board `b` of a test: `h w`, then `h` rows of `w` cells `.` (free)
/// or `#` (blocked).
fn read_board<R: Read>(sc: &mut Scanner<R>, b: u32) -> Result<Board> {
    let h: usize = sc.next_in("h", 1..=MAX_SIDE)?;
    let w: usize = sc.next_in("w", 1..=MAX_SIDE)?;
    if h * w > MAX_CELLS {
        return Err(sc.error(format!(
            "board {b} has h · w = {h} · {w} = {} cells, more than {MAX_CELLS}",
            h * w
        )));
    }
    let mut free: u64 = 0;
    for r in 0..h {
        let what = format!("row {} of board {b}", r + 1);
        let row = sc.next_word_of(&what, w..=w, Alphabet::of(b".#"))?;
        for (c, &cell) in row.iter().enumerate() {
            if cell == b'.' {
                free |= 1 << (r * w + c);
            }
        }
    }
    Ok(Board::new(h, w, free))
}

/// The answers, by outcome class: Left, Right, the first player, the second player.
const WORDS: [&str; 4] = ["Left", "Right", "First", "Second"];

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    // One arena and one memo for the whole input: a board met again (or
    // reflected, or as a region of another) is valued once.
    let mut games = Games::new();
    let mut valuer = Valuer::new(Domineering);
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    for _ in 0..t {
        let k: u32 = sc.next_in("k", 1..=MAX_K)?;
        let mut values = Vec::with_capacity(k as usize);
        for b in 1..=k {
            let board = read_board(sc, b)?;
            values.push(valuer.value(&mut games, &board));
        }
        writeln!(out, "{}", games.outcome_of_sum(&values).word(WORDS))?;
    }
    sc.finish()
}

fn main() {
    // The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
