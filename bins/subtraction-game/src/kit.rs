//! The tooling of subtraction-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// subtraction-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.subtraction_game(1_000_000, 10, 100)?;
        Ok("one game: n = 10^6, m = 10 distinct moves ≤ 100".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_subtraction_game(10, 100, 0..=400)
    }

    fn reference(input: &str) -> String {
        let (n, moves) = Tokens::new(input).subtraction_game();
        // The rules alone: remove exactly s stones for some s in the set; who cannot move loses.
        let rules =
            |&x: &u64| -> Vec<u64> { moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect() };
        let first = brute::wins(&n, rules, |_| false, &mut HashMap::new());
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

problem_kit::kit!(Kit);
