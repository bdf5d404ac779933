//! End-to-end checks of a binary: golden samples discovered from `samples/<name>/`, and bad input.

// assert_cmd's error type is large; these checks build it only on failure.
#![allow(clippy::result_large_err)]

use assert_cmd::Command;
use itertools::Itertools;
use judge_rules::workspace::workspace_at_or_above;
use predicates::prelude::*;
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root: the first folder at or above `$CARGO_MANIFEST_DIR` as
/// cargo sets it when it runs a test (the package under test) whose
/// `Cargo.toml` has a `[workspace]` table; without it (a kit run directly), the
/// folder this crate was compiled in. Read at run time, so a test built in
/// another clone sharing the target folder still reads this clone's files.
pub fn workspace_root() -> PathBuf {
    let compiled = || {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .ancestors()
            .nth(2)
            .expect("tests/kit sits inside the workspace")
            .to_path_buf()
    };
    let Some(start) = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from) else {
        return compiled();
    };
    workspace_at_or_above(&start).unwrap_or_else(compiled)
}

/// `samples/` at the workspace root.
pub fn samples_root() -> PathBuf {
    workspace_root().join("samples")
}

/// The `(input, expected output)` file pairs of `problem`, sorted by name.
///
/// # Panics
/// If the folder is missing or empty, or an `.in` file has no `.out` twin (or the reverse).
pub fn sample_cases(problem: &str) -> Vec<(PathBuf, PathBuf)> {
    let dir = samples_root().join(problem);
    let entries = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .sorted()
        .collect_vec();
    for p in &entries {
        let ext = p.extension().and_then(|e| e.to_str());
        assert!(
            matches!(ext, Some("in" | "out")),
            "{} is neither .in nor .out",
            p.display()
        );
        let twin = p.with_extension(if ext == Some("in") { "out" } else { "in" });
        assert!(
            twin.exists(),
            "{} has no twin {}",
            p.display(),
            twin.display()
        );
    }
    let cases = entries
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|p| {
            let out = p.with_extension("out");
            (p, out)
        })
        .collect_vec();
    assert!(!cases.is_empty(), "{} has no samples", dir.display());
    cases
}

fn name(p: &Path) -> String {
    format!(
        "{}/{}",
        p.parent()
            .and_then(|d| d.file_name())
            .unwrap_or_default()
            .to_string_lossy(),
        p.file_name().unwrap_or_default().to_string_lossy()
    )
}

/// Runs `bin` on every sample of `problem` and compares stdout byte for byte.
///
/// All samples run; the panic lists every failing file with its first
/// differing line ([`judge_rules::diff::mismatch`]: `\r` and a missing final
/// newline are shown, not hidden).
pub fn check_samples(bin: &str, problem: &str) {
    check_samples_with(bin, problem, None);
}

/// A kit's checker ([`crate::Problem::check`]): `Err` says why an output is wrong.
pub type Checker = fn(&str, &str) -> Result<(), String>;

/// [`check_samples`] for a problem whose answers are not unique: an output
/// that differs from the sample's `.out` passes when `checker` (the kit's
/// [`crate::Problem::check`]) accepts it. With `None`, byte for byte.
pub fn check_samples_with(bin: &str, problem: &str, checker: Option<Checker>) {
    let mut failures = Vec::new();
    for (input, output) in sample_cases(problem) {
        let expected = fs::read(&output).expect("readable .out");
        let got = Command::new(bin)
            .pipe_stdin(&input)
            .expect("readable .in")
            .output()
            .expect("the binary runs");
        let mut problems = Vec::new();
        if !got.status.success() {
            problems.push(format!("exit status {}", got.status));
        }
        if let Some(m) = judge_rules::diff::mismatch(&expected, &got.stdout) {
            let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
            let input_text = text(&fs::read(&input).expect("readable .in"));
            match checker.map(|check| check(&input_text, &text(&got.stdout))) {
                Some(Ok(())) => {}
                Some(Err(why)) => problems.push(format!("wrong output, {why}")),
                None => problems.push(format!("wrong output, {m}")),
            }
        }
        if !got.stderr.is_empty() {
            problems.push(format!(
                "stderr is not empty: {}",
                String::from_utf8_lossy(&got.stderr).trim_end()
            ));
        }
        if !problems.is_empty() {
            failures.push(format!("{}: {}", name(&input), problems.join("; ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of the samples failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Whitespace-separated tokens of a sample input.
fn tokens(text: &[u8]) -> Vec<&[u8]> {
    text.split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect()
}

fn replace_first(text: &[u8], with: &[u8]) -> Vec<u8> {
    let start = text
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .expect("sample has a token");
    let len = text[start..]
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .unwrap_or(text.len() - start);
    [&text[..start], with, &text[start + len..]].concat()
}

fn drop_last(text: &[u8]) -> Vec<u8> {
    let toks = tokens(text);
    toks[..toks.len() - 1].join(&b' ')
}

/// Malformed variants of a valid input, each with a label; a variant that
/// leaves the input as it was (a first token that already is `-1`) is
/// left out, since it is not malformed.
pub fn mutations(text: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let mut junk = text.to_vec();
    junk.extend_from_slice(b"\n7\n");
    let mut all = vec![
        ("a word where a number belongs", replace_first(text, b"abc")),
        (
            "a number past 64 bits",
            replace_first(text, b"18446744073709551616"),
        ),
        ("a negative number", replace_first(text, b"-1")),
        ("bytes that are not UTF-8", replace_first(text, b"\xff\xfe")),
        ("input cut off before its last token", drop_last(text)),
        ("trailing junk after a complete input", junk),
    ];
    all.retain(|(_, bad)| bad != text);
    all
}

/// Runs `bin` on malformed copies of every sample of `problem`; each must exit
/// with status 1, print nothing on stdout and exactly one line `error: …` on stderr.
pub fn check_bad_input(bin: &str, problem: &str) {
    bad_samples(bin, problem, Stdout::Empty, |_| true);
}

/// What a rejected input may leave on stdout.
#[derive(Clone, Copy, PartialEq)]
enum Stdout {
    /// Nothing: a binary that prints only after reading its whole input.
    Empty,
    /// Anything: an interactive binary prints its moves before the bad line.
    Any,
}

/// Whether `bin` rejects `bad` cleanly: status 1, exactly one stderr line
/// `error: …` without a panic, containing `says`, and stdout as `stdout` allows.
fn rejects(bin: &str, bad: &[u8], says: &str, stdout: Stdout) -> Result<(), String> {
    let says = says.to_string();
    Command::new(bin)
        .write_stdin(bad.to_vec())
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .try_code(1)
        .and_then(|a| match stdout {
            Stdout::Empty => a.try_stdout(predicates::str::is_empty()),
            Stdout::Any => Ok(a),
        })
        .and_then(|a| {
            a.try_stderr(
                predicates::str::starts_with("error: ")
                    .and(predicates::str::contains("panicked").not())
                    .and(predicates::function::function(move |s: &str| {
                        s.ends_with('\n') && s.matches('\n').count() == 1 && s.contains(&says)
                    })),
            )
        })
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Runs `bin` on the [`mutations`] of every sample of `problem` that `keep`
/// keeps (by label); each must be rejected cleanly ([`rejects`]).
fn bad_samples(bin: &str, problem: &str, stdout: Stdout, keep: impl Fn(&str) -> bool) {
    let mut failures = Vec::new();
    for (input, _) in sample_cases(problem) {
        let text = fs::read(&input).expect("readable .in");
        for (label, bad) in mutations(&text).into_iter().filter(|(l, _)| keep(l)) {
            if let Err(e) = rejects(bin, &bad, "", stdout) {
                failures.push(format!(
                    "{} with {label} ({:?}):\n{e}",
                    name(&input),
                    String::from_utf8_lossy(&bad)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} malformed inputs were not rejected cleanly:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Runs `bin` on each `(input, what the error says)` of a binary's own bad
/// inputs (a loop in a graph, a vertex out of range): each must end with
/// status 1, nothing on stdout and one line `error: …` containing the words.
///
/// # Panics
/// Listing every input that was not rejected so.
pub fn check_rejects(bin: &str, cases: &[(&str, &str)]) {
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|(input, says)| {
            rejects(bin, input.as_bytes(), says, Stdout::Empty)
                .err()
                .map(|e| format!("{input:?} (should say {says:?}):\n{e}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} bad inputs were not rejected cleanly:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Runs `bin` at a pseudo-terminal (util-linux `script`) with no input: before
/// waiting it must print one line on stderr naming `bins/<problem>/README.md`,
/// and saying it reads strings when a sample holds a token that is not an
/// integer (`run_reading`, not `run`). Skipped, with a note, where `script` is
/// not installed.
pub fn check_terminal_hint(bin: &str, problem: &str) {
    // `script` gives the program a terminal; its own stdin is empty, so the
    // terminal then sends end-of-input and the program stops.
    let output = std::process::Command::new("timeout")
        .args(["20", "script", "-qec"])
        .arg(format!("'{bin}'"))
        .arg("/dev/null")
        .stdin(std::process::Stdio::null())
        .output();
    let Ok(output) = output else {
        eprintln!("terminal hint not checked: cannot run `timeout script`");
        return;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    if output.status.code() == Some(127) || text.contains("No such file") {
        eprintln!("terminal hint not checked: no `script` (util-linux)");
        return;
    }
    let statement = format!("bins/{problem}/README.md");
    let hint = text
        .lines()
        .find(|l| l.contains("reading the input from the terminal"))
        .unwrap_or_else(|| panic!("no terminal hint from {problem}; it printed:\n{text}"));
    assert!(
        hint.starts_with(&format!("{problem}: ")) && hint.contains(&statement),
        "hint does not name {statement}: {hint}"
    );
    let word = sample_cases(problem).into_iter().find_map(|(input, _)| {
        let text = fs::read(&input).unwrap_or_default();
        String::from_utf8_lossy(&text)
            .split_ascii_whitespace()
            .find(|t| t.parse::<i128>().is_err())
            .map(|t| format!("`{t}` in {}", input.display()))
    });
    if let Some(word) = word {
        assert!(
            hint.contains(" strings "),
            "the samples hold strings ({word}) but the terminal hint says otherwise \
             (main: `run_reading(Reads::IntegersAndStrings, solve)`, not `run(solve)`): {hint}"
        );
    }
}

/// The samples of an interactive problem: each `sample-K.in` / `.out` must
/// be sample K's transcript as the kit plays it alone
/// ([`crate::interactive::sample_transcript`]: the judge's lines, the
/// reference player's), and `bin` must meet its group's objective
/// ([`crate::interactive::sample_group`]) in that session against the judge
/// through real pipes (its moves may differ from the reference player's, so
/// its lines are not compared with the `.out`).
pub fn check_interactive_samples<K: crate::interactive::Interactive>(bin: &str, problem: &str) {
    use crate::interactive::{
        judge_rng, sample_group, sample_tests, sample_transcript, session_in, Opponent, Program,
    };
    let mut failures = Vec::new();
    for (input, output) in sample_cases(problem) {
        let k: u64 = input
            .file_stem()
            .and_then(|s| s.to_str()?.strip_prefix("sample-")?.parse().ok())
            .filter(|&k| k >= 1)
            .unwrap_or_else(|| {
                panic!(
                    "{}: a sample is named sample-K.in, K from 1",
                    input.display()
                )
            });
        let (judge, player) = sample_transcript::<K>(k);
        let read = |p: &Path| fs::read_to_string(p).unwrap_or_default();
        if read(&input) != judge || read(&output) != player {
            failures.push(format!(
                "{}: not the transcript of sample {k}: rewrite it with `cargo xtask sample {problem} --force`",
                name(&input)
            ));
            continue;
        }
        let mut program = Program::spawn(bin, &[]).expect("the binary runs");
        let rng = Box::new(judge_rng::<K>(k - 1));
        if let Err(f) = session_in::<K>(
            &mut program,
            &sample_tests::<K>(k),
            &sample_group::<K>(k),
            Opponent::Strategy(rng),
            None,
        ) {
            failures.push(format!("{}: {f}", name(&input)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of the samples failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Bad judge lines for an interactive binary: every sample's first token
/// replaced (a word, a number past 64 bits, a negative number, bytes that
/// are not UTF-8) and the judge's input cut off before its last token. Each
/// must end with status 1 and exactly one line `error: …` on stderr
/// (stdout may hold the moves made before the bad line).
pub fn check_interactive_bad_input(bin: &str, problem: &str) {
    // An interactive binary stops at the end marker: junk after it is never read.
    bad_samples(bin, problem, Stdout::Any, |label| {
        !label.starts_with("trailing junk")
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mutation_that_changes_nothing_is_left_out() {
        let labels = |text: &[u8]| -> Vec<&str> { mutations(text).iter().map(|m| m.0).collect() };
        assert_eq!(labels(b"3\n1 2\n").len(), 6);
        let signed = labels(b"-1 1 0\n");
        assert_eq!(signed.len(), 5);
        assert!(!signed.contains(&"a negative number"), "{signed:?}");
    }

    #[test]
    fn the_workspace_root_is_the_checkout_under_test() {
        // How a workspace is found is judge-rules' `workspace` (tested there).
        // Run by cargo: the checkout under test, whichever one compiled this crate.
        let here = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap());
        assert_eq!(workspace_root(), here.parent().unwrap().parent().unwrap());
    }
}
