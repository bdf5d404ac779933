//! The tooling of take-squares: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};
use std::io;

/// take-squares's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.row(&[100_000])?;
        Ok("one game: n = 10^5 (the limit)".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.line_of(1, 0, 600)
    }

    fn reference(input: &str) -> String {
        let n: u64 = Tokens::new(input).parse();
        format!("{}\n", if Kit.wins(&n) { "TRƯỚC" } else { "SAU" })
    }
}

/// The rules alone: take a square number t ≤ x of stones; who cannot move loses.
impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(Some));

    fn moves(&self, &x: &u64) -> Vec<u64> {
        (1..)
            .map(|j| j * j)
            .take_while(|&t| t <= x)
            .map(|t| x - t)
            .collect()
    }
}

problem_kit::kit!(Kit, rules);
