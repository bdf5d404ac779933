//! Exact dyadic rationals p/2^k, the values of partizan games that are numbers: sums, order, the simplest number between two, printing.
//!
//! A [`Dyadic`] is kept in lowest terms: `num / 2^exp` with `num` odd, or
//! `exp = 0` (an integer). The numerator is an `i128` and the exponent is at
//! most [`MAX_EXP`], so two values are compared exactly without overflow,
//! and sums overflow only past 2^127 / 2^exp (they then panic, never wrap).
//!
//! Bounds for the contest ranges: a Blue-Red stalk of at most 62 edges has
//! exp ≤ 61 and |value| ≤ 62; a sum of 10^5 of them has exp ≤ 61 and
//! |num| ≤ 62·10^5·2^61 < 2^23·2^61 = 2^84, far below 2^127. Integers such as
//! Cutcake values (|v| < 10^18 each, 10^5 of them, |sum| < 10^23 < 2^77) fit
//! with exp = 0.

use super::reply::Reply;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

/// The largest denominator exponent a [`Dyadic`] may have: 2^125 is the
/// finest denominator. Values within 1 of each other then differ by less
/// than 2^126 in units of the finer denominator, which keeps
/// [`Dyadic::cmp`] and [`Dyadic::simplest_between`] free of overflow.
pub const MAX_EXP: u32 = 125;

/// An exact number `num / 2^exp` in lowest terms (see the module header).
///
/// `Ord`, `Eq` and `Hash` compare values; `Display` prints `-3`, `0`,
/// `3/8`, `-7/4`. `+`, `-` (both), `+=`, `-=` and `Sum` are exact.
///
/// # Complexity
/// Every operation is O(1).
///
/// # Example
/// ```
/// use games_core::dyadic::Dyadic;
/// let (half, quarter) = (Dyadic::new(1, 1), Dyadic::new(1, 2));
/// assert_eq!((half + quarter).to_string(), "3/4");
/// assert_eq!((quarter - Dyadic::integer(2)).to_string(), "-7/4");
/// assert!(quarter < half && -half < quarter);
/// let total: Dyadic = [half, half, -Dyadic::ONE].into_iter().sum();
/// assert_eq!(total, Dyadic::ZERO);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Dyadic {
    num: i128,
    exp: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };
    /// One.
    pub const ONE: Dyadic = Dyadic { num: 1, exp: 0 };

    /// The integer `n`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(-3).to_string(), "-3");
    /// ```
    pub const fn integer(n: i128) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// `num / 2^exp`, reduced to lowest terms.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If the reduced exponent exceeds [`MAX_EXP`].
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3), Dyadic::new(3, 2));
    /// assert_eq!(Dyadic::new(-12, 2), Dyadic::integer(-3));
    /// assert_eq!(Dyadic::new(6, 3).to_string(), "3/4");
    /// ```
    pub fn new(num: i128, exp: u32) -> Dyadic {
        if num == 0 {
            return Dyadic::ZERO;
        }
        let shift = num.trailing_zeros().min(exp);
        let d = Dyadic {
            num: num >> shift,
            exp: exp - shift,
        };
        assert!(
            d.exp <= MAX_EXP,
            "dyadic denominator 2^{} is finer than 2^{MAX_EXP}",
            d.exp
        );
        d
    }

    /// The numerator in lowest terms (odd unless the value is an integer).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3).numerator(), 3);
    /// ```
    pub const fn numerator(self) -> i128 {
        self.num
    }

    /// The exponent k of the denominator 2^k in lowest terms (0: an integer).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3).exponent(), 2);
    /// assert_eq!(Dyadic::integer(8).exponent(), 0);
    /// ```
    pub const fn exponent(self) -> u32 {
        self.exp
    }

    /// Whether the value is an integer.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert!(Dyadic::new(8, 2).is_integer() && !Dyadic::new(1, 1).is_integer());
    /// ```
    pub const fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// ⌊value⌋, the greatest integer not above the value.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-7, 2).floor(), -2);
    /// assert_eq!(Dyadic::new(7, 2).floor(), 1);
    /// ```
    pub const fn floor(self) -> i128 {
        // An arithmetic shift rounds towards −∞.
        self.num >> self.exp
    }

    /// `self · 2^k`, exactly.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If the result does not fit (|numerator| ≥ 2^127).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(3, 3).times_pow2(2), Dyadic::new(3, 1));
    /// assert_eq!(Dyadic::integer(3).times_pow2(2), Dyadic::integer(12));
    /// ```
    pub fn times_pow2(self, k: u32) -> Dyadic {
        if k <= self.exp {
            Dyadic {
                num: self.num,
                exp: self.exp - k,
            }
        } else {
            Dyadic::new(shl_exact(self.num, k - self.exp), 0)
        }
    }

    /// `self / 2^k`, exactly.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If the reduced exponent exceeds [`MAX_EXP`].
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(6).halved(2).to_string(), "3/2");
    /// assert_eq!(Dyadic::ONE.halved(3).to_string(), "1/8");
    /// ```
    pub fn halved(self, k: u32) -> Dyadic {
        let exp = self.exp.checked_add(k).expect("dyadic exponent overflow");
        Dyadic::new(self.num, exp)
    }

    /// The simplest number strictly between `lo` and `hi` (`None`: no bound
    /// on that side), the value of a game `{L | R}` whose best Left option
    /// is `lo` and best Right option is `hi`, by the simplicity rule: the
    /// integer of least magnitude if one fits, otherwise the dyadic with the
    /// smallest denominator that fits (there is exactly one).
    ///
    /// # Complexity
    /// O(1) when an integer fits, else O(k) for the finer denominator 2^k of
    /// the two bounds.
    ///
    /// # Panics
    /// If both bounds are given and `lo ≥ hi` (a game whose options do not
    /// separate like this is not a number), or if the answer's denominator
    /// would be finer than 2^[`MAX_EXP`] (the answer's exponent is at most
    /// one more than the finer bound's).
    ///
    /// # Example
    /// ```
    /// use games_core::dyadic::Dyadic;
    /// let (zero, one) = (Dyadic::ZERO, Dyadic::ONE);
    /// // { | } = 0, {0 | } = 1, { | 0} = −1, {0 | 1} = 1/2.
    /// assert_eq!(Dyadic::simplest_between(None, None), zero);
    /// assert_eq!(Dyadic::simplest_between(Some(zero), None), one);
    /// assert_eq!(Dyadic::simplest_between(None, Some(zero)), -one);
    /// assert_eq!(Dyadic::simplest_between(Some(zero), Some(one)).to_string(), "1/2");
    /// // {−5/2 | 7} = 0; {1/4 | 3/8} = 5/16; {2 | 9/2} = 3.
    /// let q = |p, k| Dyadic::new(p, k);
    /// assert_eq!(Dyadic::simplest_between(Some(q(-5, 1)), Some(q(7, 0))), zero);
    /// assert_eq!(Dyadic::simplest_between(Some(q(1, 2)), Some(q(3, 3))), q(5, 4));
    /// assert_eq!(Dyadic::simplest_between(Some(q(2, 0)), Some(q(9, 1))), q(3, 0));
    /// ```
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        if let (Some(l), Some(h)) = (lo, hi) {
            assert!(l < h, "no number lies strictly between {l} and {h}");
        }
        // The integers strictly inside: from ⌊lo⌋ + 1 up to ⌈hi⌉ − 1.
        let first = lo.map(|l| l.floor() + 1);
        let last = hi.map(|h| -((-h).floor()) - 1);
        let fits = |n: i128| first.map_or(true, |f| f <= n) && last.map_or(true, |l| n <= l);
        if fits(0) {
            return Dyadic::ZERO;
        }
        match (first, last) {
            (Some(f), _) if f > 0 && fits(f) => return Dyadic::integer(f),
            (_, Some(l)) if l < 0 && fits(l) => return Dyadic::integer(l),
            _ => {}
        }
        // No integer fits, so both bounds exist and lie in [n, n + 1]:
        // shift them to [0, 1] and look for the coarsest m / 2^k inside.
        let (l, h) = (lo.unwrap(), hi.unwrap());
        let n = l.floor();
        let (l, h) = (l - Dyadic::integer(n), h - Dyadic::integer(n));
        for k in 1..=MAX_EXP {
            // The least multiple of 2^−k above l (l·2^k < 2^125 fits).
            let m = l.times_pow2(k).floor() + 1;
            let x = Dyadic::new(m, k);
            if x < h {
                return x + Dyadic::integer(n);
            }
        }
        panic!("the simplest number between {lo:?} and {hi:?} is finer than 2^-{MAX_EXP}")
    }
}

/// `num · 2^k`, panicking instead of overflowing.
fn shl_exact(num: i128, k: u32) -> i128 {
    1i128
        .checked_shl(k)
        .filter(|&p| p > 0)
        .and_then(|p| num.checked_mul(p))
        .expect("dyadic value too large for i128")
}

impl Ord for Dyadic {
    /// Compares values exactly: integer parts first, then the fractions on
    /// the finer denominator (both below 2^MAX_EXP, so nothing overflows).
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let (fa, fb) = (self.floor(), other.floor());
        if fa != fb {
            return fa.cmp(&fb);
        }
        let e = self.exp.max(other.exp);
        let frac = |d: &Dyadic| (d.num - (d.floor() << d.exp)) << (e - d.exp);
        frac(self).cmp(&frac(other))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Dyadic {
    type Output = Dyadic;

    /// The exact sum.
    ///
    /// # Panics
    /// If the sum's numerator on the finer denominator reaches 2^127.
    fn add(self, other: Dyadic) -> Dyadic {
        let e = self.exp.max(other.exp);
        let a = shl_exact(self.num, e - self.exp);
        let b = shl_exact(other.num, e - other.exp);
        Dyadic::new(a.checked_add(b).expect("dyadic sum overflows i128"), e)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;

    fn neg(self) -> Dyadic {
        Dyadic {
            num: self.num.checked_neg().expect("dyadic negation overflows"),
            exp: self.exp,
        }
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;

    /// The exact difference.
    ///
    /// # Panics
    /// As for `+`.
    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl AddAssign for Dyadic {
    fn add_assign(&mut self, other: Dyadic) {
        *self = *self + other;
    }
}

impl SubAssign for Dyadic {
    fn sub_assign(&mut self, other: Dyadic) {
        *self = *self - other;
    }
}

impl std::iter::Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Dyadic {
    /// `p` for an integer, else `p/q` in lowest terms (q = 2^k > 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1u128 << self.exp)
        }
    }
}

/// The move to play in a sum of partizan games that are numbers, worth
/// `values`, for Left (`left`, positive values favour Left) or Right, as
/// `(component index, its move)`; `options(i)` lists the mover's own
/// options of component `i` with their values (numbers too).
///
/// A sum of numbers is a number, and the player who moves first on a
/// number x wins as Left iff x > 0, as Right iff x < 0. So Left wins iff
/// some option leaves a sum ≥ 0 (Right, moving next, then loses), Right iff
/// one leaves a sum ≤ 0. The reply is the option that changes the sum
/// least against the mover (the largest sum left for Left, the smallest for
/// Right; the first of them), winning or not: from a lost position it loses
/// the least. `Losing(None)` when the mover has no move.
///
/// # Complexity
/// One listing of `options(i)` per component, O(1) per option.
///
/// # Panics
/// If a sum overflows (see [`Dyadic`]).
///
/// # Example
/// ```
/// use games_core::dyadic::{number_sum_move, Dyadic};
/// use games_core::reply::Reply;
/// // 1/2 = {0 | 1} and −1 = { | 0}.
/// let values = [Dyadic::new(1, 1), Dyadic::integer(-1)];
/// // Left's options: 0 from the 1/2, none from the −1: the sum goes to −1 < 0.
/// let left = |i: usize| if i == 0 { vec![("cut", Dyadic::ZERO)] } else { vec![] };
/// assert_eq!(number_sum_move(&values, true, left), Reply::Losing(Some((0, "cut"))));
/// // Right's options: 1 from the 1/2, 0 from the −1: the first leaves 1 − 1 = 0.
/// let right = |i: usize| vec![("cut", if i == 0 { Dyadic::ONE } else { Dyadic::ZERO })];
/// assert_eq!(number_sum_move(&values, false, right), Reply::Winning((0, "cut")));
/// ```
pub fn number_sum_move<M, I, F>(values: &[Dyadic], left: bool, mut options: F) -> Reply<(usize, M)>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (M, Dyadic)>,
{
    let total: Dyadic = values.iter().copied().sum();
    // The best sum left so far, as Left sees it (Right's negated).
    let mut best: Option<(Dyadic, usize, M)> = None;
    for (i, &v) in values.iter().enumerate() {
        for (m, w) in options(i) {
            let after = total - v + w;
            let score = if left { after } else { -after };
            if best.as_ref().map_or(true, |(b, _, _)| score > *b) {
                best = Some((score, i, m));
            }
        }
    }
    match best {
        Some((score, i, m)) if score >= Dyadic::ZERO => Reply::Winning((i, m)),
        Some((_, i, m)) => Reply::Losing(Some((i, m))),
        None => Reply::Losing(None),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::tally;
    use super::*;

    fn q(p: i128, k: u32) -> Dyadic {
        Dyadic::new(p, k)
    }

    /// Exact comparison of p/2^k through rationals with a common denominator (small values).
    fn as_fraction(d: Dyadic) -> (i128, i128) {
        (d.numerator(), 1i128 << d.exponent())
    }

    #[test]
    fn printing_is_exact_and_in_lowest_terms() {
        assert_eq!(q(0, 7).to_string(), "0");
        assert_eq!(q(-7, 2).to_string(), "-7/4");
        assert_eq!(q(6, 4).to_string(), "3/8");
        assert_eq!(q(40, 3).to_string(), "5");
        assert_eq!(q(1, 125).to_string(), format!("1/{}", 1u128 << 125));
        assert_eq!(
            Dyadic::integer(i128::MIN).to_string(),
            i128::MIN.to_string()
        );
    }

    #[test]
    fn arithmetic_and_order_agree_with_fractions_on_a_grid() {
        let values: Vec<Dyadic> = (-40..=40)
            .flat_map(|p| (0..5).map(move |k| q(p, k)))
            .collect();
        for &a in &values {
            for &b in &values {
                let ((pa, qa), (pb, qb)) = (as_fraction(a), as_fraction(b));
                assert_eq!(a.cmp(&b), (pa * qb).cmp(&(pb * qa)), "{a} vs {b}");
                let (ps, qs) = as_fraction(a + b);
                assert_eq!(ps * qa * qb, (pa * qb + pb * qa) * qs, "{a} + {b}");
                assert_eq!(a - b + b, a);
                assert_eq!(-(-a), a);
                assert_eq!(a - a, Dyadic::ZERO);
            }
        }
    }

    /// The day a number is born: n on day |n|; a non-integer x with
    /// denominator 2^k on day ⌊|x|⌋ + 1 + k (0, then ±1, then ±2 and ±1/2, …).
    fn birthday(x: Dyadic) -> i128 {
        let a = if x < Dyadic::ZERO { -x } else { x };
        a.floor() + i128::from(a.exponent() > 0) + i128::from(a.exponent())
    }

    /// The simplest number strictly between, by trying every p/2^k with
    /// k ≤ 5 and |p/2^k| ≤ 14 and keeping the earliest born (it is unique).
    fn simplest_by_birthday(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        let inside = |x: Dyadic| lo.map_or(true, |l| l < x) && hi.map_or(true, |h| x < h);
        let candidates: Vec<Dyadic> = (0..=5)
            .flat_map(|k| (-14i128 << k..=14i128 << k).map(move |p| q(p, k)))
            .filter(|&x| inside(x))
            .collect();
        let first = candidates.iter().map(|&x| birthday(x)).min().unwrap();
        let mut earliest: Vec<Dyadic> = candidates
            .into_iter()
            .filter(|&x| birthday(x) == first)
            .collect();
        earliest.dedup();
        assert_eq!(earliest.len(), 1, "one simplest number: {earliest:?}");
        earliest[0]
    }

    #[test]
    fn simplest_between_agrees_with_the_birthday_tree() {
        // Every p/2^k with |p| ≤ 12, k ≤ 3; answers stay within ±13 and 2^−4.
        let values: Vec<Dyadic> = (-12..=12)
            .flat_map(|p| (0..4).map(move |k| q(p, k)))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let bounds: Vec<Option<Dyadic>> = std::iter::once(None)
            .chain(values.iter().copied().map(Some))
            .collect();
        for &lo in &bounds {
            for &hi in &bounds {
                if let (Some(l), Some(h)) = (lo, hi) {
                    if l >= h {
                        continue;
                    }
                }
                assert_eq!(
                    Dyadic::simplest_between(lo, hi),
                    simplest_by_birthday(lo, hi),
                    "between {lo:?} and {hi:?}"
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "no number lies strictly between 1/2 and 1/2")]
    fn equal_bounds_are_refused() {
        Dyadic::simplest_between(Some(q(1, 1)), Some(q(1, 1)));
    }

    #[test]
    fn extremes_do_not_overflow() {
        // The finest denominator next to huge integers: compare and find between.
        let big = Dyadic::integer(i128::MAX);
        let tiny = q(1, MAX_EXP);
        assert!(big > tiny && -big < -tiny && Dyadic::integer(i128::MIN) < -big);
        assert!(Dyadic::integer(3) + tiny > Dyadic::integer(3));
        assert!(Dyadic::integer(-3) - tiny < Dyadic::integer(-3));
        // Numerators near ±2^127 on the finest denominator (values near ±4).
        assert!(q(i128::MAX, MAX_EXP) > q(i128::MAX - 2, MAX_EXP));
        assert!(q(i128::MIN + 1, MAX_EXP) < q(i128::MIN + 3, MAX_EXP));
        assert!(q(i128::MIN + 1, MAX_EXP) > Dyadic::integer(-5));
        assert_eq!(
            Dyadic::simplest_between(Some(Dyadic::ZERO), Some(tiny.times_pow2(1))),
            tiny
        );
        assert_eq!(
            Dyadic::simplest_between(Some(-tiny), Some(big)),
            Dyadic::ZERO
        );
        let n = Dyadic::integer(i128::MAX >> 10);
        let (lo, hi) = (n + q(1, 3), n + q(1, 2));
        assert_eq!(Dyadic::simplest_between(Some(lo), Some(hi)), n + q(3, 4));
        assert_eq!(Dyadic::simplest_between(Some(-hi), Some(-lo)), -n - q(3, 4));
        // 10^5 stalk-sized values with exponent 61: the sum stays exact.
        let v = Dyadic::integer(62) - q(1, 61);
        let total: Dyadic = std::iter::repeat(v).take(100_000).sum();
        assert_eq!(total, Dyadic::new(100_000 * ((62i128 << 61) - 1), 61));
        // 10^5 Cutcake-sized integers.
        let e18 = Dyadic::integer(1_000_000_000_000_000_000);
        let total: Dyadic = std::iter::repeat(-e18).take(100_000).sum();
        assert_eq!(total.to_string(), "-100000000000000000000000");
    }

    #[test]
    #[should_panic(expected = "overflows")]
    fn overflow_panics_instead_of_wrapping() {
        let _ = Dyadic::integer(i128::MAX) + Dyadic::ONE;
    }

    #[test]
    #[should_panic(expected = "is finer than 2^-125")]
    fn too_fine_a_number_between_is_refused() {
        Dyadic::simplest_between(Some(Dyadic::ZERO), Some(q(1, MAX_EXP)));
    }

    #[test]
    #[should_panic(expected = "finer than")]
    fn too_fine_a_denominator_is_refused() {
        let _ = q(1, MAX_EXP).halved(1);
    }

    /// A pool of partizan games that are numbers, each `(left options,
    /// right options, value)` by index into the pool, built from the empty
    /// game up: a game is kept when its best Left option is below its best
    /// Right option, and is then worth the simplest number between them.
    fn random_number_games(
        rng: &mut rand::rngs::StdRng,
        n: usize,
    ) -> Vec<(Vec<usize>, Vec<usize>, Dyadic)> {
        use rand::Rng;
        let mut pool = vec![(vec![], vec![], Dyadic::ZERO)];
        while pool.len() < n {
            let pick = |rng: &mut rand::rngs::StdRng, len: usize| -> Vec<usize> {
                (0..len).filter(|_| rng.gen_bool(0.3)).collect()
            };
            let (l, r) = (pick(rng, pool.len()), pick(rng, pool.len()));
            let lo = l.iter().map(|&g| pool[g].2).max();
            let hi = r.iter().map(|&g| pool[g].2).min();
            if lo.zip(hi).map_or(true, |(a, b)| a < b) {
                let v = Dyadic::simplest_between(lo, hi);
                pool.push((l, r, v));
            }
        }
        pool
    }

    /// Whether the mover (Left when `left`) wins moving first on the sum of
    /// the pool games `tokens`, by game-tree search.
    fn sum_wins(
        pool: &[(Vec<usize>, Vec<usize>, Dyadic)],
        tokens: &[usize],
        left: bool,
        memo: &mut std::collections::HashMap<(Vec<usize>, bool), bool>,
    ) -> bool {
        let mut key = tokens.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&(key.clone(), left)) {
            return w;
        }
        let mut w = false;
        'search: for i in 0..tokens.len() {
            let opts = if left {
                &pool[tokens[i]].0
            } else {
                &pool[tokens[i]].1
            };
            for &u in opts {
                let mut next = tokens.to_vec();
                next[i] = u;
                if !sum_wins(pool, &next, !left, memo) {
                    w = true;
                    break 'search;
                }
            }
        }
        memo.insert((key, left), w);
        w
    }

    #[test]
    fn number_sum_move_matches_the_game_tree_search() {
        use rand::Rng;
        let seen = tally::<2>(2125, 100, |rng, _, seen| {
            let pool = random_number_games(rng, 10);
            let mut memo = std::collections::HashMap::new();
            for _ in 0..6 {
                let k = rng.gen_range(0..=3);
                let tokens: Vec<usize> = (0..k).map(|_| rng.gen_range(0..pool.len())).collect();
                let left = rng.gen_bool(0.5);
                let win = sum_wins(&pool, &tokens, left, &mut memo);
                let values: Vec<Dyadic> = tokens.iter().map(|&t| pool[t].2).collect();
                let reply = number_sum_move(&values, left, |i| {
                    let opts = if left {
                        &pool[tokens[i]].0
                    } else {
                        &pool[tokens[i]].1
                    };
                    opts.iter().map(|&u| (u, pool[u].2))
                });
                assert_eq!(reply.is_winning(), win, "{tokens:?} {left}");
                match reply.into_move() {
                    Some((i, u)) => {
                        seen[usize::from(win)] += 1;
                        let opts = if left {
                            &pool[tokens[i]].0
                        } else {
                            &pool[tokens[i]].1
                        };
                        assert!(opts.contains(&u), "{tokens:?}");
                        let mut next = tokens.clone();
                        next[i] = u;
                        assert_eq!(sum_wins(&pool, &next, !left, &mut memo), !win, "{tokens:?}");
                    }
                    None => {
                        let any = tokens
                            .iter()
                            .any(|&t| !if left { &pool[t].0 } else { &pool[t].1 }.is_empty());
                        assert!(!any, "{tokens:?}");
                    }
                }
            }
        });
        assert!(seen[0] > 100 && seen[1] > 150, "{seen:?}");
    }
}
