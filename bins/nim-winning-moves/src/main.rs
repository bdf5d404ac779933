//! HDU 1850 "Being a Good Boy in Spring Festival": count the first moves that win a game of Nim.
//!
//! With nim-sum x ≠ 0, heap h has a winning move (to h ^ x) exactly when
//! h ^ x < h, i.e. when h has the highest set bit of x; each such heap has
//! exactly one. With x = 0 every move loses and the count is 0.

use games_core::io::{run, Result, Scanner};
use games_core::nim::count_winning_moves;
use std::io::{Read, Write};

/// Most heaps in one test (ours; HDU allows 100).
const MAX_HEAPS: usize = 1_000_000;
/// Largest heap size (ours; HDU allows 10^6).
const MAX_SIZE: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let mut heaps = Vec::new();
    loop {
        let m = sc.next_in("m (or 0 to end)", 0..=MAX_HEAPS)?;
        if m == 0 {
            break;
        }
        heaps.clear();
        for _ in 0..m {
            heaps.push(sc.next_in("heap size", 1..=MAX_SIZE)?);
        }
        writeln!(out, "{}", count_winning_moves(&heaps))?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
