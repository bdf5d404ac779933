//! `cargo xtask check <name>`: what CI (`.ci/run`) checks, for one problem.
//!
//! In order, stopping at the first failure: `cargo fmt --check` of the
//! package, clippy with `-D warnings` on all its targets, its tests, the
//! workspace layout test (statement, samples and wiring of every binary), the
//! README tables (`readme --check`) and `bundle <name> --verify`.

use crate::workspace::{self, Metadata};
use anyhow::{bail, Context, Result};

/// Run what CI runs for one problem: fmt, clippy, its tests, the layout, the README tables, bundle --verify.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary (bins/<name>).
    #[arg(value_name = "name")]
    name: String,
}

/// Entry point of `cargo xtask check`.
pub fn main(args: Args) -> Result<()> {
    let root = workspace::root();
    let name = args.name.as_str();
    Metadata::load(&root)?.binary(&root, name)?;
    let steps: [&[&str]; 4] = [
        &["fmt", "-p", name, "--", "--check"],
        &[
            "clippy",
            "--quiet",
            "-p",
            name,
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        &["test", "--quiet", "-p", name],
        &["test", "--quiet", "-p", "problem-kit", "--test", "layout"],
    ];
    for step in steps {
        eprintln!("== cargo {}", step.join(" "));
        let status = workspace::cargo()
            .current_dir(&root)
            .args(step)
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
        "{name}: everything CI checks passes (fmt, clippy, tests, layout, README, bundle --verify)"
    );
    Ok(())
}
