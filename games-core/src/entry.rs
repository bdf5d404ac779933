//! A binary's `main`: `run(solve)` reads stdin, prints the answer only on success, and turns every error into one line on stderr and status 1; `run_interactive(play)` does the same for a program that plays against a judge.

use super::error::{Error, Result};
use super::interactive::Judge;
use super::scanner::Scanner;
use std::io::{self, IsTerminal, Write};

/// What a binary's input is made of, as its terminal hint tells the user.
///
/// # Example
/// ```
/// use games_core::io::{terminal_hint, Reads};
/// let hint = terminal_hint(Some("shiritori"), Reads::IntegersAndStrings);
/// assert!(hint.contains("whitespace-separated integers and strings"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reads {
    /// Only integers ([`Scanner::next_in`]): what [`run`] assumes.
    Integers,
    /// Only strings ([`Scanner::next_word_in`], [`Scanner::next_word_of`]).
    Strings,
    /// Both (a count, then words): give it to [`run_reading`].
    IntegersAndStrings,
    /// The judge's lines, one at a time: an interactive program ([`run_interactive`]).
    JudgeLines,
}

/// The line [`run`] prints on stderr when stdin is a terminal: what the program
/// reads (`reads`) and where its statement is, named after `program`
/// (`argv[0]`, whose file stem is the binary's name, as cargo builds it).
///
/// # Complexity
/// O(length of `program`).
///
/// # Example
/// ```
/// use games_core::io::{terminal_hint, Reads};
/// let hint = terminal_hint(Some("target/release/nim-game"), Reads::Integers);
/// assert!(hint.starts_with("nim-game: reading the input from the terminal"));
/// assert!(hint.contains("whitespace-separated integers in the format of bins/nim-game/README.md"));
/// ```
pub fn terminal_hint(program: Option<&str>, reads: Reads) -> String {
    let stem = program.and_then(|p| std::path::Path::new(p).file_stem()?.to_str());
    let name = stem.filter(|n| !n.is_empty()).unwrap_or("this program");
    let words = match reads {
        Reads::Integers => "integers",
        Reads::Strings => "strings",
        Reads::IntegersAndStrings => "integers and strings",
        Reads::JudgeLines => {
            return format!(
                "{name}: reading the input from the terminal: you are the judge; \
                 type its lines as bins/{name}/README.md describes, one at a time \
                 (or let `cargo xtask play {name}` be the judge)"
            )
        }
    };
    format!(
        "{name}: reading the input from the terminal: whitespace-separated {words} \
         in the format of bins/{name}/README.md; type them and press Ctrl-D, \
         or pipe a file in (< samples/{name}/sample-1.in)"
    )
}

/// Runs a program: scans stdin, lets `solve` write into a buffer, and prints
/// the buffer only if `solve` succeeded.
///
/// On error it prints one line `error: …` on stderr and exits with status 1,
/// so bad input never yields a partial answer. A panic (a bug) is reported
/// in one line too, with status 101. Started at a terminal with nothing
/// piped in, it first prints one line [`terminal_hint`] on stderr, so the
/// wait for input is not mistaken for a hang.
///
/// # Complexity
/// That of `solve`, plus writing the output once.
///
/// # Example
/// Every binary's `main` (not run here: it reads the real stdin):
/// ```no_run
/// use games_core::io::{run, Result, Scanner};
/// use std::io::{Read, Write};
///
/// fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
///     let n: u64 = sc.next_in("n", 1..=1_000_000_000_000_000_000)?;
///     sc.finish()?;
///     writeln!(out, "{}", if n % 4 != 0 { "first" } else { "second" })?;
///     Ok(())
/// }
///
/// fn main() {
///     run(solve);
/// }
/// ```
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Scanner<io::StdinLock<'static>>, &mut Vec<u8>) -> Result<()>,
{
    run_reading(Reads::Integers, solve);
}

/// [`run`] for a binary whose input is not only integers: its terminal hint
/// says `reads` ("integers and strings", say) instead of "integers".
///
/// # Complexity
/// That of `solve`, plus writing the output once.
///
/// # Example
/// A binary that reads a count and then words (not run here: it reads the real stdin):
/// ```no_run
/// use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
/// use std::io::{Read, Write};
///
/// fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
///     let n: usize = sc.next_in("N", 1..=200_000)?;
///     for i in 1..=n {
///         let word = sc.next_word_of(&format!("S_{i}"), 3..=8, Alphabet::ASCII_LETTERS)?;
///         out.write_all(&word[word.len() - 3..])?;
///         out.write_all(b"\n")?;
///     }
///     sc.finish()
/// }
///
/// fn main() {
///     run_reading(Reads::IntegersAndStrings, solve);
/// }
/// ```
pub fn run_reading<F>(reads: Reads, solve: F)
where
    F: FnOnce(&mut Scanner<io::StdinLock<'static>>, &mut Vec<u8>) -> Result<()>,
{
    std::panic::set_hook(Box::new(|info| {
        eprintln!(
            "error: internal bug: {}",
            info.to_string().replace('\n', " ")
        )
    }));
    hint_at_a_terminal(reads);
    let mut out = Vec::with_capacity(1 << 16);
    let result = solve(&mut Scanner::new(io::stdin().lock()), &mut out).and_then(|()| {
        let mut stdout = io::stdout().lock();
        stdout.write_all(&out)?;
        Ok(stdout.flush()?)
    });
    match result {
        Err(Error::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
        Ok(()) => {}
    }
}

/// Runs an interactive program: `play` talks to the judge on stdin and
/// stdout through a [`Judge`], which flushes our lines before every read
/// and never reads ahead of what the judge sent.
///
/// When `play` returns `Ok` (an end marker was read, or the session is
/// over) what is left is flushed and the program exits with status 0. On
/// an error (a judge line that breaks the protocol) it prints one line
/// `error: …` on stderr and exits with status 1; a judge that closed its
/// end of the pipe ends the program quietly. A panic (a bug) is one line
/// too, with status 101.
///
/// # Complexity
/// That of `play`, plus one flush per read.
///
/// # Example
/// A program that declares every odd number the judge leaves it (not run here: it talks to the real stdin):
/// ```no_run
/// use games_core::interactive::Judge;
/// use games_core::io::{run_interactive, Result};
/// use std::io::{Read, Write};
///
/// fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
///     let n: u64 = judge.next_in("N", 1..=1000)?;
///     let mut k = 1;
///     loop {
///         writeln!(judge, "{k}")?;
///         if judge.next_in_or("the judge's number", 1..=2 * n + 1, &[0])? == 0 {
///             return Ok(());
///         }
///         k += 2;
///     }
/// }
///
/// fn main() {
///     run_interactive(play);
/// }
/// ```
pub fn run_interactive<F>(play: F)
where
    F: FnOnce(&mut Judge<io::StdinLock<'static>, io::StdoutLock<'static>>) -> Result<()>,
{
    std::panic::set_hook(Box::new(|info| {
        eprintln!(
            "error: internal bug: {}",
            info.to_string().replace('\n', " ")
        )
    }));
    hint_at_a_terminal(Reads::JudgeLines);
    let mut judge = Judge::new(io::stdin().lock(), io::stdout().lock());
    let result = play(&mut judge).and_then(|()| Ok(judge.flush()?));
    match result {
        Err(Error::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            let _ = judge.flush();
            eprintln!("error: {e}");
            std::process::exit(1);
        }
        Ok(()) => {}
    }
}

/// Local only: prints [`terminal_hint`] on stderr when stdin is a terminal.
/// Bundles leave it out (a judge has no terminal), with its call in [`run_reading`].
fn hint_at_a_terminal(reads: Reads) {
    if io::stdin().is_terminal() {
        let program = std::env::args().next();
        eprintln!("{}", terminal_hint(program.as_deref(), reads));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_hint_names_the_binary_and_its_statement() {
        for program in ["target/debug/take-1-3-4", "take-1-3-4", "./take-1-3-4.exe"] {
            let hint = terminal_hint(Some(program), Reads::Integers);
            assert!(hint.starts_with("take-1-3-4: reading the input"), "{hint}");
            assert!(hint.contains(" bins/take-1-3-4/README.md;"), "{hint}");
            assert!(
                hint.contains("whitespace-separated integers in the format"),
                "{hint}"
            );
            assert!(!hint.contains('\n'));
        }
        assert!(terminal_hint(None, Reads::Integers).starts_with("this program: "));
        assert!(terminal_hint(Some(""), Reads::Strings).starts_with("this program: "));
        for (reads, words) in [
            (Reads::Strings, "separated strings in"),
            (
                Reads::IntegersAndStrings,
                "separated integers and strings in",
            ),
        ] {
            let hint = terminal_hint(Some("shiritori"), reads);
            assert!(hint.contains(words), "{hint}");
            assert!(hint.contains(" bins/shiritori/README.md;"), "{hint}");
        }
    }
}
