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

/// Asserts that `solve` rejects every one of `inputs` (a limit crossed, a token
/// missing or left over): bad input never gets an answer.
///
/// # Panics
/// On the first input `solve` accepts, naming it (escaped) and the output it gave.
///
/// # Example
/// ```
/// use games_core::io::{Result, Scanner};
/// use std::io::{Read, Write};
/// fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
///     let n: u64 = sc.next_in("n", 1..=10)?;
///     sc.finish()?;
///     writeln!(out, "{n}")?;
///     Ok(())
/// }
/// problem_kit::assert_rejects(&["0\n", "11\n", "1 2\n", ""], solve);
/// ```
pub fn assert_rejects<F>(inputs: &[&str], solve: F)
where
    F: Fn(&mut Scanner<Input>, &mut Vec<u8>) -> Result<()>,
{
    for input in inputs {
        if let Ok(out) = try_answer(input, &solve) {
            panic!("solve accepted {input:?} and answered {out:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
        let n: u8 = sc.next_in("n", 1..=3)?;
        sc.finish()?;
        writeln!(out, "{n}")?;
        Ok(())
    }

    #[test]
    #[should_panic(expected = "solve accepted \"2\\n\" and answered \"2\\n\"")]
    fn an_accepted_bad_input_fails_the_check() {
        assert_rejects(&["0\n", "2\n"], solve);
    }
}
