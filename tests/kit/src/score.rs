//! Score games from the rules: the exact minimax value, the best move by value and the principal line; expectimax over chance, exact in rationals or in floating point.
//!
//! A kit implements [`ScoreRules`] when its game ends with a number rather
//! than a winner: the first player (Max) wants the score high, the second
//! (Min) wants it low, and the score is a payoff at the end
//! ([`ScoreRules::payoff`]), a gain per move ([`Edge::gain`]), or both. A
//! position may also belong to chance ([`Turn::Chance`]: a random digit, a
//! judge that moves at random), whose moves have weights.
//!
//! From that one statement:
//! - [`ScoreRules::value`]: the exact minimax value, in `i128` (no chance);
//! - [`ScoreRules::best`] and [`ScoreRules::line`]: the move the mover
//!   plays by value, and the principal line to the end;
//! - [`ScoreRules::lead`]: who ends ahead ([`Lead`]: first, second, tie),
//!   for the three-way verdicts that compare totals;
//! - [`ScoreRules::expected`]: expectimax, exact as a [`Ratio`] of `i128`s
//!   (it panics, naming the fallback, when an exact value would overflow);
//!   [`ScoreRules::expected_f64`]: the same in `f64`, whose error is at most
//!   about 2^−50 of the largest partial sum per level of chance.
//! - where positions repeat (the game graph has cycles):
//!   [`ScoreRules::loopy_value`], the minimax value or [`Total::Never`]
//!   (the side [`ScoreRules::ENDLESS`] names, Max by default, can keep the
//!   game going forever), and [`ScoreRules::loopy_expected_f64`],
//!   expectimax to a stated tolerance; both from every reachable position
//!   ([`crate::loopy`]).
//!
//! Memos follow [`crate::rules::Rules`]: zero-sized rules share one per
//! thread; rules holding data (from the input) search with a fresh memo per
//! call, or keep their own in a [`Scored`]. The searches use an explicit
//! stack (no recursion) and refuse a cycle, but for the `loopy_` ones.
//!
//! # Example
//! ```
//! use problem_kit::score::{Edge, Lead, ScoreRules, Turn};
//! /// Take the left or right end of a row; the score is Max's total minus Min's.
//! struct Ends(Vec<i128>);
//! impl ScoreRules for Ends {
//!     /// (left, right, whether Max moves): the row a[left..right].
//!     type Pos = (usize, usize, bool);
//!     fn turn(&self, &(_, _, max): &Self::Pos) -> Turn {
//!         if max { Turn::Max } else { Turn::Min }
//!     }
//!     fn moves(&self, &(l, r, max): &Self::Pos) -> Vec<Edge<Self::Pos>> {
//!         if l == r {
//!             return Vec::new();
//!         }
//!         let sign = if max { 1 } else { -1 };
//!         vec![
//!             Edge::gain(sign * self.0[l], (l + 1, r, !max)),
//!             Edge::gain(sign * self.0[r - 1], (l, r - 1, !max)),
//!         ]
//!     }
//! }
//! let row = Ends(vec![10, 80, 90, 30]);
//! assert_eq!(row.value(&(0, 4, true)), 10);
//! assert_eq!(row.lead(&(0, 4, true)), Lead::First);
//! // Max takes the 30: taking the 10 would open the 90 to Min.
//! assert_eq!(row.best(&(0, 4, true)).unwrap().to, (0, 3, false));
//! assert_eq!(row.line(&(0, 4, true)).len(), 4);
//! ```

use crate::brute;
pub use crate::loopy::Total;
pub use games_core::score::Lead;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// Who chooses the move at a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The first player, who maximises the score.
    Max,
    /// The second player, who minimises it.
    Min,
    /// Chance: each move with probability its weight over the weights' sum.
    Chance,
}

/// One move of a score game: what it adds to the score and where it leads.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge<P> {
    /// What the move adds to the score, from Max's side (a point Min scores is −1).
    pub gain: i128,
    /// The position after it.
    pub to: P,
    /// Its weight at a chance position (its probability is the weight over
    /// the weights' sum there); ignored where a player chooses.
    pub weight: u64,
}

impl<P> Edge<P> {
    /// A move to `to` that scores nothing.
    pub fn to(to: P) -> Edge<P> {
        Edge {
            gain: 0,
            to,
            weight: 1,
        }
    }

    /// A move to `to` that adds `gain` to the score.
    pub fn gain(gain: i128, to: P) -> Edge<P> {
        Edge {
            gain,
            to,
            weight: 1,
        }
    }

    /// A chance move to `to`, of weight `weight`, that scores nothing.
    pub fn chance(weight: u64, to: P) -> Edge<P> {
        Edge {
            gain: 0,
            to,
            weight,
        }
    }

    /// The same move, adding `gain` to the score.
    pub fn scoring(self, gain: i128) -> Edge<P> {
        Edge { gain, ..self }
    }
}

/// A score game's rules, as a value: who moves where, what each move
/// scores, and what the end pays. See the [module](self) for what it gives.
pub trait ScoreRules: Sized {
    /// A position, with whose turn it is; small, with a key.
    type Pos: Clone + Eq + Hash + fmt::Debug + 'static;

    /// Who chooses at `p` (read only when `p` has moves).
    fn turn(&self, p: &Self::Pos) -> Turn;

    /// The moves from `p`, each with its gain and (at chance) its weight;
    /// none when the game is over.
    fn moves(&self, p: &Self::Pos) -> Vec<Edge<Self::Pos>>;

    /// What the end `p` (no moves) adds to the score, from Max's side; 0 by default.
    fn payoff(&self, p: &Self::Pos) -> i128 {
        let _ = p;
        0
    }

    /// The player an endless play favours in [`ScoreRules::loopy_value`]:
    /// `Turn::Max` by default, as if a play that never ends scored +∞ (Max
    /// prefers it; Min wants the game to end, then the smallest score: the
    /// chaser in a game of tag, Takahashi in AtCoder ABC261 Ex); `Turn::Min`
    /// for the mirror image (−∞). Gains must point the same way (≥ 0 for
    /// Max, ≤ 0 for Min): otherwise the side that wants the end could gain
    /// without bound before ending it.
    const ENDLESS: Turn = Turn::Max;

    /// Runs `f` with the memo of these rules for one kind of search, as
    /// [`crate::rules::Rules::with_memo`] does. Rules do not override it.
    fn with_memo<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        brute::memo_of::<Self, S, V, T>(f)
    }

    /// The exact minimax value of `p`: the score with best play on both
    /// sides, from Max's side.
    ///
    /// # Panics
    /// If a chance position is reachable (use [`ScoreRules::expected`]),
    /// the game has a cycle, or the value leaves `i128`.
    fn value(&self, p: &Self::Pos) -> i128 {
        self.with_memo(|memo: &mut HashMap<Self::Pos, i128>| {
            search(self, p, memo, |q| self.payoff(q), minimax_step)
        })
    }

    /// Who ends ahead with best play: the sign of [`ScoreRules::value`].
    ///
    /// # Panics
    /// As [`ScoreRules::value`].
    fn lead(&self, p: &Self::Pos) -> Lead {
        Lead::of(self.value(p))
    }

    /// The move the mover plays at `p` by value (the first of the best, in
    /// [`ScoreRules::moves`]' order); `None` when `p` is over or belongs to
    /// chance.
    ///
    /// # Panics
    /// As [`ScoreRules::value`].
    fn best(&self, p: &Self::Pos) -> Option<Edge<Self::Pos>> {
        best_by(self, p, |e| add(e.gain, self.value(&e.to)))
    }

    /// The principal line from `p`: [`ScoreRules::best`] move after move,
    /// until the game is over or chance is to move.
    ///
    /// # Panics
    /// As [`ScoreRules::value`].
    fn line(&self, p: &Self::Pos) -> Vec<Edge<Self::Pos>> {
        let mut line = Vec::new();
        let mut at = p.clone();
        while let Some(e) = self.best(&at) {
            at = e.to.clone();
            line.push(e);
        }
        line
    }

    /// The exact expected score of `p` with best play against chance
    /// (expectimax: Max maximises, Min minimises, chance averages by weight).
    ///
    /// # Panics
    /// If the exact value leaves `i128` (use [`ScoreRules::expected_f64`]),
    /// a chance position has no weight, or the game has a cycle.
    fn expected(&self, p: &Self::Pos) -> Ratio {
        self.with_memo(|memo: &mut HashMap<Self::Pos, Ratio>| {
            search(
                self,
                p,
                memo,
                |q| Ratio::from(self.payoff(q)),
                expectimax_step,
            )
        })
    }

    /// [`ScoreRules::expected`] in `f64`: no overflow, and an error of at
    /// most about 2^−50 of the largest magnitude summed, per level of chance.
    ///
    /// # Panics
    /// If a chance position has no weight, or the game has a cycle.
    fn expected_f64(&self, p: &Self::Pos) -> f64 {
        self.with_memo(|memo: &mut HashMap<Self::Pos, F64>| {
            search(
                self,
                p,
                memo,
                |q| F64(self.payoff(q) as f64),
                expectimax_f64_step,
            )
        })
        .0
    }

    /// The minimax value of `p` in a game whose positions may repeat:
    /// [`Total::Ends`] with the score under best play, or [`Total::Never`]
    /// when the player [`ScoreRules::ENDLESS`] names can keep the game going
    /// forever. Found from the rules alone: every position reachable from
    /// `p` listed, then value iteration to a fixed point
    /// ([`crate::loopy::minimax_values`]), no cut-off. Agrees with
    /// [`ScoreRules::value`] on games without cycles, at more cost (no memo
    /// is kept: each call lists the positions afresh).
    ///
    /// # Panics
    /// As [`crate::loopy::minimax_values`]: a chance position reachable, or
    /// a gain against the endless side.
    ///
    /// # Example
    /// ```
    /// use problem_kit::score::{Edge, ScoreRules, Total, Turn};
    /// /// A token on a ring of 4 cells; Min (at even cells) may leave for 10,
    /// /// or step on for 1, as Max (at odd cells) must.
    /// struct Ring;
    /// impl ScoreRules for Ring {
    ///     type Pos = Option<u8>;
    ///     fn turn(&self, p: &Option<u8>) -> Turn {
    ///         if p.unwrap() % 2 == 0 { Turn::Min } else { Turn::Max }
    ///     }
    ///     fn moves(&self, p: &Option<u8>) -> Vec<Edge<Option<u8>>> {
    ///         let Some(c) = *p else { return Vec::new() };
    ///         let mut m = vec![Edge::gain(1, Some((c + 1) % 4))];
    ///         if c % 2 == 0 {
    ///             m.push(Edge::gain(10, None));
    ///         }
    ///         m
    ///     }
    /// }
    /// assert_eq!(Ring.loopy_value(&Some(0)), Total::Ends(10));
    /// assert_eq!(Ring.loopy_value(&Some(1)), Total::Ends(11));
    /// ```
    fn loopy_value(&self, p: &Self::Pos) -> Total {
        self.loopy_values(p)[p]
    }

    /// [`ScoreRules::loopy_value`] of every position reachable from `p`.
    ///
    /// # Panics
    /// As [`ScoreRules::loopy_value`].
    fn loopy_values(&self, p: &Self::Pos) -> HashMap<Self::Pos, Total> {
        crate::loopy::minimax_values(self, p)
    }

    /// The expected score of `p` with best play against chance, in `f64`
    /// and within `tolerance`, in a game whose positions may repeat (a die
    /// that passes the turn) and that is scored at its ends only: every
    /// position reachable from `p` listed, then Gauss–Seidel sweeps from
    /// below and from above until they are within 2 · `tolerance`
    /// ([`crate::loopy::expected_f64_values`], which says why they meet).
    ///
    /// # Panics
    /// As [`crate::loopy::expected_f64_values`]: a move with a gain, or
    /// play that may go on forever with positive probability.
    fn loopy_expected_f64(&self, p: &Self::Pos, tolerance: f64) -> f64 {
        self.loopy_expected_f64_all(p, tolerance)[p]
    }

    /// [`ScoreRules::loopy_expected_f64`] of every position reachable from `p`
    /// (one solve for all of a reference's questions).
    ///
    /// # Panics
    /// As [`ScoreRules::loopy_expected_f64`].
    fn loopy_expected_f64_all(&self, p: &Self::Pos, tolerance: f64) -> HashMap<Self::Pos, f64> {
        crate::loopy::expected_f64_values(self, p, tolerance)
    }

    /// The move the mover plays at `p` by expected score (the first of the
    /// best); `None` when `p` is over or belongs to chance.
    ///
    /// # Panics
    /// As [`ScoreRules::expected`].
    fn best_expected(&self, p: &Self::Pos) -> Option<Edge<Self::Pos>> {
        best_by(self, p, |e| Ratio::from(e.gain).plus(self.expected(&e.to)))
    }
}

/// Score rules with their own memos, as [`crate::rules::Game`] keeps for
/// win/lose rules: every search reuses what the earlier ones found, and
/// nothing of it outlives the value.
///
/// # Example
/// ```
/// use problem_kit::score::{Edge, ScoreRules, Scored, Turn};
/// /// Roll a die with `self.0` faces once: the score is the face.
/// struct Die(u64);
/// impl ScoreRules for Die {
///     type Pos = Option<u64>;
///     fn turn(&self, _: &Option<u64>) -> Turn { Turn::Chance }
///     fn moves(&self, p: &Option<u64>) -> Vec<Edge<Option<u64>>> {
///         match p {
///             None => (1..=self.0).map(|f| Edge::chance(1, Some(f)).scoring(f as i128)).collect(),
///             Some(_) => Vec::new(),
///         }
///     }
/// }
/// let six = Scored::new(Die(6));
/// assert_eq!(six.expected(&None).to_string(), "7/2");
/// assert_eq!(Scored::new(Die(3)).expected(&None).to_string(), "2");
/// ```
pub struct Scored<R: ScoreRules> {
    rules: R,
    memos: brute::Memos,
}

impl<R: ScoreRules> Scored<R> {
    /// `rules` with empty memos.
    pub fn new(rules: R) -> Scored<R> {
        Scored {
            rules,
            memos: brute::Memos::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }
}

impl<R: ScoreRules> ScoreRules for Scored<R> {
    type Pos = R::Pos;
    const ENDLESS: Turn = R::ENDLESS;

    fn turn(&self, p: &R::Pos) -> Turn {
        self.rules.turn(p)
    }

    fn moves(&self, p: &R::Pos) -> Vec<Edge<R::Pos>> {
        self.rules.moves(p)
    }

    fn payoff(&self, p: &R::Pos) -> i128 {
        self.rules.payoff(p)
    }

    fn with_memo<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        self.memos.with(f)
    }
}

/// The move the mover at `p` plays by `worth` (what a move is worth to
/// Max: Max takes the largest, Min the smallest, the first of the best in
/// [`ScoreRules::moves`]' order); `None` when `p` is over or belongs to chance.
fn best_by<R: ScoreRules, V: Ord>(
    rules: &R,
    p: &R::Pos,
    worth: impl Fn(&Edge<R::Pos>) -> V,
) -> Option<Edge<R::Pos>> {
    let max = match rules.turn(p) {
        Turn::Max => true,
        Turn::Min => false,
        Turn::Chance => return None,
    };
    let mut best: Option<(V, Edge<R::Pos>)> = None;
    for e in rules.moves(p) {
        let v = worth(&e);
        let better = best
            .as_ref()
            .map_or(true, |(b, _)| if max { v > *b } else { v < *b });
        if better {
            best = Some((v, e));
        }
    }
    best.map(|(_, e)| e)
}

fn add(a: i128, b: i128) -> i128 {
    a.checked_add(b)
        .unwrap_or_else(|| panic!("the score {a} + {b} leaves i128"))
}

fn minimax_step(turn: Turn, options: &[(i128, u64, i128)]) -> i128 {
    let values = options.iter().map(|&(g, _, v)| add(g, v));
    match turn {
        Turn::Max => values.max().expect("a move"),
        Turn::Min => values.min().expect("a move"),
        Turn::Chance => {
            panic!("a chance position is reachable: its value is an expectation (ScoreRules::expected)")
        }
    }
}

fn expectimax_step(turn: Turn, options: &[(i128, u64, Ratio)]) -> Ratio {
    let values = options.iter().map(|&(g, _, v)| Ratio::from(g).plus(v));
    match turn {
        Turn::Max => values.max().expect("a move"),
        Turn::Min => values.min().expect("a move"),
        Turn::Chance => {
            let total: u64 = options.iter().map(|&(_, w, _)| w).sum();
            assert!(total > 0, "a chance position whose moves weigh nothing");
            let mut sum = Ratio::from(0);
            for (&(_, w, _), v) in options.iter().zip(values) {
                sum = sum.plus(v.times(w));
            }
            sum.over(total)
        }
    }
}

/// An `f64` with the order the searches need (values are never NaN).
#[derive(Clone, Copy, Debug, PartialEq)]
struct F64(f64);

fn expectimax_f64_step(turn: Turn, options: &[(i128, u64, F64)]) -> F64 {
    let values = options.iter().map(|&(g, _, v)| g as f64 + v.0);
    F64(match turn {
        Turn::Max => values.fold(f64::NEG_INFINITY, f64::max),
        Turn::Min => values.fold(f64::INFINITY, f64::min),
        Turn::Chance => {
            let total: u64 = options.iter().map(|&(_, w, _)| w).sum();
            assert!(total > 0, "a chance position whose moves weigh nothing");
            let sum: f64 = options
                .iter()
                .zip(values)
                .map(|(&(_, w, _), v)| w as f64 * v)
                .sum();
            sum / total as f64
        }
    })
}

/// The value of `start` by [`brute`]'s post-order search (an explicit
/// stack, refusing cycles): an end is `leaf(p)`, a position with moves is
/// `step(turn, [(gain, weight, value after)])`; memoised in `memo`.
fn search<R: ScoreRules, V: Copy>(
    rules: &R,
    start: &R::Pos,
    memo: &mut HashMap<R::Pos, V>,
    leaf: impl Fn(&R::Pos) -> V,
    step: impl Fn(Turn, &[(i128, u64, V)]) -> V,
) -> V {
    brute::post_order_edges(
        start,
        |p: &R::Pos| rules.moves(p),
        |e: &Edge<R::Pos>| &e.to,
        |p, edges, values| {
            if edges.is_empty() {
                return leaf(p);
            }
            let options: Vec<(i128, u64, V)> = edges
                .iter()
                .zip(values)
                .map(|(e, &v)| (e.gain, e.weight, v))
                .collect();
            step(rules.turn(p), &options)
        },
        memo,
    )
}

/// An exact rational number, `num / den` in lowest terms with `den > 0`,
/// in `i128`: expected scores. Every operation panics, naming the `f64`
/// fallback, when the exact result leaves `i128`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i128,
    den: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn exact(v: Option<i128>) -> i128 {
    v.expect("an exact expected score leaves i128: use ScoreRules::expected_f64")
}

impl Ratio {
    /// `num / den`, reduced.
    ///
    /// # Panics
    /// If `den` is 0.
    pub fn new(num: i128, den: i128) -> Ratio {
        assert!(den != 0, "a ratio with denominator 0");
        let g = gcd(num, den).max(1);
        let (num, den) = (num / g, den / g);
        if den < 0 {
            Ratio {
                num: exact(num.checked_neg()),
                den: exact(den.checked_neg()),
            }
        } else {
            Ratio { num, den }
        }
    }

    /// The numerator (lowest terms; its sign is the value's).
    pub fn numer(&self) -> i128 {
        self.num
    }

    /// The denominator (lowest terms, positive).
    pub fn denom(&self) -> i128 {
        self.den
    }

    /// `self + other`.
    pub fn plus(self, other: Ratio) -> Ratio {
        let g = gcd(self.den, other.den);
        let (a, b) = (self.den / g, other.den / g);
        let num = exact(
            self.num
                .checked_mul(b)
                .and_then(|x| other.num.checked_mul(a).and_then(|y| x.checked_add(y))),
        );
        Ratio::new(num, exact(self.den.checked_mul(b)))
    }

    /// `self · k`.
    pub fn times(self, k: u64) -> Ratio {
        let k = i128::from(k);
        let g = gcd(k, self.den).max(1);
        Ratio::new(exact(self.num.checked_mul(k / g)), self.den / g)
    }

    /// `self / k`.
    ///
    /// # Panics
    /// If `k` is 0.
    pub fn over(self, k: u64) -> Ratio {
        assert!(k != 0, "a ratio divided by 0");
        let k = i128::from(k);
        let g = gcd(self.num, k).max(1);
        Ratio::new(self.num / g, exact(self.den.checked_mul(k / g)))
    }

    /// The nearest `f64`.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Whether `self ≥ k`, exactly.
    pub fn at_least(self, k: i128) -> bool {
        self >= Ratio::from(k)
    }
}

impl From<i128> for Ratio {
    fn from(n: i128) -> Ratio {
        Ratio { num: n, den: 1 }
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> Ordering {
        // a/b vs c/d with b, d > 0: compare a·d with c·b in i128 when it
        // fits; else by the integer parts, then by the remainders' inverses
        // (r/b < s/d exactly when d/s < b/r): Euclid's steps, no recursion.
        let (mut a, mut b, mut c, mut d) = (self.num, self.den, other.num, other.den);
        loop {
            if let (Some(x), Some(y)) = (a.checked_mul(d), c.checked_mul(b)) {
                return x.cmp(&y);
            }
            let (qa, ra) = (a.div_euclid(b), a.rem_euclid(b));
            let (qc, rc) = (c.div_euclid(d), c.rem_euclid(d));
            if qa != qc {
                return qa.cmp(&qc);
            }
            match (ra, rc) {
                (0, 0) => return Ordering::Equal,
                (0, _) => return Ordering::Less,
                (_, 0) => return Ordering::Greater,
                _ => (a, b, c, d) = (d, rc, b, ra),
            }
        }
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Take from either end of a row; the score is Max's total − Min's.
    struct Ends(Vec<i128>);

    impl ScoreRules for Ends {
        type Pos = (usize, usize, bool);
        fn turn(&self, p: &Self::Pos) -> Turn {
            if p.2 {
                Turn::Max
            } else {
                Turn::Min
            }
        }
        fn moves(&self, &(l, r, max): &Self::Pos) -> Vec<Edge<Self::Pos>> {
            if l == r {
                return Vec::new();
            }
            let s = if max { 1 } else { -1 };
            vec![
                Edge::gain(s * self.0[l], (l + 1, r, !max)),
                Edge::gain(s * self.0[r - 1], (l, r - 1, !max)),
            ]
        }
    }

    /// The interval DP of the mover's advantage, written apart from the search.
    fn advantage(a: &[i128]) -> i128 {
        let n = a.len();
        let mut f = vec![vec![0i128; n + 1]; n + 1];
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len;
                f[l][r] = (a[l] - f[l + 1][r]).max(a[r - 1] - f[l][r - 1]);
            }
        }
        f[0][n]
    }

    #[test]
    fn minimax_matches_the_interval_dp_on_random_rows() {
        let mut rng = StdRng::seed_from_u64(37);
        for _ in 0..300 {
            let n = rng.gen_range(1..=10);
            let a: Vec<i128> = (0..n).map(|_| rng.gen_range(-20..=20)).collect();
            let game = Ends(a.clone());
            let v = game.value(&(0, n, true));
            assert_eq!(v, advantage(&a), "{a:?}");
            // The principal line scores the value, move by move.
            let line = game.line(&(0, n, true));
            assert_eq!(line.len(), n, "{a:?}");
            assert_eq!(line.iter().map(|e| e.gain).sum::<i128>(), v, "{a:?}");
            assert_eq!(game.lead(&(0, n, true)), Lead::of(v));
            // Without chance, the expectation is the value.
            assert_eq!(game.expected(&(0, n, true)), Ratio::from(v));
            assert_eq!(game.expected_f64(&(0, n, true)), v as f64);
        }
    }

    /// Max draws a die of `faces` faces `rolls` times and after each roll
    /// may stop (keeping that face) or roll on; the last roll is kept.
    struct Stop {
        faces: u64,
    }

    impl ScoreRules for Stop {
        /// (rolls left, Some(face) to decide on, or None: chance rolls).
        type Pos = (u32, Option<u64>);
        fn turn(&self, p: &Self::Pos) -> Turn {
            if p.1.is_some() {
                Turn::Max
            } else {
                Turn::Chance
            }
        }
        fn moves(&self, &(left, face): &Self::Pos) -> Vec<Edge<Self::Pos>> {
            match face {
                None if left > 0 => (1..=self.faces)
                    .map(|f| Edge::chance(1, (left - 1, Some(f))))
                    .collect(),
                None => Vec::new(),
                Some(f) if left == 0 => vec![Edge::gain(f as i128, (0, None))],
                Some(f) => vec![Edge::gain(f as i128, (0, None)), Edge::to((left, None))],
            }
        }
    }

    #[test]
    fn expectimax_is_exact_for_the_stopping_die() {
        let game = Scored::new(Stop { faces: 6 });
        // One roll: 7/2. Two: keep 4, 5, 6, else re-roll: (4+5+6 + 3·7/2)/6 = 17/4.
        assert_eq!(game.expected(&(1, None)), Ratio::new(7, 2));
        assert_eq!(game.expected(&(2, None)), Ratio::new(17, 4));
        // Three: keep 5 and 6 against 17/4: (5 + 6 + 4·17/4)/6 = 14/3.
        assert_eq!(game.expected(&(3, None)), Ratio::new(14, 3));
        assert!((game.expected_f64(&(3, None)) - 14.0 / 3.0).abs() < 1e-12);
        // Holding a 4 with a roll left: stop (4 ≥ 7/2).
        assert_eq!(game.best_expected(&(1, Some(4))).unwrap().to, (0, None));
        assert_eq!(game.best_expected(&(1, Some(3))).unwrap().to, (1, None));
        assert_eq!(game.best(&(1, None)), None, "chance has no best move");
    }

    #[test]
    #[should_panic(expected = "ScoreRules::expected")]
    fn minimax_refuses_chance() {
        Stop { faces: 2 }.value(&(1, None));
    }

    #[test]
    fn rules_holding_data_never_share_a_memo() {
        let a = Scored::new(Ends(vec![1, 100]));
        let b = Scored::new(Ends(vec![100, 1]));
        for _ in 0..2 {
            assert_eq!(a.value(&(0, 2, true)), 99);
            assert_eq!(b.value(&(0, 2, true)), 99);
            assert_eq!(a.best(&(0, 2, true)).unwrap().to, (0, 1, false));
            assert_eq!(b.best(&(0, 2, true)).unwrap().to, (1, 2, false));
        }
        // Without a Scored, each call searches afresh.
        assert_eq!(Ends(vec![3]).value(&(0, 1, true)), 3);
        assert_eq!(Ends(vec![5]).value(&(0, 1, true)), 5);
    }

    #[test]
    fn ratios_are_exact_and_ordered() {
        let third = Ratio::new(1, 3);
        assert_eq!(third.plus(third).plus(third), Ratio::from(1));
        assert_eq!(Ratio::new(2, -4), Ratio::new(-1, 2));
        assert_eq!(Ratio::new(-1, 2).to_string(), "-1/2");
        assert_eq!(third.times(6), Ratio::from(2));
        assert_eq!(Ratio::from(3).over(6), Ratio::new(1, 2));
        assert!(Ratio::new(1, 3) < Ratio::new(1, 2));
        assert!(Ratio::new(-1, 3) > Ratio::new(-1, 2));
        // Cross products past i128 still compare exactly.
        let big = Ratio::new(i128::MAX / 3, i128::MAX / 5);
        let bigger = Ratio::new(i128::MAX / 3 + 1, i128::MAX / 5);
        assert_eq!(big.cmp(&bigger), Ordering::Less);
        assert_eq!(bigger.cmp(&big), Ordering::Greater);
        assert!(Ratio::new(7, 2).at_least(3) && !Ratio::new(7, 2).at_least(4));
    }

    #[test]
    #[should_panic(expected = "expected_f64")]
    fn an_exact_value_past_i128_names_the_fallback() {
        let _ = Ratio::from(i128::MAX).plus(Ratio::from(1));
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_is_refused() {
        struct Loop;
        impl ScoreRules for Loop {
            type Pos = u8;
            fn turn(&self, _: &u8) -> Turn {
                Turn::Max
            }
            fn moves(&self, &p: &u8) -> Vec<Edge<u8>> {
                vec![Edge::to((p + 1) % 3)]
            }
        }
        Loop.value(&0);
    }
}
