//! Pattern verdicts for finite sequences of Grundy values (periodic, arithmetic-periodic, none).
//!
//! A table `g(0..=N)` can only ever show a pattern up to `N`. Two things
//! keep the verdicts honest:
//!
//! - **Evidence.** A checked (unproven) (preperiod `a`, period `p`) pair is
//!   reported only when the repeating tail `g(a..=N)` holds at least
//!   [`MIN_PERIODS`] (three) full periods, at least [`MIN_VALUES`] (twelve)
//!   values, *and* is at least a [`MIN_TAIL_FRACTION`]-th of the table. Three
//!   periods mean the block was seen to repeat in full twice; twelve values
//!   keep a period 1 or 2 from resting on a handful of equal values (`0, 2`
//!   is not "g(n + 1) = g(n) + 2"); the fraction keeps a coincidence among
//!   the last few values of a long table (say `…, 5, 5, 5`) from being called
//!   a pattern. These are requirements on what was computed; none proves
//!   anything. When a rule holds on the tail but misses them, [`shortfall`]
//!   names it with the number of values it would need ([`values_needed`],
//!   [`upto_to_show`]).
//! - **Proof.** Some games come with a theorem that turns a finite check into
//!   a certainty ([`Proof`]): when the table is long enough for it, the period
//!   is reported as proven, whatever the evidence rule says.
//!
//! Among the pairs that qualify, the smallest period wins, then the smallest
//! preperiod for it (the first index from which the period holds to the end).
//!
//! Every function takes the table as a slice of `u8`, `u16` or `u32`
//! ([`Cell`]); [`classify_values`] takes a compact [`Values`] table.

use crate::tables::values::{Cell, Values};

/// A checked (unproven) rule's tail must hold at least this many full periods.
pub const MIN_PERIODS: usize = 3;

/// A checked (unproven) rule's tail must hold at least this many values
/// (what counts for periods 1 to 3, where three periods are only a few values).
pub const MIN_VALUES: usize = 12;

/// The repeating tail must be at least `1 / MIN_TAIL_FRACTION` of the table.
pub const MIN_TAIL_FRACTION: usize = 4;

/// A theorem that can turn "checked up to N" into "holds for every n".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Proof {
    /// No theorem applies: periods are only ever checked up to N.
    None,
    /// The window argument: `g(n)` for `n ≥ width` is a function of the
    /// `width` values before it (a subtraction game whose largest move is
    /// `width`). If `g(n + p) = g(n)` for `width` consecutive `n ≥ a`, the two
    /// windows that follow agree forever.
    Window {
        /// The largest number of tokens a move removes.
        width: usize,
    },
    /// The Guy–Smith periodicity theorem for finite octal games whose largest
    /// removal is `max_removal` (t): if `g(n + p) = g(n)` for every
    /// `e ≤ n < 2e + p + t`, then for every `n ≥ e`; generalised here to
    /// hexadecimal games, whose moves may leave three heaps
    /// (`max_heaps` = 3): then the check must cover `e ≤ n < 3e + 2p + t − 1`.
    /// Applied with `e = max(a, 1)` (at `e = 0` the split options of `p` and
    /// `2p` do not pair up).
    ///
    /// **Theorem.** Let every move remove at most t tokens and leave at most
    /// J non-empty heaps, `j = max(J, 2)`, `e ≥ 1`, `p ≥ 1` and
    /// `N = j·(e + p − 1) + t + 1`. If `g(n + p) = g(n)` for every
    /// `e ≤ n ≤ N − p`, then `g(n + p) = g(n)` for every `n ≥ e`.
    /// (For j = 2, `N − p = 2e + p + t − 1`: the octal statement above.)
    ///
    /// **Proof.** By induction on `n > N`: assume `g(x) = g(x − p)` for
    /// `e + p ≤ x < n` (the hypothesis gives it for `x ≤ N`); we show that
    /// the options of n and of `n − p` reach the same set of values. Since
    /// `n > t` and `n − p > t` (`N + 1 − p ≥ 2e + p + t ≥ t + 3`), no move
    /// from either empties the heap, and which moves a digit allows (remove
    /// k, leave i heaps) no longer depends on the heap: a heap of
    /// `n − p − k ≥ j·(e + p − 1) + 2 − p ≥ j + 1` tokens can be left as any
    /// i ≤ j parts.
    ///
    /// 1. *An option of n is one of `n − p`.* A move removes `k ≤ t` tokens
    ///    and leaves `i ≤ J` parts summing to `m = n − k ≥ N + 1 − t =
    ///    j·(e + p − 1) + 2`. Its largest part c is at least `⌈m / i⌉ ≥
    ///    ⌈m / j⌉ ≥ e + p`, since `m > j·(e + p − 1)`. Moving p tokens off
    ///    c gives parts summing to `(n − p) − k`, all non-empty (`c − p ≥
    ///    e ≥ 1`): a move from `n − p` by the same digit. As `e + p ≤ c <
    ///    n` (c < n: a move removes a token or leaves two parts),
    ///    `g(c) = g(c − p)` and the XOR of the parts is unchanged.
    /// 2. *An option of `n − p` is one of n.* Its parts sum to `m' = n −
    ///    p − k ≥ j·(e + p − 1) + 2 − p`, so its largest part `c' ≥ ⌈m' /
    ///    j⌉ ≥ e` (as `m' − j·(e − 1) ≥ (j − 1)·p + 2 > 0`). Putting p
    ///    tokens on it is a move from n by the same digit, and `g(c' + p) =
    ///    g(c')` since `e ≤ c'` and `c' + p < n` (checked when `c' + p ≤ N`,
    ///    by induction otherwise).
    ///
    /// So `g(n)` and `g(n − p)` are the mex of one set. ∎
    ///
    /// The bound cannot be lowered this way: with three parts the only part
    /// sure to be large is the largest, `⌈m / 3⌉`, so a table that holds only
    /// the two-heap bound's `2e + 2p + t − 1` values proves nothing for a
    /// hexadecimal game (a test keeps a game whose two-heap "proof" is false).
    GuySmith {
        /// The largest number of tokens a move removes (t).
        max_removal: usize,
        /// The most non-empty heaps a move leaves (J; 2 for every octal game,
        /// the bound then being the classical one; 3 for hexadecimal games with
        /// a digit 8 to f).
        max_heaps: usize,
    },
}

impl Proof {
    /// The smallest table end `N` for which `g(n + p) = g(n)` on every
    /// `a ≤ n ≤ N − p` proves the period for every `n ≥ a`; `None` when no
    /// theorem applies.
    ///
    /// # Panics
    /// If `period == 0`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::pattern::Proof;
    /// // Kayles (0.77): period 12 from 71, t = 2: check 71 ≤ n < 156, so N = 155 + 12.
    /// let kayles = Proof::GuySmith { max_removal: 2, max_heaps: 2 };
    /// assert_eq!(kayles.upto_needed(71, 12), Some(167));
    /// // Moves leaving three heaps: N = 3·(71 + 12 − 1) + 2 + 1.
    /// let three = Proof::GuySmith { max_removal: 2, max_heaps: 3 };
    /// assert_eq!(three.upto_needed(71, 12), Some(249));
    /// // Subtraction {1, 3, 4}: period 7 from 0, window 4: check 0 ≤ n < 4, so N = 3 + 7.
    /// assert_eq!(Proof::Window { width: 4 }.upto_needed(0, 7), Some(10));
    /// assert_eq!(Proof::None.upto_needed(0, 7), None);
    /// ```
    pub fn upto_needed(&self, preperiod: usize, period: usize) -> Option<usize> {
        assert!(period > 0, "a period is positive");
        // Last n that must be checked, then n + p must be in the table.
        let last = match *self {
            Proof::None => return None,
            Proof::Window { width } => preperiod + width.max(1) - 1,
            Proof::GuySmith {
                max_removal,
                max_heaps,
            } => {
                // N − p for N = j·(e + p − 1) + t + 1 (see the theorem).
                let e = preperiod.max(1);
                let j = max_heaps.max(2);
                j * (e + period - 1) + max_removal + 1 - period
            }
        };
        Some(last + period)
    }

    /// A lower bound on the matching suffix of every period this theorem
    /// proves on a table of `len` values: whenever `upto_needed(a, p) < len`,
    /// `len − p − a ≥ min_matching_suffix(len)` (the values `g(a..len − p)`
    /// that equal the ones a period later). The period finder skips the
    /// periods whose last values do not recur ([`find_period`]); this bound
    /// says how many of them it may look at. 0 for [`Proof::None`].
    ///
    /// With `z = len − p − a`: the Guy–Smith bound `j·(max(a, 1) + p − 1) +
    /// t + 1 < len` gives `j·(len − z − 1) < len − t − 1` (for `a ≥ 1`
    /// directly, for `a = 0` since then `len − z − 1 = p − 1 < p`), so
    /// `z ≥ len − 1 − ⌊(len − t − 1)/j⌋`, about `len·(j − 1)/j`; the window
    /// argument `a + w − 1 + p < len` gives `z ≥ w`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::pattern::Proof;
    /// let kayles = Proof::GuySmith { max_removal: 2, max_heaps: 2 };
    /// // Kayles proven on g(0..=167): 168 values, period 12 from 71, z = 168 − 12 − 71 = 85.
    /// assert_eq!(kayles.upto_needed(71, 12), Some(167));
    /// assert!(kayles.min_matching_suffix(168) <= 85);
    /// assert_eq!(kayles.min_matching_suffix(168), 85);
    /// assert_eq!(Proof::Window { width: 4 }.min_matching_suffix(1000), 4);
    /// ```
    pub fn min_matching_suffix(&self, len: usize) -> usize {
        match *self {
            Proof::None => 0,
            Proof::Window { width } => width.max(1),
            Proof::GuySmith {
                max_removal,
                max_heaps,
            } => {
                let j = max_heaps.max(2);
                match len.checked_sub(max_removal + 1) {
                    // No period is proven on so few values.
                    None => len,
                    Some(room) => (len - 1).saturating_sub(room / j),
                }
            }
        }
    }

    /// A short name of the theorem, for reports (`None` for [`Proof::None`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::pattern::Proof;
    /// let kayles = Proof::GuySmith { max_removal: 2, max_heaps: 2 };
    /// assert_eq!(kayles.name(), Some("Guy–Smith periodicity theorem"));
    /// let hex = Proof::GuySmith { max_removal: 1, max_heaps: 3 };
    /// assert_eq!(hex.name(), Some("Guy–Smith periodicity theorem (three-heap form)"));
    /// ```
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Proof::None => None,
            Proof::Window { .. } => Some("window argument"),
            Proof::GuySmith { max_heaps, .. } if *max_heaps >= 3 => {
                Some("Guy–Smith periodicity theorem (three-heap form)")
            }
            Proof::GuySmith { .. } => Some("Guy–Smith periodicity theorem"),
        }
    }
}

/// `g(n + period) = g(n)` for every `n ≥ preperiod` (checked, or proven).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// The first index from which the period holds (a).
    pub preperiod: usize,
    /// The period (p ≥ 1).
    pub period: usize,
    /// Whether a theorem makes it hold for every `n`, not only up to the table's end.
    pub proven: bool,
}

/// `g(n + period) = g(n) + saltus` for every `n ≥ preperiod`, checked up to the table's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ArithmeticPeriod {
    /// The first index from which the rule holds (a).
    pub preperiod: usize,
    /// The period (p ≥ 1).
    pub period: usize,
    /// The increase per period (s ≥ 1).
    pub saltus: u32,
}

/// What a table of Grundy values shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// Eventually periodic.
    Periodic(Period),
    /// Eventually arithmetic-periodic with a positive saltus.
    ArithmeticPeriodic(ArithmeticPeriod),
    /// Neither, as far as the table goes.
    None,
}

/// Whether a tail `g(a..len)` is long enough to report period `p` as checked (see the module docs).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::well_supported;
/// assert!(well_supported(108, 71, 12)); // Kayles up to 107: 37 values, 3 periods
/// assert!(!well_supported(101, 71, 12)); // Kayles up to 100: 30 values, 2.5 periods
/// assert!(!well_supported(6, 4, 1)); // 2 values of period 1: too few
/// assert!(!well_supported(1001, 980, 1)); // "…, 5, 5, 5" at the very end
/// ```
pub fn well_supported(len: usize, preperiod: usize, period: usize) -> bool {
    let tail = len.saturating_sub(preperiod);
    tail >= min_tail(period) && tail * MIN_TAIL_FRACTION >= len
}

/// The fewest values a tail of period `p` needs, whatever the table's length.
fn min_tail(period: usize) -> usize {
    (MIN_PERIODS * period).max(MIN_VALUES)
}

/// The smallest table end `N` at which a rule of period `p` from `a` would be
/// reported as checked ([`well_supported`] on `g(0..=N)`) if it keeps holding.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{upto_to_show, well_supported};
/// assert_eq!(upto_to_show(71, 12), 106); // Kayles: 36 values from 71
/// assert_eq!(upto_to_show(4, 1), 15); // 12 values from 4
/// let n = upto_to_show(300, 3);
/// assert!(well_supported(n + 1, 300, 3) && !well_supported(n, 300, 3));
/// ```
pub fn upto_to_show(preperiod: usize, period: usize) -> usize {
    // len ≥ a + min_tail(p) and 4 (len − a) ≥ len, i.e. 3 len ≥ 4a.
    let len = (preperiod + min_tail(period))
        .max((MIN_TAIL_FRACTION * preperiod).div_ceil(MIN_TAIL_FRACTION - 1));
    len - 1
}

/// How many values past the preperiod `a` a period-`p` rule needs to be
/// reported as checked: `upto_to_show(a, p) + 1 − a`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::values_needed;
/// assert_eq!(values_needed(71, 12), 36);
/// assert_eq!(values_needed(4, 1), 12);
/// assert_eq!(values_needed(300, 3), 100); // a quarter of the table
/// ```
pub fn values_needed(preperiod: usize, period: usize) -> usize {
    upto_to_show(preperiod, period) + 1 - preperiod
}

/// The smallest `a` with `g[n + period] = g[n]` for every `a ≤ n < g.len() − period`.
///
/// # Panics
/// If `period == 0`.
///
/// # Complexity
/// O(g.len() − a): the scan runs backwards from the end and stops at the first mismatch.
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::smallest_preperiod;
/// let g = [5u32, 0, 1, 2, 0, 1, 2, 0, 1];
/// assert_eq!(smallest_preperiod(&g, 3), 1);
/// assert_eq!(smallest_preperiod(&g, 2), 7);
/// ```
pub fn smallest_preperiod<T: Cell>(g: &[T], period: usize) -> usize {
    assert!(period > 0, "a period is positive");
    preperiod_below(g, period, g.len().saturating_sub(period))
}

/// The smallest `a ≤ start` with `g[n + period] = g[n]` for `a ≤ n < start`,
/// given that it holds for every `start ≤ n < len − period`.
fn preperiod_below<T: Cell>(g: &[T], period: usize, start: usize) -> usize {
    let mut a = start.min(g.len().saturating_sub(period));
    while a > 0 && g[a - 1] == g[a - 1 + period] {
        a -= 1;
    }
    a
}

/// Preperiods of increasing periods, remembering the periods with long tails:
/// a multiple of such a period `q` holds wherever `q` does, so its backward
/// scan starts at `q`'s preperiod. This keeps a table of period `P` at about
/// O(len + P · (short scans)) instead of O(len²/P) (every multiple of `P`
/// scanning the whole tail).
pub(crate) struct Preperiods<'a, T> {
    g: &'a [T],
    long: Vec<(usize, usize)>,
}

impl<'a, T: Cell> Preperiods<'a, T> {
    pub(crate) fn new(g: &'a [T]) -> Self {
        Preperiods {
            g,
            long: Vec::new(),
        }
    }

    pub(crate) fn of(&mut self, period: usize) -> usize {
        let len = self.g.len();
        let start = self
            .long
            .iter()
            .filter(|&&(q, _)| period / q * q == period)
            .map(|&(_, a)| a)
            .min()
            .unwrap_or(len);
        let a = preperiod_below(self.g, period, start);
        // A multiple of a remembered period starts from that period's
        // preperiod already: remembering it too would only lengthen the list
        // every later period is checked against.
        if len - period.min(len) - a >= 64
            && self.long.len() < 32
            && !self.long.iter().any(|&(q, _)| period / q * q == period)
        {
            self.long.push((period, a));
        }
        a
    }
}

/// The periods up to which the finder tries every period; above it, only the
/// periods at which the table's last `WINDOW` values recur ([`first_period`]).
pub const WINDOW: usize = 256;

/// The Mersenne prime 2^61 − 1, the modulus of the window hash.
const HASH_MODULUS: u64 = (1 << 61) - 1;

/// The base of the window hash (any residue above the values works; the
/// hash decides only how many windows are compared, never a result).
const HASH_BASE: u64 = 0x1f3d_5b79_a2c4_e681 % HASH_MODULUS;

/// `a · b mod 2^61 − 1` for `a, b < 2^61 − 1`.
fn mul_mod(a: u64, b: u64) -> u64 {
    let x = u128::from(a) * u128::from(b);
    let r = (x as u64 & HASH_MODULUS) + (x >> 61) as u64;
    let r = (r & HASH_MODULUS) + (r >> 61);
    if r >= HASH_MODULUS {
        r - HASH_MODULUS
    } else {
        r
    }
}

/// `a + b mod 2^61 − 1` for `a, b < 2^61 − 1`.
fn add_mod(a: u64, b: u64) -> u64 {
    let r = a + b;
    if r >= HASH_MODULUS {
        r - HASH_MODULUS
    } else {
        r
    }
}

/// The smallest period `p ≤ last` that `accept(p, a)` takes, with `a` its
/// smallest preperiod, and that preperiod; `None` if it takes none.
///
/// **Contract**: `accept` is false for every `p > w` whose matching suffix
/// `len − p − a` is shorter than `w` (`w = 0`: no period is skipped).
///
/// Periods `p ≤ w` are tried one by one (each a backward scan, as
/// [`smallest_preperiod`]). A larger `p` can be taken only if the last `w`
/// values recur `p` earlier, `g(len − w − p..len − p) = g(len − w..len)`: a
/// rolling hash of the `w`-value windows, read from the end of the table
/// towards its start (so in increasing `p`), finds the starts whose window
/// hashes like the last one, each is **compared value by value**, and only a
/// window that is equal has its period's preperiod scanned and offered to
/// `accept`. Equal windows always hash alike, so no period is missed; a hash
/// that matches by chance costs one comparison and changes nothing.
///
/// # Complexity
/// O(w) scans of periods `p ≤ w`, O(len) hash steps (a 128-bit product
/// each), O(w) per hash match, and the preperiod scan of each equal window
/// (from the preperiod of a remembered divisor when there is one): near
/// O(len) when the last window recurs only at the period and its multiples.
/// No memory beyond the table.
pub(crate) fn first_period<T: Cell>(
    pre: &mut Preperiods<'_, T>,
    last: usize,
    w: usize,
    mut accept: impl FnMut(usize, usize) -> bool,
) -> Option<(usize, usize)> {
    let g = pre.g;
    let len = g.len();
    let direct = if w == 0 { last } else { w.min(last) };
    for p in 1..=direct {
        let a = pre.of(p);
        if accept(p, a) {
            return Some((p, a));
        }
    }
    // Windows of the periods w < p ≤ top start at s = len − w − p ≥ 0.
    let top = last.min(len.saturating_sub(w));
    if direct >= top {
        return None;
    }
    let value = |i: usize| u64::from(g[i].into());
    let hash = |start: usize| {
        (start..start + w)
            .rev()
            .fold(0, |h, i| add_mod(mul_mod(h, HASH_BASE), value(i)))
    };
    let target = hash(len - w);
    // HASH_BASE^(w − 1): the weight of a window's last value.
    let top_weight = (1..w).fold(1, |x, _| mul_mod(x, HASH_BASE));
    let pattern = &g[len - w..];
    let mut s = len - w - (direct + 1);
    let mut h = hash(s);
    loop {
        let p = len - w - s;
        if h == target && g[s..s + w] == *pattern {
            let a = pre.of(p);
            if accept(p, a) {
                return Some((p, a));
            }
        }
        if p == top {
            return None;
        }
        // The window one place earlier: drop g(s + w − 1), take g(s − 1).
        s -= 1;
        let dropped = mul_mod(value(s + w), top_weight);
        let kept = add_mod(h, HASH_MODULUS - dropped);
        h = add_mod(mul_mod(kept, HASH_BASE), value(s));
    }
}

/// The smallest period of `g` that a theorem proves, or else that is well supported.
///
/// Proven periods are searched first (any `p < g.len()`): the smallest
/// proven one is the true eventual period, because every eventual period is
/// a multiple of the smallest one and the smallest one then also passes the
/// theorem's check. Otherwise the smallest `p` whose tail is
/// [`well_supported`] is returned with `proven = false`.
///
/// # Complexity
/// Near O(len) for a table of any period, 10^8 included: the periods up to
/// [`WINDOW`] are scanned one by one; above it a period can be claimed only
/// if the last `WINDOW` values recur that far back (a proven period's
/// matching suffix is about half the table, a well-supported one's at least
/// twice the period), so [`first_period`]'s rolling hash finds those, each
/// compared value by value before its preperiod is scanned (the scan of a
/// multiple of a period with a long tail starts at that period's
/// preperiod). Two passes over the table (the proof, then the evidence
/// rule), no memory beyond it. O(len²) only for contrived tables whose last
/// window recurs at nearly every shift.
///
/// # Example
/// ```
/// use games_core::grundy::subtraction_grundy;
/// use lab_engine::patterns::pattern::{find_period, Period, Proof};
/// let g = subtraction_grundy(&[1, 3, 4], 30);
/// let found = find_period(&g, Proof::Window { width: 4 });
/// assert_eq!(found, Some(Period { preperiod: 0, period: 7, proven: true }));
/// ```
pub fn find_period<T: Cell>(g: &[T], proof: Proof) -> Option<Period> {
    find_period_with_window(g, proof, WINDOW)
}

/// [`find_period`] trying every period up to `window` and, above it, only the
/// periods at which the last `window` values recur (fewer for a proof whose
/// [`Proof::min_matching_suffix`] is shorter). The result does not depend on
/// `window` (the tests compare windows down to 1 with trying every period).
fn find_period_with_window<T: Cell>(g: &[T], proof: Proof, window: usize) -> Option<Period> {
    let len = g.len();
    let mut pre = Preperiods::new(g);
    if proof != Proof::None {
        // A proven period's matching suffix is at least the proof's bound.
        let w = window.min(proof.min_matching_suffix(len));
        let proven = first_period(&mut pre, len.saturating_sub(1), w, |period, preperiod| {
            proof
                .upto_needed(preperiod, period)
                .is_some_and(|needed| needed < len)
        });
        if let Some((period, preperiod)) = proven {
            return Some(Period {
                preperiod,
                period,
                proven: true,
            });
        }
    }
    // A well-supported tail holds three periods: its matching suffix is at least 2p > window.
    first_period(&mut pre, len / MIN_PERIODS, window, |period, preperiod| {
        well_supported(len, preperiod, period)
    })
    .map(|(period, preperiod)| Period {
        preperiod,
        period,
        proven: false,
    })
}

/// The smallest well-supported `p` (then smallest `a`) with
/// `g(n + p) = g(n) + s` for every `a ≤ n ≤ N − p`, for some saltus `s > 0`.
///
/// # Complexity
/// As [`find_period`] without the proof search.
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{find_arithmetic_period, ArithmeticPeriod};
/// // 0, 1, 2, …, but with 8k − 1 and 8k swapped (HDU 5795).
/// let g: Vec<u32> = (0..60u32)
///     .map(|n| match n % 8 { 7 => n + 1, 0 if n > 0 => n - 1, _ => n })
///     .collect();
/// assert_eq!(
///     find_arithmetic_period(&g),
///     Some(ArithmeticPeriod { preperiod: 1, period: 8, saltus: 8 })
/// );
/// ```
pub fn find_arithmetic_period<T: Cell>(g: &[T]) -> Option<ArithmeticPeriod> {
    let len = g.len();
    (1..=len / MIN_PERIODS).find_map(|period| {
        let (preperiod, saltus) = arithmetic_tail(g, period)?;
        well_supported(len, preperiod, period).then_some(ArithmeticPeriod {
            preperiod,
            period,
            saltus,
        })
    })
}

/// For `0 < period < g.len()`: the smallest `a` and the saltus `s > 0` with
/// `g(n + period) = g(n) + s` for every `a ≤ n < len − period`, if the last
/// difference is positive.
fn arithmetic_tail<T: Cell>(g: &[T], period: usize) -> Option<(usize, u32)> {
    let len = g.len();
    let diff = |n: usize| i64::from(g[n + period].into()) - i64::from(g[n].into());
    let saltus = diff(len - 1 - period);
    if saltus <= 0 {
        return None;
    }
    let mut preperiod = len - 1 - period;
    while preperiod > 0 && diff(preperiod - 1) == saltus {
        preperiod -= 1;
    }
    Some((preperiod, saltus as u32))
}

/// A rule seen on the tail of a table, but on too few values to report (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Shortfall {
    /// The first index from which the rule holds up to the table's end (a).
    pub preperiod: usize,
    /// The period (p ≥ 1).
    pub period: usize,
    /// The increase per period (0: periodic).
    pub saltus: u32,
    /// The values from a to the table's end.
    pub values: usize,
    /// The values past the preperiod the rule needs ([`values_needed`]).
    pub needed: usize,
    /// The table end at which the rule would be reported if it keeps holding ([`upto_to_show`]).
    pub upto_to_show: usize,
}

/// Whether a tail of `len − a` values of period `p` that is not [`well_supported`]
/// is still worth naming: it shows the block repeated once in full, and
/// either it fails only the counts (three periods, [`MIN_VALUES`]) or it
/// holds on at least [`MIN_VALUES`] compared pairs (so the last few values of
/// a long table agreeing by chance are not named).
fn worth_naming(len: usize, preperiod: usize, period: usize) -> bool {
    let tail = len - preperiod;
    tail >= 2 * period
        && (tail * MIN_TAIL_FRACTION >= len || tail >= period + MIN_VALUES)
        && !well_supported(len, preperiod, period)
}

/// For a table in which [`classify`] finds no checked rule: the rule that
/// does hold on its tail but on too few values, if one is worth naming — the
/// smallest period seen repeating at least once in full (periodic first, then
/// arithmetic-periodic), with the values it has and would need.
///
/// # Complexity
/// As [`find_period`] and [`find_arithmetic_period`] together.
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{classify, shortfall, Pattern, Proof, Shortfall};
/// // Grundy's game up to 5: 0, 0, 0, 1, 0, 2. "g(n + 1) = g(n) + 2 from 4" rests on two values.
/// let g = [0u32, 0, 0, 1, 0, 2];
/// assert_eq!(classify(&g, Proof::None), Pattern::None);
/// assert_eq!(
///     shortfall(&g),
///     Some(Shortfall { preperiod: 4, period: 1, saltus: 2, values: 2, needed: 12, upto_to_show: 15 })
/// );
/// ```
pub fn shortfall<T: Cell>(g: &[T]) -> Option<Shortfall> {
    shortfall_with_window(g, WINDOW)
}

/// [`shortfall`] with the periods above `window` found by their recurring last values
/// (a named tail holds the block twice: its matching suffix is at least p > window).
fn shortfall_with_window<T: Cell>(g: &[T], window: usize) -> Option<Shortfall> {
    let len = g.len();
    let named = |preperiod: usize, period: usize, saltus: u32| Shortfall {
        preperiod,
        period,
        saltus,
        values: len - preperiod,
        needed: values_needed(preperiod, period),
        upto_to_show: upto_to_show(preperiod, period),
    };
    let mut pre = Preperiods::new(g);
    first_period(&mut pre, len / 2, window, |period, a| {
        worth_naming(len, a, period)
    })
    .map(|(period, a)| named(a, period, 0))
    .or_else(|| {
        (1..=len / 2).find_map(|period| {
            let (a, saltus) = arithmetic_tail(g, period)?;
            worth_naming(len, a, period).then(|| named(a, period, saltus))
        })
    })
}

/// [`shortfall`] on a compact table.
///
/// # Complexity
/// As [`shortfall`].
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::shortfall_values;
/// use lab_engine::tables::values::Values;
/// let g = Values::from_u32(&[3, 1, 2, 1, 2]).unwrap();
/// assert_eq!(shortfall_values(&g).map(|s| (s.preperiod, s.period, s.needed)), Some((1, 2, 12)));
/// ```
pub fn shortfall_values(g: &Values) -> Option<Shortfall> {
    match g {
        Values::Narrow(v) => shortfall(v),
        Values::Wide(v) => shortfall(v),
        Values::Full(v) => shortfall(v),
    }
}

/// The verdict on a table: periodic if [`find_period`] finds a period, else
/// arithmetic-periodic if [`find_arithmetic_period`] finds one, else none.
///
/// # Complexity
/// As [`find_period`].
///
/// # Example
/// ```
/// use lab_engine::tables::game::Game;
/// use lab_engine::tables::octal::OctalGame;
/// use lab_engine::patterns::pattern::{classify, Pattern, Period, Proof};
/// let kayles = Game::Octal(OctalGame::parse("0.77").unwrap());
/// let proof = kayles.proof();
/// // Up to 100 the period shows only 2.5 times: too few values to claim it.
/// assert_eq!(classify(&kayles.grundy(100), proof), Pattern::None);
/// // Up to 106 it shows three times, but the theorem needs the table up to 167.
/// assert_eq!(
///     classify(&kayles.grundy(106), proof),
///     Pattern::Periodic(Period { preperiod: 71, period: 12, proven: false })
/// );
/// assert_eq!(
///     classify(&kayles.grundy(167), proof),
///     Pattern::Periodic(Period { preperiod: 71, period: 12, proven: true })
/// );
/// ```
pub fn classify<T: Cell>(g: &[T], proof: Proof) -> Pattern {
    if let Some(p) = find_period(g, proof) {
        Pattern::Periodic(p)
    } else if let Some(p) = find_arithmetic_period(g) {
        Pattern::ArithmeticPeriodic(p)
    } else {
        Pattern::None
    }
}

/// The share of a table of unknown rules a pattern is read from: its first
/// `READ_SHARE.0 / READ_SHARE.1` (two thirds); the rest must confirm it.
pub const READ_SHARE: (usize, usize) = (2, 3);

/// How many values of a `len`-value table of unknown rules the pattern is read from.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::read_prefix;
/// assert_eq!(read_prefix(101), 67);
/// ```
pub fn read_prefix(len: usize) -> usize {
    len * READ_SHARE.0 / READ_SHARE.1
}

/// The verdict on a sequence whose rules the lab does not know (`grundy-lab
/// sequence`), by a stricter evidence rule than [`classify`]'s:
///
/// - **Hold-out.** The rule is read from the first two thirds of the table
///   ([`read_prefix`]) by [`classify`]'s evidence rule, and the last third must
///   confirm it exactly: same period, same preperiod, same saltus. The table
///   thus shows the rule predicting a third of it correctly before the lab
///   predicts anything, and a sequence whose early rule was broken later (a
///   subtraction set with Fibonacci moves: period 10 up to 33, another phase
///   after) is caught by the rule it would have claimed early.
/// - **Largest move.** The table holds `2a + p` values at least. An
///   irregular stretch up to `a` is what moves of size about `a` make (a
///   move's first use shifts the values). Were `a` the largest move, the
///   window argument ([`Proof::Window`]) would need the period checked on
///   `a` values from `a`, that is the table up to `2a + p − 1`; and the next
///   such move may come as far again, so a tail shorter than the irregular
///   part is no evidence that the moves have stopped. (A move larger than
///   the whole table changes nothing in it and cannot be seen by any rule.)
///
/// A game whose rules are known keeps [`classify`] (and its proofs); this
/// rule proves nothing either, it only refuses more.
///
/// # Complexity
/// As [`classify`].
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{classify, classify_sequence, Pattern, Proof};
/// // Subtract a Fibonacci number: period 10 on 0..=100, broken at 106.
/// let fib = [1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89];
/// let g = games_core::grundy::subtraction_grundy(&fib, 100);
/// assert!(matches!(classify(&g, Proof::None), Pattern::Periodic(_)));
/// assert_eq!(classify_sequence(&g), Pattern::None);
/// let g = games_core::grundy::subtraction_grundy(&[1, 3, 4], 60);
/// assert!(matches!(classify_sequence(&g), Pattern::Periodic(p) if p.period == 7));
/// ```
pub fn classify_sequence<T: Cell>(g: &[T]) -> Pattern {
    match held_out(g) {
        Pattern::Periodic(p) if !informative(&g[p.preperiod..], p.period) => Pattern::None,
        found => found,
    }
}

/// [`classify_sequence`] without the rule on P-positions and outcomes: the
/// rule read from the first two thirds of `g`, confirmed by the last third,
/// with `2a + p ≤ len`. For sequences whose values are names
/// rather than Grundy values (the ids of a grid's distinct columns).
///
/// # Complexity
/// As [`classify`].
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{held_out, Pattern};
/// let ids: Vec<u32> = (0..40).map(|n| u32::from(n > 0)).collect();
/// assert!(matches!(held_out(&ids), Pattern::Periodic(p) if (p.preperiod, p.period) == (1, 1)));
/// ```
pub fn held_out<T: Cell>(g: &[T]) -> Pattern {
    let len = g.len();
    let early_enough = |a: usize, p: usize| 2 * a + p <= len;
    match classify(&g[..read_prefix(len)], Proof::None) {
        Pattern::Periodic(p)
            if early_enough(p.preperiod, p.period)
                && smallest_preperiod(g, p.period) == p.preperiod =>
        {
            Pattern::Periodic(p)
        }
        Pattern::ArithmeticPeriodic(p)
            if early_enough(p.preperiod, p.period)
                && arithmetic_tail(g, p.period) == Some((p.preperiod, p.saltus)) =>
        {
            Pattern::ArithmeticPeriodic(p)
        }
        _ => Pattern::None,
    }
}

/// Whether the periodic tail `tail` (period `p`) says more than a count:
/// its block holds a 0 (a block without one says "no P-position after a",
/// finitely many, which is a count and not a pattern), and in a table of
/// two values only (outcomes), each value of the block occurs at least
/// [`MIN_VALUES`] times in the tail: a P-position once per period, seen six
/// times, is six events, however many values lie between them.
fn informative<T: Cell>(tail: &[T], period: usize) -> bool {
    let block = &tail[..period.min(tail.len())];
    if !block.iter().any(|&v| v.into() == 0) {
        return false;
    }
    if tail.iter().any(|&v| v.into() > 1) {
        return true;
    }
    let zeros = tail.iter().filter(|&&v| v.into() == 0).count();
    let ones = tail.len() - zeros;
    let block_has_one = block.iter().any(|&v| v.into() == 1);
    zeros >= MIN_VALUES && (!block_has_one || ones >= MIN_VALUES)
}

/// The smallest table end `N` at which [`classify_sequence`] would claim a
/// rule of period `p` from `a`, if it keeps holding.
///
/// # Complexity
/// O(a + p).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::sequence_upto_to_show;
/// assert_eq!(sequence_upto_to_show(0, 7), 31); // 21 values read, 11 more confirm
/// assert_eq!(sequence_upto_to_show(60, 2), 121); // 2a + p values at least
/// ```
pub fn sequence_upto_to_show(preperiod: usize, period: usize) -> usize {
    let mut len = 2 * preperiod + period;
    while !well_supported(read_prefix(len), preperiod, period) {
        len += 1;
    }
    len - 1
}

/// [`classify`] on a compact table.
///
/// # Complexity
/// As [`find_period`].
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{classify_values, Pattern, Proof};
/// use lab_engine::tables::values::Values;
/// let g = Values::from_u32(&[1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2]).unwrap();
/// assert!(matches!(classify_values(&g, Proof::None), Pattern::Periodic(_)));
/// ```
pub fn classify_values(g: &Values, proof: Proof) -> Pattern {
    match g {
        Values::Narrow(v) => classify(v, proof),
        Values::Wide(v) => classify(v, proof),
        Values::Full(v) => classify(v, proof),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A random table `g(0..len)`, `len` from `lens`, arithmetic-periodic from a random
    /// preperiod `pre < len` on: a period from `periods`, then `draw` gives (saltus, values of
    /// the block, values before `pre`); the block's values, then those before `pre`, are drawn
    /// below those bounds, and `g(n) = block[(n − pre) mod p] + saltus · ⌊(n − pre) / p⌋` from `pre`.
    fn random_periodic(
        rng: &mut StdRng,
        lens: std::ops::Range<usize>,
        periods: std::ops::Range<usize>,
        draw: impl FnOnce(&mut StdRng) -> (u32, u32, u32),
    ) -> Vec<u32> {
        let len = rng.gen_range(lens);
        let pre = rng.gen_range(0..len);
        let period = rng.gen_range(periods);
        let (saltus, block_values, pre_values) = draw(rng);
        let block: Vec<u32> = (0..period)
            .map(|_| rng.gen_range(0..block_values))
            .collect();
        (0..len)
            .map(|n| {
                if n < pre {
                    rng.gen_range(0..pre_values)
                } else {
                    block[(n - pre) % period] + saltus * ((n - pre) / period) as u32
                }
            })
            .collect()
    }

    /// The smallest well-supported (p, a) straight from the definitions.
    fn period_by_definition(g: &[u32]) -> Option<(usize, usize)> {
        let len = g.len();
        for p in 1..len {
            for a in 0..len {
                let holds = (a..len.saturating_sub(p)).all(|n| g[n + p] == g[n]);
                if holds {
                    if well_supported(len, a, p) {
                        return Some((a, p));
                    }
                    break;
                }
            }
        }
        None
    }

    #[test]
    fn finds_the_smallest_supported_period() {
        let mut rng = StdRng::seed_from_u64(17);
        for _ in 0..500 {
            let g = random_periodic(&mut rng, 1..80, 1..12, |rng| {
                let values = rng.gen_range(1..4);
                (0, values, values + 1)
            });
            let len = g.len();
            let found = find_period(&g, Proof::None).map(|p| (p.preperiod, p.period));
            assert_eq!(found, period_by_definition(&g), "{g:?}");
            if let Some((a, p)) = found {
                assert!((a..len - p).all(|n| g[n + p] == g[n]));
            }
        }
    }

    #[test]
    fn arithmetic_periods_match_definition() {
        let mut rng = StdRng::seed_from_u64(19);
        for _ in 0..500 {
            let g = random_periodic(&mut rng, 2..80, 1..10, |rng| (rng.gen_range(0..4u32), 6, 6));
            let len = g.len();
            let mut expected = None;
            'outer: for p in 1..len {
                let s = i64::from(g[len - 1]) - i64::from(g[len - 1 - p]);
                if s <= 0 {
                    continue;
                }
                for a in 0..len - p {
                    if (a..len - p).all(|n| i64::from(g[n + p]) - i64::from(g[n]) == s) {
                        if well_supported(len, a, p) {
                            expected = Some(ArithmeticPeriod {
                                preperiod: a,
                                period: p,
                                saltus: s as u32,
                            });
                            break 'outer;
                        }
                        break;
                    }
                }
            }
            assert_eq!(find_arithmetic_period(&g), expected, "{g:?}");
        }
    }

    #[test]
    fn proven_periods_hold_in_much_longer_tables() {
        let mut rng = StdRng::seed_from_u64(23);
        let mut proven = 0;
        for _ in 0..300 {
            let k = rng.gen_range(1..=4);
            let moves: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=12)).collect();
            let width = *moves.iter().max().unwrap();
            let short = games_core::grundy::subtraction_grundy(&moves, 60);
            let long = games_core::grundy::subtraction_grundy(&moves, 2000);
            if let Some(p) = find_period(&short, Proof::Window { width }) {
                if p.proven {
                    proven += 1;
                    let (a, q) = (p.preperiod, p.period);
                    assert!((a..=2000 - q).all(|n| long[n + q] == long[n]), "{moves:?}");
                    assert_eq!(find_period(&long, Proof::Window { width }), Some(p));
                }
            }
        }
        assert!(proven > 100, "only {proven} proven");
    }

    #[test]
    fn guy_smith_verdicts_hold_in_much_longer_tables() {
        let mut proven = 0;
        crate::tables::octal::each_random_octal(29, 150, 0.2, 1..=3, |_, game| {
            let proof = Proof::GuySmith {
                max_removal: game.max_removal(),
                max_heaps: 2,
            };
            let code = game.to_string();
            let long = crate::tables::game::Game::Octal(game).grundy(600);
            if let Some(p) = find_period(&long[..=150], proof) {
                if p.proven {
                    proven += 1;
                    let (a, q) = (p.preperiod, p.period);
                    assert!((a..=600 - q).all(|n| long[n + q] == long[n]), "{code}");
                }
            }
        });
        assert!(proven > 50, "only {proven} proven");
    }

    #[test]
    fn evidence_needs_three_periods_twelve_values_and_a_quarter() {
        let mut rng = StdRng::seed_from_u64(37);
        for _ in 0..2000 {
            let len = rng.gen_range(0..400);
            let a = rng.gen_range(0..=len);
            let p = rng.gen_range(1..40);
            let tail = len - a;
            let by_definition = tail >= 3 * p && tail >= 12 && 4 * tail >= len;
            assert_eq!(well_supported(len, a, p), by_definition, "{len} {a} {p}");
            // upto_to_show is the first table end that reports the rule.
            let show = upto_to_show(a, p);
            assert!(well_supported(show + 1, a, p));
            assert!((a..=show).all(|n| !well_supported(n, a, p)), "{a} {p}");
            assert_eq!(values_needed(a, p), show + 1 - a);
        }
    }

    /// The shortfall straight from the definitions (module docs).
    fn shortfall_by_definition(g: &[u32]) -> Option<(usize, usize, u32)> {
        let len = g.len();
        let named = |a: usize, p: usize| {
            let tail = len - a;
            let supported = tail >= 3 * p && tail >= 12 && 4 * tail >= len;
            tail >= 2 * p && (4 * tail >= len || tail >= p + 12) && !supported
        };
        for p in 1..=len / 2 {
            let a = (0..=len - p)
                .find(|&a| (a..len - p).all(|n| g[n + p] == g[n]))
                .unwrap();
            if named(a, p) {
                return Some((a, p, 0));
            }
        }
        for p in 1..=len / 2 {
            let s = i64::from(g[len - 1]) - i64::from(g[len - 1 - p]);
            if s <= 0 {
                continue;
            }
            let a = (0..len - p)
                .find(|&a| (a..len - p).all(|n| i64::from(g[n + p]) - i64::from(g[n]) == s))
                .unwrap();
            if named(a, p) {
                return Some((a, p, s as u32));
            }
        }
        None
    }

    #[test]
    fn shortfalls_match_definition() {
        let mut rng = StdRng::seed_from_u64(41);
        let mut named = 0;
        for _ in 0..600 {
            let g = random_periodic(&mut rng, 1..70, 1..8, |rng| (rng.gen_range(0..3u32), 4, 8));
            let len = g.len();
            let found = shortfall(&g);
            assert_eq!(
                found.map(|s| (s.preperiod, s.period, s.saltus)),
                shortfall_by_definition(&g),
                "{g:?}"
            );
            if let Some(s) = found {
                named += 1;
                assert_eq!(s.values, len - s.preperiod);
                assert!(s.values < s.needed || 4 * s.values < len);
                if classify(&g, Proof::None) == Pattern::None {
                    // Grown by the same rule to upto_to_show, the table reports it.
                    let grown: Vec<u32> = (0..=s.upto_to_show)
                        .map(|n| {
                            if n < len {
                                g[n]
                            } else {
                                let back = (n - s.preperiod) % s.period + s.preperiod;
                                let k = ((n - back) / s.period) as u32;
                                g[back] + k * s.saltus
                            }
                        })
                        .collect();
                    assert_ne!(classify(&grown, Proof::None), Pattern::None, "{g:?}");
                }
            }
        }
        assert!(named > 100, "only {named} shortfalls");
    }

    #[test]
    fn grundys_game_up_to_5_claims_nothing() {
        // It once claimed "g(n + 1) = g(n) + 2 for every n ≥ 4" from two values.
        let g = crate::tables::game::Game::Split(crate::tables::split::SplitRule::GRUNDY).grundy(5);
        assert_eq!(g, [0, 0, 0, 1, 0, 2]);
        assert_eq!(classify(&g, Proof::None), Pattern::None);
        let s = shortfall(&g).unwrap();
        assert_eq!((s.preperiod, s.period, s.saltus, s.values), (4, 1, 2, 2));
    }

    #[test]
    fn every_window_finds_what_trying_every_period_finds() {
        let mut rng = StdRng::seed_from_u64(47);
        let mut tables: Vec<Vec<u32>> = (0..400)
            .map(|_| {
                random_periodic(&mut rng, 1..400, 1..60, |rng| {
                    let values = rng.gen_range(1..5);
                    (0, values, values + 1)
                })
            })
            .collect();
        crate::tables::octal::each_random_octal(53, 40, 0.2, 1..=3, |rng, game| {
            let upto = rng.gen_range(100..1500);
            tables.push(crate::tables::game::Game::Octal(game).grundy(upto));
        });
        let mut above_window = 0;
        for g in &tables {
            let proofs = [
                Proof::None,
                Proof::Window {
                    width: rng.gen_range(1..20),
                },
                Proof::GuySmith {
                    max_removal: rng.gen_range(0..5),
                    max_heaps: rng.gen_range(2..=3),
                },
            ];
            for proof in proofs {
                // Window 0: every period tried one by one, the scan before the window.
                let every = find_period_with_window(g, proof, 0);
                for w in [1, 2, 3, 5, 8, 17, 40] {
                    assert_eq!(
                        find_period_with_window(g, proof, w),
                        every,
                        "{proof:?} {w} {g:?}"
                    );
                    above_window += usize::from(every.is_some_and(|p| p.period > w));
                }
            }
            let every = shortfall_with_window(g, 0);
            for w in [1, 3, 8, 40] {
                assert_eq!(shortfall_with_window(g, w), every, "{w} {g:?}");
            }
        }
        // The windows, not the direct scans, found most of these.
        assert!(
            above_window > 2000,
            "only {above_window} periods above the window"
        );
    }

    #[test]
    fn the_matching_suffix_bound_holds_for_every_proven_period() {
        let mut rng = StdRng::seed_from_u64(61);
        let mut tight = 0;
        for _ in 0..20_000 {
            let len = rng.gen_range(1..600);
            let proof = if rng.gen_bool(0.5) {
                Proof::Window {
                    width: rng.gen_range(0..30),
                }
            } else {
                Proof::GuySmith {
                    max_removal: rng.gen_range(0..8),
                    max_heaps: rng.gen_range(1..=3),
                }
            };
            let p = rng.gen_range(1..=len);
            let a = rng.gen_range(0..=len - p);
            if proof.upto_needed(a, p).is_some_and(|n| n < len) {
                let z = len - p - a;
                let bound = proof.min_matching_suffix(len);
                assert!(z >= bound, "{proof:?} len {len} a {a} p {p}: {z} < {bound}");
                tight += usize::from(z == bound);
            }
        }
        assert!(tight > 20, "the bound is met only {tight} times");
    }

    #[test]
    fn a_period_of_300_000_is_found_and_proven_through_its_window() {
        // Noise, then a pseudo-random block of 300 000 values repeated: no period is short.
        let (a, p) = (200_000usize, 300_000usize);
        let mut x: u64 = 1;
        let mut next = move || {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (x >> 59) as u8
        };
        let head: Vec<u8> = (0..a).map(|_| next()).collect();
        let block: Vec<u8> = (0..p).map(|_| next()).collect();
        let mut g = head;
        g.extend((0..950_000).map(|i| block[i % p]));
        // The preperiod is exactly a.
        g[a - 1] = g[a - 1 + p] ^ 1;
        assert_eq!(
            find_period(&g, Proof::None),
            Some(Period {
                preperiod: a,
                period: p,
                proven: false
            })
        );
        let proof = Proof::GuySmith {
            max_removal: 4,
            max_heaps: 2,
        };
        assert_eq!(proof.upto_needed(a, p), Some(1_000_003));
        assert_eq!(
            find_period(&g[..1_000_004], proof),
            Some(Period {
                preperiod: a,
                period: p,
                proven: true
            })
        );
        // One value fewer: not proven, and 800 003 values after a are not three periods.
        assert_eq!(find_period(&g[..1_000_003], proof), None);
        // Two full blocks but not three: named as a shortfall, not claimed.
        let short = &g[..a + 2 * p + 10];
        assert_eq!(find_period(short, Proof::None), None);
        let s = shortfall(short).unwrap();
        assert_eq!((s.preperiod, s.period), (a, p));
        assert_eq!(crate::patterns::prove::candidate(short), Some((a, p)));
    }

    #[test]
    fn noise_at_the_end_is_not_a_pattern() {
        let mut rng = StdRng::seed_from_u64(31);
        let mut g: Vec<u32> = (0..200).map(|_| rng.gen_range(0..50)).collect();
        g.extend([5, 5, 5, 5, 5]);
        assert_eq!(classify(&g, Proof::None), Pattern::None);
        assert_eq!(shortfall(&g), None);
        assert_eq!(classify(&[0u32], Proof::None), Pattern::None);
        assert_eq!(classify::<u32>(&[], Proof::None), Pattern::None);
    }
}
