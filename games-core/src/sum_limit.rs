//! A limit on a sum over the tests (Σn ≤ 2·10^5 and the like), counted as each test's size is read, with the one message every binary gives when the sum passes it.

use super::error::Result;
use super::scanner::Scanner;
use std::io::Read;
use std::ops::RangeInclusive;

/// The running sum of one quantity over the tests, against its limit.
///
/// # Example
/// ```
/// use games_core::sum_limit::SumLimit;
/// let mut sum_n = SumLimit::new("n", 10);
/// assert_eq!(sum_n.add(4), Ok(()));
/// assert_eq!(sum_n.add(6), Ok(()));
/// assert_eq!(sum_n.add(1).unwrap_err(), "the sum of n over the tests reaches 11, past 10");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct SumLimit {
    what: &'static str,
    max: usize,
    sum: usize,
}

impl SumLimit {
    /// An empty sum of `what` (its name in the message), which may reach `max`.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(what: &'static str, max: usize) -> Self {
        SumLimit { what, max, sum: 0 }
    }

    /// Adds one test's `n`; once the sum passes the limit, the message that
    /// says so (for the caller's `error`, which adds the line).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::sum_limit::SumLimit;
    /// let mut sum_m = SumLimit::new("m", 3);
    /// assert_eq!(sum_m.add(3), Ok(()));
    /// assert_eq!(sum_m.add(1).unwrap_err(), "the sum of m over the tests reaches 4, past 3");
    /// ```
    pub fn add(&mut self, n: usize) -> std::result::Result<(), String> {
        self.sum = self.sum.saturating_add(n);
        if self.sum > self.max {
            Err(format!(
                "the sum of {} over the tests reaches {}, past {}",
                self.what, self.sum, self.max
            ))
        } else {
            Ok(())
        }
    }

    /// Reads one test's size (named as the sum's quantity, within `range`)
    /// and adds it ([`SumLimit::add`]); an error on the line of the size once
    /// the sum passes the limit.
    ///
    /// # Complexity
    /// O(1) beyond reading the token.
    ///
    /// # Example
    /// ```
    /// use games_core::scanner::Scanner;
    /// use games_core::sum_limit::SumLimit;
    /// let mut sc = Scanner::new(&b"2\n3\n"[..]);
    /// let mut sum_n = SumLimit::new("n", 4);
    /// assert_eq!(sum_n.next_in(&mut sc, 1..=4).unwrap(), 2);
    /// let e = sum_n.next_in(&mut sc, 1..=4).unwrap_err().to_string();
    /// assert_eq!(e, "line 2: the sum of n over the tests reaches 5, past 4");
    /// ```
    pub fn next_in<R: Read>(
        &mut self,
        sc: &mut Scanner<R>,
        range: RangeInclusive<usize>,
    ) -> Result<usize> {
        let n = sc.next_in(self.what, range)?;
        self.add(n).map_err(|why| sc.error(why))?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_itself_is_allowed_and_one_more_refused() {
        let mut sum = SumLimit::new("n", 5);
        for _ in 0..5 {
            assert_eq!(sum.add(1), Ok(()));
        }
        assert_eq!(
            sum.add(1).unwrap_err(),
            "the sum of n over the tests reaches 6, past 5"
        );
        // A size near usize::MAX saturates instead of wrapping back under the limit.
        let mut sum = SumLimit::new("m", 5);
        assert!(sum.add(3).is_ok());
        assert!(sum.add(usize::MAX).is_err());
        assert!(sum.add(usize::MAX).is_err());
    }
}
