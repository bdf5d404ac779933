//! The tooling of chessboard-game: its bench input, random small boards and a reference from the rules (rounds of a fixed point).

use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
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

/// Every position's value: `Some((the side to move wins, plies))`, `None` for a draw.
type Values = HashMap<Position, Option<(bool, u32)>>;

/// The game's value from the side to move's view: `Some((wins, plies))`,
/// `None` for a draw. Found by rounds from the definition, independent of
/// the binary's queue: in round k a position is a win in k plies if some
/// move reaches a loss in k − 1, and a loss in k plies if it has no move
/// (k = 0) or every move reaches a win in fewer than k plies and one in
/// exactly k − 1. A round that labels nothing ends the search (nothing later
/// could use a value of k − 1 or k); what is left is a draw.
fn values(n: i64) -> Values {
    let cells: Vec<(i64, i64)> = (1..=n).flat_map(|r| (1..=n).map(move |c| (r, c))).collect();
    let mut all: Vec<Position> = Vec::new();
    for &w in &cells {
        for &b in &cells {
            for side in [true, false] {
                all.push((w, b, side));
            }
        }
    }
    let mut value: HashMap<Position, Option<(bool, u32)>> =
        all.iter().map(|&p| (p, None)).collect();
    for k in 0u32.. {
        let mut found = Vec::new();
        for p in &all {
            if value[p].is_some() {
                continue;
            }
            let next: Vec<Option<(bool, u32)>> = moves(n, p).iter().map(|q| value[q]).collect();
            let wins = k > 0 && next.iter().any(|v| *v == Some((false, k - 1)));
            let loses = next.iter().all(|v| matches!(v, Some((true, d)) if *d < k))
                && (k == 0 || next.iter().any(|v| *v == Some((true, k - 1))));
            if wins {
                found.push((*p, (true, k)));
            } else if loses {
                found.push((*p, (false, k)));
            }
        }
        if found.is_empty() && k > 0 {
            break;
        }
        for (p, v) in found {
            value.insert(p, Some(v));
        }
    }
    value
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
        // Four boards (n = 2..=5) serve every random input: search each once.
        thread_local! {
            static BOARDS: std::cell::RefCell<HashMap<i64, Values>> = Default::default();
        }
        let value = BOARDS.with(|boards| {
            boards.borrow_mut().entry(n).or_insert_with(|| values(n))
                [&((w[0], w[1]), (b[0], b[1]), true)]
        });
        match value {
            Some((true, d)) => format!("WHITE {d}\n"),
            Some((false, d)) => format!("BLACK {d}\n"),
            None => "DRAW\n".to_string(),
        }
    }
}

problem_kit::kit!(Kit);
