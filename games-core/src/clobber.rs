//! Clobber on a grid: a player moves a stone of theirs onto an orthogonally adjacent stone of the opponent's, which is removed; groups of touching stones are the parts, in a normal form under the eight symmetries, the colours swapped their negative.
//!
//! Text is CGSuite's: rows joined by `|`, `x` Left's stone, `o` Right's,
//! `.` empty; a strip is one row. Known values: `xo` = ∗, `xxo` = ↑,
//! `xoo` = ↓.

use super::ruleset::{parse_grid, PositionError, Ruleset};
use std::fmt;

/// An empty cell.
const EMPTY: u8 = 0;
/// Left's stone, `x`.
const LEFT: u8 = 1;
/// Right's stone, `o`.
const RIGHT: u8 = 2;

/// A Clobber grid: its size and its cells (0 empty, 1 `x`, 2 `o`), row by row.
///
/// # Example
/// ```
/// use games_core::clobber::Grid;
/// let g: Grid = "xox|ox.".parse().unwrap();
/// assert_eq!((g.rows(), g.cols()), (2, 3));
/// assert_eq!(g.to_string(), "xox|ox.");
/// assert_eq!("xo|x".parse::<Grid>().unwrap_err().to_string(), "ragged grid: row 2 has 1 cells, row 1 has 2");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// The number of rows.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::clobber::Grid;
    /// assert_eq!("xo|ox|..".parse::<Grid>().unwrap().rows(), 3);
    /// ```
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::clobber::Grid;
    /// assert_eq!("xo|ox|..".parse::<Grid>().unwrap().cols(), 2);
    /// ```
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The orthogonal neighbours of cell `i`.
    fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> {
        let (r, c, rows, cols) = (i / self.cols, i % self.cols, self.rows, self.cols);
        [
            (r > 0).then(|| i - cols),
            (r + 1 < rows).then(|| i + cols),
            (c > 0).then(|| i - 1),
            (c + 1 < cols).then(|| i + 1),
        ]
        .into_iter()
        .flatten()
    }

    /// The moves of the owner of `own` stones: the grid after each.
    fn moves(&self, own: u8) -> Vec<Grid> {
        let mut out = Vec::new();
        for i in 0..self.cells.len() {
            if self.cells[i] != own {
                continue;
            }
            for j in self.neighbours(i) {
                if self.cells[j] != own && self.cells[j] != EMPTY {
                    let mut next = self.clone();
                    next.cells[i] = EMPTY;
                    next.cells[j] = own;
                    out.push(next);
                }
            }
        }
        out
    }

    /// The grid of cells `keep` only, cut to their rows and columns.
    fn cropped_to(&self, keep: &[bool]) -> Grid {
        let at = |i: usize| (i / self.cols, i % self.cols);
        let kept: Vec<usize> = (0..self.cells.len()).filter(|&i| keep[i]).collect();
        let top = kept.iter().map(|&i| at(i).0).min().unwrap_or(0);
        let bottom = kept.iter().map(|&i| at(i).0).max().unwrap_or(0);
        let left = kept.iter().map(|&i| at(i).1).min().unwrap_or(0);
        let right = kept.iter().map(|&i| at(i).1).max().unwrap_or(0);
        let (rows, cols) = (bottom - top + 1, right - left + 1);
        let mut cells = vec![EMPTY; rows * cols];
        for &i in &kept {
            let (r, c) = at(i);
            cells[(r - top) * cols + c - left] = self.cells[i];
        }
        Grid { rows, cols, cells }
    }

    /// The grid transposed.
    fn transposed(&self) -> Grid {
        let mut cells = vec![EMPTY; self.cells.len()];
        for (i, &v) in self.cells.iter().enumerate() {
            let (r, c) = (i / self.cols, i % self.cols);
            cells[c * self.rows + r] = v;
        }
        Grid {
            rows: self.cols,
            cols: self.rows,
            cells,
        }
    }

    /// The grid mirrored left to right.
    fn mirrored(&self) -> Grid {
        let mut g = self.clone();
        for row in g.cells.chunks_mut(self.cols.max(1)) {
            row.reverse();
        }
        g
    }

    /// The grid upside down (the normal form reaches it as mirror ∘ two turns).
    #[cfg(test)]
    fn flipped(&self) -> Grid {
        let mut cells = Vec::with_capacity(self.cells.len());
        for row in self.cells.chunks(self.cols.max(1)).rev() {
            cells.extend_from_slice(row);
        }
        Grid { cells, ..*self }
    }

    /// The least of the grid's eight symmetric images (all worth the same).
    fn normal_form(&self) -> Grid {
        let mut best = self.clone();
        let mut g = self.clone();
        for k in 0..8 {
            g = match k % 2 {
                0 => g.mirrored(),
                _ => g.transposed(),
            };
            best = best.min(g.clone());
        }
        best
    }

    /// The grid with `x` and `o` swapped.
    fn swapped(&self) -> Grid {
        let cells = self
            .cells
            .iter()
            .map(|&v| match v {
                LEFT => RIGHT,
                RIGHT => LEFT,
                e => e,
            })
            .collect();
        Grid { cells, ..*self }
    }
}

impl std::str::FromStr for Grid {
    type Err = PositionError;

    /// Reads CGSuite's text: rows joined by `|`, `.` empty, `x` Left, `o` Right.
    fn from_str(text: &str) -> Result<Grid, PositionError> {
        let g = parse_grid(text, b".xo")?;
        Ok(Grid {
            rows: g.rows,
            cols: g.cols,
            cells: g.cells,
        })
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.cells.chunks(self.cols.max(1)).enumerate() {
            if r > 0 {
                f.write_str("|")?;
            }
            for &v in row {
                f.write_str([".", "x", "o"][usize::from(v)])?;
            }
        }
        Ok(())
    }
}

/// Clobber's rules.
///
/// # Example
/// ```
/// use games_core::clobber::{Clobber, Grid};
/// use games_core::ruleset::Ruleset;
/// let g: Grid = "xxo".parse().unwrap();
/// let left: Vec<String> = Clobber.left_options(&g).iter().map(|p| p.to_string()).collect();
/// assert_eq!(left, ["x.x"]);
/// let right: Vec<String> = Clobber.right_options(&g).iter().map(|p| p.to_string()).collect();
/// assert_eq!(right, ["xo."]);
/// // `x.x` holds no contact: worth 0, no parts.
/// assert!(Clobber.components(&"x.x".parse().unwrap()).is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Clobber;

impl Ruleset for Clobber {
    type Position = Grid;

    /// # Complexity
    /// O(cells) per option.
    fn left_options(&self, p: &Grid) -> Vec<Grid> {
        p.moves(LEFT)
    }

    /// # Complexity
    /// O(cells) per option.
    fn right_options(&self, p: &Grid) -> Vec<Grid> {
        p.moves(RIGHT)
    }

    /// The groups of orthogonally touching stones that hold both colours
    /// (a one-coloured group never moves), each cropped and in its normal
    /// form under the eight symmetries, sorted.
    ///
    /// # Complexity
    /// O(cells²).
    fn components(&self, p: &Grid) -> Vec<Grid> {
        let n = p.cells.len();
        let mut seen = vec![false; n];
        let mut parts = Vec::new();
        for start in 0..n {
            if seen[start] || p.cells[start] == EMPTY {
                continue;
            }
            let mut group = vec![false; n];
            let mut stack = vec![start];
            seen[start] = true;
            let mut colours = 0u8;
            while let Some(i) = stack.pop() {
                group[i] = true;
                colours |= p.cells[i];
                for j in p.neighbours(i) {
                    if !seen[j] && p.cells[j] != EMPTY {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            if colours == LEFT | RIGHT {
                parts.push(p.cropped_to(&group).normal_form());
            }
        }
        parts.sort_unstable();
        parts
    }

    /// The colours swapped, in normal form.
    fn negative(&self, p: &Grid) -> Option<Grid> {
        Some(p.swapped().normal_form())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> Grid {
        s.parse().unwrap()
    }

    #[test]
    fn text_round_trips_and_errors() {
        for s in ["xo", "xox|ox.", "x|o|.", "..."] {
            assert_eq!(grid(s).to_string(), s);
        }
        assert_eq!(
            "xoz".parse::<Grid>().unwrap_err().to_string(),
            "unexpected 'z' at column 3"
        );
        assert_eq!(
            "xo||".parse::<Grid>().unwrap_err().to_string(),
            "row 2 is empty"
        );
    }

    #[test]
    fn the_eight_symmetries_share_a_normal_form() {
        let g = grid("xox|ox.");
        let images = [
            g.clone(),
            g.mirrored(),
            g.flipped(),
            g.flipped().mirrored(),
            g.transposed(),
            g.transposed().mirrored(),
            g.transposed().flipped(),
            g.transposed().flipped().mirrored(),
        ];
        for h in &images {
            assert_eq!(h.normal_form(), g.normal_form(), "{h}");
        }
    }

    #[test]
    fn components_are_the_two_coloured_groups() {
        let parts: Vec<String> = Clobber
            .components(&grid("xo.xx|...o.|oo..x"))
            .iter()
            .map(|p| p.to_string())
            .collect();
        assert_eq!(parts, ["xo", ".x|ox"]);
        assert_eq!(Clobber.negative(&grid("xxo")).unwrap().to_string(), "xoo");
    }
}
