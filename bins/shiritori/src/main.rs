//! AtCoder ABC209 E "Shiritori": a word chain that may go on for ever, Win/Lose/Draw for every first word.
//!
//! After a word is said, all that matters is its last three letters: the
//! next word must begin with them. So the positions are the 52³ three-letter
//! strings, and each word w is a move from its first three letters to its
//! last three; only the at most 2N strings that occur are numbered.
//! Retrograde analysis labels every position Win, Lose or Draw for the player
//! to move (a position with no word to say is Lose) in O(N), after one O(52³)
//! table fill. When Takahashi opens with S_i, Aoki is to move at the last
//! three letters of S_i: Takahashi wins iff that position is Lose for Aoki.

use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::retrograde::{retrograde, Graph, Outcome};
use std::io::{Read, Write};

/// Largest number of words N (the judge's limit).
const MAX_N: usize = 200_000;
/// Number of ASCII letters: `A`–`Z` then `a`–`z`.
const LETTERS: usize = 52;

/// The letter `b` as 0..52 (upper case first).
fn letter(b: u8) -> usize {
    if b.is_ascii_uppercase() {
        usize::from(b - b'A')
    } else {
        26 + usize::from(b - b'a')
    }
}

/// Three letters as one number in 0..52³.
fn code(three: &[u8]) -> usize {
    (letter(three[0]) * LETTERS + letter(three[1])) * LETTERS + letter(three[2])
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    // Only the three-letter strings that occur become positions, numbered as met.
    let mut id = vec![u32::MAX; LETTERS.pow(3)];
    let mut positions = 0usize;
    let mut position = |three: &[u8]| {
        let slot = &mut id[code(three)];
        if *slot == u32::MAX {
            *slot = positions as u32;
            positions += 1;
        }
        *slot as usize
    };
    let mut moves = Vec::with_capacity(n);
    for i in 1..=n {
        let w = sc.next_word_of(&format!("S_{i}"), 3..=8, Alphabet::ASCII_LETTERS)?;
        moves.push((position(&w[..3]), position(&w[w.len() - 3..])));
    }
    sc.finish()?;
    let graph =
        Graph::from_edges(positions, &moves).expect("every end was numbered below positions");
    let outcome = retrograde(&graph);
    for &(_, last) in &moves {
        // Aoki moves next, at the last three letters of Takahashi's word.
        let line: &[u8] = match outcome[last] {
            Outcome::Lose => b"Takahashi\n",
            Outcome::Win => b"Aoki\n",
            Outcome::Draw => b"Draw\n",
        };
        out.write_all(line)?;
    }
    Ok(())
}

fn main() {
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
