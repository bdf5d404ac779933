//! The take-up-to-k game's input and verdict: one heap of n stones and a limit k, both up to 10^18, read whole; "TRƯỚC" or "SAU" written.
//!
//! The variants of the game (normal play, misère play, the winning first
//! take) read the same input and mostly answer in the same words; each
//! binary states its own rule and its proof, and this module holds what they
//! share, so that a fix to the input's limits reaches all of them.

use super::error::Result;
use super::scanner::Scanner;
use super::verdict;
use std::io::{Read, Write};

/// Upper limit of n and k.
pub const MAX: u64 = 1_000_000_000_000_000_000;

/// Reads one game, `n k` with both in 1..=[`MAX`], as the whole input.
///
/// # Complexity
/// O(1) beyond reading the input.
///
/// # Example
/// ```
/// use games_core::scanner::Scanner;
/// use games_core::take_up_to_k::read;
/// assert_eq!(read(&mut Scanner::new(&b"10 3\n"[..])).unwrap(), (10, 3));
/// assert!(read(&mut Scanner::new(&b"10 0"[..])).is_err());
/// assert!(read(&mut Scanner::new(&b"10 3 4"[..])).is_err());
/// ```
pub fn read<R: Read>(sc: &mut Scanner<R>) -> Result<(u64, u64)> {
    let n: u64 = sc.next_in("n", 1..=MAX)?;
    let k: u64 = sc.next_in("k", 1..=MAX)?;
    sc.finish()?;
    Ok((n, k))
}

/// Reads one game ([`read`]) and writes its verdict on one line ([`verdict::write_verdict`](super::verdict::write_verdict)):
/// `TRƯỚC` when `first_wins(n, k)` says the player to move wins, else `SAU`.
///
/// # Complexity
/// O(1) beyond reading the input and one call of `first_wins`.
///
/// # Example
/// ```
/// use games_core::scanner::Scanner;
/// use games_core::take_up_to_k::write_verdict;
/// let mut out = Vec::new();
/// let normal = |n: u64, k: u64| n % (k + 1) != 0;
/// write_verdict(&mut Scanner::new(&b"8 3"[..]), &mut out, normal).unwrap();
/// write_verdict(&mut Scanner::new(&b"9 3"[..]), &mut out, normal).unwrap();
/// assert_eq!(out, "SAU\nTRƯỚC\n".as_bytes());
/// ```
pub fn write_verdict<R: Read, W: Write>(
    sc: &mut Scanner<R>,
    out: &mut W,
    first_wins: impl FnOnce(u64, u64) -> bool,
) -> Result<()> {
    let (n, k) = read(sc)?;
    verdict::write_verdict(out, first_wins(n, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict_of(input: &str, first_wins: impl FnOnce(u64, u64) -> bool) -> Result<String> {
        let mut out = Vec::new();
        write_verdict(&mut Scanner::new(input.as_bytes()), &mut out, first_wins)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_limits_are_inclusive_and_enforced() {
        let max = format!("{MAX} {MAX}");
        assert_eq!(read(&mut Scanner::new(max.as_bytes())).unwrap(), (MAX, MAX));
        for bad in [
            "0 1",
            "1 0",
            "1000000000000000001 1",
            "1 1000000000000000001",
            "5",
            "",
        ] {
            assert!(read(&mut Scanner::new(bad.as_bytes())).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_verdict_follows_the_rule_given() {
        assert_eq!(verdict_of("4 3", |n, k| n % (k + 1) != 0).unwrap(), "SAU\n");
        assert_eq!(
            verdict_of("5 3", |n, k| n % (k + 1) != 0).unwrap(),
            "TRƯỚC\n"
        );
        assert_eq!(verdict_of("5 3", |n, k| n % (k + 1) != 1).unwrap(), "SAU\n");
        assert!(verdict_of("5 x", |_, _| true).is_err());
    }
}
