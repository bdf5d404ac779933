//! The tooling of one-two-k-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, gen::E18, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// one-two-k-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        use rand::Rng;
        let t = size.pick(100, 10);
        g.num(t, b'\n')?;
        for i in 0..t {
            let n = g.rng.gen_range(0..=E18);
            // Half the tests with k a multiple of 3 (the period k + 1 case).
            let k = if i % 2 == 0 {
                3 * g.rng.gen_range(1..=E18 / 3)
            } else {
                g.rng.gen_range(3..=E18)
            };
            g.row(&[n, k])?;
        }
        Ok(format!(
            "T = {t} tests, n and k up to 10^18 (ours; the judge's are 10^9), half with 3 | k"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        g.random_tests(6, |g| {
            let k = g.rng.gen_range(3..=15u64);
            let n = g.rng.gen_range(0..=4 * (k + 1));
            g.row(&[n, k])
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|t| {
            let n: u64 = t.parse();
            let k: u64 = t.parse();
            // The rules alone: move the chip 1, 2 or k cells left, not past 0.
            let rules = |&c: &u64| -> Vec<u64> {
                [1, 2, k]
                    .iter()
                    .filter(|&&s| s <= c)
                    .map(|&s| c - s)
                    .collect()
            };
            let mut memo = HashMap::new();
            let alice = brute::wins(&n, rules, |_| false, &mut memo);
            if alice { "Alice\n" } else { "Bob\n" }.into()
        })
    }
}

problem_kit::kit!(Kit);
