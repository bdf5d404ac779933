//! The tooling of every-euclid: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// every-euclid's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(100_000, 10_000);
        g.row(&[n])?;
        // Consecutive Fibonacci numbers up to 10^18 make the longest games.
        g.euclid_pairs(n)?;
        Ok(format!(
            "N = {n} games up to 10^18, half of them consecutive Fibonacci numbers (the longest games)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=3);
        let top = if n == 3 { 12 } else { 30 };
        g.row(&[n])?;
        for _ in 0..n {
            let (a, b) = (g.rng.gen_range(1..=top), g.rng.gen_range(1..=top));
            g.row(&[a, b])?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let games: Vec<(u64, u64)> = (0..n).map(|_| (t.parse(), t.parse())).collect();
        // The every-game sum searched as one game: every unfinished game moves.
        let first = Kit.every_wins(&games);
        format!("{}\n", if first { "First" } else { "Second" })
    }
}

// The rules of one game alone: from (a, b), subtract a positive multiple of
// the smaller from the larger, leaving it ≥ 0; a pair with a 0 is over.
problem_kit::pair_rules!(Kit, brute::euclid_moves);

problem_kit::kit!(Kit, rules);
