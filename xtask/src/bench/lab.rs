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
    },
];

/// Runs every lab row with `bin` (grundy-lab) through the measuring child `me`; returns the section.
pub fn section(me: &Path, bin: &Path, dir: &Path, load: &str) -> Result<String> {
    let mut table = String::from(
        "| run | command | wall | CPU | peak RSS | target | published numbers |\n\
         |---|---|--:|--:|--:|--:|---|\n",
    );
    for run in RUNS {
        eprintln!("bench --lab: {} …", run.what);
        let out = dir.join("out").join("grundy-lab.json");
        let err = dir.join("out").join("grundy-lab.err");
        let mut args = run.args.to_vec();
        args.extend(["--format", "json"]);
        let dev_null = Path::new("/dev/null");
        let sample = super::measure(me, bin, dev_null, &out, &err, &args, run.limit)?;
        let command = format!("grundy-lab {}", run.args.join(" "));
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
        table.push_str(&format!(
            "| {} | `{command}` | {} | {} | {} | {} | {checks} |\n",
            run.what,
            super::fmt_time(sample.wall),
            super::fmt_time(sample.cpu),
            rss(sample.max_rss_kib, sample.rss_upper_bound),
            run.target,
        ));
    }
    Ok(format!(
        "{SECTION}\n\n\
         Produced by `cargo xtask bench --lab` (load average {load} when it started; one run\n\
         each, release build, `--format json`). Each command reproduces its row:\n\
         `cargo run --release -p grundy-lab -- <command without grundy-lab>`. The last column\n\
         checks the run's JSON against the published numbers (Flammenkamp's tables of\n\
         octal games and of Grundy's game; Gangolli and Plambeck 1989) — ✓ when all agree.\n\n\
         {table}\n{LONG_RUNS}"
    ))
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
