//! The tooling of coins-from-ends: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E9;
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// coins-from-ends's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.counted_line(1000, 0, E9)?;
        Ok("n = 1000 coins ≤ 10^9 (the limit)".into())
    }

    /// Up to 12 coins, half the time small values (many ties), half the time up to 10^9.
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=12);
        let hi = if g.rng.gen_bool(0.5) { 10 } else { E9 };
        g.counted_line(n, 0, hi)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let a: Vec<u64> = t.counted();
        format!("{}\n", minimax(&a).0)
    }
}

/// Plain minimax over every sequence of end choices (no memo, no formula):
/// (mover's total, other's total) for the row `a`. Its depth is the row's
/// length, so only the small random rows go through it.
fn minimax(a: &[u64]) -> (u64, u64) {
    if a.is_empty() {
        return (0, 0);
    }
    let (o1, m1) = minimax(&a[1..]);
    let left = (a[0] + m1, o1);
    let (o2, m2) = minimax(&a[..a.len() - 1]);
    let right = (a[a.len() - 1] + m2, o2);
    if left.0 >= right.0 {
        left
    } else {
        right
    }
}

problem_kit::kit!(Kit);
