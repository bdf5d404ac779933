//! Pattern verdicts for finite sequences of Grundy values (periodic, arithmetic-periodic, none).
//!
//! A table `g(0..=N)` can only ever show a pattern up to `N`. Two things
//! keep the verdicts honest:
//!
//! - **Evidence.** A (preperiod `a`, period `p`) pair is reported only when
//!   the repeating tail `g(a..=N)` holds at least [`MIN_PERIODS`] full periods
//!   *and* is at least a [`MIN_TAIL_FRACTION`]-th of the table. Two periods
//!   mean the block was seen to repeat in full at least once; the fraction
//!   keeps a coincidence among the last few values (say `…, 5, 5`, which
//!   "repeats" with period 1 from `N − 1`) from being called a pattern. Both
//!   are requirements on what was computed; neither proves anything.
//! - **Proof.** Some games come with a theorem that turns a finite check into
//!   a certainty ([`Proof`]): when the table is long enough for it, the period
//!   is reported as proven, whatever the evidence rule says.
//!
//! Among the pairs that qualify, the smallest period wins, then the smallest
//! preperiod for it (the first index from which the period holds to the end).
//!
//! Every function takes the table as a slice of `u8`, `u16` or `u32`
//! ([`Cell`]); [`classify_values`] takes a compact [`Values`] table.

use crate::values::{Cell, Values};

/// The repeating tail must hold at least this many full periods.
pub const MIN_PERIODS: usize = 2;

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
    /// `e ≤ n < 2e + p + t`, then for every `n ≥ e`. Applied with
    /// `e = max(a, 1)` (at `e = 0` the split options of `p` and `2p` do not
    /// pair up).
    GuySmith {
        /// The largest number of tokens a move removes (t).
        max_removal: usize,
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
    /// use lab_engine::pattern::Proof;
    /// // Kayles (0.77): period 12 from 71, t = 2: check 71 ≤ n < 156, so N = 155 + 12.
    /// assert_eq!(Proof::GuySmith { max_removal: 2 }.upto_needed(71, 12), Some(167));
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
            Proof::GuySmith { max_removal } => {
                let e = preperiod.max(1);
                2 * e + period + max_removal - 1
            }
        };
        Some(last + period)
    }

    /// A short name of the theorem, for reports (`None` for [`Proof::None`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::pattern::Proof;
    /// assert_eq!(Proof::GuySmith { max_removal: 2 }.name(), Some("Guy–Smith periodicity theorem"));
    /// ```
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Proof::None => None,
            Proof::Window { .. } => Some("window argument"),
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

/// Whether a tail `g(a..len)` is long enough to report period `p` (see the module docs).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::pattern::well_supported;
/// assert!(well_supported(101, 71, 12)); // Kayles up to 100: 30 values, 2.5 periods
/// assert!(!well_supported(101, 52, 34)); // Dawson's Kayles up to 100: 49 < 2 · 34
/// assert!(!well_supported(1001, 999, 1)); // "…, 5, 5" at the very end
/// ```
pub fn well_supported(len: usize, preperiod: usize, period: usize) -> bool {
    let tail = len.saturating_sub(preperiod);
    tail >= MIN_PERIODS * period && tail * MIN_TAIL_FRACTION >= len
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
/// use lab_engine::pattern::smallest_preperiod;
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
struct Preperiods<'a, T> {
    g: &'a [T],
    long: Vec<(usize, usize)>,
}

impl<'a, T: Cell> Preperiods<'a, T> {
    fn new(g: &'a [T]) -> Self {
        Preperiods {
            g,
            long: Vec::new(),
        }
    }

    fn of(&mut self, period: usize) -> usize {
        let len = self.g.len();
        let start = self
            .long
            .iter()
            .filter(|&&(q, _)| period / q * q == period)
            .map(|&(_, a)| a)
            .min()
            .unwrap_or(len);
        let a = preperiod_below(self.g, period, start);
        if len - period.min(len) - a >= 64 && self.long.len() < 32 {
            self.long.push((period, a));
        }
        a
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
/// O(Σₚ (length of the tail scanned for p)), where the scan for a multiple of
/// a period with a long tail starts at that period's preperiod: near O(len + P)
/// for a sequence of period P and for one with no pattern, O(len²) for
/// contrived sequences only.
///
/// # Example
/// ```
/// use games_core::grundy::subtraction_grundy;
/// use lab_engine::pattern::{find_period, Period, Proof};
/// let g = subtraction_grundy(&[1, 3, 4], 30);
/// let found = find_period(&g, Proof::Window { width: 4 });
/// assert_eq!(found, Some(Period { preperiod: 0, period: 7, proven: true }));
/// ```
pub fn find_period<T: Cell>(g: &[T], proof: Proof) -> Option<Period> {
    let len = g.len();
    let mut pre = Preperiods::new(g);
    if proof != Proof::None {
        for period in 1..len {
            let preperiod = pre.of(period);
            if proof
                .upto_needed(preperiod, period)
                .is_some_and(|needed| needed < len)
            {
                return Some(Period {
                    preperiod,
                    period,
                    proven: true,
                });
            }
        }
    }
    (1..=len / MIN_PERIODS).find_map(|period| {
        let preperiod = pre.of(period);
        well_supported(len, preperiod, period).then_some(Period {
            preperiod,
            period,
            proven: false,
        })
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
/// use lab_engine::pattern::{find_arithmetic_period, ArithmeticPeriod};
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
    let diff = |n: usize, p: usize| i64::from(g[n + p].into()) - i64::from(g[n].into());
    (1..=len / MIN_PERIODS).find_map(|period| {
        let saltus = diff(len - 1 - period, period);
        if saltus <= 0 {
            return None;
        }
        let mut preperiod = len - 1 - period;
        while preperiod > 0 && diff(preperiod - 1, period) == saltus {
            preperiod -= 1;
        }
        well_supported(len, preperiod, period).then_some(ArithmeticPeriod {
            preperiod,
            period,
            saltus: saltus as u32,
        })
    })
}

/// The verdict on a table: periodic if [`find_period`] finds a period, else
/// arithmetic-periodic if [`find_arithmetic_period`] finds one, else none.
///
/// # Complexity
/// As [`find_period`].
///
/// # Example
/// ```
/// use lab_engine::octal::OctalGame;
/// use lab_engine::pattern::{classify, Pattern, Period, Proof};
/// let kayles = OctalGame::parse("0.77").unwrap();
/// let proof = Proof::GuySmith { max_removal: kayles.max_removal() };
/// // Up to 100 the period shows, but the theorem needs the table up to 167.
/// assert_eq!(
///     classify(&kayles.grundy(100), proof),
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

/// [`classify`] on a compact table.
///
/// # Complexity
/// As [`find_period`].
///
/// # Example
/// ```
/// use lab_engine::pattern::{classify_values, Pattern, Proof};
/// use lab_engine::values::Values;
/// let g = Values::from_u32(&[1, 2, 1, 2, 1, 2, 1, 2]).unwrap();
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
            let len = rng.gen_range(1..80);
            let pre = rng.gen_range(0..len);
            let period = rng.gen_range(1..12);
            let values = rng.gen_range(1..4);
            let block: Vec<u32> = (0..period).map(|_| rng.gen_range(0..values)).collect();
            let g: Vec<u32> = (0..len)
                .map(|n| {
                    if n < pre {
                        rng.gen_range(0..values + 1)
                    } else {
                        block[(n - pre) % period]
                    }
                })
                .collect();
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
            let len = rng.gen_range(2..80);
            let pre = rng.gen_range(0..len);
            let period = rng.gen_range(1..10);
            let saltus = rng.gen_range(0..4u32);
            let block: Vec<u32> = (0..period).map(|_| rng.gen_range(0..6)).collect();
            let g: Vec<u32> = (0..len)
                .map(|n| {
                    if n < pre {
                        rng.gen_range(0..6)
                    } else {
                        let k = (n - pre) / period;
                        block[(n - pre) % period] + saltus * k as u32
                    }
                })
                .collect();
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
        let mut rng = StdRng::seed_from_u64(29);
        let mut proven = 0;
        for _ in 0..150 {
            let mut code = String::from(if rng.gen_bool(0.2) { "4." } else { "0." });
            for _ in 0..rng.gen_range(1..=3) {
                code.push(char::from(b'0' + rng.gen_range(0..8u8)));
            }
            let game = crate::octal::OctalGame::parse(&code).unwrap();
            let proof = Proof::GuySmith {
                max_removal: game.max_removal(),
            };
            let long = game.grundy(600);
            if let Some(p) = find_period(&long[..=150], proof) {
                if p.proven {
                    proven += 1;
                    let (a, q) = (p.preperiod, p.period);
                    assert!((a..=600 - q).all(|n| long[n + q] == long[n]), "{code}");
                }
            }
        }
        assert!(proven > 50, "only {proven} proven");
    }

    #[test]
    fn noise_at_the_end_is_not_a_pattern() {
        let mut rng = StdRng::seed_from_u64(31);
        let mut g: Vec<u32> = (0..200).map(|_| rng.gen_range(0..50)).collect();
        g.extend([5, 5, 5]);
        assert_eq!(classify(&g, Proof::None), Pattern::None);
        assert_eq!(classify(&[0u32], Proof::None), Pattern::None);
        assert_eq!(classify::<u32>(&[], Proof::None), Pattern::None);
    }
}
