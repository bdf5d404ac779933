//! Library Checker nim_product_64 "Nim Product (F_{2^64})": T nim products of 64-bit numbers, by `games_core::nimber::mul`.
//!
//! The product splits each number in halves twice (Karatsuba in the tower of
//! nimber fields) down to nine products in F_{2^16}, done with logarithm
//! tables built at start-up in under a millisecond (see `games_core::nimber`).

use games_core::io::{run, Result, Scanner};
use games_core::nimber;
use std::io::{Read, Write};

/// Largest number of products (the judge's limit).
const MAX_T: u32 = 1_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    nimber::prepare();
    for _ in 0..t {
        let a: u64 = sc.next("A")?;
        let b: u64 = sc.next("B")?;
        writeln!(out, "{}", nimber::mul(a, b))?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
