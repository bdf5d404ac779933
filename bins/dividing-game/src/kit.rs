//! The tooling of dividing-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// dividing-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.counted_line(100_000, 2, 100_000)?;
        Ok("N = 10^5 numbers A_i ≤ 10^5 (the limit)".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=4);
        g.counted_line(n, 2, 64)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let mut a: Vec<u64> = t.many(n);
        a.sort_unstable();
        let anna = brute::shared_wins(&a, divide);
        format!("{}\n", if anna { "Anna" } else { "Bruno" })
    }
}

/// The rules alone, over sorted number lists: replace one number by a smaller positive divisor.
fn divide(numbers: &[u64]) -> Vec<Vec<u64>> {
    brute::replace_one_heap(numbers, |x| {
        (1..x).filter(|&d| x % d == 0).map(|d| vec![d]).collect()
    })
}

problem_kit::kit!(Kit);
