//! Practice 15 of seed 002: break one piece of an m × n chocolate bar along a grid line; who cannot break loses.
//!
//! Each break adds one piece and the game ends at m·n single squares, so
//! exactly m·n − 1 breaks are made whatever anyone does: the first player
//! wins iff m·n − 1 is odd, i.e. iff m or n is even. Parity only, so no
//! product is formed and nothing can overflow.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict_at_pair;
use std::io::{Read, Write};
use std::ops::RangeInclusive;

/// The sides the binary accepts.
const SIDE: RangeInclusive<u64> = 1..=1_000_000_000;

/// Whether the first player wins on an m × n bar.
fn first_wins(m: u64, n: u64) -> bool {
    m % 2 == 0 || n % 2 == 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    write_verdict_at_pair(sc, out, ("m", SIDE), ("n", SIDE), first_wins)
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
