//! `cargo xtask bench --lab`: grundy-lab at the literature's scale — each run's time, memory and the published numbers it must reproduce.
//!
//! Each run is one grundy-lab command (release build, JSON output), timed once
//! through the same measuring child as the contest binaries. Its output is
//! checked against the published statistics (Flammenkamp's tables, Gangolli
//! and Plambeck); the rows go into the `## grundy-lab` section of
//! `BENCHMARKS.md` with the command that reproduces each.

use anyhow::{Context, Result};
use serde_json::Value;
use std::path::Path;

/// Marks the start of the lab section in `BENCHMARKS.md`.
pub const SECTION: &str = "## grundy-lab";

/// One lab run and what its JSON must say.
struct Run {
    what: &'static str,
    args: &'static [&'static str],
    target: &'static str,
    /// `(JSON pointer, expected value)` pairs.
    expect: &'static [(&'static str, &'static str)],
    /// The run's time limit (a run past it is a failed row).
    limit: std::time::Duration,
    /// Its standard input (else `/dev/null`).
    stdin: Option<Stdin>,
}

/// A run's standard input: a file under `target/bench/` that `bench --lab` writes.
struct Stdin {
    file: &'static str,
    text: fn() -> String,
}

/// The misère sums of the `--sums` row: 120 sums of 1 to 4 heaps of 1..=30
/// (a fixed xorshift seed), the first with a heap of 30, so that its one
/// quotient is built to heap 30 as the one-sum row's is.
fn misere_sums() -> String {
    let mut x: u64 = 0x07_2026_1207;
    let mut next = |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    let mut text = String::from("# 120 misère sums of 0.07 (bench --lab)\n30 7 2\n");
    for _ in 1..120 {
        let heaps: Vec<String> = (0..=next(4)).map(|_| (1 + next(30)).to_string()).collect();
        text.push_str(&heaps.join(" "));
        text.push('\n');
    }
    text
}

/// The time limit of the frontier row: its target, 15 minutes.
const FRONTIER_LIMIT: std::time::Duration = std::time::Duration::from_secs(900);

const RUNS: &[Run] = &[
    Run {
        what: "Grundy's game, g(0..2^21)",
        args: &["split", "--unequal", "--upto", "2097152"],
        target: "≤ 10 s",
        expect: &[
            ("/pattern/max_value", "231"),
            ("/pattern/max_value_first_at", "763622"),
            ("/builder/mask", "\"0xfe\""),
            ("/builder/rare_values", "1274"),
            ("/builder/last_rare_position", "82860"),
            ("/pattern/last_p_position", "1222"),
        ],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "`.16` proven periodic",
        args: &["octal", "0.16", "--upto", "509621"],
        target: "≤ 2 s",
        expect: &[
            ("/pattern/preperiod", "105351"),
            ("/pattern/period", "149459"),
            ("/pattern/proven", "true"),
        ],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "`.56` proven periodic",
        args: &["octal", "0.56", "--upto", "653569"],
        target: "—",
        expect: &[
            ("/pattern/preperiod", "326640"),
            ("/pattern/period", "144"),
            ("/pattern/proven", "true"),
        ],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "`.376` proven periodic",
        args: &["octal", "0.376", "--upto", "4536506"],
        target: "≤ 30 s",
        expect: &[
            ("/pattern/preperiod", "2268248"),
            ("/pattern/period", "4"),
            ("/pattern/proven", "true"),
        ],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "`.354` proven periodic",
        args: &["octal", "0.354", "--upto", "20126194"],
        target: "≤ 60 s",
        expect: &[
            ("/pattern/preperiod", "10061916"),
            ("/pattern/period", "1180"),
            ("/pattern/proven", "true"),
        ],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "`.1777` proven periodic (the frontier: OEIS A071509, Flammenkamp)",
        args: &["octal", "0.1777", "--until-proven", "--max", "536870912"],
        target: "≤ 15 min, ≤ 2 GB",
        expect: &[
            ("/pattern/preperiod", "160949018"),
            ("/pattern/period", "60620715"),
            ("/pattern/proven", "true"),
        ],
        limit: FRONTIER_LIMIT,
        stdin: None,
    },
    Run {
        what: "misère: `.07`'s partial quotients to heap 33 (Plambeck–Siegel's orders 360, 520, 552, 638)",
        args: &["octal", "0.07", "--misere", "--upto", "33"],
        target: "—",
        // `build` lists heaps 2, 3, …: heap n at index n − 2.
        expect: &[
            ("/build/28/order", "360"),
            ("/build/29/order", "520"),
            ("/build/30/order", "552"),
            ("/build/31/order", "638"),
        ],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "misère: one sum of `.07` with a heap of 30 (Dawson's Kayles, its own quotient)",
        args: &["octal", "0.07", "--misere", "--heaps", "30,7,2"],
        target: "—",
        expect: &[("/quotient_order", "360"), ("/checked_up_to", "30")],
        limit: super::KIT_LIMIT,
        stdin: None,
    },
    Run {
        what: "misère: 120 sums of `.07` with heaps up to 30 from one quotient",
        args: &["octal", "0.07", "--misere", "--sums", "-"],
        target: "—",
        expect: &[("/0/quotient_order", "360"), ("/119/checked_up_to", "30")],
        limit: super::KIT_LIMIT,
        stdin: Some(Stdin {
            file: "misere-sums-0.07.txt",
            text: misere_sums,
        }),
    },
];

/// The table's header: a row a run, the last column when, at which commit and under which
/// load it was measured.
const TABLE_HEAD: &str =
    "| run | command | wall | CPU | peak RSS | target | published numbers | measured |\n\
                          |---|---|--:|--:|--:|--:|---|---|\n";

impl Run {
    /// The command a row shows (and is found by): `grundy-lab ARGS`, with its input file.
    fn command(&self) -> String {
        match &self.stdin {
            Some(Stdin { file, .. }) => {
                format!("grundy-lab {} < target/bench/{file}", self.args.join(" "))
            }
            None => format!("grundy-lab {}", self.args.join(" ")),
        }
    }
}

/// The runs whose description or command contains `only` (every run for `None`).
///
/// # Errors
/// When `only` matches no run: the message lists the runs' commands.
fn chosen(only: Option<&str>) -> Result<Vec<&'static Run>> {
    let runs: Vec<&Run> = RUNS
        .iter()
        .filter(|r| only.is_none_or(|o| r.what.contains(o) || r.command().contains(o)))
        .collect();
    if runs.is_empty() {
        let all: Vec<String> = RUNS.iter().map(|r| format!("`{}`", r.command())).collect();
        anyhow::bail!(
            "no lab run matches `{}`: the runs are {}",
            only.unwrap_or_default(),
            all.join(", ")
        );
    }
    Ok(runs)
}

/// `section` with the rows of `fresh` (`(command, row)`) in place of its rows of the same
/// commands, every other line as it was.
///
/// # Errors
/// When `section` has no row for one of them (a run new since the last full `bench --lab`).
pub fn replace_rows(section: &str, fresh: &[(String, String)]) -> Result<String> {
    let mut out = String::new();
    let mut replaced = vec![false; fresh.len()];
    for line in section.lines() {
        let command = line.split(" | ").nth(1).map(|c| c.trim_matches('`'));
        match fresh.iter().position(|(c, _)| Some(c.as_str()) == command) {
            Some(i) if line.starts_with("| ") => {
                out.push_str(&fresh[i].1);
                replaced[i] = true;
            }
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    if let Some(i) = replaced.iter().position(|&r| !r) {
        anyhow::bail!(
            "BENCHMARKS.md's grundy-lab table has no row for `{}`: run the whole `cargo xtask \
             bench --lab` once",
            fresh[i].0
        );
    }
    Ok(out)
}

/// The lab section of `old` (a whole BENCHMARKS.md), from its heading to the next `## `.
pub fn old_section(old: &str) -> Option<&str> {
    let at = old.find(SECTION)?;
    let end = old[at + SECTION.len()..]
        .find("\n## ")
        .map_or(old.len(), |e| at + SECTION.len() + e);
    Some(&old[at..end])
}

/// The side-by-side subsection of the lab section of `old` (a whole BENCHMARKS.md), if any.
pub fn old_side_by_side(old: &str) -> Option<&str> {
    let section = old_section(old)?;
    section.find(super::peers::HEADING).map(|at| &section[at..])
}

/// Runs the lab rows `only` names (every row for `None`) with `bin` (grundy-lab) through the
/// measuring child `me`, each row stamped `when` (`date \`commit\`, load L`); returns
/// `(command, row)` for each.
pub fn rows(
    me: &Path,
    bin: &Path,
    dir: &Path,
    when: &str,
    only: Option<&str>,
) -> Result<Vec<(String, String)>> {
    let mut rows = Vec::new();
    for run in chosen(only)? {
        eprintln!("bench --lab: {} …", run.what);
        let out = dir.join("out").join("grundy-lab.json");
        let err = dir.join("out").join("grundy-lab.err");
        let mut args = run.args.to_vec();
        args.extend(["--format", "json"]);
        let command = run.command();
        let input = match &run.stdin {
            Some(Stdin { file, text }) => {
                let input = dir.join(file);
                std::fs::write(&input, text())
                    .with_context(|| format!("cannot write {}", input.display()))?;
                input
            }
            None => Path::new("/dev/null").to_path_buf(),
        };
        let sample = super::measure(me, bin, &input, &out, &err, &args, run.limit)?;
        let checks = if sample.ok {
            check(&out, run.expect)?
        } else {
            let stderr = std::fs::read_to_string(&err).unwrap_or_default();
            format!("FAILED: {}", stderr.lines().next().unwrap_or("no message"))
        };
        eprintln!(
            "  {} wall, {} CPU: {checks}",
            super::fmt_time(sample.wall),
            super::fmt_time(sample.cpu)
        );
        let row = format!(
            "| {} | `{command}` | {} | {} | {} | {} | {checks} | {when} |\n",
            run.what,
            super::fmt_time(sample.wall),
            super::fmt_time(sample.cpu),
            rss(sample.max_rss_kib, sample.rss_upper_bound),
            run.target,
        );
        rows.push((command, row));
    }
    Ok(rows)
}

/// The whole lab section around `rows` (every run's, in order), without the side-by-side
/// subsection.
pub fn section(rows: &[(String, String)]) -> String {
    let table: String = std::iter::once(TABLE_HEAD)
        .chain(rows.iter().map(|(_, row)| row.as_str()))
        .collect();
    format!(
        "{SECTION}\n\n\
         Produced by `cargo xtask bench --lab` (one run each, release build, `--format json`;\n\
         `--lab --only TEXT` measures again the rows whose run or command contains TEXT and\n\
         keeps the rest). Each command reproduces its row:\n\
         `cargo run --release -p grundy-lab -- <command without grundy-lab>` (a `< target/bench/…`\n\
         input is written there by `bench --lab`). The last column checks the run's JSON\n\
         against the published numbers (Flammenkamp's tables of octal games and of Grundy's\n\
         game; Gangolli and Plambeck 1989; |Q_30(0.07)| = 360, Siegel via Plambeck's blog,\n\
         as in `tools/lab-engine/tests/misere_published.rs`) — ✓ when all agree.\n\n\
         {table}\n{LONG_RUNS}"
    )
}

/// Runs too long for `bench --lab`, measured by hand with the command shown
/// (kept here so that regenerating the section keeps them).
const LONG_RUNS: &str = "\
Too long for `bench --lab`, measured by hand on 2026-11-30 (release build, load average 1–2):
`/usr/bin/time -f '%e s wall %U user %M KB' grundy-lab split --unequal --upto 268435456 --checkpoint g28.ckp --format json`
— Grundy's game, g(0..2^28): 1035 s wall (target ≤ 20 min), 1011 s CPU, 519 MiB peak RSS;
1287 rare values under mask 0x1fe (Flammenkamp: 1287), the last at n = 48 399 022; largest
value 280, first at n = 50 666 285; 42 P-positions, the last at n = 1222. Resumable: with the
builder before its last speedup (1508 s one-shot), a run killed at n = 11.8 million and
continued with `--resume g28.ckp` ended with a checkpoint byte-identical to the one-shot run's.

Side by side with ogsolve at 2^24 = 16 777 216 values, measured by hand on 2026-12-07 (release
builds of `b312bbe`, before the batched step 1, and of `e718473`; 2 cores shared with other
agents' builds, load average 7–20, so CPU time (user + system, `/usr/bin/time -f '%U %S'`), not
wall; grundy-lab and ogsolve interleaved, median of the runs with their range):
`grundy-lab octal CODE --upto 16777216 --values FILE --format json` against
`ogsolve CODE -m rc -n 16777216 -p` (0.0.7). Every value is identical to ogsolve's `nimbers:`
line, and both builds of grundy-lab wrote byte-identical values and JSON. `.16` and `.56` are
proven periodic before 2^24 and filled by the period from n = 524 289 and 653 570. On `.6`
the ratio of the medians is 0.32 and the median of the five interleaved pairs' ratios 0.34
(0.29–0.40; the 0.40 pair shared the machine with more timing runs of this session); with `b312bbe`
ogsolve's three runs took 106.0–120.9 s (median 114.3 s) and the pairs' ratios were 0.43–0.47.

| game | grundy-lab `b312bbe` | grundy-lab `e718473` | ogsolve | lab / ogsolve |
|---|--:|--:|--:|--:|
| `0.6` | 51.9 s (49.5–53.7, 3 runs) | 38.3 s (32.7–48.4, 5 runs) | 118.3 s (103.4–129.1, 5 runs) | 0.32 (was 0.45) |
| `0.354` | 5.27 s (5.06–5.31) | 4.75 s (4.56–5.69) | 24.9 s (24.1–25.6) | 0.19 (was 0.21) |
| `0.56` | 0.50 s (0.50–0.60) | 0.48 s (0.47–0.49) | 5.23 s (4.83–5.29) | 0.092 (was 0.096) |
| `0.16` | 0.55 s (0.51–0.70) | 0.47 s (0.47–0.72) | 6.14 s (6.09–6.65) | 0.077 (was 0.090) |

On `.6` the values never settle into a period, and the rare positions stop at 1584 (the last at
n = 20 627, mask 0x1ee), so each n costs one pass over them (step 1) plus about 1100 split pairs
until every rare value below the candidate is seen (step 2, the sample first): at 2^22 the
profile (`perf record -e cpu-clock`) gives step 2's sample loop 52 % of the time and step 1's
batched loop 37 %.
";

/// `✓ field = value, …` when every expectation holds, else the first that fails.
fn check(out: &Path, expect: &[(&str, &str)]) -> Result<String> {
    let text = std::fs::read_to_string(out).with_context(|| out.display().to_string())?;
    let json: Value = serde_json::from_str(&text).context("grundy-lab's JSON")?;
    let mut shown = Vec::new();
    for (pointer, want) in expect {
        let got = json
            .pointer(pointer)
            .map(Value::to_string)
            .unwrap_or_default();
        let field = pointer.rsplit('/').next().unwrap_or(pointer);
        if got != *want {
            return Ok(format!("✗ {field} = {got}, published {want}"));
        }
        shown.push(format!("{field} {}", want.trim_matches('"')));
    }
    Ok(format!("✓ {}", shown.join(", ")))
}

fn rss(kib: u64, upper_bound: bool) -> String {
    let shown = super::fmt_kib(kib);
    if upper_bound {
        format!("≤ {shown}")
    } else {
        shown
    }
}

/// `report` with the lab section of `old` (if any) kept at its end.
pub fn keep_section(report: String, old: &str) -> String {
    match old.find(SECTION) {
        Some(at) => format!("{report}\n{}", &old[at..]),
        None => report,
    }
}

/// `old` with its lab section replaced by `section` (appended when it has none);
/// sections after it (`## cargo xtask stress`) are kept.
pub fn replace_section(old: &str, section: &str) -> String {
    match old.find(SECTION) {
        Some(at) => {
            let after = old[at + SECTION.len()..]
                .find("\n## ")
                .map_or("", |end| &old[at + SECTION.len() + end..]);
            format!("{}{section}{after}", &old[..at])
        }
        None => format!(
            "{}\n{section}",
            old.trim_end_matches('\n').to_string() + "\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_misere_sums_are_120_sums_of_heaps_up_to_30() {
        let text = misere_sums();
        assert_eq!(text, misere_sums());
        let sums: Vec<Vec<u64>> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split(' ').map(|h| h.parse().unwrap()).collect())
            .collect();
        assert_eq!(sums.len(), 120);
        assert!(sums.iter().all(|s| (1..=4).contains(&s.len())));
        assert!(sums.iter().flatten().all(|h| (1..=30).contains(h)));
        assert_eq!(sums.iter().flatten().max(), Some(&30));
    }

    #[test]
    fn only_chooses_runs_by_description_or_command() {
        let commands =
            |only| -> Vec<String> { chosen(only).unwrap().iter().map(|r| r.command()).collect() };
        assert_eq!(commands(None).len(), RUNS.len());
        assert_eq!(
            commands(Some("0.354")),
            ["grundy-lab octal 0.354 --upto 20126194"]
        );
        assert_eq!(commands(Some("misère")).len(), 3);
        assert_eq!(
            commands(Some("--sums")),
            ["grundy-lab octal 0.07 --misere --sums - < target/bench/misere-sums-0.07.txt"]
        );
        let e = chosen(Some("0.999")).err().unwrap().to_string();
        assert!(
            e.starts_with("no lab run matches `0.999`: the runs are `grundy-lab split"),
            "{e}"
        );
    }

    #[test]
    fn only_replaces_its_rows_and_keeps_every_other_line() {
        let old = "## grundy-lab\n\nintro\n\n| run | command | wall |\n|---|---|--:|\n\
                   | a | `grundy-lab octal 0.16 --upto 9` | 1 s |\n\
                   | b | `grundy-lab octal 0.56 --upto 9` | 2 s |\n\nnote\n\n\
                   ### Side by side with the published solvers\n\n| `0.16` | 2^20 | x |\n";
        let fresh = [(
            "grundy-lab octal 0.56 --upto 9".to_string(),
            "| b | `grundy-lab octal 0.56 --upto 9` | 3 s |\n".to_string(),
        )];
        let new = replace_rows(old, &fresh).unwrap();
        assert_eq!(new, old.replace("| 2 s |", "| 3 s |"));
        let missing = [("grundy-lab octal 0.6 --upto 9".to_string(), String::new())];
        let e = replace_rows(old, &missing).unwrap_err().to_string();
        assert!(
            e.contains("has no row for `grundy-lab octal 0.6 --upto 9`"),
            "{e}"
        );
    }

    #[test]
    fn the_old_section_and_its_side_by_side_are_found_up_to_the_next_heading() {
        let md = "# Benchmarks\n\n## grundy-lab\n\nrows\n\n\
                  ### Side by side with the published solvers\n\npeers\n\n## cargo xtask stress\n";
        assert_eq!(
            old_section(md),
            Some("## grundy-lab\n\nrows\n\n### Side by side with the published solvers\n\npeers\n")
        );
        assert_eq!(
            old_side_by_side(md),
            Some("### Side by side with the published solvers\n\npeers\n")
        );
        let section = old_section(md).unwrap();
        assert_eq!(replace_section(md, section), md);
        assert_eq!(old_section("# Benchmarks\n"), None);
        assert_eq!(old_side_by_side("## grundy-lab\n\nrows\n"), None);
    }

    #[test]
    fn the_lab_section_survives_a_full_bench_and_is_replaced_by_a_lab_bench() {
        let old = "# Benchmarks\n\nold table\n\n## grundy-lab\n\nold lab\n";
        assert_eq!(
            keep_section("# Benchmarks\n\nnew table\n".into(), old),
            "# Benchmarks\n\nnew table\n\n## grundy-lab\n\nold lab\n"
        );
        assert_eq!(
            replace_section(old, "## grundy-lab\n\nnew lab\n"),
            "# Benchmarks\n\nold table\n\n## grundy-lab\n\nnew lab\n"
        );
        assert_eq!(
            replace_section("# Benchmarks\n", "## grundy-lab\n\nx\n"),
            "# Benchmarks\n\n## grundy-lab\n\nx\n"
        );
    }
}
