//! The tooling of unfair-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// unfair-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(1_000_000, 100_000);
        g.counted_line(n, 1 << 63, u64::MAX)?;
        Ok(format!("N = {n} piles in [2^63, 2^64)"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(2..=4);
        // Larger piles when there are few, so both a transfer and none can win.
        let hi = [0, 0, 12, 8, 5][n as usize];
        g.counted_line(n, 1, hi)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let a: Vec<u64> = t.counted();
        // Every transfer x = 0, 1, …, A_1 − 1, fewest first; Takahashi wins
        // when Aoki, to move first, loses the Nim game that follows.
        for x in 0..a[0] {
            let mut piles = a.clone();
            piles[0] -= x;
            piles[1] += x;
            piles.sort_unstable();
            if !brute::shared_wins(&piles, brute::nim_moves) {
                return format!("{x}\n");
            }
        }
        "-1\n".to_string()
    }
}

problem_kit::kit!(Kit);
