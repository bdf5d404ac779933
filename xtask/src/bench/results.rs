//! `BENCHMARKS.json`: one recorded bench row per binary, what `BENCHMARKS.md`'s table is rendered from and checked against.
//!
//! Each row keeps the measured numbers unrounded, when, where and under what
//! load they were taken, and [`code_hash`] of the binary's bundle (the single
//! file a judge compiles: `bins/<name>/src/main.rs` and the games-core items it
//! reaches, comment lines left out). `cargo xtask bench --check` fails when a
//! binary has no row, a row names no binary, a row's code hash differs from
//! the bundle's today (the binary changed since it was measured: a stale row),
//! or `BENCHMARKS.md`'s first section differs from what the rows render (a row
//! edited by hand). It checks code identity, not speed: a binary whose code did
//! not change keeps its row.

use super::{render_report, Outcome};
use serde::{Deserialize, Serialize};

/// The results file, next to `BENCHMARKS.md`.
pub const FILE: &str = "BENCHMARKS.json";

/// One binary's recorded benchmark.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Row {
    /// The package under `bins/`.
    pub binary: String,
    /// [`code_hash`] of its bundle when it was measured.
    pub code: String,
    /// `YYYY-MM-DD hh:mm` UTC when its runs started.
    pub date: String,
    /// `git rev-parse --short HEAD` then.
    pub commit: String,
    /// The 1, 5 and 15 minute load averages then.
    pub load: String,
    /// `N cores (CPU model)`.
    pub machine: String,
    /// Timed runs (medians of that many).
    pub runs: usize,
    /// What the runs gave.
    pub outcome: Outcome,
    /// For an interactive binary whose judge's objective is a rate (W of T
    /// games, a total score): what `<name>-kit rate` measured at full size,
    /// one line per group, each with its 95% interval.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rate: Vec<String>,
}

/// The rows of [`FILE`], sorted by binary, as a file.
pub fn to_json(rows: &[Row]) -> String {
    let mut text = serde_json::to_string_pretty(rows).expect("rows serialise");
    text.push('\n');
    text
}

/// The rows of [`FILE`]'s `text`.
pub fn from_json(text: &str) -> Result<Vec<Row>, serde_json::Error> {
    serde_json::from_str(text)
}

/// `rows` with `fresh` put in: a binary's new row replaces its old one; sorted by binary.
pub fn merge(mut rows: Vec<Row>, fresh: Vec<Row>) -> Vec<Row> {
    rows.retain(|r| !fresh.iter().any(|f| f.binary == r.binary));
    rows.extend(fresh);
    rows.sort_by(|a, b| a.binary.cmp(&b.binary));
    rows
}

/// FNV-1a (64 bits, hex) of the bundle's lines that are not `//` comments, each
/// with its newline: a comment or the header (which quotes the title and the
/// judge) changes no row's hash; any code change does.
pub fn code_hash(bundle: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for line in bundle.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for &b in line.as_bytes().iter().chain(b"\n") {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// What is wrong with the row of binary `name`, whose bundle code hashes to `hash`: none,
/// stale (its code changed since it was measured), or recording a failure or no kit instead
/// of a measurement; `None` when it is current.
pub fn row_problem(rows: &[Row], name: &str, hash: &str) -> Option<String> {
    match rows.iter().find(|r| r.binary == name) {
        None => Some(format!(
            "{name} has no row: run `cargo xtask bench --only {name}`"
        )),
        Some(r) if r.code != hash => Some(format!(
            "the row of {name} is stale: its code changed since it was measured \
             ({} at {}; code {}, now {hash}): run `cargo xtask bench --only {name}`",
            r.date, r.commit, r.code
        )),
        Some(r) => match &r.outcome {
            Outcome::Measured(_) => None,
            Outcome::Failed(why) => Some(format!(
                "the row of {name} records a failed measurement ({why}): mend it and run \
                 `cargo xtask bench --only {name}`"
            )),
            Outcome::NoKit => Some(format!(
                "the row of {name} records no kit: every binary has one (`bins/{name}/src/kit.rs`); \
                 run `cargo xtask bench --only {name}`"
            )),
        },
    }
}

/// What is wrong between `md` (`BENCHMARKS.md`), the recorded `rows` and the
/// binaries as they are (`current`: each binary's name and [`code_hash`]), one
/// line per problem (`buffer_kib`: games-core's input buffer, which the text quotes); empty when `md` is what the rows render and every binary
/// has exactly one fresh row.
pub fn problems(
    md: &str,
    rows: &[Row],
    current: &[(String, String)],
    buffer_kib: u64,
) -> Vec<String> {
    let mut found: Vec<String> = current
        .iter()
        .filter_map(|(name, hash)| row_problem(rows, name, hash))
        .collect();
    for (i, r) in rows.iter().enumerate() {
        if !current.iter().any(|(name, _)| name == &r.binary) {
            found.push(format!(
                "{FILE} has a row for {}, which is no binary",
                r.binary
            ));
        }
        if rows[..i].iter().any(|o| o.binary == r.binary) {
            found.push(format!("{FILE} has two rows for {}", r.binary));
        }
    }
    let rendered = render_report(rows, buffer_kib);
    let section = md
        .find(super::lab::SECTION)
        .map_or(md, |at| &md[..at])
        .trim_end_matches('\n');
    if section != rendered.trim_end_matches('\n') {
        let (a, b): (Vec<&str>, Vec<&str>) =
            (section.lines().collect(), rendered.lines().collect());
        let i = (0..a.len().max(b.len()))
            .find(|&i| a.get(i) != b.get(i))
            .unwrap_or(0);
        let show = |line: Option<&&str>| match line {
            Some(l) => format!("`{}`", judge_rules::diff::clip(l, 90)),
            None => "nothing".to_string(),
        };
        found.push(format!(
            "BENCHMARKS.md differs from what {FILE} renders: line {} is {}, and would be {} \
             (run `cargo xtask bench --render`; a measurement goes through {FILE})",
            i + 1,
            show(a.get(i)),
            show(b.get(i))
        ));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::Measured;
    use super::*;
    use std::time::Duration;

    fn row(binary: &str, code: &str, wall_us: u64) -> Row {
        Row {
            binary: binary.into(),
            code: code.into(),
            date: "2026-12-02 01:30".into(),
            commit: "abc1234".into(),
            load: "1.00 2.00 3.00".into(),
            machine: "2 cores (AMD EPYC)".into(),
            runs: 5,
            outcome: Outcome::Measured(Measured {
                what: "t = 1 test".into(),
                input_bytes: 2_000_000,
                output_bytes: 12,
                wall: Duration::from_micros(wall_us),
                cpu: Duration::from_micros(wall_us - 100),
                max_rss_kib: 2048,
                rss_upper_bound: false,
            }),
            rate: Vec::new(),
        }
    }

    fn current() -> Vec<(String, String)> {
        vec![
            ("nim".into(), code_hash("fn main() {}\n")),
            ("wythoff".into(), code_hash("x\n")),
        ]
    }

    fn recorded() -> Vec<Row> {
        vec![
            row("nim", &code_hash("fn main() {}\n"), 1500),
            row("wythoff", &code_hash("x\n"), 2500),
        ]
    }

    fn md(rows: &[Row]) -> String {
        format!("{}\n## grundy-lab\n\nlab rows\n", render_report(rows, 256))
    }

    #[test]
    fn the_rendered_table_of_fresh_rows_passes_and_survives_json() {
        let rows = recorded();
        let text = md(&rows);
        assert!(text.contains("| nim | t = 1 test | 2.0 MB | 1.5 ms | 1.4 ms | 1333 | 2.0 MiB | 12 B | 2026-12-02 01:30 `abc1234`, load 1.00 |"), "{text}");
        assert_eq!(
            problems(&text, &rows, &current(), 256),
            Vec::<String>::new()
        );
        assert_eq!(from_json(&to_json(&rows)).unwrap(), rows);
        let mut piped = rows[0].clone();
        if let Outcome::Measured(m) = &mut piped.outcome {
            m.what = "k | 3".into();
        }
        assert!(render_report(&[piped], 256).contains("| nim | k \\| 3 |"));
    }

    #[test]
    fn a_row_recording_a_failure_or_no_kit_is_caught() {
        let mut rows = recorded();
        rows[0].outcome = Outcome::Failed("exit status 1".into());
        rows[1].outcome = Outcome::NoKit;
        let found = problems(&md(&rows), &rows, &current(), 256);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("the row of nim records a failed measurement (exit status 1)"),
            "{}",
            found[0]
        );
        assert!(
            found[1].starts_with("the row of wythoff records no kit"),
            "{}",
            found[1]
        );
    }

    #[test]
    fn an_edited_row_is_caught() {
        let rows = recorded();
        let edited = md(&rows).replace("| 1.5 ms |", "| 1.2 ms |");
        let found = problems(&edited, &rows, &current(), 256);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains("BENCHMARKS.md differs") && found[0].contains("1.2 ms"),
            "{}",
            found[0]
        );
    }

    #[test]
    fn a_stale_row_a_missing_row_and_a_row_of_no_binary_are_caught() {
        let rows = recorded();
        let text = md(&rows);
        let mut now = current();
        now[1].1 = code_hash("y\n");
        now.push(("bash-game".into(), code_hash("z\n")));
        let found = problems(&text, &rows, &now, 256);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("the row of wythoff is stale"),
            "{}",
            found[0]
        );
        assert!(found[1].starts_with("bash-game has no row"), "{}", found[1]);
        let found = problems(&text, &rows, &now[..1], 256);
        assert_eq!(
            found,
            ["BENCHMARKS.json has a row for wythoff, which is no binary"]
        );
    }

    #[test]
    fn comments_change_no_hash_and_code_does() {
        let a = code_hash("// Title — CSES 1.\nfn main() {}\n");
        assert_eq!(
            a,
            code_hash("// Another title.\n    // note\nfn main() {}\n")
        );
        assert_ne!(a, code_hash("fn main() { }\n"));
        assert_eq!(code_hash(""), "cbf29ce484222325");
        // FNV-1a 64 of "a\n" (offset basis and prime as published), computed apart.
        assert_eq!(code_hash("a"), "089bdc07b544e7b2");
    }

    #[test]
    fn merge_replaces_a_binary_s_row_and_keeps_the_order() {
        let merged = merge(
            recorded(),
            vec![row("bash-game", "1", 10_000), row("nim", "2", 3000)],
        );
        let names: Vec<&str> = merged.iter().map(|r| r.binary.as_str()).collect();
        assert_eq!(names, ["bash-game", "nim", "wythoff"]);
        assert_eq!(merged[1].code, "2");
    }
}
