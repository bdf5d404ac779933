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
use games_core::verdict::write_winner;
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
    write_winner(out, takahashi_wins(&s, &x), ["Takahashi", "Aoki"])?;
    Ok(())
}

fn main() {
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
