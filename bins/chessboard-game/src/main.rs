//! Luogu P4576 "Chessboard Game" (CQOI 2013): white steps one cell, black one or two in a line; capture wins; winner and plies by retrograde analysis with remoteness.
//!
//! A position is (white's cell, black's cell, side to move): 2n⁴ of them. A
//! capture is a move onto the other piece's cell, to a position where both
//! pieces share a cell: the side to move there has just been captured and
//! has no move, a loss in 0 plies. `games_core::remoteness` works backwards
//! from those with a queue in order of plies: a position with a move to a
//! loss in d plies is a win in d + 1, a position whose every move reaches a
//! win is a loss in 1 + the longest of them, and a position never labelled
//! is a draw.
//! The moves are not stored: a position's predecessors are the other side's
//! steps back, which are its steps forward, as every move can be undone.

use games_core::io::{run, Result, Scanner};
use games_core::remoteness::{remoteness, Remote};
use games_core::retrograde::GameGraph;
use std::io::{Read, Write};

/// Largest board side n (the judge's: 20); 2n⁴ positions of about 41 bytes
/// each, 66 MB at n = 30.
const MAX_N: usize = 30;

/// White's side to move, then black's: the last part of a position's number.
const WHITE: usize = 0;
const BLACK: usize = 1;

/// The board and the pieces' steps; cells are `row · n + column`, 0-based.
struct Board {
    n: usize,
}

impl Board {
    /// The cells white (`WHITE`) or black (`BLACK`) reaches in one move from
    /// `cell`: one step up, down, left or right, and for black also two.
    fn steps(&self, side: usize, cell: usize, mut f: impl FnMut(usize)) {
        let n = self.n as isize;
        let (r, c) = ((cell / self.n) as isize, (cell % self.n) as isize);
        let reach = if side == WHITE { 1 } else { 2 };
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            for k in 1..=reach {
                let (r2, c2) = (r + k * dr, c + k * dc);
                if (0..n).contains(&r2) && (0..n).contains(&c2) {
                    f((r2 * n + c2) as usize);
                }
            }
        }
    }

    /// The number of the position (white on `w`, black on `b`, `side` to move).
    fn position(&self, w: usize, b: usize, side: usize) -> usize {
        (w * self.n * self.n + b) * 2 + side
    }
}

impl GameGraph for Board {
    fn positions(&self) -> usize {
        2 * self.n.pow(4)
    }

    /// Moves from position `v`: none once captured (both on one cell).
    fn moves(&self, v: usize) -> usize {
        let (cells, side) = (v / 2, v % 2);
        let (w, b) = (cells / (self.n * self.n), cells % (self.n * self.n));
        if w == b {
            return 0;
        }
        let mut count = 0;
        self.steps(side, if side == WHITE { w } else { b }, |_| count += 1);
        count
    }

    /// Calls `f(u)` for every move `u → v`: the other side stepping back.
    fn for_each_predecessor<F: FnMut(usize)>(&self, v: usize, mut f: F) {
        let (cells, side) = (v / 2, v % 2);
        let (w, b) = (cells / (self.n * self.n), cells % (self.n * self.n));
        if side == WHITE {
            // Black moved last, from a cell not white's.
            self.steps(BLACK, b, |from| {
                if from != w {
                    f(self.position(w, from, BLACK));
                }
            });
        } else {
            self.steps(WHITE, w, |from| {
                if from != b {
                    f(self.position(from, b, WHITE));
                }
            });
        }
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 2..=MAX_N)?;
    let r1: usize = sc.next_in("r1", 1..=n)?;
    let c1: usize = sc.next_in("c1", 1..=n)?;
    let r2: usize = sc.next_in("r2", 1..=n)?;
    let c2: usize = sc.next_in("c2", 1..=n)?;
    if (r1, c1) == (r2, c2) {
        return Err(sc.error(format!(
            "white and black both on ({r1}, {c1}); the pieces start on different cells"
        )));
    }
    sc.finish()?;
    let board = Board { n };
    let white = (r1 - 1) * n + (c1 - 1);
    let black = (r2 - 1) * n + (c2 - 1);
    match remoteness(&board)[board.position(white, black, WHITE)].value {
        Remote::Win(d) => writeln!(out, "WHITE {d}")?,
        Remote::Lose(d) => writeln!(out, "BLACK {d}")?,
        Remote::Draw => writeln!(out, "DRAW")?,
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
