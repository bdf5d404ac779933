//! The tooling of take-a-to-b: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::{E18, E9};
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::collections::HashMap;
use std::io;

/// take-a-to-b's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 500;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let a = g.rng.gen_range(1..=E9);
        g.row(&[E18, a, E9])?;
        Ok("one game: n = 10^18, random a ≤ b = 10^9".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(0..=120u64);
        let a = g.rng.gen_range(1..=12u64);
        let b = g.rng.gen_range(a..=15u64);
        g.row(&[n, a, b])
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, a, b): (u64, u64, u64) = (t.parse(), t.parse(), t.parse());
        // The rules alone: take a..=b stones (at most what is left); who cannot move loses.
        let moves = |&x: &u64| (a..=b.min(x)).map(|t| x - t).collect::<Vec<u64>>();
        let first = brute::wins(&n, moves, |_| false, &mut HashMap::new());
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

problem_kit::kit!(Kit);
