//! Codeforces 1527B2 "Palindrome Game (hard version)": turn a `0` into a `1` for a dollar, or reverse a non-palindrome for free but never right after a reversal; who pays less wins. The verdict depends only on whether s is a palindrome, its number of `0`s and its middle.
//!
//! With c the number of `0`s: on a palindrome Bob wins when c is even or
//! c = 1 and Alice wins otherwise (she turns the middle `0`, then copies
//! Bob's strategy on the even palindrome left, one dollar ahead); on a
//! non-palindrome Alice wins (she reverses until one turn makes it a
//! palindrome she can leave to Bob), except a draw when n is odd, the
//! middle is `0` and c = 2. These rules are checked against a search of the
//! game on every string of length ≤ 12 (`tests.rs`). O(n) per test.

use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::score::Lead;
use games_core::sum_limit::SumLimit;
use std::io::{Read, Write};

/// Largest number of tests t (the judge's).
const MAX_T: u32 = 1000;
/// Largest total of n over the tests, and so the largest n: ours (the
/// judge's n is at most 1000 and its total, unbounded, at most t · n = 10^6).
const MAX_SUM_N: usize = 1_000_000;

/// Who pays less with best play on `s` (Alice first): `Lead::First` is Alice.
/// A string of `1`s only (no move at all) is a draw; the judge never sends one.
///
/// # Complexity
/// O(n).
fn lead(s: &[u8]) -> Lead {
    let n = s.len();
    let zeros = s.iter().filter(|&&c| c == b'0').count();
    let palindrome = s.iter().eq(s.iter().rev());
    if zeros == 0 {
        Lead::Tie
    } else if palindrome {
        if zeros == 1 || zeros % 2 == 0 {
            Lead::Second
        } else {
            Lead::First
        }
    } else if n % 2 == 1 && s[n / 2] == b'0' && zeros == 2 {
        Lead::Tie
    } else {
        Lead::First
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_T)?;
    let mut sum_n = SumLimit::new("n", MAX_SUM_N);
    for _ in 0..t {
        let n = sum_n.next_in(sc, 1..=MAX_SUM_N)?;
        let s = sc.next_word_of("s", n..=n, Alphabet::of(b"01"))?;
        writeln!(out, "{}", lead(&s).word(["ALICE", "BOB", "DRAW"]))?;
    }
    sc.finish()
}

fn main() {
    // The terminal hint says the input holds integers and strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
