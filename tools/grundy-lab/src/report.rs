//! A Grundy table with its verdict, rendered as text for a person, JSON or CSV (a summary for large tables).

use lab_engine::patterns::verdict::Verdict;
use lab_engine::tables::driver::BuildRecord;
use lab_engine::tables::game::Game;
use lab_engine::tables::sparse::{Mask, ScanPath};
use lab_engine::tables::values::Values;
use serde::Serialize;
use std::fmt::Write;

/// Tables up to this size list every value (text, JSON, CSV); larger ones give a summary.
pub const LIST_LIMIT: usize = 100_000;

/// Everything the lab says about one game up to `upto` (the JSON shape).
#[derive(Debug, Serialize)]
pub struct TableReport {
    /// The command line that selects the game.
    pub game: String,
    /// The last heap size computed.
    pub upto: usize,
    /// `g(0..=upto)` (only up to [`LIST_LIMIT`]; use `--values FILE` beyond).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grundy: Option<Vec<u32>>,
    /// Heap sizes `n ≤ upto` with `g(n) = 0` (only up to [`LIST_LIMIT`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_positions: Option<Vec<usize>>,
    /// The verdict.
    pub pattern: Verdict,
    /// Which builder ran, and the sparse-space statistics.
    pub builder: BuilderReport,
    /// What `--until-proven` did (absent without it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub until_proven: Option<crate::grow::GrowthReport>,
    #[serde(skip)]
    title: String,
    #[serde(skip)]
    first_position: usize,
    #[serde(skip)]
    values: Values,
    #[serde(skip)]
    first_p_positions: Vec<usize>,
}

/// Which builder ran (the JSON `builder` object).
#[derive(Debug, Serialize)]
pub struct BuilderReport {
    /// The builder's name.
    pub name: &'static str,
    /// The sparse-space mask at the end (hex, bits up to the largest value), or null.
    pub mask: Option<String>,
    /// Whether the mask is of the domain kind (the parity of n counts too).
    pub domain: bool,
    /// Positions `n ≤ upto` (n = 0 included) whose value is rare under the mask.
    pub rare_values: Option<usize>,
    /// The last rare position.
    pub last_rare_position: Option<usize>,
    /// Values that needed the full scan of the sparse method's step 2.
    pub full_scans: u64,
    /// Split pairs the sparse method's step 2 scanned, in all.
    pub scanned_pairs: u64,
    /// Every path the builder took, as `from n: path`.
    pub paths: Vec<String>,
    /// Values from `from` on were copied from the period a theorem proved on `g(0..from)`, not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub period_fill: Option<PeriodFillReport>,
}

/// The JSON `builder.period_fill` object: where the computed values end and the proven period takes over.
#[derive(Debug, Serialize)]
pub struct PeriodFillReport {
    /// The first heap size whose value was copied from the period.
    pub from: usize,
    /// The proven preperiod.
    pub preperiod: usize,
    /// The proven period.
    pub period: usize,
    /// The theorem that proved it.
    pub theorem: &'static str,
}

impl TableReport {
    /// Classifies `values`, the table of `game` up to `values.len() − 1`, built by `builder`.
    pub fn new(game: &Game, values: Values, builder: &BuildRecord) -> Self {
        let upto = values.len() - 1;
        let first = game.first_position();
        let first_p_positions: Vec<usize> = values
            .iter()
            .enumerate()
            .skip(first)
            .filter(|&(_, v)| v == 0)
            .map(|(n, _)| n)
            .take(40)
            .collect();
        let mut pattern = Verdict::of_values(game, &values);
        // A verdict without a claim goes on with how far to look (CLI advice, so not in the engine's sentence).
        if pattern.kind == "none" {
            pattern
                .sentence
                .push_str(crate::hint::how_far(game.proof()));
        }
        let max_value = pattern.max_value;
        let listed = upto < LIST_LIMIT;
        let (grundy, p_positions) = if listed {
            let p: Vec<usize> = (first..=upto).filter(|&n| values.get(n) == 0).collect();
            (Some(values.to_u32()), Some(p))
        } else {
            (None, None)
        };
        TableReport {
            game: game.command(),
            upto,
            grundy,
            p_positions,
            pattern,
            builder: builder_report(builder, &values, max_value),
            until_proven: None,
            title: game.title(),
            first_position: first,
            values,
            first_p_positions,
        }
    }

    /// The description of the game for people.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The values.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// Compact JSON on one line.
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("plain data serialises") + "\n"
    }

    /// `n,grundy,p_position` rows.
    pub fn csv(&self) -> String {
        let mut out = String::from("n,grundy,p_position\n");
        for (n, v) in self.values.iter().enumerate() {
            let p = n >= self.first_position && v == 0;
            let _ = writeln!(out, "{n},{v},{p}");
        }
        out
    }

    /// An aligned table, ten values a row, P-positions starred, then the verdict
    /// (above [`LIST_LIMIT`], the summary only).
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title);
        if self.grundy.is_some() {
            self.text_table(&mut out);
        } else {
            let _ = writeln!(
                out,
                "g(n) for n = 0..={} (summary: the values are listed up to {}; --values FILE writes them all)",
                self.upto,
                LIST_LIMIT - 1
            );
            let _ = writeln!(out);
            let p = &self.pattern;
            let mut shown: Vec<String> = self
                .first_p_positions
                .iter()
                .map(|n| n.to_string())
                .collect();
            if p.p_position_count > shown.len() {
                shown.push("…".into());
                if let Some(last) = p.last_p_position {
                    shown.push(last.to_string());
                }
            }
            let _ = writeln!(
                out,
                "P-positions ({} up to {}): {}",
                p.p_position_count,
                self.upto,
                if shown.is_empty() {
                    "none".into()
                } else {
                    shown.join(", ")
                }
            );
        }
        let p = &self.pattern;
        let _ = writeln!(
            out,
            "Largest value: {}, first at n = {}",
            p.max_value, p.max_value_first_at
        );
        let b = &self.builder;
        let mut line = format!("Builder: {}", b.name);
        if let Some(mask) = &b.mask {
            let _ = write!(
                line,
                ", mask {mask}{}",
                if b.domain { " (domain)" } else { "" }
            );
            if let (Some(count), Some(last)) = (b.rare_values, b.last_rare_position) {
                let _ = write!(line, "; {count} rare values, the last at n = {last}");
            }
        }
        if b.paths.len() > 1 {
            let _ = write!(line, "; paths: {}", b.paths.join("; "));
        }
        let _ = writeln!(out, "{line}");
        if let Some(f) = &b.period_fill {
            let _ = writeln!(
                out,
                "Period fill: g(0..={}) computed; the {} proved period {} from n = {} on them, \
                 so g({}..={}) are copied from that period, not computed",
                f.from - 1,
                f.theorem,
                f.period,
                f.preperiod,
                f.from,
                self.upto
            );
        }
        let _ = writeln!(out, "Verdict: {}", self.pattern.sentence);
        if let Some(rule) = &self.pattern.p_rule {
            let _ = writeln!(out, "Rule: {}.", rule.sentence);
        }
        if let Some(growth) = &self.until_proven {
            let _ = writeln!(out, "Until proven: {}", growth.summary);
        }
        out
    }

    fn text_table(&self, out: &mut String) {
        let grundy = self.grundy.as_deref().unwrap_or(&[]);
        let _ = writeln!(
            out,
            "g(n) for n = 0..={}; * marks a P-position (g = 0: the player to move loses){}",
            self.upto,
            if self.first_position > 0 {
                "; n = 0 is not a position"
            } else {
                ""
            }
        );
        let _ = writeln!(out);
        let width = digits(self.pattern.max_value as usize).max(2);
        let label = digits(self.upto).max(1);
        let mut header = format!("{:>label$} |", "n");
        for c in 0..10.min(grundy.len()) {
            let _ = write!(header, " {:>width$} ", format!("+{c}"));
        }
        let _ = writeln!(out, "{}", header.trim_end());
        for (row, chunk) in grundy.chunks(10).enumerate() {
            let mut line = format!("{:>label$} |", row * 10);
            for (c, &v) in chunk.iter().enumerate() {
                let n = row * 10 + c;
                if n < self.first_position {
                    let _ = write!(line, " {:>width$} ", "-");
                } else {
                    let mark = if v == 0 { '*' } else { ' ' };
                    let _ = write!(line, " {v:>width$}{mark}");
                }
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
        let _ = writeln!(out);
        let p = self.p_positions.as_deref().unwrap_or(&[]);
        let shown: Vec<String> = if p.len() <= 50 {
            p.iter().map(|n| n.to_string()).collect()
        } else {
            let mut s: Vec<String> = p[..40].iter().map(|n| n.to_string()).collect();
            s.push("…".into());
            s.extend(p[p.len() - 5..].iter().map(|n| n.to_string()));
            s
        };
        let _ = writeln!(
            out,
            "P-positions ({} up to {}): {}",
            p.len(),
            self.upto,
            if shown.is_empty() {
                "none".into()
            } else {
                shown.join(", ")
            }
        );
    }
}

/// The builder's name, final mask and rare-value statistics.
fn builder_report(builder: &BuildRecord, values: &Values, max_value: u32) -> BuilderReport {
    let paths = builder
        .switches
        .iter()
        .map(|s| format!("from n = {}: {}", s.at, s.path))
        .collect();
    let mask = builder.switches.last().and_then(|s| match s.path {
        ScanPath::Sparse(mask) => Some(mask),
        ScanPath::Plain => None,
    });
    let (rare_values, last_rare_position) = match mask {
        Some(mask) => rare_statistics(values, mask),
        None => (None, None),
    };
    BuilderReport {
        name: builder.name,
        mask: mask.map(|m| shown_mask(m, max_value)),
        domain: mask.is_some_and(|m| m.domain),
        rare_values,
        last_rare_position,
        full_scans: builder.full_scans,
        scanned_pairs: builder.scanned_pairs,
        paths,
        period_fill: builder.period_fill.map(|f| PeriodFillReport {
            from: f.from,
            preperiod: f.preperiod,
            period: f.period,
            theorem: f.theorem,
        }),
    }
}

/// How many positions are rare under `mask`, and the last one.
fn rare_statistics(values: &Values, mask: Mask) -> (Option<usize>, Option<usize>) {
    let mut count = 0;
    let mut last = None;
    for (n, v) in values.iter().enumerate() {
        if mask.is_rare(n, v) {
            count += 1;
            last = Some(n);
        }
    }
    (Some(count), last)
}

/// The mask in hex, cut to the bits of the largest value (the higher bits do not matter).
fn shown_mask(mask: Mask, max_value: u32) -> String {
    let bits = (32 - max_value.leading_zeros()).max(1);
    let cut = if bits >= 32 {
        mask.bits
    } else {
        mask.bits & ((1 << bits) - 1)
    };
    format!("{cut:#x}")
}

/// Number of decimal digits of `n`.
fn digits(n: usize) -> usize {
    n.to_string().len()
}
