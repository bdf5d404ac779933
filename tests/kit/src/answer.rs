//! Running a binary's `solve` on a string in a test: the output, or the error line the binary would print.

use games_core::io::{Result, Scanner};
use std::io::Cursor;

/// The reader a test's `solve` gets: the input's bytes (owned, so `solve` is
/// used at one concrete type, whatever the lifetimes).
pub type Input = Cursor<Vec<u8>>;

/// The output of `solve` on `input`, as the binary would print it.
///
/// Pass the binary's generic `solve` as it is: `answer("3\n1 2 3\n", solve)`.
///
/// # Panics
/// If `solve` rejects the input (with its error line) or writes invalid UTF-8.
///
/// # Example
/// ```
/// use games_core::io::{Result, Scanner};
/// use std::io::{Read, Write};
/// fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
///     let n: u64 = sc.next_in("n", 1..=10)?;
///     sc.finish()?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
/// assert_eq!(problem_kit::answer("4\n", solve), "8\n");
/// assert!(problem_kit::try_answer("11\n", solve).unwrap_err().contains("from 1 to 10"));
/// ```
pub fn answer<F>(input: &str, solve: F) -> String
where
    F: FnOnce(&mut Scanner<Input>, &mut Vec<u8>) -> Result<()>,
{
    match try_answer(input, solve) {
        Ok(out) => out,
        Err(e) => panic!("solve rejected the input ({e}):\n{input}"),
    }
}

/// The output of `solve` on `input`, or the error it reports (the text after `error: `).
///
/// # Panics
/// If `solve` writes invalid UTF-8.
pub fn try_answer<F>(input: &str, solve: F) -> std::result::Result<String, String>
where
    F: FnOnce(&mut Scanner<Input>, &mut Vec<u8>) -> Result<()>,
{
    let mut out = Vec::new();
    solve(
        &mut Scanner::new(Cursor::new(input.as_bytes().to_vec())),
        &mut out,
    )
    .map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("solve wrote invalid UTF-8"))
}
