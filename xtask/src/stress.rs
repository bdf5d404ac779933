//! `cargo xtask stress`: the contest stress loop — a binary against a reference on generated inputs.
//!
//! For seeds S, S+1, …, on `--jobs` threads: the generator writes one input;
//! the binary (built once, in release) and the reference both read it, and
//! their outputs are compared as a judge's usual checker does
//! ([`judge_rules::diff::difference`]; `--exact` compares bytes). By default
//! the generator and the reference are the problem's own kit
//! (`<name>-kit gen SEED`, `<name>-kit ref`: `bins/<name>/src/kit.rs`);
//! `--gen`/`--brute` take shell command lines instead. On the first
//! disagreement the loop goes on for `--more` further seeds and keeps the
//! smallest failing input, then shows it with both outputs, saves it as
//! `target/stress/<name>/fail-<seed>.in` and prints the
//! `cargo xtask sample --promote` command that makes it a sample.

use crate::process::{self, quote, shell};
use crate::workspace::{self, Metadata};
use anyhow::{bail, Context, Result};
use judge_rules::diff::{clip, difference};
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Compare a binary with a reference on generated inputs (default: the problem's kit).
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary to test (bins/<name>).
    #[arg(value_name = "name")]
    name: String,
    /// Reference, a shell command line reading stdin (default: `<name>-kit ref`).
    #[arg(long, value_name = "CMD")]
    brute: Option<String>,
    /// Input generator, a shell command line run as `CMD <seed>` (default: `<name>-kit gen`).
    #[arg(long, value_name = "CMD")]
    gen: Option<String>,
    /// Tests to run, seeds S, S+1, … (see --seed).
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    runs: u64,
    /// The first seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// After the first failure, seeds tried for a smaller failing input.
    #[arg(long, value_name = "N", default_value_t = 200)]
    more: u64,
    /// Compare outputs byte for byte (default: ignore trailing whitespace on each line
    /// and blank lines at the end).
    #[arg(long)]
    exact: bool,
    /// Test this executable (a compiled bundle, say) instead of building bins/<name>.
    #[arg(long, value_name = "PATH")]
    exe: Option<PathBuf>,
    /// Where the failing input goes (default: target/stress/<name>).
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,
    /// Tests run at a time (default: the available cores).
    #[arg(long, short, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    jobs: Option<u64>,
}

/// Wall-clock limit of one generator, binary or reference run.
pub const RUN_LIMIT: Duration = Duration::from_secs(10);
/// Lines and bytes of an input or output shown in a failure report.
const SHOW_LINES: usize = 20;
const SHOW_BYTES: usize = 1500;

/// A generator or a reference: a shell command line, or the problem's kit.
enum Program {
    Shell(String),
    Kit(PathBuf, String),
}

impl Program {
    fn command(&self, kit_args: &[&str], extra: &[String]) -> Command {
        match self {
            Program::Shell(cmd) => shell(cmd, extra),
            Program::Kit(kit, _) => {
                let mut c = Command::new(kit);
                c.args(kit_args).args(extra);
                c
            }
        }
    }

    /// How a report names it: the command line, or `<name>-kit ref`.
    fn label(&self, kit_args: &str) -> String {
        match self {
            Program::Shell(cmd) => cmd.clone(),
            Program::Kit(_, name) => format!("{name}-kit {kit_args}"),
        }
    }
}

/// Everything one test needs.
struct Setup {
    exe: PathBuf,
    /// How reports name the program under test: the binary, or the `--exe` path.
    exe_label: String,
    gen: Program,
    brute: Program,
    exact: bool,
    save: PathBuf,
}

/// `bytes` for a report: at most [`SHOW_LINES`] lines and [`SHOW_BYTES`] bytes, indented.
fn block(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "    (empty)\n".into();
    }
    let text = String::from_utf8_lossy(bytes);
    let total_lines = text.lines().count();
    let mut shown = String::new();
    let mut lines = 0;
    for line in text.lines() {
        if lines == SHOW_LINES || shown.len() + line.len() > SHOW_BYTES {
            break;
        }
        shown.push_str("    ");
        shown.push_str(&line.replace('\r', "\\r"));
        shown.push('\n');
        lines += 1;
    }
    if lines == 0 {
        shown = format!("    {}\n", clip(&text, SHOW_BYTES));
    }
    if lines < total_lines {
        shown.push_str(&format!(
            "    … {} more lines ({} bytes in all)\n",
            total_lines - lines,
            bytes.len()
        ));
    } else if !text.ends_with('\n') {
        shown.push_str("    (no newline at the end)\n");
    }
    shown
}

/// First line of a program's stderr, for a one-line report.
fn first_line(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    clip(text.lines().next().unwrap_or("").trim(), 200)
}

/// A failing test: the input and what went wrong.
struct Failure {
    seed: u64,
    input: Vec<u8>,
    got: Output,
    want: Vec<u8>,
    what: String,
}

/// Outcome of one seed; `Err` stops the loop: the generator or the reference failed.
type Test = Result<Option<Box<Failure>>>;

/// Runs one seed: `Ok(None)` when the outputs agree.
fn test_one(s: &Setup, seed: u64) -> Test {
    let gen = process::run(
        &mut s.gen.command(&["gen"], &[seed.to_string()]),
        b"",
        RUN_LIMIT,
    )
    .with_context(|| format!("the generator on seed {seed}"))?;
    if !gen.status.success() {
        bail!(
            "the generator failed on seed {seed} ({}): {}",
            gen.status,
            first_line(&gen.stderr)
        );
    }
    let input = gen.stdout;
    let want = match process::run(&mut s.brute.command(&["ref"], &[]), &input, RUN_LIMIT) {
        Ok(o) if o.status.success() => o.stdout,
        other => {
            let file = s.save.join(format!("brute-crash-{seed}.in"));
            let saved = fs::create_dir_all(&s.save)
                .and_then(|()| fs::write(&file, &input))
                .map(|()| format!("; its input is in {}", shown_path(&file)))
                .unwrap_or_default();
            let why = match other {
                Ok(o) => format!("{}: {}", o.status, first_line(&o.stderr)),
                Err(e) => e.to_string(),
            };
            bail!("the reference (--brute) crashed on seed {seed}, not the binary ({why}){saved}");
        }
    };
    let (got, what) = match process::run(&mut Command::new(&s.exe), &input, RUN_LIMIT) {
        Err(e) => {
            let nothing = Output {
                status: Default::default(),
                stdout: Vec::new(),
                stderr: Vec::new(),
            };
            (nothing, format!("the binary under test {e}"))
        }
        Ok(got) if !got.status.success() => {
            let what = format!(
                "the binary under test exited with {}: {}",
                got.status,
                first_line(&got.stderr)
            );
            (got, what)
        }
        Ok(got) => match difference(&got.stdout, &want, s.exact) {
            Some(_) if kit_accepts(s, seed, &input, &got.stdout)? => return Ok(None),
            Some(diff) => (got, format!("the outputs differ: {diff}")),
            None => return Ok(None),
        },
    };
    Ok(Some(Box::new(Failure {
        seed,
        input,
        got,
        want,
        what,
    })))
}

/// Whether the kit's checker (`<name>-kit check INPUT OUTPUT`, its
/// `Problem::check`) accepts an output that differs from the reference's:
/// a problem whose answers are not unique. A shell `--brute` has no checker.
fn kit_accepts(s: &Setup, seed: u64, input: &[u8], output: &[u8]) -> Result<bool> {
    if !matches!(s.brute, Program::Kit(..)) {
        return Ok(false);
    }
    let dir = s.save.join("check");
    fs::create_dir_all(&dir)?;
    let (i, o) = (
        dir.join(format!("{seed}.in")),
        dir.join(format!("{seed}.out")),
    );
    fs::write(&i, input)?;
    fs::write(&o, output)?;
    let args = [i.display().to_string(), o.display().to_string()];
    let verdict = process::run(&mut s.brute.command(&["check"], &args), b"", RUN_LIMIT);
    let _ = fs::remove_file(&i).and_then(|()| fs::remove_file(&o));
    Ok(verdict?.status.success())
}

/// Runs seeds `from..to` on `jobs` threads, claimed in order; with `stop_at_failure`
/// no seed is claimed after a failure or an error. Returns every result, by seed:
/// the seeds below a failure have all run, so the first failure is the earliest one.
fn run_seeds(
    s: &Setup,
    (from, to): (u64, u64),
    jobs: u64,
    stop_at_failure: bool,
    status: impl Fn(u64, f64, &[(u64, Test)]) -> String + Sync,
) -> Vec<(u64, Test)> {
    let next = AtomicU64::new(from);
    let stop = AtomicBool::new(false);
    let results = Mutex::new(Vec::new());
    let progress = Mutex::new(Progress::new());
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                while !stop.load(Ordering::Relaxed) {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= to {
                        break;
                    }
                    let result = test_one(s, seed);
                    if stop_at_failure && !matches!(result, Ok(None)) {
                        stop.store(true, Ordering::Relaxed);
                    }
                    let mut results = results.lock().expect("results");
                    results.push((seed, result));
                    let done = results.len() as u64;
                    let rate = done as f64 / start.elapsed().as_secs_f64().max(1e-9);
                    progress
                        .lock()
                        .expect("progress")
                        .tick(|| status(done, rate, &results));
                }
            });
        }
    });
    progress.lock().expect("progress").done();
    let mut results = results.into_inner().expect("results");
    results.sort_by_key(|(seed, _)| *seed);
    results
}

/// Entry point of `cargo xtask stress`.
pub fn main(args: Args) -> Result<()> {
    let setup = Setup::new(&args)?;
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get() as u64));
    let first = match first_pass(&setup, &args, jobs)? {
        FirstPass::AllAgree { runs, rate } => {
            crate::out(&format!(
                "stress {}: all {runs} runs agree (seeds {}..={}), {rate:.0} runs/s on {jobs} jobs",
                tested(&args),
                args.seed,
                args.seed.saturating_add(args.runs) - 1
            ));
            return Ok(());
        }
        FirstPass::Fails(first) => first,
    };
    eprintln!(
        "stress {}: seed {} fails: {}",
        args.name, first.seed, first.what
    );
    let search = minimise(&setup, &args, jobs, first)?;
    let file = save_input(&setup.save, &search.smallest)?;
    eprintln!("{}", failure_report(&args.name, &setup, &search, &file));
    let f = &search.smallest;
    bail!(
        "{} fails on seed {} ({}): {}",
        setup.exe_label,
        f.seed,
        shown_path(&file),
        f.what
    )
}

impl Setup {
    /// Checks what `args` names, builds what is needed (release) and says how to run each part.
    fn new(args: &Args) -> Result<Self> {
        let root = workspace::root()?;
        let name = &args.name;
        let meta = Metadata::load(&root)?;
        let package = meta.binary(&root, name)?;
        let needs_kit = args.gen.is_none() || args.brute.is_none();
        if needs_kit && !package.has_kit() {
            bail!(
                "bins/{name} has no kit (src/kit.rs and the [[example]] `{name}-kit`): \
                 pass --gen and --brute, or add the kit (CONTRIBUTING.md)"
            );
        }
        let exe = match &args.exe {
            Some(exe) if exe.is_file() => exe.clone(),
            Some(exe) => bail!("--exe {}: no such file", exe.display()),
            None => meta.release_bin(name),
        };
        if args.exe.is_none() || needs_kit {
            let what = if args.exe.is_none() { "" } else { "'s kit" };
            eprintln!("stress: building {name}{what} (release) …");
            workspace::build_release(&root, &[package], args.exe.is_none())?;
        }
        let program = |cmd: &Option<String>| match cmd {
            Some(cmd) => Program::Shell(cmd.clone()),
            None => Program::Kit(meta.release_kit(name), name.clone()),
        };
        Ok(Setup {
            exe_label: match &args.exe {
                Some(exe) => exe.display().to_string(),
                None => name.clone(),
            },
            exe,
            gen: program(&args.gen),
            brute: program(&args.brute),
            exact: args.exact,
            save: args
                .save
                .clone()
                .unwrap_or_else(|| meta.target_directory.join("stress").join(name)),
        })
    }
}

/// How the progress and summary lines name what was tested: the binary, or the `--exe` path.
fn tested(args: &Args) -> String {
    match &args.exe {
        Some(exe) => format!("{} (--exe {})", args.name, exe.display()),
        None => args.name.clone(),
    }
}

/// How the first pass ended.
enum FirstPass {
    /// Every seed agreed: how many ran, and how fast.
    AllAgree { runs: u64, rate: f64 },
    /// The earliest failing seed.
    Fails(Box<Failure>),
}

/// Runs `--runs` seeds from `--seed`, stopping at the first failure; an error when the
/// generator or the reference failed first.
fn first_pass(setup: &Setup, args: &Args, jobs: u64) -> Result<FirstPass> {
    let end = args.seed.saturating_add(args.runs);
    let start = Instant::now();
    let tested = tested(args);
    let results = run_seeds(setup, (args.seed, end), jobs, true, |done, rate, _| {
        format!(
            "stress {tested}: {done}/{} runs agree, {rate:.0} runs/s, ETA {:.0} s",
            args.runs,
            (args.runs - done) as f64 / rate
        )
    });
    let runs = results.len() as u64;
    let rate = runs as f64 / start.elapsed().as_secs_f64().max(1e-9);
    match results.into_iter().find(|(_, r)| !matches!(r, Ok(None))) {
        None => Ok(FirstPass::AllAgree { runs, rate }),
        Some((_, first)) => Ok(FirstPass::Fails(first?.expect("a failure"))),
    }
}

/// What the search for a smaller failing input found.
struct Search {
    /// The first failing seed and its run number (1 = `--seed`).
    first_seed: u64,
    first_runs: u64,
    /// The smallest failing input (the earliest among equals).
    smallest: Box<Failure>,
    /// Failing seeds among those tried, the first one included.
    failing: usize,
    /// Seeds tried after the first failure.
    tried: usize,
}

/// Tries `--more` seeds after the first failure and keeps the smallest failing input
/// (the earliest among equals).
fn minimise(setup: &Setup, args: &Args, jobs: u64, first: Box<Failure>) -> Result<Search> {
    let name = &args.name;
    let first_seed = first.seed;
    let from = first_seed.saturating_add(1);
    let more = run_seeds(
        setup,
        (from, from.saturating_add(args.more)),
        jobs,
        false,
        |done, rate, _| {
            format!(
                "stress {name}: looking for a smaller failing input: {done}/{} seeds, {rate:.0} runs/s",
                args.more
            )
        },
    );
    let tried = more.len();
    let mut failing = 1;
    let mut smallest = first;
    for (_, result) in more {
        if let Some(f) = result? {
            failing += 1;
            if f.input.len() < smallest.input.len() {
                smallest = f;
            }
        }
    }
    Ok(Search {
        first_seed,
        first_runs: first_seed - args.seed + 1,
        smallest,
        failing,
        tried,
    })
}

/// Writes the failing input to `dir/fail-<seed>.in`; returns its path.
fn save_input(dir: &Path, f: &Failure) -> Result<PathBuf> {
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let file = dir.join(format!("fail-{}.in", f.seed));
    fs::write(&file, &f.input).with_context(|| format!("cannot write {}", file.display()))?;
    Ok(file)
}

/// The failure report: how many seeds failed, the smallest input, both outputs, where it
/// was saved and the command that makes it a sample.
fn failure_report(name: &str, setup: &Setup, search: &Search, file: &Path) -> String {
    let f = &search.smallest;
    let exe = &setup.exe_label;
    let mut report = format!(
        "\nstress {name}: {} of {} seeds from {} failed (the first at run {}); \
         the smallest failing input, seed {} ({} bytes):\n{}",
        search.failing,
        search.tried + 1,
        search.first_seed,
        search.first_runs,
        f.seed,
        f.input.len(),
        block(&f.input)
    );
    report.push_str(&format!("{exe} printed:\n{}", block(&f.got.stdout)));
    if !f.got.stderr.is_empty() {
        report.push_str(&format!("{exe} said on stderr:\n{}", block(&f.got.stderr)));
    }
    report.push_str(&format!(
        "the reference ({}) printed:\n{}",
        setup.brute.label("ref"),
        block(&f.want)
    ));
    let from = match &setup.brute {
        Program::Shell(cmd) => format!(" --from {}", quote(cmd)),
        Program::Kit(..) => String::new(),
    };
    report.push_str(&format!(
        "{}\nsaved {}\nto keep it as a sample (its .out comes from the reference):\n    \
         cargo xtask sample {name}{from} --promote {}",
        f.what,
        shown_path(file),
        quote(&shown_path(file))
    ));
    report
}

/// Progress on stderr: rewritten in place at a terminal, one line per 10 s otherwise (a log).
struct Progress {
    tty: bool,
    last: Instant,
    shown: bool,
}

impl Progress {
    fn new() -> Self {
        Progress {
            tty: std::io::stderr().is_terminal(),
            last: Instant::now(),
            shown: false,
        }
    }

    fn tick(&mut self, line: impl FnOnce() -> String) {
        let every = Duration::from_millis(if self.tty { 250 } else { 10_000 });
        if self.last.elapsed() < every {
            return;
        }
        self.last = Instant::now();
        self.shown = true;
        if self.tty {
            eprint!("\r{}\x1b[K", line());
        } else {
            eprintln!("{}", line());
        }
    }

    fn done(&mut self) {
        if self.tty && self.shown {
            eprint!("\r\x1b[K");
        }
        self.shown = false;
    }
}

/// `path` relative to the current folder when it is inside it.
fn shown_path(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_are_cut_for_big_outputs() {
        let big: Vec<u8> = (0..1000)
            .flat_map(|i| format!("{i}\n").into_bytes())
            .collect();
        let shown = block(&big);
        assert!(shown.lines().count() <= SHOW_LINES + 1, "{shown}");
        assert!(
            shown.ends_with("… 980 more lines (3890 bytes in all)\n"),
            "{shown}"
        );
        assert_eq!(block(b"5"), "    5\n    (no newline at the end)\n");
        assert_eq!(block(b""), "    (empty)\n");
        let one_long_line = vec![b'7'; 10_000];
        assert!(block(&one_long_line).len() < SHOW_BYTES + 100);
    }
}
