//! Domineering on bitboards: Left places vertical dominoes, Right horizontal ones (CGSuite's convention); regions split by flood fill, cells nobody can cover dropped, each region in a normal form under the reflections, its transpose its negative.
//!
//! A [`Board`] of at most 64 cells keeps its empty cells as bits of a `u64`
//! (cell (r, c) is bit r·cols + c). Its text is CGSuite's: rows joined by
//! `|`, `.` empty, `#` blocked, so `..|..|..` is 3 rows × 2 columns. Known
//! values: a vertical pair `.|.` = 1, `..|..` = ±1, 2 rows × 3 columns
//! `...|...` = {2 | −1/2}.

use super::ruleset::{parse_grid, PositionError, Ruleset};
use std::fmt;

/// A Domineering board of at most 64 cells: its size and its empty cells.
///
/// `Ord` is (rows, cols, empty bits); a part's normal form is the least of
/// its four reflections.
///
/// # Example
/// ```
/// use games_core::domineering::Board;
/// let b: Board = "..#|...".parse().unwrap();
/// assert_eq!((b.rows(), b.cols(), b.empty_cells()), (2, 3, 0b111_011));
/// assert_eq!(b.to_string(), "..#|...");
/// assert_eq!("..|.".parse::<Board>().unwrap_err().to_string(), "ragged grid: row 2 has 1 cells, row 1 has 2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Board {
    rows: u8,
    cols: u8,
    empty: u64,
}

/// The most cells a [`Board`] holds.
pub const MAX_CELLS: usize = 64;

/// The mask of the first `n` bits (n ≤ 64).
fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// `x` shifted left by `s`, 0 when s ≥ 64.
fn shl(x: u64, s: u32) -> u64 {
    x.checked_shl(s).unwrap_or(0)
}

/// `x` shifted right by `s`, 0 when s ≥ 64.
fn shr(x: u64, s: u32) -> u64 {
    x.checked_shr(s).unwrap_or(0)
}

impl Board {
    /// The board of `rows` × `cols` cells whose empty cells are the bits of
    /// `empty` (bits outside the board are dropped).
    ///
    /// # Panics
    /// If rows · cols > 64 or a side exceeds 64.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::domineering::Board;
    /// assert_eq!(Board::new(2, 2, 0b1011).to_string(), "..|#.");
    /// ```
    pub fn new(rows: usize, cols: usize, empty: u64) -> Board {
        assert!(
            rows <= MAX_CELLS && cols <= MAX_CELLS && rows * cols <= MAX_CELLS,
            "a board of {rows} × {cols} cells is over {MAX_CELLS}"
        );
        Board {
            rows: rows as u8,
            cols: cols as u8,
            empty: empty & low_bits((rows * cols) as u32),
        }
    }

    /// The empty board of `rows` × `cols` cells.
    ///
    /// # Panics
    /// If rows · cols > 64.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::domineering::Board;
    /// assert_eq!(Board::empty(2, 3).to_string(), "...|...");
    /// ```
    pub fn empty(rows: usize, cols: usize) -> Board {
        Board::new(rows, cols, u64::MAX)
    }

    /// The number of rows.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::domineering::Board;
    /// assert_eq!(Board::empty(2, 3).rows(), 2);
    /// ```
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// The number of columns.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::domineering::Board;
    /// assert_eq!(Board::empty(2, 3).cols(), 3);
    /// ```
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// The empty cells, cell (r, c) as bit r·cols + c.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::domineering::Board;
    /// assert_eq!("#.|..".parse::<Board>().unwrap().empty_cells(), 0b1110);
    /// ```
    pub fn empty_cells(&self) -> u64 {
        self.empty
    }

    /// Cells not in the first column.
    fn not_first_col(&self) -> u64 {
        let c = u32::from(self.cols);
        let mut m = 0;
        for r in 0..u32::from(self.rows) {
            m |= shl(low_bits(c) & !1, r * c);
        }
        m
    }

    /// Cells not in the last column.
    fn not_last_col(&self) -> u64 {
        let c = u32::from(self.cols);
        let mut m = 0;
        for r in 0..u32::from(self.rows) {
            m |= shl(low_bits(c.saturating_sub(1)), r * c);
        }
        m
    }

    /// Cell i for each vertical domino (i, i + cols) that fits.
    fn vertical_slots(&self) -> u64 {
        self.empty & shr(self.empty, u32::from(self.cols))
    }

    /// Cell i for each horizontal domino (i, i + 1) that fits.
    fn horizontal_slots(&self) -> u64 {
        self.empty & (self.empty >> 1) & self.not_last_col()
    }

    /// The board with `cells` (empty) filled.
    fn fill(&self, cells: u64) -> Board {
        Board {
            empty: self.empty & !cells,
            ..*self
        }
    }

    /// The board cut to the rows and columns that hold an empty cell (0 × 0
    /// when none does).
    fn cropped(&self) -> Board {
        if self.empty == 0 {
            return Board {
                rows: 0,
                cols: 0,
                empty: 0,
            };
        }
        let c = u32::from(self.cols);
        let row_mask = low_bits(c);
        let (mut top, mut bottom, mut cols_used) = (u32::MAX, 0, 0u64);
        for r in 0..u32::from(self.rows) {
            let row = shr(self.empty, r * c) & row_mask;
            if row != 0 {
                top = top.min(r);
                bottom = r;
                cols_used |= row;
            }
        }
        let (left, right) = (cols_used.trailing_zeros(), 63 - cols_used.leading_zeros());
        let w = right - left + 1;
        let mut empty = 0;
        for r in top..=bottom {
            let row = (shr(self.empty, r * c) & row_mask) >> left;
            empty |= shl(row & low_bits(w), (r - top) * w);
        }
        Board {
            rows: (bottom - top + 1) as u8,
            cols: w as u8,
            empty,
        }
    }

    /// The board upside down (row order reversed).
    fn flipped_rows(&self) -> Board {
        let c = u32::from(self.cols);
        let h = u32::from(self.rows);
        let mut empty = 0;
        for r in 0..h {
            let row = shr(self.empty, r * c) & low_bits(c);
            empty |= shl(row, (h - 1 - r) * c);
        }
        Board { empty, ..*self }
    }

    /// The board mirrored left to right.
    fn flipped_cols(&self) -> Board {
        let c = u32::from(self.cols);
        if c == 0 {
            return *self;
        }
        let mut empty = 0;
        for r in 0..u32::from(self.rows) {
            let row = shr(self.empty, r * c) & low_bits(c);
            empty |= shl(row.reverse_bits() >> (64 - c), r * c);
        }
        Board { empty, ..*self }
    }

    /// The board transposed (rows become columns): worth the negative.
    fn transposed(&self) -> Board {
        let (h, w) = (u32::from(self.rows), u32::from(self.cols));
        let mut empty = 0;
        let mut bits = self.empty;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let (r, c) = (i / w, i % w);
            empty |= 1u64 << (c * h + r);
        }
        Board {
            rows: self.cols,
            cols: self.rows,
            empty,
        }
    }

    /// The least of the board's four reflections (all worth the same).
    fn normal_form(&self) -> Board {
        let a = *self;
        let b = a.flipped_rows();
        let c = a.flipped_cols();
        let d = b.flipped_cols();
        a.min(b).min(c).min(d)
    }

    /// The empty cells 4-connected to the cells of `seed`.
    fn region(&self, seed: u64) -> u64 {
        let c = u32::from(self.cols);
        let (nf, nl) = (self.not_first_col(), self.not_last_col());
        let mut x = seed & self.empty;
        loop {
            let grown =
                (x | ((x << 1) & nf) | ((x >> 1) & nl) | shl(x, c) | shr(x, c)) & self.empty;
            if grown == x {
                return x;
            }
            x = grown;
        }
    }

    /// Empty cells with an empty neighbour (the rest nobody can cover).
    fn coverable(&self) -> u64 {
        let c = u32::from(self.cols);
        let e = self.empty;
        let (nf, nl) = (self.not_first_col(), self.not_last_col());
        let neighbours = ((e << 1) & nf) | ((e >> 1) & nl) | shl(e, c) | shr(e, c);
        e & neighbours
    }
}

impl std::str::FromStr for Board {
    type Err = PositionError;

    /// Reads CGSuite's text: rows joined by `|`, `.` empty, `#` blocked.
    fn from_str(text: &str) -> Result<Board, PositionError> {
        let g = parse_grid(text, b".#")?;
        if g.rows * g.cols > MAX_CELLS {
            return Err(PositionError::new(format!(
                "a board of {} × {} = {} cells is over {MAX_CELLS}",
                g.rows,
                g.cols,
                g.rows * g.cols
            )));
        }
        let mut empty = 0;
        for (i, &cell) in g.cells.iter().enumerate() {
            if cell == 0 {
                empty |= 1u64 << i;
            }
        }
        Ok(Board::new(g.rows, g.cols, empty))
    }
}

impl fmt::Display for Board {
    /// CGSuite's text; the 0 × 0 board prints as the empty string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.cols();
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str("|")?;
            }
            for k in 0..c {
                let empty = self.empty >> (r * c + k) & 1 == 1;
                f.write_str(if empty { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}

/// Domineering's rules: Left places a vertical domino on two empty cells,
/// Right a horizontal one.
///
/// # Example
/// ```
/// use games_core::domineering::{Board, Domineering};
/// use games_core::ruleset::Ruleset;
/// let b: Board = "..|..".parse().unwrap();
/// assert_eq!(Domineering.left_options(&b).len(), 2);
/// // A 2 × 2 board with one vertical domino placed leaves a vertical pair,
/// // whose normal form is `.|.`.
/// let after = Domineering.left_options(&b)[0];
/// let parts: Vec<String> = Domineering.components(&after).iter().map(|p| p.to_string()).collect();
/// assert_eq!(parts, [".|."]);
/// // Its negative is the horizontal pair.
/// assert_eq!(Domineering.negative(&"..".parse().unwrap()).unwrap().to_string(), ".|.");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Domineering;

impl Ruleset for Domineering {
    type Position = Board;

    /// # Complexity
    /// O(cells) per option.
    fn left_options(&self, p: &Board) -> Vec<Board> {
        let c = u32::from(p.cols);
        let mut slots = p.vertical_slots();
        let mut out = Vec::with_capacity(slots.count_ones() as usize);
        while slots != 0 {
            let i = slots.trailing_zeros();
            slots &= slots - 1;
            out.push(p.fill((1u64 << i) | (1u64 << (i + c))));
        }
        out
    }

    /// # Complexity
    /// O(cells) per option.
    fn right_options(&self, p: &Board) -> Vec<Board> {
        let mut slots = p.horizontal_slots();
        let mut out = Vec::with_capacity(slots.count_ones() as usize);
        while slots != 0 {
            let i = slots.trailing_zeros();
            slots &= slots - 1;
            out.push(p.fill(3u64 << i));
        }
        out
    }

    /// The 4-connected regions of coverable empty cells, each cropped and
    /// in its normal form under the four reflections, sorted.
    ///
    /// # Complexity
    /// O(cells²) at worst (flood fills).
    fn components(&self, p: &Board) -> Vec<Board> {
        let live = Board {
            empty: p.coverable(),
            ..*p
        };
        let mut rest = live.empty;
        let mut parts = Vec::new();
        while rest != 0 {
            let region = live.region(rest & rest.wrapping_neg());
            rest &= !region;
            parts.push(
                Board {
                    empty: region,
                    ..live
                }
                .cropped()
                .normal_form(),
            );
        }
        parts.sort_unstable();
        parts
    }

    /// The transposed region in its normal form.
    fn negative(&self, p: &Board) -> Option<Board> {
        Some(p.transposed().normal_form())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    #[test]
    fn text_round_trips() {
        for s in ["..|..|..", ".#.|#..", "#", "........", ".|.|.|."] {
            assert_eq!(board(s).to_string(), s);
        }
        assert_eq!(
            "..|.z".parse::<Board>().unwrap_err().to_string(),
            "unexpected 'z' at row 2, column 2"
        );
        assert!("".parse::<Board>().is_err());
        let big = ["........"; 9].join("|");
        assert_eq!(
            big.parse::<Board>().unwrap_err().to_string(),
            "a board of 9 × 8 = 72 cells is over 64"
        );
        assert!(["........"; 8].join("|").parse::<Board>().is_ok());
    }

    #[test]
    fn moves_follow_the_rules() {
        let b = board("...|.#.");
        let left: Vec<String> = Domineering
            .left_options(&b)
            .iter()
            .map(|x| x.to_string())
            .collect();
        assert_eq!(left, ["#..|##.", "..#|.##"]);
        let right: Vec<String> = Domineering
            .right_options(&b)
            .iter()
            .map(|x| x.to_string())
            .collect();
        assert_eq!(right, ["##.|.#.", ".##|.#."]);
        // The 8 × 8 board: 7 · 8 placements each.
        let full = Board::empty(8, 8);
        assert_eq!(Domineering.left_options(&full).len(), 56);
        assert_eq!(Domineering.right_options(&full).len(), 56);
    }

    #[test]
    fn components_split_crop_and_reflect() {
        let parts: Vec<String> = Domineering
            .components(&board("..#.|#.#.|.#..|...#"))
            .iter()
            .map(|x| x.to_string())
            .collect();
        // {(0,0),(0,1),(1,1)} reflected to its least form, and the eight
        // cells from (0,3) down and round to (2,0), turned upside down and mirrored.
        assert_eq!(parts, ["..|.#", "#...|..#.|.###|.###"]);
        assert!(Domineering.components(&board(".#.|#.#")).is_empty());
        // Reflections share a normal form; the transpose is the negative.
        let a = Domineering.components(&board("..|.#"));
        let b = Domineering.components(&board("#.|.."));
        assert_eq!(a, b);
        let t = Domineering.negative(&board("...")).unwrap();
        assert_eq!(t.to_string(), ".|.|.");
    }

    #[test]
    fn the_full_64_cell_board_works() {
        let b = Board::empty(1, 64);
        assert_eq!(Domineering.right_options(&b).len(), 63);
        assert_eq!(Domineering.left_options(&b).len(), 0);
        assert_eq!(Domineering.components(&b), vec![b]);
        let t = Board::empty(64, 1);
        assert_eq!(Domineering.left_options(&t).len(), 63);
        assert_eq!(Domineering.negative(&b), Some(t));
    }
}
