//! `--sweep`: a rule with capital-letter parameters, tabulated for every parameter value, and the forms its rows follow.
//!
//! A capital letter in a rule is a parameter: `subtraction 1 2 K`,
//! `subtraction L..R` (the moves L, L + 1, …, R), `split --parts K`,
//! `octal 0.A7` (a digit). A term may also be `2K`, `K+1`, `2K-3`. `--sweep
//! K=3..40` gives a range; several (`--sweep L=1..6 --sweep R=L..8`, or
//! `--sweep L=1..6,R=L..8`) sweep a grid, a later range may use an earlier
//! parameter. Each row is one game's table and verdict; then
//! [`lab_engine::patterns::fit`] looks for the forms the period, the preperiod and the
//! P-residues follow across the rows.

use lab_engine::patterns::fit::{fit, Affine, Form, Sample};
use lab_engine::patterns::pattern::{Pattern, Period, Proof};
use lab_engine::patterns::prove::next_size;
use lab_engine::patterns::verdict::Verdict;
use lab_engine::tables::driver::Driver;
use lab_engine::tables::game::Game;
use lab_engine::tables::octal::OctalGame;
use lab_engine::tables::split::SplitRule;
use lab_engine::tables::values::Values;
use serde_json::{json, Value};
use std::fmt::Write;

/// The most rows a sweep may have.
pub const MAX_ROWS: usize = 10_000;

/// The most moves a range such as `1..R` may expand to.
pub const MAX_MOVES: i64 = 100_000;

/// `coef · X + offset`, or a plain number when `param` is `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    coef: i64,
    param: Option<char>,
    offset: i64,
}

impl Term {
    /// `12`, `K`, `2K`, `K+1`, `2K-3`.
    pub fn parse(s: &str) -> Result<Term, String> {
        let bad = || {
            format!(
                "`{}` is not a number or a parameter term (a capital letter: K, 2K, K+1, K-1)",
                s.escape_debug()
            )
        };
        let number = |t: &str| -> Result<i64, String> {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            t.parse::<i64>()
                .ok()
                .filter(|&v| v <= 1 << 40)
                .ok_or_else(|| format!("`{t}` is too large"))
        };
        let Some(at) = s.find(|c: char| c.is_ascii_uppercase()) else {
            return Ok(Term {
                coef: 0,
                param: None,
                offset: number(s)?,
            });
        };
        let coef = if at == 0 { 1 } else { number(&s[..at])? };
        let param = s[at..].chars().next();
        let rest = &s[at + 1..];
        let offset = if rest.is_empty() {
            0
        } else if let Some(t) = rest.strip_prefix('+') {
            number(t)?
        } else if let Some(t) = rest.strip_prefix('-') {
            -number(t)?
        } else {
            return Err(bad());
        };
        Ok(Term {
            coef,
            param,
            offset,
        })
    }

    fn eval(&self, names: &[char], values: &[i64]) -> i64 {
        match self.param {
            None => self.offset,
            Some(p) => {
                let i = names
                    .iter()
                    .position(|&n| n == p)
                    .expect("parameters are checked");
                self.coef * values[i] + self.offset
            }
        }
    }

    fn is_number(&self) -> Option<i64> {
        self.param.is_none().then_some(self.offset)
    }
}

/// One token of a subtraction rule: a move or a range of moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveArg {
    /// One move.
    One(Term),
    /// Every move from the first to the second term.
    Range(Term, Term),
}

/// `3`, `K`, `L..R`, `1..K+1` (moves are 1 to 10^9).
pub fn parse_move(s: &str) -> Result<MoveArg, String> {
    let arg = match s.split_once("..") {
        Some((a, b)) => MoveArg::Range(Term::parse(a)?, Term::parse(b)?),
        None => MoveArg::One(Term::parse(s)?),
    };
    let check = |t: &Term| match t.is_number() {
        Some(v) if !(1..=1_000_000_000).contains(&v) => {
            Err(format!("a move removes 1 to 1000000000 tokens, got {v}"))
        }
        _ => Ok(()),
    };
    match &arg {
        MoveArg::One(t) => check(t)?,
        MoveArg::Range(a, b) => {
            check(a)?;
            check(b)?;
        }
    }
    Ok(arg)
}

/// `--parts K`: 2 to 32, or a parameter term.
pub fn parse_parts(s: &str) -> Result<Term, String> {
    let t = Term::parse(s)?;
    match t.is_number() {
        Some(v) if !(2..=32).contains(&v) => Err(format!("{v} is not in 2..=32")),
        _ => Ok(t),
    }
}

/// An octal code, with capital letters for digits to sweep (`0.A7`).
#[derive(Debug, Clone)]
pub enum OctalArg {
    /// A plain code.
    Code(OctalGame),
    /// A code with parameter digits.
    Template(String),
}

/// `0.77`, `.137`, `4`, or a code with capital letters as digits (`0.A7`).
pub fn parse_octal(s: &str) -> Result<OctalArg, String> {
    if s.chars().any(|c| c.is_ascii_uppercase()) {
        let zeroed: String = s
            .chars()
            .map(|c| if c.is_ascii_uppercase() { '0' } else { c })
            .collect();
        OctalGame::parse(&zeroed)?;
        Ok(OctalArg::Template(s.to_string()))
    } else {
        OctalGame::parse(s).map(OctalArg::Code)
    }
}

/// A game command's arguments as typed (`subtraction …`, `split …`, `octal …`, `divisors`),
/// capital-letter parameters kept: every table command parses into one, with `--sweep` or not.
#[derive(Debug, Clone)]
pub enum GameArgs {
    /// `subtraction …`.
    Subtraction(Vec<MoveArg>),
    /// `split --parts … [--unequal] [--take]`.
    Split {
        /// The number of parts.
        parts: Term,
        /// `--unequal`.
        unequal: bool,
        /// `--take`.
        take: bool,
    },
    /// `octal CODE`.
    Octal(OctalArg),
    /// `divisors`.
    Divisors,
}

impl GameArgs {
    /// The parameters the arguments use, in order of appearance.
    pub fn parameters(&self) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        let mut add = |t: &Term| {
            if let Some(p) = t.param {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
        };
        match self {
            GameArgs::Subtraction(moves) => {
                for m in moves {
                    match m {
                        MoveArg::One(t) => add(t),
                        MoveArg::Range(a, b) => {
                            add(a);
                            add(b);
                        }
                    }
                }
            }
            GameArgs::Split { parts, .. } => add(parts),
            GameArgs::Octal(OctalArg::Template(code)) => {
                for c in code.chars().filter(char::is_ascii_uppercase) {
                    if !out.contains(&c) {
                        out.push(c);
                    }
                }
            }
            GameArgs::Octal(OctalArg::Code(_)) | GameArgs::Divisors => {}
        }
        out
    }

    /// The game command as typed (parameters kept).
    pub fn command(&self) -> String {
        let term = |t: &Term| match t.param {
            None => t.offset.to_string(),
            Some(p) => {
                let coef = if t.coef == 1 {
                    String::new()
                } else {
                    t.coef.to_string()
                };
                let off = match t.offset {
                    0 => String::new(),
                    o if o > 0 => format!("+{o}"),
                    o => o.to_string(),
                };
                format!("{coef}{p}{off}")
            }
        };
        match self {
            GameArgs::Subtraction(moves) => {
                let parts: Vec<String> = moves
                    .iter()
                    .map(|m| match m {
                        MoveArg::One(t) => term(t),
                        MoveArg::Range(a, b) => format!("{}..{}", term(a), term(b)),
                    })
                    .collect();
                format!("subtraction {}", parts.join(" "))
            }
            GameArgs::Split {
                parts,
                unequal,
                take,
            } => {
                let mut s = format!("split --parts {}", term(parts));
                if *unequal {
                    s.push_str(" --unequal");
                }
                if *take {
                    s.push_str(" --take");
                }
                s
            }
            GameArgs::Octal(OctalArg::Template(code)) => format!("octal {code}"),
            GameArgs::Octal(OctalArg::Code(game)) => format!("octal {game}"),
            GameArgs::Divisors => "divisors".into(),
        }
    }

    /// The game at these parameter values (`names[i]` = `values[i]`).
    pub fn game(&self, names: &[char], values: &[i64]) -> Result<Game, String> {
        match self {
            GameArgs::Subtraction(moves) => {
                let mut set: Vec<usize> = Vec::new();
                for m in moves {
                    let (a, b) = match m {
                        MoveArg::One(t) => (t.eval(names, values), t.eval(names, values)),
                        MoveArg::Range(a, b) => (a.eval(names, values), b.eval(names, values)),
                    };
                    if a > b {
                        return Err(format!("the move range {a}..{b} is empty"));
                    }
                    if a < 1 || b > 1_000_000_000 {
                        return Err(format!(
                            "a move removes 1 to 1000000000 tokens, got {}",
                            if a < 1 { a } else { b }
                        ));
                    }
                    if b - a >= MAX_MOVES {
                        return Err(format!(
                            "the move range {a}..{b} has more than {MAX_MOVES} moves"
                        ));
                    }
                    set.extend((a..=b).map(|s| s as usize));
                }
                set.sort_unstable();
                set.dedup();
                Ok(Game::Subtraction(set))
            }
            GameArgs::Split {
                parts,
                unequal,
                take,
            } => {
                let k = parts.eval(names, values);
                if !(2..=32).contains(&k) {
                    return Err(format!("--parts {k} is not in 2..=32"));
                }
                Ok(Game::Split(SplitRule {
                    parts: k as usize,
                    unequal: *unequal,
                    take: *take,
                }))
            }
            GameArgs::Octal(OctalArg::Code(game)) => Ok(Game::Octal(game.clone())),
            GameArgs::Octal(OctalArg::Template(code)) => {
                let mut text = String::new();
                for c in code.chars() {
                    match names.iter().position(|&n| n == c) {
                        Some(i) if (0..=15).contains(&values[i]) => {
                            let digit = char::from_digit(values[i] as u32, 16).expect("below 16");
                            text.push(digit);
                        }
                        Some(i) => {
                            return Err(format!(
                                "octal digit {c} = {} is not in 0..=15 (0 to 7 octal, 8 to 15 \
                                 hexadecimal: a move may leave three heaps)",
                                values[i]
                            ))
                        }
                        None => text.push(c),
                    }
                }
                OctalGame::parse(&text).map(Game::Octal)
            }
            GameArgs::Divisors => Ok(Game::Divisors),
        }
    }
}

/// One `NAME=FROM..TO` of `--sweep`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Range {
    name: char,
    from: Term,
    to: Term,
}

/// Parses every `--sweep` value (each may hold several, comma-separated).
fn parse_ranges(specs: &[String]) -> Result<Vec<Range>, String> {
    let mut out: Vec<Range> = Vec::new();
    for spec in specs.iter().flat_map(|s| s.split(',')) {
        let bad = || {
            format!(
                "--sweep `{}`: write NAME=FROM..TO with a capital letter as NAME, e.g. K=3..40 or R=L..8",
                spec.escape_debug()
            )
        };
        let (name, range) = spec.split_once('=').ok_or_else(bad)?;
        let mut chars = name.chars();
        let (Some(name), None) = (chars.next(), chars.next()) else {
            return Err(bad());
        };
        if !name.is_ascii_uppercase() {
            return Err(bad());
        }
        let (from, to) = match range.split_once("..") {
            Some((a, b)) => (Term::parse(a)?, Term::parse(b)?),
            None => {
                let t = Term::parse(range)?;
                (t, t)
            }
        };
        if out.iter().any(|r| r.name == name) {
            return Err(format!("--sweep names {name} twice"));
        }
        for t in [from, to] {
            if let Some(p) = t.param {
                if !out.iter().any(|r| r.name == p) {
                    return Err(format!(
                        "--sweep {name}: its range uses {p}, which must be swept before it"
                    ));
                }
            }
        }
        out.push(Range { name, from, to });
    }
    Ok(out)
}

/// Every point of the grid, in order (the first parameter slowest).
fn grid(ranges: &[Range]) -> Result<Vec<Vec<i64>>, String> {
    let names: Vec<char> = ranges.iter().map(|r| r.name).collect();
    let mut points = Vec::new();
    // An explicit odometer: stack of (depth, values so far).
    let mut stack: Vec<Vec<i64>> = vec![Vec::new()];
    while let Some(prefix) = stack.pop() {
        let d = prefix.len();
        if d == ranges.len() {
            points.push(prefix);
            if points.len() > MAX_ROWS {
                return Err(format!("--sweep makes more than {MAX_ROWS} rows"));
            }
            continue;
        }
        let from = ranges[d].from.eval(&names[..d], &prefix);
        let to = ranges[d].to.eval(&names[..d], &prefix);
        if to.saturating_sub(from) >= MAX_ROWS as i64 {
            return Err(format!("--sweep makes more than {MAX_ROWS} rows"));
        }
        for v in (from..=to).rev() {
            let mut next = prefix.clone();
            next.push(v);
            stack.push(next);
        }
    }
    Ok(points)
}

/// The table of one row: from `start`, grown (to the size the theorem needs
/// when a period shows, else doubled) until a theorem proves the period or
/// `max` is reached; games without a theorem stop at `start`.
fn row_table(game: &Game, start: usize, max: usize) -> Result<(Values, Verdict), String> {
    let proof = game.proof();
    // The table driver picks the game's best builder and grows the table in place.
    let mut driver = Driver::new(game.clone());
    let mut n = start;
    loop {
        game.check_size(n)?;
        let values = driver.build_to(n, |_| Ok(()))?;
        let v = Verdict::of_values(game, values);
        if v.proven || proof == Proof::None || n >= max {
            return Ok((values.clone(), v));
        }
        let seen = match (v.kind, v.too_few) {
            ("periodic", _) => Pattern::Periodic(Period {
                preperiod: v.preperiod.unwrap_or(0),
                period: v.period.unwrap_or(1),
                proven: false,
            }),
            (_, Some(s)) if s.saltus == 0 => Pattern::Periodic(Period {
                preperiod: s.preperiod,
                period: s.period,
                proven: false,
            }),
            _ => Pattern::None,
        };
        n = next_size(n, &seen, proof, max);
    }
}

/// One game of the sweep.
#[derive(Debug, Clone)]
struct Row {
    params: Vec<i64>,
    game: String,
    verdict: Verdict,
    upto: usize,
    /// For a period: the residues r of n mod p with g(n) = 0 for n ≥ a.
    residues: Option<Vec<usize>>,
    /// P-positions the residues do not cover (those below the preperiod; all of them without a period), at most 20.
    other: Vec<usize>,
}

impl Row {
    fn new(params: Vec<i64>, game: &Game, values: &Values, verdict: Verdict) -> Row {
        let first = game.first_position();
        let upto = values.len() - 1;
        let zeros = |range: std::ops::Range<usize>| -> Vec<usize> {
            range
                .filter(|&n| n >= first && values.get(n) == 0)
                .take(20)
                .collect()
        };
        let (residues, other) = match (verdict.kind, verdict.preperiod, verdict.period) {
            ("periodic", Some(a), Some(p)) => {
                let mut r: Vec<usize> = (a..a + p)
                    .filter(|&n| n >= first && values.get(n) == 0)
                    .map(|n| n % p)
                    .collect();
                r.sort_unstable();
                (Some(r), zeros(0..a))
            }
            _ => (None, zeros(0..values.len())),
        };
        Row {
            params,
            game: game.command(),
            verdict,
            upto,
            residues,
            other,
        }
    }

    fn status(&self) -> String {
        let v = &self.verdict;
        match v.kind {
            "periodic" if v.proven => "proven".into(),
            "periodic" | "arithmetic-periodic" => format!("checked to {}", self.upto),
            _ if v.too_few.is_some() => format!("too few values to {}", self.upto),
            _ => format!("none up to {}", self.upto),
        }
    }

    fn p_text(&self) -> String {
        let list = |v: &[usize]| -> String {
            v.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match (&self.residues, self.verdict.period) {
            (Some(r), Some(p)) => {
                let mut s = if r.is_empty() {
                    "none from the preperiod on".to_string()
                } else {
                    format!("n mod {p} ∈ {{{}}}", list(r))
                };
                if !self.other.is_empty() {
                    let _ = write!(s, "; below the preperiod: n = {}", list(&self.other));
                }
                s
            }
            _ if self.other.is_empty() => "none".into(),
            _ => format!("n = {}", list(&self.other)),
        }
    }

    /// The P-residues as an arithmetic progression (lo, step, hi); step free for one residue.
    fn progression(&self) -> Option<(i64, Option<i64>, i64)> {
        let r = self.residues.as_ref()?;
        let (&lo, &hi) = (r.first()?, r.last()?);
        if r.len() == 1 {
            return Some((lo as i64, None, hi as i64));
        }
        let step = r[1] - r[0];
        r.windows(2).all(|w| w[1] - w[0] == step).then_some((
            lo as i64,
            Some(step as i64),
            hi as i64,
        ))
    }
}

/// What the rows follow: one fitted quantity.
#[derive(Debug, Clone)]
struct Found {
    name: &'static str,
    text: String,
    form: Option<Form>,
}

/// Fits `quantity` (its values per row, `None` for a row that lacks it) across the rows.
fn fit_quantity(
    name: &'static str,
    rows: &[Row],
    names: &[String],
    width: usize,
    quantity: impl Fn(&Row) -> Option<Vec<Option<i64>>>,
    render: impl Fn(&[Option<Affine>]) -> String,
) -> Found {
    let mut samples = Vec::with_capacity(rows.len());
    for row in rows {
        match quantity(row) {
            Some(values) => samples.push(Sample {
                params: row.params.clone(),
                values,
            }),
            None => {
                let at: Vec<String> = names
                    .iter()
                    .zip(&row.params)
                    .map(|(n, v)| format!("{n} = {v}"))
                    .collect();
                return Found {
                    name,
                    text: format!(
                        "no common form found ({}: {})",
                        at.join(", "),
                        match &row.residues {
                            Some(r) if name == "P-positions" && r.is_empty() =>
                                "no P-position from the preperiod on".to_string(),
                            Some(_) if name == "P-positions" =>
                                "the P-residues are not an arithmetic progression".to_string(),
                            _ => format!("no pattern claimed up to {}", row.upto),
                        }
                    ),
                    form: None,
                };
            }
        }
    }
    match fit(&samples, width) {
        Some(form) => Found {
            name,
            text: form.text(names, render),
            form: Some(form),
        },
        None => Found {
            name,
            text: "no common form found".into(),
            form: None,
        },
    }
}

fn affine_text(e: &Option<Affine>, names: &[String]) -> String {
    e.as_ref().map_or("any".into(), |f| f.text(names))
}

/// The forms across the rows: period, preperiod, saltus (when a row has one), P-residues.
fn forms(rows: &[Row], names: &[String]) -> Vec<Found> {
    // One number a row: its affine form in the parameters.
    let scalar = |name: &'static str, of: fn(&Verdict) -> Option<i64>| {
        fit_quantity(
            name,
            rows,
            names,
            1,
            |r| of(&r.verdict).map(|v| vec![Some(v)]),
            |e| affine_text(&e[0], names),
        )
    };
    let mut out = vec![
        scalar("period", |v| v.period.map(|p| p as i64)),
        scalar("preperiod", |v| v.preperiod.map(|a| a as i64)),
    ];
    if rows.iter().any(|r| r.verdict.saltus.is_some_and(|s| s > 0)) {
        out.push(scalar("saltus", |v| v.saltus.map(i64::from)));
    } else {
        out.push(fit_quantity(
            "P-positions",
            rows,
            names,
            3,
            |r| {
                r.progression()
                    .map(|(lo, step, hi)| vec![Some(lo), step, Some(hi)])
            },
            |e| residue_text(e, names),
        ));
    }
    out
}

/// `n mod p ∈ {0, 3, …, K − 3}`, `0 ≤ n mod p ≤ L − 1`, `n mod p = 0`.
fn residue_text(e: &[Option<Affine>], names: &[String]) -> String {
    let lo = affine_text(&e[0], names);
    let hi = affine_text(&e[2], names);
    let constant = |f: &Option<Affine>| {
        f.as_ref().and_then(|f| {
            f.coefficients
                .iter()
                .all(|c| c.num == 0)
                .then_some(f.constant)
                .filter(|c| c.den == 1)
                .map(|c| c.num)
        })
    };
    if e[1].is_none() || lo == hi {
        return format!("n mod p = {lo}");
    }
    match (constant(&e[0]), constant(&e[1])) {
        (_, Some(1)) => format!("{lo} ≤ n mod p ≤ {hi}"),
        (Some(l), Some(s)) => format!("n mod p ∈ {{{l}, {}, …, {hi}}}", l + s),
        _ => format!(
            "n mod p ∈ {{{lo}, {lo} + {}, …, {hi}}}",
            affine_text(&e[1], names)
        ),
    }
}

/// The options of a sweep run.
pub struct SweepArgs<'a> {
    /// The `--sweep` values.
    pub specs: &'a [String],
    /// `--upto`: the first table size of every row.
    pub upto: usize,
    /// The largest table a row may grow to.
    pub max: usize,
}

/// A finished sweep.
pub struct Sweep {
    rule: String,
    names: Vec<String>,
    ranges: Vec<String>,
    rows: Vec<Row>,
    skipped: Vec<(Vec<i64>, String)>,
    found: Vec<Found>,
    max: usize,
    upto: usize,
}

/// Runs the sweep of `rule`: checks the parameters, builds every row, fits the forms.
pub fn run(rule: &GameArgs, args: &SweepArgs) -> Result<Sweep, String> {
    let ranges = parse_ranges(args.specs)?;
    let used = rule.parameters();
    for p in &used {
        if !ranges.iter().any(|r| r.name == *p) {
            return Err(format!(
                "`{}` uses the parameter {p}: give its range with --sweep {p}=FROM..TO",
                rule.command()
            ));
        }
    }
    if let Some(r) = ranges.iter().find(|r| !used.contains(&r.name)) {
        return Err(format!(
            "--sweep {}: `{}` has no parameter {} (a parameter is a capital letter in the rule)",
            r.name,
            rule.command(),
            r.name
        ));
    }
    let names: Vec<char> = ranges.iter().map(|r| r.name).collect();
    let points = grid(&ranges)?;
    let mut rows = Vec::new();
    let mut skipped = Vec::new();
    for point in points {
        let made = rule.game(&names, &point).and_then(|game| {
            let (values, verdict) = row_table(&game, args.upto, args.max.max(args.upto))?;
            Ok(Row::new(point.clone(), &game, &values, verdict))
        });
        match made {
            Ok(row) => rows.push(row),
            Err(why) => skipped.push((point, why)),
        }
    }
    if rows.is_empty() {
        let why = skipped
            .first()
            .map_or("the ranges are empty".to_string(), |(_, w)| w.clone());
        return Err(format!("--sweep: no game to tabulate ({why})"));
    }
    let names: Vec<String> = names.iter().map(|c| c.to_string()).collect();
    let found = forms(&rows, &names);
    Ok(Sweep {
        rule: rule.command(),
        ranges: args
            .specs
            .iter()
            .flat_map(|s| s.split(','))
            .map(String::from)
            .collect(),
        names,
        rows,
        skipped,
        found,
        max: args.max,
        upto: args.upto,
    })
}

/// How forms are accepted, for the reports.
fn acceptance() -> String {
    format!(
        "a form is piecewise affine in the parameters by the residue of one of them modulo 1 to {} \
         (smallest first), fits every row exactly, and each residue class has at least {} more rows \
         than its form has unknowns",
        lab_engine::patterns::fit::MAX_MODULUS,
        lab_engine::patterns::fit::EXTRA_ROWS
    )
}

impl Sweep {
    /// The aligned table of rows, then the forms.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "Sweep of `{}` over {}: {} game{}; each table from --upto {}{}",
            self.rule,
            self.ranges.join(", "),
            self.rows.len(),
            if self.rows.len() == 1 { "" } else { "s" },
            self.upto,
            if self.rows.iter().any(|r| r.upto > self.upto) {
                format!(
                    ", grown until a theorem proves the period (at most {})",
                    self.max
                )
            } else {
                String::new()
            }
        );
        let _ = writeln!(out);
        let arithmetic = self
            .rows
            .iter()
            .any(|r| r.verdict.saltus.is_some_and(|s| s > 0));
        let mut header: Vec<String> = self.names.clone();
        header.extend(["period", "preperiod"].map(String::from));
        if arithmetic {
            header.push("saltus".into());
        }
        header.extend(["status", "P-positions"].map(String::from));
        let cells: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| {
                let opt = |v: Option<usize>| v.map_or("-".into(), |x| x.to_string());
                let mut c: Vec<String> = r.params.iter().map(|v| v.to_string()).collect();
                c.push(opt(r.verdict.period));
                c.push(opt(r.verdict.preperiod));
                if arithmetic {
                    c.push(r.verdict.saltus.map_or("-".into(), |s| s.to_string()));
                }
                c.push(r.status());
                c.push(r.p_text());
                c
            })
            .collect();
        let widths: Vec<usize> = (0..header.len())
            .map(|j| {
                cells
                    .iter()
                    .map(|c| c[j].chars().count())
                    .chain(std::iter::once(header[j].chars().count()))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |c: &[String]| -> String {
            let parts: Vec<String> = c
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(j, (s, &w))| {
                    let pad = w - s.chars().count();
                    if j + 1 == c.len() {
                        s.clone()
                    } else if j + 2 >= c.len() {
                        format!("{s}{}", " ".repeat(pad))
                    } else {
                        format!("{}{s}", " ".repeat(pad))
                    }
                })
                .collect();
            parts.join(" | ").trim_end().to_string()
        };
        let _ = writeln!(out, "{}", line(&header));
        for c in &cells {
            let _ = writeln!(out, "{}", line(c));
        }
        if !self.skipped.is_empty() {
            let (point, why) = &self.skipped[0];
            let at: Vec<String> = self
                .names
                .iter()
                .zip(point)
                .map(|(n, v)| format!("{n} = {v}"))
                .collect();
            let _ = writeln!(
                out,
                "({} skipped, e.g. {}: {why})",
                self.skipped.len(),
                at.join(", ")
            );
        }
        let _ = writeln!(out);
        let _ = writeln!(out, "Across {}:", self.names.join(", "));
        for f in &self.found {
            let sep = if f.name == "P-positions" { ":" } else { " =" };
            let _ = writeln!(out, "  {}{sep} {}", f.name, f.text);
        }
        let _ = writeln!(
            out,
            "(p is the period; the P-positions are the n ≥ preperiod with g(n) = 0.)\nForms: {}.",
            acceptance()
        );
        out
    }

    /// One JSON object: `rule`, `parameters`, `ranges`, `rows`, `skipped`, `forms`.
    pub fn json(&self) -> String {
        let rows: Vec<Value> = self
            .rows
            .iter()
            .map(|r| {
                let params: serde_json::Map<String, Value> = self
                    .names
                    .iter()
                    .zip(&r.params)
                    .map(|(n, v)| (n.clone(), json!(v)))
                    .collect();
                json!({
                    "params": params,
                    "game": r.game,
                    "upto": r.upto,
                    "kind": r.verdict.kind,
                    "period": r.verdict.period,
                    "preperiod": r.verdict.preperiod,
                    "saltus": r.verdict.saltus,
                    "proven": r.verdict.proven,
                    "p_residues": r.residues,
                    "p_other": r.other,
                    "verdict": r.verdict.sentence,
                })
            })
            .collect();
        let skipped: Vec<Value> = self
            .skipped
            .iter()
            .map(|(p, why)| json!({ "params": p, "reason": why }))
            .collect();
        let forms: serde_json::Map<String, Value> = self
            .found
            .iter()
            .map(|f| {
                (
                    f.name.to_string(),
                    json!({ "text": f.text, "form": f.form }),
                )
            })
            .collect();
        json!({
            "rule": self.rule,
            "parameters": self.names,
            "ranges": self.ranges,
            "rows": rows,
            "skipped": skipped,
            "forms": forms,
            "acceptance": acceptance(),
        })
        .to_string()
            + "\n"
    }

    /// One CSV row per game (the forms are in the text and JSON reports).
    pub fn csv(&self) -> String {
        let mut out = self.names.join(",");
        out.push_str(",game,upto,kind,period,preperiod,saltus,proven,p_residues,p_other\n");
        let opt = |v: Option<usize>| v.map_or(String::new(), |x| x.to_string());
        let spaced = |v: &[usize]| -> String {
            v.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        for r in &self.rows {
            let params: Vec<String> = r.params.iter().map(|v| v.to_string()).collect();
            let _ = writeln!(
                out,
                "{},{},{},{},{},{},{},{},{},{}",
                params.join(","),
                r.game,
                r.upto,
                r.verdict.kind,
                opt(r.verdict.period),
                opt(r.verdict.preperiod),
                r.verdict.saltus.map_or(String::new(), |s| s.to_string()),
                r.verdict.proven,
                r.residues.as_deref().map_or(String::new(), spaced),
                spaced(&r.other)
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_parse_and_evaluate() {
        let t = Term::parse("2K-3").unwrap();
        assert_eq!(t.eval(&['K'], &[5]), 7);
        assert_eq!(Term::parse("K+1").unwrap().eval(&['K'], &[5]), 6);
        assert_eq!(Term::parse("12").unwrap().is_number(), Some(12));
        for bad in ["k", "K*2", "K+", "", "1.5", "KK"] {
            assert!(Term::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn grids_follow_earlier_parameters() {
        let ranges = parse_ranges(&["L=1..3,R=L..3".to_string()]).unwrap();
        let points = grid(&ranges).unwrap();
        assert_eq!(
            points,
            vec![
                vec![1, 1],
                vec![1, 2],
                vec![1, 3],
                vec![2, 2],
                vec![2, 3],
                vec![3, 3]
            ]
        );
        assert!(parse_ranges(&["R=L..3".to_string()]).is_err());
        assert!(parse_ranges(&["K=1..3".to_string(), "K=2".to_string()]).is_err());
    }
}
