//! The tooling of constrained-nim-2: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// constrained-nim-2's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        use rand::Rng;
        let n = size.pick(200_000, 20_000);
        let l = g.rng.gen_range(1..=1_000u64);
        let r = g.rng.gen_range(500_000_000..=1_000_000_000u64);
        g.row(&[n, l, r])?;
        g.line_of(n, 1, 1_000_000_000)?;
        Ok(format!(
            "N = {n} piles of 1..10^9 stones, L = {l}, R = {r} (the judge's limits)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        let n = g.rng.gen_range(1..=3u64);
        let l = g.rng.gen_range(1..=5u64);
        let r = g.rng.gen_range(l..=8);
        g.row(&[n, l, r])?;
        let top = g.rng.gen_range(1..=18u64);
        g.line_of(n, 1, top)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let l: u32 = t.parse();
        let r: u32 = t.parse();
        let mut piles: Vec<u32> = t.many(n);
        piles.sort_unstable();
        // The rules alone, on the whole position (the sorted piles): take x ∈ [L, R]
        // stones from one pile holding at least x; who cannot move loses.
        let rules = |s: &Vec<u32>| -> Vec<Vec<u32>> {
            let mut next = Vec::new();
            for i in 0..s.len() {
                for x in l..=r.min(s[i]) {
                    let mut t = s.clone();
                    t[i] -= x;
                    t.sort_unstable();
                    next.push(t);
                }
            }
            next
        };
        let mut memo = HashMap::new();
        let first = brute::wins(&piles, rules, |_| false, &mut memo);
        format!("{}\n", if first { "First" } else { "Second" })
    }
}

problem_kit::kit!(Kit);
