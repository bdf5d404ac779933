//! The tooling of take-1-3-4: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::io;

/// take-1-3-4's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.row(&[E18])?;
        Ok("one game: n = 10^18".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.line_of(1, 0, 3000)
    }

    fn reference(input: &str) -> String {
        let n: u64 = Tokens::new(input).parse();
        // The rules alone: take 1, 3 or 4 stones; who cannot move loses.
        let moves = |&x: &u64| {
            [1, 3, 4]
                .into_iter()
                .filter(|&t| t <= x)
                .map(|t| x - t)
                .collect::<Vec<u64>>()
        };
        let first = brute::shared_memo(Self::NAME, |memo| brute::wins(&n, moves, |_| false, memo));
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

problem_kit::kit!(Kit);
