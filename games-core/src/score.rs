//! Games with a score: who ends ahead from a difference of totals, the three-way result first / second / tie.
//!
//! A score game's optimal value is a number (the first player's total
//! minus the second's, the money one side pays less, …); the verdict a
//! problem prints is where that number stands against zero. [`Lead::of`]
//! turns it into the three-way result, and [`Lead::word`] into the
//! problem's words for it.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sign_decides_at_the_extremes() {
        assert_eq!(Lead::of(i128::MAX), Lead::First);
        assert_eq!(Lead::of(i128::MIN), Lead::Second);
        assert_eq!(Lead::of(1).swapped(), Lead::of(-1));
        for d in -5..=5 {
            assert_eq!(Lead::of(-d), Lead::of(d).swapped(), "{d}");
        }
    }
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
mod ends_tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

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
