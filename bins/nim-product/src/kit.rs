//! The tooling of nim-product: its bench input, random inputs and a reference from the definitions.
//!
//! The reference multiplies by the mex definition itself when both numbers
//! are below 64 (a table built once from
//! a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }),
//! and otherwise by the classical Fermat 2-power rules, independent of the
//! binary's tower-and-logarithm method: a product distributes over XOR, so it
//! is the XOR of the products 2^i ⊗ 2^j of its bits; 2^i is the ordinary
//! product of the Fermat 2-powers F_k = 2^(2^k) for the bits k of i, a product
//! of distinct Fermat 2-powers is their ordinary product, and F ⊗ F = F ⊕ F/2.

use problem_kit::{Gen, Problem, Size, Tokens};
use std::io;
use std::sync::OnceLock;

/// nim-product's kit (see `problem_kit::kit`).
pub struct Kit;

/// Numbers below this are multiplied by the mex definition.
const SMALL: usize = 64;

/// The products of all a, b < `SMALL`, from the mex definition.
fn by_definition() -> &'static Vec<Vec<u64>> {
    static TABLE: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![vec![0u64; SMALL]; SMALL];
        for a in 0..SMALL {
            for b in 0..SMALL {
                let mut seen = [false; 4 * SMALL];
                for a2 in 0..a {
                    for b2 in 0..b {
                        seen[(t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        t
    })
}

/// 2^i ⊗ 2^j by the Fermat 2-power rules, memoised in `memo`.
fn bits_product(i: usize, j: usize, memo: &mut [[Option<u64>; 64]; 64]) -> u64 {
    if let Some(v) = memo[i][j] {
        return v;
    }
    let common = i & j;
    let v = if common == 0 {
        // Distinct Fermat 2-powers: the ordinary product.
        1u64 << (i | j)
    } else {
        // The largest Fermat 2-power F = 2^e in both: 2^i ⊗ 2^j = (F ⊗ F) ⊗ 2^(i−e) ⊗ 2^(j−e).
        let e = 1usize << (usize::BITS - 1 - common.leading_zeros());
        let rest = bits_product(i - e, j - e, memo);
        let f_squared = (1u64 << e) ^ (1u64 << (e - 1));
        product_by_rules(rest, f_squared, memo)
    };
    memo[i][j] = Some(v);
    v
}

/// a ⊗ b as the XOR of the products of their bits.
fn product_by_rules(a: u64, b: u64, memo: &mut [[Option<u64>; 64]; 64]) -> u64 {
    let mut c = 0;
    for i in (0..64).filter(|i| a >> i & 1 == 1) {
        for j in (0..64).filter(|j| b >> j & 1 == 1) {
            c ^= bits_product(i, j, memo);
        }
    }
    c
}

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        use rand::Rng;
        let t = size.pick(1_000_000, 100_000);
        g.row(&[t])?;
        for _ in 0..t {
            let (a, b): (u64, u64) = (g.rng.gen(), g.rng.gen());
            g.row(&[a, b])?;
        }
        Ok(format!(
            "T = {t} products of random 64-bit numbers (the judge's limit)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        g.random_tests(6, |g| {
            let pick = |g: &mut Gen| -> u64 {
                match g.rng.gen_range(0..6) {
                    0..=2 => g.rng.gen_range(0..SMALL as u64),
                    3 => 1u64 << g.rng.gen_range(0..64),
                    4 => u64::MAX >> g.rng.gen_range(0..64),
                    _ => g.rng.gen::<u64>() >> g.rng.gen_range(0..64),
                }
            };
            let (a, b) = (pick(g), pick(g));
            g.row(&[a, b])?;
            Ok(())
        })
    }

    fn reference(input: &str) -> String {
        let mut memo = [[None; 64]; 64];
        Tokens::new(input).each_test(|tokens| {
            let (a, b): (u64, u64) = (tokens.parse(), tokens.parse());
            let p = if a < SMALL as u64 && b < SMALL as u64 {
                by_definition()[a as usize][b as usize]
            } else {
                product_by_rules(a, b, &mut memo)
            };
            format!("{p}\n")
        })
    }
}

problem_kit::kit!(Kit);
