//! A subtraction game's input: a heap, then m distinct moves s_1..s_m, read as the whole input.
//!
//! The subtraction games of the seed (one game, a game up to 10^18, a count
//! of losing heaps) read the same layout, `n m` then the m moves, with
//! their own limits; this module reads it once, with every value
//! range-checked and the moves checked distinct.

use super::error::Result;
use super::int::Int;
use super::scanner::Scanner;
use std::io::Read;
use std::ops::RangeInclusive;

/// Reads the heap (called `heap` in errors, within `heaps`), m in
/// `1..=max_m`, then m distinct moves in `1..=max_s`, and checks that
/// nothing follows. Returns the heap and the moves in input order.
///
/// # Complexity
/// O(m) expected beyond reading the input.
///
/// # Example
/// ```
/// use games_core::move_set::read_game;
/// use games_core::scanner::Scanner;
/// let mut sc = Scanner::new(&b"10 2\n1 3\n"[..]);
/// assert_eq!(read_game(&mut sc, "n", 0..=100u64, 10, 20).unwrap(), (10, vec![1, 3]));
/// let mut sc = Scanner::new(&b"10 2\n3 3\n"[..]);
/// assert!(read_game(&mut sc, "n", 0..=100u64, 10, 20).is_err());
/// ```
pub fn read_game<R: Read, N: Int>(
    sc: &mut Scanner<R>,
    heap: &str,
    heaps: RangeInclusive<N>,
    max_m: usize,
    max_s: usize,
) -> Result<(N, Vec<usize>)> {
    let n: N = sc.next_in(heap, heaps)?;
    let m: usize = sc.next_in("m", 1..=max_m)?;
    let moves = sc.next_distinct_in("s", m, 1..=max_s)?;
    sc.finish()?;
    Ok((n, moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &str) -> Result<(usize, Vec<usize>)> {
        read_game(&mut Scanner::new(input.as_bytes()), "N", 1..=1000, 3, 9)
    }

    #[test]
    fn the_limits_are_inclusive() {
        assert_eq!(read("1000 3\n9 1 5").unwrap(), (1000, vec![9, 1, 5]));
        assert_eq!(read("1 1 1").unwrap(), (1, vec![1]));
    }

    #[test]
    fn every_limit_is_enforced() {
        for bad in [
            "0 1 1",
            "1001 1 1",
            "5 0",
            "5 4 1 2 3 4",
            "5 1 10",
            "5 1 0",
            "5 2 1 1",
            "5 1 1 1",
            "5 2 1",
        ] {
            assert!(read(bad).is_err(), "{bad:?}");
        }
    }
}
