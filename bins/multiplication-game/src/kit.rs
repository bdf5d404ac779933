//! The tooling of multiplication-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::collections::HashMap;
use std::io;

/// multiplication-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.row(&[E18])?;
        Ok("one game: n = 10^18".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // The search over a huge n visits ~50 000 products, so few of those.
        let n = match g.rng.gen_range(0..30) {
            0 => g.rng.gen_range(2..=E18),
            1..=3 => g.rng.gen_range(2..=1_000_000_000_000),
            _ => g.rng.gen_range(2..=1_000_000),
        };
        g.row(&[n])
    }

    fn reference(input: &str) -> String {
        let n: u128 = Tokens::new(input).parse();
        // The rules alone: at p < n multiply by 2..=9; at p ≥ n the previous
        // player has just won, so the player to move has no move and has lost.
        let moves = |&p: &u128| -> Vec<u128> {
            if p >= n {
                Vec::new()
            } else {
                (2..=9u128).map(|d| p * d).collect()
            }
        };
        let first = brute::wins(&1u128, moves, |_| false, &mut HashMap::new());
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

problem_kit::kit!(Kit);
