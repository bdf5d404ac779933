//! HDU 2516 "取石子游戏" (Fibonacci nim): the first move takes any number but not all, later moves at most twice the last take.
//!
//! The player to move first loses exactly when n is a Fibonacci number
//! (Zeckendorf: otherwise he takes the smallest term of n's Zeckendorf sum).
//! The Fibonacci numbers up to our limit 10^18 are only 86, built once in u64.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_winner;
use std::io::{Read, Write};

/// Largest pile accepted (ours; HDU stops below 2^31).
const MAX: u64 = 1_000_000_000_000_000_000;

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that are at most `limit`, ascending.
///
/// While `a ≤ limit ≤ 10^18` the next term `b < 2a`, so `a + b < 3·10^18`
/// stays far below `u64::MAX`: no overflow, and the loop stops at the limit.
fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut terms = Vec::new();
    while a <= limit {
        terms.push(a);
        (a, b) = (b, a + b);
    }
    terms
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let fibonacci = fibonacci_up_to(MAX);
    loop {
        let n = sc.next_in("n (or 0 to end)", 0..=MAX)?;
        if n == 0 {
            break;
        }
        if n == 1 {
            return Err(sc.error(format!(
                "expected n (or 0 to end), an integer from 2 to {MAX}, found `1`"
            )));
        }
        write_winner(
            out,
            fibonacci.binary_search(&n).is_err(),
            ["First win", "Second win"],
        )?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
