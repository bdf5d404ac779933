//! `grundy-lab census`: every octal game 0.d1, 0.d1d2, 0.d1d2d3 built until its
//! period is proven (or to a cap), on every core, resumable, compared with the
//! published tables ([`crate::census_published`]).
//!
//! Each game runs on one thread (`lab_engine::patterns::prove::grow_until_proven`
//! on the sparse-space builder, as `octal CODE --until-proven`); the games
//! run in parallel on a rayon pool. Each finished game is appended to the
//! `--results` TSV file at once, so an interrupted run loses only the games
//! it was building; a restart skips every code already in the file.

use crate::census_published::{published, Figure, Published};
use lab_engine::patterns::pattern::{classify_values, Pattern};
use lab_engine::patterns::prove::{grow_until_proven, Outcome};
use lab_engine::tables::driver::Driver;
use lab_engine::tables::game::Game;
use lab_engine::tables::octal::OctalGame;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The default cap: 2^26 values per game.
pub const DEFAULT_MAX: u64 = 1 << 26;

/// The first table end tried (then doubling, or straight to the size the theorem needs).
const START: usize = 100;

/// The TSV header (after the `#` comment line).
const HEADER: &str =
    "code\tstatus\tperiod\tpreperiod\tchecked_upto\tseconds\tcpu_seconds\tstop\tnote";

/// The comment line a finished invocation appends to the results file (its facts follow, tab-separated).
const INVOCATION: &str = "# invocation";

/// What `census` was asked.
#[derive(Debug, Clone)]
pub struct CensusArgs {
    /// The cap of each game's table.
    pub max: usize,
    /// Each game's time limit.
    pub time_limit: Option<Limit>,
    /// The resumable TSV file.
    pub results: Option<PathBuf>,
    /// Where the Markdown table goes (else it is returned for stdout).
    pub markdown: Option<PathBuf>,
    /// Only these codes (normalised `0.d1…`), else every code with up to three digits.
    pub codes: Option<Vec<String>>,
    /// Build the selected codes even when the results file has them (the last row of a code wins).
    pub redo: bool,
    /// Worker threads (default: every core).
    pub jobs: Option<usize>,
    /// The command line, for the Markdown header.
    pub command: String,
}

/// A game's time limit: on its wall time (`--time-limit`), or on the CPU
/// time of the thread that builds it (`--cpu-limit`), which a loaded machine
/// does not shorten, so the N an open game reaches depends on the CPU alone.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Limit {
    /// Wall time.
    Wall(Duration),
    /// The building thread's CPU time (wall time where `/proc` cannot tell it).
    Cpu(Duration),
}

/// How a game's run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The period is proven.
    Proven,
    /// The table reached `--max` unproven.
    Max,
    /// The time limit struck first.
    Time,
}

impl Stop {
    fn word(self) -> &'static str {
        match self {
            Stop::Proven => "proven",
            Stop::Max => "max",
            Stop::Time => "time",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        match s {
            "proven" => Some(Stop::Proven),
            "max" => Some(Stop::Max),
            "time" => Some(Stop::Time),
            _ => None,
        }
    }
}

/// One game's result: one TSV row.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// `0.d1…`.
    pub code: String,
    /// `(period, preperiod)` when proven.
    pub proven: Option<(usize, usize)>,
    /// The table end the run reached: g(0..=checked_upto).
    pub checked_upto: usize,
    /// The run's wall time on its thread.
    pub seconds: f64,
    /// Its thread's CPU time (Linux; else the wall time).
    pub cpu_seconds: f64,
    /// Why it stopped.
    pub stop: Stop,
    /// For an unproven game: the period seen and what would prove it, if any.
    pub note: String,
}

impl Row {
    fn tsv(&self) -> String {
        let (status, period, pre) = match self.proven {
            Some((p, a)) => ("proven", p.to_string(), a.to_string()),
            None => ("open", "-".into(), "-".into()),
        };
        format!(
            "{}\t{status}\t{period}\t{pre}\t{}\t{:.3}\t{:.3}\t{}\t{}",
            self.code,
            self.checked_upto,
            self.seconds,
            self.cpu_seconds,
            self.stop.word(),
            self.note.replace(['\t', '\n'], " ")
        )
    }

    fn parse(line: &str) -> Result<Self, String> {
        let f: Vec<&str> = line.split('\t').collect();
        let bad = || format!("not a census row: `{line}`");
        if f.len() < 8 {
            return Err(bad());
        }
        let num = |s: &str| s.parse::<usize>().map_err(|_| bad());
        let proven = match f[1] {
            "proven" => Some((num(f[2])?, num(f[3])?)),
            "open" => None,
            _ => return Err(bad()),
        };
        Ok(Row {
            code: f[0].to_string(),
            proven,
            checked_upto: num(f[4])?,
            seconds: f[5].parse().map_err(|_| bad())?,
            cpu_seconds: f[6].parse().map_err(|_| bad())?,
            stop: Stop::parse(f[7]).ok_or_else(bad)?,
            note: f.get(8).unwrap_or(&"").to_string(),
        })
    }
}

/// Every octal code 0.d1, 0.d1d2, 0.d1d2d3 (digits 0–7, the last one not 0), in
/// that order (by length, then by digits): 7 + 56 + 448 = 511 codes.
pub fn all_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for len in 1..=3u32 {
        for n in 0..8usize.pow(len) {
            let digits: String = (0..len)
                .rev()
                .map(|k| char::from(b'0' + (n / 8usize.pow(k) % 8) as u8))
                .collect();
            if !digits.ends_with('0') {
                codes.push(format!("0.{digits}"));
            }
        }
    }
    codes
}

/// `--codes`: each code normalised (`.77` → `0.77`); octal codes with a proof only.
pub fn parse_codes(list: &[String]) -> Result<Vec<String>, String> {
    list.iter()
        .map(|c| {
            let game = OctalGame::parse(c.trim())?;
            if game.digits().iter().any(|&d| d > 7) || game.leaves_three() {
                return Err(format!(
                    "--codes: `{c}` is not an octal code (digits 0 to 7)"
                ));
            }
            Ok(game.to_string())
        })
        .collect()
}

/// Builds one game until proven, `max` or the time limit.
pub fn run_game(code: &str, max: usize, limit: Option<Limit>) -> Row {
    let start = Instant::now();
    let cpu_start = thread_cpu_seconds();
    let game = Game::Octal(OctalGame::parse(code).expect("census codes are valid"));
    let proof = game.proof();
    let mut driver = Driver::new(game);
    let struck = || match (limit, cpu_start) {
        (None, _) => false,
        (Some(Limit::Cpu(l)), Some(cpu)) => {
            thread_cpu_seconds().map_or(start.elapsed() >= l, |now| now - cpu >= l.as_secs_f64())
        }
        (Some(Limit::Wall(l) | Limit::Cpu(l)), _) => start.elapsed() >= l,
    };
    let growth = grow_until_proven(&mut driver, START.min(max), max, |_| {
        if struck() {
            Err("time limit".into())
        } else {
            Ok(())
        }
    });
    let (pattern, stop, needed) = match growth {
        Ok(g) => match g.outcome {
            Outcome::Proven => (g.pattern, Stop::Proven, None),
            Outcome::Capped { needed, .. } => (g.pattern, Stop::Max, needed),
        },
        // Stopped inside a step: judge the values computed so far.
        Err(_) => {
            let pattern = classify_values(driver.values(), proof);
            match pattern {
                Pattern::Periodic(p) if p.proven => (pattern, Stop::Proven, None),
                Pattern::Periodic(p) => (
                    pattern,
                    Stop::Time,
                    proof.upto_needed(p.preperiod, p.period),
                ),
                _ => (pattern, Stop::Time, None),
            }
        }
    };
    let mut note = String::new();
    let proven = match pattern {
        Pattern::Periodic(p) if p.proven => Some((p.period, p.preperiod)),
        Pattern::Periodic(p) => {
            note = format!(
                "period {} from {} seen, unproven (proof needs g(0..={}))",
                p.period,
                p.preperiod,
                needed.map_or_else(|| "?".into(), |n| n.to_string())
            );
            None
        }
        _ => {
            if let Some(n) = needed {
                note = format!("a period shows at the end; its proof needs g(0..={n})");
            }
            None
        }
    };
    Row {
        code: code.to_string(),
        proven,
        checked_upto: driver.upto(),
        seconds: start.elapsed().as_secs_f64(),
        cpu_seconds: match (cpu_start, thread_cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => start.elapsed().as_secs_f64(),
        },
        stop,
        note,
    }
}

/// What the invocations' time limits were on, for the Markdown's time line.
fn limit_kind(invocations: &[Invocation]) -> &'static str {
    let said = |flag: &str| {
        invocations
            .iter()
            .any(|i| i.command.split_whitespace().any(|w| w.starts_with(flag)))
    };
    match (said("--time-limit"), said("--cpu-limit")) {
        (false, false) => "no game had a time limit",
        (false, true) => {
            "the time limit was on each game's CPU time, so a loaded machine stops no game at \
             a smaller N than an idle one"
        }
        (true, false) => {
            "the time limit was on each game's wall time, so on a shared machine a game may \
             stop at a smaller N than on an idle one"
        }
        (true, true) => {
            "some rows were built under a wall-time limit, which on a shared machine may stop \
             a game at a smaller N than on an idle one, others under a CPU-time limit"
        }
    }
}

/// The rows of a results file (none when it does not exist).
pub fn read_results(path: &Path) -> Result<Vec<Row>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#') && !l.starts_with("code\t"))
        .map(|l| Row::parse(l).map_err(|e| format!("{}: {e}", path.display())))
        .collect()
}

/// One finished invocation of the census, as recorded in the results file.
#[derive(Debug, Clone, PartialEq)]
pub struct Invocation {
    /// Wall seconds.
    pub wall: f64,
    /// CPU seconds of the process (the wall time where unknown).
    pub cpu: f64,
    /// Games it built.
    pub built: usize,
    /// Threads.
    pub jobs: usize,
    /// The command line.
    pub command: String,
}

impl Invocation {
    fn line(&self) -> String {
        format!(
            "{INVOCATION}\t{:.1}\t{:.1}\t{}\t{}\t{}",
            self.wall,
            self.cpu,
            self.built,
            self.jobs,
            self.command.replace(['\t', '\n'], " ")
        )
    }

    fn parse(line: &str) -> Option<Self> {
        let f: Vec<&str> = line.strip_prefix(INVOCATION)?.split('\t').skip(1).collect();
        Some(Invocation {
            wall: f.first()?.parse().ok()?,
            cpu: f.get(1)?.parse().ok()?,
            built: f.get(2)?.parse().ok()?,
            jobs: f.get(3)?.parse().ok()?,
            command: f.get(4)?.to_string(),
        })
    }
}

/// The invocations recorded in a results file.
pub fn read_invocations(path: &Path) -> Vec<Invocation> {
    std::fs::read_to_string(path)
        .map(|t| t.lines().filter_map(Invocation::parse).collect())
        .unwrap_or_default()
}

/// Opens the results file for appending, writing the header into a new one.
fn open_results(path: &Path) -> Result<std::fs::File, String> {
    let fresh = std::fs::metadata(path).map_or(true, |m| m.len() == 0);
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    if fresh {
        writeln!(
            file,
            "# grundy-lab census: one game per row, appended as each finishes\n{HEADER}"
        )
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(file)
}

/// The whole run's progress: one bar on a terminal, else one line per game on stderr.
struct Progress {
    bar: Option<indicatif::ProgressBar>,
    total: usize,
    done: AtomicUsize,
    state: Mutex<(usize, BTreeSet<String>)>,
}

impl Progress {
    fn new(total: usize) -> Self {
        use std::io::IsTerminal;
        let bar = std::io::stderr().is_terminal().then(|| {
            let b = indicatif::ProgressBar::new(total as u64);
            if let Ok(style) = indicatif::ProgressStyle::with_template(
                "census [{bar:30}] {pos}/{len} games, {elapsed_precise} (ETA {eta}) {msg}",
            ) {
                b.set_style(style.progress_chars("=> "));
            }
            b.enable_steady_tick(Duration::from_millis(500));
            b
        });
        Progress {
            bar,
            total,
            done: AtomicUsize::new(0),
            state: Mutex::new((0, BTreeSet::new())),
        }
    }

    fn message(&self, state: &(usize, BTreeSet<String>)) {
        if let Some(b) = &self.bar {
            let running: Vec<&str> = state.1.iter().map(String::as_str).collect();
            b.set_message(format!(
                "{} proven; building {}",
                state.0,
                running.join(" ")
            ));
        }
    }

    fn started(&self, code: &str) {
        let mut state = self.state.lock().expect("no panics while locked");
        state.1.insert(code.to_string());
        self.message(&state);
    }

    fn finished(&self, row: &Row) {
        let mut state = self.state.lock().expect("no panics while locked");
        state.1.remove(&row.code);
        state.0 += usize::from(row.proven.is_some());
        self.message(&state);
        let done = self.done.fetch_add(1, Ordering::SeqCst) + 1;
        match &self.bar {
            Some(b) => b.inc(1),
            None => eprintln!(
                "[{done}/{}] {} {} ({:.1} s)",
                self.total,
                row.code,
                match row.proven {
                    Some((p, a)) => format!("period {p} from {a}"),
                    None => format!("none up to {} ({})", row.checked_upto, row.stop.word()),
                },
                row.seconds
            ),
        }
    }

    fn finish(self) {
        if let Some(b) = self.bar {
            b.finish_and_clear();
        }
    }
}

/// This process's CPU time (user + system), from `/proc/self/stat` (Linux).
fn process_cpu_seconds() -> Option<f64> {
    stat_cpu_seconds("/proc/self/stat")
}

/// This thread's CPU time, from `/proc/thread-self/stat` (Linux).
fn thread_cpu_seconds() -> Option<f64> {
    stat_cpu_seconds("/proc/thread-self/stat")
}

/// utime + stime of a `stat` file, in seconds (100 ticks a second).
fn stat_cpu_seconds(path: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(path).ok()?;
    // Fields after the command name in parentheses; utime and stime are fields 14 and 15.
    let rest = stat.rsplit_once(") ")?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// The machine in a few words: CPU model and cores.
fn machine() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|m| m.trim_start_matches([' ', '\t', ':']).to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {cores} logical cores, {}", std::env::consts::OS)
}

/// Runs the census; returns the Markdown when `--markdown` is not given.
pub fn run(args: &CensusArgs) -> Result<String, String> {
    let wall = Instant::now();
    let codes = args.codes.clone().unwrap_or_else(all_codes);
    let mut rows: BTreeMap<String, Row> = BTreeMap::new();
    if let Some(path) = &args.results {
        // A code's last row wins (a later `--redo` supersedes an earlier row).
        for row in read_results(path)? {
            rows.insert(row.code.clone(), row);
        }
    }
    // Fail on a bad path before any work.
    if let Some(path) = &args.markdown {
        std::fs::write(path, "").map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let pending: Vec<&String> = codes
        .iter()
        .filter(|c| args.redo || !rows.contains_key(*c))
        .collect();
    let skipped = codes.len() - pending.len();
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    crate::memory::check(
        "--max",
        args.max.saturating_mul(jobs),
        crate::memory::available(),
    )
    .map_err(|e| format!("{e} ({jobs} games at once: lower --max or --jobs)"))?;
    let file = match &args.results {
        Some(path) if !pending.is_empty() => Some(Mutex::new(open_results(path)?)),
        _ => None,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| format!("cannot start the threads: {e}"))?;
    let progress = Progress::new(pending.len());
    let next = AtomicUsize::new(0);
    let new_rows: Mutex<Vec<Row>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    // Each worker takes the next code in order, so the run goes through the list as given.
    pool.broadcast(|_| loop {
        let i = next.fetch_add(1, Ordering::SeqCst);
        let Some(code) = pending.get(i) else { break };
        if failure.lock().expect("no panics while locked").is_some() {
            break;
        }
        progress.started(code);
        let row = run_game(code, args.max, args.time_limit);
        if let Some(file) = &file {
            let mut file = file.lock().expect("no panics while locked");
            if let Err(e) = writeln!(file, "{}", row.tsv()).and_then(|()| file.flush()) {
                *failure.lock().expect("no panics while locked") =
                    Some(format!("cannot append to the results file: {e}"));
            }
        }
        progress.finished(&row);
        new_rows.lock().expect("no panics while locked").push(row);
    });
    progress.finish();
    if let Some(e) = failure.into_inner().expect("no panics while locked") {
        return Err(e);
    }
    let ran = new_rows.into_inner().expect("no panics while locked");
    let ran_count = ran.len();
    for row in ran {
        rows.insert(row.code.clone(), row);
    }
    let selected: Vec<&Row> = codes.iter().filter_map(|c| rows.get(c)).collect();
    let this = Invocation {
        wall: wall.elapsed().as_secs_f64(),
        cpu: process_cpu_seconds().unwrap_or_else(|| wall.elapsed().as_secs_f64()),
        built: ran_count,
        jobs,
        command: args.command.clone(),
    };
    let mut invocations = Vec::new();
    if let Some(path) = &args.results {
        invocations = read_invocations(path);
        if ran_count > 0 {
            let mut file = open_results(path)?;
            writeln!(file, "{}", this.line())
                .map_err(|e| format!("cannot append to {}: {e}", path.display()))?;
        }
    }
    if ran_count > 0 {
        invocations.push(this);
    }
    let run = RunFacts {
        jobs,
        machine: machine(),
        invocations,
        ran: ran_count,
        skipped,
    };
    let markdown = markdown(&selected, &run);
    match &args.markdown {
        Some(path) => {
            std::fs::write(path, &markdown)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            Ok(format!(
                "census: {} games ({ran_count} built now, {skipped} from the results file); table in {}\n",
                selected.len(),
                path.display()
            ))
        }
        None => Ok(markdown),
    }
}

/// The facts of this invocation that the Markdown header states.
#[derive(Debug, Clone)]
pub struct RunFacts {
    /// Threads.
    pub jobs: usize,
    /// CPU and cores.
    pub machine: String,
    /// The invocations that built the rows (from the results file, and this one).
    pub invocations: Vec<Invocation>,
    /// Games built by this invocation.
    pub ran: usize,
    /// Games read from the results file.
    pub skipped: usize,
}

/// The agreement of a row with the reference, in the words of the table's last column.
pub fn agreement(row: &Row, published: Option<Published>) -> String {
    let Some(entry) = published.and_then(|p| p.entry) else {
        return "not published here".into();
    };
    let p = published.expect("an entry comes with its lookup");
    let via = if p.equivalent {
        format!(" (equivalent game {})", p.game)
    } else {
        String::new()
    };
    match (entry.figure, row.proven) {
        (Figure::Unsolved, None) => format!("agree: unsolved in the reference{via}"),
        (Figure::Unsolved, Some((period, pre))) => format!(
            "differs: the reference lists{via} as unsolved; the lab proves period {period} \
             from {pre} by the Guy–Smith theorem"
        ),
        (Figure::Solved { preperiod, period }, Some((q, a))) => {
            if q != period {
                format!("differs: period {q}, the reference{via} {period}")
            } else if a == preperiod {
                "agree".into()
            } else if p.equivalent && a.abs_diff(preperiod) <= 2 {
                format!(
                    "agree: period equal; preperiod {a} vs {preperiod} of {}, shifted by the \
                     equivalence's heap offset",
                    p.game
                )
            } else {
                format!("differs: preperiod {a}, the reference{via} {preperiod}")
            }
        }
        (Figure::Solved { preperiod, period }, None) => {
            let reach = needed_table(row, preperiod, period);
            format!(
                "not reached: no period proven up to {}, no contradiction (the reference{via} \
                 has period {period} from {preperiod}{reach})",
                row.checked_upto
            )
        }
    }
}

/// For an unproven row whose game the reference solves: the table its proof would need, in words.
fn needed_table(row: &Row, preperiod: usize, period: usize) -> String {
    let Ok(game) = OctalGame::parse(&row.code) else {
        return String::new();
    };
    match Game::Octal(game).proof().upto_needed(preperiod, period) {
        Some(n) => format!("; its proof needs g(0..={n})"),
        None => String::new(),
    }
}

/// The published figure in the table's words.
fn figure_words(published: Option<Published>) -> (String, String) {
    let Some(p) = published else {
        return ("not published here".into(), String::new());
    };
    let Some(entry) = p.entry else {
        return ("not published here".into(), String::new());
    };
    let what = match entry.figure {
        Figure::Solved { preperiod, period } => format!("period {period} from {preperiod}"),
        Figure::Unsolved => "unsolved".into(),
    };
    let figure = if p.equivalent {
        format!("{what} (as {})", p.game)
    } else {
        what
    };
    let file = entry.source.rsplit('/').next().unwrap_or(entry.source);
    // Reference-style links, defined once below the table.
    let mut source = format!("[{file}]");
    if p.equivalent {
        source.push_str(", [GameLookup.md]");
    }
    (figure, source)
}

fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}h{:02}m{:02}s", s / 3600, s / 60 % 60, s % 60)
}

/// The Markdown: a header with the run's facts and counts, then one row per game.
pub fn markdown(rows: &[&Row], run: &RunFacts) -> String {
    let mut out = String::new();
    let proven = rows.iter().filter(|r| r.proven.is_some()).count();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut lines = Vec::new();
    let mut cpu_sum = 0.0;
    let mut checked_min: Option<usize> = None;
    for row in rows {
        let published = published(&row.code);
        let agreement = agreement(row, published);
        let kind = agreement.split(':').next().unwrap_or("").to_string();
        *counts
            .entry(match kind.as_str() {
                "agree" => "agree",
                "differs" => "differ",
                "not reached" => "not reached",
                _ => "not published",
            })
            .or_default() += 1;
        cpu_sum += row.cpu_seconds;
        let (period, pre) = match row.proven {
            Some((p, a)) => (p.to_string(), a.to_string()),
            None => {
                checked_min =
                    Some(checked_min.map_or(row.checked_upto, |m| m.min(row.checked_upto)));
                (format!("none up to {}", row.checked_upto), "—".into())
            }
        };
        let (figure, source) = figure_words(published);
        lines.push(format!(
            "| {} | {period} | {pre} | {figure} | {agreement} | {source} |",
            row.code
        ));
    }
    let _ = writeln!(
        out,
        "# Census of the octal games with up to three code digits\n"
    );
    let _ = writeln!(
        out,
        "Generated by `grundy-lab census` (tools/grundy-lab). Command{}:\n",
        if run.invocations.len() > 1 {
            "s (the run was resumed)"
        } else {
            ""
        }
    );
    for inv in &run.invocations {
        let _ = writeln!(out, "    {}", inv.command);
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "- **Games**: {} codes, normal play (without --codes the census runs every 0.d1, \
         0.d1d2, 0.d1d2d3: digits 0–7, the last one not 0, 511 codes; the 4.d1d2d3 codes are \
         not included). Equivalent games are listed one by one, not folded.",
        rows.len()
    );
    let _ = writeln!(
        out,
        "- **Algorithm**: for each game, the sparse-space builder (the plain scan where no mask helps) grows g(0..=N) from N = {START} \
         (doubling, or straight to the size the Guy–Smith theorem needs once a period shows) \
         until the theorem proves the period, or N reaches the cap (--max, default 2^26 = \
         {DEFAULT_MAX}), or the time limit per game (--time-limit on its wall \
         time, --cpu-limit on its CPU time) of the invocation that built the row strikes (the commands above; the results file's `stop` column says \
         which: proven, max or time). A proven row's period and preperiod are the smallest \
         ones: g(n + p) = g(n) for every n ≥ preperiod, for all n. An open row says \
         \"none up to N\": g(0..=N) was computed and proves no period.",
    );
    let _ = writeln!(
        out,
        "- **Machine**: {}; {} games at once (rayon), one thread per game.",
        run.machine, run.jobs
    );
    let wall: f64 = run.invocations.iter().map(|i| i.wall).sum();
    let cpu: f64 = run.invocations.iter().map(|i| i.cpu).sum();
    let _ = writeln!(
        out,
        "- **Time**: {} invocation(s) built the rows: {} wall, {} CPU in all (the last one built \
         {} games and read {} from the results file). The games' own CPU times sum to {}; \
         {} (each row says the N it reached).",
        run.invocations.len(),
        clock(Duration::from_secs_f64(wall)),
        clock(Duration::from_secs_f64(cpu)),
        run.ran,
        run.skipped,
        clock(Duration::from_secs_f64(cpu_sum)),
        limit_kind(&run.invocations)
    );
    let _ = writeln!(
        out,
        "- **Counts**: {} games, {proven} proven, {} without a proven period{}; agree {}, \
         differ {}, not reached (solved in the reference, not proven here) {}, not published {}.",
        rows.len(),
        rows.len() - proven,
        checked_min.map_or_else(String::new, |m| format!(
            " (each checked up to the N in its row, at least {m})"
        )),
        counts.get("agree").unwrap_or(&0),
        counts.get("differ").unwrap_or(&0),
        counts.get("not reached").unwrap_or(&0),
        counts.get("not published").unwrap_or(&0)
    );
    let _ = writeln!(
        out,
        "- **Published**: tczajka's octal-games tables (TrivialGames.md, SolvedGames.md, \
         UnsolvedGames.md, GameLookup.md at commit 57e893a), which re-derive Achim Flammenkamp's \
         (http://wwwhomes.uni-bielefeld.de/achim/octal.html); \"(as .4)\" means the code is \
         equivalent to .4 by GameLookup.md (the same values up to a shift of the heap sizes, \
         so the same period and a preperiod that may differ by the shift).\n"
    );
    let _ = writeln!(
        out,
        "| code | period | preperiod | published | agreement | source |\n|---|---|---|---|---|---|"
    );
    for line in lines {
        let _ = writeln!(out, "{line}");
    }
    use crate::census_published::{LOOKUP_SOURCE, SOLVED, TRIVIAL, UNSOLVED};
    let _ = writeln!(out);
    for url in [TRIVIAL, SOLVED, UNSOLVED, LOOKUP_SOURCE] {
        let file = url.rsplit('/').next().unwrap_or(url);
        let _ = writeln!(out, "[{file}]: {url}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_codes_are_511_and_end_in_a_nonzero_digit() {
        let codes = all_codes();
        assert_eq!(codes.len(), 7 + 56 + 448);
        assert_eq!(codes[0], "0.1");
        assert_eq!(codes[7], "0.01");
        assert_eq!(codes.last().unwrap(), "0.777");
        assert!(codes.iter().all(|c| !c.ends_with('0')));
        let set: BTreeSet<&String> = codes.iter().collect();
        assert_eq!(set.len(), codes.len());
    }

    #[test]
    fn rows_round_trip_through_tsv() {
        for row in [
            Row {
                code: "0.77".into(),
                proven: Some((12, 71)),
                checked_upto: 167,
                seconds: 0.001,
                cpu_seconds: 0.001,
                stop: Stop::Proven,
                note: String::new(),
            },
            Row {
                code: "0.6".into(),
                proven: None,
                checked_upto: 4096,
                seconds: 1.5,
                cpu_seconds: 1.25,
                stop: Stop::Max,
                note: "x".into(),
            },
        ] {
            assert_eq!(Row::parse(&row.tsv()).unwrap(), row);
        }
    }

    #[test]
    fn every_code_has_a_published_row() {
        for code in all_codes() {
            let p = published(&code).unwrap_or_else(|| panic!("{code}: no lookup row"));
            assert!(p.entry.is_some(), "{code} → {}: no entry", p.game);
        }
    }

    /// A trivial game's printed values: `012(01)` → ([0, 1, 2], [0, 1]); `A` is 10.
    fn printed(values: &str) -> (Vec<u32>, Vec<u32>) {
        let (pre, rest) = values.split_once('(').unwrap();
        let digits = |s: &str| s.chars().map(|c| c.to_digit(36).unwrap()).collect();
        (digits(pre), digits(rest.trim_end_matches(')')))
    }

    #[test]
    fn the_trivial_games_printed_values_are_the_labs() {
        use crate::census_published::ENTRIES;
        let mut checked = 0;
        for entry in ENTRIES {
            let Some(values) = entry.values else { continue };
            let (pre, block) = printed(values);
            let Figure::Solved { preperiod, period } = entry.figure else {
                panic!("{}: values but unsolved", entry.game)
            };
            assert_eq!(
                (pre.len(), block.len()),
                (preperiod, period),
                "{}",
                entry.game
            );
            let code = if entry.game.starts_with('.') {
                format!("0{}", entry.game)
            } else {
                entry.game.to_string()
            };
            let game = Game::Octal(OctalGame::parse(&code).unwrap());
            let g = game.grundy(pre.len() + 3 * block.len());
            for (n, &v) in g.iter().enumerate() {
                let want = if n < pre.len() {
                    pre[n]
                } else {
                    block[(n - pre.len()) % block.len()]
                };
                assert_eq!(v, want, "{code}: g({n})");
            }
            // The lab proves the same period from the same preperiod.
            let row = run_game(&code, 1 << 16, None);
            assert_eq!(row.proven, Some((period, preperiod)), "{code}");
            checked += 1;
        }
        assert_eq!(checked, 82);
    }

    #[test]
    fn kayles_dawson_and_dawsons_chess_are_proven_with_their_periods() {
        let kayles = run_game("0.77", 1 << 12, None);
        assert_eq!(kayles.proven, Some((12, 71)));
        assert_eq!(agreement(&kayles, published("0.77")), "agree");
        assert_eq!(run_game("0.07", 1 << 12, None).proven, Some((34, 53)));
        assert_eq!(run_game("0.137", 1 << 12, None).proven, Some((34, 52)));
    }

    #[test]
    fn a_cpu_limit_stops_an_open_game_after_that_much_cpu_time() {
        // `.6` has no period: only the limit stops it, well before the cap.
        let limit = Duration::from_millis(300);
        let row = run_game("0.6", 1 << 26, Some(Limit::Cpu(limit)));
        assert_eq!(row.stop, Stop::Time);
        assert!(row.proven.is_none());
        assert!(row.checked_upto < 1 << 26, "{row:?}");
        // /proc counts in ticks of 10 ms; one progress step may overrun the limit.
        if thread_cpu_seconds().is_some() {
            assert!(row.cpu_seconds >= 0.29, "{row:?}");
        }
        assert!(row.cpu_seconds < 10.0, "{row:?}");
    }

    #[test]
    fn the_markdown_says_what_the_time_limits_were_on() {
        let inv = |command: &str| Invocation {
            wall: 1.0,
            cpu: 1.0,
            built: 1,
            jobs: 1,
            command: command.into(),
        };
        let wall = inv("grundy-lab census --time-limit 20");
        let cpu = inv("grundy-lab census --cpu-limit=20");
        let none = inv("grundy-lab census --codes 0.354 --redo");
        assert_eq!(
            limit_kind(std::slice::from_ref(&none)),
            "no game had a time limit"
        );
        assert!(limit_kind(&[wall.clone(), none.clone()]).contains("on each game's wall time"));
        assert!(limit_kind(&[cpu.clone(), none]).contains("on each game's CPU time"));
        assert!(limit_kind(&[wall, cpu]).starts_with("some rows were built under a wall-time"));
    }
}
