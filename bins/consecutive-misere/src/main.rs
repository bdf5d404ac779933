//! HDU 2509 "Be the Winner": rows of apples; a move takes a run of neighbouring apples from one row (possibly splitting it); whoever takes the last apple loses.
//!
//! In normal play a row of n is worth n: a move leaves rows a and b with
//! a + b < n, worth a ⊕ b ≤ a + b < n, and taking all but m apples from one
//! end leaves m, for every m < n. A row is worth 0 only when it is gone, a
//! longer row can be taken whole or cut to one apple, and a single apple can
//! only be taken, so the misère sum of the rows follows the
//! Sprague–Grundy–Jia rule (`games_core::anti_sg`, its conditions for pieces
//! that split): the player to move wins iff the XOR of the rows
//! is not 0 and some row has two or more apples, or the XOR is 0 and every
//! row has one apple.

use games_core::anti_sg::anti_sg_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of rows in a test.
const MAX_N: usize = 100_000;
/// Largest number of rows over the whole input.
const MAX_TOTAL: usize = 1_000_000;
/// Largest row (ours; the judge's is 100).
const MAX_A: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let mut left = MAX_TOTAL;
    let mut rows = Vec::new();
    loop {
        let n: usize = sc.next_in("N", 1..=MAX_N)?;
        if n > left {
            return Err(sc.error(format!(
                "the rows of all tests add up to more than {MAX_TOTAL}"
            )));
        }
        left -= n;
        rows.clear();
        for _ in 0..n {
            rows.push(sc.next_in("a", 1..=MAX_A)?);
        }
        // A row of a apples is worth a in normal play.
        let first = anti_sg_wins(rows.iter().copied());
        out.write_all(if first { b"Yes\n" } else { b"No\n" })?;
        if sc.is_end()? {
            return Ok(());
        }
    }
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::answer;
    use problem_kit::rules::Rules;

    #[test]
    fn a_row_is_worth_its_length() {
        // Normal-play Grundy values by search over multisets of rows.
        for n in 0..=16u64 {
            let row = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(u64::from(kit::Kit::grundy(&row)), n);
        }
    }

    #[test]
    fn widest_values_are_exact() {
        let e18: u64 = 1_000_000_000_000_000_000;
        let input = format!("2\n{e18} {e18}\n3\n{e18} {e18} 1\n1\n{e18}\n2\n1 1\n3\n1 1 1\n");
        // Equal rows cancel with a big row left: lost; one more apple-row: won;
        // one big row: leave one apple; ones: win iff their number is even.
        assert_eq!(answer(&input, solve), "No\nYes\nYes\nYes\nNo\n");
        let max = format!("{MAX_N}\n{}", "1 ".repeat(MAX_N)).repeat(MAX_TOTAL / MAX_N);
        assert_eq!(answer(&max, solve), "Yes\n".repeat(MAX_TOTAL / MAX_N));
    }

    #[test]
    fn limits_are_enforced() {
        let over = format!("{MAX_N}\n{}", "1 ".repeat(MAX_N)).repeat(MAX_TOTAL / MAX_N) + "1\n1\n";
        let bad = [
            "",                         // no test
            "0\n",                      // N below 1
            "100001\n1\n",              // N past 10^5
            "1\n0\n",                   // an empty row
            "1\n1000000000000000001\n", // a row past 10^18
            "2\n1\n",                   // a row missing
            "1 1 2 1\n",                // a row missing in the second test
            "1 1 x\n",                  // a word for N
            over.as_str(),              // 10^6 + 1 rows in all
        ];
        problem_kit::assert_rejects(&bad, solve);
    }
}
