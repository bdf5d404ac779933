//! The tooling of subtraction-game-huge: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// subtraction-game-huge's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.subtraction_game(E18, 10, 20)?;
        Ok("one game: n = 10^18, m = 10 distinct moves ≤ 20".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_subtraction_game(10, 20, 0..=300)
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
