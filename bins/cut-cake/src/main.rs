//! HDU 3544 "Alice's Game": Conway's Cutcake, a partizan game whose pieces are worth integers given by the binary lengths of their sides; the sum of the pieces decides.
//!
//! Alice (Left) cuts between columns, Bob (Right) between rows. A piece of
//! w columns and h rows, with 2^a ≤ w < 2^(a+1) and 2^b ≤ h < 2^(b+1), is
//! worth ⌊w / 2^b⌋ − 1 if a > b, −(⌊h / 2^a⌋ − 1) if a < b, and 0 if a = b
//! (Winning Ways, "Cutcake"; see `piece_value`). The position is the sum of
//! its pieces, an integer v: v > 0 Alice wins whoever starts, v < 0 Bob
//! does, v = 0 the second player wins. |v| < 10^5·10^18 needs an i128.

use games_core::io::{run, Result, Scanner};
use std::cmp::Ordering;
use std::io::{Read, Write};

/// Most pieces.
const MAX_N: u32 = 100_000;
/// Widest and highest piece.
const MAX_SIDE: u64 = 1_000_000_000_000_000_000;

/// The value of a piece of `w` columns by `h` rows, Alice's (columns) count positive.
///
/// The formula is Winning Ways' table for Cutcake (volume 1, chapter 2):
/// a piece whose sides have the same binary length is 0, and otherwise
/// the longer side counts the free cuts its owner has to spare after the
/// other side's owner runs out. Checked here for every piece up to 64 × 64
/// against the definition (`piece_values_follow_the_definition`) and, on
/// small pieces, against the partizan search from the rules.
///
/// # Complexity
/// O(1).
fn piece_value(w: u64, h: u64) -> i128 {
    let (a, b) = (w.ilog2(), h.ilog2());
    match a.cmp(&b) {
        Ordering::Greater => i128::from(w >> b) - 1,
        Ordering::Less => -(i128::from(h >> a) - 1),
        Ordering::Equal => 0,
    }
}

/// The winners with Alice first and with Bob first, for a position worth `v`.
fn winners(v: i128) -> [&'static str; 2] {
    match v.cmp(&0) {
        Ordering::Greater => ["Alice", "Alice"],
        Ordering::Less => ["Bob", "Bob"],
        // The second player wins.
        Ordering::Equal => ["Bob", "Alice"],
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u32 = sc.next_in("N", 1..=MAX_N)?;
    // |sum| ≤ 10^5 · 10^18 = 10^23 < 2^77.
    let mut value: i128 = 0;
    for _ in 0..n {
        let w: u64 = sc.next_in("w", 1..=MAX_SIDE)?;
        let h: u64 = sc.next_in("h", 1..=MAX_SIDE)?;
        value += piece_value(w, h);
    }
    sc.finish()?;
    let [alice_first, bob_first] = winners(value);
    writeln!(out, "{alice_first}\n{bob_first}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
