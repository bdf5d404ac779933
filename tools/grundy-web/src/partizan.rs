//! The partizan panel: a value in CGSuite's notation, or a sum of Domineering, Clobber, Toads and Frogs or Hackenbush positions, with its canonical form, outcome, stops, thermograph and options (dominated, reversible, winning), as the page draws them.
//!
//! Every rule is games-core's: [`Games::parse`] and [`Games::show`] for the
//! notation, the rulesets' moves and [`Valuer`] for positions, [`Games::thermograph`]
//! for the walls. games-core reports no simplification steps, so which options are
//! dominated or reversible is worked out here from the order [`Games::le`]: a Left
//! option A is dominated when A ≤ B for another Left option B, reversible when some
//! A^R ≤ G (then replaced by A^R's Left options); Right's mirror that. A move wins for
//! Left when its option is ≥ 0, for Right when it is ≤ 0.
//!
//! Sizes are capped ([`MAX_FREE_CELLS`], …) so that any position the page accepts
//! computes in about a second in the browser's worker; a larger one gets one line
//! saying so.

use crate::i18n::{fill, Lang, Msg};
use crate::link::partizan_params;
use games_core::canonical::{GameId, Games};
use games_core::cgt_notation::NotationError;
use games_core::clobber::Clobber;
use games_core::domineering::Domineering;
use games_core::dyadic::Dyadic;
use games_core::number_star::Outcome;
use games_core::partizan_hackenbush::{Hackenbush, Picture};
use games_core::ruleset::Ruleset;
use games_core::thermograph::Wall;
use games_core::toads_frogs::ToadsAndFrogs;
use games_core::valuer::Valuer;
use serde_json::{json, Value};
use std::fmt::Display;
use std::str::FromStr;

/// The most components a sum may have.
pub const MAX_COMPONENTS: usize = 6;
/// The most rows or columns of a Domineering or Clobber grid.
pub const MAX_SIDE: usize = 8;
/// The most free cells of all Domineering boards together: measured in the page (headless
/// Chromium, `cargo xtask web --test`), 4 × 6 with its four corners blocked takes about 0.5 s and
/// 4 × 5 about 0.2 s, while 22 cells (4 × 6 with two corners blocked) take about 2 s.
pub const MAX_FREE_CELLS: usize = 20;
/// The most stones on all Clobber grids together (measured natively, the slowest 12-stone
/// grids tried take about 0.6 s).
pub const MAX_STONES: usize = 12;
/// The most cells of all Toads and Frogs rows together (the slowest 12-cell rows tried take
/// about 0.6 s natively; 14 cells up to 4 s).
pub const MAX_ROW_CELLS: usize = 12;
/// The most edges of all Hackenbush stalks together.
pub const MAX_EDGES: usize = 30;
/// The longest value text.
pub const MAX_VALUE_CHARS: usize = 300;

/// What the panel shows: a typed value or one of the rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A value in CGSuite's notation (`game=cgt&value=…`).
    Value,
    /// Domineering: `.` free, `#` blocked; Left places vertical dominoes.
    Domineering,
    /// Clobber: `x` Left's stones, `o` Right's, `.` empty.
    Clobber,
    /// Toads and Frogs: `t` toads (Left), `f` frogs (Right), `.` empty.
    ToadsFrogs,
    /// Hackenbush stalks from the ground up: `l` blue (Left's), `r` red, `e` green.
    Hackenbush,
}

impl Kind {
    /// The kinds, in the order the page lists them.
    pub const ALL: [Kind; 5] = [
        Kind::Value,
        Kind::Domineering,
        Kind::Clobber,
        Kind::ToadsFrogs,
        Kind::Hackenbush,
    ];

    /// The name links use (`game=…`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::partizan::Kind;
    /// assert_eq!(Kind::from_name("toads").map(Kind::name), Some("toads"));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Kind::Value => "cgt",
            Kind::Domineering => "domineering",
            Kind::Clobber => "clobber",
            Kind::ToadsFrogs => "toads",
            Kind::Hackenbush => "hackenbush",
        }
    }

    /// The kind a link's `game=` names, if it is a partizan one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::partizan::Kind;
    /// assert_eq!(Kind::from_name("cgt"), Some(Kind::Value));
    /// assert_eq!(Kind::from_name("octal"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The characters a click cycles a cell through.
    fn alphabet(self) -> &'static str {
        match self {
            Kind::Value => "",
            Kind::Domineering => ".#",
            Kind::Clobber => "xo.",
            Kind::ToadsFrogs => "tf.",
            Kind::Hackenbush => "lre",
        }
    }

    /// The cell a new row or column is filled with.
    fn filler(self) -> char {
        match self {
            Kind::Hackenbush => 'l',
            _ => '.',
        }
    }

    /// Whether the position is a grid of rows joined by `|`.
    fn is_grid(self) -> bool {
        matches!(self, Kind::Domineering | Kind::Clobber)
    }
}

/// A link's partizan part: what to show and its text (a value, or components joined by `,`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartizanLink {
    /// The kind.
    pub kind: Kind,
    /// The value's text or the components' texts joined by `,`.
    pub text: String,
}

/// A query component with the characters a link must escape (and `%`, `&`, `+`, `#`, space, …) percent-encoded.
fn encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~,|/^*:{}()<>!".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

impl PartizanLink {
    /// The partizan part of a query string: `game=cgt&value=…` or `game=domineering&board=…`
    /// (also `clobber`, `toads`, `hackenbush`); `None` when `game` names none of these. A `+`
    /// in a value is a plus (sums), not a space.
    ///
    /// # Errors
    /// A malformed query string, or a missing `value`/`board`.
    ///
    /// # Complexity
    /// O(length of the query).
    ///
    /// # Example
    /// ```
    /// use grundy_web::partizan::{Kind, PartizanLink};
    /// let l = PartizanLink::parse("?game=cgt&value=^+*&utm_source=x").unwrap().unwrap();
    /// assert_eq!((l.kind, l.text.as_str()), (Kind::Value, "^+*"));
    /// assert_eq!(l.query(), "game=cgt&value=^%2B*");
    /// assert!(PartizanLink::parse("?game=grundy").unwrap().is_none());
    /// ```
    pub fn parse(query: &str) -> Result<Option<PartizanLink>, Msg> {
        let (game, value, board) = partizan_params(query)?;
        let Some(kind) = game.as_deref().and_then(Kind::from_name) else {
            return Ok(None);
        };
        let text = if kind == Kind::Value { value } else { board };
        match text {
            Some(text) => Ok(Some(PartizanLink { kind, text })),
            None if kind == Kind::Value => Err(Msg::new("cgt_needs_value", &[])),
            None => Err(Msg::new("cgt_needs_board", &[])),
        }
    }

    /// The query string (without `?`) that shows this.
    ///
    /// # Complexity
    /// O(length of the text).
    ///
    /// # Example
    /// ```
    /// use grundy_web::partizan::{Kind, PartizanLink};
    /// let l = PartizanLink { kind: Kind::Domineering, text: "..#|...".into() };
    /// assert_eq!(l.query(), "game=domineering&board=..%23|...");
    /// ```
    pub fn query(&self) -> String {
        let key = if self.kind == Kind::Value {
            "value"
        } else {
            "board"
        };
        format!("game={}&{key}={}", self.kind.name(), encode(&self.text))
    }
}

/// A one-line message for a notation error, in the page's words.
fn notation_msg(e: &NotationError) -> Msg {
    let col = ("col", e.column.to_string());
    let m = e.message.as_str();
    let quoted = |prefix: &str| {
        m.strip_prefix(prefix)
            .and_then(|r| r.strip_suffix('\''))
            .map(str::to_string)
    };
    if let Some(c) = quoted("unexpected '") {
        return Msg::new("cgt_unexpected", &[("c", c), col]);
    }
    if let Some(w) = quoted("unknown name '") {
        return Msg::new("cgt_unknown_name", &[("w", w), col]);
    }
    let key = match m {
        "unbalanced brace" => "cgt_brace",
        "unbalanced parenthesis" => "cgt_paren",
        "unexpected end of input" => "cgt_end",
        "expected a game" => "cgt_expected_game",
        "a game needs a '|'" => "cgt_needs_bar",
        "ambiguous bars (use braces)" => "cgt_ambiguous_bars",
        "denominator is not a power of 2" => "cgt_denominator",
        "expected an option after ','" | "expected an option before ','" => "cgt_option_comma",
        _ if m.contains("too large") || m.contains("deeper") => "cgt_too_large",
        _ => "cgt_cannot_read",
    };
    Msg::new(key, &[col])
}

/// CGSuite's printed form with the page's symbols: ↑ ↓ ∗ ± and a real minus, spaces around bars and after commas.
///
/// # Complexity
/// O(length of the text).
///
/// # Example
/// ```
/// use grundy_web::partizan::pretty;
/// assert_eq!(pretty("{2|-1/2}"), "{2 | −1/2}");
/// assert_eq!(pretty("^*"), "↑∗");
/// assert_eq!(pretty("{0,*||v}"), "{0, ∗ || ↓}");
/// assert_eq!(pretty("+-1"), "±1");
/// ```
pub fn pretty(cgsuite: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = cgsuite.replace("+-", "±").chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '|' => {
                let start = i;
                while i < chars.len() && chars[i] == '|' {
                    i += 1;
                }
                out.push(' ');
                out.push_str(&"|".repeat(i - start));
                out.push(' ');
                continue;
            }
            '^' => out.push('↑'),
            'v' => out.push('↓'),
            '*' => out.push('∗'),
            '-' => out.push('−'),
            ',' => out.push_str(", "),
            c => out.push(c),
        }
        i += 1;
    }
    out
}

/// A dyadic rational as a JavaScript number (exact for the page's sizes).
fn to_f64(d: Dyadic) -> f64 {
    let s = d.to_string();
    match s.split_once('/') {
        Some((p, q)) => p.parse::<f64>().unwrap_or(0.0) / q.parse::<f64>().unwrap_or(1.0),
        None => s.parse::<f64>().unwrap_or(0.0),
    }
}

/// A dyadic rational as the page writes it (a real minus).
fn dyadic_text(d: Dyadic) -> String {
    d.to_string().replace('-', "−")
}

/// The top-level options of a typed `{L | R}` as written (before simplification), each
/// side's texts; `None` when the text is not one brace form or its bars are ambiguous.
fn literal_sides(text: &str) -> Option<(Vec<String>, Vec<String>)> {
    let chars: Vec<char> = text.trim().chars().collect();
    if chars.first() != Some(&'{') || chars.last() != Some(&'}') {
        return None;
    }
    // The outer brace must close at the very end.
    let mut depth = 0i32;
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => {
                depth -= 1;
                if depth == 0 && i + 1 != chars.len() {
                    return None;
                }
            }
            _ => {}
        }
    }
    let inner = &chars[1..chars.len() - 1];
    // The longest run of bars at depth 0 splits the sides; it must be the only one that long.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut depth = 0i32;
    let mut i = 0;
    while i < inner.len() {
        match inner[i] {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            '|' if depth == 0 => {
                let start = i;
                while i < inner.len() && inner[i] == '|' {
                    i += 1;
                }
                runs.push((start, i - start));
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    let longest = runs.iter().map(|r| r.1).max()?;
    let mut top = runs.iter().filter(|r| r.1 == longest);
    let (at, len) = *top.next()?;
    if top.next().is_some() {
        return None;
    }
    let side = |part: &[char]| -> Vec<String> {
        let s: String = part.iter().collect();
        let s = s.trim();
        if s.is_empty() {
            return Vec::new();
        }
        let mut depth = 0i32;
        let nested_bars = s.chars().any(|c| {
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                _ => {}
            }
            c == '|' && depth == 0
        });
        if nested_bars {
            return vec![format!("{{{s}}}")];
        }
        let mut out = Vec::new();
        let mut depth = 0i32;
        let mut cur = String::new();
        for c in s.chars() {
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(std::mem::take(&mut cur));
                    continue;
                }
                _ => {}
            }
            cur.push(c);
        }
        out.push(cur);
        out.into_iter().map(|o| o.trim().to_string()).collect()
    };
    Some((side(&inner[..at]), side(&inner[at + len..])))
}

/// One option of the position: its value and, for a position on a board, the cells it changes.
struct Move {
    /// The component it is played in (none for a typed value).
    component: Option<usize>,
    /// The cells of that component it changes, as indices into its text.
    cells: Vec<usize>,
    /// The value after the move.
    value: GameId,
}

/// One component of a sum, parsed: its text and how it is drawn.
struct Component {
    text: String,
    rows: usize,
    cols: usize,
    /// For each cell, row-major from the top: its index in `text`.
    at: Vec<usize>,
}

impl Component {
    fn of(kind: Kind, text: String) -> Component {
        let n = text.chars().count();
        match kind {
            _ if kind.is_grid() => {
                let rows = text.split('|').count();
                let cols = text.split('|').next().map_or(0, |r| r.chars().count());
                let at = (0..rows)
                    .flat_map(|r| (0..cols).map(move |c| r * (cols + 1) + c))
                    .collect();
                Component {
                    text,
                    rows,
                    cols,
                    at,
                }
            }
            // A stalk is drawn upright: its top edge (the text's last) first.
            Kind::Hackenbush => Component {
                text,
                rows: n,
                cols: 1,
                at: (0..n).rev().collect(),
            },
            _ => Component {
                text,
                rows: 1,
                cols: n,
                at: (0..n).collect(),
            },
        }
    }

    /// The texts one row or column more or fewer would give, for the page's buttons.
    fn resized(&self, kind: Kind) -> Value {
        let fill = kind.filler();
        let rows: Vec<&str> = self.text.split('|').collect();
        let (max_rows, max_cols) = match kind {
            _ if kind.is_grid() => (MAX_SIDE, MAX_SIDE),
            Kind::Hackenbush => (MAX_EDGES, 1),
            _ => (1, MAX_ROW_CELLS),
        };
        let add_row = match kind {
            Kind::Hackenbush => format!("{}{fill}", self.text),
            _ => format!("{}|{}", self.text, fill.to_string().repeat(self.cols)),
        };
        let drop_row = match kind {
            Kind::Hackenbush => self.text[..self.text.len() - 1].to_string(),
            _ => rows[..rows.len() - 1].join("|"),
        };
        let add_col: Vec<String> = rows.iter().map(|r| format!("{r}{fill}")).collect();
        let drop_col: Vec<String> = rows.iter().map(|r| r[..r.len() - 1].to_string()).collect();
        json!({
            "add_row": (self.rows < max_rows).then_some(add_row),
            "drop_row": (self.rows > 1).then_some(drop_row),
            "add_col": (self.cols < max_cols).then(|| add_col.join("|")),
            "drop_col": (self.cols > 1).then(|| drop_col.join("|")),
        })
    }

    fn json(&self, kind: Kind, value: Option<String>) -> Value {
        let chars: Vec<char> = self.text.chars().collect();
        let cells: Vec<Value> = self
            .at
            .iter()
            .map(|&i| json!({ "at": i, "ch": chars[i].to_string() }))
            .collect();
        json!({
            "text": self.text, "rows": self.rows, "cols": self.cols, "cells": cells,
            "value": value, "resize": self.resized(kind),
        })
    }
}

/// Reads a component's text in `kind`'s alphabet, with the page's words for what is wrong.
fn check_text(kind: Kind, text: &str, index: usize) -> Result<(), Msg> {
    let k = ("k", (index + 1).to_string());
    if text.is_empty() {
        return Err(Msg::new("cgt_empty_component", &[k]));
    }
    let alphabet = kind.alphabet();
    let rows: Vec<&str> = if kind.is_grid() {
        text.split('|').collect()
    } else {
        vec![text]
    };
    for (r, row) in rows.iter().enumerate() {
        if let Some((c, ch)) = row
            .chars()
            .enumerate()
            .find(|(_, ch)| !alphabet.contains(*ch))
        {
            let alphabet: Vec<String> = alphabet.chars().map(|c| format!("“{c}”")).collect();
            return Err(Msg::new(
                "cgt_bad_cell",
                &[
                    k,
                    ("c", ch.to_string()),
                    ("row", (r + 1).to_string()),
                    ("col", (c + 1).to_string()),
                    ("alphabet", alphabet.join(" ")),
                ],
            ));
        }
        if row.is_empty() || row.chars().count() != rows[0].chars().count() {
            return Err(Msg::new("cgt_ragged", &[k, ("row", (r + 1).to_string())]));
        }
    }
    if kind.is_grid() && (rows.len() > MAX_SIDE || rows[0].len() > MAX_SIDE) {
        return Err(Msg::new(
            "cgt_grid_large",
            &[
                k,
                ("size", format!("{} × {}", rows.len(), rows[0].len())),
                ("max", MAX_SIDE.to_string()),
            ],
        ));
    }
    Ok(())
}

/// The moves of one component of a ruleset, each with the cells it changes and its value.
fn moves_of<R: Ruleset>(
    valuer: &mut Valuer<R>,
    games: &mut Games,
    p: &R::Position,
    left: bool,
) -> Vec<(Vec<usize>, GameId)>
where
    R::Position: Display,
{
    let before: Vec<char> = p.to_string().chars().collect();
    let options = if left {
        valuer.rules().left_options(p)
    } else {
        valuer.rules().right_options(p)
    };
    options
        .into_iter()
        .map(|o| {
            let after: Vec<char> = o.to_string().chars().collect();
            let cells = (0..before.len())
                .filter(|&i| after.get(i) != Some(&before[i]))
                .collect();
            (cells, valuer.value(games, &o))
        })
        .collect()
}

/// A component's value and its moves (Left's, Right's), through the ruleset `R`.
type Valued = (GameId, [Vec<(Vec<usize>, GameId)>; 2]);

fn value_with<R: Ruleset>(
    valuer: &mut Valuer<R>,
    games: &mut Games,
    text: &str,
) -> Result<(String, Valued), String>
where
    R::Position: Display + FromStr,
    <R::Position as FromStr>::Err: Display,
{
    let p: R::Position = text
        .parse()
        .map_err(|e: <R::Position as FromStr>::Err| e.to_string())?;
    let v = valuer.value(games, &p);
    let l = moves_of(valuer, games, &p, true);
    let r = moves_of(valuer, games, &p, false);
    Ok((p.to_string(), (v, [l, r])))
}

/// A stalk's value and moves: cutting edge i (Left a blue or green one, Right a red or
/// green one) leaves the edges below it.
fn stalk(valuer: &mut Valuer<Hackenbush>, games: &mut Games, text: &str) -> Result<Valued, String> {
    let mut value_of = |s: &str| -> Result<GameId, String> {
        let p: Picture = if s.is_empty() { "." } else { s }
            .parse()
            .map_err(|e: games_core::ruleset::PositionError| e.to_string())?;
        Ok(valuer.value(games, &p))
    };
    let v = value_of(text)?;
    let mut sides = [Vec::new(), Vec::new()];
    for (i, c) in text.char_indices() {
        for (side, own) in [(0, 'l'), (1, 'r')] {
            if c == own || c == 'e' {
                sides[side].push(((i..text.len()).collect(), value_of(&text[..i])?));
            }
        }
    }
    Ok((v, sides))
}

/// Totals of a sum's sizes against the page's caps.
fn check_size(kind: Kind, texts: &[String]) -> Result<(), Msg> {
    let count = |f: &dyn Fn(char) -> bool| -> usize {
        texts
            .iter()
            .map(|t| t.chars().filter(|&c| f(c)).count())
            .sum()
    };
    let (n, max, key) = match kind {
        Kind::Domineering => (
            count(&|c| c == '.'),
            MAX_FREE_CELLS,
            "cgt_large_domineering",
        ),
        Kind::Clobber => (
            count(&|c| c == 'x' || c == 'o'),
            MAX_STONES,
            "cgt_large_clobber",
        ),
        Kind::ToadsFrogs => (count(&|c| c != '|'), MAX_ROW_CELLS, "cgt_large_toads"),
        Kind::Hackenbush => (count(&|_| true), MAX_EDGES, "cgt_large_hackenbush"),
        Kind::Value => return Ok(()),
    };
    if n > max {
        return Err(Msg::new(
            key,
            &[("n", n.to_string()), ("max", max.to_string())],
        ));
    }
    Ok(())
}

/// What the page shows for a position, as JSON: see [`view`].
struct Shown {
    games: Games,
    value: GameId,
    moves: [Vec<Move>; 2],
    /// Whether the options are the canonical form's own (a typed value that is not a brace form).
    canonical_options: bool,
}

/// The view of a link's partizan part in `lang`, as JSON: `query` (the link), `kind`,
/// `text`, `components` (for a board: each one's cells and the texts one row or column
/// more or fewer gives), `pretty` (the canonical form with ↑ ↓ ∗), `cgsuite` (CGSuite's text),
/// `outcome` and `outcome_words`, `left_stop`, `right_stop`, `temperature`, `mean` (texts),
/// `thermograph` (`left`/`right` walls as `[t, value]` breakpoints, `temperature`, `mean` as
/// numbers), `options` (`left`, `right`: each option's `label`, `value`, `component`, `cells`,
/// `status` (`kept`, `dominated`, `reversible`), `winning`, and its sentence), `options_note`;
/// or `{"error": one line, "components": …}` (the components when only the size is wrong,
/// so the board stays editable).
///
/// # Complexity
/// That of valuing the position (bounded by the page's caps) and one comparison per pair of
/// options.
///
/// # Example
/// ```
/// use grundy_web::i18n::Lang;
/// use grundy_web::partizan::{view, PartizanLink, Kind};
/// let up = view(&PartizanLink { kind: Kind::Value, text: "{0|*}".into() }, Lang::En);
/// assert_eq!((up["pretty"].as_str(), up["outcome_words"].as_str()), (Some("↑"), Some("Left wins whoever starts")));
/// let d = view(&PartizanLink { kind: Kind::Domineering, text: "...|...".into() }, Lang::En);
/// assert_eq!((d["pretty"].as_str(), d["temperature"].as_str()), (Some("{2 | −1/2}"), Some("5/4")));
/// ```
pub fn view(link: &PartizanLink, lang: Lang) -> Value {
    match compute(link) {
        Ok((shown, components)) => render(link, lang, shown, components),
        Err((e, components)) => json!({
            "error": fill(lang, "cgt_problem", &[("e", e.render(lang))]),
            "kind": link.kind.name(), "text": link.text, "query": link.query(),
            "alphabet": link.kind.alphabet(),
            "components": components.map(|cs| cs.iter().map(|c| c.json(link.kind, None)).collect::<Vec<_>>()),
        }),
    }
}

type Computed = (Shown, Vec<(Component, Option<GameId>)>);
type Failed = (Msg, Option<Vec<Component>>);

fn compute(link: &PartizanLink) -> Result<Computed, Failed> {
    let mut games = Games::new();
    if link.kind == Kind::Value {
        let text = link.text.trim();
        if text.chars().count() > MAX_VALUE_CHARS {
            let max = ("max", MAX_VALUE_CHARS.to_string());
            return Err((Msg::new("cgt_value_long", &[max]), None));
        }
        if text.is_empty() {
            return Err((Msg::new("cgt_needs_value", &[]), None));
        }
        let value = games.parse(text).map_err(|e| (notation_msg(&e), None))?;
        let literal = literal_sides(text).and_then(|(l, r)| {
            let mut side = |s: &[String]| -> Option<Vec<GameId>> {
                s.iter().map(|o| games.parse(o).ok()).collect()
            };
            Some((side(&l)?, side(&r)?))
        });
        let canonical_options = literal.is_none();
        let (l, r) =
            literal.unwrap_or_else(|| (games.left_options(value), games.right_options(value)));
        let mv = |v: Vec<GameId>| -> Vec<Move> {
            v.into_iter()
                .map(|value| Move {
                    component: None,
                    cells: Vec::new(),
                    value,
                })
                .collect()
        };
        let shown = Shown {
            games,
            value,
            moves: [mv(l), mv(r)],
            canonical_options,
        };
        return Ok((shown, Vec::new()));
    }
    let texts: Vec<String> = link.text.split(',').map(|t| t.trim().to_string()).collect();
    if texts.len() > MAX_COMPONENTS {
        let args = [
            ("n", texts.len().to_string()),
            ("max", MAX_COMPONENTS.to_string()),
        ];
        return Err((Msg::new("cgt_many_components", &args), None));
    }
    for (i, t) in texts.iter().enumerate() {
        check_text(link.kind, t, i).map_err(|e| (e, None))?;
    }
    let parsed = || -> Vec<Component> {
        texts
            .iter()
            .map(|t| Component::of(link.kind, t.clone()))
            .collect()
    };
    check_size(link.kind, &texts).map_err(|e| (e, Some(parsed())))?;
    let mut dom = Valuer::new(Domineering);
    let mut clob = Valuer::new(Clobber);
    let mut toads = Valuer::new(ToadsAndFrogs);
    let mut hack = Valuer::new(Hackenbush);
    let mut valued = Vec::new();
    for (i, t) in texts.iter().enumerate() {
        let g = &mut games;
        let result = match link.kind {
            Kind::Domineering => value_with::<Domineering>(&mut dom, g, t),
            Kind::Clobber => value_with::<Clobber>(&mut clob, g, t),
            Kind::ToadsFrogs => value_with::<ToadsAndFrogs>(&mut toads, g, t),
            _ => stalk(&mut hack, g, t).map(|v| (t.clone(), v)),
        };
        let (text, v) = result.map_err(|e| {
            let args = [("k", (i + 1).to_string()), ("e", e)];
            (Msg::new("cgt_bad_position", &args), None)
        })?;
        valued.push((Component::of(link.kind, text), v));
    }
    let ids: Vec<GameId> = valued.iter().map(|(_, (v, _))| *v).collect();
    let value = games.sum_all(&ids);
    let mut moves: [Vec<Move>; 2] = [Vec::new(), Vec::new()];
    for (k, (_, (_, sides))) in valued.iter().enumerate() {
        let mut rest: Vec<GameId> = ids.clone();
        rest.remove(k);
        let rest = games.sum_all(&rest);
        for (side, list) in sides.iter().enumerate() {
            for (cells, v) in list {
                let value = games.sum(rest, *v);
                moves[side].push(Move {
                    component: Some(k),
                    cells: cells.clone(),
                    value,
                });
            }
        }
    }
    let components = valued.into_iter().map(|(c, (v, _))| (c, Some(v))).collect();
    let shown = Shown {
        games,
        value,
        moves,
        canonical_options: false,
    };
    Ok((shown, components))
}

fn render(
    link: &PartizanLink,
    lang: Lang,
    shown: Shown,
    components: Vec<(Component, Option<GameId>)>,
) -> Value {
    let Shown {
        mut games,
        value,
        moves,
        canonical_options,
    } = shown;
    let show = |games: &Games, id: GameId| pretty(&games.show(id));
    let outcome = games.outcome(value);
    let outcome_key = match outcome {
        Outcome::Left => "cgt_outcome_left",
        Outcome::Right => "cgt_outcome_right",
        Outcome::Next => "cgt_outcome_next",
        Outcome::Previous => "cgt_outcome_previous",
    };
    let th = games.thermograph(value);
    let wall = |w: &Wall| -> Vec<[f64; 2]> {
        w.points()
            .iter()
            .map(|&(t, v)| [to_f64(t), to_f64(v)])
            .collect()
    };
    let (ls, rs) = (games.left_stop(value), games.right_stop(value));
    let mut options = serde_json::Map::new();
    for (side, name) in [(0usize, "left"), (1, "right")] {
        let left = side == 0;
        let values: Vec<GameId> = moves[side].iter().map(|m| m.value).collect();
        let judged = judge_all(&mut games, value, &values, left);
        let prefix = fill(
            lang,
            if left {
                "cgt_left_prefix"
            } else {
                "cgt_right_prefix"
            },
            &[],
        );
        let label = |j: usize| format!("{prefix}{}", j + 1);
        let list: Vec<Value> = moves[side]
            .iter()
            .zip(&judged)
            .enumerate()
            .map(|(i, (m, j))| {
                let (status, sentence) = match (&j.dominated_by, &j.reversible) {
                    (Some(k), _) if values[*k] == m.value => (
                        "dominated",
                        fill(lang, "cgt_equal", &[("o", label(*k))]),
                    ),
                    (Some(k), _) => (
                        "dominated",
                        fill(lang, "cgt_dominated", &[("o", label(*k)), ("v", show(&games, values[*k]))]),
                    ),
                    (None, Some((through, replaced))) => {
                        let list: Vec<String> = replaced.iter().map(|&r| show(&games, r)).collect();
                        let args = [("through", show(&games, *through)), ("list", list.join(", "))];
                        let key = if replaced.is_empty() {
                            "cgt_reversible_gone"
                        } else {
                            "cgt_reversible"
                        };
                        ("reversible", fill(lang, key, &args))
                    }
                    (None, None) => ("kept", fill(lang, "cgt_kept", &[])),
                };
                let (through, replaced) = match (&j.dominated_by, &j.reversible) {
                    (None, Some((t, r))) => (
                        Some(games.show(*t)),
                        r.iter().map(|&x| games.show(x)).collect::<Vec<_>>(),
                    ),
                    _ => (None, Vec::new()),
                };
                let mut sentence = sentence;
                if j.winning {
                    sentence = format!("{sentence}; {}", fill(lang, "cgt_winning", &[]));
                }
                json!({
                    "label": label(i), "value": show(&games, m.value), "cgsuite": games.show(m.value),
                    "dominated_by": j.dominated_by, "through": through, "replaced": replaced,
                    "component": m.component,
                    "cells": m.cells, "status": status, "winning": j.winning, "sentence": sentence,
                })
            })
            .collect();
        options.insert(name.into(), Value::Array(list));
    }
    let note = if canonical_options {
        "cgt_options_canonical"
    } else if link.kind == Kind::Value {
        "cgt_options_typed"
    } else {
        "cgt_options_board"
    };
    let comps: Vec<Value> = components
        .iter()
        .map(|(c, v)| c.json(link.kind, v.map(|v| show(&games, v))))
        .collect();
    json!({
        "query": link.query(), "kind": link.kind.name(), "text": link.text,
        "components": comps,
        "alphabet": link.kind.alphabet(),
        "pretty": show(&games, value), "cgsuite": games.show(value),
        "outcome": format!("{outcome:?}"), "outcome_words": fill(lang, outcome_key, &[]),
        "left_stop": dyadic_text(ls), "right_stop": dyadic_text(rs),
        "temperature": dyadic_text(th.temperature), "mean": dyadic_text(th.mast),
        "thermograph": {
            "left": wall(&th.left), "right": wall(&th.right),
            "temperature": to_f64(th.temperature), "mean": to_f64(th.mast),
        },
        "options": options,
        "options_note": fill(lang, note, &[]),
    })
}

/// An option judged: the option that dominates it (or equals it, earlier), else what it reverses through and is replaced by; whether it wins.
struct Judged {
    dominated_by: Option<usize>,
    reversible: Option<(GameId, Vec<GameId>)>,
    winning: bool,
}

fn judge_all(games: &mut Games, g: GameId, opts: &[GameId], left: bool) -> Vec<Judged> {
    let zero = games.zero();
    let mut out = Vec::new();
    for (i, &a) in opts.iter().enumerate() {
        // A strictly better option first; else an equal one listed earlier.
        let dominated_by = (0..opts.len())
            .find(|&j| {
                let b = opts[j];
                b != a && (if left { games.le(a, b) } else { games.ge(a, b) })
            })
            .or_else(|| (0..i).find(|&j| opts[j] == a));
        let mut reversible = None;
        if dominated_by.is_none() {
            let replies = if left {
                games.right_options(a)
            } else {
                games.left_options(a)
            };
            for r in replies {
                if if left { games.le(r, g) } else { games.ge(r, g) } {
                    let replaced = if left {
                        games.left_options(r)
                    } else {
                        games.right_options(r)
                    };
                    reversible = Some((r, replaced));
                    break;
                }
            }
        }
        let winning = if left {
            games.ge(a, zero)
        } else {
            games.le(a, zero)
        };
        out.push(Judged {
            dominated_by,
            reversible,
            winning,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_core::clobber::Grid;
    use games_core::domineering::Board;
    use games_core::toads_frogs::Row;
    use problem_kit::brute::partizan::{Partizan, Side};
    use problem_kit::brute::ruleset::Rules;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn of(kind: Kind, text: &str) -> Value {
        view(
            &PartizanLink {
                kind,
                text: text.into(),
            },
            Lang::En,
        )
    }

    #[test]
    fn the_issue_examples() {
        let up = of(Kind::Value, "{0|*}");
        assert_eq!(up["pretty"], "↑");
        assert_eq!(up["cgsuite"], "^");
        assert_eq!(up["outcome_words"], "Left wins whoever starts");
        assert_eq!(
            (&up["temperature"], &up["mean"]),
            (&json!("0"), &json!("0"))
        );
        let d = of(Kind::Domineering, "...|...");
        assert_eq!(d["pretty"], "{2 | −1/2}");
        assert_eq!(d["cgsuite"], "{2|-1/2}");
        assert_eq!(
            (
                &d["temperature"],
                &d["mean"],
                &d["left_stop"],
                &d["right_stop"]
            ),
            (&json!("5/4"), &json!("3/4"), &json!("2"), &json!("−1/2"))
        );
        assert_eq!(d["thermograph"]["temperature"], 1.25);
        // Left's three vertical dominoes (cells of one column), Right's four horizontal ones.
        let left = d["options"]["left"].as_array().unwrap();
        let right = d["options"]["right"].as_array().unwrap();
        assert_eq!((left.len(), right.len()), (3, 4));
        assert!(left
            .iter()
            .any(|o| o["cells"] == json!([1, 5]) && o["value"] == "2"));
        assert!(right.iter().all(|o| {
            let c = o["cells"].as_array().unwrap();
            c.len() == 2 && c[1].as_u64().unwrap() == c[0].as_u64().unwrap() + 1
        }));
        // The middle domino wins for Left (2 ≥ 0); the side ones leave ±1 + 1 … all ≥ 0 too?
        // Both side dominoes (±1) are dominated by the middle one (2), the later one too, not "equal to" the first.
        assert_eq!(left[0]["sentence"], "dominated by L2 = 2");
        assert_eq!(left[2]["sentence"], "dominated by L2 = 2");
        let winning: Vec<bool> = left.iter().map(|o| o["winning"] == true).collect();
        assert!(winning.iter().any(|&w| w));
        let vi = view(
            &PartizanLink {
                kind: Kind::Value,
                text: "{0|*}".into(),
            },
            Lang::Vi,
        );
        assert_eq!(vi["outcome_words"], "Trái thắng dù ai đi trước");
    }

    #[test]
    fn typed_options_dominated_and_reversible() {
        let v = of(Kind::Value, "{0, -1 | 1}");
        let left = v["options"]["left"].as_array().unwrap();
        assert_eq!(left[1]["status"], "dominated");
        assert_eq!(left[1]["sentence"], "dominated by L1 = 0");
        assert_eq!(left[0]["status"], "kept");
        // {↑* ... }: Left's option {1|0}-like switches reverse; {{2|0}|1} reverses through 0? Check by the law.
        let v = of(Kind::Value, "{0, * | 0}");
        assert_eq!(v["pretty"], "↑∗");
        assert_eq!(v["options_note"], text_of("cgt_options_typed"));
        let v = of(Kind::Value, "+-1");
        assert_eq!(v["options_note"], text_of("cgt_options_canonical"));
        assert_eq!(v["pretty"], "±1");
        assert_eq!(v["outcome_words"], "Whoever starts wins");
        assert_eq!(
            of(Kind::Value, "{|}")["outcome_words"],
            "Whoever starts loses: the second player wins"
        );
    }

    fn text_of(key: &str) -> String {
        fill(Lang::En, key, &[])
    }

    /// Random typed forms {a, b | c, d} over small games: the report's kept options and the
    /// replacements of the reversible ones give back the value, each dominated option is ≤ (≥)
    /// another, and a winning move exists exactly when the outcome says the mover wins.
    #[test]
    fn simplification_reports_rebuild_the_value() {
        let pool = [
            "0",
            "*",
            "1",
            "-1",
            "^",
            "v",
            "+-1",
            "1/2",
            "-1/2",
            "{1|0}",
            "{0|-1}",
            "*2",
            "2",
            "{2|-1/2}",
            "^*",
            "{1|*}",
            "{0||0|-1}",
        ];
        let mut rng = StdRng::seed_from_u64(46);
        for _ in 0..300 {
            let side = |rng: &mut StdRng| -> Vec<&str> {
                (0..rng.gen_range(0..4))
                    .map(|_| pool[rng.gen_range(0..pool.len())])
                    .collect()
            };
            let (l, r) = (side(&mut rng), side(&mut rng));
            let text = format!("{{{} | {}}}", l.join(", "), r.join(", "));
            let v = of(Kind::Value, &text);
            let mut g = Games::new();
            let value = g.parse(&text).unwrap();
            assert_eq!(v["cgsuite"], g.show(value), "{text}");
            let mut rebuilt: [Vec<GameId>; 2] = [Vec::new(), Vec::new()];
            let mut wins = [false, false];
            for (s, name) in ["left", "right"].iter().enumerate() {
                let opts = v["options"][name].as_array().unwrap();
                assert_eq!(opts.len(), [&l, &r][s].len(), "{text}");
                for o in opts {
                    let a = g.parse(o["cgsuite"].as_str().unwrap()).unwrap();
                    let zero = g.zero();
                    let win = if s == 0 { g.ge(a, zero) } else { g.le(a, zero) };
                    assert_eq!(o["winning"], win, "{text}");
                    wins[s] |= win;
                    match o["status"].as_str().unwrap() {
                        "kept" => rebuilt[s].push(a),
                        "reversible" => {
                            let through = g.parse(o["through"].as_str().unwrap()).unwrap();
                            assert!(if s == 0 {
                                g.le(through, value)
                            } else {
                                g.ge(through, value)
                            });
                            for x in o["replaced"].as_array().unwrap() {
                                rebuilt[s].push(g.parse(x.as_str().unwrap()).unwrap());
                            }
                        }
                        _ => {
                            let k = o["dominated_by"].as_u64().unwrap() as usize;
                            let b = g.parse(opts[k]["cgsuite"].as_str().unwrap()).unwrap();
                            assert!(if s == 0 { g.le(a, b) } else { g.ge(a, b) }, "{text}");
                        }
                    }
                }
            }
            let again = g.from_options(&rebuilt[0], &rebuilt[1]);
            assert_eq!(again, value, "{text}: {}", g.show(again));
            let outcome = g.outcome(value);
            assert_eq!(
                wins[0],
                matches!(outcome, Outcome::Left | Outcome::Next),
                "{text}"
            );
            assert_eq!(
                wins[1],
                matches!(outcome, Outcome::Right | Outcome::Next),
                "{text}"
            );
        }
    }

    /// Boards of each ruleset at random: the outcome and each move's "winning" flag agree
    /// with problem-kit's search of the game tree from the rules.
    #[test]
    fn outcomes_and_winning_moves_match_search() {
        let mut rng = StdRng::seed_from_u64(7);
        let pick = |rng: &mut StdRng, alphabet: &[u8], rows: usize, cols: usize| -> String {
            let rows: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| char::from(alphabet[rng.gen_range(0..alphabet.len())]))
                        .collect()
                })
                .collect();
            rows.join("|")
        };
        fn check<R: Ruleset + Copy + 'static>(rules: R, kind: Kind, text: &str)
        where
            R::Position: FromStr,
            <R::Position as FromStr>::Err: std::fmt::Debug,
        {
            let v = of(kind, text);
            assert!(v["error"].is_null(), "{text}: {v}");
            let p: R::Position = text.parse().unwrap();
            let b = Rules(rules);
            let (lw, rw) = (b.wins(&p, Side::Left), b.wins(&p, Side::Right));
            let expect = match (lw, rw) {
                (true, false) => "Left",
                (false, true) => "Right",
                (true, true) => "Next",
                (false, false) => "Previous",
            };
            assert_eq!(v["outcome"], expect, "{text}");
            for (name, opts, replier) in [
                ("left", b.left(&p), Side::Right),
                ("right", b.right(&p), Side::Left),
            ] {
                let shown = v["options"][name].as_array().unwrap();
                assert_eq!(shown.len(), opts.len(), "{text}");
                for (o, q) in shown.iter().zip(&opts) {
                    assert_eq!(o["winning"], !b.wins(q, replier), "{text}: {o}");
                }
            }
        }
        for _ in 0..60 {
            let (r, c) = (rng.gen_range(1..=3), rng.gen_range(1..=4));
            check(
                Domineering,
                Kind::Domineering,
                &pick(&mut rng, b"...#", r, c),
            );
            let (r, c) = (rng.gen_range(1..=2), rng.gen_range(1..=4));
            check(Clobber, Kind::Clobber, &pick(&mut rng, b"xo.", r, c));
            let n = rng.gen_range(1..=7);
            check(
                ToadsAndFrogs,
                Kind::ToadsFrogs,
                &pick(&mut rng, b"tf..", 1, n),
            );
        }
        let _ = (Board::empty(1, 1), Grid::from_str("x"), Row::from_str("t"));
    }

    #[test]
    fn sums_stalks_and_links() {
        // Two boards: a vertical pair (1) and 2 × 2 (±1): 1 ± 1, moves tagged by component.
        let v = of(Kind::Domineering, ".|., ..|..");
        assert_eq!(v["pretty"], "{2 | 0}");
        assert_eq!(v["components"][1]["value"], "±1");
        assert!(v["options"]["left"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o["component"] == 0));
        // Stalks: blue-red = 1/2, green = ∗; cutting edge 0 of "lr" drops both.
        let s = of(Kind::Hackenbush, "lr, e");
        assert_eq!(s["pretty"], "1/2∗");
        let cuts: Vec<&Value> = s["options"]["left"].as_array().unwrap().iter().collect();
        assert!(cuts
            .iter()
            .any(|o| o["component"] == 0 && o["cells"] == json!([0, 1])));
        assert_eq!(
            s["components"][0]["cells"][0]["at"], 1,
            "the top edge first"
        );
        // Toads and Frogs, Clobber.
        assert_eq!(of(Kind::ToadsFrogs, "t.f")["pretty"], "∗");
        assert_eq!(of(Kind::Clobber, "xxo")["pretty"], "↑");
        // Links, with tracking parameters.
        let l = PartizanLink::parse("?game=domineering&board=...%7C...&utm_source=x")
            .unwrap()
            .unwrap();
        assert_eq!(l.text, "...|...");
        let l = PartizanLink::parse("?game=cgt&value={0|*}&fbclid=abc")
            .unwrap()
            .unwrap();
        assert_eq!(of(l.kind, &l.text)["pretty"], "↑");
        assert_eq!(PartizanLink::parse(&l.query()).unwrap(), Some(l));
        assert!(PartizanLink::parse("?game=cgt").is_err());
    }

    #[test]
    fn bad_input_is_one_line_in_each_language() {
        for (kind, text, en) in [
            (Kind::Value, "{1|{0|}", "unbalanced brace at column 1"),
            (Kind::Value, "{1|0}}", "unbalanced brace at column 6"),
            (Kind::Value, "{1|@}", "unexpected “@” at column 4"),
            (Kind::Value, "{1|z}", "unknown name “z” at column 4"),
            (Kind::Value, "", "type a value"),
            (
                Kind::Domineering,
                "....|....|....|....|....|....",
                "24 free cells: the page computes at most 20",
            ),
            (Kind::Domineering, "..|.", "row 2 is not as long"),
            (Kind::Domineering, "..|.x", "“x” is not a cell here"),
            (Kind::Domineering, ".........", "1 × 9: at most 8"),
            (Kind::Clobber, "xoxoxoxo|oxoxoxox", "16 stones"),
            (Kind::ToadsFrogs, "tttttttt........", "16 cells"),
            (Kind::Hackenbush, "lr,,l", "component 2 is empty"),
            (Kind::Hackenbush, "lrx", "“x”"),
            (Kind::Clobber, "x,x,x,x,x,x,x", "7 components: at most 6"),
        ] {
            let link = PartizanLink {
                kind,
                text: text.into(),
            };
            let e = view(&link, Lang::En)["error"].as_str().unwrap().to_string();
            assert!(e.contains(en), "{text}: {e}");
            let vi = view(&link, Lang::Vi)["error"].as_str().unwrap().to_string();
            assert!(
                vi.starts_with("Không hiện được") && !vi.contains('\n') && !vi.contains('$'),
                "{vi}"
            );
            for english in ["column", "row ", "the ", "brace", "cells"] {
                assert!(!vi.contains(english), "{text}: {vi}");
            }
        }
        // Too large a board still comes back with its cells, so it can be shrunk by clicking.
        let v = of(Kind::Domineering, "....|....|....|....|....|....");
        assert_eq!(v["components"][0]["rows"], 6);
    }
}
