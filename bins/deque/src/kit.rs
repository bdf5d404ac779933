//! The tooling of deque: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// deque's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules alone, from the statement, on the input's row: a turn takes
/// the leftmost or the rightmost number that is left and adds it to the
/// mover's total; the score is Taro's total minus Jiro's (X − Y), which
/// Taro maximises and Jiro minimises.
pub struct Row(pub Vec<i128>);

impl ScoreRules for Row {
    /// (l, r, Taro to move): the numbers a[l..r] are left.
    type Pos = (usize, usize, bool);

    fn turn(&self, &(_, _, taro): &Self::Pos) -> Turn {
        if taro {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    fn moves(&self, &(l, r, taro): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        if l == r {
            return Vec::new();
        }
        // What Taro takes counts for X, what Jiro takes against it.
        let sign = if taro { 1 } else { -1 };
        vec![
            Edge::gain(sign * self.0[l], (l + 1, r, !taro)),
            Edge::gain(sign * self.0[r - 1], (l, r - 1, !taro)),
        ]
    }
}

impl Row {
    /// The whole row, Taro to move.
    pub fn start(&self) -> (usize, usize, bool) {
        (0, self.0.len(), true)
    }
}

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(3000, 300);
        g.counted_line(n, 1, 1_000_000_000)?;
        Ok(format!("N = {n} numbers a_i ≤ 10^9 (the limit)"))
    }

    /// Up to 14 numbers: half the time from 1..=10 (many equal ends), half the time up to 10^9.
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=14);
        let hi = if g.rng.gen_bool(0.5) {
            10
        } else {
            1_000_000_000
        };
        g.counted_line(n, 1, hi)
    }

    /// Minimax over (l, r, whose turn) from the rules, exact in i128.
    fn reference(input: &str) -> String {
        let row = Row(Tokens::new(input).counted());
        format!("{}\n", row.value(&row.start()))
    }
}

problem_kit::kit!(Kit);
