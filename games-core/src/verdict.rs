//! The seed problems' answer line: `TRƯỚC` when the player to move (the first player) wins, `SAU` when not; and the one-number games that read n and write it.

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
    fn each_verdict_is_one_line() {
        for (first_wins, line) in [(true, "TRƯỚC\n"), (false, "SAU\n")] {
            let mut out = Vec::new();
            write_verdict(&mut out, first_wins).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), line);
        }
    }
}
