//! The tooling of grundys-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::collections::HashMap;
use std::io;

/// grundys-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let t = 100_000;
        g.num(t, b'\n')?;
        for _ in 0..t {
            let n = g.rng.gen_range(1..=1u64 << 35);
            g.num(n, b'\n')?;
        }
        Ok("t = 10^5 (the limit), n ≤ 2^35".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let count = g.rng.gen_range(1..20);
        g.num(count, b'\n')?;
        for _ in 0..count {
            let n = g.rng.gen_range(1..=MAX_RANDOM_N as u64);
            g.num(n, b'\n')?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let heaps: Vec<usize> = t.counted();
        let top = heaps.iter().copied().max().unwrap_or(0);
        // g(0..=top) by definition (mex over the unequal splits), computed
        // once for all the inputs of a run and regrown only past it.
        brute::memo_of::<Kit, _, _, _>(|cache: &mut HashMap<(), Vec<u32>>| {
            let g = cache.entry(()).or_default();
            if g.len() <= top {
                *g = brute::grundys_game_by_definition(top.max(MAX_RANDOM_N));
            }
            heaps
                .iter()
                .map(|&n| if g[n] != 0 { "first\n" } else { "second\n" })
                .collect()
        })
    }
}

/// The random heaps go up to this size.
const MAX_RANDOM_N: usize = 3000;

problem_kit::kit!(Kit);
