//! What the lab's end-to-end tests share: running the binary, reading its JSON, and the compilers an emitted Rust file must pass.

// Each test file uses a part of it.
#![allow(dead_code)]

use assert_cmd::Command;
use serde_json::Value;
use std::path::Path;
use std::process;

/// The JSON array `v` of whole numbers at least 0 (a panic on anything else).
pub fn numbers(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

/// The JSON array `v` of whole numbers (a panic on anything else).
pub fn signed_numbers(v: &Value) -> Vec<i64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect()
}

/// The grundy-lab binary of this package.
pub fn lab() -> Command {
    Command::cargo_bin("grundy-lab").unwrap()
}

/// Runs the lab with `args`, expects success and nothing on stderr, and returns stdout.
pub fn stdout(args: &[&str]) -> String {
    let out = lab().args(args).output().unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// [`stdout`] of `args` with `--format json`, parsed.
pub fn json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    serde_json::from_str(&stdout(&args)).unwrap()
}

/// Whether `program --version` runs and succeeds.
pub fn installed(program: &str) -> bool {
    process::Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success())
}

/// Runs `program [+toolchain] args…` in `dir`; panics with its output when
/// it fails or writes anything on stderr (a warning is a failure).
pub fn compile(program: &str, toolchain: Option<&str>, args: &[&str], dir: &Path) {
    let mut cmd = process::Command::new(program);
    if let Some(t) = toolchain {
        cmd.arg(format!("+{t}"));
    }
    let out = cmd.args(args).current_dir(dir).output().unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{program} {toolchain:?} {args:?} in {}:\n{}{}",
        dir.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `rustfmt --check` on each of `files` in `dir`, where rustfmt is installed.
pub fn check_layout(files: &[&str], dir: &Path) {
    if !installed("rustfmt") {
        eprintln!("note: rustfmt is not installed; the layout check was skipped");
        return;
    }
    for file in files {
        compile(
            "rustfmt",
            None,
            &["--edition", "2021", "--check", file],
            dir,
        );
    }
}

/// clippy-driver on `main_file` in `dir` as a binary and as its tests, with
/// the workspace lints (Cargo.toml `[workspace.lints]`) as deny, writing
/// `rmeta`; where clippy-driver is installed.
pub fn check_lints(main_file: &str, rmeta: &str, dir: &Path) {
    if !installed("clippy-driver") {
        eprintln!("note: clippy-driver is not installed; the lint check was skipped");
        return;
    }
    let lints = [
        "-D",
        "warnings",
        "-W",
        "missing_docs",
        "-W",
        "unused_qualifications",
        "-W",
        "clippy::all",
        "-D",
        "unsafe_code",
    ];
    for mode in [&["--crate-type", "bin"][..], &["--test"][..]] {
        let mut a = vec![
            "--edition",
            "2021",
            main_file,
            "--emit=metadata",
            "-o",
            rmeta,
        ];
        a.extend_from_slice(mode);
        a.extend_from_slice(&lints);
        compile("clippy-driver", None, &a, dir);
    }
}

/// A binary's `main.rs` in the scaffold's shape: `header` (its `//!`
/// lines, each ending in a newline), the `use` lines, `snippet` pasted
/// unedited below them, `solve` reading the whole input into `text` and
/// then running `body` (its lines, indented four spaces, the last one the
/// result), `main`, and `#[cfg(test)] mod tests` (with `use super::*`)
/// running `solve` on `test_input`.
pub fn scaffold_main(header: &str, snippet: &str, body: &str, test_input: &str) -> String {
    format!(
        "{header}
use std::io::{{Read, Write}};

{snippet}
fn solve<R: Read, W: Write>(mut input: R, out: &mut W) -> std::io::Result<()> {{
    let mut text = String::new();
    input.read_to_string(&mut text)?;
{body}
}}

fn main() {{
    solve(std::io::stdin().lock(), &mut std::io::stdout().lock()).unwrap();
}}

#[cfg(test)]
mod tests {{
    use super::*;

    #[test]
    fn scaffold_test() {{
        let mut out = Vec::new();
        solve(&b\"{test_input}\"[..], &mut out).unwrap();
        assert!(!out.is_empty());
    }}
}}
"
    )
}

/// Compiles `source` in `dir` as its tests (`rustc --edition 2021 --test`,
/// no warning allowed) into `exe`, runs them, expects them to pass and
/// returns their report.
pub fn run_tests(source: &str, exe: &str, dir: &Path) -> String {
    compile(
        "rustc",
        None,
        &["--edition", "2021", "--test", source, "-o", exe],
        dir,
    );
    let run = process::Command::new(dir.join(exe)).output().unwrap();
    let report = String::from_utf8_lossy(&run.stdout).into_owned();
    assert!(
        run.status.success(),
        "{source} in {}: {report}",
        dir.display()
    );
    report
}
