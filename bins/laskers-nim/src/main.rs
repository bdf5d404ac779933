//! HDU 3032 "Nim or not Nim?": Lasker's Nim — take any positive number from one pile, or split a pile into two non-empty piles; who cannot move loses.
//!
//! A split replaces a pile by a sum of two piles, worth g(a) ⊕ g(b), so a
//! pile's Grundy value is the mex of g(0..n) and of g(a) ⊕ g(n − a). It
//! follows the period-4 pattern g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3 (proven below by induction, and
//! checked against a game-tree search); the piles are then a Nim sum.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 100;
/// Largest number of piles in a test, and in all tests together.
const MAX_N: usize = 1_000_000;
/// Largest pile (ours; the judge's fit 31 bits).
const MAX_S: u64 = 1_000_000_000_000_000_000;

/// The Grundy value of one pile of `n` stones in Lasker's Nim.
///
/// Proof, by induction on n (g(0) = 0). Modulo 4 the formula maps n ≡ 1,
/// 2, 3, 0 to g ≡ 1, 2, 0, 3, and it permutes each block 4k + 1 ..= 4k + 4.
/// Taking reaches g(0..n), a split into a + b reaches g(a) ⊕ g(b), whose
/// residue mod 4 is the XOR of the two residues:
/// - n = 4k + 1: taking reaches 0..=4k; a split has (a, b) ≡ (0, 1) or
///   (2, 3), worth ≡ 3 ⊕ 1 = 2 or 2 ⊕ 0 = 2, never n ≡ 1: g = n.
/// - n = 4k + 2: taking reaches 0..=4k + 1; splits are worth ≡ 1 ⊕ 1 = 0,
///   3 ⊕ 2 = 1 or 0 ⊕ 0 = 0, never n ≡ 2: g = n.
/// - n = 4k + 3: taking reaches 0..=4k + 2; the split 1 + (4k + 2) is worth
///   1 ⊕ (4k + 2) = n; splits are worth ≡ 3 ⊕ 0 or 1 ⊕ 2 = 3, never
///   n + 1 ≡ 0: g = n + 1.
/// - n = 4k + 4: taking reaches 0..=4k + 2 and 4k + 4; splits are worth
///   ≡ 1 ⊕ 0 = 1, 2 ⊕ 2 = 0 or 3 ⊕ 3 = 0, never n − 1 ≡ 3: g = n − 1.
///
/// `formula_matches_the_definition` checks it to 3000, and against a
/// game-tree search from the rules to 24.
fn lasker(n: u64) -> u64 {
    match n % 4 {
        0 => n.saturating_sub(1),
        3 => n + 1,
        _ => n,
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    let mut left = MAX_N;
    for _ in 0..t {
        let n: usize = sc.next_in("N", 1..=MAX_N)?;
        if n > left {
            return Err(sc.error(format!(
                "the piles of all tests add up to more than {MAX_N}"
            )));
        }
        left -= n;
        let mut x = 0;
        for _ in 0..n {
            x ^= lasker(sc.next_in("s", 1..=MAX_S)?);
        }
        out.write_all(if x != 0 { b"Alice\n" } else { b"Bob\n" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
