//! The tooling of misere-nim: its bench input, random small tests and a game-tree reference from the rules.

use problem_kit::{brute, Gen, Problem, Reference, Size, Tokens};
use rand::Rng;
use std::collections::HashMap;
use std::io;

/// misere-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const NAME: &'static str = "misere-nim";

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(100, 10);
        g.num(t, b'\n')?;
        for i in 0..t {
            g.num(100, b'\n')?;
            // Every tenth test all ones (the exception), the rest up to 2^63 − 1.
            let top = if i % 10 == 0 { 1 } else { (1 << 63) - 1 };
            g.line_of(100, 1, top)?;
        }
        Ok(format!(
            "T = {t} tests of n = 100 piles up to 2^63 − 1 (the judge's limits, our values)"
        ))
    }
}

impl Reference for Kit {
    const RUNS: u64 = 500;

    fn random(g: &mut Gen) -> io::Result<()> {
        let t = g.rng.gen_range(1..=4);
        g.num(t, b'\n')?;
        for _ in 0..t {
            let n = g.rng.gen_range(1..=4);
            // Often only ones and twos, where misère play differs from normal play.
            let top = if g.rng.gen_bool(0.4) { 2 } else { 6 };
            g.num(n, b'\n')?;
            g.line_of(n, 1, top)?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let tests: usize = t.parse();
        let mut memo = HashMap::new();
        let mut out = String::new();
        for _ in 0..tests {
            let n: usize = t.parse();
            let mut piles: Vec<u64> = t.many(n);
            piles.sort_unstable();
            // The rules alone: take any positive number from one pile; the
            // player facing no stone has won (the opponent took the last one).
            let moves = |p: &Vec<u64>| -> Vec<Vec<u64>> {
                let mut next = Vec::new();
                for i in 0..p.len() {
                    for left in 0..p[i] {
                        let mut q = p.clone();
                        q[i] = left;
                        q.sort_unstable();
                        next.push(q);
                    }
                }
                next
            };
            let first = brute::wins(&piles, moves, |_| true, &mut memo);
            out.push_str(if first { "First\n" } else { "Second\n" });
        }
        out
    }
}

#[cfg(not(test))]
fn main() {
    problem_kit::kit::main_with_reference::<Kit>();
}
