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
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::{answer, try_answer};

    #[test]
    fn letters_encode_one_to_one() {
        let mut seen = [false; LETTERS];
        for b in (b'A'..=b'Z').chain(b'a'..=b'z') {
            assert!(!seen[letter(b)]);
            seen[letter(b)] = true;
        }
        assert_eq!(code(b"zzz"), LETTERS.pow(3) - 1);
        assert_eq!(code(b"AAA"), 0);
    }

    #[test]
    fn limits_are_enforced() {
        let bad = [
            "0\n",            // N below 1
            "200001\nabc\n",  // N past 2·10^5
            "1\nab\n",        // a word of 2 letters
            "1\nabcdefghi\n", // a word of 9 letters
            "1\nab1\n",       // a digit
            "1\nabé\n",       // not ASCII
            "2\nabc\n",       // a word missing
            "1\nabc abc\n",   // a word too many
        ];
        problem_kit::assert_rejects(&bad, solve);
        let e = try_answer("2\nabc\nab_d\n", solve).unwrap_err().to_string();
        assert_eq!(
            e,
            "line 3: expected S_2, a string of 3 to 8 ASCII letters, found `ab_d`, whose character 3 is `_`"
        );
        // Case matters; a three-letter word can follow itself; both ends of the length limit.
        assert_eq!(answer("2\nabcd\nBCDx\n", solve), "Takahashi\nTakahashi\n");
        assert_eq!(answer("1\naba\n", solve), "Draw\n");
        assert_eq!(answer("2\nabcdefgh\nfghab\n", solve), "Aoki\nTakahashi\n");
        assert_eq!(answer("2\nabcdefgh\nfghXXabc\n", solve), "Draw\nDraw\n");
        assert_eq!(answer("2\nabcd\nbcdx\n", solve), "Aoki\nTakahashi\n");
    }

    #[test]
    fn the_largest_input_runs() {
        // 2·10^5 words on a handful of three-letter ends: long chains and cycles.
        let mut input = String::from("200000\n");
        let ends = ["aaa", "aab", "abA", "Zzz", "zZz", "QQQ"];
        for i in 0..200_000usize {
            let a = ends[i % ends.len()];
            let b = ends[(i * 7 + i / 6) % ends.len()];
            input.push_str(&format!("{a}xy{b}\n"));
        }
        let out = answer(&input, solve);
        assert_eq!(out.lines().count(), 200_000);
    }
}
