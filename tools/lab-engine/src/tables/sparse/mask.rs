//! Masks (which values are rare), the builder's paths and options, and the choice of a mask from the values.

use super::moves::TakeBreak;
use crate::tables::values::Values;
use std::fmt;

/// Which values (and positions) are rare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mask {
    /// The bit mask `m`.
    pub bits: u32,
    /// Domain variant: the parity of `n` is added to that of `popcount(g(n) & m)`.
    pub domain: bool,
}

impl Mask {
    /// A plain range mask.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::sparse::Mask;
    /// assert!(!Mask::range(0xfe).domain);
    /// ```
    pub fn range(bits: u32) -> Self {
        Mask {
            bits,
            domain: false,
        }
    }

    /// Whether position `n` with value `v` is rare.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::sparse::Mask;
    /// let m = Mask::range(0xfe);
    /// assert!(m.is_rare(10, 1) && m.is_rare(10, 6) && !m.is_rare(10, 2));
    /// ```
    pub fn is_rare(&self, n: usize, v: u32) -> bool {
        let parity = (v & self.bits).count_ones() & 1;
        let parity = if self.domain {
            parity ^ (n as u32 & 1)
        } else {
            parity
        };
        parity == 0
    }
}

impl fmt::Display for Mask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#x}", self.bits)?;
        if self.domain {
            write!(f, " (domain: with the parity of n)")?;
        }
        Ok(())
    }
}

/// Which way the sparse builder computes a value: its path (the plain scan or the sparse space).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScanPath {
    /// The plain scan over every split.
    Plain,
    /// The sparse-space method with this mask.
    Sparse(Mask),
}

impl fmt::Display for ScanPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScanPath::Plain => write!(f, "plain scan"),
            ScanPath::Sparse(mask) => write!(f, "sparse space, mask {mask}"),
        }
    }
}

/// From heap size `at` on, the builder took `path`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Switch {
    /// The first heap size computed on the new path.
    pub at: usize,
    /// The new path.
    pub path: ScanPath,
}

/// How the builder picks its mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SparseOptions {
    /// Use this mask throughout (no automatic choice, no switch).
    pub mask: Option<Mask>,
    /// Values computed by the plain scan before the first choice of a mask (at least 2).
    pub probe: usize,
}

impl Default for SparseOptions {
    fn default() -> Self {
        SparseOptions {
            mask: None,
            probe: 1024,
        }
    }
}

/// Rare positions per window above which a mask counts as bad (1 in 8).
pub(super) const BAD_FRACTION: usize = 8;
/// Masks tried automatically use at most this many low bits.
const CHOICE_BITS: u32 = 10;

/// The mask with the fewest rare positions in `g(n/2..n)` if that is few, else the plain scan.
pub(super) fn best_path(g: &Values, n: usize, game: &TakeBreak) -> ScanPath {
    let lo = n / 2;
    let max = (lo..n).map(|i| g.get(i)).max().unwrap_or(0);
    let bits = (32 - max.leading_zeros()).clamp(1, CHOICE_BITS);
    let low = (1u32 << bits) - 1;
    // hist[(v & low) · 2 + (i & 1)]
    let mut hist = vec![0usize; 2 << bits];
    for i in lo..n {
        hist[((g.get(i) & low) as usize) << 1 | (i & 1)] += 1;
    }
    let domains: &[bool] = if game.splits_share_parity() {
        &[false, true]
    } else {
        &[false]
    };
    let mut best: Option<(usize, Mask)> = None;
    for &domain in domains {
        for m in 0..=low {
            // The bits above those seen are all set, as in Winning Ways' bit strings 0111….
            let mask = Mask {
                bits: m | (!low & 0xffff),
                domain,
            };
            let rare: usize = hist
                .iter()
                .enumerate()
                .filter(|&(i, &count)| count > 0 && mask.is_rare(i & 1, (i >> 1) as u32))
                .map(|(_, &count)| count)
                .sum();
            if !matches!(best, Some((b, _)) if b <= rare) {
                best = Some((rare, mask));
            }
        }
    }
    match best {
        Some((rare, mask)) if rare * BAD_FRACTION <= n - lo => ScanPath::Sparse(mask),
        _ => ScanPath::Plain,
    }
}
