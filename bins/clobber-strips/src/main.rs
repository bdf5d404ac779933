//! Own problem "Clobber Strips": the outcome of a sum of up to four Clobber strips, read off the sum of their canonical forms (games-core's valuer and arena of canonical forms), since a sum's value is the sum of its parts' values.
//!
//! Black stones `x` are Left and white stones `o` Right, as in CGSuite.
//! Each strip is valued once by `games_core::valuer::Valuer` over
//! `games_core::clobber`: a strip falls apart into groups of touching
//! stones (a one-coloured group never moves and is dropped), and each
//! group is valued by the definition {Left's options | Right's options} in
//! canonical form (dominated options removed, reversible ones bypassed),
//! memoised across the whole input (a group read backwards shares an
//! entry, one with its colours swapped is the negative). Clobber values are
//! all-small (infinitesimals: ∗, ↑ and far more), so the exact canonical
//! form matters. The test's value G is the sum of its strips' values: G > 0
//! Left, G < 0 Right, G ‖ 0 the first player, G = 0 the second player wins.
//! `Games::outcome_of_sum` decides it without the canonical form of the
//! whole sum, comparing the first half's sum X with −Y, Y the second half's
//! (far cheaper on hot or intricate values).

use games_core::canonical::Games;
use games_core::clobber::{Clobber, Grid};
use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::valuer::Valuer;
use std::io::{Read, Write};

/// Most tests.
const MAX_T: u32 = 100;
/// Most strips in a test.
const MAX_K: u32 = 4;
/// Most cells in a strip.
const MAX_LEN: usize = 12;

/// The answers, by outcome class: Left, Right, the first player, the second player.
const WORDS: [&str; 4] = ["Left", "Right", "First", "Second"];

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    // One arena and one memo for the whole input: a strip met again (or a
    // group of another) is valued once.
    let mut games = Games::new();
    let mut valuer = Valuer::new(Clobber);
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    for _ in 0..t {
        let k: u32 = sc.next_in("k", 1..=MAX_K)?;
        let mut values = Vec::with_capacity(k as usize);
        for i in 1..=k {
            let what = format!("strip {i}");
            let cells = sc.next_word_of(&what, 1..=MAX_LEN, Alphabet::of(b"xo."))?;
            // A strip is a grid of one row (the alphabet was checked).
            let strip = Grid::strip(&cells)
                .ok_or_else(|| sc.error(format!("{what} is not a strip of `x`, `o`, `.`")))?;
            values.push(valuer.value(&mut games, &strip));
        }
        writeln!(out, "{}", games.outcome_of_sum(&values).word(WORDS))?;
    }
    sc.finish()
}

fn main() {
    // The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
