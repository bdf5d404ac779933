//! Conway's Cutcake as a ruleset: Left cuts a rectangle of cake between two columns (a vertical, North–South cut), Right between two rows, as in Winning Ways and CGSuite; each piece is a part, its transpose its negative.
//!
//! A position is a sum of rectangles. Text is CGSuite's coordinates
//! `(rows,cols)`, pieces joined by `+`: `(2,3)` is 2 rows × 3 columns,
//! `(1,4) + (3,1)` two pieces. Known values: `(1,n)` = n − 1 (Left's
//! n − 1 cuts), `(2,2)` = 0, `(1,2) + (2,1)` = 0. The contest binary
//! `cut-cake` values pieces by Winning Ways' formula; this is the
//! definition, for search and for an engine.

use super::ruleset::{PositionError, Ruleset};
use std::fmt;

/// The longest side a piece may have when read.
pub const MAX_SIDE: u32 = 1_000_000;

/// A sum of rectangles `(rows, cols)`, sorted.
///
/// # Example
/// ```
/// use games_core::cutcake::Cake;
/// let c: Cake = "(3,1) + (1,4)".parse().unwrap();
/// assert_eq!(c.to_string(), "(1,4)+(3,1)");
/// assert_eq!(c.pieces(), &[(1, 4), (3, 1)]);
/// assert_eq!("(2,x)".parse::<Cake>().unwrap_err().to_string(), "piece 1: cols: \"x\" is not a number");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Cake {
    pieces: Vec<(u32, u32)>,
}

impl Cake {
    /// The sum of `pieces` (rows, cols).
    ///
    /// # Panics
    /// If a side is 0.
    ///
    /// # Complexity
    /// O(k log k) for k pieces.
    ///
    /// # Example
    /// ```
    /// use games_core::cutcake::Cake;
    /// assert_eq!(Cake::new(&[(2, 3)]).to_string(), "(2,3)");
    /// ```
    pub fn new(pieces: &[(u32, u32)]) -> Cake {
        assert!(
            pieces.iter().all(|&(r, c)| r > 0 && c > 0),
            "a piece has a side 0: {pieces:?}"
        );
        let mut pieces = pieces.to_vec();
        pieces.sort_unstable();
        Cake { pieces }
    }

    /// The pieces (rows, cols), sorted.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::cutcake::Cake;
    /// assert_eq!(Cake::new(&[(3, 1), (1, 2)]).pieces(), &[(1, 2), (3, 1)]);
    /// ```
    pub fn pieces(&self) -> &[(u32, u32)] {
        &self.pieces
    }
}

impl std::str::FromStr for Cake {
    type Err = PositionError;

    /// Reads pieces `(rows,cols)` joined by `+`, sides 1 ..= [`MAX_SIDE`].
    fn from_str(text: &str) -> Result<Cake, PositionError> {
        let mut pieces = Vec::new();
        for (k, piece) in text.split('+').enumerate() {
            let at = |what: String| PositionError::new(format!("piece {}: {what}", k + 1));
            let inner = piece
                .trim()
                .strip_prefix('(')
                .and_then(|s| s.strip_suffix(')'))
                .ok_or_else(|| at(format!("{:?} is not (rows,cols)", piece.trim())))?;
            let sides: Vec<&str> = inner.split(',').collect();
            if sides.len() != 2 {
                return Err(at(format!("{:?} is not (rows,cols)", piece.trim())));
            }
            let mut rc = [0u32; 2];
            for (side, (name, s)) in rc.iter_mut().zip(["rows", "cols"].iter().zip(&sides)) {
                let s = s.trim();
                *side = s
                    .parse()
                    .map_err(|_| at(format!("{name}: {s:?} is not a number")))?;
                if !(1..=MAX_SIDE).contains(side) {
                    return Err(at(format!("{name}: {s} is not in 1..={MAX_SIDE}")));
                }
            }
            pieces.push((rc[0], rc[1]));
        }
        Ok(Cake::new(&pieces))
    }
}

impl fmt::Display for Cake {
    /// `(rows,cols)` joined by `+`; the empty sum prints as `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pieces.is_empty() {
            return f.write_str("0");
        }
        for (k, (r, c)) in self.pieces.iter().enumerate() {
            if k > 0 {
                f.write_str("+")?;
            }
            write!(f, "({r},{c})")?;
        }
        Ok(())
    }
}

/// Cutcake's rules: Left cuts between columns, Right between rows.
///
/// # Example
/// ```
/// use games_core::cutcake::{Cake, Cutcake};
/// use games_core::ruleset::Ruleset;
/// let c: Cake = "(2,3)".parse().unwrap();
/// let left: Vec<String> = Cutcake.left_options(&c).iter().map(|p| p.to_string()).collect();
/// assert_eq!(left, ["(2,1)+(2,2)"]);
/// let right: Vec<String> = Cutcake.right_options(&c).iter().map(|p| p.to_string()).collect();
/// assert_eq!(right, ["(1,3)+(1,3)"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Cutcake;

/// The cakes after one piece is cut: across its columns (`cols` true) or rows.
fn cuts(p: &Cake, cols: bool) -> Vec<Cake> {
    let mut out = Vec::new();
    for (k, &(r, c)) in p.pieces.iter().enumerate() {
        if k > 0 && p.pieces[k - 1] == (r, c) {
            continue;
        }
        let side = if cols { c } else { r };
        for a in 1..=side / 2 {
            let (x, y) = if cols {
                ((r, a), (r, c - a))
            } else {
                ((a, c), (r - a, c))
            };
            let mut pieces = p.pieces.clone();
            pieces.remove(k);
            pieces.push(x);
            pieces.push(y);
            out.push(Cake::new(&pieces));
        }
    }
    out
}

impl Ruleset for Cutcake {
    type Position = Cake;

    /// Each distinct cut once (a cut and its mirror image give the same pieces).
    ///
    /// # Complexity
    /// O(k) per option, k pieces.
    fn left_options(&self, p: &Cake) -> Vec<Cake> {
        cuts(p, true)
    }

    /// Each distinct cut once.
    ///
    /// # Complexity
    /// O(k) per option, k pieces.
    fn right_options(&self, p: &Cake) -> Vec<Cake> {
        cuts(p, false)
    }

    /// Each piece alone; 1 × 1 pieces (no cut) are dropped.
    fn components(&self, p: &Cake) -> Vec<Cake> {
        p.pieces
            .iter()
            .filter(|&&piece| piece != (1, 1))
            .map(|&piece| Cake {
                pieces: vec![piece],
            })
            .collect()
    }

    /// A single piece transposed.
    fn negative(&self, p: &Cake) -> Option<Cake> {
        match p.pieces[..] {
            [(r, c)] => Some(Cake {
                pieces: vec![(c, r)],
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_errors_name_the_piece() {
        for (text, e) in [
            ("(2,3)+", "piece 2: \"\" is not (rows,cols)"),
            ("(2,3,4)", "piece 1: \"(2,3,4)\" is not (rows,cols)"),
            ("(0,3)", "piece 1: rows: 0 is not in 1..=1000000"),
        ] {
            assert_eq!(text.parse::<Cake>().unwrap_err().to_string(), e);
        }
        assert_eq!(" ( 2 , 3 ) ".parse::<Cake>().unwrap().to_string(), "(2,3)");
    }

    #[test]
    fn cuts_are_distinct() {
        let c = Cake::new(&[(1, 4), (1, 4)]);
        let left: Vec<String> = Cutcake
            .left_options(&c)
            .iter()
            .map(|p| p.to_string())
            .collect();
        assert_eq!(left, ["(1,1)+(1,3)+(1,4)", "(1,2)+(1,2)+(1,4)"]);
        assert!(Cutcake.right_options(&c).is_empty());
        assert_eq!(Cutcake.components(&Cake::new(&[(1, 1), (2, 1)])).len(), 1);
    }
}
