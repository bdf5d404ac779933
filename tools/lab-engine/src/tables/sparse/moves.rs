//! The moves of a take-and-break game whose breaks leave at most two heaps: the sparse-space builder's game description.

use crate::tables::octal::OctalGame;
use crate::tables::split::SplitRule;

/// The moves of a take-and-break game whose breaks leave at most two heaps.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TakeBreak {
    /// `(k, bits)`, ascending in `k`: removing `k` tokens may leave nothing
    /// (bit 1) or one non-empty heap (bit 2).
    pub(super) singles: Vec<(usize, u8)>,
    /// Ascending `k` such that removing `k` tokens may leave two non-empty heaps.
    pub(super) splits: Vec<usize>,
    /// The two heaps a split leaves must have different sizes.
    pub(super) unequal: bool,
}

impl TakeBreak {
    /// The moves of an octal game.
    ///
    /// # Complexity
    /// O(number of digits).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::octal::OctalGame;
    /// use lab_engine::tables::sparse::TakeBreak;
    /// let kayles = TakeBreak::octal(&OctalGame::parse("0.77").unwrap());
    /// assert_eq!(kayles.split_removals(), &[1, 2]);
    /// ```
    pub fn octal(game: &OctalGame) -> Self {
        let mut singles = Vec::new();
        let mut splits = Vec::new();
        for (k, &d) in game.digits().iter().enumerate() {
            if d & 3 != 0 && k > 0 {
                singles.push((k, d & 3));
            }
            if d & 4 != 0 {
                splits.push(k);
            }
        }
        TakeBreak {
            singles,
            splits,
            unequal: false,
        }
    }

    /// The moves of a split into two parts without taking (`None` for other rules).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::split::SplitRule;
    /// use lab_engine::tables::sparse::TakeBreak;
    /// assert!(TakeBreak::split(SplitRule::GRUNDY).is_some());
    /// assert!(TakeBreak::split(SplitRule::TAKE_OR_SPLIT_IN_THREE).is_none());
    /// ```
    pub fn split(rule: SplitRule) -> Option<Self> {
        (rule.parts == 2 && !rule.take).then(|| TakeBreak {
            singles: Vec::new(),
            splits: vec![0],
            unequal: rule.unequal,
        })
    }

    /// The numbers of tokens whose removal may leave two heaps.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::split::SplitRule;
    /// use lab_engine::tables::sparse::TakeBreak;
    /// assert_eq!(TakeBreak::split(SplitRule::GRUNDY).unwrap().split_removals(), &[0]);
    /// ```
    pub fn split_removals(&self) -> &[usize] {
        &self.splits
    }

    /// Whether every split removal has the same parity (the domain variant needs it).
    pub(super) fn splits_share_parity(&self) -> bool {
        self.splits.windows(2).all(|w| (w[0] ^ w[1]) & 1 == 0)
    }
}
