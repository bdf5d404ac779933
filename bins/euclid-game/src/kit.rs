//! The tooling of euclid-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// euclid-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let lines = size.pick(100_000, 10_000);
        // Consecutive Fibonacci numbers up to 10^18 make the longest games.
        g.euclid_pairs(lines)?;
        g.row(&[0, 0])?;
        Ok(format!(
            "{lines} pairs up to 10^18, half of them consecutive Fibonacci numbers (the longest games), then `0 0`"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let lines = g.rng.gen_range(0..=8);
        let top = if g.rng.gen_bool(0.5) { 12 } else { 80 };
        for _ in 0..lines {
            let (a, b) = (g.rng.gen_range(1..=top), g.rng.gen_range(1..=top));
            g.row(&[a, b])?;
        }
        g.row(&[0, 0])
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let mut out = String::new();
        loop {
            let (a, b): (u64, u64) = (t.parse(), t.parse());
            if a == 0 {
                return out;
            }
            out.push_str(if Kit.wins(&(a, b)) {
                "Stan wins\n"
            } else {
                "Ollie wins\n"
            });
        }
    }
}

// The rules alone: from (a, b), subtract a positive multiple of the smaller
// from the larger, leaving it ≥ 0; a pair with a 0 is over, and whoever made
// it has won (who cannot move loses).
problem_kit::pair_rules!(Kit, brute::euclid_moves);

problem_kit::kit!(Kit, rules);
