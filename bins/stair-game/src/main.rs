//! CSES 1099 "Stair Game": balls on stairs 1..n, a move sends some balls from stair k > 1 down to k − 1.
//!
//! Staircase Nim: only the even stairs matter. Moving balls off an even stair
//! is a Nim move on that heap; moving balls from an odd stair onto an even one
//! can be undone at once by the opponent sending the same balls one stair
//! further. So the player to move loses iff p_2 ⊕ p_4 ⊕ … = 0.
//! Every single value is range-checked (t and n at most 2·10^5 because
//! Σn ≤ 2·10^5 and n ≥ 1); the aggregate limit Σn itself is not enforced,
//! since a larger total changes no answer, only the running time.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
const MAX_COUNT: u32 = 200_000;
/// Largest number of balls on one stair.
const MAX_BALLS: u64 = 1_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut xor = 0u64;
        for stair in 1..=n {
            let p: u64 = sc.next_in("p", 0..=MAX_BALLS)?;
            if stair % 2 == 0 {
                xor ^= p;
            }
        }
        writeln!(out, "{}", if xor != 0 { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
