//! Tests of heaps, the CSES input shape: t tests of n heaps each (t, n ≤ 2·10^5, heaps 1..=10^18), one `first` or `second` line per test.
//!
//! The heap games that read this shape (Nim, Nim with takes of 1 to 3,
//! "Another Game") each fold a test's heaps into one small value and decide
//! the winner from it; this module reads the tests, folds as it reads (no
//! heap is stored) and writes the lines. Every single value is range-checked;
//! the aggregate limit Σn ≤ 2·10^5 is not enforced, since a larger total
//! changes no answer, only the running time.

use super::error::Result;
use super::scanner::Scanner;
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
pub const MAX_COUNT: u32 = 200_000;
/// Largest heap (ours; CSES allows 10^9).
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// Reads the tests and writes one line per test: `first` when `first_wins`
/// of the test's fold says the player to move wins, else `second`. The fold
/// starts at `start` and takes each heap in turn with `step`.
///
/// # Complexity
/// O(Σn) calls of `step`, beyond reading the input; O(1) memory.
///
/// # Example
/// ```
/// use games_core::heap_tests::write_winners;
/// use games_core::scanner::Scanner;
/// let mut out = Vec::new();
/// let input = &b"2\n2\n3 3\n3\n1 2 4\n"[..];
/// write_winners(&mut Scanner::new(input), &mut out, 0, |xor, x| xor ^ x, |xor| xor != 0).unwrap();
/// assert_eq!(out, b"second\nfirst\n");
/// ```
pub fn write_winners<R: Read, W: Write, S: Copy>(
    sc: &mut Scanner<R>,
    out: &mut W,
    start: S,
    step: impl Fn(S, u64) -> S,
    first_wins: impl Fn(S) -> bool,
) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut folded = start;
        for _ in 0..n {
            folded = step(folded, sc.next_in("x", 1..=MAX_HEAP)?);
        }
        writeln!(
            out,
            "{}",
            if first_wins(folded) {
                "first"
            } else {
                "second"
            }
        )?;
    }
    sc.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn winners(input: &str) -> Result<String> {
        let mut out = Vec::new();
        let mut sc = Scanner::new(input.as_bytes());
        write_winners(&mut sc, &mut out, 0, |xor, x| xor ^ x, |xor| xor != 0)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn each_test_gets_its_line() {
        let input = "3\n1\n5\n2\n7 7\n3\n1000000000000000000 1 1000000000000000000\n";
        assert_eq!(winners(input).unwrap(), "first\nsecond\nfirst\n");
    }

    #[test]
    fn every_limit_is_enforced() {
        for bad in [
            "0\n",
            "1\n0\n",
            "1\n1\n0\n",
            "1\n1\n1000000000000000001\n",
            "200001\n",
            "1\n200001\n",
            "1\n2\n5\n",
            "1\n1\n5 6\n",
        ] {
            assert!(winners(bad).is_err(), "{bad:?}");
        }
    }
}
