//! Toppling Dominoes: rows of blue (`l`, Left's), red (`r`, Right's) and grey (`e`, either's) dominoes; a player topples one of theirs (or a grey one) left or right, and it knocks down every domino up to the end of its row; each row (a run between empty cells) is a part, read either way round, its colours swapped its negative.
//!
//! Text is CGSuite's strip: `l`, `r`, `e`, and `.` for an empty cell, which
//! separates rows (CGSuite topples to the strip's ends but values a strip
//! as the sum of its rows, which is this game). Known values (CGSuite's
//! tests): `lrrlrrl` = Tiny(1/2), `lere` = {1 | 0, {0 | −1}}.

use super::ruleset::{PositionError, Ruleset};
use std::fmt;

/// An empty cell.
const EMPTY: u8 = 0;
/// A blue domino, Left's.
const BLUE: u8 = 1;
/// A red domino, Right's.
const RED: u8 = 2;
/// A grey domino, either player's.
const GREY: u8 = 3;

/// A strip of dominoes (0 empty, 1 blue `l`, 2 red `r`, 3 grey `e`).
///
/// # Example
/// ```
/// use games_core::toppling_dominoes::Strip;
/// let s: Strip = "lr.e".parse().unwrap();
/// assert_eq!(s.to_string(), "lr.e");
/// assert_eq!("lrx".parse::<Strip>().unwrap_err().to_string(), "unexpected 'x' at column 3");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Strip {
    cells: Vec<u8>,
}

impl std::str::FromStr for Strip {
    type Err = PositionError;

    /// Reads `l`, `r`, `e`, `.`; the empty text is the empty strip.
    fn from_str(text: &str) -> Result<Strip, PositionError> {
        let mut cells = Vec::new();
        for (i, ch) in text.trim().chars().enumerate() {
            cells.push(match ch {
                '.' => EMPTY,
                'l' => BLUE,
                'r' => RED,
                'e' => GREY,
                _ => {
                    return Err(PositionError::new(format!(
                        "unexpected {ch:?} at column {}",
                        i + 1
                    )))
                }
            });
        }
        Ok(Strip { cells })
    }
}

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &c in &self.cells {
            f.write_str([".", "l", "r", "e"][usize::from(c)])?;
        }
        Ok(())
    }
}

/// The rules of Toppling Dominoes.
///
/// # Example
/// ```
/// use games_core::toppling_dominoes::{Strip, TopplingDominoes};
/// use games_core::ruleset::Ruleset;
/// let s: Strip = "lr".parse().unwrap();
/// let left: Vec<String> = TopplingDominoes.left_options(&s).iter().map(|p| p.to_string()).collect();
/// // Toppled left it falls alone; toppled right it takes `r` with it.
/// assert_eq!(left, ["..", ".r"]);
/// let parts: Vec<String> = TopplingDominoes.components(&"rl.e..lr".parse().unwrap()).iter().map(|p| p.to_string()).collect();
/// assert_eq!(parts, ["lr", "lr", "e"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TopplingDominoes;

/// The strips after the owner of `colour` topples one of theirs (or a grey
/// one) either way, sorted and without repeats.
fn topple(p: &Strip, colour: u8) -> Vec<Strip> {
    let c = &p.cells;
    let mut out = Vec::new();
    for i in 0..c.len() {
        if c[i] != colour && c[i] != GREY {
            continue;
        }
        let start = c[..i]
            .iter()
            .rposition(|&x| x == EMPTY)
            .map_or(0, |j| j + 1);
        let end = c[i..]
            .iter()
            .position(|&x| x == EMPTY)
            .map_or(c.len(), |j| i + j);
        for range in [start..i + 1, i..end] {
            let mut next = p.clone();
            next.cells[range].iter_mut().for_each(|x| *x = EMPTY);
            out.push(next);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

impl Ruleset for TopplingDominoes {
    type Position = Strip;

    /// # Complexity
    /// O(n) per option.
    fn left_options(&self, p: &Strip) -> Vec<Strip> {
        topple(p, BLUE)
    }

    /// # Complexity
    /// O(n) per option.
    fn right_options(&self, p: &Strip) -> Vec<Strip> {
        topple(p, RED)
    }

    /// The rows (runs of dominoes between empty cells), each the lesser of
    /// itself and its mirror image (worth the same), sorted.
    ///
    /// # Complexity
    /// O(n).
    fn components(&self, p: &Strip) -> Vec<Strip> {
        let mut parts: Vec<Strip> = p
            .cells
            .split(|&x| x == EMPTY)
            .filter(|run| !run.is_empty())
            .map(|run| {
                let reversed: Vec<u8> = run.iter().rev().copied().collect();
                Strip {
                    cells: run.to_vec().min(reversed),
                }
            })
            .collect();
        parts.sort_unstable();
        parts
    }

    /// The colours swapped, in the lesser orientation (for a single row).
    fn negative(&self, p: &Strip) -> Option<Strip> {
        let swapped = Strip {
            cells: p
                .cells
                .iter()
                .map(|&x| match x {
                    BLUE => RED,
                    RED => BLUE,
                    e => e,
                })
                .collect(),
        };
        let mut parts = self.components(&swapped);
        if parts.len() == 1 {
            parts.pop()
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toppling_stops_at_a_gap() {
        let s: Strip = "l.ler".parse().unwrap();
        let show = |v: Vec<Strip>| v.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        assert_eq!(
            show(TopplingDominoes.left_options(&s)),
            ["..ler", "l....", "l...r", "l..er", "l.l.."]
        );
        assert_eq!(
            show(TopplingDominoes.right_options(&s)),
            ["l....", "l...r", "l.l..", "l.le."]
        );
        assert_eq!(
            TopplingDominoes
                .negative(&"rrl".parse().unwrap())
                .unwrap()
                .to_string(),
            "llr"
        );
    }
}
