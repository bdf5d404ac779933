//! Own problem "Toads and Frogs Rows": the outcome of a sum of up to four Toads and Frogs rows, read off the sum of their canonical forms (games-core's valuer and arena of canonical forms), since a sum's value is the sum of its parts' values.
//!
//! The toads (`T`, moving right) are Left and the frogs (`F`, moving left)
//! Right, as in CGSuite. Each row is valued once by
//! `games_core::valuer::Valuer` over `games_core::toads_frogs`: a row falls
//! apart at walls `TTFF` that nothing can pass, dead toads at its right end
//! and dead frogs at its left end are dropped, and each piece is valued by
//! the definition {Left's options | Right's options} in canonical form
//! (dominated options removed, reversible ones bypassed), memoised across
//! the whole input (a mirrored piece with toads and frogs swapped is the
//! negative). The test's value G is the sum of its rows' values: G > 0
//! Left, G < 0 Right, G ‖ 0 the first player, G = 0 the second player wins.
//! `Games::outcome_of_sum` decides it without the canonical form of the
//! whole sum, comparing the first half's sum X with −Y, Y the second half's
//! (far cheaper on hot or intricate values).

use games_core::canonical::Games;
use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::toads_frogs::{Row, ToadsAndFrogs};
use games_core::valuer::Valuer;
use std::io::{Read, Write};

/// Most tests.
const MAX_T: u32 = 100;
/// Most rows in a test.
const MAX_K: u32 = 4;
/// Most cells in a row.
const MAX_LEN: usize = 12;

/// The answers, by outcome class: Left, Right, the first player, the second player.
const WORDS: [&str; 4] = ["Left", "Right", "First", "Second"];

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    // One arena and one memo for the whole input: a row met again (or a
    // piece of another) is valued once.
    let mut games = Games::new();
    let mut valuer = Valuer::new(ToadsAndFrogs);
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    for _ in 0..t {
        let k: u32 = sc.next_in("k", 1..=MAX_K)?;
        let mut values = Vec::with_capacity(k as usize);
        for i in 1..=k {
            let what = format!("row {i}");
            let cells = sc.next_word_of(&what, 1..=MAX_LEN, Alphabet::of(b"TF."))?;
            let row: Row = String::from_utf8_lossy(&cells)
                .parse()
                .map_err(|e| sc.error(format!("{what}: {e}")))?;
            values.push(valuer.value(&mut games, &row));
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
