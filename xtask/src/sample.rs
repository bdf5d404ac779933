//! `cargo xtask sample`: a sample's `.out` written by a reference solution, never by the binary under test.
//!
//! The reference is the problem's kit (`<name>-kit ref`, built in release) or,
//! with `--from`, a shell command line (`'python3 brute.py'`) reading the
//! `.in` on stdin. Its output is stored normalized as the binaries print
//! theirs: `\n` line endings, no trailing whitespace, no blank lines at the
//! end. Nothing here builds, locates or runs the binary `bins/<name>`: what it
//! prints is only ever compared with the file (`cargo test -p <name>`).
//!
//! Then the statement's `## Sample` section (its first two code blocks, in
//! `bins/<name>/README.md`) is rewritten from `samples/<name>/sample-1.in`
//! and `.out`, byte for byte as the layout test compares them, for an
//! interactive binary too (the transcript), and the command says whether it was.

use crate::process::{self, shell, Limit};
use crate::workspace::{self, Metadata};
use anyhow::{bail, ensure, Context, Result};
use judge_rules::diff::normalize;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Write samples' expected outputs (`.out`) with a reference, never with the binary;
/// then the README's `## Sample` code blocks from sample-1.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary (bins/<name>).
    #[arg(value_name = "name")]
    name: String,
    /// The reference, a shell command line reading stdin (default: the kit, `<name>-kit ref`).
    #[arg(long, value_name = "CMD")]
    from: Option<String>,
    /// Overwrite an existing .out.
    #[arg(long)]
    force: bool,
    /// The samples folder (default: samples/<name>).
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
    /// Copy FILE (a `cargo xtask stress` failure, say) to the next samples/<name>/sample-K.in
    /// and write its .out.
    #[arg(long, value_name = "FILE", conflicts_with = "files")]
    promote: Option<PathBuf>,
    /// Record FILE, the output a statement gives for the one sample input named
    /// (copied by hand), as its .out: the reference checks it first (the kit's
    /// checker where answers are not unique), nothing is written when they
    /// disagree, and it is written with a warning where the reference cannot
    /// answer (it fails or runs out of time).
    #[arg(long, value_name = "FILE", conflicts_with = "promote")]
    expect: Option<PathBuf>,
    /// Write these inputs' .out (default: every samples/<name>/*.in without one).
    #[arg(value_name = "FILE.in")]
    files: Vec<PathBuf>,
}

/// Limit of one reference run: 120 s of CPU time (a brute force may be slow on
/// a big sample), and 10 minutes on the clock for one that waits forever. CPU
/// time, since a loaded machine stretches the clock: a reference that needs
/// a second still passes when other builds hold every core.
const LIMIT: Limit = Limit {
    cpu: Duration::from_secs(120),
    wall: Duration::from_secs(600),
};

/// The reference: a shell command line or the kit's executable.
enum Reference {
    Shell(String),
    Kit(PathBuf),
}

impl Reference {
    fn command(&self) -> Command {
        match self {
            Reference::Shell(cmd) => shell(cmd, &[]),
            Reference::Kit(kit) => {
                let mut c = Command::new(kit);
                c.arg("ref");
                c
            }
        }
    }
}

/// The reference's answer to `input`, normalized; `Err` if it fails.
fn reference(from: &Reference, input: &Path) -> Result<Vec<u8>> {
    let text = fs::read(input).with_context(|| format!("cannot read {}", input.display()))?;
    let out = process::run_limited(&mut from.command(), &text, LIMIT)
        .with_context(|| format!("the reference on {}", input.display()))?;
    if !out.status.success() {
        bail!(
            "the reference failed on {} ({}): {}",
            input.display(),
            out.status,
            why_it_failed(&out),
        );
    }
    Ok(normalize(&out.stdout))
}

/// What a failed run's stderr says, in one line: a panic's place and its
/// message (which Rust prints on the lines after `panicked at`), else every
/// line of it, without the backtrace hint.
fn why_it_failed(out: &std::process::Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("note: run with `RUST_BACKTRACE"))
        .collect();
    let why = match lines.iter().position(|l| l.contains(" panicked at ")) {
        Some(at) => {
            let place = lines[at].split_once(" panicked at ").map_or("", |(_, p)| p);
            let message: Vec<&str> = lines[at + 1..]
                .iter()
                .take_while(|l| !l.starts_with("note:") && !l.starts_with("stack backtrace:"))
                .copied()
                .collect();
            let place = place.trim_end_matches(':');
            if message.is_empty() {
                format!("panicked at {place}")
            } else {
                format!("panicked at {place}: {}", message.join(" "))
            }
        }
        None => lines.join(" | "),
    };
    if why.is_empty() && out.status.code().is_none() {
        // Killed (the out-of-memory killer, most often): a search over a huge input.
        return "killed: too large for a brute force? Keep the widest values in a test of main.rs instead".into();
    }
    judge_rules::diff::clip(why.trim(), 400)
}

/// The next free `sample-K.in` of `dir`: K one past the largest in use.
fn next_sample(dir: &Path) -> Result<PathBuf> {
    let mut last = 0u64;
    if dir.is_dir() {
        for entry in fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
            let name = entry?.file_name();
            let name = name.to_string_lossy();
            let k = name
                .strip_prefix("sample-")
                .and_then(|n| n.strip_suffix(".in").or_else(|| n.strip_suffix(".out")))
                .and_then(|k| k.parse::<u64>().ok());
            last = last.max(k.unwrap_or(0));
        }
    }
    Ok(dir.join(format!("sample-{}.in", last + 1)))
}

/// Entry point of `cargo xtask sample`: the samples, then the statement's
/// `## Sample` from sample-1 (unless `--dir` names another folder).
pub fn main(args: Args) -> Result<()> {
    let root = workspace::root()?;
    write_samples(&root, &args)?;
    let own = root.join("samples").join(&args.name);
    let elsewhere = args
        .dir
        .as_ref()
        .is_some_and(|dir| fs::canonicalize(dir).ok() != fs::canonicalize(&own).ok());
    if elsewhere {
        return Ok(());
    }
    update_readme(&root, &args.name)
}

/// The samples' `.out` (or an interactive binary's transcripts) as `args` asks.
fn write_samples(root: &Path, args: &Args) -> Result<()> {
    let root = root.to_path_buf();
    let name = &args.name;
    let (from, label) = match &args.from {
        Some(cmd) => {
            ensure!(
                root.join("bins").join(name).join("Cargo.toml").is_file(),
                "no binary `{name}` (bins/{name}/Cargo.toml)"
            );
            (Reference::Shell(cmd.clone()), cmd.clone())
        }
        None => {
            // The kit only, never the binary: the reference must not be the code under test.
            let meta = Metadata::load(&root)?;
            workspace::build_release(&root, &[meta.binary(&root, name)?], false)?;
            let kit = meta.release_kit(name);
            (Reference::Kit(kit), format!("{name}-kit ref"))
        }
    };
    let dir = args
        .dir
        .clone()
        .unwrap_or_else(|| root.join("samples").join(name));
    if crate::problems::is_interactive(&root.join("bins").join(name)) {
        return interactive_samples(&from, name, &dir, args);
    }

    if let Some(given) = &args.expect {
        return record_expected(&from, &label, name, given, args);
    }
    if let Some(source) = &args.promote {
        let answer = reference(&from, source)?;
        let input = next_sample(&dir)?;
        fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
        fs::copy(source, &input).with_context(|| format!("cannot copy to {}", input.display()))?;
        let output = input.with_extension("out");
        fs::write(&output, answer).with_context(|| format!("cannot write {}", output.display()))?;
        crate::out(&format!(
            "wrote {} (a copy of {}) and {} from `{label}`",
            input.display(),
            source.display(),
            output.display(),
        ));
        return Ok(());
    }

    let inputs: Vec<PathBuf> = if args.files.is_empty() {
        let found: Vec<PathBuf> = crate::problems::sample_inputs(&dir)?
            .into_iter()
            .filter(|p| !p.with_extension("out").exists())
            .collect();
        if found.is_empty() {
            crate::out(&format!(
                "every {}/*.in has its .out already",
                dir.display()
            ));
            return Ok(());
        }
        found
    } else {
        for file in &args.files {
            ensure!(
                file.extension().is_some_and(|e| e == "in"),
                "{}: a sample input's name ends in .in",
                file.display()
            );
            ensure!(file.is_file(), "{}: no such file", file.display());
            let out = file.with_extension("out");
            ensure!(
                !out.exists() || args.force,
                "{} exists; pass --force to overwrite it",
                out.display()
            );
        }
        args.files.clone()
    };
    for input in &inputs {
        let answer = reference(&from, input)?;
        let output = input.with_extension("out");
        fs::write(&output, answer).with_context(|| format!("cannot write {}", output.display()))?;
        crate::out(&format!("wrote {} from `{label}`", output.display()));
    }
    Ok(())
}

/// `readme` with the first two code blocks of its `## Sample` section (input,
/// then output) holding `input` and `output`, as the layout test compares them
/// (a block's lines are the file's, without its last newline); `None` when
/// they hold them already. An error names what the section lacks.
fn with_sample(readme: &str, input: &str, output: &str) -> Result<Option<String>> {
    const HEADING: &str = "\n## Sample\n";
    let start = readme
        .find(HEADING)
        .context("it has no `## Sample` section")?
        + HEADING.len();
    let end = readme[start..]
        .find("\n## ")
        .map_or(readme.len(), |at| start + at + 1);
    let mut blocks = Vec::new();
    let mut opened = None;
    let mut at = start;
    for line in readme[start..end].split_inclusive('\n') {
        if line.starts_with("```") {
            match opened.take() {
                Some(body) => {
                    blocks.push(body..at);
                    if blocks.len() == 2 {
                        break;
                    }
                }
                None => opened = Some(at + line.len()),
            }
        }
        at += line.len();
    }
    let [first, second] = &blocks[..] else {
        bail!("its `## Sample` section needs two code blocks, input then output");
    };
    let mut text = String::with_capacity(readme.len() + input.len() + output.len());
    text.push_str(&readme[..first.start]);
    text.push_str(&block_body(input, "in")?);
    text.push_str(&readme[first.end..second.start]);
    text.push_str(&block_body(output, "out")?);
    text.push_str(&readme[second.end..]);
    Ok((text != readme).then_some(text))
}

/// The lines of a code block holding `sample` (sample-1's `ext` file).
fn block_body(sample: &str, ext: &str) -> Result<String> {
    ensure!(
        !sample.lines().any(|l| l.starts_with("```")),
        "sample-1.{ext} has a line starting with ``` and cannot stand in a code block"
    );
    let lines = sample.strip_suffix('\n').unwrap_or(sample);
    Ok(if lines.is_empty() {
        String::new()
    } else {
        format!("{lines}\n")
    })
}

/// Rewrites the `## Sample` code blocks of `bins/<name>/README.md` from
/// `samples/<name>/sample-1.{in,out}` and says so, or that they match already.
fn update_readme(root: &Path, name: &str) -> Result<()> {
    let samples = root.join("samples").join(name);
    let read = |ext: &str| -> Result<Option<String>> {
        let file = samples.join(format!("sample-1.{ext}"));
        if !file.exists() {
            return Ok(None);
        }
        fs::read_to_string(&file)
            .map(Some)
            .with_context(|| format!("cannot read {} as UTF-8", file.display()))
    };
    let (Some(input), Some(output)) = (read("in")?, read("out")?) else {
        return Ok(());
    };
    let path = root.join("bins").join(name).join("README.md");
    let readme =
        fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let shown = format!("bins/{name}/README.md");
    match with_sample(&readme, &input, &output)
        .with_context(|| format!("cannot write sample-1 into {shown}"))?
    {
        Some(text) => {
            fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
            crate::out(&format!(
                "rewrote the `## Sample` code blocks of {shown} from samples/{name}/sample-1.in and .out"
            ));
        }
        None => crate::out(&format!(
            "the `## Sample` code blocks of {shown} match samples/{name}/sample-1 already"
        )),
    }
    Ok(())
}

/// What the reference says of an output given by hand.
enum Verdict {
    Agrees,
    Disagrees(String),
    CannotAnswer(String),
}

/// `sample NAME --expect GIVEN FILE.in`: GIVEN, normalized, becomes FILE.out
/// once the reference agrees with it or cannot answer; never when it disagrees.
fn record_expected(
    from: &Reference,
    label: &str,
    name: &str,
    given: &Path,
    args: &Args,
) -> Result<()> {
    let [input] = &args.files[..] else {
        bail!(
            "--expect records one sample: name its input (`cargo xtask sample {name} --expect {} samples/{name}/sample-K.in`)",
            given.display()
        );
    };
    ensure!(
        input.extension().is_some_and(|e| e == "in"),
        "{}: a sample input's name ends in .in",
        input.display()
    );
    ensure!(input.is_file(), "{}: no such file", input.display());
    let text = fs::read(given).with_context(|| format!("cannot read {}", given.display()))?;
    let expected = normalize(&text);
    let output = input.with_extension("out");
    let same = fs::read(&output).is_ok_and(|old| old == expected);
    ensure!(
        !output.exists() || same || args.force,
        "{} exists; pass --force to overwrite it",
        output.display()
    );
    let verdict = match from {
        Reference::Kit(kit) => {
            // The kit's `check INPUT OUTPUT`: its reference's answer, or its
            // checker where answers are not unique; status 2 is a wrong answer.
            let mut check = Command::new(kit);
            check.arg("check").args([input, given]);
            match process::run_limited(&mut check, b"", LIMIT) {
                Ok(out) if out.status.success() => Verdict::Agrees,
                Ok(out) if out.status.code() == Some(2) => Verdict::Disagrees(one_line(
                    String::from_utf8_lossy(&out.stderr).trim_start_matches("error: "),
                )),
                Ok(out) => {
                    Verdict::CannotAnswer(format!("{}: {}", out.status, why_it_failed(&out)))
                }
                Err(e) => Verdict::CannotAnswer(format!("{e:#}")),
            }
        }
        Reference::Shell(_) => match reference(from, input) {
            Ok(answer) => match judge_rules::diff::mismatch(&answer, &expected) {
                None => Verdict::Agrees,
                Some(m) => Verdict::Disagrees(one_line(&m)),
            },
            Err(e) => Verdict::CannotAnswer(format!("{e:#}")),
        },
    };
    let checker = match from {
        Reference::Kit(_) => format!("{name}-kit check"),
        Reference::Shell(_) => label.to_string(),
    };
    let checked = match verdict {
        Verdict::Agrees => format!("`{checker}` agrees"),
        Verdict::Disagrees(why) => bail!(
            "{} is not what `{checker}` answers to {}, so {} is not written: {why}",
            given.display(),
            input.display(),
            output.display()
        ),
        Verdict::CannotAnswer(why) => {
            eprintln!(
                "warning: `{checker}` cannot answer {} ({why}): {} is written unchecked",
                input.display(),
                output.display()
            );
            "unchecked".to_string()
        }
    };
    fs::write(&output, expected).with_context(|| format!("cannot write {}", output.display()))?;
    crate::out(&format!(
        "wrote {} from {} ({checked})",
        output.display(),
        given.display()
    ));
    Ok(())
}

/// Several lines as one: each trimmed, joined by `; `.
fn one_line(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    lines.join("; ").replace(":; ", ": ")
}

/// An interactive binary's samples: sample K's transcript as the kit plays
/// it alone (`<name>-kit transcript K IN OUT`: the judge's lines, the
/// reference player's), for every `sample-K.in` there (or sample 1 and 2
/// when there is none), overwritten only with `--force`.
fn interactive_samples(from: &Reference, name: &str, dir: &Path, args: &Args) -> Result<()> {
    let Reference::Kit(kit) = from else {
        bail!("{name} is interactive: its samples are the kit's transcripts, so --from does not apply");
    };
    ensure!(
        args.promote.is_none() && args.expect.is_none() && args.files.is_empty(),
        "{name} is interactive: `cargo xtask sample {name} [--force]` writes every sample-K's transcript"
    );
    let mut ks: Vec<u64> = if dir.is_dir() {
        crate::problems::sample_inputs(dir)?
            .iter()
            .filter_map(|p| {
                p.file_stem()?
                    .to_str()?
                    .strip_prefix("sample-")?
                    .parse()
                    .ok()
            })
            .collect()
    } else {
        Vec::new()
    };
    if ks.is_empty() {
        ks = vec![1, 2];
    }
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for k in ks {
        let (input, output) = (
            dir.join(format!("sample-{k}.in")),
            dir.join(format!("sample-{k}.out")),
        );
        if output.exists() && !args.force {
            crate::out(&format!(
                "{} exists; pass --force to rewrite it",
                output.display()
            ));
            continue;
        }
        let status = Command::new(kit)
            .arg("transcript")
            .arg(k.to_string())
            .args([&input, &output])
            .status()
            .with_context(|| format!("cannot run {}", kit.display()))?;
        ensure!(
            status.success(),
            "{name}-kit transcript {k} failed ({status})"
        );
        crate::out(&format!(
            "wrote {} and {} (sample {k}'s transcript, from the kit)",
            input.display(),
            output.display()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const STATEMENT: &str = "# T\n\n## Output\n\n```text\nnot this\n```\n\n## Sample\n\n\
        Input:\n\n```text\n7\n```\n\nOutput:\n\n```text\nSAU\n```\n\n\
        More words.\n\n```text\nnot this either\n```\n\n## Solution\n\n```\nx\n```\n";

    #[test]
    fn the_sample_section_is_rewritten_from_sample_1_and_only_it() {
        assert_eq!(with_sample(STATEMENT, "7\n", "SAU\n").unwrap(), None);
        let text = with_sample(STATEMENT, "2\n1 3\n", "TRƯỚC\nSAU\n")
            .unwrap()
            .unwrap();
        assert_eq!(
            text,
            STATEMENT
                .replace("```text\n7\n```", "```text\n2\n1 3\n```")
                .replace("```text\nSAU\n```", "```text\nTRƯỚC\nSAU\n```")
        );
        assert_eq!(
            with_sample(&text, "7\n", "SAU\n").unwrap().unwrap(),
            STATEMENT
        );
        // A file without its last newline, or with a blank line at its end.
        let bare = with_sample(STATEMENT, "7", "SAU\n\n").unwrap().unwrap();
        assert!(
            bare.contains("```text\n7\n```\n\nOutput:\n\n```text\nSAU\n\n```"),
            "{bare}"
        );
        assert_eq!(
            crate::error_text(with_sample("# T\n\n## Solution\n", "7\n", "SAU\n")),
            "it has no `## Sample` section"
        );
        assert_eq!(
            crate::error_text(with_sample(
                "# T\n\n## Sample\n\n```\n7\n```\n\n## Solution\n\n```\nx\n```\n",
                "7\n",
                "SAU\n"
            )),
            "its `## Sample` section needs two code blocks, input then output"
        );
        assert_eq!(
            crate::error_text(with_sample(STATEMENT, "```\n", "SAU\n")),
            "sample-1.in has a line starting with ``` and cannot stand in a code block"
        );
    }

    #[test]
    fn every_statement_s_sample_is_what_the_writer_writes() {
        // The layout test accepts every statement as it is: the writer must
        // leave each unchanged, and rewrite a stale one back to it.
        let root = workspace::root().unwrap();
        let mut seen = 0;
        for entry in fs::read_dir(root.join("bins")).unwrap() {
            let dir = entry.unwrap().path();
            let name = dir.file_name().unwrap().to_str().unwrap().to_string();
            let samples = root.join("samples").join(&name);
            let (Ok(input), Ok(output), Ok(readme)) = (
                fs::read_to_string(samples.join("sample-1.in")),
                fs::read_to_string(samples.join("sample-1.out")),
                fs::read_to_string(dir.join("README.md")),
            ) else {
                continue;
            };
            assert_eq!(
                with_sample(&readme, &input, &output).unwrap(),
                None,
                "{name}"
            );
            let stale = with_sample(&readme, "stale\n", &output).unwrap().unwrap();
            assert_eq!(
                with_sample(&stale, &input, &output).unwrap(),
                Some(readme),
                "{name}"
            );
            seen += 1;
        }
        assert!(seen >= 2, "only {seen} statements with a sample-1");
    }

    #[test]
    fn next_sample_number() {
        let scratch = crate::Scratch::new("next-sample");
        let dir = scratch.join("samples");
        assert_eq!(next_sample(&dir).unwrap(), dir.join("sample-1.in"));
        fs::create_dir_all(&dir).unwrap();
        for f in "sample-1.in sample-1.out sample-12.in notes.txt sample-x.in".split(' ') {
            fs::write(dir.join(f), "").unwrap();
        }
        assert_eq!(next_sample(&dir).unwrap(), dir.join("sample-13.in"));
    }
}
