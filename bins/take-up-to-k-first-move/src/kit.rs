//! The tooling of take-up-to-k-first-move: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// take-up-to-k-first-move's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 500;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let k = g.rng.gen_range(1..=E18);
        g.row(&[E18 - 1, k])?;
        Ok("one game: n = 10^18 − 1, random k ≤ 10^18".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=90u64);
        let k = g.rng.gen_range(1..=15u64);
        g.row(&[n, k])
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, k): (u64, u64) = (t.parse(), t.parse());
        // The smallest take that leaves the opponent in a lost position, else 0.
        let take = (1..=k.min(n)).find(|&take| !Kit::wins(&(n - take, k)));
        format!("{}\n", take.unwrap_or(0))
    }
}

/// The rules alone: take 1 to k stones; who cannot move loses.
/// A position is (stones left, k): k rides along, so one statement serves every k.
impl Rules for Kit {
    type Pos = (u64, u64);
    const LAYOUT: Option<Layout<(u64, u64)>> =
        Some(Layout::Grid(|n, k| (k >= 1).then_some((n, k))));

    fn moves(&(n, k): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=k.min(n)).map(|take| (n - take, k)).collect()
    }
}

problem_kit::kit!(Kit, rules);
