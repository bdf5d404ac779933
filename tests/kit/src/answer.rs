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

/// Asserts that `solve` answers `input` with exactly `expected`; on a
/// difference it panics with a short report instead of both whole outputs:
/// the first line that differs (`judge_rules::diff::mismatch`), both versions
/// of it cut to a window around the first differing character, and the input's start.
///
/// # Panics
/// If `solve` rejects the input, or answers anything but `expected`.
///
/// # Example
/// ```
/// use games_core::io::{Result, Scanner};
/// use std::io::{Read, Write};
/// fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
///     let n: usize = sc.next_in("n", 1..=100)?;
///     sc.finish()?;
///     for _ in 0..n {
///         writeln!(out, "{}", "W".repeat(n))?;
///     }
///     Ok(())
/// }
/// problem_kit::assert_answer("3", solve, "WWW\nWWW\nWWW\n");
/// ```
pub fn assert_answer<F>(input: &str, solve: F, expected: &str)
where
    F: FnOnce(&mut Scanner<Input>, &mut Vec<u8>) -> Result<()>,
{
    let got = answer(input, solve);
    if let Some(report) = answer_difference(expected, &got) {
        let shown = judge_rules::diff::clip(&input.replace('\n', "⏎"), 120);
        panic!("solve's answer is not the expected one: {report}\non input: {shown}");
    }
}

/// [`assert_answer`] on each `(input, expected)` row of a table: the
/// statement's samples and known positions, written as data.
///
/// # Panics
/// On the first row whose input `solve` rejects or answers otherwise, with
/// [`assert_answer`]'s report (which shows the row's input).
///
/// # Example
/// ```
/// use games_core::io::{Result, Scanner};
/// use std::io::{Read, Write};
/// fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
///     let n: u64 = sc.next_in("n", 1..=10)?;
///     sc.finish()?;
///     writeln!(out, "{}", if n % 2 == 1 { "First" } else { "Second" })?;
///     Ok(())
/// }
/// problem_kit::assert_answers(solve, &[("1\n", "First\n"), ("2", "Second\n")]);
/// ```
pub fn assert_answers<F>(solve: F, rows: &[(&str, &str)])
where
    F: Fn(&mut Scanner<Input>, &mut Vec<u8>) -> Result<()>,
{
    for &(input, expected) in rows {
        assert_answer(input, &solve, expected);
    }
}

/// Longest part of a differing line shown by [`assert_answer`], in characters.
const WINDOW: usize = 80;

/// [`assert_answer`]'s report, `None` when `got == expected`.
fn answer_difference(expected: &str, got: &str) -> Option<String> {
    let report = judge_rules::diff::mismatch(expected.as_bytes(), got.as_bytes())?;
    let exp: Vec<&str> = expected.split_inclusive('\n').collect();
    let out: Vec<&str> = got.split_inclusive('\n').collect();
    let i = exp
        .iter()
        .zip(&out)
        .position(|(a, b)| a != b)
        .unwrap_or(exp.len().min(out.len()));
    let (e, g) = match (exp.get(i), out.get(i)) {
        (Some(e), Some(g)) if e.chars().count().max(g.chars().count()) > WINDOW => (*e, *g),
        // Short lines or a missing line: mismatch's report is short already.
        _ => return Some(report),
    };
    let column = e
        .chars()
        .zip(g.chars())
        .position(|(a, b)| a != b)
        .unwrap_or(e.chars().count().min(g.chars().count()));
    let start = column.saturating_sub(WINDOW / 2);
    let window = |line: &str| {
        let total = line.chars().count();
        let piece: String = line.chars().skip(start).take(WINDOW).collect();
        let shown = judge_rules::diff::show_line(piece.as_bytes());
        let before = if start > 0 { "…" } else { "" };
        let after = if start + WINDOW < total { "…" } else { "" };
        format!("{before}{shown}{after} ({total} characters)")
    };
    let head = report.lines().next().unwrap_or_default();
    Some(format!(
        "{head}\n  at character {}:\n  expected: {}\n  got:      {}",
        column + 1,
        window(e),
        window(g)
    ))
}

/// The seed problems' answer line, as a reference writes it: `TRƯỚC` when
/// the player to move wins, `SAU` when not (the binaries write it with
/// `games_core::verdict`).
///
/// # Example
/// ```
/// assert_eq!(problem_kit::verdict(true), "TRƯỚC\n");
/// assert_eq!(problem_kit::verdict(false), "SAU\n");
/// ```
pub fn verdict(first_wins: bool) -> String {
    format!("{}\n", if first_wins { "TRƯỚC" } else { "SAU" })
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

    fn grid<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
        let n: usize = sc.next_in("n", 1..=100)?;
        sc.finish()?;
        for r in 0..n {
            let row: String = (0..n)
                .map(|c| if (r, c) == (57, 93) { 'L' } else { 'W' })
                .collect();
            writeln!(out, "{row}")?;
        }
        Ok(())
    }

    #[test]
    fn a_right_grid_answer_passes() {
        let mut want = format!("{}\n", "W".repeat(100)).repeat(100);
        let at = 57 * 101 + 93;
        want.replace_range(at..at + 1, "L");
        assert_answer("100\n", grid, &want);
    }

    #[test]
    fn a_wrong_grid_answer_shows_the_first_difference_only() {
        let want = format!("{}\n", "W".repeat(100)).repeat(100);
        let caught = std::panic::catch_unwind(|| assert_answer("100\n", grid, &want));
        let message = *caught.unwrap_err().downcast::<String>().unwrap();
        assert!(
            message.contains("first difference on line 58 of 100"),
            "{message}"
        );
        assert!(message.contains("at character 94"), "{message}");
        assert!(message.contains("got:      …\"WWW"), "{message}");
        assert!(message.len() < 700, "{} bytes:\n{message}", message.len());
    }

    #[test]
    fn short_differences_are_mismatch_s_report() {
        let r = answer_difference("First\nSecond\n", "First\nFirst\n").unwrap();
        assert!(r.contains("line 2 of 2"), "{r}");
        assert!(r.contains("expected: \"Second\""), "{r}");
        assert_eq!(answer_difference("a\n", "a\n"), None);
    }

    #[test]
    #[should_panic(expected = "solve accepted \"2\\n\" and answered \"2\\n\"")]
    fn an_accepted_bad_input_fails_the_check() {
        assert_rejects(&["0\n", "2\n"], solve);
    }

    #[test]
    fn a_table_of_answers_is_checked_row_by_row() {
        assert_answers(solve, &[("1\n", "1\n"), ("3", "3\n")]);
        let caught = std::panic::catch_unwind(|| {
            assert_answers(solve, &[("1\n", "1\n"), ("2\n", "3\n"), ("3\n", "3\n")]);
        });
        let message = *caught.unwrap_err().downcast::<String>().unwrap();
        assert!(message.contains("on input: 2⏎"), "{message}");
        let rejected = std::panic::catch_unwind(|| assert_answers(solve, &[("4\n", "4\n")]));
        assert!(rejected.is_err());
    }
}
