//! The rules of a partizan game as a value (`Ruleset`: each player's options, the independent parts a position falls apart into), the one-line error of a position's text, and the reading of a grid of cells.
//!
//! A ruleset states who may move where; `super::valuer::Valuer` walks the
//! options, values each part once in the canonical-form arena (keyed by
//! the part's normal form, so equal parts share one entry) and sums the
//! parts. Positions are
//! written in CGSuite's text forms (`..|..` for a 2 × 2 board, rows joined
//! by `|`); each ruleset's module parses and prints them.

use std::fmt;
use std::fmt::Debug;
use std::hash::Hash;

/// A partizan game's rules: Left's and Right's options of a position, and
/// how a position falls apart into independent parts (a sum).
///
/// # Example
/// ```
/// use games_core::ruleset::Ruleset;
/// /// n counters: Left takes one, Right takes two.
/// struct Takes;
/// impl Ruleset for Takes {
///     type Position = u32;
///     fn left_options(&self, &n: &u32) -> Vec<u32> { n.checked_sub(1).into_iter().collect() }
///     fn right_options(&self, &n: &u32) -> Vec<u32> { n.checked_sub(2).into_iter().collect() }
/// }
/// assert_eq!(Takes.left_options(&3), vec![2]);
/// assert_eq!(Takes.components(&3), vec![3]);
/// assert_eq!(Takes.negative(&3), None);
/// ```
pub trait Ruleset {
    /// A position (or one part of a sum), small, with a key and an order.
    type Position: Clone + Eq + Hash + Ord + Debug;

    /// The positions Left reaches in one move.
    fn left_options(&self, p: &Self::Position) -> Vec<Self::Position>;

    /// The positions Right reaches in one move.
    fn right_options(&self, p: &Self::Position) -> Vec<Self::Position>;

    /// The independent parts `p` falls apart into, each normalised (so
    /// equal parts share one memo key); a position that does not fall
    /// apart is its own single part; an empty `Vec` is 0. The default:
    /// `p` alone.
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        vec![p.clone()]
    }

    /// A normalised part worth −`p` (for a part `p` as [`Ruleset::components`]
    /// returns it), when the ruleset has a cheap one: Domineering's
    /// transposed region, Clobber with its stones swapped. A valuer that
    /// has valued it negates that value instead of valuing `p`. The
    /// default: none.
    fn negative(&self, p: &Self::Position) -> Option<Self::Position> {
        let _ = p;
        None
    }
}

/// Why the text of a position was refused: one line naming what and where
/// (`ragged grid: row 2 has 3 cells, row 1 has 2`).
///
/// # Example
/// ```
/// use games_core::ruleset::PositionError;
/// let e = PositionError::new("unexpected 'z' at column 4");
/// assert_eq!(e.to_string(), "unexpected 'z' at column 4");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    message: String,
}

impl PositionError {
    /// The error saying `message`.
    ///
    /// # Complexity
    /// O(|message|).
    ///
    /// # Example
    /// ```
    /// use games_core::ruleset::PositionError;
    /// assert_eq!(PositionError::new("empty text").to_string(), "empty text");
    /// ```
    pub fn new(message: impl Into<String>) -> PositionError {
        PositionError {
            message: message.into(),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PositionError {}

/// A grid read from text: `rows` × `cols` cells, row-major, each the index
/// of its character in the alphabet it was read with.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GridText {
    /// The number of rows.
    pub rows: usize,
    /// The number of columns.
    pub cols: usize,
    /// The cells, row by row.
    pub cells: Vec<u8>,
}

/// Reads a grid: rows joined by `|`, each cell one character of
/// `alphabet` (its index is stored). Spaces around the text are ignored.
///
/// # Errors
/// Empty text, a character outside `alphabet` (`unexpected 'z' at row 2,
/// column 4`; a single row says only the column), rows of different lengths
/// (`ragged grid: row 2 has 3 cells, row 1 has 2`), an empty row.
///
/// # Complexity
/// O(|text| · |alphabet|).
///
/// # Example
/// ```
/// use games_core::ruleset::parse_grid;
/// let g = parse_grid("..#|...", b".#").unwrap();
/// assert_eq!((g.rows, g.cols, g.cells), (2, 3, vec![0, 0, 1, 0, 0, 0]));
/// assert_eq!(parse_grid("..|.", b".#").unwrap_err().to_string(), "ragged grid: row 2 has 1 cells, row 1 has 2");
/// assert_eq!(parse_grid("..z", b".#").unwrap_err().to_string(), "unexpected 'z' at column 3");
/// ```
pub fn parse_grid(text: &str, alphabet: &[u8]) -> Result<GridText, PositionError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PositionError::new("empty text: no cells"));
    }
    let lines: Vec<&str> = text.split('|').collect();
    let single = lines.len() == 1;
    let mut cells = Vec::new();
    let mut cols = 0;
    for (r, line) in lines.iter().enumerate() {
        let mut n = 0;
        for (c, ch) in line.chars().enumerate() {
            match alphabet.iter().position(|&a| char::from(a) == ch) {
                Some(i) => cells.push(i as u8),
                None if single => {
                    return Err(PositionError::new(format!(
                        "unexpected {ch:?} at column {}",
                        c + 1
                    )))
                }
                None => {
                    return Err(PositionError::new(format!(
                        "unexpected {ch:?} at row {}, column {}",
                        r + 1,
                        c + 1
                    )))
                }
            }
            n += 1;
        }
        if n == 0 {
            return Err(PositionError::new(format!("row {} is empty", r + 1)));
        }
        if r == 0 {
            cols = n;
        } else if n != cols {
            return Err(PositionError::new(format!(
                "ragged grid: row {} has {n} cells, row 1 has {cols}",
                r + 1
            )));
        }
    }
    Ok(GridText {
        rows: lines.len(),
        cols,
        cells,
    })
}
