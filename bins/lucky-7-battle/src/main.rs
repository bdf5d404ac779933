//! AtCoder ABC195 E "Lucky 7 Battle": in round i player X_i appends S_i or 0; Takahashi wants a multiple of 7.
//!
//! Only the number modulo 7 matters, since appending a digit d turns a value
//! with residue r into one with residue (10r + d) mod 7. Backwards from the
//! end, where Takahashi wins exactly with residue 0, the rounds are folded
//! one at a time: before round i, Takahashi wins from residue r iff one of
//! the two residues after the round is winning (if X_i = `T`) or both are
//! (if X_i = `A`). Takahashi wins iff the empty string (residue 0) wins
//! before round 1. O(7N) time, one 7-entry table.

use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use std::io::{Read, Write};

/// Largest N (the judge's limit).
const MAX_N: usize = 200_000;

/// Whether Takahashi wins with the digits `s` and the players `x` (`T`/`A`), both of the same length.
fn takahashi_wins(s: &[u8], x: &[u8]) -> bool {
    // wins[r]: Takahashi wins from residue r before the round being folded.
    let mut wins = [false; 7];
    wins[0] = true;
    for (&digit, &player) in s.iter().zip(x).rev() {
        let d = usize::from(digit - b'0');
        let mut before = [false; 7];
        for (r, w) in before.iter_mut().enumerate() {
            let keep_digit = wins[(10 * r + d) % 7];
            let append_zero = wins[10 * r % 7];
            *w = if player == b'T' {
                keep_digit || append_zero
            } else {
                keep_digit && append_zero
            };
        }
        wins = before;
    }
    wins[0]
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let s = sc.next_word_of("S", n..=n, Alphabet::DIGITS)?;
    let x = sc.next_word_of("X", n..=n, Alphabet::of(b"TA"))?;
    sc.finish()?;
    let winner = if takahashi_wins(&s, &x) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{winner}")?;
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
    use problem_kit::answer;

    /// N = 2·10^5, where the outcome is clear by hand.
    #[test]
    fn widest_values() {
        let n = MAX_N;
        // Only zeros can be appended: every number is 0, a multiple of 7.
        let zeros = format!("{n}\n{}\n{}\n", "0".repeat(n), "A".repeat(n));
        assert_eq!(answer(&zeros, solve), "Takahashi\n");
        // Takahashi has only the last round, with digit 7: 10r and 10r + 7 have
        // the same residue, so he wins iff r ≡ 0 before it; in round N − 1 Aoki
        // appends 1 or 0, whichever leaves a non-zero residue.
        let s = format!("{}7", "1".repeat(n - 1));
        let x = format!("{}T", "A".repeat(n - 1));
        assert_eq!(answer(&format!("{n}\n{s}\n{x}\n"), solve), "Aoki\n");
        // Takahashi owns every round: he can always append 0.
        let s = "9".repeat(n);
        let x = "T".repeat(n);
        assert_eq!(answer(&format!("{n}\n{s}\n{x}\n"), solve), "Takahashi\n");
    }

    #[test]
    fn limits_are_enforced() {
        let bad = [
            "0\n\n\n",        // N = 0
            "200001\n1\nT\n", // N past 2·10^5
            "2\n1\nTA\n",     // S shorter than N
            "2\n123\nTA\n",   // S longer than N
            "2\n1a\nTA\n",    // S not all digits
            "2\n12\nTB\n",    // X with a letter other than T, A
            "2\n12\nT\n",     // X shorter than N
            "2\n12\n",        // X missing
        ];
        problem_kit::assert_rejects(&bad, solve);
        assert_eq!(answer("1\n7\nA\n", solve), "Takahashi\n");
        assert_eq!(answer("1\n1\nA\n", solve), "Aoki\n");
        assert_eq!(answer("1\n1\nT\n", solve), "Takahashi\n");
    }
}
