//! AtCoder ABC172 F "Unfair Nim": before Nim starts, the second player moves 0 ≤ x < A_1 stones from pile 1 to pile 2; the fewest x that make the first player lose.
//!
//! The second player wins iff the nim-sum after the transfer is 0, i.e. iff
//! the new piles a = A_1 − x and b = A_2 + x satisfy a ⊕ b = X, the nim-sum of
//! the other piles. With S = A_1 + A_2 = a + b = (a ⊕ b) + 2·(a ∧ b), the common
//! bits C = a ∧ b = (S − X) / 2 are forced (S − X must be even and ≥ 0, and C
//! must share no bit with X); the free bits of X go to a or to b. The fewest
//! stones moved is the largest a ≤ A_1: start from a = C (or fail if C > A_1)
//! and add X's bits from the top whenever a stays ≤ A_1; a = 0 is no allowed
//! transfer. Piles are exact up to 2^64 − 1 (their sum in u128).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Most piles (ours; AtCoder allows 300).
const MAX_N: usize = 1_000_000;
/// Largest pile (ours; AtCoder allows 10^12).
const MAX_A: u64 = u64::MAX;

/// The largest a with 1 ≤ a ≤ `a1`, a ⊕ b = `x` and a + b = `s`, if there is one.
fn largest_first_pile(a1: u64, s: u128, x: u64) -> Option<u64> {
    let d = s.checked_sub(u128::from(x))?;
    if d % 2 == 1 {
        return None;
    }
    // d / 2 ≤ s / 2 < 2^64.
    let common = u64::try_from(d / 2).ok()?;
    if common & x != 0 || common > a1 {
        return None;
    }
    let mut a = common;
    for bit in (0..64).rev() {
        let b = 1u64 << bit;
        if x & b != 0 && a | b <= a1 {
            a |= b;
        }
    }
    (a >= 1).then_some(a)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 2..=MAX_N)?;
    let a1: u64 = sc.next_in("A_i", 1..=MAX_A)?;
    let a2: u64 = sc.next_in("A_i", 1..=MAX_A)?;
    let mut x: u64 = 0;
    for _ in 2..n {
        x ^= sc.next_in::<u64>("A_i", 1..=MAX_A)?;
    }
    sc.finish()?;
    let s = u128::from(a1) + u128::from(a2);
    match largest_first_pile(a1, s, x) {
        Some(a) => writeln!(out, "{}", a1 - a)?,
        None => writeln!(out, "-1")?,
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
