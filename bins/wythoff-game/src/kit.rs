//! The tooling of wythoff-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{shapes, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// wythoff-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let count = size.pick(1_000_000, 100_000);
        shapes::pair_rows(g, count, 0..=E18)?;
        Ok(format!("{count} pairs `a b` ≤ 10^18 until end of input"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let count = g.rng.gen_range(1..=8);
        for _ in 0..count {
            let a = g.rng.gen_range(0..=80u64);
            // Half the time aim near a losing pair, which a uniform pick rarely hits.
            let b = if g.rng.gen_bool(0.5) {
                a * 1618 / 1000 + g.rng.gen_range(0..=2)
            } else {
                g.rng.gen_range(0..=80)
            };
            g.row(&[a, b])?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let mut pairs = Vec::new();
        while !t.is_empty() {
            pairs.push((t.parse::<u64>(), t.parse::<u64>()));
        }
        shapes::searched_verdicts(pairs, moves, ["1\n", "0\n"])
    }
}

/// The rules alone: remove k ≥ 1 from one pile, or k from both.
pub fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next = Vec::new();
    next.extend((1..=a).map(|k| (a - k, b)));
    next.extend((1..=b).map(|k| (a, b - k)));
    next.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    next
}

// The rules for the lab: a position is the pair of piles (x, y).
problem_kit::pair_rules!(Kit, moves);

problem_kit::kit!(Kit, rules);
