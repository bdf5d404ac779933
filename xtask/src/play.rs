//! `cargo xtask play NAME`: an interactive binary (or any executable) against the judge its kit makes, through real pipes; the judge alone for online-judge-tools; a person against the binary; for any other binary, its game's value and best line.
//!
//! A binary that is not interactive is shown instead: its kit's `line`
//! (`problem_kit::Problem::line`) on an input (`--input FILE`, by default
//! `samples/<name>/sample-1.in`) prints the game's value and its best line,
//! to the end, or up to the first repeated position in a game that loops.
//!
//! The judge is the kit's (`<name>-kit`, built in release): its
//! `problem_kit::interactive` engine plays sessions of the kit's games,
//! checks every line the program prints and reports the first slip with the
//! position and the transcript's tail. This command only builds and starts it.

use crate::workspace::{self, Metadata};
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Play an interactive binary against its judge (or serve the judge alone, or play it yourself);
/// for any other binary, show its game's value and best line on an input.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The interactive binary (bins/<name>).
    #[arg(value_name = "name")]
    name: String,
    /// How many sessions to play (each a fresh process).
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: u64,
    /// The first session's number (sessions SEED..SEED+N).
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Play this command instead of the release binary: a compiled bundle, a C++ program, or a
    /// command line with its arguments (`"python3 wrong.py"`), as `stress --brute` takes one.
    #[arg(long, value_name = "COMMAND")]
    exe: Option<String>,
    /// Play only this test group of the judge's (`--judge`: serve it; the first by default).
    /// `<name>-kit groups` lists them; without it, `play` plays every group.
    #[arg(long, value_name = "G")]
    group: Option<String>,
    /// Echo every line of the sessions on stderr.
    #[arg(long)]
    show: bool,
    /// Serve the judge alone on stdin/stdout (session SEED), for `oj t/r`.
    #[arg(long, conflicts_with_all = ["exe", "show", "human", "bench"])]
    judge: bool,
    /// Play the judge's side yourself at the terminal: the position is shown, every move checked.
    #[arg(long, conflicts_with = "bench")]
    human: bool,
    /// Play the bench session (the longest at the limits) once, timed.
    #[arg(long)]
    bench: bool,
    /// A binary that is not interactive: the input whose game to show
    /// (default `samples/<name>/sample-1.in`).
    #[arg(long, value_name = "FILE")]
    input: Option<PathBuf>,
}

/// Entry point of `cargo xtask play`.
pub fn main(args: Args) -> Result<()> {
    let root = workspace::root()?;
    let problem = crate::problems::load(&root, &args.name)?;
    if !problem.is_interactive() {
        return show(&root, &args);
    }
    if args.input.is_some() {
        bail!(
            "--input is for a binary that is not interactive; bins/{} plays its judge's sessions",
            args.name
        );
    }
    let meta = Metadata::load(&root)?;
    let package = meta.binary(&root, &args.name)?;
    // The judge alone must not build the binary: oj runs it next to the program under test.
    workspace::build_release(&root, &[package], !args.judge && args.exe.is_none())?;
    let kit = meta.release_kit(&args.name);
    let mut cmd = Command::new(&kit);
    if args.judge {
        cmd.args(["judge", "--seed", &args.seed.to_string()]);
    } else {
        let exe = match &args.exe {
            Some(exe) => program_command(exe)?,
            None => meta.release_bin(&args.name).display().to_string(),
        };
        cmd.arg("play").arg(&exe);
        cmd.args([
            "--sessions",
            &args.games.to_string(),
            "--seed",
            &args.seed.to_string(),
        ]);
        for (on, flag) in [
            (args.show, "--show"),
            (args.human, "--human"),
            (args.bench, "--bench"),
        ] {
            if on {
                cmd.arg(flag);
            }
        }
    }
    if let Some(group) = &args.group {
        cmd.args(["--group", group]);
    }
    let status = cmd
        .status()
        .with_context(|| format!("cannot run {}", kit.display()))?;
    if !status.success() {
        bail!("the judge of {} reports a failure ({status})", args.name);
    }
    Ok(())
}

/// A binary that is not interactive: its kit's `line` on the input, the
/// game's value and best line.
fn show(root: &Path, args: &Args) -> Result<()> {
    let name = &args.name;
    let interactive_only = [
        (args.judge, "--judge"),
        (args.human, "--human"),
        (args.show, "--show"),
        (args.bench, "--bench"),
        (args.exe.is_some(), "--exe"),
        (args.group.is_some(), "--group"),
    ];
    if let Some((_, flag)) = interactive_only.iter().find(|(on, _)| *on) {
        bail!("{flag} is for an interactive binary; bins/{name} is not: `cargo xtask play {name} [--input FILE]` shows its game's value and best line");
    }
    let input = match &args.input {
        Some(file) => file.clone(),
        None => root.join("samples").join(name).join("sample-1.in"),
    };
    let text = std::fs::read(&input).with_context(|| format!("cannot read {}", input.display()))?;
    let meta = Metadata::load(root)?;
    let package = meta.binary(root, name)?;
    if !package.has_kit() {
        bail!("bins/{name} has no kit (src/kit.rs), so nothing shows its game");
    }
    workspace::build_release(root, &[package], false)?;
    let kit = meta.release_kit(name);
    let out = Command::new(&kit)
        .arg("line")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("piped").write_all(&text)?;
            child.wait_with_output()
        })
        .with_context(|| format!("cannot run {}", kit.display()))?;
    if !out.status.success() {
        let said = String::from_utf8_lossy(&out.stderr);
        let said = said.trim().trim_start_matches("error: ");
        bail!("{said}");
    }
    crate::out(&format!("{} (from {}):", name, input.display()));
    crate::out(String::from_utf8_lossy(&out.stdout).trim_end());
    Ok(())
}

/// The program `--exe` names, as the kit starts it: a command line whose
/// first word is a file here (made absolute) or a command on the PATH.
fn program_command(exe: &str) -> Result<String> {
    let mut words = exe.split_whitespace();
    let Some(first) = words.next() else {
        bail!("--exe: an empty command");
    };
    let rest: Vec<&str> = words.collect();
    let path = PathBuf::from(first);
    let program = if path.is_file() {
        std::fs::canonicalize(&path)
            .with_context(|| format!("--exe {first}"))?
            .display()
            .to_string()
    } else if first.contains('/') {
        bail!("--exe {first}: no such file");
    } else {
        first.to_string()
    };
    Ok(std::iter::once(program.as_str())
        .chain(rest)
        .collect::<Vec<_>>()
        .join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(name: &str) -> Args {
        Args {
            name: name.into(),
            games: 20,
            seed: 0,
            exe: None,
            group: None,
            show: false,
            judge: false,
            human: false,
            bench: false,
            input: None,
        }
    }

    #[test]
    fn a_game_shown_refuses_the_interactive_flags_and_a_missing_input_in_one_line() {
        let root = Path::new("/nonexistent-root");
        let e = crate::error_text(show(
            root,
            &Args {
                human: true,
                ..args("game-on-graph")
            },
        ));
        assert!(
            e.starts_with("--human is for an interactive binary; bins/game-on-graph is not")
                && !e.contains('\n'),
            "{e}"
        );
        let e = crate::error_text(show(root, &args("game-on-graph")));
        assert!(
            e.starts_with("cannot read /nonexistent-root/samples/game-on-graph/sample-1.in")
                && !e.contains('\n'),
            "{e}"
        );
    }
}
