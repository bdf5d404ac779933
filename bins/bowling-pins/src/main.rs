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
use games_core::sum_limit::SumLimit;
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
    let mut sum_n = SumLimit::new("n", MAX_N);
    for _ in 0..t {
        let n = sum_n.next_in(sc, 1..=MAX_N)?;
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
mod tests;
