//! The tooling of knight-to-corner: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// knight-to-corner's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.row(&[1000, 1000, 999])?;
        Ok("one board: N = 1000, start (1000, 999)".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let side = g.rng.gen_range(1..=40);
        g.num(side, b' ')?;
        g.line_of(2, 1, side)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (side, x, y): (i64, i64, i64) = (t.parse(), t.parse(), t.parse());
        let first = brute::shared_wins(&(x, y, side), moves);
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

/// A state: the knight's cell (x, y) on a board of side N.
pub type State = (i64, i64, i64);

/// The rules alone: the four moves, written out one by one from the statement, never off the board.
pub fn moves(&(x, y, side): &State) -> Vec<State> {
    [
        (x - 2, y + 1),
        (x - 2, y - 1),
        (x + 1, y - 2),
        (x - 1, y - 2),
    ]
    .into_iter()
    .filter(|&(a, b)| 1 <= a && a <= side && 1 <= b && b <= side)
    .map(|(a, b)| (a, b, side))
    .collect()
}

/// The side of the board the lab tabulates on: so large that no cell the lab
/// shows reaches its far edges (every move lowers x + y), as on an unbounded board.
pub const LAB_SIDE: i64 = 1 << 40;

/// The rules for the lab: a position is the knight's cell (x, y), 1 ≤ x, y,
/// on a board of side [`LAB_SIDE`].
impl Rules for Kit {
    type Pos = State;
    const LAYOUT: Option<Layout<State>> = Some(Layout::Grid(|x, y| {
        (x >= 1 && y >= 1).then_some((x as i64, y as i64, LAB_SIDE))
    }));

    fn moves(&self, p: &State) -> Vec<State> {
        moves(p)
    }
}

problem_kit::kit!(Kit, rules);
