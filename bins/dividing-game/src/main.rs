//! AtCoder ABC368 F "Dividing Game": a move replaces one number by a smaller positive divisor of it.
//!
//! A smaller divisor of A is A with some of its prime factors removed, and
//! any number 1..=Ω(A) of them can go, so each number is a Nim heap of size
//! Ω(A) (prime factors with multiplicity). Anna, moving first, wins iff the
//! XOR of the Ω(A_i) is non-zero. Ω comes from [`big_omega_table`], sieved
//! only up to the largest A_i read.
//!
//! Input is read with proconio, which AtCoder ships, but through its token
//! API ([`Source::next_token`] / [`Source::is_empty`]) rather than `input!`:
//! `input!` panics on a missing or malformed token, and `OnceSource::new`
//! panics on bytes that are not UTF-8, while bad input here must end with a
//! one-line `error: line L: …` and exit status 1. So the bytes are checked for
//! UTF-8 first, then every token proconio splits off is parsed and
//! range-checked by [`Tokens`] with games-core's integer parser.

use games_core::io::{run, Error, Int, Result};
use games_core::sieve::big_omega_table;
use proconio::source::once::OnceSource;
use proconio::source::Source;
use std::io::{self, BufReader, Read, Write};
use std::ops::RangeInclusive;

/// Largest N.
const MAX_N: usize = 100_000;
/// Largest A_i.
const MAX_A: u32 = 100_000;

/// proconio's token stream plus what error messages need: the text (to find
/// the line of a token) and how many tokens have been taken.
struct Tokens<'a> {
    source: OnceSource<BufReader<&'a [u8]>>,
    text: &'a str,
    taken: usize,
}

impl<'a> Tokens<'a> {
    /// Splits `input` into tokens; input that is not UTF-8 is an error.
    fn new(input: &'a [u8]) -> Result<Self> {
        let text = std::str::from_utf8(input).map_err(|e| {
            let valid = &input[..e.valid_up_to()];
            error_at(line_of_offset(valid), "found bytes that are not UTF-8 text")
        })?;
        Ok(Tokens {
            source: OnceSource::from(text),
            text,
            taken: 0,
        })
    }

    /// The next integer, which must lie in `range`; `what` names it in errors.
    ///
    /// The message is built only when the token is refused: a valid token
    /// costs proconio's split and the parse, nothing more.
    fn next_in<T: Int>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T> {
        let index = self.taken;
        let found = match self.source.next_token() {
            Some(token) => {
                self.taken += 1;
                match T::parse_token(token.as_bytes()) {
                    Some(v) if range.contains(&v) => return Ok(v),
                    _ => quote(token),
                }
            }
            None => "end of input".to_string(),
        };
        Err(error_at(
            line_of_token(self.text, index),
            format!(
                "expected {what}, an integer from {} to {}, found {found}",
                range.start(),
                range.end()
            ),
        ))
    }

    /// Checks that no token is left.
    fn finish(&mut self) -> Result<()> {
        if self.source.is_empty() {
            return Ok(());
        }
        let line = line_of_token(self.text, self.taken);
        let token = self.source.next_token().unwrap_or_default();
        Err(error_at(
            line,
            format!("expected end of input, found {}", quote(token)),
        ))
    }
}

fn error_at(line: u64, message: impl Into<String>) -> Error {
    Error::Input {
        line,
        message: message.into(),
    }
}

/// 1-based line on which `text` ends.
fn line_of_offset(text: &[u8]) -> u64 {
    1 + text.iter().filter(|&&b| b == b'\n').count() as u64
}

/// 1-based line of the token numbered `index` (0-based) when `text` is split
/// as proconio splits it ([`str::split_whitespace`]); the last line if there
/// are fewer tokens. Only error paths call it, so the rescan costs nothing
/// on valid input.
fn line_of_token(text: &str, index: usize) -> u64 {
    let mut count = 0;
    let mut inside = false;
    for (at, c) in text.char_indices() {
        if c.is_whitespace() {
            inside = false;
        } else if !inside {
            if count == index {
                return line_of_offset(&text.as_bytes()[..at]);
            }
            count += 1;
            inside = true;
        }
    }
    line_of_offset(text.as_bytes())
}

/// A token in backquotes, cut to 24 characters so the error stays short.
fn quote(token: &str) -> String {
    let mut shown: String = token.chars().take(24).collect();
    if shown.len() < token.len() {
        shown.push('…');
    }
    format!("`{shown}`")
}

fn solve<W: Write>(input: &[u8], out: &mut W) -> Result<()> {
    let mut tokens = Tokens::new(input)?;
    let n: usize = tokens.next_in("N", 1..=MAX_N)?;
    let mut a: Vec<u32> = Vec::with_capacity(n);
    for _ in 0..n {
        a.push(tokens.next_in("A_i", 2..=MAX_A)?);
    }
    tokens.finish()?;
    let omega = big_omega_table(a.iter().copied().max().unwrap_or(0) as usize);
    let xor = a.iter().fold(0, |x, &v| x ^ omega[v as usize]);
    writeln!(out, "{}", if xor != 0 { "Anna" } else { "Bruno" })?;
    Ok(())
}

fn main() {
    // proconio wants the whole input as one string, so stdin is read here, up
    // front; `run` then prints the answer or the one-line error (its own
    // scanner is not used: stdin is already drained).
    // 1 MiB: the largest input (about 600 kB) is read without regrowing the buffer.
    let mut input = Vec::with_capacity(1 << 20);
    let read = io::stdin().read_to_end(&mut input).map(|_| input);
    run(|_, out| solve(&read?, out));
}

#[cfg(test)]
mod tests;
