//! Games with a score: who ends ahead from a difference of totals, the three-way result first / second / tie, the totals when the players take items largest key first, and the mover's advantage when each turn takes an end of a row.
//!
//! A score game's optimal value is a number (the first player's total
//! minus the second's, the money one side pays less, …); the verdict a
//! problem prints is where that number stands against zero. [`Lead::of`]
//! turns it into the three-way result, and [`Lead::word`] into the
//! problem's words for it. Where an exchange argument shows that optimal
//! play takes the items in one order (by a key, largest first), the
//! totals are [`take_largest_first`]'s. Where each turn takes the left or
//! the right end of a row, the mover's advantage is [`ends_advantage`]'s
//! (an interval DP).

/// Who ends ahead: the sign of the first player's total minus the second's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lead {
    /// The first player's total is larger.
    First,
    /// The second player's total is larger.
    Second,
    /// The totals are equal.
    Tie,
}

impl Lead {
    /// The lead of `difference` = the first player's total − the second's.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::score::Lead;
    /// assert_eq!(Lead::of(5), Lead::First);
    /// assert_eq!(Lead::of(-1), Lead::Second);
    /// assert_eq!(Lead::of(0), Lead::Tie);
    /// ```
    pub fn of(difference: i128) -> Lead {
        match difference {
            d if d > 0 => Lead::First,
            d if d < 0 => Lead::Second,
            _ => Lead::Tie,
        }
    }

    /// The problem's word for this lead, from `[first, second, tie]`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::score::Lead;
    /// let words = ["Alice", "Bob", "Tie"];
    /// assert_eq!(Lead::of(-3).word(words), "Bob");
    /// assert_eq!(Lead::of(0).word(words), "Tie");
    /// ```
    pub fn word(self, words: [&'static str; 3]) -> &'static str {
        match self {
            Lead::First => words[0],
            Lead::Second => words[1],
            Lead::Tie => words[2],
        }
    }

    /// The same lead seen from the other player's side.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::score::Lead;
    /// assert_eq!(Lead::First.swapped(), Lead::Second);
    /// assert_eq!(Lead::Tie.swapped(), Lead::Tie);
    /// ```
    pub fn swapped(self) -> Lead {
        match self {
            Lead::First => Lead::Second,
            Lead::Second => Lead::First,
            Lead::Tie => Lead::Tie,
        }
    }
}

/// The two players' totals at the end of a game, the first player's and the second's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Totals {
    /// What the first player scored.
    pub first: i128,
    /// What the second player scored.
    pub second: i128,
}

impl Totals {
    /// The first player's total minus the second's.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::score::{Lead, Totals};
    /// let totals = Totals { first: 3, second: 10 };
    /// assert_eq!(totals.difference(), -7);
    /// assert_eq!(totals.lead(), Lead::Second);
    /// ```
    pub fn difference(self) -> i128 {
        self.first - self.second
    }

    /// Who ends ahead: [`Lead::of`] the difference.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::score::{Lead, Totals};
    /// assert_eq!(Totals { first: 4, second: 4 }.lead(), Lead::Tie);
    /// ```
    pub fn lead(self) -> Lead {
        Lead::of(self.difference())
    }
}

/// The totals when `items` are taken in order of `key`, largest first, by
/// the two players in turn from the first: the first player scores
/// `first_gain(item)` for each item it takes (positions 0, 2, 4, … of that
/// order), the second `second_gain(item)` (positions 1, 3, 5, …). Items of
/// equal key may be taken in either order. `items` is left sorted that way.
///
/// This is optimal play of the game "in turn, take any one item left and
/// score its gain" whenever `key` orders the items as first_gain +
/// second_gain does. The first player's total minus the second's is
/// Σ over the first's items of (first_gain + second_gain) minus Σ over all
/// items of second_gain, so both players want the items of largest sum
/// for themselves; whoever always takes the largest left has, at their
/// k-th pick, at least the (2k − 1)-th largest (the first player) or the
/// 2k-th (the second), and the two guarantees add up to the whole sum.
///
/// The totals are summed in `i128` from `i64` gains, so they are exact for
/// any slice: n items of |gain| ≤ 2^63 sum to at most 2^127 in magnitude.
///
/// # Complexity
/// O(n log n) time (one unstable sort, `key` called O(n log n) times), no
/// memory beyond the sort's.
///
/// # Example
/// ```
/// use games_core::score::take_largest_first;
/// // The first player scores the even values it takes, the second the odd ones.
/// let mut a = [5u64, 2, 7, 3];
/// let gain_if = |even: bool| move |&x: &u64| if (x % 2 == 0) == even { x as i64 } else { 0 };
/// let totals = take_largest_first(&mut a, |&x| x, gain_if(true), gain_if(false));
/// assert_eq!(a, [7, 5, 3, 2]); // first: 7 and 3 (no points), second: 5 and 2
/// assert_eq!((totals.first, totals.second), (0, 5));
/// ```
pub fn take_largest_first<T, K: Ord>(
    items: &mut [T],
    mut key: impl FnMut(&T) -> K,
    first_gain: impl Fn(&T) -> i64,
    second_gain: impl Fn(&T) -> i64,
) -> Totals {
    items.sort_unstable_by_key(|item| std::cmp::Reverse(key(item)));
    let mut totals = Totals {
        first: 0,
        second: 0,
    };
    for (i, item) in items.iter().enumerate() {
        if i % 2 == 0 {
            totals.first += i128::from(first_gain(item));
        } else {
            totals.second += i128::from(second_gain(item));
        }
    }
    totals
}

// Taking an end of a row: the mover's advantage by an interval DP.

/// The mover's advantage on the row `a` when each turn takes its leftmost
/// or its rightmost value, and both players play for the difference of
/// their totals: the mover's total minus the other's (X − Y of the
/// Educational DP Contest's "Deque").
///
/// The same play is optimal when each player maximises his own total
/// instead: the row's sum S is fixed, so own − other = 2 · own − S, and the
/// mover ends with (S + advantage) / 2.
///
/// f(l, r) = max(a_l − f(l + 1, r), a_r − f(l, r − 1)) (the other player is
/// then the mover), with f = 0 on an empty row, filled by length in one row
/// of values.
///
/// # Constraints
/// Σ|a_i| ≤ i64::MAX: every value the fill holds is a sub-row's advantage,
/// at most that sub-row's Σ|a_i| in size.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use games_core::score::ends_advantage;
/// assert_eq!(ends_advantage(&[10, 80, 90, 30]), 10);
/// assert_eq!(ends_advantage(&[10, 100, 10]), -80);
/// assert_eq!(ends_advantage(&[]), 0);
/// // Playing for one's own total on 3 9 1 2 (sum 15): the mover gets (15 + 7) / 2 = 11.
/// assert_eq!(ends_advantage(&[3, 9, 1, 2]), 7);
/// ```
pub fn ends_advantage(a: &[i64]) -> i64 {
    let n = a.len();
    // best[l] = f on a[l..l + len], for the current length (1 to start with).
    let mut best = a.to_vec();
    for len in 2..=n {
        for l in 0..=n - len {
            // best[l] still holds a[l..l + len − 1], best[l + 1] a[l + 1..l + len].
            best[l] = (a[l] - best[l + 1]).max(a[l + len - 1] - best[l]);
        }
    }
    best.first().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::xorshift;
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_sign_decides_at_the_extremes() {
        assert_eq!(Lead::of(i128::MAX), Lead::First);
        assert_eq!(Lead::of(i128::MIN), Lead::Second);
        assert_eq!(Lead::of(1).swapped(), Lead::of(-1));
        for d in -5..=5 {
            assert_eq!(Lead::of(-d), Lead::of(d).swapped(), "{d}");
        }
    }

    /// Every order of taking the items, one player after the other from the
    /// first: the best difference the first player can force, by minimax
    /// over the subsets of items left (no formula).
    fn best_difference(gains: &[(i64, i64)]) -> i128 {
        let n = gains.len();
        // value[mask] = the mover's best (mover − other) with the items of mask left;
        // who moves follows from how many were taken.
        let mut value = vec![0i128; 1 << n];
        for mask in 1usize..1 << n {
            let first_moves = (n - mask.count_ones() as usize) % 2 == 0;
            value[mask] = (0..n)
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| {
                    let (f, s) = gains[i];
                    let gain = i128::from(if first_moves { f } else { s });
                    gain - value[mask & !(1 << i)]
                })
                .max()
                .expect("a non-empty mask");
        }
        value[(1 << n) - 1]
    }

    #[test]
    fn largest_key_first_is_optimal_where_the_exchange_argument_holds() {
        let mut below = xorshift(1914);
        for _ in 0..300 {
            // Gains f (first) and s (second) with key f + s: taking an item
            // is worth f + s to the mover against leaving it to the other
            // (the marbles game).
            let n = 1 + below(7) as usize;
            let mut gains: Vec<(i64, i64)> = (0..n)
                .map(|_| (below(20) as i64 - 5, below(20) as i64 - 5))
                .collect();
            let want = best_difference(&gains);
            let totals = take_largest_first(&mut gains, |&(f, s)| f + s, |g| g.0, |g| g.1);
            assert_eq!(totals.difference(), want, "{gains:?}");
            assert!(gains.windows(2).all(|w| w[0].0 + w[0].1 >= w[1].0 + w[1].1));
            // Values, the first scoring the even ones it takes, the second
            // the odd ones, by value (the even-odd game).
            let mut values: Vec<i64> = (0..n).map(|_| 1 + below(12) as i64).collect();
            let parity = |even: bool| move |&x: &i64| if (x % 2 == 0) == even { x } else { 0 };
            let gains: Vec<(i64, i64)> = values
                .iter()
                .map(|x| (parity(true)(x), parity(false)(x)))
                .collect();
            let want = best_difference(&gains);
            let totals = take_largest_first(&mut values, |&x| x, parity(true), parity(false));
            assert_eq!(totals.difference(), want, "{values:?}");
        }
    }

    #[test]
    fn totals_are_exact_at_the_extremes() {
        let mut items = vec![i64::MAX; 6];
        let totals = take_largest_first(&mut items, |&x| x, |&x| x, |&x| -x);
        assert_eq!(totals.first, 3 * i128::from(i64::MAX));
        assert_eq!(totals.second, -3 * i128::from(i64::MAX));
        assert_eq!(totals.difference(), 6 * i128::from(i64::MAX));
        assert_eq!(totals.lead(), Lead::First);
        let mut none: [u8; 0] = [];
        let empty = take_largest_first(&mut none, |&x| x, |_| 1, |_| 1);
        assert_eq!((empty.first, empty.second, empty.lead()), (0, 0, Lead::Tie));
    }

    /// Every order of play, no memo: (mover's total, other's total) when
    /// each maximises `aim(own, other)`.
    fn play(a: &[i64], aim: fn(i64, i64) -> i64) -> (i64, i64) {
        if a.is_empty() {
            return (0, 0);
        }
        let options = [(a[0], &a[1..]), (a[a.len() - 1], &a[..a.len() - 1])];
        let mut best: Option<(i64, i64)> = None;
        for (taken, rest) in options {
            let (other, own) = play(rest, aim);
            let totals = (own + taken, other);
            if best.map_or(true, |b| aim(totals.0, totals.1) > aim(b.0, b.1)) {
                best = Some(totals);
            }
        }
        best.unwrap()
    }

    #[test]
    fn the_advantage_is_the_searched_difference_and_gives_the_own_total() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..400 {
            let n = rng.gen_range(0..=10);
            let a: Vec<i64> = (0..n).map(|_| rng.gen_range(-9..=30)).collect();
            let d = ends_advantage(&a);
            let (x, y) = play(&a, |own, other| own - other);
            assert_eq!(d, x - y, "{a:?}");
            // Played for the own total, the mover gets (S + d) / 2.
            let sum: i64 = a.iter().sum();
            assert_eq!(play(&a, |own, _| own).0, (sum + d) / 2, "{a:?}");
        }
    }

    #[test]
    fn the_widest_sums_stay_exact() {
        // 3000 values of 10^9 alternating with 1: the first player takes every 10^9.
        let a: Vec<i64> = (0..3000)
            .map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 })
            .collect();
        assert_eq!(ends_advantage(&a), 1500 * 1_000_000_000 - 1500);
        // Σ|a_i| at the limit, i64::MAX: the fill passes through 2m on [m, −m].
        let m = i64::MAX / 3;
        assert_eq!(ends_advantage(&[m, m, -m]), -m);
        assert_eq!(ends_advantage(&[m, -m]), 2 * m);
    }
}
