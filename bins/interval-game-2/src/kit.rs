//! The tooling of interval-game-2: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// interval-game-2's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        use rand::Rng;
        let t = size.pick(20, 2);
        g.num(t, b'\n')?;
        for _ in 0..t {
            g.num(100, b'\n')?;
            for _ in 0..100 {
                let l = g.rng.gen_range(1..=99u64);
                let r = g.rng.gen_range(l + 1..=(l + 20).min(100));
                g.row(&[l, r])?;
            }
        }
        Ok(format!(
            "T = {t} tests of N = 100 intervals in [1, 100) (the judge's limits)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        g.random_tests(3, |g| {
            let n = g.rng.gen_range(1..=8u64);
            let top = g.rng.gen_range(2..=14u64);
            g.num(n, b'\n')?;
            for _ in 0..n {
                let l = g.rng.gen_range(1..top);
                let r = g.rng.gen_range(l + 1..=top);
                g.row(&[l, r])?;
            }
            Ok(())
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|t| {
            let n: usize = t.parse();
            let iv: Vec<(u32, u32)> = (0..n).map(|_| (t.parse(), t.parse())).collect();
            // The rules alone: a position is the set of chosen intervals (a bit
            // mask, N ≤ 100 bits); a move chooses one more that meets none of them.
            let meets = |i: usize, j: usize| iv[i].0 < iv[j].1 && iv[j].0 < iv[i].1;
            let rules = |&chosen: &u128| -> Vec<u128> {
                (0..n)
                    .filter(|&i| (0..n).all(|j| chosen >> j & 1 == 0 || !meets(i, j)))
                    .map(|i| chosen | 1 << i)
                    .collect()
            };
            let mut memo = HashMap::new();
            let alice = brute::wins(&0u128, rules, |_| false, &mut memo);
            if alice { "Alice\n" } else { "Bob\n" }.into()
        })
    }
}

problem_kit::kit!(Kit);
