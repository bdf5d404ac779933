//! `cargo xtask bench --lab`, side by side: grundy-lab against the published octal-game solvers at the same n, same values.
//!
//! The peers are measured, never built or shipped here:
//! - **ogsolve** (beling/impartial-games, `cargo install ogsolve`): found as
//!   `$OGSOLVE` or `ogsolve` on `PATH`; run as `ogsolve CODE -m METHOD -n N -p`
//!   (`METHOD` from `$OGSOLVE_METHOD`, default `rc`), which prints g(0..=N) on
//!   its `nimbers:` line — compared value by value with grundy-lab's `--values`.
//! - **tczajka's `analyze`** (the C++ `old/src/analyze_exec.cc` of
//!   tczajka/octal-games, built by hand): only through `$TCZAJKA_ANALYZE`
//!   (its name is too common to look up on `PATH`). It takes no table size: it
//!   runs until it proves a period, printing a line at every power of two, so
//!   its CPU time at `N = 2^k` is read from `/proc` when it prints `n=2^k` (it
//!   then holds g(0..N−1)), and the run is stopped there. It prints no
//!   values; its `largest G[i]=v` is checked against grundy-lab's table. A
//!   run that proves a period before `N` stops early and is not comparable.
//!
//! `$LAB_SIDE_GAMES` (`0.56:20,0.354:17`: code and log2 n) replaces [`GAMES`]
//! for a partial run. Each game is run [`RUNS`] times, grundy-lab and the peers interleaved (same
//! load), and the medians of the CPU times (user + system) are compared. A
//! peer that takes over [`LONG`] on its first run is not run again.

use anyhow::{anyhow, bail, Context, Result};
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The octal games compared with the peers, and the table sizes they are compared at.
pub const GAMES: &[(&str, usize)] = &[
    ("0.376", 1 << 20),
    ("0.77", 1 << 20),
    ("0.6", 1 << 17),
    ("0.6", 1 << 20),
    ("0.354", 1 << 17),
    ("0.354", 1 << 20),
    ("0.137", 1 << 17),
    ("0.16", 1 << 21),
    ("0.56", 1 << 20),
    ("0.07", 1 << 16),
    ("0.07", 1 << 20),
];

/// Timed runs of each program per game.
const RUNS: usize = 3;
/// A peer whose first run takes longer is run only once.
const LONG: Duration = Duration::from_secs(30);
/// Time limit of one peer run.
const PEER_LIMIT: Duration = Duration::from_secs(1500);

/// The peers found on this machine.
pub struct Peers {
    ogsolve: Option<PathBuf>,
    method: String,
    analyze: Option<PathBuf>,
}

impl Peers {
    /// Looks the peers up (`$OGSOLVE` or `PATH`; `$TCZAJKA_ANALYZE`).
    pub fn find() -> Self {
        let given = |name: &str| {
            std::env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let ogsolve = given("OGSOLVE").or_else(|| on_path("ogsolve"));
        let analyze = given("TCZAJKA_ANALYZE");
        let method = std::env::var("OGSOLVE_METHOD").unwrap_or_else(|_| "rc".into());
        Peers {
            ogsolve,
            method,
            analyze,
        }
    }

    /// Whether any peer is present.
    pub fn any(&self) -> bool {
        self.ogsolve.is_some() || self.analyze.is_some()
    }
}

fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// One program's timed runs on one game.
#[derive(Default)]
struct Timings {
    cpu: Vec<Duration>,
    /// Why there is no time at the game's n (or a check that failed).
    note: Option<String>,
}

impl Timings {
    fn median(&self) -> Option<Duration> {
        let mut t = self.cpu.clone();
        t.sort();
        t.get(t.len().checked_sub(1)? / 2).copied()
    }

    fn shown(&self) -> String {
        match (self.median(), &self.note) {
            (Some(m), None) => super::fmt_time(m),
            (Some(m), Some(note)) => format!("{} ({note})", super::fmt_time(m)),
            (None, Some(note)) => note.clone(),
            (None, None) => "—".into(),
        }
    }
}

/// The side-by-side section: runs every game of [`GAMES`] with `lab` (grundy-lab, through the measuring child `me`) and the peers.
/// The subsection's heading.
pub const HEADING: &str = "### Side by side with the published solvers";

pub fn section(me: &Path, lab: &Path, dir: &Path, peers: &Peers) -> Result<String> {
    let mut out = format!("{HEADING}\n\n");
    if !peers.any() {
        out.push_str(
            "No peer on this machine (`ogsolve` on PATH or `$OGSOLVE`; tczajka's C++ `analyze` \
             as `$TCZAJKA_ANALYZE`): skipped.\n",
        );
        return Ok(out);
    }
    let mut rows = String::from(
        "| game | n | grundy-lab | ogsolve | analyze | lab / best peer | values | lab's fill |\n\
         |---|--:|--:|--:|--:|--:|---|---|\n",
    );
    let mut worst: f64 = 0.0;
    let chosen: Vec<(String, usize)> = match std::env::var("LAB_SIDE_GAMES") {
        Ok(list) => list
            .split(',')
            .map(|item| {
                let (code, k) = item
                    .split_once(':')
                    .ok_or_else(|| anyhow!("LAB_SIDE_GAMES item `{item}` is not CODE:LOG2N"))?;
                let k: u32 = k
                    .parse()
                    .map_err(|e| anyhow!("LAB_SIDE_GAMES `{item}`: {e}"))?;
                Ok((code.to_string(), 1usize << k.min(30)))
            })
            .collect::<Result<_>>()?,
        Err(_) => GAMES.iter().map(|&(c, n)| (c.to_string(), n)).collect(),
    };
    for (code, n) in &chosen {
        let (code, n) = (code.as_str(), *n);
        eprintln!("bench --lab: {code} at n = {n} side by side …");
        let values_file = dir.join("out").join("lab-values.txt");
        let json_file = dir.join("out").join("lab-side.json");
        let err_file = dir.join("out").join("lab-side.err");
        let og_file = dir.join("out").join("ogsolve.out");
        let upto = n.to_string();
        let values_arg = values_file.display().to_string();
        let lab_args = [
            "octal",
            code,
            "--upto",
            &upto,
            "--values",
            &values_arg,
            "--format",
            "json",
        ];
        let (mut lab_t, mut og_t, mut an_t) =
            (Timings::default(), Timings::default(), Timings::default());
        let mut lab_values: Option<Vec<u32>> = None;
        let mut values_check = Vec::new();
        let mut fill = String::from("none");
        // One run of `bin` with `args`, no input, its stdout to `out`.
        let measure = |bin: &Path, out: &Path, args: &[&str]| {
            super::measure(
                me,
                bin,
                Path::new("/dev/null"),
                out,
                &err_file,
                args,
                PEER_LIMIT,
            )
        };
        for run in 0..RUNS {
            let sample = measure(lab, &json_file, &lab_args)?;
            if !sample.ok {
                bail!(
                    "grundy-lab {} failed: {}",
                    lab_args.join(" "),
                    fs::read_to_string(&err_file).unwrap_or_default().trim()
                );
            }
            lab_t.cpu.push(sample.cpu);
            if run == 0 {
                let text = fs::read_to_string(&values_file).context("grundy-lab's values")?;
                lab_values = Some(parse_values(text.split_whitespace())?);
                fill = fill_of(&json_file)?;
            }
            let lab_g = lab_values.as_deref().unwrap_or_default();
            if let Some(bin) = &peers.ogsolve {
                if run == 0 || og_t.cpu.first().is_some_and(|&t| t < LONG) {
                    let args = [code, "-m", &peers.method, "-n", &upto, "-p"];
                    let s = measure(bin, &og_file, &args)?;
                    if s.ok {
                        og_t.cpu.push(s.cpu);
                        if run == 0 {
                            values_check.push(check_ogsolve(&og_file, lab_g)?);
                        }
                    } else {
                        og_t.note = Some("failed".into());
                    }
                }
            }
            if let Some(bin) = &peers.analyze {
                if an_t.note.is_none() && (run == 0 || an_t.cpu.first().is_some_and(|&t| t < LONG))
                {
                    match analyze_at(bin, code, n)? {
                        Analyze::Reached { cpu, largest } => {
                            an_t.cpu.push(cpu);
                            if run == 0 {
                                values_check.push(check_largest(largest, lab_g, n));
                            }
                        }
                        Analyze::Stopped(why) => an_t.note = Some(why),
                        Analyze::NotPowerOfTwo => {
                            an_t.note = Some("n not a power of two".into());
                        }
                    }
                }
            }
        }
        let lab_m = lab_t.median().unwrap_or_default();
        let peer_best = [&og_t, &an_t]
            .iter()
            .filter(|t| t.note.is_none())
            .filter_map(|t| t.median())
            .min();
        let ratio = match peer_best {
            Some(p) if !p.is_zero() => {
                let r = lab_m.as_secs_f64() / p.as_secs_f64();
                worst = worst.max(r);
                if r < 0.1 {
                    format!("{r:.3}×")
                } else {
                    format!("{r:.2}×")
                }
            }
            Some(_) => "—".into(),
            None => "no peer at this n".into(),
        };
        let check = if values_check.is_empty() {
            "no peer values".into()
        } else {
            values_check.join("; ")
        };
        rows.push_str(&format!(
            "| `{code}` | 2^{} | {} | {} | {} | {ratio} | {check} | {fill} |\n",
            n.trailing_zeros(),
            lab_t.shown(),
            og_t.shown(),
            an_t.shown(),
        ));
        eprintln!(
            "  lab {}, ogsolve {}, analyze {}: {ratio}",
            lab_t.shown(),
            og_t.shown(),
            an_t.shown()
        );
    }
    let og = match &peers.ogsolve {
        Some(p) => format!(
            "`{} CODE -m {} -n N -p` ({})",
            p.display(),
            peers.method,
            version(p)
        ),
        None => "not found (PATH or `$OGSOLVE`): skipped".into(),
    };
    let an = match &peers.analyze {
        Some(p) => format!("`{} CODE`, stopped when it prints `n=2^k`", p.display()),
        None => "not given (`$TCZAJKA_ANALYZE`): skipped".into(),
    };
    out.push_str(&format!(
        "CPU time (user + system), median of {RUNS} runs, grundy-lab and the peers \
         interleaved (a peer over {} on its first run: one run). grundy-lab: \
         `grundy-lab octal CODE --upto N --values FILE --format json`. ogsolve: {og}. \
         tczajka's analyze: {an}. `values`: ogsolve's g(0..=N) compared value by value with \
         grundy-lab's; analyze prints no values, only its largest value, which is checked. \
         Worst lab / best peer ratio: {worst:.2}.\n\n{rows}",
        super::fmt_time(LONG)
    ));
    Ok(out)
}

/// Parses whitespace-separated values.
fn parse_values<'a>(words: impl Iterator<Item = &'a str>) -> Result<Vec<u32>> {
    words
        .map(|w| w.parse::<u32>().map_err(|e| anyhow!("value `{w}`: {e}")))
        .collect()
}

/// `from n = …` when grundy-lab's JSON says the values were continued by a proven period.
fn fill_of(json: &Path) -> Result<String> {
    let text = fs::read_to_string(json).context("grundy-lab's JSON")?;
    let v: serde_json::Value = serde_json::from_str(&text).context("grundy-lab's JSON")?;
    Ok(match v.pointer("/builder/period_fill") {
        Some(f) => format!(
            "from n = {} (period {} from {})",
            f["from"], f["period"], f["preperiod"]
        ),
        None => "none".into(),
    })
}

/// ogsolve's `nimbers:` line against grundy-lab's values.
fn check_ogsolve(out: &Path, lab: &[u32]) -> Result<String> {
    let text = fs::read_to_string(out).context("ogsolve's output")?;
    let line = text
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("nimbers:"))
        .ok_or_else(|| anyhow!("ogsolve printed no `nimbers:` line"))?;
    let theirs = parse_values(line.split_whitespace())?;
    Ok(if theirs == lab {
        format!("ogsolve: all {} identical", lab.len())
    } else {
        let first = theirs
            .iter()
            .zip(lab)
            .position(|(a, b)| a != b)
            .unwrap_or(theirs.len().min(lab.len()));
        format!(
            "**ogsolve DIFFERS** at n = {first} ({} values vs {})",
            theirs.len(),
            lab.len()
        )
    })
}

/// analyze's `largest G[i]=v` against the largest of grundy-lab's g(0..n).
fn check_largest(largest: Option<(usize, u32)>, lab: &[u32], n: usize) -> String {
    let head = &lab[..n.min(lab.len())];
    let max = head.iter().copied().max().unwrap_or(0);
    let at = head.iter().position(|&v| v == max).unwrap_or(0);
    match largest {
        Some(got) if got == (at, max) => format!("analyze: largest G[{at}]={max} agrees"),
        Some((i, v)) => format!("**analyze DIFFERS**: largest G[{i}]={v}, lab G[{at}]={max}"),
        None => "analyze: no largest value printed".into(),
    }
}

enum Analyze {
    /// Printed `n=2^k` after `cpu`; its `largest G[i]=v`.
    Reached {
        cpu: Duration,
        largest: Option<(usize, u32)>,
    },
    /// Proved a period (or ended) before `n`.
    Stopped(String),
    NotPowerOfTwo,
}

/// Runs tczajka's `analyze` until it prints `n=2^k` (`n = 2^k`), reading its CPU time then from `/proc`.
fn analyze_at(bin: &Path, code: &str, n: usize) -> Result<Analyze> {
    if !n.is_power_of_two() {
        return Ok(Analyze::NotPowerOfTwo);
    }
    let tag = format!("n=2^{} ", n.trailing_zeros());
    let mut child = Command::new(bin)
        .arg(code)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| bin.display().to_string())?;
    let pid = child.id();
    let stdout = child.stdout.take().expect("piped");
    let started = Instant::now();
    let mut result = Analyze::Stopped("ended before n".into());
    for line in BufReader::new(stdout).lines() {
        let line = line?;
        if line.starts_with(&tag) {
            let cpu = proc_cpu(pid)?;
            result = Analyze::Reached {
                cpu,
                largest: largest_of(&line),
            };
            break;
        }
        if let Some(rest) = line.strip_prefix("Found period ") {
            result = Analyze::Stopped(format!("proves {rest} earlier and stops"));
            break;
        }
        if started.elapsed() > PEER_LIMIT {
            result = Analyze::Stopped("over the time limit".into());
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    Ok(result)
}

/// `largest G[i]=v` in an analyze line.
fn largest_of(line: &str) -> Option<(usize, u32)> {
    let rest = line.split("largest G[").nth(1)?;
    let (i, rest) = rest.split_once("]=")?;
    let v = rest.split_whitespace().next()?;
    Some((i.parse().ok()?, v.parse().ok()?))
}

/// User + system CPU time of a running process (`/proc/PID/stat`, in USER_HZ = 100 ticks).
fn proc_cpu(pid: u32) -> Result<Duration> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).context("/proc stat")?;
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    // After the command: state is field 3, utime 14 and stime 15 (1-based).
    let ticks = |i: usize| -> Result<u64> {
        fields
            .get(i)
            .and_then(|f| f.parse().ok())
            .ok_or_else(|| anyhow!("/proc/{pid}/stat field {i}"))
    };
    let total = ticks(11)? + ticks(12)?;
    Ok(Duration::from_millis(total * 10))
}

/// The peer's `--version` line.
fn version(bin: &Path) -> String {
    Command::new(bin)
        .arg("--version")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| "version unknown".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn analyze_lines_and_medians_parse() {
        assert_eq!(
            largest_of("n=2^8 largest G[27]=8 rare_mask=f num_rare=10 last_rare=70"),
            Some((27, 8))
        );
        assert_eq!(largest_of("Found period start=71 period=12"), None);
        let t = Timings {
            cpu: vec![
                Duration::from_millis(30),
                Duration::from_millis(10),
                Duration::from_millis(20),
            ],
            note: None,
        };
        assert_eq!(t.median(), Some(Duration::from_millis(20)));
        assert_eq!(Timings::default().median(), None);
        assert_eq!(
            check_largest(Some((1, 5)), &[0, 5, 5, 9], 3),
            "analyze: largest G[1]=5 agrees"
        );
        assert!(check_largest(Some((2, 5)), &[0, 5, 5], 3).contains("DIFFERS"));
    }
}
