//! The tooling of chessboard-game: its bench input, random small boards and a reference from the rules (remoteness by depth, `problem_kit::loopy`).

use problem_kit::loopy::{remoteness, Remote};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::cell::RefCell;
use std::collections::HashMap;
use std::io;

/// chessboard-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// A position: white's cell, black's cell (row, column, 1-based) and whether white is to move.
type Position = ((i64, i64), (i64, i64), bool);

/// Every position one move reaches, from the statement: white steps one cell
/// up, down, left or right; black one or two cells in one of those
/// directions; a move stays on the n×n board. Moving onto the other piece
/// captures it; the position after a capture (both on one cell) has no move:
/// the side to move there has lost.
fn moves(n: i64, &(w, b, white_to_move): &Position) -> Vec<Position> {
    if w == b {
        return Vec::new();
    }
    let (from, reach) = if white_to_move { (w, 1) } else { (b, 2) };
    let mut next = Vec::new();
    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        for k in 1..=reach {
            let to = (from.0 + k * dr, from.1 + k * dc);
            if (1..=n).contains(&to.0) && (1..=n).contains(&to.1) {
                next.push(if white_to_move {
                    (to, b, false)
                } else {
                    (w, to, true)
                });
            }
        }
    }
    next
}

/// Every position of the n×n board, white to move or black.
fn positions(n: i64) -> Vec<Position> {
    let cells: Vec<(i64, i64)> = (1..=n).flat_map(|r| (1..=n).map(move |c| (r, c))).collect();
    let mut all = Vec::new();
    for &w in &cells {
        for &b in &cells {
            all.push((w, b, true));
            all.push((w, b, false));
        }
    }
    all
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Every position of the largest board is labelled whatever the start;
        // the start is the slowest game of the judge's 20×20 board, moved to
        // the middle of ours.
        let n = size.pick(30, 20);
        g.row(&[n, 1, n - 1, 1, 1])?;
        Ok(format!(
            "n = {n}: all 2n⁴ = {} positions (the judge's n is at most 20)",
            2 * n.pow(4)
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(2..=5u64);
        let cells = g.distinct(2, n * n);
        let (w, b) = (cells[0] - 1, cells[1] - 1);
        g.row(&[n, w / n + 1, w % n + 1, b / n + 1, b % n + 1])
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: i64 = t.parse();
        let w: Vec<i64> = t.many(2);
        let b: Vec<i64> = t.many(2);
        // Four boards (n = 2..=5) serve every random input: search each once,
        // by depth from the rules (`problem_kit::loopy::remoteness`).
        thread_local! {
            static BOARDS: RefCell<HashMap<i64, HashMap<Position, Remote>>> = Default::default();
        }
        let value = BOARDS.with(|boards| {
            boards
                .borrow_mut()
                .entry(n)
                .or_insert_with(|| remoteness(&positions(n), |p| moves(n, p), |_| false))
                [&((w[0], w[1]), (b[0], b[1]), true)]
        });
        match value {
            Remote::Win(d) => format!("WHITE {d}\n"),
            Remote::Lose(d) => format!("BLACK {d}\n"),
            Remote::Draw => "DRAW\n".to_string(),
        }
    }
}

problem_kit::kit!(Kit);
