//! POJ 1067 "取石子游戏" (Wythoff's game): take any number from one pile, or the same number from both.
//!
//! With a ≤ b and d = b − a the player to move loses exactly when
//! a = ⌊d·φ⌋ = ⌊(d + √(5d²)) / 2⌋ = (d + ⌊√(5d²)⌋) / 2. The seed evaluates
//! d·φ in floating point, which is wrong for large d; here 5d² ≤ 5·10^36 is
//! held in u128 and its square root taken exactly with integer arithmetic.

use games_core::arith::isqrt_u128;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest pile accepted (ours; POJ stops at 10^9).
const MAX: u64 = 1_000_000_000_000_000_000;

// 5 · MAX² must fit in u128 for the exact test below.
const _: () = assert!((MAX as u128).pow(2) <= u128::MAX / 5);

/// ⌊d·φ⌋ for the golden ratio φ, exactly: the smaller pile of the losing pair with difference d.
fn losing_smaller_pile(d: u64) -> u128 {
    let d = u128::from(d);
    (d + isqrt_u128(5 * d * d)) / 2
}

/// Whether the player to move wins with piles `a` and `b`.
fn first_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    u128::from(a) != losing_smaller_pile(b - a)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    while !sc.is_end()? {
        let a = sc.next_in("a", 0..=MAX)?;
        let b = sc.next_in("b", 0..=MAX)?;
        writeln!(out, "{}", u8::from(first_wins(a, b)))?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
