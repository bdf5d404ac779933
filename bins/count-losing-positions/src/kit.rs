//! The tooling of count-losing-positions: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// count-losing-positions's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.subtraction_game(1_000_000, 10, 100)?;
        Ok("N = 10^6, m = 10 distinct moves ≤ 100".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_subtraction_game(10, 100, 1..=300)
    }

    fn reference(input: &str) -> String {
        let (n, moves) = Tokens::new(input).subtraction_game();
        // The rules alone: remove exactly s stones for some s in the set; who cannot move loses.
        let rules =
            |&x: &u64| -> Vec<u64> { moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect() };
        let mut memo = HashMap::new();
        // Heaps 1..=n where the player to move loses.
        let losing = (1..=n)
            .filter(|x| !brute::wins(x, rules, |_| false, &mut memo))
            .count();
        format!("{losing}\n")
    }
}

problem_kit::kit!(Kit);
