//! The partizan positions `cgt` reads: a value in CGSuite's notation or the plain braces, a ruleset's position, or a sum of them joined by ` + `; one arena and one games-core `Valuer` per ruleset.

use games_core::canonical::{GameId, Games};
use games_core::clobber::{Clobber, Grid};
use games_core::col_snort::{Col, Snort, Tinted};
use games_core::cutcake::{Cake, Cutcake};
use games_core::domineering::{Board, Domineering};
use games_core::partizan_hackenbush::{Hackenbush, Picture};
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
    /// A value typed in CGSuite's notation or the plain braces.
    Value(GameId),
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
            Term::Value(v) => *v,
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
                Term::Value(v)
            }
        };
        Ok(term)
    }
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
