//! A Grundy table with its verdict, rendered as text for a person, JSON or CSV.

use lab_engine::game::Game;
use lab_engine::verdict::{p_positions, Verdict};
use serde::Serialize;
use std::fmt::Write;

/// Everything the lab says about one game up to `upto` (the JSON shape).
#[derive(Debug, Serialize)]
pub struct TableReport {
    /// The command line that selects the game.
    pub game: String,
    /// The last heap size computed.
    pub upto: usize,
    /// `g(0..=upto)`.
    pub grundy: Vec<u32>,
    /// Heap sizes `n ≤ upto` with `g(n) = 0` (the player to move loses).
    pub p_positions: Vec<usize>,
    /// The verdict.
    pub pattern: PatternReport,
    /// What `--until-proven` did (absent without it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub until_proven: Option<crate::grow::GrowthReport>,
    #[serde(skip)]
    title: String,
    #[serde(skip)]
    first_position: usize,
}

/// The verdict on the sequence (the JSON `pattern` object).
#[derive(Debug, Serialize)]
pub struct PatternReport {
    /// `periodic`, `arithmetic-periodic` or `none`.
    pub kind: &'static str,
    /// a: the rule holds for every n ≥ a (null for `none`).
    pub preperiod: Option<usize>,
    /// p (null for `none`).
    pub period: Option<usize>,
    /// s: g(n + p) = g(n) + s (0 when periodic, null for `none`).
    pub saltus: Option<u32>,
    /// Whether a theorem makes the rule hold for every n (else: checked up to `upto`).
    pub proven: bool,
    /// The theorem that proves it, or could with a longer table (null if none applies).
    pub proof: Option<&'static str>,
    /// For an unproven period of a game with a theorem: the `--upto` that would prove it.
    pub upto_to_prove: Option<usize>,
    /// How many P-positions there are up to `upto`.
    pub p_position_count: usize,
    /// The largest P-position up to `upto`.
    pub last_p_position: Option<usize>,
    /// The largest Grundy value up to `upto`.
    pub max_value: u32,
    /// The verdict in one sentence.
    pub verdict: String,
}

impl TableReport {
    /// Classifies `grundy`, the table of `game` up to `grundy.len() − 1` (the verdict comes from `lab_engine::verdict`).
    pub fn new(game: &Game, grundy: Vec<u32>) -> Self {
        let upto = grundy.len() - 1;
        let first = game.first_position();
        let p_positions = p_positions(game, &grundy);
        let v = Verdict::new(game, &grundy);
        // "No period found" goes on with how far to look (CLI advice, so not in the engine's sentence).
        let mut sentence = v.sentence;
        if v.kind == "none" {
            sentence.push_str(&crate::hint::how_far(&grundy, game.proof()));
        }
        let report = PatternReport {
            kind: v.kind,
            preperiod: v.preperiod,
            period: v.period,
            saltus: v.saltus,
            proven: v.proven,
            proof: v.proof,
            upto_to_prove: v.upto_to_prove,
            p_position_count: v.p_position_count,
            last_p_position: v.last_p_position,
            max_value: v.max_value,
            verdict: sentence,
        };
        TableReport {
            game: game.command(),
            upto,
            grundy,
            p_positions,
            pattern: report,
            until_proven: None,
            title: game.title(),
            first_position: first,
        }
    }

    /// The description of the game for people.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Compact JSON on one line.
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("plain data serialises") + "\n"
    }

    /// `n,grundy,p_position` rows.
    pub fn csv(&self) -> String {
        let mut out = String::from("n,grundy,p_position\n");
        for (n, &v) in self.grundy.iter().enumerate() {
            let p = n >= self.first_position && v == 0;
            let _ = writeln!(out, "{n},{v},{p}");
        }
        out
    }

    /// An aligned table, ten values a row, P-positions starred, then the verdict.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title);
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
        for c in 0..10.min(self.grundy.len()) {
            let _ = write!(header, " {:>width$} ", format!("+{c}"));
        }
        let _ = writeln!(out, "{}", header.trim_end());
        for (row, chunk) in self.grundy.chunks(10).enumerate() {
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
        let p = &self.p_positions;
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
        let _ = writeln!(out, "Verdict: {}", self.pattern.verdict);
        if let Some(growth) = &self.until_proven {
            let _ = writeln!(out, "Until proven: {}", growth.summary);
        }
        out
    }
}

/// Number of decimal digits of `n`.
fn digits(n: usize) -> usize {
    n.to_string().len()
}
