//! HackerRank "Bowling Pins": a move knocks down one standing pin or two adjacent standing pins (Kayles).
//!
//! Knocked-down pins split the row into runs of standing pins, which are
//! independent games; a run of n pins is a Kayles heap (octal game 0.77: take
//! one or two from a heap, leaving zero, one or two heaps). Its Grundy values
//! are tabulated by definition for n < 83, and from n = 71 on they repeat
//! with period 12 (Guy and Smith; the last exception is n = 70), so a run of
//! any length is looked up in O(1). The first player wins iff the XOR over
//! the runs is non-zero. O(n) per test.

use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::mex::Marker;
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 1000;
/// Largest n, and the largest sum of n over the tests: ours (the judge's n is at most 300).
const MAX_N: usize = 1_000_000;
/// Where the Kayles values start to repeat, and their period.
const PERIOD_START: usize = 71;
const PERIOD: usize = 12;
/// Length of the table: values 0..TABLE_LEN, one full period past its start.
const TABLE_LEN: usize = PERIOD_START + PERIOD;

/// Kayles Grundy values g(0..len) by definition: a move takes one or two
/// adjacent pins from a run of n, leaving runs a and b with a + b = n − 1 or n − 2.
fn kayles_by_definition(len: usize) -> Vec<u8> {
    let mut g = vec![0u8; len];
    let mut marker = Marker::new(128);
    for n in 1..len {
        marker.clear();
        for take in 1..=2.min(n) {
            let rest = n - take;
            for a in 0..=rest / 2 {
                marker.mark(u64::from(g[a] ^ g[rest - a]));
            }
        }
        // Kayles values stay below 16 (they are at most 9 up to the period).
        g[n] = marker.mex() as u8;
    }
    g
}

/// The Kayles value of a run of `n` pins from the table and its period.
fn kayles(table: &[u8], n: usize) -> u8 {
    if n < table.len() {
        table[n]
    } else {
        table[PERIOD_START + (n - PERIOD_START) % PERIOD]
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let table = kayles_by_definition(TABLE_LEN);
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    let mut total = 0usize;
    for _ in 0..t {
        let n: usize = sc.next_in("n", 1..=MAX_N)?;
        total += n;
        if total > MAX_N {
            return Err(sc.error(format!(
                "the sum of n over the tests reaches {total}, past {MAX_N}"
            )));
        }
        let pins = sc.next_word_of("the row", n..=n, Alphabet::of(b"IX"))?;
        let xor = pins
            .split(|&c| c == b'X')
            .fold(0u8, |x, run| x ^ kayles(&table, run.len()));
        out.write_all(if xor != 0 { b"WIN\n" } else { b"LOSE\n" })?;
    }
    sc.finish()?;
    Ok(())
}

fn main() {
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::{answer, assert_answer, try_answer};

    /// The table plus its period against the definition up to n = 6000.
    #[test]
    fn period_matches_the_definition() {
        let table = kayles_by_definition(TABLE_LEN);
        let long = kayles_by_definition(6000);
        for (n, &v) in long.iter().enumerate() {
            assert_eq!(kayles(&table, n), v, "n={n}");
        }
        // n = 70 is the last exception: it differs from n = 82, one period on.
        assert_ne!(long[70], long[82]);
    }

    /// Known values (OEIS A002186): they start 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
    #[test]
    fn first_values_are_the_known_ones() {
        let table = kayles_by_definition(TABLE_LEN);
        assert_eq!(table[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    }

    /// One row of 10^6 pins and many short tests summing to 10^6.
    #[test]
    fn widest_values() {
        let table = kayles_by_definition(TABLE_LEN);
        let pins = "I".repeat(MAX_N);
        let expect = if kayles(&table, MAX_N) != 0 {
            "WIN\n"
        } else {
            "LOSE\n"
        };
        assert_eq!(answer(&format!("1\n{MAX_N}\n{pins}\n"), solve), expect);
        // Two equal runs lose: the second player mirrors every move.
        let mirrored = format!("{0}XX{0}", "I".repeat(499_999));
        assert_eq!(
            answer(&format!("1\n{MAX_N}\n{mirrored}\n"), solve),
            "LOSE\n"
        );
        let many = format!(
            "1000\n{}",
            "1000\nXXXX\n"
                .replace("XXXX", &"X".repeat(1000))
                .repeat(1000)
        );
        assert_answer(&many, solve, &"LOSE\n".repeat(1000));
    }

    #[test]
    fn limits_are_enforced() {
        let bad = [
            "0\n".to_string(),                                        // T = 0
            "1001\n1\nI\n".to_string(),                               // T past 1000
            "1\n0\n\n".to_string(),                                   // n = 0
            format!("1\n{}\n{}\n", MAX_N + 1, "I".repeat(MAX_N + 1)), // n past 10^6
            format!("2\n{MAX_N}\n{}\n1\nI\n", "I".repeat(MAX_N)),     // sum of n past 10^6
            "1\n3\nIX\n".to_string(),                                 // shorter than n
            "1\n3\nIXII\n".to_string(),                               // longer than n
            "1\n3\nIxI\n".to_string(),                                // a byte other than I, X
            "2\n1\nI\n".to_string(),                                  // a test missing
        ];
        for input in &bad {
            assert!(try_answer(input, solve).is_err(), "{input:.40}");
        }
        assert_eq!(answer("1\n1\nX\n", solve), "LOSE\n");
        assert_eq!(answer("1\n1\nI\n", solve), "WIN\n");
    }
}
