//! HDU 5795 "A Simple Nim": take any positive number from one heap, or split a heap into three non-empty heaps.
//!
//! The Grundy value of one heap is g(0) = 0, g(8k − 1) = 8k, g(8k) = 8k − 1
//! (k ≥ 1) and g(x) = x otherwise (the seed finds it by tabulating; the tests
//! below check it against a search over heap multisets). The first player
//! wins iff the XOR of g over all heaps is non-zero. Up to 10^8 sizes arrive,
//! so they are folded into the XOR as they are read and never stored.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_winner;
use std::io::{Read, Write};

/// Grundy value of one heap of `x` objects.
///
/// Written without branches: on random heap sizes a `match` on `x % 8`
/// mispredicts often enough to cost more than parsing the number did.
#[inline]
fn grundy(x: u64) -> u64 {
    let r = x % 8;
    x + u64::from(r == 7) - u64::from(r == 0 && x > 0)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=100)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=1_000_000)?;
        let mut x = 0u64;
        for _ in 0..n {
            x ^= grundy(sc.next_in("heap size s[i]", 1..=1_000_000_000u64)?);
        }
        write_winner(out, x != 0, ["First player wins.", "Second player wins."])?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
