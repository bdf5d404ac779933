//! `cargo xtask stress`: the contest stress loop — a binary against a reference on generated inputs.
//!
//! For seeds S, S+1, …: the generator (a shell command line, run with the seed
//! as its last argument) writes one input; the binary (built once, in release)
//! and the reference (`--brute`, another shell command line) both read it, and
//! their outputs are compared line by line, ignoring trailing whitespace at
//! the end of each line and blank lines at the end (a judge's usual checker;
//! `--exact` compares bytes). On the first disagreement the loop goes on for
//! `--more` further seeds and keeps the smallest failing input, then shows it
//! with both outputs, saves it as `target/stress/<name>/fail-<seed>.in` and
//! prints the `cargo xtask sample --promote` command that makes it a sample.

use crate::problems::{target_dir, workspace_root};
use std::fs;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const USAGE: &str =
    "usage: cargo xtask stress <name> --brute <CMD> --gen <CMD> [--runs N] [--seed S]
                          [--more N] [--exact] [--exe PATH] [--save DIR]
  --brute CMD  reference solution, a shell command line reading stdin ('python3 brute.py')
  --gen CMD    input generator, a shell command line; each test runs `CMD <seed>`
  --runs N     tests to run (default 1000), seeds S, S+1, … (--seed, default 1)
  --more N     after the first failure, seeds tried for a smaller failing input (default 200)
  --exact      compare outputs byte for byte (default: ignore trailing whitespace on
               each line and blank lines at the end)
  --exe PATH   test this executable (a compiled bundle, say) instead of building bins/<name>
  --save DIR   where the failing input goes (default target/stress/<name>)";

/// Wall-clock limit of one generator, binary or reference run.
pub const RUN_LIMIT: Duration = Duration::from_secs(10);
/// Lines and bytes of an input or output shown in a failure report.
const SHOW_LINES: usize = 20;
const SHOW_BYTES: usize = 1500;

#[derive(Debug, PartialEq)]
struct Args {
    name: String,
    brute: String,
    gen: String,
    runs: u64,
    seed: u64,
    more: u64,
    exact: bool,
    exe: Option<PathBuf>,
    save: Option<PathBuf>,
}

fn number(flag: &str, value: Option<&String>) -> Result<u64, String> {
    let value = value.ok_or_else(|| format!("{flag} needs a number"))?;
    value
        .parse()
        .map_err(|_| format!("{flag} expects a non-negative integer, got `{value}`"))
}

fn parse_args(args: &[String]) -> Result<Option<Args>, String> {
    let mut name = None;
    let (mut brute, mut gen) = (None, None);
    let (mut runs, mut seed, mut more) = (1000, 1, 200);
    let mut exact = false;
    let (mut exe, mut save) = (None, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--brute" => brute = Some(it.next().ok_or("--brute needs a command")?.clone()),
            "--gen" => gen = Some(it.next().ok_or("--gen needs a command")?.clone()),
            "--runs" => runs = number("--runs", it.next())?,
            "--seed" => seed = number("--seed", it.next())?,
            "--more" => more = number("--more", it.next())?,
            "--exact" => exact = true,
            "--exe" => exe = Some(PathBuf::from(it.next().ok_or("--exe needs a path")?)),
            "--save" => save = Some(PathBuf::from(it.next().ok_or("--save needs a folder")?)),
            flag if flag.starts_with('-') => return Err(format!("unknown flag `{flag}`\n{USAGE}")),
            other if name.is_none() => name = Some(other.to_string()),
            other => return Err(format!("unexpected argument `{other}`\n{USAGE}")),
        }
    }
    if runs == 0 {
        return Err("--runs must be at least 1".into());
    }
    let missing = |what: &str| format!("{what}\n{USAGE}");
    Ok(Some(Args {
        name: name.ok_or_else(|| missing("name the binary to test"))?,
        brute: brute.ok_or_else(|| missing("--brute <CMD> is required"))?,
        gen: gen.ok_or_else(|| missing("--gen <CMD> is required"))?,
        runs,
        seed,
        more,
        exact,
        exe,
        save,
    }))
}

/// `cmd` as `sh -c`, with `extra` appended as its last arguments (quoted by the shell, not by us).
pub fn shell(cmd: &str, extra: &[String]) -> Command {
    let mut command = Command::new("sh");
    if extra.is_empty() {
        command.arg("-c").arg(cmd);
    } else {
        command.arg("-c").arg(format!("{cmd} \"$@\"")).arg("sh");
        command.args(extra);
    }
    command
}

/// `text` quoted for a POSIX shell.
pub fn quote(text: &str) -> String {
    if !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=:+,@".contains(&b))
    {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// Runs `command` with `input` on stdin, collecting stdout and stderr. After
/// `limit` it is killed with every process it started (a shell's children too);
/// they stay in our process group, so Ctrl-C stops them all.
pub fn run_piped(command: &mut Command, input: &[u8], limit: Duration) -> Result<Output, String> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {:?}: {e}", command.get_program()))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program that stops reading early closes the pipe; that is its business.
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let mut stderr = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > limit {
            // This run's processes, by their ids, and nothing else.
            let mut pids: Vec<String> =
                descendants(child.id()).iter().map(u32::to_string).collect();
            if !pids.is_empty() {
                pids.insert(0, "-KILL".into());
                let _ = Command::new("kill")
                    .args(&pids)
                    .stderr(Stdio::null())
                    .status();
            }
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {} s", limit.as_secs()));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    };
    let _ = writer.join();
    Ok(Output {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    })
}

/// Ids of every process descended from `pid` (from `/proc/<id>/stat`), deepest last.
fn descendants(pid: u32) -> Vec<u32> {
    let mut parent_of = Vec::new();
    if let Ok(entries) = fs::read_dir("/proc") {
        for entry in entries.flatten() {
            let Some(id) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
            let Ok(stat) = fs::read_to_string(entry.path().join("stat")) else {
                continue;
            };
            let ppid = stat
                .rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|p| p.parse::<u32>().ok());
            if let Some(ppid) = ppid {
                parent_of.push((id, ppid));
            }
        }
    }
    let mut found = vec![pid];
    let mut i = 0;
    while i < found.len() {
        let p = found[i];
        found.extend(
            parent_of
                .iter()
                .filter(|&&(_, pp)| pp == p)
                .map(|&(id, _)| id),
        );
        i += 1;
    }
    found.remove(0);
    found
}

/// Output as the default comparison sees it: lines without trailing
/// whitespace (`\r` included), no blank lines at the end, each line ending in `\n`.
pub fn normalize(output: &[u8]) -> Vec<u8> {
    let mut lines: Vec<&[u8]> = output
        .split(|&b| b == b'\n')
        .map(|line| {
            let end = line
                .iter()
                .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r'))
                .map_or(0, |i| i + 1);
            &line[..end]
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let mut text = Vec::with_capacity(output.len() + 1);
    for line in lines {
        text.extend_from_slice(line);
        text.push(b'\n');
    }
    text
}

/// Where two outputs part, in one line; `None` if they agree.
fn difference(got: &[u8], want: &[u8], exact: bool) -> Option<String> {
    if got == want {
        return None;
    }
    let (a, b) = (normalize(got), normalize(want));
    if a == b {
        return if exact {
            Some("they differ only in line endings or trailing whitespace".into())
        } else {
            None
        };
    }
    let (la, lb): (Vec<&[u8]>, Vec<&[u8]>) = (
        a.split(|&b| b == b'\n').collect(),
        b.split(|&b| b == b'\n').collect(),
    );
    let line = (0..la.len().max(lb.len()))
        .find(|&i| la.get(i) != lb.get(i))
        .unwrap_or(0);
    // Both end in `\n`, so the last piece of each split is empty: the end of that output.
    let show = |lines: &[&[u8]]| match lines.get(line) {
        Some(l) if line + 1 < lines.len() => format!("`{}`", clip(&String::from_utf8_lossy(l), 60)),
        _ => "nothing".to_string(),
    };
    Some(format!(
        "first difference on line {}: {} vs {}",
        line + 1,
        show(&la),
        show(&lb)
    ))
}

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(max).collect::<String>())
    }
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

/// Outcome of one seed.
enum Test {
    Agree,
    Fail(Box<Failure>),
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

/// Runs one seed. `Err` stops the loop: the generator or the reference failed.
fn test_one(args: &Args, exe: &Path, seed: u64, save: &Path) -> Result<Test, String> {
    let gen = run_piped(&mut shell(&args.gen, &[seed.to_string()]), b"", RUN_LIMIT)
        .map_err(|e| format!("the generator on seed {seed}: {e}"))?;
    if !gen.status.success() {
        return Err(format!(
            "the generator failed on seed {seed} ({}): {}",
            gen.status,
            first_line(&gen.stderr)
        ));
    }
    let input = gen.stdout;
    let want = match run_piped(&mut shell(&args.brute, &[]), &input, RUN_LIMIT) {
        Ok(o) if o.status.success() => o.stdout,
        other => {
            let file = save.join(format!("brute-crash-{seed}.in"));
            let saved = fs::create_dir_all(save)
                .and_then(|()| fs::write(&file, &input))
                .map(|()| format!("; its input is in {}", shown_path(&file)))
                .unwrap_or_default();
            let why = match other {
                Ok(o) => format!("{}: {}", o.status, first_line(&o.stderr)),
                Err(e) => e,
            };
            return Err(format!(
                "the reference (--brute) crashed on seed {seed}, not the binary ({why}){saved}"
            ));
        }
    };
    let got = match run_piped(&mut Command::new(exe), &input, RUN_LIMIT) {
        Ok(o) => o,
        Err(e) => {
            return Ok(Test::Fail(Box::new(Failure {
                seed,
                input,
                got: Output {
                    status: std::process::ExitStatus::default(),
                    stdout: Vec::new(),
                    stderr: Vec::new(),
                },
                want,
                what: format!("the binary under test {e}"),
            })))
        }
    };
    let what = if !got.status.success() {
        format!(
            "the binary under test exited with {}: {}",
            got.status,
            first_line(&got.stderr)
        )
    } else if let Some(diff) = difference(&got.stdout, &want, args.exact) {
        format!("the outputs differ: {diff}")
    } else {
        return Ok(Test::Agree);
    };
    Ok(Test::Fail(Box::new(Failure {
        seed,
        input,
        got,
        want,
        what,
    })))
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

/// `cargo build --release -p <name>`; the executable's path.
fn build(root: &Path, name: &str) -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    eprintln!("stress: building {name} (release) …");
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--release", "--quiet", "-p", name])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("`cargo build --release -p {name}` failed"));
    }
    Ok(target_dir(root).join("release").join(name))
}

/// Entry point of `cargo xtask stress`.
pub fn main(args: &[String]) -> Result<(), String> {
    let Some(args) = parse_args(args)? else {
        println!("{USAGE}");
        return Ok(());
    };
    let root = workspace_root();
    let name = &args.name;
    if !root.join("bins").join(name).join("Cargo.toml").is_file() {
        return Err(format!("no binary `{name}` (bins/{name}/Cargo.toml)"));
    }
    let exe = match &args.exe {
        Some(exe) if exe.is_file() => exe.clone(),
        Some(exe) => return Err(format!("--exe {}: no such file", exe.display())),
        None => build(&root, name)?,
    };
    let save = args
        .save
        .clone()
        .unwrap_or_else(|| target_dir(&root).join("stress").join(name));
    let start = Instant::now();
    let mut progress = Progress::new();
    let rate = |runs: u64| runs as f64 / start.elapsed().as_secs_f64().max(1e-9);
    let last_seed = args.seed.saturating_add(args.runs.saturating_sub(1));
    let mut first: Option<(Box<Failure>, u64)> = None;
    let mut runs = 0;
    for seed in args.seed..=last_seed {
        let result = test_one(&args, &exe, seed, &save);
        runs += 1;
        let result = match result {
            Ok(r) => r,
            Err(e) => {
                progress.done();
                return Err(e);
            }
        };
        if let Test::Fail(failure) = result {
            first = Some((failure, runs));
            break;
        }
        progress.tick(|| {
            let left = args.runs - runs;
            format!(
                "stress {name}: {runs}/{} runs agree, {:.0} runs/s, ETA {:.0} s",
                args.runs,
                rate(runs),
                left as f64 / rate(runs)
            )
        });
    }
    progress.done();
    let Some((first, first_runs)) = first else {
        println!(
            "stress {name}: all {runs} runs agree (seeds {}..={last_seed}), {:.0} runs/s",
            args.seed,
            rate(runs)
        );
        return Ok(());
    };
    eprintln!("stress {name}: seed {} fails: {}", first.seed, first.what);

    // Further seeds, keeping the smallest failing input (the earliest among equals).
    let first_seed = first.seed;
    let mut smallest = first;
    let mut failing = 1;
    let mut tried = 0;
    let shrink_start = Instant::now();
    let from = smallest.seed.saturating_add(1);
    for seed in from..from.saturating_add(args.more) {
        tried += 1;
        if let Test::Fail(f) = test_one(&args, &exe, seed, &save)? {
            failing += 1;
            if f.input.len() < smallest.input.len() {
                smallest = f;
            }
        }
        progress.tick(|| {
            format!(
                "stress {name}: looking for a smaller failing input: {tried}/{} seeds, \
                 smallest {} bytes (seed {}), {:.0} runs/s",
                args.more,
                smallest.input.len(),
                smallest.seed,
                tried as f64 / shrink_start.elapsed().as_secs_f64().max(1e-9)
            )
        });
    }
    progress.done();

    let f = &smallest;
    fs::create_dir_all(&save).map_err(|e| format!("cannot create {}: {e}", save.display()))?;
    let file = save.join(format!("fail-{}.in", f.seed));
    fs::write(&file, &f.input).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let mut report = format!(
        "\nstress {name}: {failing} of {} seeds from {} failed (the first at run {first_runs}); \
         the smallest failing input, seed {} ({} bytes):\n{}",
        tried + 1,
        first_seed,
        f.seed,
        f.input.len(),
        block(&f.input)
    );
    report.push_str(&format!("{name} printed:\n{}", block(&f.got.stdout)));
    if !f.got.stderr.is_empty() {
        report.push_str(&format!("{name} said on stderr:\n{}", block(&f.got.stderr)));
    }
    report.push_str(&format!(
        "the reference ({}) printed:\n{}",
        args.brute,
        block(&f.want)
    ));
    report.push_str(&format!(
        "{}\nsaved {}\nto keep it as a sample (its .out comes from the reference):\n    \
         cargo xtask sample {name} --from {} --promote {}",
        f.what,
        shown_path(&file),
        quote(&args.brute),
        quote(&shown_path(&file))
    ));
    eprintln!("{report}");
    Err(format!(
        "{name} fails on seed {} ({}): {}",
        f.seed,
        shown_path(&file),
        f.what
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments() {
        let a = parse_args(&strings(&[
            "nim-game",
            "--brute",
            "python3 b.py",
            "--gen",
            "./g",
            "--runs",
            "5",
            "--seed",
            "9",
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(
            (a.name.as_str(), a.brute.as_str(), a.gen.as_str()),
            ("nim-game", "python3 b.py", "./g")
        );
        assert_eq!((a.runs, a.seed, a.more, a.exact), (5, 9, 200, false));
        assert!(parse_args(&strings(&["--help"])).unwrap().is_none());
        assert!(parse_args(&strings(&["x", "--gen", "g"])).is_err());
        assert!(parse_args(&strings(&[
            "x", "--brute", "b", "--gen", "g", "--runs", "-1"
        ]))
        .is_err());
        assert!(parse_args(&strings(&["x", "y", "--brute", "b", "--gen", "g"])).is_err());
        assert!(parse_args(&strings(&[
            "x", "--brute", "b", "--gen", "g", "--runs", "0"
        ]))
        .is_err());
    }

    #[test]
    fn the_seed_is_the_generators_last_argument() {
        let out = run_piped(
            &mut shell("printf '%s|' a 'b c'", &["7".into()]),
            b"",
            RUN_LIMIT,
        )
        .unwrap();
        assert_eq!(out.stdout, b"a|b c|7|");
    }

    #[test]
    fn a_run_over_its_limit_is_killed_with_its_children() {
        let start = Instant::now();
        let e = run_piped(
            &mut shell("sleep 30 | cat", &[]),
            b"",
            Duration::from_millis(300),
        )
        .unwrap_err();
        assert!(e.contains("still running"), "{e}");
        assert!(start.elapsed() < Duration::from_secs(5));
        // The shell's grandchild is gone too (it would hold the pipes open).
        let file = std::env::temp_dir().join(format!("xtask-stress-pid-{}", std::process::id()));
        let cmd = format!(
            "sh -c 'echo $$ > {}; exec sleep 30'; echo late",
            file.display()
        );
        let e = run_piped(&mut shell(&cmd, &[]), b"", Duration::from_millis(500)).unwrap_err();
        assert!(e.contains("still running"), "{e}");
        let pid = fs::read_to_string(&file).unwrap();
        fs::remove_file(&file).unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let stat = fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
        let state = stat.rsplit_once(')').map(|(_, rest)| rest.trim_start());
        assert!(
            state.is_none_or(|s| s.starts_with('Z')),
            "sleep {pid} still runs: {stat}"
        );
    }

    #[test]
    fn comparison_ignores_trailing_whitespace_unless_exact() {
        assert_eq!(normalize(b"a \r\nb\t\n\n\n"), b"a\nb\n");
        assert_eq!(normalize(b""), b"");
        assert_eq!(normalize(b"x"), b"x\n");
        assert_eq!(difference(b"1\r\n2", b"1\n2\n", false), None);
        assert!(difference(b"1\r\n2", b"1\n2\n", true)
            .unwrap()
            .contains("only in line endings"));
        assert_eq!(
            difference(b"1\n2\n", b"1\n3\n", false).unwrap(),
            "first difference on line 2: `2` vs `3`"
        );
        assert_eq!(
            difference(b"1\n", b"1\n3\n", false).unwrap(),
            "first difference on line 2: nothing vs `3`"
        );
    }

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

    #[test]
    fn shell_quoting() {
        assert_eq!(quote("target/x.in"), "target/x.in");
        assert_eq!(quote("python3 b.py"), "'python3 b.py'");
        assert_eq!(quote("it's"), r"'it'\''s'");
    }
}
