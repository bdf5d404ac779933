//! `cargo xtask check <name>`: what CI (`.ci/run`) checks, for one problem.
//!
//! In order: `cargo fmt --check` of the package, clippy with `-D warnings`
//! on all its targets, its tests, the workspace tests of problem-kit
//! (`layout`: statement, samples and wiring of every binary; `invariants`:
//! what may depend on what), the README tables (`readme --check`),
//! `bundle <name> --verify`, and its row in BENCHMARKS.json (present and
//! measured on the current code, as `bench --check` wants it: `bench --only
//! <name>` writes it). It stops at the first failure, except that
//! formatting and the README tables, which `--fix` mends, do not stop it:
//! when they are all that fails, the error leads with `--fix`.
//!
//! A formatting failure prints rustfmt's diff once (cargo fmt checks
//! `src/kit.rs` twice, as a module of the binary and as the kit example),
//! coloured only when stdout is a terminal. A stale README table is named
//! with its first differing line. `--fix` first does what is safe to do
//! by machine, `cargo fmt -p <name>` and `cargo xtask readme`, then checks.

use crate::workspace::{self, Metadata};
use anyhow::{anyhow, bail, Context, Result};
use std::io::IsTerminal;
use std::process::Stdio;

/// Run what CI runs for one problem: fmt, clippy, its tests, the layout and invariants tests, the README tables, bundle --verify.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary (bins/<name>).
    #[arg(value_name = "name")]
    name: String,
    /// First fix what a machine can: format the package, regenerate the README tables.
    #[arg(long)]
    fix: bool,
}

/// The workspace-wide test files of problem-kit that CI runs and a new problem can break.
const WORKSPACE_TESTS: [&str; 2] = ["layout", "invariants"];

/// The cargo commands `check` runs for `name`, in order.
fn steps(name: &str) -> Vec<Vec<&str>> {
    let mut workspace_tests = vec!["test", "--quiet", "-p", "problem-kit"];
    for t in WORKSPACE_TESTS {
        workspace_tests.extend(["--test", t]);
    }
    vec![
        vec!["fmt", "-p", name, "--", "--check"],
        vec![
            "clippy",
            "--quiet",
            "-p",
            name,
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        vec!["test", "--quiet", "-p", name],
        workspace_tests,
    ]
}

/// Entry point of `cargo xtask check`.
pub fn main(args: Args) -> Result<()> {
    let root = workspace::root()?;
    let name = args.name.as_str();
    Metadata::load(&root)?.binary(&root, name)?;
    if args.fix {
        eprintln!("== cargo fmt -p {name}");
        let status = workspace::cargo()
            .current_dir(&root)
            .args(["fmt", "-p", name])
            .status()
            .context("cannot run cargo")?;
        if !status.success() {
            bail!("`cargo fmt -p {name}` failed (its error is above)");
        }
        eprintln!("== cargo xtask readme");
        eprintln!("{}", crate::readme::regenerate(&root, false)?);
    }
    // What `--fix` would mend (formatting, the README tables) does not stop
    // the run: the rest still says whether that is all that fails.
    let mut fixable = Vec::new();
    for step in steps(name) {
        eprintln!("== cargo {}", step.join(" "));
        if step[0] == "fmt" {
            if let Err(e) = fmt_check(&root, name) {
                eprintln!("error: {e:#}");
                fixable.push("formatting");
            }
            continue;
        }
        let status = workspace::cargo()
            .current_dir(&root)
            .args(&step)
            .status()
            .context("cannot run cargo")?;
        if !status.success() {
            let e = anyhow!("`cargo {}` failed: {name} would fail CI", step.join(" "));
            return Err(with_fixable(e, name, &fixable));
        }
    }
    eprintln!("== cargo xtask readme --check");
    if let Err(e) = crate::readme::regenerate(&root, true) {
        eprintln!("error: {e:#}");
        fixable.push("the README tables");
    }
    eprintln!("== cargo xtask bundle {name} --verify");
    crate::bundle::verify_one(name).map_err(|e| with_fixable(e, name, &fixable))?;
    eprintln!("== cargo xtask bench --check (the row of {name})");
    crate::bench::check_row(&root, name).map_err(|e| with_fixable(e, name, &fixable))?;
    if !fixable.is_empty() {
        bail!("{}", only_fixable(name, &fixable));
    }
    eprintln!(
        "{name}: everything CI checks passes (fmt, clippy, tests, layout, invariants, README, bundle --verify, its benchmark row)"
    );
    Ok(())
}

/// The error when all that fails is what `--fix` mends, leading with the command.
fn only_fixable(name: &str, fixable: &[&str]) -> String {
    format!(
        "run `cargo xtask check {name} --fix`: only {} fail{} (shown above), and --fix mends {}",
        fixable.join(" and "),
        if fixable == ["formatting"] { "s" } else { "" },
        if fixable.len() == 1 { "it" } else { "both" },
    )
}

/// `e`, naming also what `--fix` would mend when that failed before it.
fn with_fixable(e: anyhow::Error, name: &str, fixable: &[&str]) -> anyhow::Error {
    if fixable.is_empty() {
        return e;
    }
    anyhow!(
        "{e:#}; {} failed too (`cargo xtask check {name} --fix` mends that)",
        fixable.join(" and ")
    )
}

/// `cargo fmt -p name -- --check`, its diff shown once, in colour only on a terminal.
fn fmt_check(root: &std::path::Path, name: &str) -> Result<()> {
    let terminal = std::io::stdout().is_terminal();
    let out = workspace::cargo()
        .current_dir(root)
        .args(["fmt", "-p", name, "--", "--check", "--color"])
        .arg(if terminal { "always" } else { "never" })
        .stderr(Stdio::inherit())
        .output()
        .context("cannot run cargo")?;
    if out.status.success() {
        return Ok(());
    }
    let diff = once_each(&String::from_utf8_lossy(&out.stdout));
    let diff = if terminal { diff } else { strip_ansi(&diff) };
    crate::write_out(diff.as_bytes());
    bail!("`cargo fmt -p {name} -- --check` failed: {name} would fail CI (`cargo fmt -p {name}` fixes it)")
}

/// `text` without ANSI escape sequences (`ESC [ … letter`, `ESC ( B`).
fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\u{1b}' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('[') => {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            Some('(' | ')') => {
                chars.next();
            }
            _ => {}
        }
    }
    out
}

/// rustfmt's `--check` output with each `Diff in …` block kept only the first time it appears.
fn once_each(text: &str) -> String {
    let mut blocks: Vec<String> = Vec::new();
    for line in text.split_inclusive('\n') {
        match blocks.last_mut() {
            Some(block) if !strip_ansi(line).starts_with("Diff in ") => block.push_str(line),
            _ => blocks.push(line.to_string()),
        }
    }
    let mut seen = std::collections::HashSet::new();
    blocks
        .into_iter()
        .filter(|b| seen.insert(strip_ansi(b)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn when_only_what_fix_mends_fails_the_error_leads_with_fix() {
        let e = only_fixable("take-1-3-4", &["formatting"]);
        assert!(
            e.starts_with("run `cargo xtask check take-1-3-4 --fix`: only formatting fails"),
            "{e}"
        );
        let e = only_fixable("x", &["formatting", "the README tables"]);
        assert!(
            e.contains("only formatting and the README tables fail") && e.ends_with("mends both"),
            "{e}"
        );
        let later = with_fixable(anyhow!("`cargo test -p x` failed"), "x", &["formatting"]);
        assert_eq!(
            format!("{later:#}"),
            "`cargo test -p x` failed; formatting failed too (`cargo xtask check x --fix` mends that)"
        );
        let alone = with_fixable(anyhow!("`cargo test -p x` failed"), "x", &[]);
        assert_eq!(format!("{alone:#}"), "`cargo test -p x` failed");
    }

    #[test]
    fn a_diff_shown_twice_is_shown_once_and_without_escapes() {
        let block =
            "Diff in /w/bins/x/src/kit.rs:6:\n use std::io;\n\u{1b}[31m-pub   struct Kit ;\n\
                     \u{1b}(B\u{1b}[m\u{1b}[32m+pub struct Kit;\n\u{1b}(B\u{1b}[m \n";
        let other = "Diff in /w/bins/x/src/main.rs:1:\n-fn  main() {}\n+fn main() {}\n";
        let text = format!("{block}{block}{other}");
        let once = once_each(&text);
        assert_eq!(once, format!("{block}{other}"));
        let plain = strip_ansi(&once);
        assert!(!plain.contains('\u{1b}'), "{plain:?}");
        assert!(
            plain.contains("\n-pub   struct Kit ;\n+pub struct Kit;\n \n"),
            "{plain:?}"
        );
        assert_eq!(plain.matches("Diff in").count(), 2);
    }

    #[test]
    fn every_workspace_test_of_problem_kit_is_run() {
        let dir = workspace::root().unwrap().join("tests/kit/tests");
        let steps = steps("stick-game");
        let run: Vec<&str> = steps
            .iter()
            .filter(|s| s.contains(&"problem-kit"))
            .flat_map(|s| s.windows(2).filter(|w| w[0] == "--test").map(|w| w[1]))
            .collect();
        let mut files = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
                assert!(
                    run.contains(&stem.as_str()),
                    "tests/kit/tests/{stem}.rs runs in CI but not in `cargo xtask check`"
                );
                files += 1;
            }
        }
        assert!(
            files >= 2,
            "found only {files} test files in {}",
            dir.display()
        );
    }
}
