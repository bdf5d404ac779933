//! Practice 15 of seed 002: break one piece of an m × n chocolate bar along a grid line; who cannot break loses.
//!
//! Each break adds one piece and the game ends at m·n single squares, so
//! exactly m·n − 1 breaks are made whatever anyone does: the first player
//! wins iff m·n − 1 is odd, i.e. iff m or n is even. Parity only, so no
//! product is formed and nothing can overflow.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest side the binary accepts.
const MAX_SIDE: u64 = 1_000_000_000;

/// Whether the first player wins on an m × n bar.
fn first_wins(m: u64, n: u64) -> bool {
    m % 2 == 0 || n % 2 == 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let m: u64 = sc.next_in("m", 1..=MAX_SIDE)?;
    let n: u64 = sc.next_in("n", 1..=MAX_SIDE)?;
    sc.finish()?;
    writeln!(out, "{}", if first_wins(m, n) { "TRƯỚC" } else { "SAU" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
