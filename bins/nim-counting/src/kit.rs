//! The tooling of nim-counting: its bench input, random small inputs and a reference that enumerates the positions.
//!
//! The reference lists every sequence of 1 to N heaps drawn from the sizes
//! and counts those whose XOR is not 0 (the first player wins them: Bouton's
//! theorem, which `tests.rs` checks against a game-tree search on every
//! position `random` can make), exactly, then mod 998244353.

use problem_kit::{Gen, Problem, Size, Tokens};
use rand::seq::SliceRandom;
use rand::Rng;
use std::io;

/// nim-counting's kit (see `problem_kit::kit`).
pub struct Kit;

/// Heap sizes are below this (2^16).
const LIMIT: u64 = 1 << 16;

/// Every ordered sequence of 1 to `n` heaps from `sizes` with XOR ≠ 0, counted one by one.
pub fn count_by_enumeration(n: u32, sizes: &[u64]) -> u64 {
    // Layer M holds the XOR of every sequence of length M (K^M entries).
    let mut layer: Vec<u64> = vec![0];
    let mut wins = 0;
    for _ in 1..=n {
        layer = layer
            .iter()
            .flat_map(|&x| sizes.iter().map(move |&a| x ^ a))
            .collect();
        wins += layer.iter().filter(|&&x| x != 0).count() as u64;
    }
    wins
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // N at our limit; K = 2^16 − 1 (the judge's largest): every size 1..2^16, shuffled.
        let n = 1_000_000_000_000_000_000u64;
        let k = size.pick(LIMIT - 1, 4096);
        let mut sizes: Vec<u64> = (1..LIMIT).collect();
        sizes.shuffle(&mut g.rng);
        sizes.truncate(k as usize);
        g.row(&[n, k])?;
        g.row(&sizes)?;
        Ok(format!(
            "N = 10^18 (ours; the judge's is 2·10^5), K = {k} distinct sizes below 2^16, shuffled"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=5u64);
        let k = g.rng.gen_range(1..=4usize);
        // Mostly small sizes (many XORs cancel), sometimes large ones.
        let mut pool: Vec<u64> = (1..=7).collect();
        if g.rng.gen_bool(0.3) {
            pool.extend([8, 255, 256, 32768, LIMIT - 1, g.rng.gen_range(1..LIMIT)]);
        }
        pool.sort_unstable();
        pool.dedup();
        pool.shuffle(&mut g.rng);
        pool.truncate(k);
        g.row(&[n, k as u64])?;
        g.row(&pool)
    }

    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        let n: u32 = tokens.parse();
        let k: usize = tokens.parse();
        let sizes: Vec<u64> = tokens.many(k);
        format!("{}\n", count_by_enumeration(n, &sizes) % 998_244_353)
    }
}

problem_kit::kit!(Kit);
