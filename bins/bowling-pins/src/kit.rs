//! The tooling of bowling-pins: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, shapes, Gen, Problem, Size, Tokens};
use std::collections::HashMap;
use std::io;

/// bowling-pins's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(1000, 100);
        let n = 1000;
        g.num(t, b'\n')?;
        for _ in 0..t {
            g.num(n, b'\n')?;
            // Mostly standing pins: long runs beyond the table, looked up by the period.
            shapes::sparse_word(g, n, [b'I', b'X'], (1, 50), b'\n')?;
        }
        Ok(format!(
            "T = {t} rows of n = 1000 pins, sum of n = {} (ours; the judge's n is at most 300)",
            t * n
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        g.random_tests(3, |g| {
            let n = g.rng.gen_range(1..=11usize);
            g.num(n as u64, b'\n')?;
            let knocked = g.rng.gen_range(0..=4);
            shapes::sparse_word(g, n as u64, [b'I', b'X'], (knocked, 10), b'\n')?;
            Ok(())
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|t| {
            let _n: usize = t.parse();
            let row = t.word();
            // The rules alone. The standing pins are at `at[0] < at[1] < …`; a
            // position is the bit mask of those still standing. A move knocks
            // down one standing pin, or two standing pins next to each other in
            // the row.
            let at: Vec<usize> = (0..row.len())
                .filter(|&i| row.as_bytes()[i] == b'I')
                .collect();
            assert!(at.len() <= 64, "reference: at most 64 standing pins");
            let m = at.len();
            let start: u64 = if m == 64 { u64::MAX } else { (1 << m) - 1 };
            let rules = |&s: &u64| -> Vec<u64> {
                let mut next = Vec::new();
                for j in 0..m {
                    if s >> j & 1 == 1 {
                        next.push(s & !(1 << j));
                        if j + 1 < m && at[j + 1] == at[j] + 1 && s >> (j + 1) & 1 == 1 {
                            next.push(s & !(3 << j));
                        }
                    }
                }
                next
            };
            let mut memo = HashMap::new();
            // No pin standing: the player to move has no move and loses.
            let first = brute::wins(&start, rules, |_| false, &mut memo);
            if first { "WIN\n" } else { "LOSE\n" }.into()
        })
    }
}

problem_kit::kit!(Kit);
