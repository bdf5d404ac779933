//! `cargo xtask bench`: every contest binary on its kit's judge-scale input — wall time, throughput, peak memory.
//!
//! 1. The binaries are the packages under `bins/` (`cargo metadata`); each
//!    one's kit (`bins/<name>/src/kit.rs`, the example `<name>-kit`) writes its
//!    input: `<name>-kit bench [--quick] FILE` under `target/bench/`. A stored
//!    input newer than the kit's executable is reused.
//! 2. `cargo build --release` the binaries and their kits.
//! 3. Run each binary several times with the input file as stdin (page-cached:
//!    the file is read once before the first run) and its stdout in a file.
//!    Each run goes through a child copy of this program (`bench --measure`)
//!    that starts exactly one process, so its `getrusage(RUSAGE_CHILDREN)` is
//!    that run's peak memory (max RSS) and CPU time.
//! 4. Record each binary's row (numbers unrounded, date, commit, load, machine
//!    and the hash of its bundle's code) in `BENCHMARKS.json` ([`results`]):
//!    a full run replaces every row, `--only NAME` that binary's; then render
//!    `BENCHMARKS.md`'s table from the file. `--quick` records nothing and
//!    writes `target/bench/BENCHMARKS.partial.md`. `--check` (run by `.ci/run`)
//!    measures nothing: it fails on a missing, stale or hand-edited row;
//!    `--render` rewrites the table from the file.
//!
//! A binary without a kit gets a row saying so. `--lab` instead runs
//! grundy-lab at the literature's scale ([`lab`]) and replaces the
//! `## grundy-lab` section of `BENCHMARKS.md` (a full run keeps it), each
//! row stamped with its date, commit and load, with grundy-lab side by side
//! with the published octal-game solvers when they are installed ([`peers`];
//! when they are not, the subsection already there is kept, saying so).
//! `--lab --only TEXT` runs the lab rows whose run or command contains TEXT
//! and replaces just those rows, every other line of the section kept.

mod lab;
mod peers;
mod results;

use crate::process;
use crate::workspace::{self, Metadata, Package};
use anyhow::{anyhow, bail, Context, Result};
use results::Row;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Timed runs per binary in a full run and in a quick one.
const RUNS: [usize; 2] = [5, 3];
/// Inputs smaller than this are startup-dominated: no MB/s is shown for them.
const MIN_BYTES_FOR_RATE: u64 = 1 << 20;
/// Hidden first argument that makes this process measure one run of a binary
/// (`cargo xtask bench --measure BIN INPUT OUT ERR [ARGS…]`, see [`measure_child`]).
pub const MEASURE: &str = "--measure";
/// Time limit of one kit writing its bench input (and of one `--lab` run).
const KIT_LIMIT: Duration = Duration::from_secs(600);
/// Time limit of one timed run of a binary (every one takes well under a second).
const RUN_LIMIT: Duration = Duration::from_secs(60);

/// Benchmark every binary at judge scale (inputs from each one's kit).
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// Only this binary; with --lab, only the lab runs whose description or command
    /// contains NAME (`--only 0.354`), every other row of the section kept as it was.
    #[arg(long, value_name = "NAME")]
    only: Option<String>,
    /// About 10x smaller inputs, 3 runs (to target/bench/).
    #[arg(long)]
    quick: bool,
    /// grundy-lab at the literature's scale instead.
    #[arg(long, conflicts_with = "quick")]
    lab: bool,
    /// With --lab: only the side-by-side comparison with the installed peers,
    /// printed and written to target/bench/side-by-side.md (BENCHMARKS.md untouched).
    #[arg(long, requires = "lab", conflicts_with = "only")]
    side_by_side: bool,
    /// Measure nothing: fail when a binary has no row in BENCHMARKS.json, a row
    /// is stale (the binary's code changed since) or BENCHMARKS.md differs from it.
    #[arg(long, conflicts_with_all = ["only", "quick", "lab", "render"])]
    check: bool,
    /// Measure nothing: rewrite BENCHMARKS.md's table from BENCHMARKS.json.
    #[arg(long, conflicts_with_all = ["only", "quick", "lab"])]
    render: bool,
}

/// Entry point of `cargo xtask bench`.
pub fn main(args: Args) -> Result<()> {
    let root = workspace::root()?;
    if args.check {
        return check(&root);
    }
    if args.render {
        let rows = read_rows(&root)?;
        return write_report(&root, &rows);
    }
    let meta = Metadata::load(&root)?;
    let bench_dir = meta.target_directory.join("bench");
    fs::create_dir_all(bench_dir.join("out"))
        .with_context(|| format!("cannot create {}", bench_dir.display()))?;
    if args.lab {
        let lab = meta
            .packages
            .iter()
            .find(|p| p.name == "grundy-lab")
            .ok_or_else(|| anyhow!("no grundy-lab package"))?;
        workspace::build_release(&root, &[lab], true)?;
        let me = std::env::current_exe().context("current_exe")?;
        let load = load_average();
        let bin = meta.release_bin("grundy-lab");
        if args.side_by_side {
            let side = peers::section(&me, &bin, &bench_dir, &peers::Peers::find())?;
            let side = format!(
                "{side}\nLoad average {load} when it started; {}.\n",
                where_and_when(&root)
            );
            crate::out(&side);
            let path = bench_dir.join("side-by-side.md");
            fs::write(&path, &side).with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!("wrote {}", path.display());
            return Ok(());
        }
        let path = root.join("BENCHMARKS.md");
        let old = fs::read_to_string(&path).unwrap_or_default();
        let when = measured(&civil_now(), &short_commit(&root), &load);
        let fresh = lab::rows(&me, &bin, &bench_dir, &when, args.only.as_deref())?;
        let section = if args.only.is_some() {
            let kept = lab::old_section(&old).ok_or_else(|| {
                anyhow!(
                    "BENCHMARKS.md has no `{}` section to keep: run the whole `cargo xtask \
                     bench --lab` once",
                    lab::SECTION
                )
            })?;
            lab::replace_rows(kept, &fresh)?
        } else {
            let mut section = lab::section(&fresh);
            section.push('\n');
            let peers = peers::Peers::find();
            match lab::old_side_by_side(&old) {
                Some(kept) if !peers.any() => {
                    eprintln!(
                        "bench --lab: no peer on this machine: the side-by-side subsection is \
                         kept as it was"
                    );
                    section.push_str(kept);
                }
                _ => section.push_str(&peers::section(&me, &bin, &bench_dir, &peers)?),
            }
            section
        };
        crate::out(&section);
        fs::write(&path, lab::replace_section(&old, &section))
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.display());
        return Ok(());
    }

    let mut binaries = meta.binaries(&root);
    if let Some(name) = &args.only {
        binaries = vec![meta.binary(&root, name)?];
    }
    let with_kit: Vec<&Package> = binaries.iter().copied().filter(|p| p.has_kit()).collect();
    eprintln!(
        "bench: building {} binaries and their kits in release …",
        with_kit.len()
    );
    workspace::build_release(&root, &with_kit, true)?;
    let runs = RUNS[usize::from(args.quick)];
    let load = load_average();
    let date = civil_now();
    let (commit, machine) = (short_commit(&root), machine());

    let mut results = Vec::new();
    for p in &binaries {
        let name = &p.name;
        let mut rate = Vec::new();
        let result = if !p.has_kit() {
            Outcome::NoKit
        } else if crate::problems::is_interactive(&root.join("bins").join(name)) {
            // The kit's judge plays the bench session against the release binary: the
            // figures are of both processes (the judge's side included), an upper bound.
            eprintln!("bench: {name} ({runs} runs of the bench session against the judge) …");
            let bin = meta.release_bin(name).display().to_string();
            let empty = bench_dir.join("empty.in");
            fs::write(&empty, b"").with_context(|| empty.display().to_string())?;
            let what = "the bench session against the judge (judge included)".to_string();
            let args = ["play", bin.as_str(), "--bench"];
            let timed = bench_one(
                &meta.release_kit(name),
                &empty,
                what,
                runs,
                &bench_dir,
                name,
                &args,
            )?;
            rate = measure_rate(&meta.release_kit(name), &bin, name)?;
            timed
        } else {
            match input_for(&meta, name, args.quick, &bench_dir) {
                Err(e) => Outcome::Failed(format!("{e:#}")),
                Ok((input, what)) => {
                    eprintln!("bench: {name} ({runs} runs) …");
                    bench_one(
                        &meta.release_bin(name),
                        &input,
                        what,
                        runs,
                        &bench_dir,
                        name,
                        &[],
                    )?
                }
            }
        };
        eprintln!("  {}", result.short());
        results.push(Row {
            binary: name.clone(),
            code: bundle_code_hash(&root, name)?,
            date: date.clone(),
            commit: commit.clone(),
            load: load.clone(),
            machine: machine.clone(),
            runs,
            outcome: result,
            rate,
        });
    }

    crate::out(&render_table(&results));
    if args.quick {
        let path = bench_dir.join("BENCHMARKS.partial.md");
        let report = render_report(&results, games_core_buffer_kib(&root));
        fs::write(&path, report).with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {} (a quick run is not recorded)", path.display());
        return Ok(());
    }
    let rows = if args.only.is_some() {
        results::merge(read_rows(&root)?, results)
    } else {
        results::merge(Vec::new(), results)
    };
    let path = root.join(results::FILE);
    fs::write(&path, results::to_json(&rows))
        .with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!("wrote {}", path.display());
    write_report(&root, &rows)
}

/// The recorded rows (`BENCHMARKS.json`).
fn read_rows(root: &Path) -> Result<Vec<Row>> {
    let path = root.join(results::FILE);
    let text =
        fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    results::from_json(&text).with_context(|| format!("{}", path.display()))
}

/// Writes `BENCHMARKS.md`'s first section from `rows`, keeping the sections after it.
fn write_report(root: &Path, rows: &[Row]) -> Result<()> {
    let path = root.join("BENCHMARKS.md");
    let report = render_report(rows, games_core_buffer_kib(root));
    // The grundy-lab rows come from `--lab`: keep them.
    let report = lab::keep_section(report, &fs::read_to_string(&path).unwrap_or_default());
    fs::write(&path, report).with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!("wrote {}", path.display());
    Ok(())
}

/// [`results::code_hash`] of `name`'s bundle as it is now.
fn bundle_code_hash(root: &Path, name: &str) -> Result<String> {
    let problem = crate::problems::load(root, name)?;
    let bundle = crate::bundle::bundle_problem(root, &problem)
        .with_context(|| format!("bundling {name} for its code hash"))?;
    Ok(results::code_hash(&bundle.text))
}

/// `bench --check` for one binary: its row in BENCHMARKS.json exists and is current
/// (what `cargo xtask check NAME` runs; the rendering is checked by `bench --check`).
pub fn check_row(root: &Path, name: &str) -> Result<()> {
    let rows = read_rows(root)?;
    match results::row_problem(&rows, name, &bundle_code_hash(root, name)?) {
        None => Ok(()),
        Some(problem) => bail!("{problem}"),
    }
}

/// `cargo xtask bench --check`: every binary has a fresh row and `BENCHMARKS.md` shows the rows.
fn check(root: &Path) -> Result<()> {
    let rows = read_rows(root)?;
    let current = crate::problems::binary_names(root)?
        .into_iter()
        .map(|name| bundle_code_hash(root, &name).map(|hash| (name, hash)))
        .collect::<Result<Vec<_>>>()?;
    let path = root.join("BENCHMARKS.md");
    let md =
        fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let found = results::problems(&md, &rows, &current, games_core_buffer_kib(root));
    for line in &found {
        eprintln!("error: {line}");
    }
    match found.len() {
        0 => {
            crate::out(&format!(
                "BENCHMARKS.md and {} agree: {} rows, none stale",
                results::FILE,
                rows.len()
            ));
            Ok(())
        }
        n => bail!("{n} problems with {} (above)", results::FILE),
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The bench input of `name` (from its kit; a stored one newer than the kit is reused) and its description.
fn input_for(meta: &Metadata, name: &str, quick: bool, dir: &Path) -> Result<(PathBuf, String)> {
    let tag = if quick { "quick" } else { "full" };
    let input = dir.join(format!("{name}.{tag}.in"));
    let what_file = dir.join(format!("{name}.{tag}.what"));
    let kit = meta.release_kit(name);
    let fresh = match (modified(&kit), modified(&input), modified(&what_file)) {
        (Some(k), Some(i), Some(w)) => i > k && w > k,
        _ => false,
    };
    if fresh {
        if let Ok(what) = fs::read_to_string(&what_file) {
            return Ok((input, what.trim_end().to_string()));
        }
    }
    eprintln!("bench: generating {} …", input.display());
    let mut cmd = Command::new(&kit);
    cmd.arg("bench");
    if quick {
        cmd.arg("--quick");
    }
    let out = process::run(cmd.arg(&input), b"", KIT_LIMIT)
        .with_context(|| format!("{name}-kit bench"))?;
    if !out.status.success() {
        bail!(
            "{name}-kit bench failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let what = String::from_utf8_lossy(&out.stdout).trim_end().to_string();
    fs::write(&what_file, &what)
        .with_context(|| format!("cannot write {}", what_file.display()))?;
    Ok((input, what))
}

/// What one binary's benchmark gave.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "snake_case")]
enum Outcome {
    NoKit,
    Failed(String),
    Measured(Measured),
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
struct Measured {
    what: String,
    input_bytes: u64,
    output_bytes: u64,
    #[serde(rename = "wall_ns", with = "nanos")]
    wall: Duration,
    #[serde(rename = "cpu_ns", with = "nanos")]
    cpu: Duration,
    max_rss_kib: u64,
    /// No run was long enough to sample; `max_rss_kib` is only an upper bound.
    rss_upper_bound: bool,
}

impl Measured {
    fn rss(&self) -> String {
        if self.rss_upper_bound {
            format!("≤ {}", fmt_kib(self.max_rss_kib))
        } else {
            fmt_kib(self.max_rss_kib)
        }
    }
}

impl Outcome {
    fn short(&self) -> String {
        match self {
            Outcome::NoKit => "no kit: add src/kit.rs and its [[example]] (CONTRIBUTING.md)".into(),
            Outcome::Failed(e) => format!("FAILED: {e}"),
            Outcome::Measured(m) => format!(
                "{} wall, {} CPU, {} MB/s, {} peak",
                fmt_time(m.wall),
                fmt_time(m.cpu),
                fmt_rate(m.input_bytes, m.wall),
                m.rss()
            ),
        }
    }
}

/// A `Duration` in `BENCHMARKS.json`: whole nanoseconds.
mod nanos {
    use serde::{Deserialize, Deserializer, Serializer};
    use std::time::Duration;

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(u64::try_from(d.as_nanos()).unwrap_or(u64::MAX))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        u64::deserialize(d).map(Duration::from_nanos)
    }
}

/// One run as reported by the measuring child.
struct Sample {
    wall: Duration,
    cpu: Duration,
    max_rss_kib: u64,
    /// The run was too short to sample: it only stayed below `max_rss_kib`.
    rss_upper_bound: bool,
    ok: bool,
}

fn bench_one(
    bin: &Path,
    input: &Path,
    what: String,
    runs: usize,
    dir: &Path,
    name: &str,
    args: &[&str],
) -> Result<Outcome> {
    let input_bytes = warm_page_cache(input).with_context(|| input.display().to_string())?;
    let out = dir.join("out").join(format!("{name}.out"));
    let err = dir.join("out").join(format!("{name}.err"));
    let me = std::env::current_exe().context("current_exe")?;
    let mut samples = Vec::new();
    for _ in 0..runs {
        let sample = match measure(&me, bin, input, &out, &err, args, RUN_LIMIT) {
            Ok(sample) => sample,
            Err(e) => return Ok(Outcome::Failed(format!("{e:#}"))),
        };
        if !sample.ok {
            let stderr = fs::read_to_string(&err).unwrap_or_default();
            let first = stderr.lines().next().unwrap_or("no message").to_string();
            return Ok(Outcome::Failed(first));
        }
        samples.push(sample);
    }
    let output_bytes = fs::metadata(&out).map(|m| m.len()).unwrap_or(0);
    let mut walls: Vec<Duration> = samples.iter().map(|s| s.wall).collect();
    let mut cpus: Vec<Duration> = samples.iter().map(|s| s.cpu).collect();
    let sampled = samples.iter().filter(|s| !s.rss_upper_bound);
    let (max_rss_kib, rss_upper_bound) = match sampled.map(|s| s.max_rss_kib).max() {
        Some(peak) => (peak, false),
        None => (
            samples.iter().map(|s| s.max_rss_kib).min().unwrap_or(0),
            true,
        ),
    };
    Ok(Outcome::Measured(Measured {
        what,
        input_bytes,
        output_bytes,
        wall: median(&mut walls),
        cpu: median(&mut cpus),
        max_rss_kib,
        rss_upper_bound,
    }))
}

/// One run of `bin` (with `args`, stdin `input`, stdout `out`, stderr `err`) through the
/// measuring child `me` (`bench --measure`), by the process runner: after `limit` the
/// child and the binary are killed.
fn measure(
    me: &Path,
    bin: &Path,
    input: &Path,
    out: &Path,
    err: &Path,
    args: &[&str],
    limit: Duration,
) -> Result<Sample> {
    let mut cmd = Command::new(me);
    cmd.args(["bench", MEASURE]).args([bin, input, out, err]);
    let child =
        process::run(cmd.args(args), b"", limit).with_context(|| format!("{}", bin.display()))?;
    eprint!("{}", String::from_utf8_lossy(&child.stderr));
    let text = String::from_utf8_lossy(&child.stdout);
    parse_sample(&text).ok_or_else(|| anyhow!("measuring child said `{text}`"))
}

/// Reads `path` once so that the timed runs read from the page cache; returns its size.
fn warm_page_cache(path: &Path) -> io::Result<u64> {
    let mut file = fs::File::open(path)?;
    let mut buf = vec![0u8; 1 << 20];
    let mut total = 0u64;
    loop {
        match file.read(&mut buf)? {
            0 => return Ok(total),
            n => total += n as u64,
        }
    }
}

fn median(values: &mut [Duration]) -> Duration {
    values.sort_unstable();
    values[values.len() / 2]
}

/// `bench --measure BIN INPUT OUT ERR [ARGS…]`: runs BIN (with ARGS) once and prints
/// `wall_ns cpu_ns max_rss_kib upper_bound status` for the parent
/// (`upper_bound` 1: the run only stayed below `max_rss_kib`).
///
/// Peak memory: Linux charges a child, at its `exec`, with the peak RSS of
/// the process it was spawned from, so `getrusage(RUSAGE_CHILDREN)` reads at
/// least this process's own peak (the "floor", a few MiB for a debug xtask,
/// measured first by running `true`). Above the floor that number is exact;
/// at the floor the child stayed below it, and the peak seen by polling the
/// child's `VmHWM` in `/proc` is shown instead (sampled every 100 µs, so it
/// can only miss growth in the last 100 µs of a run).
pub fn measure_child(args: &[String]) -> Result<()> {
    let [bin, input, out, err, rest @ ..] = args else {
        bail!("usage: bench --measure BIN INPUT OUT ERR [ARGS…]");
    };
    let open = |p: &str| fs::File::open(p).with_context(|| p.to_string());
    let create = |p: &str| fs::File::create(p).with_context(|| p.to_string());
    let mut cmd = Command::new(bin);
    cmd.args(rest)
        .stdin(open(input)?)
        .stdout(create(out)?)
        .stderr(create(err)?);
    // The floor: what a tiny program run from here is charged with.
    let max_rss_so_far = || {
        nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
            .map(|u| u.max_rss() as u64)
            .unwrap_or(0)
    };
    let floor = match Command::new("true").status() {
        Ok(_) => max_rss_so_far(),
        Err(_) => vm_hwm_kib("self").unwrap_or(0) + 512,
    };
    let micros = |t: nix::sys::time::TimeVal| t.tv_sec() as u64 * 1_000_000 + t.tv_usec() as u64;
    let cpu_us = |u: &nix::sys::resource::Usage| micros(u.user_time()) + micros(u.system_time());
    let cpu_before = nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .map(|u| cpu_us(&u))
        .unwrap_or(0);
    let start = Instant::now();
    let mut child = cmd.spawn().with_context(|| format!("starting {bin}"))?;
    let done = Arc::new(AtomicBool::new(false));
    let poller = {
        let done = Arc::clone(&done);
        let pid = child.id().to_string();
        std::thread::spawn(move || {
            let mut peak = 0;
            while !done.load(Ordering::Relaxed) {
                peak = vm_hwm_kib(&pid).unwrap_or(0).max(peak);
                std::thread::sleep(Duration::from_micros(100));
            }
            peak
        })
    };
    let status = child.wait().with_context(|| format!("waiting for {bin}"))?;
    let wall = start.elapsed();
    done.store(true, Ordering::Relaxed);
    let polled = poller.join().unwrap_or(0);
    let usage = nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .context("getrusage")?;
    // The CPU time of `true` is counted here too; subtract it.
    let cpu_us = cpu_us(&usage).saturating_sub(cpu_before);
    let charged = usage.max_rss() as u64;
    // This process grows a little between `true` and the spawn: 1 MiB of slack.
    // A run too short for one poll only tells that it stayed below the floor.
    let (max_rss, upper_bound) = if charged > floor + 1024 {
        (charged, 0)
    } else if polled > 0 {
        (polled, 0)
    } else {
        (charged, 1)
    };
    let code = if status.success() {
        0
    } else {
        status.code().unwrap_or(-1)
    };
    crate::out(&format!(
        "{} {} {max_rss} {upper_bound} {code}",
        wall.as_nanos(),
        cpu_us * 1000
    ));
    Ok(())
}

/// `VmHWM` (peak resident set) of process `pid` (or `self`) in KiB, from `/proc`.
fn vm_hwm_kib(pid: &str) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn parse_sample(text: &str) -> Option<Sample> {
    let mut fields = text.split_whitespace().map(str::parse::<i64>);
    let wall = fields.next()?.ok()?;
    let cpu = fields.next()?.ok()?;
    let rss = fields.next()?.ok()?;
    let bound = fields.next()?.ok()?;
    let code = fields.next()?.ok()?;
    Some(Sample {
        wall: Duration::from_nanos(wall as u64),
        cpu: Duration::from_nanos(cpu as u64),
        max_rss_kib: rss as u64,
        rss_upper_bound: bound != 0,
        ok: code == 0,
    })
}

/// The 1, 5 and 15 minute load averages (`/proc/loadavg`).
fn load_average() -> String {
    let text = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

fn fmt_time(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1e3;
    if ms >= 100.0 {
        format!("{:.2} s", ms / 1e3)
    } else if ms >= 1.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.0} µs", ms * 1e3)
    }
}

fn fmt_rate(bytes: u64, wall: Duration) -> String {
    if bytes < MIN_BYTES_FOR_RATE || wall.is_zero() {
        return "—".into();
    }
    format!("{:.0}", bytes as f64 / 1e6 / wall.as_secs_f64())
}

fn fmt_bytes(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.1} MB", bytes as f64 / 1e6)
    } else if bytes >= 1_000 {
        format!("{:.1} kB", bytes as f64 / 1e3)
    } else {
        format!("{bytes} B")
    }
}

fn fmt_kib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// The table of `rows`, with when each was measured (date UTC, commit, 1-minute load).
fn render_table(rows: &[Row]) -> String {
    use crate::readme::cell;
    let mut t = String::from(
        "| binary | input | size | wall (median) | CPU (median) | MB/s | peak RSS | output | measured |\n\
         |---|---|--:|--:|--:|--:|--:|--:|---|\n",
    );
    for row in rows {
        let name = &row.binary;
        let when = measured(&row.date, &row.commit, &row.load);
        let _ = match &row.outcome {
            Outcome::Measured(m) => writeln!(
                t,
                "| {name} | {} | {} | {} | {} | {} | {} | {} | {when} |",
                cell(&m.what),
                fmt_bytes(m.input_bytes),
                fmt_time(m.wall),
                fmt_time(m.cpu),
                fmt_rate(m.input_bytes, m.wall),
                m.rss(),
                fmt_bytes(m.output_bytes)
            ),
            other => writeln!(
                t,
                "| {name} | {} | | | | | | | {when} |",
                cell(&other.short())
            ),
        };
    }
    let rated: Vec<&Row> = rows.iter().filter(|r| !r.rate.is_empty()).collect();
    if !rated.is_empty() {
        t.push_str(
            "\nRates of the interactive binaries whose judge counts a rate (`<name>-kit rate`, \
             at full size against the judge's strategy, 95% intervals):\n\n",
        );
        for row in rated {
            for line in &row.rate {
                let _ = writeln!(t, "- {}: {line}", row.binary);
            }
        }
    }
    t
}

/// `BENCHMARKS.md`'s first section: `rows` and how they were measured
/// (`buffer_kib`: games-core's input buffer). Depends on nothing else, so
/// `bench --check` can render it again and compare.
fn render_report(rows: &[Row], buffer_kib: u64) -> String {
    let distinct = |field: fn(&Row) -> String| {
        let mut values: Vec<String> = rows.iter().map(field).collect();
        values.sort();
        values.dedup();
        values.join(", ")
    };
    let machines = distinct(|r| r.machine.clone());
    let runs = distinct(|r| r.runs.to_string());
    let table = render_table(rows);
    format!(
        "# Benchmarks\n\n\
         Rendered by `cargo xtask bench` from `{file}`, which records each row\n\
         unrounded with the date (UTC), commit and load average (1 minute) of its\n\
         run, shown in the last column, and a hash of the binary's bundle code. `cargo\n\
         xtask bench --only NAME` measures one binary again and replaces its row;\n\
         `cargo xtask bench --check` (run by `.ci/run`) fails when a binary has no row,\n\
         when a row is stale (the binary's code changed since it was measured) and\n\
         when this table is not what `{file}` renders.\n\
         Machine: {machines}, shared with other builds, so wall times include\n\
         waiting for a core; CPU time does not.\n\n\
         Each binary (release build) ran {runs} times with its input file as stdin (read\n\
         once before, so it comes from the page cache) and stdout to a file. Wall and\n\
         CPU (user + system) are medians; MB/s = input bytes / median wall time, shown\n\
         for inputs of 1 MiB or more (below that, process start-up dominates); peak RSS\n\
         is the largest over the runs (`getrusage(RUSAGE_CHILDREN)` of a process that\n\
         started only that run, or the child's `VmHWM` polled in `/proc` when that\n\
         process's own size hides it; `≤` marks runs too short to poll, which only\n\
         stayed below the measuring process's size). Each binary's kit writes its input\n\
         deterministically (`<name>-kit bench FILE`, a fixed seed per binary)\n\
         into `target/bench/` at the judge's limits with our widened values, larger\n\
         where the binary's per-test limits allow more tests than the judge sends.\n\n\
         {table}\n\
         Reading the table: a binary that does almost nothing takes about 1.5 ms and\n\
         2 MiB (process start-up and the Rust runtime). Input is read through one\n\
         {buffer_kib} KiB buffer whatever its size, so peak RSS above that baseline is the\n\
         binary's own data: answers are kept in memory until the input has been read\n\
         to its end (`games_core::io::run` prints nothing on bad input), so binaries\n\
         that answer per test grow with the output column. The scanner alone, without\n\
         process or file: `cargo bench -p games-core --bench scanner` (divan, scanner\n\
         against `str::parse` on `split_whitespace`).\n",
        file = results::FILE,
    )
}

/// Games `rate` plays per group for a bench row: the judge's strictest
/// test set, measured at full size.
const RATE_GAMES: u64 = 10_000;

/// What `kit rate BIN` measures for a bench row: one line per group whose
/// objective is a rate (none for the other interactive binaries).
fn measure_rate(kit: &Path, bin: &str, name: &str) -> Result<Vec<String>> {
    let out = Command::new(kit)
        .args(["rate", bin, "--games", &RATE_GAMES.to_string()])
        .output()
        .with_context(|| format!("cannot run {}", kit.display()))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        bail!(
            "{name}: `{}-kit rate` failed: {}",
            name,
            stderr.lines().next().unwrap_or("no message")
        );
    }
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| format!("{l} (over at least {RATE_GAMES} games)"))
        .collect();
    for l in &lines {
        eprintln!("  {l}");
    }
    Ok(lines)
}

/// `N cores (CPU model)`, as a row records where it was measured.
fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{cores} cores ({})", cpu_model())
}

/// `BUFFER_SIZE` of games-core in KiB (read from its source, xtask does not link it).
fn games_core_buffer_kib(root: &Path) -> u64 {
    let src = fs::read_to_string(root.join("games-core/src/scanner.rs")).unwrap_or_default();
    src.lines()
        .find_map(|l| l.strip_prefix("pub const BUFFER_SIZE: usize = 1 << "))
        .and_then(|v| v.trim_end_matches(';').parse::<u32>().ok())
        .map_or(0, |shift| (1u64 << shift) / 1024)
}

/// The CPU's model name from `/proc/cpuinfo`, or "unknown CPU".
fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into())
}

/// `git rev-parse --short HEAD` in `root`, or "" where git cannot say.
fn short_commit(root: &Path) -> String {
    Command::new("git")
        .current_dir(root)
        .args(["rev-parse", "--short", "HEAD"])
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// `commit abc1234, 2026-12-01 15:00 UTC, CPU model, N cores` for a report's last line.
fn where_and_when(root: &Path) -> String {
    let commit = short_commit(root);
    let cpu = cpu_model();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!(
        "commit `{commit}`, {} UTC, {cpu}, {cores} cores",
        civil_now()
    )
}

/// Now (UTC), as [`civil_date`] writes it.
fn civil_now() -> String {
    civil_date(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    )
}

/// A row's "measured" cell, for a binary's row and a lab row alike:
/// `date \`commit\`, load L`, L the first (one-minute) figure of `load`.
fn measured(date: &str, commit: &str, load: &str) -> String {
    let load = load.split_whitespace().next().unwrap_or("?");
    format!("{date} `{commit}`, load {load}")
}

/// `YYYY-MM-DD hh:mm` of a Unix time (days-to-civil, proleptic Gregorian).
fn civil_date(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (hh, mm) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02} {hh:02}:{mm:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0), "1970-01-01 00:00");
        assert_eq!(civil_date(951_782_400), "2000-02-29 00:00");
        assert_eq!(civil_date(1_796_006_400), "2026-11-30 02:40");
    }

    #[test]
    fn samples_parse_and_format() {
        let s = parse_sample("1500000 1200000 2048 0 0\n").unwrap();
        assert_eq!(s.wall, Duration::from_micros(1500));
        assert_eq!(s.max_rss_kib, 2048);
        assert!(s.ok && !s.rss_upper_bound);
        assert!(!parse_sample("1 2 3 0 1").unwrap().ok);
        assert!(parse_sample("1 2 3 1 0").unwrap().rss_upper_bound);
        assert!(parse_sample("1 2").is_none());
        assert_eq!(fmt_time(Duration::from_micros(1500)), "1.5 ms");
        assert_eq!(fmt_rate(100_000_000, Duration::from_millis(100)), "1000");
        assert_eq!(fmt_rate(10, Duration::from_millis(100)), "—");
    }

    #[test]
    fn a_hanging_run_is_killed_at_its_limit() {
        // A stand-in measuring child that never finishes.
        let dir = crate::Scratch::new("bench-hang");
        let me = dir.join("hang");
        fs::write(&me, "#!/bin/sh\nsleep 30\n").unwrap();
        assert!(Command::new("chmod")
            .arg("+x")
            .arg(&me)
            .status()
            .unwrap()
            .success());
        let (start, null) = (Instant::now(), Path::new("/dev/null"));
        let limit = Duration::from_millis(300);
        let e = measure(&me, null, null, null, null, &[], limit)
            .err()
            .unwrap();
        assert!(format!("{e:#}").contains("still running"), "{e:#}");
        assert!(start.elapsed() < Duration::from_secs(5));
    }
}
