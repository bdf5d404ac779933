//! The tooling of king-to-corner: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// king-to-corner's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 500;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let x = g.rng.gen_range(0..=E18);
        let y = g.rng.gen_range(0..=E18);
        g.row(&[x, y])?;
        Ok("one game: random x, y ≤ 10^18".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.line_of(2, 0, 80)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let cell: (u64, u64) = (t.parse(), t.parse());
        let first = brute::shared_memo(Self::NAME, |memo| {
            brute::wins(&cell, moves, |_| false, memo)
        });
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

/// The rules alone: the king's three steps towards the corner, never off the board.
pub fn moves(&(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
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

// The rules for the lab: a position is the king's cell (x, y).
problem_kit::pair_rules!(Kit, moves);

problem_kit::kit!(Kit, rules);
