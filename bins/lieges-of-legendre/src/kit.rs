//! The tooling of lieges-of-legendre: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, gen::E9, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// lieges-of-legendre's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(100_000, 10_000);
        // Odd k: every even pile walks its chain of halvings.
        g.row(&[n, E9 - 1])?;
        for i in 0..n {
            use rand::Rng;
            // Powers of two times 3 or 1: the longest chains, and random piles.
            let a = match i % 3 {
                0 => 1 << g.rng.gen_range(20..=29),
                1 => 3 << g.rng.gen_range(20..=28),
                _ => g.rng.gen_range(1..=E9),
            };
            g.num(a, if i + 1 == n { b'\n' } else { b' ' })?;
        }
        Ok(format!(
            "n = {n} piles up to 10^9, k = 10^9 − 1 (odd: the longest halving chains; judge's limits)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        let k = g.rng.gen_range(1..=4u64);
        let n = g.rng.gen_range(1..=3u64);
        let top = if k <= 2 { 12 } else { 7 };
        g.row(&[n, k])?;
        g.line_of(n, 1, top)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let k: usize = t.parse();
        let mut piles: Vec<u32> = t.many(n);
        piles.sort_unstable();
        // The rules alone, on the whole position (the sorted non-empty piles):
        // remove one cow from a pile, or replace a pile of 2x by k piles of x.
        let rules = |s: &Vec<u32>| -> Vec<Vec<u32>> {
            let mut next = Vec::new();
            for (i, &p) in s.iter().enumerate() {
                if i > 0 && s[i - 1] == p {
                    continue; // the same move as on the equal pile before
                }
                let mut t = s.clone();
                t.remove(i);
                if p > 1 {
                    t.push(p - 1);
                }
                t.sort_unstable();
                next.push(t);
                if p % 2 == 0 {
                    let mut t = s.clone();
                    t.remove(i);
                    t.extend(std::iter::repeat(p / 2).take(k));
                    t.sort_unstable();
                    next.push(t);
                }
            }
            next
        };
        let mut memo = HashMap::new();
        // Whoever removes the last cow wins: with no cow left, the player to move has lost.
        let kevin = brute::wins(&piles, rules, |_| false, &mut memo);
        format!("{}\n", if kevin { "Kevin" } else { "Nicky" })
    }
}

problem_kit::kit!(Kit);
