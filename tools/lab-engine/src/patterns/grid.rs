//! What the lab names in a table of pairs (x, y): values periodic along rows and columns or along the diagonal, P-positions on lines, Wythoff's Beatty pairs; and the predictor each is.
//!
//! The table is a full rectangle of positions `x0 ≤ x < width`,
//! `y0 ≤ y < height`. Patterns are tried in order, values before outcomes:
//!
//! 1. **Periodic rows and columns**: column x + p equals column x for every
//!    x ≥ a, and row y + q equals row y for every y ≥ b, each with
//!    [`crate::patterns::pattern`]'s evidence rule on the sequence of columns (rows).
//!    Then g(x, y) = g(fold(x), fold(y)) for every (x, y). Tried on the
//!    values, then on the P-positions alone.
//! 2. **Beatty pairs**: the P-positions are exactly (c + A(k), c + A(k) + a·k)
//!    and their mirror images, k ≥ 0, where (c, c) is the corner, 1 ≤ a ≤
//!    [`MAX_BEATTY_A`] and A(k) = ⌊kα⌋ with α = (2 − a + √(a² + 4))/2: φ for
//!    a = 1 (Wythoff's pairs (⌊kφ⌋, ⌊kφ²⌋)), √2 for a = 2 (Fraenkel's
//!    a-Wythoff games, where both piles may lose k and l with |k − l| < a).
//!    At least [`MIN_PAIRS`] pairs beyond k = 0 lie in the table. Every term
//!    is computed with integers ([`beatty_lower`]).
//! 3. **Lines**: the P-positions are exactly the cells of a few lines
//!    `a·x − b·y = c` (slope 1, −1 (`x + y = c`), 2 or ½, or both 2 and ½ mirrored), each line
//!    holding at least [`MIN_LINE_CELLS`] cells of the table.
//! 4. **Periodic along the diagonal** (wedges): above the diagonal, the
//!    values at (x, x + d) as a table in (x, d) have periodic rows and
//!    columns, read from the square of side half the table's and then checked
//!    on the whole table; below it, the values at (y + 1 + d, y) the same
//!    (a king that only steps diagonally: P iff min(x, y) is even).
//!
//! Every pattern is checked up to the table's edges only.

use crate::patterns::pattern::{
    find_period, held_out, sequence_upto_to_show, shortfall, Pattern, Period, Proof,
};
use games_core::arith::isqrt_u128;
use serde::Serialize;
use std::collections::HashMap;

/// Beatty pairs need at least this many pairs (k ≥ 1) inside the table.
pub const MIN_PAIRS: usize = 5;

/// The largest a of Beatty pairs (c + ⌊kα⌋, c + ⌊kα⌋ + a·k) tried.
pub const MAX_BEATTY_A: u64 = 6;

/// A line of P-positions must hold at least this many cells of the table.
pub const MIN_LINE_CELLS: usize = 12;

/// At most this many lines.
pub const MAX_LINES: usize = 4;

/// A full rectangle of values (or outcomes: 0 for P, 1 for N).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The first x.
    pub x0: usize,
    /// The first y.
    pub y0: usize,
    /// x < width.
    pub width: usize,
    /// y < height.
    pub height: usize,
    /// `cells[(x − x0) · (height − y0) + (y − y0)]`.
    pub cells: Vec<u32>,
}

impl Grid {
    /// The value at (x, y), inside the table.
    pub fn at(&self, x: usize, y: usize) -> u32 {
        self.cells[(x - self.x0) * (self.height - self.y0) + (y - self.y0)]
    }
}

/// A named pattern of a grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum GridPattern {
    /// Columns repeat with period `px` from `ax`, rows with `py` from `ay`.
    Periodic {
        /// Whether the values repeat (else only the P-positions).
        values: bool,
        /// a (columns).
        ax: usize,
        /// p (columns).
        px: usize,
        /// b (rows).
        ay: usize,
        /// q (rows).
        py: usize,
    },
    /// Periodic along the diagonal: above it (y ≥ x), g(x, x + d) as a
    /// table in (x, d) has periodic rows and columns; below it, g(y + 1 + d, y) the same.
    Wedges {
        /// Whether the values repeat (else only the P-positions).
        values: bool,
        /// Above the diagonal: [a, p] in x, [b, q] in d.
        upper: [usize; 4],
        /// Below the diagonal: [a, p] in y, [b, q] in d.
        lower: [usize; 4],
    },
    /// P-positions are (c + ⌊kα⌋, c + ⌊kα⌋ + a·k) and mirror images
    /// ([`beatty_lower`]; a = 1: (c + ⌊kφ⌋, c + ⌊kφ²⌋)).
    Beatty {
        /// The corner c.
        corner: usize,
        /// a: the second coordinate exceeds the first by a·k.
        a: u64,
    },
    /// P-positions are the cells with `a·x − b·y` in `offsets` (and the mirror when
    /// `mirrored`); b = −1 for the lines x + y = c.
    Lines {
        /// a.
        a: i64,
        /// b.
        b: i64,
        /// The lines' offsets c.
        offsets: Vec<i64>,
        /// Also the mirror images (b·x − a·y = c).
        mirrored: bool,
    },
}

/// Rows and columns that repeat on the whole table but not by the evidence
/// rule for unknown rules, and how far the table must go for a claim if they
/// keep repeating (as a one-number table's `too_few.upto_to_show`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SizeHint {
    /// Whether the values repeat (else only the P-positions).
    pub values: bool,
    /// Columns repeat with period `px` from x = `ax`.
    pub ax: usize,
    /// The period in x.
    pub px: usize,
    /// Rows repeat with period `py` from y = `ay`.
    pub ay: usize,
    /// The period in y.
    pub py: usize,
    /// The last x the table needs.
    pub upto_x: usize,
    /// The last y the table needs.
    pub upto_y: usize,
}

/// What a grid with no named pattern shows along its rows and columns: a
/// period of the columns and one of the rows that hold to the table's edges
/// (by the rule for known games, or short of it but worth naming, as
/// [`crate::patterns::pattern::shortfall`]), with the last x and y at which
/// [`crate::patterns::pattern::sequence_upto_to_show`] would claim them; `None` when
/// they show nothing, or when the table already reaches that far (then the
/// first two thirds show another rule, and only a larger table can tell).
///
/// # Complexity
/// O(W · H) to compare the lines, plus the period searches.
pub fn size_hint(grid: &Grid, letters: bool) -> Option<SizeHint> {
    let tries: &[bool] = if letters { &[true] } else { &[false, true] };
    tries.iter().find_map(|&class_only| {
        let seen = |by_x: bool| -> Option<(usize, usize)> {
            let ids = line_ids(grid, by_x, class_only);
            match find_period(&ids, Proof::None) {
                Some(p) => Some((p.preperiod, p.period)),
                None => shortfall(&ids)
                    .filter(|s| s.saltus == 0)
                    .map(|s| (s.preperiod, s.period)),
            }
        };
        let (ax, px) = seen(true)?;
        let (ay, py) = seen(false)?;
        let upto_x = grid.x0 + sequence_upto_to_show(ax, px);
        let upto_y = grid.y0 + sequence_upto_to_show(ay, py);
        (upto_x >= grid.width || upto_y >= grid.height).then_some(SizeHint {
            values: !class_only,
            ax: grid.x0 + ax,
            px,
            ay: grid.y0 + ay,
            py,
            upto_x: upto_x.max(grid.width - 1),
            upto_y: upto_y.max(grid.height - 1),
        })
    })
}

/// The lab's analysis of a grid: the pattern (if any), its sentence, and what it predicts.
#[derive(Debug, Clone, Serialize)]
pub struct GridAnalysis {
    /// The pattern, if one is named.
    pub pattern: Option<GridPattern>,
    /// P-positions in the table.
    pub p_position_count: usize,
    /// The largest value.
    pub max_value: u32,
    /// The verdict in one sentence.
    pub sentence: String,
    /// When nothing is named but rows and columns repeat on the whole table
    /// too briefly for a claim: what they show and the table that would show
    /// it ([`size_hint`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub too_small: Option<SizeHint>,
    #[serde(skip)]
    grid: Grid,
    /// For [`GridPattern::Wedges`]: the tables above and below the diagonal, in (x, d) coordinates.
    #[serde(skip)]
    wedges: Option<(Grid, Grid)>,
}

/// The period of the sequence of `ids`. `held`: by the evidence rule for
/// sequences of unknown rules ([`crate::patterns::pattern::held_out`]: read from the
/// first two thirds, confirmed by the last third, at least 2a + p values);
/// else by [`crate::patterns::pattern`]'s rule, for the diagonal tables, which
/// are read from half the grid and then checked on all of it (a hold-out of
/// their own).
fn period_of(ids: &[u32], held: bool) -> Option<Period> {
    if !held {
        return find_period(ids, Proof::None);
    }
    match held_out(ids) {
        Pattern::Periodic(p) => Some(p),
        _ => None,
    }
}

/// Ids of equal columns (`by_x`) or rows, in order.
fn line_ids(grid: &Grid, by_x: bool, class_only: bool) -> Vec<u32> {
    let mut seen: HashMap<Vec<u32>, u32> = HashMap::new();
    let (outer, inner) = if by_x {
        (grid.x0..grid.width, grid.y0..grid.height)
    } else {
        (grid.y0..grid.height, grid.x0..grid.width)
    };
    outer
        .map(|i| {
            let line: Vec<u32> = inner
                .clone()
                .map(|j| {
                    let v = if by_x { grid.at(i, j) } else { grid.at(j, i) };
                    if class_only {
                        u32::from(v != 0)
                    } else {
                        v
                    }
                })
                .collect();
            let next = seen.len() as u32;
            *seen.entry(line).or_insert(next)
        })
        .collect()
}

fn periodic(grid: &Grid, class_only: bool, held: bool) -> Option<GridPattern> {
    let px = period_of(&line_ids(grid, true, class_only), held)?;
    let py = period_of(&line_ids(grid, false, class_only), held)?;
    Some(GridPattern::Periodic {
        values: !class_only,
        ax: grid.x0 + px.preperiod,
        px: px.period,
        ay: grid.y0 + py.preperiod,
        py: py.period,
    })
}

/// ⌊kα⌋ for α = (2 − a + √(a² + 4))/2, exactly: `(k(2 − a) + ⌊√((a² + 4)k²)⌋) / 2`
/// (halving an integer plus an irrational floors as halving the integer plus its floor).
///
/// # Panics
/// If `a == 0`, or `(a² + 4)k²` overflows `u128` (never for k ≤ 2^60 and a ≤ 2^3).
///
/// # Complexity
/// O(1) (one `u128` square root).
///
/// # Example
/// ```
/// use lab_engine::patterns::grid::beatty_lower;
/// let phi: Vec<u64> = (1..=6).map(|k| beatty_lower(1, k)).collect();
/// assert_eq!(phi, [1, 3, 4, 6, 8, 9]); // ⌊kφ⌋
/// let root2: Vec<u64> = (1..=6).map(|k| beatty_lower(2, k)).collect();
/// assert_eq!(root2, [1, 2, 4, 5, 7, 8]); // ⌊k√2⌋
/// ```
pub fn beatty_lower(a: u64, k: u64) -> u64 {
    assert!(a > 0, "a ≥ 1");
    let (a, k) = (u128::from(a), u128::from(k));
    let d = (a * a + 4) * k * k;
    ((isqrt_u128(d) + 2 * k - a * k) / 2) as u64
}

/// Whether (x, y) is a Beatty pair position (c + ⌊kα⌋, c + ⌊kα⌋ + a·k) or its mirror.
fn beatty_p(x: usize, y: usize, c: usize, a: u64) -> bool {
    if x < c || y < c {
        return false;
    }
    let (lo, hi) = ((x.min(y) - c) as u64, (x.max(y) - c) as u64);
    let d = hi - lo;
    d % a == 0 && beatty_lower(a, d / a) == lo
}

fn beatty(grid: &Grid) -> Option<GridPattern> {
    if grid.x0 != grid.y0 {
        return None;
    }
    let c = grid.x0;
    let side = (grid.width.min(grid.height) - c) as u64;
    (1..=MAX_BEATTY_A).find_map(|a| {
        let pairs = (1..)
            .take_while(|&k| beatty_lower(a, k) + a * k < side)
            .count();
        let all = pairs >= MIN_PAIRS
            && (grid.x0..grid.width).all(|x| {
                (grid.y0..grid.height).all(|y| (grid.at(x, y) == 0) == beatty_p(x, y, c, a))
            });
        all.then_some(GridPattern::Beatty { corner: c, a })
    })
}

fn on_lines(x: usize, y: usize, a: i64, b: i64, offsets: &[i64], mirrored: bool) -> bool {
    let (x, y) = (x as i64, y as i64);
    offsets.contains(&(a * x - b * y)) || (mirrored && offsets.contains(&(a * y - b * x)))
}

fn lines(grid: &Grid) -> Option<GridPattern> {
    let cells = || (grid.x0..grid.width).flat_map(|x| (grid.y0..grid.height).map(move |y| (x, y)));
    let p: Vec<(usize, usize)> = cells().filter(|&(x, y)| grid.at(x, y) == 0).collect();
    if p.is_empty() {
        return None;
    }
    for (a, b, mirrored) in [
        (1, 1, false),
        (1, -1, false),
        (2, 1, false),
        (1, 2, false),
        (2, 1, true),
    ] {
        let mut offsets: Vec<i64> = Vec::new();
        for &(x, y) in &p {
            let (x, y) = (x as i64, y as i64);
            let c = a * x - b * y;
            let c2 = a * y - b * x;
            let known = offsets.contains(&c) || (mirrored && offsets.contains(&c2));
            if !known {
                offsets.push(if mirrored { c.max(c2) } else { c });
            }
            if offsets.len() > MAX_LINES {
                break;
            }
        }
        if offsets.len() > MAX_LINES {
            continue;
        }
        offsets.sort_unstable();
        let exact =
            cells().all(|(x, y)| (grid.at(x, y) == 0) == on_lines(x, y, a, b, &offsets, mirrored));
        let long = offsets.iter().all(|&c| {
            cells()
                .filter(|&(x, y)| on_lines(x, y, a, b, &[c], false))
                .count()
                >= MIN_LINE_CELLS
        });
        if exact && long {
            return Some(GridPattern::Lines {
                a,
                b,
                offsets,
                mirrored,
            });
        }
    }
    None
}

/// Folds n into a table of `len` entries whose entries repeat with period p from a.
fn fold(n: usize, a: usize, p: usize, len: usize) -> usize {
    if n < len {
        n
    } else {
        a + (n - a) % p
    }
}

/// The tables above (y ≥ x) and below the diagonal in (distance along it, distance from it)
/// coordinates, each `half × half`; `None` unless the corner is (c, c) and the table large enough.
fn wedge_tables(grid: &Grid) -> Option<(Grid, Grid)> {
    if grid.x0 != grid.y0 {
        return None;
    }
    let c = grid.x0;
    let half = (grid.width.min(grid.height) - c) / 2;
    if half < crate::patterns::pattern::MIN_VALUES {
        return None;
    }
    let table = |at: &dyn Fn(usize, usize) -> u32| Grid {
        x0: 0,
        y0: 0,
        width: half,
        height: half,
        cells: (0..half)
            .flat_map(|i| (0..half).map(move |j| (i, j)))
            .map(|(i, j)| at(i, j))
            .collect(),
    };
    let upper = table(&|i, j| grid.at(c + i, c + i + j));
    let lower = table(&|i, j| grid.at(c + i + j + 1, c + i));
    Some((upper, lower))
}

/// The value [`GridPattern::Wedges`] gives at (x, y).
fn wedge_value(
    x: usize,
    y: usize,
    c: usize,
    upper: &[usize; 4],
    lower: &[usize; 4],
    tables: &(Grid, Grid),
) -> u32 {
    let (u, l) = tables;
    if y >= x {
        let (i, j) = (x - c, y - x);
        u.at(
            fold(i, upper[0], upper[1], u.width),
            fold(j, upper[2], upper[3], u.height),
        )
    } else {
        let (i, j) = (y - c, x - y - 1);
        l.at(
            fold(i, lower[0], lower[1], l.width),
            fold(j, lower[2], lower[3], l.height),
        )
    }
}

fn wedges(grid: &Grid, class_only: bool) -> Option<(GridPattern, (Grid, Grid))> {
    let (mut u, mut l) = wedge_tables(grid)?;
    if class_only {
        for t in [&mut u, &mut l] {
            for v in &mut t.cells {
                *v = u32::from(*v != 0);
            }
        }
    }
    let corners = |p: GridPattern| match p {
        GridPattern::Periodic { ax, px, ay, py, .. } => Some([ax, px, ay, py]),
        _ => None,
    };
    let upper = corners(periodic(&u, false, false)?)?;
    let lower = corners(periodic(&l, false, false)?)?;
    let tables = (u, l);
    let c = grid.x0;
    // The rule must hold on the whole table, not only on the two squares it was read from.
    let holds = (grid.x0..grid.width).all(|x| {
        (grid.y0..grid.height).all(|y| {
            let v = grid.at(x, y);
            let v = if class_only { u32::from(v != 0) } else { v };
            wedge_value(x, y, c, &upper, &lower, &tables) == v
        })
    });
    holds.then_some((
        GridPattern::Wedges {
            values: !class_only,
            upper,
            lower,
        },
        tables,
    ))
}

impl GridAnalysis {
    /// Analyses `grid` (see the module docs); `letters`: the cells are outcomes.
    ///
    /// # Complexity
    /// O(cells · (largest period search)) for the periods, O(cells) for the others.
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::grid::{Grid, GridAnalysis, GridPattern};
    /// // Wythoff's game, outcomes only (0: P).
    /// let wythoff_p = |x: usize, y: usize| {
    ///     let (lo, hi) = (x.min(y) as u64, x.max(y) as u64);
    ///     lab_engine::patterns::catalogue::floor_phi(hi - lo) == lo
    /// };
    /// let cells = (0..40).flat_map(|x| (0..40).map(move |y| u32::from(!wythoff_p(x, y)))).collect();
    /// let a = GridAnalysis::new(Grid { x0: 0, y0: 0, width: 40, height: 40, cells }, true);
    /// assert_eq!(a.pattern, Some(GridPattern::Beatty { corner: 0, a: 1 }));
    /// assert_eq!(a.predict(100).unwrap()[(12 * 101) + 20], 0); // (12, 20) is P
    /// assert_eq!(a.predict(100).unwrap()[(13 * 101) + 21], 1); // (13, 21) is not
    /// ```
    pub fn new(grid: Grid, letters: bool) -> Self {
        let p_position_count = grid.cells.iter().filter(|&&v| v == 0).count();
        let max_value = grid.cells.iter().copied().max().unwrap_or(0);
        let mut tables = None;
        let pattern = if letters {
            periodic(&grid, true, true)
        } else {
            periodic(&grid, false, true).or_else(|| periodic(&grid, true, true))
        }
        .or_else(|| beatty(&grid))
        .or_else(|| lines(&grid))
        .or_else(|| {
            let found = if letters {
                wedges(&grid, true)
            } else {
                wedges(&grid, false).or_else(|| wedges(&grid, true))
            };
            found.map(|(p, t)| {
                tables = Some(t);
                p
            })
        });
        let size = format!(
            "{}..{} × {}..{}",
            grid.x0,
            grid.width - 1,
            grid.y0,
            grid.height - 1
        );
        let what = if letters { "outcome" } else { "g" };
        let too_small = pattern
            .is_none()
            .then(|| size_hint(&grid, letters))
            .flatten();
        let sentence = match &pattern {
            Some(GridPattern::Periodic {
                values,
                ax,
                px,
                ay,
                py,
            }) => {
                let of = if *values {
                    format!("{what}(x, y)")
                } else {
                    "whether (x, y) is a P-position".into()
                };
                format!(
                    "periodic rows and columns: {of} repeats with period {px} in x from x = {ax} and period {py} in y from y = {ay}, checked on {size} only."
                )
            }
            Some(GridPattern::Wedges { values, upper, lower }) => {
                let of = if *values { what.to_string() } else { "whether it is a P-position".into() };
                format!(
                    "periodic along the diagonal: above it (y ≥ x), {of} at (x, x + d) repeats with period {} in x from x = {} and period {} in d from d = {}; below it, {of} at (y + 1 + d, y) repeats with period {} in y from y = {} and period {} in d from d = {}; checked on {size} only.",
                    upper[1], grid.x0 + upper[0], upper[3], upper[2], lower[1], grid.y0 + lower[0], lower[3], lower[2]
                )
            }
            Some(GridPattern::Beatty { corner, a }) => {
                let c = if *corner > 0 {
                    format!("{corner} + ")
                } else {
                    String::new()
                };
                match a {
                    1 => format!(
                        "Beatty pairs: the P-positions are ({c}⌊kφ⌋, {c}⌊kφ²⌋) and their mirror images, k ≥ 0 (Wythoff's pairs), checked on {size} only."
                    ),
                    2 => format!(
                        "Beatty pairs: the P-positions are ({c}⌊k√2⌋, {c}⌊k(2 + √2)⌋) and their mirror images, k ≥ 0 (the pairs of Fraenkel's 2-Wythoff game), checked on {size} only."
                    ),
                    a => format!(
                        "Beatty pairs: the P-positions are ({c}⌊kα⌋, {c}⌊kα⌋ + {a}k) and their mirror images, k ≥ 0, with α = (√{} − {})/2 (the pairs of Fraenkel's {a}-Wythoff game), checked on {size} only.",
                        a * a + 4,
                        a - 2
                    ),
                }
            }
            Some(GridPattern::Lines {
                a,
                b,
                offsets,
                mirrored,
            }) => {
                let line = |c: i64| {
                    let ax = if *a == 1 { "x".into() } else { format!("{a}x") };
                    let by = if b.abs() == 1 { "y".into() } else { format!("{}y", b.abs()) };
                    let sign = if *b < 0 { "+" } else { "−" };
                    format!("{ax} {sign} {by} = {c}")
                };
                let ls: Vec<String> = offsets.iter().map(|&c| line(c)).collect();
                format!(
                    "P-positions on lines: exactly the cells with {}{}, checked on {size} only.",
                    ls.join(" or "),
                    if *mirrored { ", and their mirror images" } else { "" }
                )
            }
            None => match &too_small {
                Some(h) => {
                    let of = if h.values {
                        format!("{what}(x, y)")
                    } else {
                        "whether (x, y) is a P-position".into()
                    };
                    format!(
                        "no pattern claimed on {size}: {of} repeats with period {} in x from x = {} and period {} in y from y = {} up to the table's edges, but the rules are unknown, so a claim is read from the first two thirds of the columns and of the rows (three full periods, at least {} of each) and must be confirmed exactly by the last third: try x up to {} and y up to {} to see whether it goes on. {p_position_count} P-positions; largest value {max_value}.",
                        h.px, h.ax, h.py, h.ay, crate::patterns::pattern::MIN_VALUES, h.upto_x, h.upto_y
                    )
                }
                None => format!(
                    "no pattern found on {size}: {p_position_count} P-positions; largest value {max_value}. Rows and columns are not periodic (or not on enough values), and the P-positions are neither Beatty pairs nor on a few lines."
                ),
            },
        };
        GridAnalysis {
            pattern,
            p_position_count,
            max_value,
            sentence,
            too_small,
            grid,
            wedges: tables,
        }
    }

    /// What the pattern says at every (x, y) with x, y ≤ `upto`, as
    /// `cells[x · (upto + 1) + y]` (values, or 0/1 outcomes when the pattern
    /// names the P-positions only; cells before (x0, y0) are 0 and are no
    /// positions); `None` when nothing is named.
    ///
    /// # Complexity
    /// O(upto²).
    pub fn predict(&self, upto: usize) -> Option<Vec<u32>> {
        let g = &self.grid;
        let pattern = self.pattern.as_ref()?;
        let side = upto + 1;
        let mut out = vec![0u32; side * side];
        for x in g.x0..=upto {
            for y in g.y0..=upto {
                out[x * side + y] = match pattern {
                    GridPattern::Periodic {
                        values,
                        ax,
                        px,
                        ay,
                        py,
                    } => {
                        let fold = |n: usize, a: usize, p: usize, end: usize| {
                            if n < end {
                                n
                            } else {
                                a + (n - a) % p
                            }
                        };
                        let v = g.at(fold(x, *ax, *px, g.width), fold(y, *ay, *py, g.height));
                        if *values {
                            v
                        } else {
                            u32::from(v != 0)
                        }
                    }
                    GridPattern::Wedges {
                        values,
                        upper,
                        lower,
                    } => {
                        let t = self.wedges.as_ref()?;
                        let v = wedge_value(x, y, g.x0, upper, lower, t);
                        if *values {
                            v
                        } else {
                            u32::from(v != 0)
                        }
                    }
                    GridPattern::Beatty { corner, a } => u32::from(!beatty_p(x, y, *corner, *a)),
                    GridPattern::Lines {
                        a,
                        b,
                        offsets,
                        mirrored,
                    } => u32::from(!on_lines(x, y, *a, *b, offsets, *mirrored)),
                };
            }
        }
        Some(out)
    }

    /// Whether the prediction gives values (else 0/1 outcomes).
    pub fn predicts_values(&self) -> bool {
        matches!(
            self.pattern,
            Some(
                GridPattern::Periodic { values: true, .. }
                    | GridPattern::Wedges { values: true, .. }
            )
        )
    }

    /// The table analysed.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// For [`GridPattern::Wedges`]: the tables above and below the diagonal,
    /// `upper.at(i, j)` the value at (x0 + i, x0 + i + j) and `lower.at(i, j)`
    /// the value at (y0 + i + j + 1, y0 + i) (0/1 when only outcomes repeat).
    pub fn wedge_tables(&self) -> Option<(&Grid, &Grid)> {
        self.wedges.as_ref().map(|(u, l)| (u, l))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(
        w: usize,
        h: usize,
        x0: usize,
        moves: impl Fn(usize, usize) -> Vec<(usize, usize)>,
    ) -> Grid {
        let mut g = vec![vec![0u32; h]; w];
        // Moves lower x + y: fill by increasing x + y.
        for s in 0..w + h {
            for x in 0..w.min(s + 1) {
                let y = s - x;
                if y >= h {
                    continue;
                }
                let opts: Vec<u32> = moves(x, y).iter().map(|&(a, b)| g[a][b]).collect();
                g[x][y] = (0..).find(|v| !opts.contains(v)).unwrap();
            }
        }
        let cells = (x0..w)
            .flat_map(|x| (x0..h).map(|y| g[x][y]).collect::<Vec<_>>())
            .collect();
        Grid {
            x0,
            y0: x0,
            width: w,
            height: h,
            cells,
        }
    }

    #[test]
    fn king_is_periodic_and_predicts_far() {
        let king = |x: usize, y: usize| {
            let mut m = Vec::new();
            if x > 0 {
                m.push((x - 1, y));
            }
            if y > 0 {
                m.push((x, y - 1));
            }
            if x > 0 && y > 0 {
                m.push((x - 1, y - 1));
            }
            m
        };
        let small = GridAnalysis::new(table(30, 30, 0, king), false);
        // The values grow; the P-positions are x and y both even.
        assert_eq!(
            small.pattern,
            Some(GridPattern::Periodic {
                values: false,
                ax: 0,
                px: 2,
                ay: 0,
                py: 2
            }),
            "{}",
            small.sentence
        );
        assert_eq!(small.too_small, None);
        // Twelve by twelve shows the period too briefly: the hint names it and
        // the table it needs, and that table claims it.
        let tiny = GridAnalysis::new(table(12, 12, 0, king), false);
        assert_eq!(tiny.pattern, None, "{}", tiny.sentence);
        let hint = tiny.too_small.clone().expect("a size hint");
        assert_eq!(
            (hint.values, hint.ax, hint.px, hint.ay, hint.py),
            (false, 0, 2, 0, 2),
            "{hint:?}"
        );
        assert!(hint.upto_x >= 12 && hint.upto_y >= 12, "{hint:?}");
        assert!(
            tiny.sentence.contains(&format!(
                "try x up to {} and y up to {}",
                hint.upto_x, hint.upto_y
            )),
            "{}",
            tiny.sentence
        );
        let enough = GridAnalysis::new(table(hint.upto_x + 1, hint.upto_y + 1, 0, king), false);
        assert!(
            matches!(
                enough.pattern,
                Some(GridPattern::Periodic { px: 2, py: 2, .. })
            ),
            "{}",
            enough.sentence
        );
        let just_short = GridAnalysis::new(table(hint.upto_x, hint.upto_y, 0, king), false);
        assert_eq!(just_short.pattern, None, "{}", just_short.sentence);
        let big = table(90, 90, 0, king);
        let p = small.predict(89).unwrap();
        for x in 0..90 {
            for y in 0..90 {
                assert_eq!(p[x * 90 + y], u32::from(big.at(x, y) != 0));
            }
        }
    }

    #[test]
    fn a_diagonal_step_is_periodic_along_the_diagonal() {
        // Only (x − 1, y − 1): P iff min(x, y) is even; also with a step (x − 2, y − 1).
        let diagonal = |x: usize, y: usize| {
            if x > 0 && y > 0 {
                vec![(x - 1, y - 1)]
            } else {
                vec![]
            }
        };
        let a = GridAnalysis::new(table(40, 40, 0, diagonal), false);
        assert!(
            matches!(a.pattern, Some(GridPattern::Wedges { .. })),
            "{}",
            a.sentence
        );
        let big = table(150, 150, 0, diagonal);
        let p = a.predict(149).unwrap();
        for x in 0..150 {
            for y in 0..150 {
                let want = if a.predicts_values() {
                    big.at(x, y)
                } else {
                    u32::from(big.at(x, y) != 0)
                };
                assert_eq!(p[x * 150 + y], want, "({x}, {y})");
            }
        }
        // Too small a table claims nothing.
        let a = GridAnalysis::new(table(20, 20, 0, diagonal), false);
        assert_eq!(a.pattern, None, "{}", a.sentence);
    }

    #[test]
    fn wythoff_values_give_beatty_pairs() {
        let wythoff = |x: usize, y: usize| {
            let mut m: Vec<(usize, usize)> = (0..x).map(|i| (i, y)).collect();
            m.extend((0..y).map(|j| (x, j)));
            m.extend((1..=x.min(y)).map(|k| (x - k, y - k)));
            m
        };
        let a = GridAnalysis::new(table(40, 40, 0, wythoff), false);
        assert_eq!(
            a.pattern,
            Some(GridPattern::Beatty { corner: 0, a: 1 }),
            "{}",
            a.sentence
        );
        assert!(!a.predicts_values());
        // Too small a table claims nothing.
        let a = GridAnalysis::new(table(10, 10, 0, wythoff), false);
        assert_eq!(a.pattern, None, "{}", a.sentence);
    }

    #[test]
    fn lines_of_slope_minus_one() {
        // P exactly where x + y = 12 (a table made up to show the line).
        let (w, h) = (20, 20);
        let cells = (0..w)
            .flat_map(|x| (0..h).map(move |y| u32::from(x + y != 12)))
            .collect();
        let grid = Grid {
            x0: 0,
            y0: 0,
            width: w,
            height: h,
            cells,
        };
        let a = GridAnalysis::new(grid, true);
        assert_eq!(
            a.pattern,
            Some(GridPattern::Lines {
                a: 1,
                b: -1,
                offsets: vec![12],
                mirrored: false
            }),
            "{}",
            a.sentence
        );
        assert!(a.sentence.contains("x + y = 12"), "{}", a.sentence);
        let p = a.predict(40).unwrap();
        for x in 0..=40 {
            for y in 0..=40 {
                assert_eq!(p[x * 41 + y], u32::from(x + y != 12), "({x}, {y})");
            }
        }
    }

    #[test]
    fn diagonal_lines() {
        // Take from either pile, and the piles must stay… Nim with two heaps: P iff x = y.
        let nim = |x: usize, y: usize| {
            let mut m: Vec<(usize, usize)> = (0..x).map(|i| (i, y)).collect();
            m.extend((0..y).map(|j| (x, j)));
            m
        };
        let a = GridAnalysis::new(table(30, 30, 0, nim), false);
        assert_eq!(
            a.pattern,
            Some(GridPattern::Lines {
                a: 1,
                b: 1,
                offsets: vec![0],
                mirrored: false
            }),
            "{}",
            a.sentence
        );
    }
}
