//! Grundy values: the `Grundy` type every module uses, the minimum excludant (mex) of a set of them, and a marker with O(1) clearing.
//!
//! A Grundy value is the size of the Nim heap a position is worth, so it has
//! the type of a heap size: `u64` (a Nim heap of 10^18 is worth 10^18, a row
//! of n apples in a take-a-run game is worth n). The functions and types that
//! take or return Grundy values (`mex`, `Marker`, `hackenbush`, `anti_sg`,
//! `nim`'s heaps) use it. Tables that store one value per position store
//! them narrower, each with its reason in its documentation: `grundy`'s
//! tables are `u32` (a value is at most the number of moves, and a table of
//! 10^7 entries takes half the memory), `grundy::subtraction_grundy_small` is
//! `u8` (the period search reads it from cache); widen an entry with
//! `Grundy::from`.

/// A Grundy value (nim-value): the size of the Nim heap a position is equivalent to.
pub type Grundy = u64;

/// The smallest non-negative integer not among `values`.
///
/// Values larger than the number of values cannot affect the answer and are skipped.
///
/// # Complexity
/// O(k) time and O(k) memory for k values.
///
/// # Example
/// ```
/// use games_core::mex::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([5, 7]), 0);
/// assert_eq!(mex(Vec::new()), 0);
/// ```
pub fn mex<I: IntoIterator<Item = Grundy>>(values: I) -> Grundy {
    let values: Vec<Grundy> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if let Some(s) = usize::try_from(v).ok().and_then(|v| seen.get_mut(v)) {
            *s = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as Grundy
}

/// A set of small integers whose `clear` is O(1): the stamp trick `mark[v] = round`.
///
/// A value counts as marked when its stamp equals the current round, so
/// starting a new round forgets every mark at once. The Grundy-table builders
/// start one round per position.
#[derive(Debug, Clone)]
pub struct Marker {
    stamps: Vec<u32>,
    round: u32,
}

impl Marker {
    /// An empty marker that holds values below `capacity` without growing.
    ///
    /// # Complexity
    /// O(capacity).
    ///
    /// # Example
    /// ```
    /// use games_core::mex::Marker;
    /// let mut m = Marker::new(4);
    /// m.mark(0);
    /// m.mark(1);
    /// m.mark(9); // grows as needed
    /// assert_eq!(m.mex(), 2);
    /// m.clear();
    /// assert_eq!(m.mex(), 0);
    /// ```
    pub fn new(capacity: usize) -> Self {
        Marker {
            stamps: vec![0; capacity],
            round: 1,
        }
    }

    /// Forgets every mark.
    ///
    /// # Complexity
    /// O(1) amortised (a full reset once every 2^32 − 1 rounds).
    ///
    /// # Example
    /// ```
    /// use games_core::mex::Marker;
    /// let mut m = Marker::new(4);
    /// m.mark(2);
    /// m.clear();
    /// assert!(!m.is_marked(2));
    /// ```
    pub fn clear(&mut self) {
        if self.round == u32::MAX {
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.round = 0;
        }
        self.round += 1;
    }

    /// Marks `v`, growing the table if `v` is beyond its capacity.
    ///
    /// # Panics
    /// If `v` does not fit in a `usize` (the table is indexed by value).
    ///
    /// # Complexity
    /// O(1) amortised; memory O(`v`).
    ///
    /// # Example
    /// ```
    /// use games_core::mex::Marker;
    /// let mut m = Marker::new(2);
    /// m.mark(100);
    /// assert!(m.is_marked(100));
    /// ```
    #[inline]
    pub fn mark(&mut self, v: Grundy) {
        let v = usize::try_from(v).expect("a marked value indexes the table");
        if v >= self.stamps.len() {
            self.stamps.resize((v + 1).max(2 * self.stamps.len()), 0);
        }
        self.stamps[v] = self.round;
    }

    /// Whether `v` is marked in the current round.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::mex::Marker;
    /// let mut m = Marker::new(4);
    /// m.mark(1);
    /// assert!(m.is_marked(1) && !m.is_marked(0) && !m.is_marked(99));
    /// ```
    #[inline]
    pub fn is_marked(&self, v: Grundy) -> bool {
        usize::try_from(v).is_ok_and(|v| self.stamps.get(v) == Some(&self.round))
    }

    /// The smallest unmarked value.
    ///
    /// # Complexity
    /// O(answer).
    ///
    /// # Example
    /// ```
    /// use games_core::mex::Marker;
    /// let mut m = Marker::new(8);
    /// for v in [2, 0, 1, 4] {
    ///     m.mark(v);
    /// }
    /// assert_eq!(m.mex(), 3);
    /// ```
    pub fn mex(&self) -> Grundy {
        let mut v = 0;
        while self.is_marked(v) {
            v += 1;
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn marker_agrees_with_mex_over_many_rounds() {
        let mut rng = StdRng::seed_from_u64(1);
        let mut m = Marker::new(0);
        for _ in 0..500 {
            let k = rng.gen_range(0..20);
            let values: Vec<Grundy> = (0..k).map(|_| rng.gen_range(0..12)).collect();
            m.clear();
            for &v in &values {
                m.mark(v);
            }
            let by_definition = (0..).find(|x| !values.contains(x)).unwrap();
            assert_eq!(m.mex(), by_definition);
            assert_eq!(mex(values), by_definition);
        }
    }

    #[test]
    fn round_wrap_resets_stamps() {
        let mut m = Marker::new(3);
        m.round = u32::MAX - 1;
        m.mark(0);
        m.clear();
        m.mark(1);
        m.clear();
        assert_eq!(m.mex(), 0);
        m.mark(0);
        assert_eq!(m.mex(), 1);
    }
}
