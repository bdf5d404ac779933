//! Partizan values of the form number + nimber (x + ∗k, x a dyadic rational): sums, outcome classes, comparison, and the value of a position from its options, refusing positions of any other value.
//!
//! A [`NumberStar`] is `x + ∗k` with `x` a [`Dyadic`] and `k` a
//! [`Grundy`] value (∗0 = 0, ∗1 = ∗). Numbers, nimbers (impartial games)
//! and their sums are of this form; ↑ = {0 | ∗} and hot games such as
//! ±1 = {1 | −1} are not.
//!
//! # The rules, and why they hold
//!
//! Write `G ⧏ H` for "not H ≤ G" and `G ⧐ H` for "not G ≤ H". References
//! (cited by the theorems' names): Siegel, *Combinatorial Game Theory*
//! (AMS 2013), ch. II (short games: dominated options, numbers,
//! infinitesimals); Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 2;
//! Conway, *On Numbers and Games*, part one. Everything not cited is proved
//! here from the definition of ≤ (G ≥ 0 iff Right moving first loses).
//!
//! 1. **Sum.** (x + ∗a) + (y + ∗b) = (x + y) + ∗(a ⊕ b): sums of games are
//!    associative and commutative, numbers add as numbers, and nimbers add
//!    by XOR (Sprague–Grundy). Negation: −(x + ∗k) = −x + ∗k, as ∗k = −∗k.
//! 2. **Outcome.** x > 0: x + ∗k > 0 (Left wins whoever starts), since ∗k
//!    is infinitesimal, −y < ∗k < y for every positive number y (Siegel
//!    ch. II; Winning Ways ch. 2); x < 0: Right wins. x = 0: ∗0 = 0 is a
//!    second-player win (P), ∗k with k ≠ 0 a first-player win (N: move to
//!    0).
//! 3. **Order.** G ≥ H iff G − H ≥ 0, so (x + ∗a) vs (y + ∗b) is the
//!    outcome of (x − y) + ∗(a ⊕ b): greater if x > y, less if x < y,
//!    equal if x = y and a = b, and confused (incomparable) if x = y and
//!    a ≠ b. In particular a number z and x + ∗a: x + ∗a ⧏ z iff x < z,
//!    or x = z and a ≠ 0.
//! 4. **Value from options** ([`NumberStar::from_options`]), for
//!    G = {x_i + ∗a_i | y_j + ∗b_j}:
//!    - *Simplicity theorem* (Siegel ch. II; Winning Ways ch. 2, "the
//!      simplicity rule"; ONAG, on numbers): if some number z has
//!      G^L ⧏ z ⧏ G^R for every option, G is the simplest such z (the
//!      earliest born). By rule 3 these z form the interval from
//!      lo = max x_i to hi = min y_j, each end included exactly when every
//!      option with that number part carries a non-zero nimber. So
//!      {∗ | ∗} = 0 and {1∗ | 1∗} = 1.
//!    - Conversely, if G equals a number z, then z is such a number
//!      (G^L ⧏ G ⧏ G^R for every game), so when the interval is empty G
//!      is no number. Then G = x + ∗k would need k ≠ 0, and lo ≤ x ≤ hi:
//!      were some x_i > x, Left moving first in G − x + ∗k would move to
//!      (x_i − x) + ∗(a_i ⊕ k) > 0 and win, against G − x + ∗k = 0 (and
//!      symmetrically for Right). An empty interval means lo ≥ hi, so
//!      lo = hi = x; if lo > hi, G is of no such form and is refused
//!      ([`NotNumberStar::Hot`]: its Left stop lo exceeds its Right stop
//!      hi).
//!    - With lo = hi = x and G not a number, the *number translation
//!      theorem* (Siegel ch. II; Winning Ways ch. 2, number avoidance and
//!      translation) gives
//!      G − x = {G^L − x | G^R − x}, whose Left options with a negative
//!      number part are dominated (−d + ∗c < ∗a for d > 0, by rule 3) and
//!      whose Right options with a positive one are too; removing dominated
//!      options keeps the value (Siegel ch. II, canonical forms), so
//!      G − x = {∗A | ∗B}, A = {a_i : x_i = x},
//!      B = {b_j : y_j = x}.
//!    - {∗A | ∗B} = ∗k iff mex A = mex B = k. Proof: by the definition of
//!      ≤ on G + ∗k (∗a + ∗k ≥ 0 iff a = k), G ≥ ∗k iff k ∉ B and
//!      G ≰ ∗j for all j < k, and G ≤ ∗k iff k ∉ A and G ≱ ∗j for all
//!      j < k. Below c = min(mex A, mex B) every k is in A and in B, so
//!      neither holds. If mex A = mex B = c both hold at c: G = ∗c. If
//!      mex A = c < mex B, then G ≤ ∗c but not G ≥ ∗c (c ∈ B), and from
//!      there on G ≥ ∗k fails for every k > c (as G ≤ ∗c, c < k), so G
//!      equals no nimber; symmetrically if mex B < mex A. So
//!      {0, ∗ | ∗, 0} = ∗2, {0 | 0} = ∗, {1 | 1} = 1∗, while
//!      {0 | ∗} = ↑ and {0, ∗ | 0} = ↑∗ are refused
//!      ([`NotNumberStar::Infinitesimal`]).
//!
//! The module's tests check all of this against a game-tree search of who
//! wins sums of random small games, with either player first.

use super::dyadic::Dyadic;
use super::mex::{mex, Grundy};
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

/// A value x + ∗k: a dyadic number plus a nimber (see the module header).
///
/// `==` is equality of values (both parts are kept canonical). `<`, `>`
/// and [`PartialOrd::partial_cmp`] are the order of games, which is
/// partial: x + ∗a and x + ∗b with a ≠ b are confused (`None`). `+`, `-`
/// and `Sum` add values; `Display` prints `0`, `3/4`, `*`, `*3`, `1*`,
/// `-1/2*2`.
///
/// # Complexity
/// Every operation is O(1).
///
/// # Example
/// ```
/// use games_core::dyadic::Dyadic;
/// use games_core::number_star::{NumberStar, Outcome};
/// let half = NumberStar::from(Dyadic::new(1, 1));
/// let star = NumberStar::star(1);
/// assert_eq!((half + star).to_string(), "1/2*");
/// assert_eq!((star + star), NumberStar::ZERO);
/// assert!(half + star > NumberStar::ZERO);
/// assert_eq!(star.partial_cmp(&NumberStar::ZERO), None); // ∗ is confused with 0
/// assert_eq!((star + NumberStar::star(2)).outcome(), Outcome::Next);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct NumberStar {
    number: Dyadic,
    nimber: Grundy,
}

/// The four outcome classes of a game (normal play).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins whoever starts (G > 0).
    Left,
    /// Right wins whoever starts (G < 0).
    Right,
    /// The player to move wins (G confused with 0).
    Next,
    /// The second player wins (G = 0).
    Previous,
}

impl Outcome {
    /// Whether Left wins when Left moves first.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::number_star::Outcome;
    /// assert!(Outcome::Next.left_first_wins() && !Outcome::Previous.left_first_wins());
    /// ```
    pub const fn left_first_wins(self) -> bool {
        matches!(self, Outcome::Left | Outcome::Next)
    }

    /// Whether Right wins when Right moves first.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::number_star::Outcome;
    /// assert!(Outcome::Right.right_first_wins() && !Outcome::Left.right_first_wins());
    /// ```
    pub const fn right_first_wins(self) -> bool {
        matches!(self, Outcome::Right | Outcome::Next)
    }

    /// The problem's word for this class, from `words` in the order Left,
    /// Right, first player (Next), second player (Previous), as
    /// [`super::score::Lead::word`] does for a score game's lead.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::number_star::Outcome;
    /// let words = ["Left", "Right", "First", "Second"];
    /// assert_eq!(Outcome::Next.word(words), "First");
    /// assert_eq!(Outcome::Previous.word(words), "Second");
    /// ```
    pub const fn word(self, words: [&'static str; 4]) -> &'static str {
        match self {
            Outcome::Left => words[0],
            Outcome::Right => words[1],
            Outcome::Next => words[2],
            Outcome::Previous => words[3],
        }
    }
}

/// Why a position's value is not a number plus a nimber
/// ([`NumberStar::from_options`]). `Display` says it in one line.
///
/// # Example
/// ```
/// use games_core::number_star::{NotNumberStar, NumberStar};
/// let one = NumberStar::from(games_core::dyadic::Dyadic::ONE);
/// let err = NumberStar::from_options(&[one], &[-one]).unwrap_err();
/// assert!(matches!(err, NotNumberStar::Hot { .. }));
/// assert_eq!(err.to_string(), "not a number plus a nimber: Left's best option 1 is above Right's best -1 (a hot game)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NotNumberStar {
    /// The best Left option's number part is above the best Right
    /// option's: the game is hot (its Left stop exceeds its Right stop).
    Hot {
        /// The largest number part among Left's options.
        left: Dyadic,
        /// The smallest number part among Right's options.
        right: Dyadic,
    },
    /// The game is `number` plus {∗A | ∗B} with mex A ≠ mex B: an
    /// infinitesimal that is no nimber, such as ↑ = {0 | ∗}.
    Infinitesimal {
        /// The number part shared by the best options.
        number: Dyadic,
        /// mex of the nimbers of Left's options with that number part.
        left_mex: Grundy,
        /// mex of the nimbers of Right's options with that number part.
        right_mex: Grundy,
    },
}

impl fmt::Display for NotNumberStar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotNumberStar::Hot { left, right } => write!(
                f,
                "not a number plus a nimber: Left's best option {left} is above Right's best {right} (a hot game)"
            ),
            NotNumberStar::Infinitesimal {
                number,
                left_mex,
                right_mex,
            } => write!(
                f,
                "not a number plus a nimber: {number} plus {{*A | *B}} with mex A = {left_mex} but mex B = {right_mex} (an infinitesimal such as up)"
            ),
        }
    }
}

impl NumberStar {
    /// Zero.
    pub const ZERO: NumberStar = NumberStar {
        number: Dyadic::ZERO,
        nimber: 0,
    };

    /// x + ∗k.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::{dyadic::Dyadic, number_star::NumberStar};
    /// assert_eq!(NumberStar::new(Dyadic::new(-3, 2), 2).to_string(), "-3/4*2");
    /// ```
    pub const fn new(number: Dyadic, nimber: Grundy) -> NumberStar {
        NumberStar { number, nimber }
    }

    /// The nimber ∗k (∗0 = 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::number_star::NumberStar;
    /// assert_eq!(NumberStar::star(1).to_string(), "*");
    /// assert_eq!(NumberStar::star(0), NumberStar::ZERO);
    /// ```
    pub const fn star(k: Grundy) -> NumberStar {
        NumberStar::new(Dyadic::ZERO, k)
    }

    /// The number part x of x + ∗k.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::{dyadic::Dyadic, number_star::NumberStar};
    /// assert_eq!(NumberStar::new(Dyadic::ONE, 3).number(), Dyadic::ONE);
    /// ```
    pub const fn number(self) -> Dyadic {
        self.number
    }

    /// The nimber part k of x + ∗k.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::{dyadic::Dyadic, number_star::NumberStar};
    /// assert_eq!(NumberStar::new(Dyadic::ONE, 3).nimber(), 3);
    /// ```
    pub const fn nimber(self) -> Grundy {
        self.nimber
    }

    /// Whether the value is a number (its nimber part is 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::number_star::NumberStar;
    /// assert!(NumberStar::ZERO.is_number() && !NumberStar::star(2).is_number());
    /// ```
    pub const fn is_number(self) -> bool {
        self.nimber == 0
    }

    /// The outcome class: from the number's sign, and with number 0 from
    /// the nimber (∗0 = 0 is P, ∗k with k ≠ 0 is N). See rule 2 of the
    /// module header.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::{dyadic::Dyadic, number_star::{NumberStar, Outcome}};
    /// assert_eq!(NumberStar::new(Dyadic::new(-1, 3), 5).outcome(), Outcome::Right);
    /// assert_eq!(NumberStar::new(Dyadic::ONE, 1).outcome(), Outcome::Left);
    /// assert_eq!(NumberStar::star(4).outcome(), Outcome::Next);
    /// assert_eq!(NumberStar::ZERO.outcome(), Outcome::Previous);
    /// ```
    pub fn outcome(self) -> Outcome {
        match self.number.cmp(&Dyadic::ZERO) {
            Ordering::Greater => Outcome::Left,
            Ordering::Less => Outcome::Right,
            Ordering::Equal if self.nimber == 0 => Outcome::Previous,
            Ordering::Equal => Outcome::Next,
        }
    }

    /// The value of the position {`left` | `right`} whose Left options are
    /// worth `left` and Right options `right`, all of the form x + ∗k, by
    /// rule 4 of the module header: the simplest number between the
    /// options when one fits, otherwise x + ∗k when the best options share
    /// the number part x and their nimbers have the same mex k on both
    /// sides; otherwise the position is refused, saying why.
    ///
    /// # Complexity
    /// O(m) for m options, plus O(e) for the finest denominator 2^e among
    /// them when the answer is a number that is not an integer.
    ///
    /// # Panics
    /// If the answer is a number whose denominator would be finer than
    /// 2^[`MAX_EXP`](super::dyadic::MAX_EXP) (see
    /// [`Dyadic::simplest_between`]).
    ///
    /// # Example
    /// ```
    /// use games_core::{dyadic::Dyadic, number_star::NumberStar};
    /// let (zero, star, one) = (NumberStar::ZERO, NumberStar::star(1), NumberStar::from(Dyadic::ONE));
    /// let value = |l: &[NumberStar], r: &[NumberStar]| NumberStar::from_options(l, r).map(|v| v.to_string());
    /// assert_eq!(value(&[zero], &[zero]).unwrap(), "*");
    /// assert_eq!(value(&[star, zero], &[star, zero]).unwrap(), "*2");
    /// assert_eq!(value(&[one], &[one]).unwrap(), "1*");
    /// assert_eq!(value(&[zero], &[one]).unwrap(), "1/2");
    /// assert_eq!(value(&[star], &[star]).unwrap(), "0");
    /// assert_eq!(value(&[], &[]).unwrap(), "0");
    /// // ↑ = {0 | ∗} and ↑∗ = {0, ∗ | 0} are not of the form.
    /// assert!(value(&[zero], &[star]).is_err());
    /// assert_eq!(
    ///     value(&[zero, star], &[zero]).unwrap_err().to_string(),
    ///     "not a number plus a nimber: 0 plus {*A | *B} with mex A = 2 but mex B = 1 (an infinitesimal such as up)"
    /// );
    /// ```
    pub fn from_options(
        left: &[NumberStar],
        right: &[NumberStar],
    ) -> Result<NumberStar, NotNumberStar> {
        // The best number part on each side, and whether a number z equal
        // to it is allowed (every option with that number part is starred).
        let best =
            |options: &[NumberStar], better: Ordering| -> Option<(Dyadic, bool)> {
                let x = options.iter().map(|o| o.number).reduce(|a, b| {
                    if b.cmp(&a) == better {
                        b
                    } else {
                        a
                    }
                })?;
                let starred = options
                    .iter()
                    .filter(|o| o.number == x)
                    .all(|o| o.nimber != 0);
                Some((x, starred))
            };
        let lo = best(left, Ordering::Greater);
        let hi = best(right, Ordering::Less);
        if let Some(z) = simplest_in(lo, hi) {
            return Ok(NumberStar::from(z));
        }
        // No number fits, so both sides have options and lo ≥ hi.
        let ((lo, _), (hi, _)) = match (lo, hi) {
            (Some(l), Some(h)) => (l, h),
            _ => unreachable!("a one-sided position is always a number"),
        };
        if lo != hi {
            return Err(NotNumberStar::Hot {
                left: lo,
                right: hi,
            });
        }
        let nimbers_at = |options: &[NumberStar]| {
            mex(options.iter().filter(|o| o.number == lo).map(|o| o.nimber))
        };
        let (left_mex, right_mex) = (nimbers_at(left), nimbers_at(right));
        if left_mex == right_mex {
            Ok(NumberStar::new(lo, left_mex))
        } else {
            Err(NotNumberStar::Infinitesimal {
                number: lo,
                left_mex,
                right_mex,
            })
        }
    }
}

/// The day a number is born: n on day |n|, a non-integer p/2^e on day
/// ⌊|p/2^e|⌋ + 1 + e. The simplest number of a set is its earliest born.
fn birthday(x: Dyadic) -> u128 {
    let e = x.exponent();
    let whole = x.numerator().unsigned_abs() >> e;
    if e == 0 {
        whole
    } else {
        whole + 1 + u128::from(e)
    }
}

/// The simplest number z from `lo` to `hi` (`None`: no bound on that side),
/// each bound given with whether z may equal it; `None` if there is none.
fn simplest_in(lo: Option<(Dyadic, bool)>, hi: Option<(Dyadic, bool)>) -> Option<Dyadic> {
    if let (Some((l, l_in)), Some((h, h_in))) = (lo, hi) {
        match l.cmp(&h) {
            Ordering::Greater => return None,
            Ordering::Equal => return (l_in && h_in).then_some(l),
            Ordering::Less => {}
        }
    }
    // The interior is not empty; an included end may be simpler. Two
    // different candidates are never born the same day (a simpler number
    // would lie between them, inside).
    let inside = Dyadic::simplest_between(lo.map(|b| b.0), hi.map(|b| b.0));
    [lo, hi]
        .into_iter()
        .flatten()
        .filter(|&(_, included)| included)
        .map(|(x, _)| x)
        .chain([inside])
        .min_by_key(|&x| birthday(x))
}

impl From<Dyadic> for NumberStar {
    /// The number x (x + ∗0).
    fn from(number: Dyadic) -> NumberStar {
        NumberStar::new(number, 0)
    }
}

impl PartialOrd for NumberStar {
    /// The order of games (rule 3 of the module header): by the number
    /// parts when they differ; equal parts and equal nimbers are equal;
    /// equal number parts with different nimbers are confused (`None`).
    fn partial_cmp(&self, other: &NumberStar) -> Option<Ordering> {
        match self.number.cmp(&other.number) {
            Ordering::Equal if self.nimber != other.nimber => None,
            order => Some(order),
        }
    }
}

impl Add for NumberStar {
    type Output = NumberStar;

    /// (x + ∗a) + (y + ∗b) = (x + y) + ∗(a ⊕ b).
    ///
    /// # Panics
    /// As [`Dyadic`]'s `+`, if the number part overflows.
    fn add(self, other: NumberStar) -> NumberStar {
        NumberStar::new(self.number + other.number, self.nimber ^ other.nimber)
    }
}

impl Neg for NumberStar {
    type Output = NumberStar;

    /// −(x + ∗k) = −x + ∗k.
    fn neg(self) -> NumberStar {
        NumberStar::new(-self.number, self.nimber)
    }
}

impl Sub for NumberStar {
    type Output = NumberStar;

    fn sub(self, other: NumberStar) -> NumberStar {
        self + -other
    }
}

impl AddAssign for NumberStar {
    fn add_assign(&mut self, other: NumberStar) {
        *self = *self + other;
    }
}

impl std::iter::Sum for NumberStar {
    fn sum<I: Iterator<Item = NumberStar>>(iter: I) -> NumberStar {
        iter.fold(NumberStar::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for NumberStar {
    /// The number (omitted when 0 and there is a nimber), then `*` for ∗1
    /// or `*k` for k ≥ 2: `0`, `3/4`, `*`, `*3`, `1*`, `-1/2*2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.nimber == 0 || self.number != Dyadic::ZERO {
            write!(f, "{}", self.number)?;
        }
        match self.nimber {
            0 => Ok(()),
            1 => write!(f, "*"),
            k => write!(f, "*{k}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    fn n(p: i128, e: u32) -> NumberStar {
        NumberStar::from(Dyadic::new(p, e))
    }

    fn ns(p: i128, e: u32, k: Grundy) -> NumberStar {
        NumberStar::new(Dyadic::new(p, e), k)
    }

    #[test]
    fn known_values() {
        let s = NumberStar::star;
        let cases: Vec<(Vec<NumberStar>, Vec<NumberStar>, &str)> = vec![
            (vec![], vec![], "0"),
            (vec![n(0, 0)], vec![], "1"),
            (vec![], vec![n(0, 0)], "-1"),
            (vec![n(0, 0)], vec![n(0, 0)], "*"),
            (vec![s(1), s(0)], vec![s(1), s(0)], "*2"),
            (vec![s(0), s(1), s(2)], vec![s(0), s(2), s(1)], "*3"),
            (vec![s(0), s(2)], vec![s(0)], "*"),
            (vec![n(1, 0)], vec![n(1, 0)], "1*"),
            (
                vec![n(1, 0), ns(1, 0, 1)],
                vec![n(1, 0), ns(1, 0, 1)],
                "1*2",
            ),
            (vec![n(-1, 1)], vec![n(-1, 1)], "-1/2*"),
            (vec![s(1)], vec![s(1)], "0"),
            (vec![ns(1, 0, 1)], vec![ns(1, 0, 1)], "1"),
            (vec![ns(1, 0, 1)], vec![ns(3, 0, 1)], "1"),
            (vec![ns(3, 1, 1)], vec![ns(3, 0, 1)], "2"),
            (vec![s(1)], vec![], "0"),
            (vec![], vec![s(1)], "0"),
            (vec![s(1)], vec![n(1, 1)], "0"),
            (vec![n(0, 0)], vec![n(1, 0)], "1/2"),
            (vec![n(1, 1)], vec![n(1, 0)], "3/4"),
            (vec![ns(1, 1, 1)], vec![n(1, 0)], "1/2"),
            (vec![n(-5, 1)], vec![n(7, 0)], "0"),
            (vec![ns(1, 0, 1)], vec![ns(1, 0, 2)], "1"),
            // A dominated option changes nothing: {−1, 0 | 0, 3} = ∗.
            (vec![n(-1, 0), s(0)], vec![s(0), n(3, 0)], "*"),
            (vec![n(-1, 0), s(0), ns(-2, 0, 5)], vec![s(0)], "*"),
        ];
        for (l, r, want) in cases {
            let got = NumberStar::from_options(&l, &r).map(|v| v.to_string());
            assert_eq!(got.as_deref(), Ok(want), "{{{l:?} | {r:?}}}");
        }
        let refused: Vec<(Vec<NumberStar>, Vec<NumberStar>)> = vec![
            (vec![s(0)], vec![s(1)]),           // ↑
            (vec![s(1)], vec![s(0)]),           // ↓
            (vec![s(0), s(1)], vec![s(0)]),     // ↑∗
            (vec![n(1, 0)], vec![n(-1, 0)]),    // ±1
            (vec![n(1, 0)], vec![s(1)]),        // {1 | ∗}
            (vec![n(1, 0)], vec![ns(1, 0, 1)]), // 1 + ↑ = {1 | 1∗}
        ];
        for (l, r) in refused {
            assert!(
                NumberStar::from_options(&l, &r).is_err(),
                "{{{l:?} | {r:?}}}"
            );
        }
    }

    #[test]
    fn sums_order_and_printing() {
        let a = ns(3, 2, 5);
        let b = ns(-1, 1, 6);
        assert_eq!(a + b, ns(1, 2, 3));
        assert_eq!(a - a, NumberStar::ZERO);
        assert_eq!(-a, ns(-3, 2, 5));
        assert!(a > b && a >= ns(3, 2, 5));
        assert_eq!(a.partial_cmp(&ns(3, 2, 4)), None);
        assert_eq!(a.partial_cmp(&a), Some(Ordering::Equal));
        let total: NumberStar = [a, b, NumberStar::star(3)].into_iter().sum();
        assert_eq!(total, n(1, 2));
        for (v, s) in [
            (NumberStar::ZERO, "0"),
            (NumberStar::star(1), "*"),
            (NumberStar::star(7), "*7"),
            (ns(-1, 1, 2), "-1/2*2"),
            (ns(2, 0, 1), "2*"),
            (n(5, 3), "5/8"),
        ] {
            assert_eq!(v.to_string(), s);
        }
    }

    /// Random games as a table: position `i` has Left options `left[i]`
    /// and Right options `right[i]`, all earlier positions; `conj[i]` is
    /// `i` with the players' roles swapped (its negative).
    struct Table {
        left: Vec<Vec<usize>>,
        right: Vec<Vec<usize>>,
        conj: Vec<usize>,
        value: Vec<Result<NumberStar, NotNumberStar>>,
    }

    impl Table {
        fn push(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
            let of = |opts: &[usize]| -> Vec<NumberStar> {
                opts.iter().map(|&o| self.value[o].unwrap()).collect()
            };
            let v = NumberStar::from_options(&of(&left), &of(&right));
            let p = self.left.len();
            let conj = |opts: &[usize]| opts.iter().map(|&o| self.conj[o]).collect::<Vec<_>>();
            let (cl, cr) = (conj(&right), conj(&left));
            let cv = NumberStar::from_options(&of(&cl), &of(&cr));
            assert_eq!(cv.is_ok(), v.is_ok(), "a game and its negative");
            if let (Ok(v), Ok(cv)) = (v, cv) {
                assert_eq!(cv, -v, "a game and its negative");
            }
            self.left.extend([left, cl]);
            self.right.extend([right, cr]);
            self.conj.extend([p + 1, p]);
            self.value.extend([v, cv]);
            p
        }

        /// Positions 0 = { | } and `size` random pairs (a game and its
        /// negative) whose options are earlier positions with values.
        fn random(rng: &mut StdRng, size: usize) -> Table {
            let mut t = Table {
                left: vec![vec![]],
                right: vec![vec![]],
                conj: vec![0],
                value: vec![Ok(NumberStar::ZERO)],
            };
            while t.left.len() < 2 * size + 1 {
                let valued: Vec<usize> =
                    (0..t.left.len()).filter(|&i| t.value[i].is_ok()).collect();
                let pick = |rng: &mut StdRng| -> Vec<usize> {
                    let mut o: Vec<usize> = (0..rng.gen_range(0..=3))
                        .map(|_| valued[rng.gen_range(0..valued.len())])
                        .collect();
                    o.sort_unstable();
                    o.dedup();
                    o
                };
                let left = pick(rng);
                // Often the same options for both (impartial-like), or with one more.
                let right = match rng.gen_range(0..4) {
                    0 => left.clone(),
                    1 => {
                        let mut r = left.clone();
                        r.extend(pick(rng).first());
                        r
                    }
                    _ => pick(rng),
                };
                t.push(left, right);
            }
            t
        }
    }

    /// Whether the player to move (Left if `left_moves`) wins the sum of
    /// the positions `sum` (sorted), by game-tree search: a move moves one
    /// component to one of its options. The recursion is as deep as the
    /// longest play, at most the sum of the components' heights (small).
    fn mover_wins(
        t: &Table,
        sum: &[usize],
        left_moves: bool,
        memo: &mut HashMap<(Vec<usize>, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(sum.to_vec(), left_moves)) {
            return w;
        }
        let mut win = false;
        'search: for (i, &p) in sum.iter().enumerate() {
            let options = if left_moves { &t.left[p] } else { &t.right[p] };
            for &o in options {
                let mut next = sum.to_vec();
                next[i] = o;
                next.sort_unstable();
                if !mover_wins(t, &next, !left_moves, memo) {
                    win = true;
                    break 'search;
                }
            }
        }
        memo.insert((sum.to_vec(), left_moves), win);
        win
    }

    /// The outcome of a sum by search, both players first.
    fn searched(t: &Table, sum: &[usize], memo: &mut HashMap<(Vec<usize>, bool), bool>) -> Outcome {
        let mut s = sum.to_vec();
        s.sort_unstable();
        match (
            mover_wins(t, &s, true, memo),
            mover_wins(t, &s, false, memo),
        ) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }

    #[test]
    fn values_agree_with_the_search_on_random_games() {
        let mut rng = StdRng::seed_from_u64(229);
        let (mut games, mut refused, mut stars, mut mixed, mut hot, mut tiny) = (0, 0, 0, 0, 0, 0);
        let mut classes: HashMap<Outcome, usize> = HashMap::new();
        for _ in 0..12 {
            let t = Table::random(&mut rng, 22);
            let mut memo = HashMap::new();
            let valued: Vec<usize> = (0..t.left.len()).filter(|&i| t.value[i].is_ok()).collect();
            for p in 0..t.left.len() {
                games += 1;
                match t.value[p] {
                    Ok(v) => {
                        stars += usize::from(v.nimber() > 0 && v.number() == Dyadic::ZERO);
                        mixed += usize::from(v.nimber() > 0 && v.number() != Dyadic::ZERO);
                        let o = searched(&t, &[p], &mut memo);
                        assert_eq!(o, v.outcome(), "position {p} worth {v}");
                        *classes.entry(o).or_default() += 1;
                        // G = H, G < H, … by the outcome of G − H.
                        for &q in &valued {
                            let w = t.value[q].unwrap();
                            let o = searched(&t, &[p, t.conj[q]], &mut memo);
                            assert_eq!(o, (v - w).outcome(), "{v} − {w}");
                            let order = match o {
                                Outcome::Left => Some(Ordering::Greater),
                                Outcome::Right => Some(Ordering::Less),
                                Outcome::Previous => Some(Ordering::Equal),
                                Outcome::Next => None,
                            };
                            assert_eq!(v.partial_cmp(&w), order, "{v} vs {w}");
                        }
                    }
                    Err(e) => {
                        refused += 1;
                        match e {
                            NotNumberStar::Hot { .. } => hot += 1,
                            NotNumberStar::Infinitesimal { .. } => tiny += 1,
                        }
                        // Equal to none of the table's values x + ∗k.
                        for &q in &valued {
                            let o = searched(&t, &[p, t.conj[q]], &mut memo);
                            assert_ne!(
                                o,
                                Outcome::Previous,
                                "position {p} ({e}) = {}",
                                t.value[q].unwrap()
                            );
                        }
                    }
                }
            }
            // Sums of three: the outcome of the sum of the values.
            for _ in 0..60 {
                let sum: Vec<usize> = (0..3)
                    .map(|_| valued[rng.gen_range(0..valued.len())])
                    .collect();
                let v: NumberStar = sum.iter().map(|&p| t.value[p].unwrap()).sum();
                assert_eq!(
                    searched(&t, &sum, &mut memo),
                    v.outcome(),
                    "{sum:?} worth {v}"
                );
            }
        }
        // The random games reach every kind of value and refusal.
        assert!(games >= 500, "{games} games");
        assert!(
            stars >= 20 && mixed >= 20,
            "{stars} nimbers, {mixed} number + nimber"
        );
        assert!(
            hot >= 20 && tiny >= 20,
            "{hot} hot, {tiny} infinitesimal refused ({refused})"
        );
        assert!(
            classes.len() == 4 && classes.values().all(|&c| c >= 20),
            "{classes:?}"
        );
    }
}
