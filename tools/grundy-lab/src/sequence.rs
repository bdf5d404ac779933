//! `grundy-lab sequence [FILE|-]`: values read from anywhere (one per line, `n,g`, `x,y,g`, or W/L/P/N letters), with the lab's verdict, plots and the named pattern's prediction.

use lab_engine::patterns::grid::{Grid, GridAnalysis};
use lab_engine::patterns::named::{LineAnalysis, Predicts};
use serde::Serialize;
use std::fmt::Write;

/// The largest position read or predicted (one number) and the largest side of a grid.
pub const MAX_POSITIONS: usize = 10_000_000;
/// The largest side of a grid (read or predicted).
pub const MAX_SIDE: usize = 4_000;

/// How the values were written: the JSON report's `"shape"`, `"lines"`,
/// `"numbered"` or `"grid"` (`"numbered"` was `"pairs"` before; pairs are
/// (x, y) positions everywhere else, and nothing read the old name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shape {
    /// One value per line: positions first, first + 1, …
    Lines,
    /// `n,g` rows: each value after its position.
    Numbered,
    /// `x,y,g` rows: a value for each pair (x, y).
    Grid,
}

/// The letters of an outcome table: (P-letter, N-letter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Letters {
    p: char,
    n: char,
}

/// A table read from text.
#[derive(Debug, Clone)]
pub struct Read {
    /// How the rows were written.
    pub shape: Shape,
    /// Letters (outcomes) instead of numbers.
    pub letters: Option<Letters>,
    /// One number per position: `values[n]` for n ≥ `first` (placeholders before).
    pub values: Vec<u32>,
    /// The first position.
    pub first: usize,
    /// The grid (`x,y,g` rows).
    pub grid: Option<Grid>,
}

/// A value token: a number, or a letter (P/L: 0, N/W: 1).
enum Token {
    Number(u32),
    Letter(char),
}

fn token(s: &str) -> Option<Token> {
    match s {
        "P" | "p" | "L" | "l" | "N" | "n" | "W" | "w" => {
            Some(Token::Letter(s.chars().next()?.to_ascii_uppercase()))
        }
        _ => s.parse().ok().map(Token::Number),
    }
}

/// Parses the text of a table (see the module docs); `first` is the first
/// position of a one-value-per-line table.
///
/// # Errors
/// One line naming the line and what is wrong.
pub fn parse(text: &str, first: usize) -> Result<Read, String> {
    let mut rows: Vec<(usize, Vec<&str>)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line
            .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
            .filter(|f| !f.is_empty())
            .collect();
        // A header line (n,grundy / x,y,g) is allowed before the first row.
        let header = match fields.as_slice() {
            [f] => token(f).is_none(),
            [f, ..] => f.parse::<u64>().is_err(),
            [] => false,
        };
        if rows.is_empty() && header {
            continue;
        }
        rows.push((i + 1, fields));
    }
    let Some((_, head)) = rows.first() else {
        return Err("the input holds no values (one value per line, `n,g` or `x,y,g` rows)".into());
    };
    let width = head.len();
    let shape = match width {
        1 => Shape::Lines,
        2 => Shape::Numbered,
        3 => Shape::Grid,
        k => {
            return Err(format!(
                "line {}: {k} fields; a row is `g`, `n,g` or `x,y,g`",
                rows[0].0
            ))
        }
    };
    let mut letters: Option<Letters> = None;
    let mut numbers = false;
    let mut parsed: Vec<(usize, Vec<usize>, u32)> = Vec::with_capacity(rows.len());
    for (line, fields) in &rows {
        if fields.len() != width {
            return Err(format!(
                "line {line}: {} fields, but line {} has {width}: every row has the same shape",
                fields.len(),
                rows[0].0
            ));
        }
        let mut coords = Vec::new();
        for f in &fields[..width - 1] {
            let c: usize = f
                .parse()
                .ok()
                .filter(|&c| c <= MAX_POSITIONS)
                .ok_or_else(|| format!("line {line}: position `{}` is not a whole number from 0 to {MAX_POSITIONS}", f.escape_debug()))?;
            coords.push(c);
        }
        let raw = fields[width - 1];
        let value = match token(raw) {
            Some(Token::Number(v)) => {
                numbers = true;
                v
            }
            Some(Token::Letter(c)) => {
                let (p, n, v) = match c {
                    'P' => ('P', 'N', 0),
                    'N' => ('P', 'N', 1),
                    'L' => ('L', 'W', 0),
                    _ => ('L', 'W', 1),
                };
                match letters {
                    Some(l) if l.p != p => {
                        return Err(format!(
                            "line {line}: `{c}` mixes the letters P/N with W/L; use one pair"
                        ))
                    }
                    _ => letters = Some(Letters { p, n }),
                }
                v
            }
            None => {
                return Err(format!(
                    "line {line}: value `{}` is neither a Grundy value (a whole number) nor one of the letters W, L, P, N",
                    raw.escape_debug()
                ))
            }
        };
        if numbers && letters.is_some() {
            return Err(format!(
                "line {line}: numbers and letters are mixed; give one or the other"
            ));
        }
        parsed.push((*line, coords, value));
    }
    match shape {
        Shape::Lines | Shape::Numbered => {
            let start = if shape == Shape::Lines {
                first
            } else {
                parsed[0].1[0]
            };
            let len = start + parsed.len();
            if len > MAX_POSITIONS + 1 {
                return Err(format!("more than {MAX_POSITIONS} positions"));
            }
            let mut values = vec![0u32; len];
            for (k, (line, coords, v)) in parsed.iter().enumerate() {
                let n = start + k;
                if shape == Shape::Numbered && coords[0] != n {
                    return Err(format!(
                        "line {line}: position {} where {n} comes next: `n,g` rows list n = {start}, {}, … in order, without gaps",
                        coords[0],
                        start + 1
                    ));
                }
                values[n] = *v;
            }
            Ok(Read {
                shape,
                letters,
                values,
                first: start,
                grid: None,
            })
        }
        Shape::Grid => {
            let x0 = parsed.iter().map(|r| r.1[0]).min().unwrap_or(0);
            let y0 = parsed.iter().map(|r| r.1[1]).min().unwrap_or(0);
            let w = parsed.iter().map(|r| r.1[0]).max().unwrap_or(0) + 1;
            let h = parsed.iter().map(|r| r.1[1]).max().unwrap_or(0) + 1;
            if w - x0 > MAX_SIDE || h - y0 > MAX_SIDE {
                return Err(format!("the grid is larger than {MAX_SIDE} × {MAX_SIDE}"));
            }
            let rows_h = h - y0;
            let mut cells: Vec<Option<u32>> = vec![None; (w - x0) * rows_h];
            for (line, c, v) in &parsed {
                let at = &mut cells[(c[0] - x0) * rows_h + (c[1] - y0)];
                if at.is_some() {
                    return Err(format!("line {line}: ({}, {}) is given twice", c[0], c[1]));
                }
                *at = Some(*v);
            }
            if let Some(k) = cells.iter().position(Option::is_none) {
                return Err(format!(
                    "({}, {}) is missing: `x,y,g` rows must fill the rectangle {x0}..{} × {y0}..{}",
                    x0 + k / rows_h,
                    y0 + k % rows_h,
                    w - 1,
                    h - 1
                ));
            }
            let cells = cells.into_iter().map(|c| c.unwrap_or(0)).collect();
            Ok(Read {
                shape,
                letters,
                values: Vec::new(),
                first: 0,
                grid: Some(Grid {
                    x0,
                    y0,
                    width: w,
                    height: h,
                    cells,
                }),
            })
        }
    }
}

/// The lab's report on a table read by [`parse`].
#[derive(Debug, Serialize)]
pub struct SequenceReport {
    /// Where the values came from.
    pub source: String,
    /// How they were written.
    pub shape: Shape,
    /// Whether they are outcomes (letters).
    pub outcomes: bool,
    /// The last position (one number), or the last x and y (pairs).
    pub upto: Vec<usize>,
    /// The values (one number; up to 100 000 positions).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grundy: Option<Vec<u32>>,
    /// The P-positions (one number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_positions: Option<Vec<usize>>,
    /// The verdict (one number): the period verdict, with `verdict` the named pattern's sentence.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<lab_engine::patterns::verdict::Verdict>,
    /// The named pattern (one number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub named: Option<LineAnalysis>,
    /// The analysis (pairs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grid: Option<GridAnalysis>,
    #[serde(skip)]
    read: Read,
}

impl SequenceReport {
    /// Analyses `read`.
    pub fn new(source: &str, read: Read) -> Self {
        let outcomes = read.letters.is_some();
        if let Some(grid) = &read.grid {
            let analysis = GridAnalysis::new(grid.clone(), outcomes);
            return SequenceReport {
                source: source.into(),
                shape: read.shape,
                outcomes,
                upto: vec![grid.width - 1, grid.height - 1],
                grundy: None,
                p_positions: None,
                pattern: None,
                named: None,
                grid: Some(analysis),
                read,
            };
        }
        let named = LineAnalysis::new(&read.values, read.first, outcomes);
        let mut pattern = named.verdict.clone();
        pattern.sentence = named.sentence.clone();
        let upto = read.values.len() - 1;
        let listed = upto < crate::report::LIST_LIMIT;
        let p: Vec<usize> = (read.first..=upto)
            .filter(|&n| read.values[n] == 0)
            .collect();
        SequenceReport {
            source: source.into(),
            shape: read.shape,
            outcomes,
            upto: vec![upto],
            grundy: listed.then(|| read.values.clone()),
            p_positions: listed.then_some(p),
            pattern: Some(pattern),
            named: Some(named),
            grid: None,
            read,
        }
    }

    /// The verdict sentence.
    pub fn sentence(&self) -> &str {
        match (&self.pattern, &self.grid) {
            (Some(p), _) => &p.sentence,
            (_, Some(g)) => &g.sentence,
            _ => "",
        }
    }

    /// The values (one number).
    pub fn read(&self) -> &Read {
        &self.read
    }

    fn letter(&self, v: u32) -> String {
        match self.read.letters {
            Some(l) => if v == 0 { l.p } else { l.n }.to_string(),
            None => v.to_string(),
        }
    }

    /// Compact JSON on one line.
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("plain data serialises") + "\n"
    }

    /// `n,grundy,p_position` (or `x,y,…`) rows.
    pub fn csv(&self) -> String {
        let what = if self.outcomes { "outcome" } else { "grundy" };
        let mut out = String::new();
        if let Some(g) = &self.read.grid {
            let _ = writeln!(out, "x,y,{what},p_position");
            for x in g.x0..g.width {
                for y in g.y0..g.height {
                    let v = g.at(x, y);
                    let _ = writeln!(out, "{x},{y},{},{}", self.letter(v), v == 0);
                }
            }
        } else {
            let _ = writeln!(out, "n,{what},p_position");
            for n in self.read.first..self.read.values.len() {
                let v = self.read.values[n];
                let _ = writeln!(out, "{n},{},{}", self.letter(v), v == 0);
            }
        }
        out
    }

    /// The table for a person and the verdict.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let what = if self.outcomes { "outcome" } else { "g" };
        if let Some(g) = &self.read.grid {
            let _ = writeln!(
                out,
                "Pairs from {}: {what}(x, y) for x = {}..{}, y = {}..{}; * marks a P-position",
                self.source,
                g.x0,
                g.width - 1,
                g.y0,
                g.height - 1
            );
            let _ = writeln!(out);
            if g.width - g.x0 <= 40 && g.height - g.y0 <= 40 {
                let cellw = g
                    .cells
                    .iter()
                    .map(|&v| self.letter(v).len())
                    .max()
                    .unwrap_or(1)
                    .max(1);
                let _ = writeln!(
                    out,
                    "y\\x |{}",
                    (g.x0..g.width)
                        .map(|x| format!(" {:>cellw$} ", x % 100))
                        .collect::<String>()
                        .trim_end()
                );
                for y in (g.y0..g.height).rev() {
                    let mut line = format!("{y:>3} |");
                    for x in g.x0..g.width {
                        let v = g.at(x, y);
                        let _ = write!(
                            line,
                            " {:>cellw$}{}",
                            self.letter(v),
                            if v == 0 { '*' } else { ' ' }
                        );
                    }
                    let _ = writeln!(out, "{}", line.trim_end());
                }
                let _ = writeln!(out);
            }
            let a = self.grid.as_ref().expect("pairs");
            let _ = writeln!(out, "P-positions: {}", a.p_position_count);
            let _ = writeln!(out, "Verdict: {}", a.sentence);
            return out;
        }
        let v = &self.read.values;
        let first = self.read.first;
        let upto = v.len() - 1;
        let _ = writeln!(
            out,
            "Sequence from {}: {what}(n) for n = {first}..={upto}; * marks a P-position",
            self.source
        );
        let _ = writeln!(out);
        if upto < crate::report::LIST_LIMIT {
            let width = (first..=upto)
                .map(|n| self.letter(v[n]).len())
                .max()
                .unwrap_or(1)
                .max(2);
            let label = upto.to_string().len();
            let mut header = format!("{:>label$} |", "n");
            for c in 0..10 {
                let _ = write!(header, " {:>width$} ", format!("+{c}"));
            }
            let _ = writeln!(out, "{}", header.trim_end());
            for row in (first / 10)..=(upto / 10) {
                let mut line = format!("{:>label$} |", row * 10);
                let end = (row * 10 + 10).min(upto + 1);
                for (n, &value) in v.iter().enumerate().take(end).skip(row * 10) {
                    if n < first {
                        let _ = write!(line, " {:>width$} ", "-");
                    } else {
                        let mark = if value == 0 { '*' } else { ' ' };
                        let _ = write!(line, " {:>width$}{mark}", self.letter(value));
                    }
                }
                let _ = writeln!(out, "{}", line.trim_end());
            }
            let _ = writeln!(out);
        }
        let p: Vec<usize> = (first..=upto).filter(|&n| v[n] == 0).collect();
        let mut shown: Vec<String> = p.iter().take(40).map(usize::to_string).collect();
        if p.len() > 40 {
            shown.push("…".into());
            shown.extend(p[p.len().max(45) - 5..].iter().map(usize::to_string));
        }
        let _ = writeln!(
            out,
            "P-positions ({} up to {upto}): {}",
            p.len(),
            if shown.is_empty() {
                "none".into()
            } else {
                shown.join(", ")
            }
        );
        if !self.outcomes {
            let pat = self.pattern.as_ref().expect("one number");
            let _ = writeln!(
                out,
                "Largest value: {}, first at n = {}",
                pat.max_value, pat.max_value_first_at
            );
        }
        let _ = writeln!(out, "Verdict: {}", self.sentence());
        if let Some(rule) = self.pattern.as_ref().and_then(|p| p.p_rule.as_ref()) {
            let _ = writeln!(out, "Rule: {}.", rule.sentence);
        }
        out
    }

    /// `--predict M`: what the named pattern says at every position up to M,
    /// in the format it was given; an error when nothing is named.
    pub fn predict(&self, m: usize) -> Result<String, String> {
        let mut out = String::new();
        if let Some(a) = &self.grid {
            if m >= MAX_SIDE {
                return Err(format!(
                    "--predict {m}: pairs are predicted up to {} at most",
                    MAX_SIDE - 1
                ));
            }
            let Some(cells) = a.predict(m) else {
                return Err(format!(
                    "no pattern named, so nothing is predicted: {}",
                    a.sentence
                ));
            };
            let g = a.grid();
            let letters = if a.predicts_values() {
                self.read.letters
            } else {
                Some(self.read.letters.unwrap_or(Letters { p: 'P', n: 'N' }))
            };
            for x in g.x0..=m {
                for y in g.y0..=m {
                    let v = cells[x * (m + 1) + y];
                    let _ = writeln!(out, "{x},{y},{}", show(v, letters));
                }
            }
            return Ok(out);
        }
        if m > MAX_POSITIONS {
            return Err(format!("--predict {m}: at most {MAX_POSITIONS}"));
        }
        let a = self.named.as_ref().expect("one number");
        let Some(values) = a.predict(m) else {
            return Err(format!(
                "no pattern named, so nothing is predicted: {}",
                a.sentence
            ));
        };
        let letters = match a.predicts {
            Predicts::Outcomes => Some(self.read.letters.unwrap_or(Letters { p: 'P', n: 'N' })),
            _ => self.read.letters,
        };
        for (n, &value) in values.iter().enumerate().skip(self.read.first) {
            let v = show(value, letters);
            let _ = match self.read.shape {
                Shape::Lines => writeln!(out, "{v}"),
                _ => writeln!(out, "{n},{v}"),
            };
        }
        Ok(out)
    }
}

fn show(v: u32, letters: Option<Letters>) -> String {
    match letters {
        Some(l) => if v == 0 { l.p } else { l.n }.to_string(),
        None => v.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_and_letters_are_read() {
        let r = parse("0\n1\n2\n", 0).unwrap();
        assert_eq!((r.shape, r.values.clone()), (Shape::Lines, vec![0, 1, 2]));
        let r = parse("n,grundy\n1,P\n2,N\n", 0).unwrap();
        assert_eq!(
            (r.shape, r.first, r.values.clone()),
            (Shape::Numbered, 1, vec![0, 0, 1])
        );
        let r = parse("0 0 L\n0 1 W\n1 0 W\n1 1 W\n", 0).unwrap();
        assert_eq!(r.grid.unwrap().cells, [0, 1, 1, 1]);
        assert!(parse("1,2\n3,4\n", 0)
            .unwrap_err()
            .starts_with("line 2: position 3"));
        assert!(parse("1\nX\n", 0)
            .unwrap_err()
            .starts_with("line 2: value `X`"));
        assert!(parse("P\n1\n", 0).unwrap_err().contains("mixed"));
        assert!(parse("0,0,1\n1,1,0\n", 0).unwrap_err().contains("missing"));
        assert!(parse("", 0).is_err());
    }
}
