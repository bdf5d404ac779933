//! Codeforces 603C "Lieges of Legendre": remove one cow, or split a pile of 2x cows into k piles of x.
//!
//! By Sprague–Grundy the piles add up, and the split of a pile 2x is worth
//! the XOR of k copies of g(x): g(x) when k is odd, 0 when k is even. So
//! g(2x) = mex{g(2x − 1), that} and g(2x + 1) = mex{g(2x)}, which gives
//! - k even: g = 0, 1, 2 for 0, 1, 2 cows; from 3 on, 0 for odd and 1 for even piles;
//! - k odd: g = 0, 1, 0, 1, 2 for 0..=4 cows; from 5 on, 0 for odd piles, and
//!   for even a ≥ 6: 2 if g(a/2) = 1, else 1 (g(a − 1) = 0, so the mex is the
//!   smallest value other than 0 and g(a/2)).
//!
//! The odd-k case halves a until it is odd or below 6: at most 30 steps, a loop.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest n (the judge's limit).
const MAX_N: usize = 100_000;
/// Largest a_i and k (the judge's limit).
const MAX_V: u32 = 1_000_000_000;

/// Grundy value of one pile of `a` cows when a split makes `k` piles.
fn grundy(a: u32, k: u32) -> u32 {
    if k % 2 == 0 {
        return match a {
            0..=2 => a,
            _ => u32::from(a % 2 == 0),
        };
    }
    // Halve while the value is given by the rule for even a ≥ 6.
    let mut x = a;
    let mut halvings = 0;
    while x >= 6 && x % 2 == 0 {
        x /= 2;
        halvings += 1;
    }
    let mut g = match x {
        0..=4 => [0, 1, 0, 1, 2][x as usize],
        _ => 0, // odd and at least 5
    };
    for _ in 0..halvings {
        g = if g == 1 { 2 } else { 1 };
    }
    g
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let k: u32 = sc.next_in("k", 1..=MAX_V)?;
    let mut xor = 0;
    for _ in 0..n {
        xor ^= grundy(sc.next_in("a_i", 1..=MAX_V)?, k);
    }
    sc.finish()?;
    writeln!(out, "{}", if xor != 0 { "Kevin" } else { "Nicky" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
