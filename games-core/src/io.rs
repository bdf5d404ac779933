//! The contest I/O in one path: what a binary's `use games_core::io::{…}` names, re-exported from the modules that hold it.
//!
//! Each part is its own module: `scanner` (the `Scanner`), `int` (integers
//! from bytes), `swar` (eight bytes at a time), `show` (how errors show a
//! token), `alphabet` (the bytes a string may hold), `error` (`Error`,
//! `Result`) and `entry` (`run`, `run_reading`). A bundle carries only the
//! items of these that the binary reaches.
//!
//! What to call:
//!
//! | method | what it does |
//! |---|---|
//! | `Scanner::new(reader)` | wraps any `Read` (tests pass `&b"…"[..]`); one 256 KiB buffer |
//! | `next_in("name", lo..=hi)` | the next integer of any std integer type, checked against the range; the error names it: `line L: expected name, an integer from lo to hi, found …` |
//! | `next("name")` | `next_in` over the type's full range |
//! | `next_word_in("S_i", 3..=8)` | the next token as bytes (`Vec<u8>`, any length), its length checked: ``line L: expected S_i, a string of 3 to 8 characters, found `ab`, of length 2`` |
//! | `next_word_of("pins", n..=n, Alphabet::of(b"IX"))` | the same, restricted to an alphabet (`Alphabet::ASCII_LETTERS`, `LOWERCASE`, `UPPERCASE`, `DIGITS`, `of(b"…")`); the error names the first byte outside it and its position |
//! | `next_distinct_in("s", count, lo..=hi)` | `count` pairwise different values (a move set) as a `Vec`; a repeat is `line L: s_i = v repeats an earlier value; …` |
//! | `is_end()` | whether only whitespace is left (for "until end of input" formats) |
//! | `finish()` | errors with `expected end of input, found …` if any token is left; end every `solve` with it |
//! | `line()` | the 1-based line reached so far |
//! | `error("message")` | an `Error::Input` at the current line, for rules between values (`b ≥ a`, a cycle in a graph, …) |
//! | `run(solve)` | reads stdin, runs `solve`, prints the buffered answer only on success; on `Err` prints `error: line L: …` and exits 1 |
//! | `run_reading(Reads::IntegersAndStrings, solve)` | `run` for a binary whose input holds strings (its terminal hint says so) |
//! | `run_interactive(play)` | an interactive binary: `play(judge)` reads the judge's lines with `judge.next_in(…)` / `judge.next_in_or(…, &[markers])` and writes moves with `writeln!(judge, …)`; every read flushes first, nothing is read ahead |
//! | `Scanner::interactive(reader)` | the scanner under `Judge`: each refill returns what one `read` brought |

pub use super::alphabet::Alphabet;
pub use super::entry::{run, run_interactive, run_reading, terminal_hint, Reads};
pub use super::error::{Error, Result};
pub use super::int::Int;
pub use super::interactive::Judge;
pub use super::scanner::{Scanner, BUFFER_SIZE};
