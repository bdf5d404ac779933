//! The tooling of take-squares: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Reference, Size, Tokens};
use rand::Rng;
use std::io;

/// take-squares's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const NAME: &'static str = "take-squares";

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.row(&[100_000])?;
        Ok("one game: n = 10^5 (the limit)".into())
    }
}

impl Reference for Kit {
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(0..=600u64);
        g.row(&[n])
    }

    fn reference(input: &str) -> String {
        let n: usize = Tokens::new(input).parse();
        // The rules alone: take a square number t ≤ x of stones; who cannot move loses.
        let moves = |&x: &usize| {
            (1..)
                .map(|j| j * j)
                .take_while(|&t| t <= x)
                .map(|t| x - t)
                .collect::<Vec<usize>>()
        };
        let first = brute::shared_memo(Self::NAME, |memo| brute::wins(&n, moves, |_| false, memo));
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

#[cfg(not(test))]
fn main() {
    problem_kit::kit::main_with_reference::<Kit>();
}
