//! The tooling of nim-winning-moves: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// nim-winning-moves's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let tests = size.pick(4, 1);
        for _ in 0..tests {
            g.counted_line(1_000_000, 1, E18)?;
        }
        g.num(0, b'\n')?;
        Ok(format!("{tests} tests × m = 10^6 heaps ≤ 10^18, then 0"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let tests = g.rng.gen_range(1..=4);
        for _ in 0..tests {
            let m = g.rng.gen_range(1..=4);
            g.counted_line(m, 1, 9)?;
        }
        g.num(0, b'\n')
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let mut tests: Vec<Vec<u64>> = Vec::new();
        loop {
            let m: usize = t.parse();
            if m == 0 {
                break;
            }
            tests.push(t.many(m));
        }
        let mut out = String::new();
        for heaps in &tests {
            // First moves after which the opponent, to move, loses.
            let mut start = heaps.to_vec();
            start.sort_unstable();
            let count = moves(&start)
                .iter()
                .filter(|next| !brute::shared_wins(*next, moves))
                .count();
            out += &format!("{count}\n");
        }
        out
    }
}

/// Nim by the rules, over sorted heap lists: take 1..=h from one heap.
fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    brute::replace_one_heap(heaps, |h| (0..h).map(|left| vec![left]).collect())
}

problem_kit::kit!(Kit);
