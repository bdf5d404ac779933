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
