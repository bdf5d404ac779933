//! Toads and Frogs on a row: a toad (Left) steps right into an empty cell or jumps one frog into the empty cell beyond, a frog (Right) likewise leftwards; the row splits at a wall `ttff` that nothing can ever pass, and dead toads at the right end and frogs at the left end are dropped.
//!
//! Text is CGSuite's: `t` toad, `f` frog, `.` empty; upper case `T`, `F`
//! is read too and printed in lower case. Known values: `t.f` = ∗,
//! `t..f` = 0, `tt.f` = {1/2 | 0}, `t..` = 2.

use super::ruleset::{PositionError, Ruleset};
use std::fmt;

/// An empty cell.
const EMPTY: u8 = 0;
/// A toad, Left's, moving right.
const TOAD: u8 = 1;
/// A frog, Right's, moving left.
const FROG: u8 = 2;

/// A row of toads, frogs and empty cells (0 empty, 1 toad, 2 frog), left
/// to right.
///
/// # Example
/// ```
/// use games_core::toads_frogs::Row;
/// let r: Row = "TT.F".parse().unwrap();
/// assert_eq!(r.to_string(), "tt.f");
/// /// assert_eq!("t.z".parse::<Row>().unwrap_err().to_string(), "unexpected 'z' at column 3");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Row {
    cells: Vec<u8>,
}

impl Row {
    /// The row with dead toads at the right end and dead frogs at the left
    /// end removed (each run only stops the others' own kind, which can
    /// never reach it).
    fn trimmed(mut self) -> Row {
        while self.cells.last() == Some(&TOAD) {
            self.cells.pop();
        }
        let lead = self.cells.iter().take_while(|&&c| c == FROG).count();
        self.cells.drain(..lead);
        self
    }

    /// The row mirrored with toads and frogs swapped: the negative.
    fn mirrored_swapped(&self) -> Row {
        let cells = self
            .cells
            .iter()
            .rev()
            .map(|&c| match c {
                TOAD => FROG,
                FROG => TOAD,
                e => e,
            })
            .collect();
        Row { cells }
    }
}

impl std::str::FromStr for Row {
    type Err = PositionError;

    /// Reads `t`, `f`, `.` (or `T`, `F`); the empty text is the empty row.
    fn from_str(text: &str) -> Result<Row, PositionError> {
        let mut cells = Vec::new();
        for (i, ch) in text.trim().chars().enumerate() {
            cells.push(match ch {
                '.' => EMPTY,
                't' | 'T' => TOAD,
                'f' | 'F' => FROG,
                _ => {
                    return Err(PositionError::new(format!(
                        "unexpected {ch:?} at column {}",
                        i + 1
                    )))
                }
            });
        }
        Ok(Row { cells })
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &c in &self.cells {
            f.write_str([".", "t", "f"][usize::from(c)])?;
        }
        Ok(())
    }
}

/// The rules of Toads and Frogs.
///
/// # Example
/// ```
/// use games_core::toads_frogs::{Row, ToadsAndFrogs};
/// use games_core::ruleset::Ruleset;
/// let r: Row = "tf.".parse().unwrap();
/// let left: Vec<String> = ToadsAndFrogs.left_options(&r).iter().map(|p| p.to_string()).collect();
/// assert_eq!(left, [".ft"]);
/// assert!(ToadsAndFrogs.right_options(&r).is_empty());
/// // A wall `ttff` splits the row.
/// let parts: Vec<String> = ToadsAndFrogs.components(&"t.ttff.f".parse().unwrap()).iter().map(|p| p.to_string()).collect();
/// assert_eq!(parts, [".f", "t."]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ToadsAndFrogs;

/// The moves of the pieces `own` stepping by `dir` (+1 toads, −1 frogs).
fn moves(p: &Row, own: u8, other: u8, dir: isize) -> Vec<Row> {
    let n = p.cells.len() as isize;
    let at = |i: isize| (0..n).contains(&i).then(|| p.cells[i as usize]);
    let mut out = Vec::new();
    for i in 0..n {
        if p.cells[i as usize] != own {
            continue;
        }
        let to = if at(i + dir) == Some(EMPTY) {
            i + dir
        } else if at(i + dir) == Some(other) && at(i + 2 * dir) == Some(EMPTY) {
            i + 2 * dir
        } else {
            continue;
        };
        let mut next = p.clone();
        next.cells[i as usize] = EMPTY;
        next.cells[to as usize] = own;
        out.push(next);
    }
    out
}

impl Ruleset for ToadsAndFrogs {
    type Position = Row;

    /// # Complexity
    /// O(n) per option.
    fn left_options(&self, p: &Row) -> Vec<Row> {
        moves(p, TOAD, FROG, 1)
    }

    /// # Complexity
    /// O(n) per option.
    fn right_options(&self, p: &Row) -> Vec<Row> {
        moves(p, FROG, TOAD, -1)
    }

    /// The pieces between walls `ttff` (two toads then two frogs: none of
    /// the four can ever move, nothing can pass), each trimmed of dead
    /// end pieces; pieces with no empty cell (no move ever) are dropped.
    ///
    /// # Complexity
    /// O(n).
    fn components(&self, p: &Row) -> Vec<Row> {
        let c = &p.cells;
        let mut parts = Vec::new();
        let mut start = 0;
        let mut keep = |cells: &[u8]| {
            if cells.contains(&EMPTY) {
                let part = Row {
                    cells: cells.to_vec(),
                }
                .trimmed();
                if part.cells.contains(&EMPTY) {
                    parts.push(part);
                }
            }
        };
        for i in 1..c.len().saturating_sub(2) {
            if c[i - 1] == TOAD && c[i] == TOAD && c[i + 1] == FROG && c[i + 2] == FROG {
                keep(&c[start..=i]);
                start = i + 1;
            }
        }
        keep(&c[start..]);
        parts.sort_unstable();
        parts
    }

    /// The row mirrored with toads and frogs swapped, trimmed.
    fn negative(&self, p: &Row) -> Option<Row> {
        Some(p.mirrored_swapped().trimmed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(s: &str) -> Vec<String> {
        ToadsAndFrogs
            .components(&s.parse().unwrap())
            .iter()
            .map(|p| p.to_string())
            .collect()
    }

    #[test]
    fn moves_step_and_jump() {
        let r: Row = "t.ft.f.".parse().unwrap();
        let show = |v: Vec<Row>| v.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        assert_eq!(show(ToadsAndFrogs.left_options(&r)), [".tft.f.", "t.f.tf."]);
        assert_eq!(
            show(ToadsAndFrogs.right_options(&r)),
            ["tf.t.f.", "t.ftf.."]
        );
        let jump: Row = "tf.".parse().unwrap();
        assert_eq!(show(ToadsAndFrogs.left_options(&jump)), [".ft"]);
    }

    #[test]
    fn components_drop_dead_pieces_and_split_at_walls() {
        assert_eq!(parts("fft.ftt"), ["t.f"]);
        assert_eq!(parts("t.ttfff.f"), [".f", "t."]);
        assert_eq!(parts("ttff"), Vec::<String>::new());
        assert_eq!(parts("t.f"), ["t.f"]);
        assert_eq!(parts("tff"), Vec::<String>::new());
        assert_eq!(
            ToadsAndFrogs
                .negative(&"tt.f".parse().unwrap())
                .unwrap()
                .to_string(),
            "t.ff"
        );
    }
}
