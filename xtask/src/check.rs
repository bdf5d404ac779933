//! `cargo xtask check <name>`: what CI (`.ci/run`) checks, for one problem.
//!
//! First, a `TODO(xtask new)` placeholder left in the binary's files stops
//! it at once, each listed as `file:line`. Then, in order: `cargo fmt --check` of the package, clippy with `-D warnings`
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
//! with its first differing line. A failing test step ends with its first
//! failing test's message (the assertion's own, which says what is wrong),
//! the test and the place; a failing clippy step (which `--fix` does not
//! mend) with its first error's lint and `file:line`, from cargo's JSON
//! messages (each diagnostic is still shown as clippy renders it). `--fix` first does what is safe to do
//! by machine, `cargo fmt -p <name>` and `cargo xtask readme`, then checks.

use crate::workspace::{self, Metadata};
use anyhow::{anyhow, bail, Context, Result};
use std::io::{BufRead, IsTerminal};
use std::path::Path;
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
/// problem-kit's test files that check the library itself, not any one problem (the partizan
/// rulesets against a search of their rules): CI runs them, `check NAME` does not.
#[cfg(test)]
const LIBRARY_TESTS: [&str; 1] = ["cgt_rulesets"];

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
    no_placeholders_left(&root.join("bins").join(name), name)?;
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
        let command = format!("cargo {}", step.join(" "));
        let e = match step[0] {
            "test" => run_tests(&root, &step)?.map(|panic| step_error(&command, name, panic)),
            "clippy" => run_clippy(&root, &step)?.map(|lint| clippy_error(name, lint)),
            _ => run_plain(&root, &step)?.map(|()| step_error(&command, name, None)),
        };
        if let Some(e) = e {
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

/// Fails, listing every `file:line`, while `bins/<name>` still holds a
/// `TODO(xtask new)` placeholder: nothing else is worth checking before they are filled.
fn no_placeholders_left(dir: &Path, name: &str) -> Result<()> {
    let left = crate::new::placeholders(dir);
    if left.is_empty() {
        return Ok(());
    }
    let places: Vec<String> = left.iter().map(|at| format!("bins/{name}/{at}")).collect();
    bail!(
        "{} `{}` placeholder{} left, fill each and delete its marker: {}",
        left.len(),
        crate::new::MARK,
        crate::plural(left.len()),
        places.join(", ")
    )
}

/// Runs `cargo <step>` with its output as it comes: `Some(())` when it fails.
fn run_plain(root: &Path, step: &[&str]) -> Result<Option<()>> {
    let status = workspace::cargo()
        .current_dir(root)
        .args(step)
        .status()
        .context("cannot run cargo")?;
    Ok((!status.success()).then_some(()))
}

/// An error clippy (or rustc) reported: the lint and where, as `check`'s last line names it.
#[derive(Debug, PartialEq)]
struct Lint {
    /// `clippy::needless_range_loop`, `E0425`, or `None` for an error without a code.
    code: Option<String>,
    /// Its one-line message.
    message: String,
    /// Its primary span, `file:line`.
    place: String,
}

/// Runs `cargo clippy …` with JSON messages, printing each diagnostic as
/// clippy renders it (once, though `--all-targets` reports it per target),
/// and on a failure gives the first error ([`first_error`]), `None` inside
/// when none has a place (a build script's failure, say).
fn run_clippy(root: &Path, step: &[&str]) -> Result<Option<Option<Lint>>> {
    let split = step.iter().position(|&a| a == "--").unwrap_or(step.len());
    let format = if std::io::stderr().is_terminal() {
        "--message-format=json-diagnostic-rendered-ansi"
    } else {
        "--message-format=json"
    };
    let mut child = workspace::cargo()
        .current_dir(root)
        .args(&step[..split])
        .arg(format)
        .args(&step[split..])
        .stdout(Stdio::piped())
        .spawn()
        .context("cannot run cargo")?;
    let stdout = child.stdout.take().context("cargo's stdout")?;
    let mut text = String::new();
    let mut shown = std::collections::HashSet::new();
    for line in std::io::BufReader::new(stdout).lines() {
        let line = line.context("cannot read cargo's output")?;
        text.push_str(&line);
        text.push('\n');
        match serde_json::from_str::<serde_json::Value>(&line) {
            Ok(m) if m["reason"] == "compiler-message" => {
                if let Some(rendered) = m["message"]["rendered"].as_str() {
                    if shown.insert(rendered.to_string()) {
                        eprint!("{rendered}");
                    }
                }
            }
            Ok(_) => {}
            Err(_) => eprintln!("{line}"),
        }
    }
    let status = child.wait().context("cannot wait for cargo")?;
    Ok((!status.success()).then(|| first_error(&text)))
}

/// The first error with a place among cargo's JSON messages.
fn first_error(messages: &str) -> Option<Lint> {
    messages.lines().find_map(|line| {
        let m: serde_json::Value = serde_json::from_str(line).ok()?;
        let message = &m["message"];
        if m["reason"] != "compiler-message" || message["level"] != "error" {
            return None;
        }
        let spans = message["spans"].as_array()?;
        let span = spans
            .iter()
            .find(|s| s["is_primary"] == true)
            .or(spans.first())?;
        Some(Lint {
            code: message["code"]["code"].as_str().map(str::to_string),
            message: message["message"].as_str()?.to_string(),
            place: format!("{}:{}", span["file_name"].as_str()?, span["line_start"]),
        })
    })
}

/// The error of a failed clippy step: the first error's lint and place, which `--fix` does not mend.
fn clippy_error(name: &str, lint: Option<Lint>) -> anyhow::Error {
    match lint {
        Some(Lint {
            code,
            message,
            place,
        }) => {
            let code = code.map_or(String::new(), |c| format!(" `{c}`"));
            anyhow!(
                "clippy:{code} at {place}: {message} (the first of clippy's errors, all shown above; \
                 `--fix` does not mend them); {name} would fail CI"
            )
        }
        None => anyhow!(
            "`cargo clippy -p {name} --all-targets -- -D warnings` failed (its errors are above): {name} would fail CI"
        ),
    }
}

/// Runs `cargo test …`, echoing its stdout line by line as it comes, and on a
/// failure gives the first failing test's panic ([`first_panic`]), `None`
/// inside when its output names none (a build error, say).
fn run_tests(root: &Path, step: &[&str]) -> Result<Option<Option<Panic>>> {
    let mut child = workspace::cargo()
        .current_dir(root)
        .args(step)
        .stdout(Stdio::piped())
        .spawn()
        .context("cannot run cargo")?;
    let mut text = String::new();
    let stdout = child.stdout.take().context("cargo's stdout")?;
    for line in std::io::BufReader::new(stdout).split(b'\n') {
        let mut line = line.context("cannot read cargo's output")?;
        line.push(b'\n');
        crate::write_out(&line);
        text.push_str(&String::from_utf8_lossy(&line));
    }
    let status = child.wait().context("cannot wait for cargo")?;
    Ok((!status.success()).then(|| first_panic(&text)))
}

/// A failing test, as the test harness reports it.
#[derive(Debug, PartialEq)]
struct Panic {
    /// The first line of its message, without `assertion … failed: ` when
    /// the assertion has a message of its own (which says what is wrong).
    message: String,
    /// The test's name.
    test: String,
    /// Where it panicked, `file:line`.
    place: String,
}

/// The first panic in a test harness's output (Rust 1.73 and later:
/// `thread 'TEST' panicked at FILE:LINE:COL:`, then the message).
fn first_panic(output: &str) -> Option<Panic> {
    let mut lines = output.lines();
    let head = lines.find(|l| l.starts_with("thread '") && l.contains(" panicked at "))?;
    let (test, rest) = head["thread '".len()..].split_once('\'')?;
    // Recent Rust writes the thread's id after its name: `'TEST' (1234) panicked at`.
    let (_, place) = rest.split_once(" panicked at ")?;
    let place = place.strip_suffix(':')?;
    let place = place.rsplit_once(':').map_or(place, |(at, _column)| at);
    let message = lines.next()?.trim();
    let message = match message.split_once("` failed: ") {
        Some((assertion, own)) if assertion.starts_with("assertion `") => own,
        _ => message,
    };
    Some(Panic {
        message: message.to_string(),
        test: test.to_string(),
        place: place.to_string(),
    })
}

/// The error of a failed step: what failed first and where, when its output says.
fn step_error(command: &str, name: &str, panic: Option<Panic>) -> anyhow::Error {
    match panic {
        Some(Panic {
            message,
            test,
            place,
        }) => anyhow!(
            "{message} (the first failing test of `{command}`: {test}, at {place}; all its output is above); {name} would fail CI"
        ),
        None => anyhow!("`{command}` failed: {name} would fail CI"),
    }
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
fn fmt_check(root: &Path, name: &str) -> Result<()> {
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

    /// What `cargo test --quiet` printed for a README whose sample is stale.
    const FAILED_LAYOUT: &str = "\nrunning 9 tests\n....F....\nfailures:\n\n\
        ---- every_binary_has_a_statement_whose_sample_is_sample_1 stdout ----\n\n\
        thread 'every_binary_has_a_statement_whose_sample_is_sample_1' (32645) panicked at tests/kit/tests/layout.rs:372:13:\n\
        assertion `left == right` failed: bins/x/README.md: the sample's in block differs from samples/x/sample-1.in\n\
        \x20 left: \"1\\n2\"\n right: \"1\\n3\"\n\
        note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\
        ---- another stdout ----\n\nthread 'another' panicked at tests/kit/tests/layout.rs:9:5:\nsecond\n\n\
        failures:\n    every_binary_has_a_statement_whose_sample_is_sample_1\n    another\n\n\
        test result: FAILED. 7 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out\n";

    #[test]
    fn a_failing_test_step_ends_with_the_first_assertion_message() {
        let panic = first_panic(FAILED_LAYOUT).unwrap();
        assert_eq!(
            panic,
            Panic {
                message:
                    "bins/x/README.md: the sample's in block differs from samples/x/sample-1.in"
                        .to_string(),
                test: "every_binary_has_a_statement_whose_sample_is_sample_1".to_string(),
                place: "tests/kit/tests/layout.rs:372".to_string(),
            }
        );
        let e = step_error("cargo test -p problem-kit", "x", Some(panic));
        assert_eq!(
            format!("{e:#}"),
            "bins/x/README.md: the sample's in block differs from samples/x/sample-1.in \
             (the first failing test of `cargo test -p problem-kit`: \
             every_binary_has_a_statement_whose_sample_is_sample_1, at tests/kit/tests/layout.rs:372; \
             all its output is above); x would fail CI"
        );
        // A plain panic keeps its message; an assertion without one keeps the assertion.
        let plain = first_panic("thread 't' panicked at src/a.rs:3:9:\nno kit\n").unwrap();
        assert_eq!(
            (plain.message.as_str(), plain.place.as_str()),
            ("no kit", "src/a.rs:3")
        );
        let bare = "thread 't' panicked at src/a.rs:3:9:\nassertion failed: n > 0\n";
        assert_eq!(
            first_panic(bare).unwrap().message,
            "assertion failed: n > 0"
        );
        let bare_eq = "thread 't' panicked at src/a.rs:3:9:\nassertion `left == right` failed\n";
        assert_eq!(
            first_panic(bare_eq).unwrap().message,
            "assertion `left == right` failed"
        );
        // Without a panic (a build error) the step is named alone.
        assert_eq!(first_panic("error[E0425]: cannot find value `n`\n"), None);
        let e = step_error("cargo test -p x", "x", None);
        assert_eq!(
            format!("{e:#}"),
            "`cargo test -p x` failed: x would fail CI"
        );
    }

    /// Cargo's JSON messages for a clippy run with one error (trimmed: a
    /// span's fields beyond these, the children, the rendered text).
    const CLIPPY_JSON: &str = concat!(
        r#"{"reason":"compiler-artifact","package_id":"games-core"}"#,
        "\n",
        r#"{"reason":"compiler-message","message":{"$message_type":"diagnostic","level":"warning","code":null,"message":"unused","spans":[]}}"#,
        "\n",
        r#"{"reason":"compiler-message","message":{"$message_type":"diagnostic","level":"error","#,
        r#""code":{"code":"clippy::needless_bool","explanation":null},"#,
        r#""message":"this if-then-else expression returns a bool literal","#,
        r#""spans":[{"file_name":"bins/x/src/kit.rs","line_start":3,"is_primary":false},"#,
        r#"{"file_name":"bins/x/src/main.rs","line_start":18,"is_primary":true}],"rendered":"error: …"}}"#,
        "\n",
        r#"{"reason":"compiler-message","message":{"level":"error","code":null,"message":"aborting","spans":[]}}"#,
        "\n",
        r#"{"reason":"build-finished","success":false}"#,
        "\n"
    );

    #[test]
    fn a_clippy_failure_ends_with_the_first_lint_and_its_place() {
        let lint = first_error(CLIPPY_JSON).unwrap();
        assert_eq!(
            lint,
            Lint {
                code: Some("clippy::needless_bool".into()),
                message: "this if-then-else expression returns a bool literal".into(),
                place: "bins/x/src/main.rs:18".into(),
            }
        );
        assert_eq!(
            format!("{:#}", clippy_error("x", Some(lint))),
            "clippy: `clippy::needless_bool` at bins/x/src/main.rs:18: this if-then-else expression \
             returns a bool literal (the first of clippy's errors, all shown above; `--fix` does not \
             mend them); x would fail CI"
        );
        // A compiler error without a code, and errors with no place at all.
        let plain = CLIPPY_JSON.replace(
            r#"{"code":"clippy::needless_bool","explanation":null}"#,
            "null",
        );
        let lint = first_error(&plain).unwrap();
        assert_eq!(lint.code, None);
        assert!(format!("{:#}", clippy_error("x", Some(lint)))
            .starts_with("clippy: at bins/x/src/main.rs:18: this if"));
        let placeless = CLIPPY_JSON
            .lines()
            .filter(|l| !l.contains("needless"))
            .collect::<Vec<_>>()
            .join("\n");
        assert_eq!(first_error(&placeless), None);
        assert_eq!(
            format!("{:#}", clippy_error("x", None)),
            "`cargo clippy -p x --all-targets -- -D warnings` failed (its errors are above): x would fail CI"
        );
    }

    #[test]
    fn placeholders_left_are_listed_by_file_and_line() {
        let dir = crate::scratch::Scratch::new("check-placeholders");
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(dir.join("README.md"), "# T\n\nTODO(xtask new): the game\n").unwrap();
        std::fs::write(
            dir.join("src/kit.rs"),
            "a\nb\n// TODO(xtask new)\nc // TODO(xtask new): x\n",
        )
        .unwrap();
        std::fs::write(dir.join("src/main.rs"), "fn main() {}\n").unwrap();
        assert_eq!(
            crate::error_text(no_placeholders_left(&dir, "x")),
            "3 `TODO(xtask new)` placeholders left, fill each and delete its marker: \
             bins/x/README.md:3, bins/x/src/kit.rs:3, bins/x/src/kit.rs:4"
        );
        std::fs::write(dir.join("src/kit.rs"), "done\n").unwrap();
        assert_eq!(
            crate::error_text(no_placeholders_left(&dir, "x")),
            "1 `TODO(xtask new)` placeholder left, fill each and delete its marker: bins/x/README.md:3"
        );
        std::fs::write(dir.join("README.md"), "# T\n").unwrap();
        assert!(no_placeholders_left(&dir, "x").is_ok());
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
                    run.contains(&stem.as_str()) || LIBRARY_TESTS.contains(&stem.as_str()),
                    "tests/kit/tests/{stem}.rs runs in CI but not in `cargo xtask check` \
                     (a test of the library itself belongs in LIBRARY_TESTS)"
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
