//! LightOJ 1199 "Partitioning Game": piles of coins, a move splits one pile into two unequal non-empty piles.
//!
//! The move is Grundy's game, so a test is won by Alice iff the XOR of
//! g(pile) over its piles is non-zero, with g from
//! [`split_unequal_grundy`]. The whole input is read first so that the
//! O(m²) table is built once, only up to the largest pile m that occurs.
//! Every single value is range-checked; there is no aggregate limit.

use games_core::grundy::split_unequal_grundy;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of tests.
const MAX_TESTS: u32 = 1000;
/// Largest number of piles in one test.
const MAX_PILES: u32 = 100;
/// Largest pile size.
const MAX_SIZE: usize = 10_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_TESTS)?;
    let mut tests = Vec::with_capacity(t as usize);
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_PILES)?;
        let piles = (0..n)
            .map(|_| sc.next_in("pile size", 1..=MAX_SIZE))
            .collect::<Result<Vec<usize>>>()?;
        tests.push(piles);
    }
    sc.finish()?;
    let largest = tests.iter().flatten().copied().max().unwrap_or(0);
    let g = split_unequal_grundy(largest);
    for (case, piles) in tests.iter().enumerate() {
        let xor = piles.iter().fold(0, |x, &p| x ^ g[p]);
        let winner = if xor != 0 { "Alice" } else { "Bob" };
        writeln!(out, "Case {}: {winner}", case + 1)?;
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
