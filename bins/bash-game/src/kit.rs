//! The tooling of bash-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{shapes, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// bash-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(1_000_000, 100_000);
        g.num(t, b'\n')?;
        shapes::pair_rows(g, t, 1..=E18)?;
        Ok(format!("t = {t} games `n m`, both ≤ 10^18"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(10, |g| {
            let n = g.rng.gen_range(1..=60u64);
            let m = g.rng.gen_range(1..=12u64);
            g.row(&[n, m])
        })
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let tests: usize = t.parse();
        let games: Vec<(u64, u64)> = (0..tests).map(|_| (t.parse(), t.parse())).collect();
        shapes::searched_verdicts(games, moves, ["first\n", "second\n"])
    }
}

/// The rules alone: a state is (stones, m); a move takes 1..=m stones.
pub fn moves(&(s, m): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=m.min(s)).map(|k| (s - k, m)).collect()
}

problem_kit::kit!(Kit);
