//! HackerRank "Misère Nim": Nim where the player who takes the last stone loses.
//!
//! Bouton's rule with one exception (`games_core::misere`): while some pile
//! has two or more stones the first player wins iff the XOR of the piles is
//! not 0, as in normal Nim; when every pile has one stone, the first player
//! wins iff their number is even. Exact for piles up to 2^63 − 1 (plain `u64`
//! XOR).

use games_core::io::{run, Result, Scanner};
use games_core::misere::misere_nim_wins;
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 100;
/// Largest number of piles n.
const MAX_N: usize = 100;
/// Largest pile (ours; the judge's is 10^9).
const MAX_S: u64 = (1 << 63) - 1;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    let mut piles = Vec::with_capacity(MAX_N);
    for _ in 0..t {
        let n: usize = sc.next_in("n", 1..=MAX_N)?;
        piles.clear();
        for i in 1..=n {
            piles.push(sc.next_in(&format!("s_{i}"), 1..=MAX_S)?);
        }
        out.write_all(if misere_nim_wins(&piles) {
            b"First\n"
        } else {
            b"Second\n"
        })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
