//! The tooling of new-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// new-nim's kit (see `problem_kit::kit`).
pub struct Kit;

/// The heaps of `a` whose bit is set in `mask`, sorted.
fn subset(a: &[u64], mask: u32) -> Vec<u64> {
    let mut s: Vec<u64> = (0..a.len())
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| a[i])
        .collect();
    s.sort_unstable();
    s
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let k = size.pick(1_000_000, 100_000);
        g.counted_line(k, 1, u64::MAX)?;
        Ok(format!("k = {k} heaps up to 2^64 − 1"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let k = g.rng.gen_range(1..=5);
        // Small heaps, so that dependent subsets (nim-sum 0) are common.
        let hi = g.rng.gen_range(1..=7);
        g.counted_line(k, 1, hi)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let a: Vec<u64> = t.counted();
        let total: u64 = a.iter().sum();
        let full = (1u32 << a.len()) - 1;
        // Turn 1: the first player keeps the heaps of `keep` (not none).
        // Turn 2: the second keeps a non-empty part of them; then Nim with
        // the first player to move, decided by search.
        let mut best: Option<u64> = None;
        for keep in 1..=full {
            let first_wins = (1..=keep)
                .filter(|&part| part & !keep == 0)
                .all(|part| brute::shared_wins(&subset(&a, part), brute::nim_moves));
            if first_wins {
                let taken = total - subset(&a, keep).iter().sum::<u64>();
                best = Some(best.map_or(taken, |b| b.min(taken)));
            }
        }
        match best {
            Some(taken) => format!("{taken}\n"),
            None => "-1\n".to_string(),
        }
    }
}

problem_kit::kit!(Kit);
