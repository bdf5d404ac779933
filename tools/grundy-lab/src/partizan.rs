//! The partizan positions `cgt` reads: a value in CGSuite's notation or the plain braces, a ruleset's position, or a sum of them joined by ` + `; one arena and one games-core `Valuer` per ruleset.

use games_core::canonical::{GameId, Games};
use games_core::clobber::{Clobber, Grid};
use games_core::col_snort::{Col, Snort, Tinted};
use games_core::cutcake::{Cake, Cutcake};
use games_core::domineering::{Board, Domineering};
use games_core::partizan_hackenbush::{Hackenbush, Picture};
use games_core::ruleset::Ruleset;
use games_core::toads_frogs::{Row, ToadsAndFrogs};
use games_core::toppling_dominoes::{Strip, TopplingDominoes};
use games_core::valuer::Valuer;

/// The rulesets `cgt` knows, by the names a term may start with.
pub const RULESETS: &str = "domineering, clobber, toads (toads-and-frogs), hackenbush, cutcake, \
                            toppling (toppling-dominoes), col, snort";

/// One arena of games and a valuer per ruleset, kept across the lines of
/// an input so that later lines reuse what earlier ones computed.
pub struct Lab {
    /// The arena every value lives in.
    pub games: Games,
    domineering: Valuer<Domineering>,
    clobber: Valuer<Clobber>,
    toads: Valuer<ToadsAndFrogs>,
    hackenbush: Valuer<Hackenbush>,
    cutcake: Valuer<Cutcake>,
    toppling: Valuer<TopplingDominoes>,
    col: Valuer<Col>,
    snort: Valuer<Snort>,
}

impl Default for Lab {
    fn default() -> Self {
        Lab::new()
    }
}

/// A term of a sum, read: a value, or a ruleset's position.
#[derive(Clone, Debug)]
pub enum Term {
    /// A value typed in CGSuite's notation or the plain braces, with its text.
    Value(GameId, String),
    /// A Domineering board.
    Domineering(Board),
    /// A Clobber grid.
    Clobber(Grid),
    /// A Toads and Frogs row.
    Toads(Row),
    /// A Hackenbush picture.
    Hackenbush(Picture),
    /// Cutcake pieces.
    Cutcake(Cake),
    /// Toppling Dominoes rows.
    Toppling(Strip),
    /// A Col graph.
    Col(Tinted),
    /// A Snort graph.
    Snort(Tinted),
}

impl Lab {
    /// An empty arena and empty memos.
    pub fn new() -> Self {
        Lab {
            games: Games::new(),
            domineering: Valuer::new(Domineering),
            clobber: Valuer::new(Clobber),
            toads: Valuer::new(ToadsAndFrogs),
            hackenbush: Valuer::new(Hackenbush),
            cutcake: Valuer::new(Cutcake),
            toppling: Valuer::new(TopplingDominoes),
            col: Valuer::new(Col),
            snort: Valuer::new(Snort),
        }
    }

    /// The value of a term.
    pub fn term_value(&mut self, t: &Term) -> GameId {
        let g = &mut self.games;
        match t {
            Term::Value(v, _) => *v,
            Term::Domineering(p) => self.domineering.value(g, p),
            Term::Clobber(p) => self.clobber.value(g, p),
            Term::Toads(p) => self.toads.value(g, p),
            Term::Hackenbush(p) => self.hackenbush.value(g, p),
            Term::Cutcake(p) => self.cutcake.value(g, p),
            Term::Toppling(p) => self.toppling.value(g, p),
            Term::Col(p) => self.col.value(g, p),
            Term::Snort(p) => self.snort.value(g, p),
        }
    }

    /// Left's and Right's options of a term, each with a label: the
    /// position it leads to, or for a value typed as `{…|…}` (one bar at
    /// the top) the options as typed; any other value's canonical options.
    pub fn term_options(&mut self, t: &Term) -> (Options, Options) {
        let g = &mut self.games;
        match t {
            Term::Value(v, text) => typed_options(g, text).unwrap_or_else(|| {
                let v = *v;
                let (l, r) = (g.left_options(v), g.right_options(v));
                let label = |g: &Games, xs: Vec<GameId>| -> Options {
                    xs.into_iter().map(|x| (g.show(x), x)).collect()
                };
                (label(g, l), label(g, r))
            }),
            Term::Domineering(p) => options_of(&mut self.domineering, g, p),
            Term::Clobber(p) => options_of(&mut self.clobber, g, p),
            Term::Toads(p) => options_of(&mut self.toads, g, p),
            Term::Hackenbush(p) => options_of(&mut self.hackenbush, g, p),
            Term::Cutcake(p) => options_of(&mut self.cutcake, g, p),
            Term::Toppling(p) => options_of(&mut self.toppling, g, p),
            Term::Col(p) => options_of(&mut self.col, g, p),
            Term::Snort(p) => options_of(&mut self.snort, g, p),
        }
    }

    /// Left's and Right's options of the sum of `terms`: a move in one
    /// term, the others left as they are; labelled `term k: …` when there
    /// are several.
    pub fn sum_options(&mut self, terms: &[Term]) -> (Options, Options) {
        let values: Vec<GameId> = terms.iter().map(|t| self.term_value(t)).collect();
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (k, t) in terms.iter().enumerate() {
            let mut rest = self.games.zero();
            for (j, &v) in values.iter().enumerate() {
                if j != k {
                    rest = self.games.sum(rest, v);
                }
            }
            let (l, r) = self.term_options(t);
            for (side, out) in [(l, &mut left), (r, &mut right)] {
                for (label, o) in side {
                    let label = if terms.len() > 1 {
                        format!("term {}: {label}", k + 1)
                    } else {
                        label
                    };
                    out.push((label, self.games.sum(o, rest)));
                }
            }
        }
        (left, right)
    }

    /// Reads a line into its terms (see [`split_terms`]); an error names
    /// what and where (a column of the whole line).
    pub fn read(&mut self, line: &str) -> Result<Vec<Term>, String> {
        let pieces = split_terms(line)?;
        let many = pieces.len() > 1;
        let mut terms = Vec::with_capacity(pieces.len());
        for (k, &(start, piece)) in pieces.iter().enumerate() {
            let which = if many {
                format!("term {} ", k + 1)
            } else {
                String::new()
            };
            terms.push(self.read_term(start, piece, &which)?);
        }
        Ok(terms)
    }

    /// The value of a whole line: the sum of its terms.
    #[cfg(test)]
    pub fn value_of(&mut self, line: &str) -> Result<GameId, String> {
        let terms = self.read(line)?;
        let mut acc = self.games.zero();
        for t in &terms {
            let v = self.term_value(t);
            acc = self.games.sum(acc, v);
        }
        Ok(acc)
    }

    fn read_term(&mut self, start: usize, piece: &str, which: &str) -> Result<Term, String> {
        let trimmed = piece.trim_start();
        let lead = piece.chars().count() - trimmed.chars().count();
        let (word, rest) = match trimmed.find(char::is_whitespace) {
            Some(i) => (&trimmed[..i], trimmed[i..].trim()),
            None => (trimmed, ""),
        };
        let ruleset = word.to_ascii_lowercase();
        let position = |what: &str| -> Result<&str, String> {
            if rest.is_empty() {
                Err(format!(
                    "{which}{what}: no position after the ruleset's name"
                ))
            } else {
                Ok(rest)
            }
        };
        let bad = |what: &str, e: games_core::ruleset::PositionError| {
            format!("{which}{what} {rest:?}: {e}")
        };
        let term = match ruleset.as_str() {
            "domineering" => Term::Domineering(
                position("domineering")?
                    .parse()
                    .map_err(|e| bad("domineering", e))?,
            ),
            "clobber" => Term::Clobber(
                position("clobber")?
                    .parse()
                    .map_err(|e| bad("clobber", e))?,
            ),
            "toads" | "toads-and-frogs" | "toadsandfrogs" => {
                Term::Toads(position("toads")?.parse().map_err(|e| bad("toads", e))?)
            }
            "hackenbush" => Term::Hackenbush(
                position("hackenbush")?
                    .parse()
                    .map_err(|e| bad("hackenbush", e))?,
            ),
            "cutcake" => Term::Cutcake(cake(position("cutcake")?).map_err(|e| bad("cutcake", e))?),
            "toppling" | "toppling-dominoes" | "topplingdominoes" => Term::Toppling(
                position("toppling")?
                    .parse()
                    .map_err(|e| bad("toppling", e))?,
            ),
            "col" => Term::Col(position("col")?.parse().map_err(|e| bad("col", e))?),
            "snort" => Term::Snort(position("snort")?.parse().map_err(|e| bad("snort", e))?),
            _ => {
                if word.chars().all(|c| c.is_ascii_alphabetic() || c == '-')
                    && word.chars().count() > 1
                    && !rest.is_empty()
                    && !word.eq_ignore_ascii_case("tiny")
                    && !word.eq_ignore_ascii_case("miny")
                {
                    return Err(format!(
                        "{which}unknown ruleset {word:?} at column {} (known: {RULESETS}; or a value such as {{2|-1/2}})",
                        start + lead + 1
                    ));
                }
                let v = self
                    .games
                    .parse(piece)
                    .map_err(|e| format!("{which}{} at column {}", e.message, start + e.column))?;
                Term::Value(v, piece.trim().to_string())
            }
        };
        Ok(term)
    }
}

/// Options with a label each.
pub type Options = Vec<(String, GameId)>;

/// A ruleset position's options, each labelled with the position's text.
fn options_of<R: Ruleset>(v: &mut Valuer<R>, g: &mut Games, p: &R::Position) -> (Options, Options)
where
    R::Position: std::fmt::Display,
{
    let (l, r) = (v.rules().left_options(p), v.rules().right_options(p));
    let mut value = |xs: Vec<R::Position>| -> Options {
        xs.into_iter()
            .map(|x| {
                let label = x.to_string();
                (
                    if label.is_empty() {
                        "(nothing left)".into()
                    } else {
                        label
                    },
                    v.value(g, &x),
                )
            })
            .collect()
    };
    (value(l), value(r))
}

/// The options of a value typed `{A,B,…|C,…}` (one bar at the top), as
/// typed, or `None` for any other text.
fn typed_options(g: &mut Games, text: &str) -> Option<(Options, Options)> {
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?;
    let mut depth = 0i64;
    let mut bars = Vec::new();
    let mut commas = Vec::new();
    for (i, c) in inner.char_indices() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => {
                depth -= 1;
                if depth < 0 {
                    return None;
                }
            }
            '|' if depth == 0 => bars.push(i),
            ',' if depth == 0 => commas.push(i),
            _ => {}
        }
    }
    if bars.len() != 1 || depth != 0 {
        return None;
    }
    let (l, r) = inner.split_at(bars[0]);
    let mut side = |s: &str| -> Option<Options> {
        if s.trim().is_empty() {
            return Some(Vec::new());
        }
        let mut out = Vec::new();
        let mut depth = 0i64;
        let mut from = 0;
        let bytes: Vec<(usize, char)> = s.char_indices().collect();
        for &(i, c) in bytes.iter().chain(std::iter::once(&(s.len(), ','))) {
            match c {
                '{' | '(' | '[' => depth += 1,
                '}' | ')' | ']' => depth -= 1,
                ',' if depth == 0 => {
                    let piece = s[from..i].trim();
                    let v = g.parse(piece).ok()?;
                    out.push((piece.to_string(), v));
                    from = i + 1;
                }
                _ => {}
            }
        }
        Some(out)
    };
    Some((side(l)?, side(&r[1..])?))
}

/// Cutcake pieces: CGSuite's `(rows,cols)` joined by `+`, or `WxH`
/// (W columns, H rows, as `--all-subgrids` reads a board's size).
fn cake(text: &str) -> Result<Cake, games_core::ruleset::PositionError> {
    if let Some((w, h)) = size(text) {
        if w == 0 || h == 0 {
            return Err(games_core::ruleset::PositionError::new(format!(
                "{text:?}: a side is 0"
            )));
        }
        if let (Ok(w), Ok(h)) = (u32::try_from(w), u32::try_from(h)) {
            return format!("({h},{w})").parse();
        }
    }
    text.parse()
}

/// `WxH` as (W, H).
pub fn size(text: &str) -> Option<(usize, usize)> {
    let (w, h) = text.trim().split_once(['x', 'X', '×'])?;
    Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
}

/// Splits a line at each ` + ` outside braces and parentheses (a `+` with
/// blanks on both sides, so `+-1` stays one value): the terms with the
/// 0-based column (in characters) where each starts.
///
/// # Errors
/// An empty line or term, and a closing brace or parenthesis without an
/// opening one (named with its column).
pub fn split_terms(line: &str) -> Result<Vec<(usize, &str)>, String> {
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let mut depth: i64 = 0;
    let mut cuts = Vec::new();
    for (k, &(_, c)) in chars.iter().enumerate() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => {
                depth -= 1;
                if depth < 0 {
                    let what = if c == '}' { "brace" } else { "parenthesis" };
                    return Err(format!("unbalanced {what} at column {}", k + 1));
                }
            }
            '+' if depth == 0 => {
                let before = k > 0 && chars[k - 1].1.is_whitespace();
                let after = chars.get(k + 1).is_some_and(|p| p.1.is_whitespace());
                if before && after {
                    cuts.push(k);
                }
            }
            _ => {}
        }
    }
    let mut terms = Vec::new();
    let mut from = 0usize;
    for end in cuts.iter().copied().chain(std::iter::once(chars.len())) {
        let (b0, b1) = (
            chars.get(from).map_or(line.len(), |p| p.0),
            chars.get(end).map_or(line.len(), |p| p.0),
        );
        let piece = &line[b0..b1];
        if piece.trim().is_empty() {
            return Err(if chars.is_empty() || line.trim().is_empty() {
                "empty input: no game".to_string()
            } else {
                format!("empty term at column {}", from + 1)
            });
        }
        terms.push((from, piece));
        from = end + 1;
    }
    Ok(terms)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(lab: &mut Lab, line: &str) -> String {
        let v = lab.value_of(line).unwrap();
        lab.games.show(v)
    }

    #[test]
    fn values_positions_and_sums() {
        let mut lab = Lab::new();
        assert_eq!(show(&mut lab, "{0|*}"), "^");
        assert_eq!(show(&mut lab, "domineering ...|..."), "{2|-1/2}");
        assert_eq!(show(&mut lab, "clobber xxo"), "^");
        assert_eq!(
            show(&mut lab, "domineering ..|.. + clobber xo + ^*"),
            "{1^|-1^}"
        );
        assert_eq!(show(&mut lab, "toads t..f"), "0");
        assert_eq!(show(&mut lab, "cutcake 3x1"), "2");
        assert_eq!(show(&mut lab, "cutcake (1,3)"), "2");
        assert_eq!(show(&mut lab, "+-1 + +-1"), "0");
        assert_eq!(show(&mut lab, "hackenbush lr"), "1/2");
    }

    #[test]
    fn errors_name_what_and_where() {
        let mut lab = Lab::new();
        let err = |lab: &mut Lab, s: &str| lab.value_of(s).unwrap_err();
        assert!(err(&mut lab, "chess e4 + 1")
            .starts_with("term 1 unknown ruleset \"chess\" at column 1"));
        assert_eq!(
            err(&mut lab, "domineering ..|."),
            "domineering \"..|.\": ragged grid: row 2 has 1 cells, row 1 has 2"
        );
        assert_eq!(
            err(&mut lab, "1 + {1|0"),
            "term 2 unbalanced brace at column 5"
        );
        assert_eq!(err(&mut lab, "{1|0}}"), "unbalanced brace at column 6");
        assert_eq!(err(&mut lab, "1 +  + 2"), "empty term at column 4");
        assert_eq!(err(&mut lab, "  "), "empty input: no game");
    }
}
