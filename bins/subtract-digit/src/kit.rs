//! The tooling of subtract-digit: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// subtract-digit's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let n = g.rng.gen_range(E18 / 10..=E18);
        g.row(&[n])?;
        Ok("one game: random n ≤ 10^18 with 18 or 19 digits".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.line_of(1, 1, 200_000)
    }

    fn reference(input: &str) -> String {
        let n: u64 = Tokens::new(input).parse();
        let first = brute::shared_memo(Self::NAME, |memo| brute::wins(&n, moves, |_| false, memo));
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

/// The rules alone: subtract a non-zero digit that occurs in n (each distinct digit once).
pub fn moves(&n: &u64) -> Vec<u64> {
    let mut seen = [false; 10];
    let mut rest = n;
    while rest > 0 {
        seen[(rest % 10) as usize] = true;
        rest /= 10;
    }
    (1..=9u64)
        .filter(|&d| seen[d as usize])
        .map(|d| n - d)
        .collect()
}

problem_kit::kit!(Kit);
