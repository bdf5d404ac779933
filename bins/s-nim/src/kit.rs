//! The tooling of s-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, shapes, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::collections::HashMap;
use std::io;

/// s-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 100;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let sets = size.pick(200, 20);
        for _ in 0..sets {
            g.num(100, b' ')?;
            g.line_of(100, 1, 10_000)?;
            g.num(100, b'\n')?;
            for _ in 0..100 {
                g.num(100, b' ')?;
                g.line_of(100, 0, 10_000)?;
            }
        }
        g.num(0, b'\n')?;
        Ok(format!(
            "{sets} rule sets, each k = 100 moves ≤ 10^4, m = 100 positions of l = 100 heaps ≤ 10^4"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let sets = g.rng.gen_range(1..=3);
        for _ in 0..sets {
            let k = g.rng.gen_range(1..=4);
            g.num(k, b' ')?;
            g.line_of(k, 1, 6)?;
            let m = g.rng.gen_range(1..=10);
            g.num(m, b'\n')?;
            for _ in 0..m {
                let l = g.rng.gen_range(1..=3);
                g.num(l, b' ')?;
                g.line_of(l, 0, 12)?;
            }
        }
        g.num(0, b'\n')
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        shapes::until_zero(&mut t, |t, k| {
            let k = k as usize;
            let sizes: Vec<u64> = t.many(k);
            // The rules alone, over sorted heap lists: remove exactly some s from one heap.
            let take = |heaps: &Vec<u64>| {
                brute::replace_one_heap(heaps, |h| {
                    sizes
                        .iter()
                        .filter(|&&s| s <= h)
                        .map(|&s| vec![h - s])
                        .collect()
                })
            };
            let mut memo = HashMap::new();
            let mut line = String::new();
            let m: usize = t.parse();
            for _ in 0..m {
                let l: usize = t.parse();
                let mut heaps: Vec<u64> = t.many(l);
                heaps.sort_unstable();
                let first = brute::wins(&heaps, take, |_| false, &mut memo);
                line.push(if first { 'W' } else { 'L' });
            }
            line.push('\n');
            line
        })
        .concat()
    }
}

problem_kit::kit!(Kit);
