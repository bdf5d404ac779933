//! The tooling of two-pile-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// two-pile-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 500;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let a = g.rng.gen_range(0..=E18);
        let b = g.rng.gen_range(0..=E18);
        g.row(&[a, b])?;
        Ok("one game: random piles ≤ 10^18".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let a = g.rng.gen_range(0..=60u64);
        // A quarter of the cases on the diagonal, where the losses are.
        let b = if g.rng.gen_bool(0.25) {
            a
        } else {
            g.rng.gen_range(0..=60u64)
        };
        g.row(&[a, b])
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let piles: (u64, u64) = (t.parse(), t.parse());
        let first = brute::shared_memo(Self::NAME, |memo| {
            brute::wins(&piles, moves, |_| false, memo)
        });
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

/// The rules alone: take k ≥ 1 stones from either pile.
fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    (0..a)
        .map(|x| (x, b))
        .chain((0..b).map(|y| (a, y)))
        .collect()
}

problem_kit::kit!(Kit);
