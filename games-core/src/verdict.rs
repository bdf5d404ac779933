//! The seed problems' answer line: `TRƯỚC` when the player to move (the first player) wins, `SAU` when not; and the one-number and two-number games that read their input and write it.

use super::error::Result;
use super::int::Int;
use super::scanner::Scanner;
use std::io::{Read, Write};
use std::ops::RangeInclusive;

/// Writes the verdict line: `TRƯỚC` if `first_wins`, else `SAU`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use games_core::verdict::write_verdict;
/// let mut out = Vec::new();
/// write_verdict(&mut out, true).unwrap();
/// write_verdict(&mut out, false).unwrap();
/// assert_eq!(out, "TRƯỚC\nSAU\n".as_bytes());
/// ```
pub fn write_verdict<W: Write>(out: &mut W, first_wins: bool) -> Result<()> {
    writeln!(out, "{}", if first_wins { "TRƯỚC" } else { "SAU" })?;
    Ok(())
}

/// Writes the winner's word on a line: `words[0]` if `first_wins`, else `words[1]`
/// (`["First", "Second"]`, `["Takahashi", "Aoki"]`, …).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use games_core::verdict::write_winner;
/// let mut out = Vec::new();
/// write_winner(&mut out, false, ["Takahashi", "Aoki"]).unwrap();
/// assert_eq!(out, b"Aoki\n");
/// ```
pub fn write_winner<W: Write>(out: &mut W, first_wins: bool, words: [&str; 2]) -> Result<()> {
    writeln!(out, "{}", words[usize::from(!first_wins)])?;
    Ok(())
}

/// Reads one number (called `what` in errors, within `range`) as the whole
/// input, and writes the verdict ([`write_verdict`]) of `first_wins` at it.
///
/// # Complexity
/// O(1) beyond reading the input and one call of `first_wins`.
///
/// # Example
/// ```
/// use games_core::scanner::Scanner;
/// use games_core::verdict::write_verdict_at;
/// let mut out = Vec::new();
/// let odd = |n: u64| n % 2 == 1;
/// write_verdict_at(&mut Scanner::new(&b"7\n"[..]), &mut out, "n", 1..=10, odd).unwrap();
/// assert_eq!(out, "TRƯỚC\n".as_bytes());
/// assert!(write_verdict_at(&mut Scanner::new(&b"11"[..]), &mut out, "n", 1..=10, odd).is_err());
/// assert!(write_verdict_at(&mut Scanner::new(&b"7 7"[..]), &mut out, "n", 1..=10, odd).is_err());
/// ```
pub fn write_verdict_at<R: Read, W: Write, N: Int>(
    sc: &mut Scanner<R>,
    out: &mut W,
    what: &str,
    range: RangeInclusive<N>,
    first_wins: impl FnOnce(N) -> bool,
) -> Result<()> {
    let n: N = sc.next_in(what, range)?;
    sc.finish()?;
    write_verdict(out, first_wins(n))
}

/// Reads two numbers, each called `what` in errors and within its range
/// (`(what, range)` in order), as the whole input, and writes the verdict
/// ([`write_verdict`]) of `first_wins` at them: the games given by a pair.
///
/// # Complexity
/// O(1) beyond reading the input and one call of `first_wins`.
///
/// # Example
/// ```
/// use games_core::scanner::Scanner;
/// use games_core::verdict::write_verdict_at_pair;
/// let mut out = Vec::new();
/// let unequal = |a: u64, b: u64| a != b;
/// let mut sc = Scanner::new(&b"3 5\n"[..]);
/// write_verdict_at_pair(&mut sc, &mut out, ("a", 0..=9), ("b", 0..=9), unequal).unwrap();
/// assert_eq!(out, "TRƯỚC\n".as_bytes());
/// let mut sc = Scanner::new(&b"3 10"[..]);
/// assert!(write_verdict_at_pair(&mut sc, &mut out, ("a", 0..=9), ("b", 0..=9), unequal).is_err());
/// ```
pub fn write_verdict_at_pair<R: Read, W: Write, A: Int, B: Int>(
    sc: &mut Scanner<R>,
    out: &mut W,
    (what_a, range_a): (&str, RangeInclusive<A>),
    (what_b, range_b): (&str, RangeInclusive<B>),
    first_wins: impl FnOnce(A, B) -> bool,
) -> Result<()> {
    let a: A = sc.next_in(what_a, range_a)?;
    let b: B = sc.next_in(what_b, range_b)?;
    sc.finish()?;
    write_verdict(out, first_wins(a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_number_is_read_whole_and_range_checked() {
        let run = |input: &str| {
            let mut out = Vec::new();
            let mut sc = Scanner::new(input.as_bytes());
            write_verdict_at(&mut sc, &mut out, "n", 0..=9u8, |n| n == 0).map(|()| out)
        };
        assert_eq!(run("0").unwrap(), "TRƯỚC\n".as_bytes());
        assert_eq!(run("9\n").unwrap(), b"SAU\n");
        for bad in ["", "10", "-1", "1 1", "x"] {
            assert!(run(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_pair_is_read_whole_in_order_and_range_checked() {
        let run = |input: &str| {
            let mut out = Vec::new();
            let mut sc = Scanner::new(input.as_bytes());
            let first_wins = |a: u8, b: u64| u64::from(a) < b;
            write_verdict_at_pair(&mut sc, &mut out, ("a", 1..=5), ("b", 0..=9), first_wins)
                .map(|()| out)
        };
        assert_eq!(run("1 2\n").unwrap(), "TRƯỚC\n".as_bytes());
        assert_eq!(run("5 0").unwrap(), b"SAU\n");
        for bad in ["", "1", "0 2", "6 2", "1 10", "1 2 3", "x 2"] {
            assert!(run(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn each_verdict_is_one_line() {
        for (first_wins, line) in [(true, "TRƯỚC\n"), (false, "SAU\n")] {
            let mut out = Vec::new();
            write_verdict(&mut out, first_wins).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), line);
        }
    }
}
