//! POJ 2348 "Euclid's Game": subtract a positive multiple of the smaller number from the larger; whoever makes a 0 wins.
//!
//! With a ≥ b the player to move wins at once when b divides a (take all of
//! a) and wins when a ≥ 2b: of the two pairs (a mod b + b, b) and
//! (b, a mod b), one is lost for the opponent, and both are reachable. When
//! b < a < 2b the only move is to (b, a − b). So the winner is decided by
//! the first quotient of the continued fraction of a/b that is ≥ 2 (or the
//! last): `games_core::euclid::euclid_wins`, O(log) per pair.

use games_core::euclid::euclid_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of pairs before `0 0`.
const MAX_LINES: usize = 100_000;
/// Largest a and b (ours; the judge says positive integers).
const MAX: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let mut lines = 0;
    loop {
        let a: u64 = sc.next_in("a", 0..=MAX)?;
        if a == 0 {
            sc.next_in::<u64>("b (the end marker `0 0`)", 0..=0)?;
            break;
        }
        let b: u64 = sc.next_in("b", 1..=MAX)?;
        lines += 1;
        if lines > MAX_LINES {
            return Err(sc.error(format!("more than {MAX_LINES} pairs before `0 0`")));
        }
        out.write_all(if euclid_wins(a, b) {
            b"Stan wins\n"
        } else {
            b"Ollie wins\n"
        })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
