//! Codeforces 1914E2 "Game with Marbles (Hard Version)": a move picks a colour both players still own, the mover discards one own marble of it and the opponent all of theirs; Alice's marbles left minus Bob's, played in descending order of a_i + b_i.
//!
//! Each colour is picked exactly once (after that one side owns none of
//! it), adding a_i − 1 to the score when Alice picks it and −(b_i − 1) when
//! Bob does. The score is then Σ over Alice's colours of (a_i + b_i − 2)
//! minus Σ over all colours of (b_i − 1): both players want the colours of
//! largest a_i + b_i, and taking the largest left, Alice's k-th pick is at
//! least the (2k − 1)-th largest and Bob's at least the 2k-th; these
//! guarantees add up to the whole sum, so play in descending order of
//! a_i + b_i is optimal. `score::take_largest_first` sums each side's part
//! in i128 (up to 2·10^5 · 10^18 = 2·10^23 with our widened values).
//! O(n log n) per test.

use games_core::io::{run, Result, Scanner};
use games_core::score::take_largest_first;
use games_core::sum_limit::SumLimit;
use std::io::{Read, Write};

/// Largest number of tests t (the judge's).
const MAX_T: u32 = 10_000;
/// Largest total of n over the tests, and so the largest n (the judge's).
const MAX_SUM_N: usize = 200_000;
/// Largest a_i and b_i: ours (the judge's is 10^9).
const MAX_MARBLES: u64 = 1_000_000_000_000_000_000;

/// Alice's marbles left minus Bob's with best play, Alice first, for the
/// colours' counts `(a_i, b_i)`.
///
/// # Complexity
/// O(n log n); `colours` is left sorted by a_i + b_i, largest first.
fn score(colours: &mut [(u64, u64)]) -> i128 {
    // a + b ≤ 2·10^18 fits a u64, and a − 1, b − 1 < 2^63 an i64 gain.
    let totals = take_largest_first(
        colours,
        |&(a, b)| a + b,
        |&(a, _)| (a - 1) as i64,
        |&(_, b)| (b - 1) as i64,
    );
    totals.difference()
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_T)?;
    let mut sum_n = SumLimit::new("n", MAX_SUM_N);
    let mut colours: Vec<(u64, u64)> = Vec::new();
    for _ in 0..t {
        let n = sum_n.next_in(sc, 1..=MAX_SUM_N)?;
        colours.clear();
        for _ in 0..n {
            colours.push((sc.next_in("a_i", 1..=MAX_MARBLES)?, 0));
        }
        for colour in colours.iter_mut() {
            colour.1 = sc.next_in("b_i", 1..=MAX_MARBLES)?;
        }
        writeln!(out, "{}", score(&mut colours))?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
