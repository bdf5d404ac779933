//! `cargo xtask check <name>`: what CI (`.ci/run`) checks, for one problem.
//!
//! In order, stopping at the first failure: `cargo fmt --check` of the
//! package, clippy with `-D warnings` on all its targets, its tests, the
//! workspace tests of problem-kit (`layout`: statement, samples and wiring of
//! every binary; `invariants`: what may depend on what), the README tables
//! (`readme --check`) and `bundle <name> --verify`.

use crate::workspace::{self, Metadata};
use anyhow::{bail, Context, Result};

/// Run what CI runs for one problem: fmt, clippy, its tests, the layout and invariants tests, the README tables, bundle --verify.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary (bins/<name>).
    #[arg(value_name = "name")]
    name: String,
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
    let root = workspace::root();
    let name = args.name.as_str();
    Metadata::load(&root)?.binary(&root, name)?;
    for step in steps(name) {
        eprintln!("== cargo {}", step.join(" "));
        let status = workspace::cargo()
            .current_dir(&root)
            .args(&step)
            .status()
            .context("cannot run cargo")?;
        if !status.success() {
            let fix = if step[0] == "fmt" {
                format!(" (`cargo fmt -p {name}` fixes it)")
            } else {
                String::new()
            };
            bail!(
                "`cargo {}` failed: {name} would fail CI{fix}",
                step.join(" ")
            );
        }
    }
    eprintln!("== cargo xtask readme --check");
    crate::readme::main(crate::readme::Args { check: true })?;
    eprintln!("== cargo xtask bundle {name} --verify");
    crate::bundle::verify_one(name)?;
    eprintln!(
        "{name}: everything CI checks passes (fmt, clippy, tests, layout, invariants, README, bundle --verify)"
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_workspace_test_of_problem_kit_is_run() {
        let dir = workspace::root().join("tests/kit/tests");
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
