//! The tooling of stick-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// stick-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        // Only odd moves: every even heap loses, the most work for the forward fill.
        let moves: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
        g.row(&[1_000_000, 100])?;
        g.row(&moves)?;
        Ok("n = 10^6, k = 100 moves 1, 3, …, 199 (the limits; half the heaps lose)".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        let n = g.rng.gen_range(1..=40u64);
        let k = g.rng.gen_range(1..=n.min(6)) as usize;
        let moves = g.distinct(k, n);
        g.row(&[n, k as u64])?;
        g.row(&moves)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let moves: Vec<usize> = t.counted();
        // The rules alone: from heap h, remove some p ≤ h; who cannot move loses.
        let rules = |h: &usize| -> Vec<usize> {
            moves.iter().filter(|&&p| p <= *h).map(|&p| h - p).collect()
        };
        let mut memo = HashMap::new();
        let mut out: String = (1..=n)
            .map(|h| {
                if brute::wins(&h, rules, |_| false, &mut memo) {
                    'W'
                } else {
                    'L'
                }
            })
            .collect();
        out.push('\n');
        out
    }
}

problem_kit::kit!(Kit);
