//! The tooling of xor-convolution: its bench input, random small inputs and a reference by the definition.
//!
//! The reference is the O(4^N) double sum c_k = Σ_{i ⊕ j = k} a_i·b_j in
//! `u128`, reduced once at the end: no transform, no modular tricks.

use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// xor-convolution's kit (see `problem_kit::kit`).
pub struct Kit;

/// The modulus, written out again (not taken from games-core).
const MODULUS: u64 = 998_244_353;

/// One sequence of 2^n values below the modulus, some at the edges (0, MODULUS − 1).
fn sequence(g: &mut Gen, n: u32, edges: bool) -> io::Result<()> {
    let len = 1u64 << n;
    for i in 0..len {
        let v = match g.rng.gen_range(0..if edges { 6 } else { 1 }) {
            1 => 0,
            2 => MODULUS - 1,
            3 => g.rng.gen_range(0..4),
            _ => g.rng.gen_range(0..MODULUS),
        };
        g.num(v, if i + 1 == len { b'\n' } else { b' ' })?;
    }
    Ok(())
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(20, 16) as u32;
        g.row(&[u64::from(n)])?;
        sequence(g, n, false)?;
        sequence(g, n, false)?;
        Ok(format!(
            "N = {n}: two sequences of 2^{n} random values below 998244353 (the judge's limit)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(0..=5);
        g.row(&[u64::from(n)])?;
        sequence(g, n, true)?;
        sequence(g, n, true)
    }

    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        let n: u32 = tokens.parse();
        let len = 1usize << n;
        let a: Vec<u64> = tokens.many(len);
        let b: Vec<u64> = tokens.many(len);
        let mut c = vec![0u128; len];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i ^ j] += u128::from(x) * u128::from(y);
            }
        }
        let words: Vec<String> = c
            .iter()
            .map(|v| (v % u128::from(MODULUS)).to_string())
            .collect();
        words.join(" ") + "\n"
    }
}

problem_kit::kit!(Kit);
