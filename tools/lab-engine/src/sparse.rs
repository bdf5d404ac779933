//! The sparse-space builder (Berlekamp–Conway–Guy): Grundy tables of take-and-break games in about O(n · rare) time.
//!
//! Fix a bit mask `m`. A value `v` is *rare* when `popcount(v & m)` is even,
//! *common* otherwise; a position is rare when its value is. Popcount parity
//! is additive under XOR, so a split into two heaps reaches a common value only
//! when exactly one part is at a rare position. For a heap `n`:
//!
//! 1. the options that leave at most one heap give their values directly; the
//!    common values reached by a split come from the splits with one part at a
//!    rare position — a loop over the (few) rare positions. The candidate `c` is
//!    the smallest common value not reached;
//! 2. every rare value below `c` must still be shown reachable: the split pairs
//!    are scanned from the small end until all of them have been seen. Only
//!    when one is never seen is `g(n)` that value, after a full scan.
//!
//! This is exact for every mask; the mask decides only the speed. In the
//! *domain* variant (Flammenkamp) the parity of a position is that of its
//! value's masked popcount plus `n`, which is again additive for the splits of
//! heaps of one parity.
//!
//! The mask is chosen from the values: after a plain start of `probe` values,
//! the mask (and variant) with the fewest rare positions in the second half is
//! taken; at every doubling of `n` the rare positions of the last half are
//! counted again, and when they stop being rare the mask is chosen anew, or
//! the builder switches to the plain scan (and back later when a good mask
//! appears). Every switch is recorded.

use crate::octal::OctalGame;
use crate::split::SplitRule;
use crate::values::{Cell, Values};
use std::fmt;

/// The moves of a take-and-break game whose breaks leave at most two heaps.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TakeBreak {
    /// `(k, bits)`, ascending in `k`: removing `k` tokens may leave nothing
    /// (bit 1) or one non-empty heap (bit 2).
    singles: Vec<(usize, u8)>,
    /// Ascending `k` such that removing `k` tokens may leave two non-empty heaps.
    splits: Vec<usize>,
    /// The two heaps a split leaves must have different sizes.
    unequal: bool,
}

impl TakeBreak {
    /// The moves of an octal game.
    ///
    /// # Complexity
    /// O(number of digits).
    ///
    /// # Example
    /// ```
    /// use lab_engine::octal::OctalGame;
    /// use lab_engine::sparse::TakeBreak;
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
    /// use lab_engine::split::SplitRule;
    /// use lab_engine::sparse::TakeBreak;
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
    /// use lab_engine::split::SplitRule;
    /// use lab_engine::sparse::TakeBreak;
    /// assert_eq!(TakeBreak::split(SplitRule::GRUNDY).unwrap().split_removals(), &[0]);
    /// ```
    pub fn split_removals(&self) -> &[usize] {
        &self.splits
    }

    /// Whether every split removal has the same parity (the domain variant needs it).
    fn splits_share_parity(&self) -> bool {
        self.splits.windows(2).all(|w| (w[0] ^ w[1]) & 1 == 0)
    }
}

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
    /// use lab_engine::sparse::Mask;
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
    /// use lab_engine::sparse::Mask;
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

/// Which way a value was computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Path {
    /// The plain scan over every split.
    Plain,
    /// The sparse-space method with this mask.
    Sparse(Mask),
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Path::Plain => write!(f, "plain scan"),
            Path::Sparse(mask) => write!(f, "sparse space, mask {mask}"),
        }
    }
}

/// From heap size `at` on, the builder took `path`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Switch {
    /// The first heap size computed on the new path.
    pub at: usize,
    /// The new path.
    pub path: Path,
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

/// Rounds of step 2a's sample (positions per value).
const SAMPLE_ROUNDS: usize = 16;
/// Rare positions per window above which a mask counts as bad (1 in 8).
const BAD_FRACTION: usize = 8;
/// Masks tried automatically use at most this many low bits.
const CHOICE_BITS: u32 = 10;

/// Incremental Grundy table of a [`TakeBreak`] game built by the sparse-space method.
///
/// # Complexity
/// Per heap size: O(rare positions · splits) for step 1 plus the scan of
/// step 2, which stops early unless the value is rare (then O(n)). With a
/// good mask, O(upto · rare) in all. Memory: 1 or 2 bytes per value plus
/// 4 bytes per rare position.
///
/// # Example
/// ```
/// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
/// use lab_engine::split::SplitRule;
/// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
/// let mut table = SparseTable::new(game, SparseOptions::default());
/// table.extend_to(9).unwrap();
/// assert_eq!(table.values().to_u32(), vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
#[derive(Debug, Clone)]
pub struct SparseTable {
    game: TakeBreak,
    options: SparseOptions,
    g: Values,
    path: Path,
    switches: Vec<Switch>,
    /// Rare positions `≥ 1` under the current mask, ascending (empty on the plain path).
    rare: Vec<u32>,
    /// `rare_values[i] = g(rare[i])`.
    rare_values: Vec<u32>,
    /// `odd[v]` is 1 when `popcount(v & mask)` is odd, for `v < 64 · words`.
    odd: Vec<u8>,
    /// Scratch "seen" set of values.
    seen: Vec<u64>,
    /// Scratch byte table of the values step 2 still wants.
    want: Vec<u8>,
    /// Step 2a's sample: `sample[j]` holds the `j`-th common position `≥ 1` of
    /// each value, ascending, with its value (one load per pair less).
    sample: Vec<Vec<(u32, u32)>>,
    /// `sample_end[j]`: how many positions of round `j` were at most half the
    /// last heap (grows with `n`; positions added later are larger).
    sample_end: Vec<usize>,
    /// Step 1's marks for the next heap, computed with the current one.
    ahead: Ahead,
    /// Positions of each value in the sample so far.
    sampled: Vec<u8>,
    /// Words of a set: every value so far is below `64 · words`.
    words: usize,
    /// The next heap size at which the mask is reviewed.
    next_review: usize,
    /// Heap sizes whose value needed the full scan of step 2.
    full_scans: u64,
    /// Split pairs scanned in step 2, in all.
    scanned_pairs: u64,
}

impl SparseTable {
    /// A table holding only `g(0) = 0`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// assert_eq!(SparseTable::new(game, SparseOptions::default()).values().len(), 1);
    /// ```
    pub fn new(game: TakeBreak, options: SparseOptions) -> Self {
        let mut g = Values::new();
        g.push(0).expect("0 fits");
        Self::resume(game, options, g, None).expect("a one-value table resumes")
    }

    /// A table continuing from the values `g` (for example from a checkpoint),
    /// on `path` when given (else the mask is chosen again).
    ///
    /// # Errors
    /// When `g` is empty or does not start with `g(0) = 0`.
    ///
    /// # Complexity
    /// O(g.len()).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// use lab_engine::values::Values;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// let start = Values::from_u32(&[0, 0, 0, 1]).unwrap();
    /// let mut table = SparseTable::resume(game, SparseOptions::default(), start, None).unwrap();
    /// table.extend_to(5).unwrap();
    /// assert_eq!(table.values().to_u32(), vec![0, 0, 0, 1, 0, 2]);
    /// ```
    pub fn resume(
        game: TakeBreak,
        options: SparseOptions,
        g: Values,
        path: Option<Path>,
    ) -> Result<Self, String> {
        if g.is_empty() || g.get(0) != 0 {
            return Err("a table starts with g(0) = 0".into());
        }
        let probe = options.probe.max(2);
        let mut table = SparseTable {
            game,
            options,
            g,
            path: Path::Plain,
            switches: Vec::new(),
            rare: Vec::new(),
            rare_values: Vec::new(),
            odd: Vec::new(),
            seen: Vec::new(),
            want: Vec::new(),
            sample: vec![Vec::new(); SAMPLE_ROUNDS],
            sample_end: vec![0; SAMPLE_ROUNDS],
            ahead: Ahead::default(),
            sampled: Vec::new(),
            words: 1,
            next_review: probe,
            full_scans: 0,
            scanned_pairs: 0,
        };
        let max = table.g.iter().max().unwrap_or(0) as usize;
        while max >= 64 * table.words {
            table.words *= 2;
        }
        let len = table.g.len();
        while table.next_review <= len && options.mask.is_none() {
            table.next_review *= 2;
        }
        let start = match (options.mask, path) {
            (Some(mask), _) => Path::Sparse(mask),
            (None, Some(path)) => path,
            (None, None) if len >= probe => table.best_path(len),
            (None, None) => Path::Plain,
        };
        table.set_path(start, len);
        Ok(table)
    }

    /// `g(0..len)`, everything computed so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::octal::OctalGame;
    /// let game = TakeBreak::octal(&OctalGame::parse("0.07").unwrap());
    /// let mut table = SparseTable::new(game, SparseOptions::default());
    /// table.extend_to(10).unwrap();
    /// assert_eq!(table.values().to_u32(), vec![0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    pub fn values(&self) -> &Values {
        &self.g
    }

    /// The values, consuming the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// assert_eq!(SparseTable::new(game, SparseOptions::default()).into_values().len(), 1);
    /// ```
    pub fn into_values(self) -> Values {
        self.g
    }

    /// The path the next value will take.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{Mask, Path, SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// let options = SparseOptions { mask: Some(Mask::range(3)), probe: 64 };
    /// assert_eq!(SparseTable::new(game, options).path(), Path::Sparse(Mask::range(3)));
    /// ```
    pub fn path(&self) -> Path {
        self.path
    }

    /// Every change of path, in order (the first entry is the starting path).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{Path, SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// let table = SparseTable::new(game, SparseOptions::default());
    /// assert_eq!(table.switches()[0].path, Path::Plain);
    /// ```
    pub fn switches(&self) -> &[Switch] {
        &self.switches
    }

    /// How many values needed the full scan of step 2 (the rare values met on the sparse path).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// assert_eq!(SparseTable::new(game, SparseOptions::default()).full_scans(), 0);
    /// ```
    pub fn full_scans(&self) -> u64 {
        self.full_scans
    }

    /// How many split pairs step 2 scanned in all (its cost; step 1 costs rare positions per value).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::split::SplitRule;
    /// let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
    /// assert_eq!(SparseTable::new(game, SparseOptions::default()).scanned_pairs(), 0);
    /// ```
    pub fn scanned_pairs(&self) -> u64 {
        self.scanned_pairs
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet.
    ///
    /// # Errors
    /// None today (the storage widens as needed); kept for bounded storages.
    ///
    /// # Complexity
    /// See [`SparseTable`].
    ///
    /// # Example
    /// ```
    /// use lab_engine::sparse::{SparseTable, TakeBreak, SparseOptions};
    /// use lab_engine::octal::OctalGame;
    /// let game = TakeBreak::octal(&OctalGame::parse("0.77").unwrap());
    /// let mut table = SparseTable::new(game, SparseOptions::default());
    /// table.extend_to(11).unwrap();
    /// assert_eq!(table.values().to_u32(), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// ```
    pub fn extend_to(&mut self, upto: usize) -> Result<(), String> {
        if upto >= self.g.len() {
            self.g.reserve(upto + 1 - self.g.len());
        }
        while self.g.len() <= upto {
            let n = self.g.len();
            if n >= self.next_review {
                self.review(n);
            }
            // Run a stretch on one storage width, without re-checking the path.
            let stop = (upto + 1).min(self.next_review.max(n + 1));
            match &self.g {
                Values::Narrow(_) => self.run::<u8>(stop)?,
                Values::Wide(_) => self.run::<u16>(stop)?,
                Values::Full(_) => self.run::<u32>(stop)?,
            }
        }
        Ok(())
    }

    /// Computes values up to `stop − 1` (or until the storage widens).
    fn run<T: Cell>(&mut self, stop: usize) -> Result<(), String> {
        loop {
            let n = self.g.len();
            if n >= stop {
                return Ok(());
            }
            let Some(g) = T::slice(&self.g) else {
                return Ok(());
            };
            let value = match self.path {
                Path::Plain => plain_value(g, n, &self.game, &mut self.seen),
                Path::Sparse(mask) => {
                    let (v, pairs) = sparse_value(
                        g,
                        n,
                        &self.game,
                        mask,
                        &self.rare,
                        &self.rare_values,
                        &self.odd,
                        &mut self.want,
                        &self.sample,
                        &mut self.sample_end,
                        &mut self.ahead,
                    );
                    self.full_scans += pairs >> 63;
                    self.scanned_pairs += pairs & (FULL - 1);
                    v
                }
            };
            self.g.push(value)?;
            if let Path::Sparse(mask) = self.path {
                if mask.is_rare(n, value) {
                    self.rare.push(n as u32);
                    self.rare_values.push(value);
                } else {
                    self.sample_position(n, value);
                }
            }
            if value as usize >= 64 * self.words {
                while value as usize >= 64 * self.words {
                    self.words *= 2;
                }
                self.resize_sets();
            }
        }
    }

    /// At `n = next_review`: keep a good mask, else choose again or go plain.
    fn review(&mut self, n: usize) {
        while self.next_review <= n {
            self.next_review = self.next_review.saturating_mul(2);
        }
        if self.options.mask.is_some() {
            return;
        }
        let window = n - n / 2;
        if let Path::Sparse(_) = self.path {
            let recent = self.rare.len() - self.rare.partition_point(|&p| (p as usize) < n / 2);
            if recent * BAD_FRACTION <= window {
                return;
            }
        }
        let best = self.best_path(n);
        if best != self.path {
            self.set_path(best, n);
        }
    }

    /// The mask with the fewest rare positions in `g(n/2..n)` if that is few, else the plain scan.
    fn best_path(&self, n: usize) -> Path {
        let lo = n / 2;
        let max = (lo..n).map(|i| self.g.get(i)).max().unwrap_or(0);
        let bits = (32 - max.leading_zeros()).clamp(1, CHOICE_BITS);
        let low = (1u32 << bits) - 1;
        // hist[(v & low) · 2 + (i & 1)]
        let mut hist = vec![0usize; 2 << bits];
        for i in lo..n {
            hist[((self.g.get(i) & low) as usize) << 1 | (i & 1)] += 1;
        }
        let domains: &[bool] = if self.game.splits_share_parity() {
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
            Some((rare, mask)) if rare * BAD_FRACTION <= n - lo => Path::Sparse(mask),
            _ => Path::Plain,
        }
    }

    /// Switches to `path` from heap size `at` on, rebuilding the rare positions.
    fn set_path(&mut self, path: Path, at: usize) {
        self.path = path;
        self.switches.push(Switch { at, path });
        self.rare.clear();
        self.rare_values.clear();
        self.sample = vec![Vec::new(); SAMPLE_ROUNDS];
        self.sample_end = vec![0; SAMPLE_ROUNDS];
        self.sampled.clear();
        if let Path::Sparse(mask) = path {
            for i in 1..self.g.len() {
                let v = self.g.get(i);
                if mask.is_rare(i, v) {
                    self.rare.push(i as u32);
                    self.rare_values.push(v);
                } else {
                    self.sample_position(i, v);
                }
            }
        }
        self.resize_sets();
    }

    /// Adds position `n` (value `v`) to step 2a's sample if its value has fewer than [`SAMPLE_ROUNDS`] there.
    fn sample_position(&mut self, n: usize, v: u32) {
        let v = v as usize;
        if v >= self.sampled.len() {
            self.sampled.resize(v + 1, 0);
        }
        let j = usize::from(self.sampled[v]);
        if j < SAMPLE_ROUNDS {
            self.sample[j].push((n as u32, v as u32));
            self.sampled[v] += 1;
        }
    }

    fn resize_sets(&mut self) {
        self.ahead = Ahead {
            seen: vec![0; 64 * self.words],
            at: 0,
        };
        self.seen = vec![0; self.words];
        self.want = vec![0; 64 * self.words];
        self.odd = match self.path {
            Path::Sparse(mask) => (0..64 * self.words as u32)
                .map(|v| ((v & mask.bits).count_ones() & 1) as u8)
                .collect(),
            Path::Plain => Vec::new(),
        };
    }
}

#[inline(always)]
fn mark(seen: &mut [u64], v: u32) {
    seen[(v >> 6) as usize] |= 1 << (v & 63);
}

/// The smallest value not in `seen` (`64 · seen.len()` when all are).
fn first_unseen(seen: &[u64]) -> u32 {
    for (w, &bits) in seen.iter().enumerate() {
        if bits != u64::MAX {
            return 64 * w as u32 + bits.trailing_ones();
        }
    }
    64 * seen.len() as u32
}

/// Marks the options that leave at most one heap.
#[inline(always)]
fn mark_singles<T: Cell>(g: &[T], n: usize, game: &TakeBreak, seen: &mut [u64]) {
    for &(k, bits) in &game.singles {
        if k > n {
            break;
        }
        if bits & 1 != 0 && k == n {
            mark(seen, 0);
        }
        if bits & 2 != 0 && k < n {
            mark(seen, g[n - k].into());
        }
    }
}

/// `g(n)` by the plain scan over every option.
fn plain_value<T: Cell>(g: &[T], n: usize, game: &TakeBreak, seen: &mut [u64]) -> u32 {
    seen.fill(0);
    mark_singles(g, n, game, seen);
    for &k in &game.splits {
        if n < k + 2 {
            break;
        }
        let r = n - k;
        let mut a = 1;
        while 2 * a < r || (!game.unequal && 2 * a == r) {
            mark(seen, g[a].into() ^ g[r - a].into());
            a += 1;
        }
    }
    first_unseen(seen)
}

/// `g(n)` by the sparse-space method, and the split pairs step 2 scanned
/// (plus [`FULL`] when it scanned them all).
// The table's parts are passed one by one so that the borrows stay disjoint.
#[allow(clippy::too_many_arguments)]
fn sparse_value<T: Cell>(
    g: &[T],
    n: usize,
    game: &TakeBreak,
    mask: Mask,
    rare: &[u32],
    rare_values: &[u32],
    odd: &[u8],
    wish: &mut [u8],
    sample: &[Vec<(u32, u32)>],
    sample_end: &mut [usize],
    ahead: &mut Ahead,
) -> (u32, u64) {
    // Every value is below `wish.len()`, a power of two: with the length a
    // constant, `v & (N − 1)` is `v` and needs no bounds check.
    match wish.len() {
        64 => sparse_value_in::<T, 64>(
            g,
            n,
            game,
            mask,
            rare,
            rare_values,
            odd,
            wish,
            sample,
            sample_end,
            ahead,
        ),
        128 => sparse_value_in::<T, 128>(
            g,
            n,
            game,
            mask,
            rare,
            rare_values,
            odd,
            wish,
            sample,
            sample_end,
            ahead,
        ),
        256 => sparse_value_in::<T, 256>(
            g,
            n,
            game,
            mask,
            rare,
            rare_values,
            odd,
            wish,
            sample,
            sample_end,
            ahead,
        ),
        512 => sparse_value_in::<T, 512>(
            g,
            n,
            game,
            mask,
            rare,
            rare_values,
            odd,
            wish,
            sample,
            sample_end,
            ahead,
        ),
        _ => sparse_value_in::<T, 0>(
            g,
            n,
            game,
            mask,
            rare,
            rare_values,
            odd,
            wish,
            sample,
            sample_end,
            ahead,
        ),
    }
}

/// [`sparse_value`] with `wish.len() == N` (`N = 0`: any length).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn sparse_value_in<T: Cell, const N: usize>(
    g: &[T],
    n: usize,
    game: &TakeBreak,
    mask: Mask,
    rare: &[u32],
    rare_values: &[u32],
    odd: &[u8],
    wish: &mut [u8],
    sample: &[Vec<(u32, u32)>],
    sample_end: &mut [usize],
    ahead: &mut Ahead,
) -> (u32, u64) {
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    // `wish` first holds the values seen (one byte each: plain stores, no
    // read-modify-write chain through one word), then the values still wanted.
    let seen = wish;
    seen.fill(0);
    for &(k, bits) in &game.singles {
        if k > n {
            break;
        }
        if bits & 1 != 0 && k == n {
            seen[0] = 1;
        }
        if bits & 2 != 0 && k < n {
            seen[g[n - k].into() as usize] = 1;
        }
    }
    // One split removal, far enough from the small cases: step 1 two heaps at a time.
    let paired = N != 0 && matches!(game.splits[..], [k] if n >= k + PAIRED_FROM);
    // Which masked parity only rare-involving splits reach (None: it depends on the split).
    let mut want: Option<u8> = None;
    let mut mixed = false;
    for &k in &game.splits {
        if n < k + 2 {
            break;
        }
        let r = n - k;
        let w = if mask.domain { 1 ^ (r as u8 & 1) } else { 1 };
        match want {
            None => want = Some(w),
            Some(x) if x != w => mixed = true,
            Some(_) => {}
        }
        if paired {
            mark_rare_splits_paired::<T, N>(g, n, r, game.unequal, rare, rare_values, seen, ahead);
            continue;
        }
        // Step 1: splits with a part at a rare position p < r (p ≠ r − p when unequal).
        let end = rare.partition_point(|&p| (p as usize) < r);
        let (before, after) = if game.unequal && r & 1 == 0 {
            let mid = rare[..end].partition_point(|&p| (p as usize) < r / 2);
            if rare.get(mid) == Some(&((r / 2) as u32)) {
                (0..mid, mid + 1..end)
            } else {
                (0..end, end..end)
            }
        } else {
            (0..end, end..end)
        };
        for part in [before, after] {
            // The rare values sit next to their positions: one load less per split.
            mark_rare_splits::<T, N>(g, r, &rare[part.clone()], &rare_values[part], seen);
        }
    }
    let want = if mixed { None } else { want };
    // c: the smallest value whose parity class step 1 covered completely and that was not seen.
    let c = match want {
        Some(w) => seen
            .iter()
            .zip(odd)
            .position(|(&s, &o)| s == 0 && o == w)
            .unwrap_or(seen.len()),
        None => seen.len(),
    };
    // From here: the wanted values, unseen and below c (all in the other class).
    let wish = seen;
    let mut missing: u32 = 0;
    for (v, flag) in wish.iter_mut().enumerate() {
        *flag = u8::from(v < c && *flag == 0);
        missing += u32::from(*flag);
    }
    let c = c as u32;
    if missing == 0 {
        return (c, 0);
    }
    let mut scanned = 0;
    // Step 2a: a sample of small common positions, round-robin over their
    // values (round j holds the j-th position of each common value), so that
    // every common value meets the other part early: each wanted value is hit
    // with probability about 1 / (number of common values) per pair, however
    // unevenly the values are spread over the positions.
    let top_half = game
        .splits
        .iter()
        .filter(|&&k| n >= k + 2)
        .map(|&k| n - k)
        .max()
        .map_or(0, |r| r / 2);
    let single = match game.splits[..] {
        [k] if n >= k + 2 => Some(n - k),
        _ => None,
    };
    if let Some(r) = single {
        let half = if game.unequal { (r - 1) / 2 } else { r / 2 };
        for (round, end) in sample.iter().zip(sample_end.iter_mut()) {
            // `half` never decreases: the cut of each round only moves on.
            while round.get(*end).is_some_and(|&(a, _)| a as usize <= half) {
                *end += 1;
            }
            let end = *end;
            if let Some(i) = scan_sample::<T, N>(g, r, &round[..end], wish, &mut missing) {
                return (c, scanned + i as u64 + 1);
            }
            scanned += end as u64;
        }
    } else {
        for round in sample {
            for &(a, _) in round {
                let a = a as usize;
                if a > top_half {
                    break;
                }
                if wish_splits_of(g, n, a, game, wish, &mut missing, &mut scanned) {
                    return (c, scanned);
                }
            }
        }
    }
    // Step 2b: every split pair from the small end, until every wanted value is seen.
    if let (&[k], true) = (
        &game.splits[..],
        game.splits.first().is_some_and(|&k| n >= k + 2),
    ) {
        // One split removal (Grundy's game, most octal games): a tight loop,
        // one branch per block of 8 pairs.
        let r = n - k;
        let half = if game.unequal { (r - 1) / 2 } else { r / 2 };
        match scan_pairs::<T, N>(&g[1..=half], &g[r - half..r], wish, &mut missing) {
            Some(i) => return (c, scanned + i as u64 + 1),
            None => scanned += half as u64,
        }
    } else {
        let mut a = 1;
        while a <= top_half {
            if wish_splits_of(g, n, a, game, wish, &mut missing, &mut scanned) {
                return (c, scanned);
            }
            a += 1;
        }
    }
    // A full scan: g(n) is the smallest value never seen (a rare one below c).
    let value = wish.iter().position(|&w| w != 0).unwrap_or(c as usize) as u32;
    (value, scanned | FULL)
}

/// Heaps below `k + PAIRED_FROM` (`k` the split removal) take the one-at-a-time step 1.
const PAIRED_FROM: usize = 16;

/// Step 1's marks for heap `at` (0: none) made in advance, while the heap
/// before it was computed: the rare positions `2 ≤ p < r − 1` (`r` the
/// heap after the split removal), without the excluded middle.
#[derive(Debug, Clone, Default)]
struct Ahead {
    seen: Vec<u8>,
    at: usize,
}

/// Steps 2a/2b for games with several split removals: every split of heap `n`
/// (after removing some k) with smaller part `a`; each value still wanted
/// (`wish[v] != 0`) is crossed off. Counts the pairs in `scanned`; `true` when
/// nothing is missing any more.
#[inline(always)]
fn wish_splits_of<T: Cell>(
    g: &[T],
    n: usize,
    a: usize,
    game: &TakeBreak,
    wish: &mut [u8],
    missing: &mut u32,
    scanned: &mut u64,
) -> bool {
    for &k in &game.splits {
        if n < k + 2 {
            break;
        }
        let r = n - k;
        if 2 * a > r || (game.unequal && 2 * a == r) {
            continue;
        }
        *scanned += 1;
        let v = (g[a].into() ^ g[r - a].into()) as usize;
        if wish[v] != 0 {
            wish[v] = 0;
            *missing -= 1;
            if *missing == 0 {
                return true;
            }
        }
    }
    false
}

/// Step 1 for a game with one split removal, two heaps at a time: with heap
/// `n` (`r` tokens to split) also heap `n + 1`, whose splits at rare positions
/// `p ≥ 2` reach only `g(r + 1 − p)` with `r + 1 − p < r`, already known. The
/// one excluded middle of unequal splits, `(r + 1) / 2`, belongs to heap `n`
/// when `r` is odd and to `n + 1` when `r` is even. Needs `r ≥ 8` and
/// `seen.len() == N > 0`.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn mark_rare_splits_paired<T: Cell, const N: usize>(
    g: &[T],
    n: usize,
    r: usize,
    unequal: bool,
    rare: &[u32],
    rare_values: &[u32],
    seen: &mut [u8],
    ahead: &mut Ahead,
) {
    let seen = &mut seen[..N];
    let at = |v: u32| v as usize & (N - 1);
    let end = rare.partition_point(|&p| (p as usize) < r);
    if ahead.at == n {
        // Made with heap n − 1: every rare 2 ≤ p < r − 1 but the excluded middle.
        for (s, &a) in seen.iter_mut().zip(&ahead.seen[..N]) {
            *s |= a;
        }
        if end > 0 && rare[end - 1] as usize == r - 1 {
            seen[at(rare_values[end - 1] ^ g[1].into())] = 1;
        }
    } else {
        let next = &mut ahead.seen[..N];
        next.fill(0);
        let start = rare.partition_point(|&p| p < 2);
        let (before, after) = if unequal {
            let e = r.div_ceil(2);
            let mid = rare[..end].partition_point(|&p| (p as usize) < e);
            if rare.get(mid) == Some(&(e as u32)) {
                let ge = rare_values[mid];
                if r & 1 == 1 {
                    seen[at(ge ^ g[r - e].into())] = 1;
                } else {
                    next[at(ge ^ g[r + 1 - e].into())] = 1;
                }
                (start..mid, mid + 1..end)
            } else {
                (start..end, end..end)
            }
        } else {
            (start..end, end..end)
        };
        let g = &g[..r];
        for part in [before, after] {
            for (&p, &gp) in rare[part.clone()].iter().zip(&rare_values[part]) {
                // 1 ≤ r − p and r + 1 − p ≤ r − 1.
                let q = r - p as usize;
                let pair = &g[q..q + 2];
                seen[at(gp ^ pair[0].into())] = 1;
                next[at(gp ^ pair[1].into())] = 1;
            }
        }
        ahead.at = n + 1;
    }
    if rare.first() == Some(&1) {
        seen[at(rare_values[0] ^ g[r - 1].into())] = 1;
    }
}

/// Step 1's inner loop: marks `g(p) ⊕ g(r − p)` in `seen` for the rare
/// positions `p < r` given (`seen.len() == N`, or any length when `N = 0`).
/// Inlined: games with several split removals call it for short runs of positions.
#[inline(always)]
fn mark_rare_splits<T: Cell, const N: usize>(
    g: &[T],
    r: usize,
    rare: &[u32],
    rare_values: &[u32],
    seen: &mut [u8],
) {
    let g = &g[..r];
    if N == 0 {
        for (&p, &gp) in rare.iter().zip(rare_values) {
            seen[(gp ^ g[r - p as usize].into()) as usize] = 1;
        }
    } else {
        let seen = &mut seen[..N];
        for (&p, &gp) in rare.iter().zip(rare_values) {
            seen[(gp ^ g[r - p as usize].into()) as usize & (N - 1)] = 1;
        }
    }
}

/// Step 2a's inner loop over one round of the sample (positions `a ≤ r / 2`):
/// clears the wanted values `g(a) ⊕ g(r − a)` met, counting `missing` down;
/// the index of the pair that found the last one, if it did.
#[inline(never)]
fn scan_sample<T: Cell, const N: usize>(
    g: &[T],
    r: usize,
    round: &[(u32, u32)],
    wish: &mut [u8],
    missing: &mut u32,
) -> Option<usize> {
    let g = &g[..r];
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    let mut left = *missing;
    // Branch-free: a hit is a data-dependent, unpredictable branch.
    for (i, &(a, ga)) in round.iter().enumerate() {
        let v = (ga ^ g[r - a as usize].into()) as usize;
        let v = if N == 0 { v } else { v & (N - 1) };
        left -= u32::from(wish[v]);
        wish[v] = 0;
        if left == 0 {
            *missing = 0;
            return Some(i);
        }
    }
    *missing = left;
    None
}

/// Step 2b's loop for one split removal over the pairs `(low[i], high[len − 1 − i])`
/// (one branch per block of 8 pairs): clears the wanted values met, counting
/// `missing` down; the index of the pair that found the last one, if it did.
/// Kept out of line so that its few live values stay in registers.
#[inline(never)]
fn scan_pairs<T: Cell, const N: usize>(
    low: &[T],
    high: &[T],
    wish: &mut [u8],
    missing: &mut u32,
) -> Option<usize> {
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    let at = |v: u32| {
        if N == 0 {
            v as usize
        } else {
            v as usize & (N - 1)
        }
    };
    for (block, (lc, hc)) in low.chunks(8).zip(high.rchunks(8)).enumerate() {
        let mut any = 0;
        for (&x, &y) in lc.iter().zip(hc.iter().rev()) {
            any |= wish[at(x.into() ^ y.into())];
        }
        if any != 0 {
            for (j, (&x, &y)) in lc.iter().zip(hc.iter().rev()).enumerate() {
                let v = at(x.into() ^ y.into());
                if wish[v] != 0 {
                    wish[v] = 0;
                    *missing -= 1;
                    if *missing == 0 {
                        return Some(8 * block + j);
                    }
                }
            }
        }
    }
    None
}

/// Added to the pair count of [`sparse_value`] when the scan was full.
const FULL: u64 = 1 << 63;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalTable;
    use crate::split::split_grundy;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn sparse(game: &TakeBreak, options: SparseOptions, upto: usize) -> Vec<u32> {
        let mut table = SparseTable::new(game.clone(), options);
        table.extend_to(upto).unwrap();
        table.values().to_u32()
    }

    fn small_probe() -> SparseOptions {
        SparseOptions {
            mask: None,
            probe: 16,
        }
    }

    /// Every code `d0.d1d2d3` (trailing zeros give the shorter codes) against the plain builder up to 3000.
    fn check_every_code_with(d0: u8) {
        for x in 0..512 {
            let code = format!("{d0}.{}{}{}", x >> 6, (x >> 3) & 7, x & 7);
            let game = OctalGame::parse(&code).unwrap();
            let mut plain = OctalTable::new(game.clone());
            plain.extend_to(3000);
            let moves = TakeBreak::octal(&game);
            assert_eq!(
                sparse(&moves, small_probe(), 3000),
                plain.values(),
                "{code}"
            );
        }
    }

    #[test]
    fn equals_the_plain_builder_on_every_code_0_ddd() {
        check_every_code_with(0);
    }

    #[test]
    fn equals_the_plain_builder_on_every_code_4_ddd() {
        check_every_code_with(4);
    }

    #[test]
    fn equals_the_plain_builder_on_grundys_game() {
        // The test profile optimises this crate: the plain O(n²) table takes seconds.
        let upto = 100_000;
        let plain = split_grundy(SplitRule::GRUNDY, upto);
        let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let mut table = SparseTable::new(game, SparseOptions::default());
        table.extend_to(upto).unwrap();
        assert_eq!(table.values().to_u32(), plain);
        assert_eq!(table.path(), Path::Sparse(Mask::range(0xfffe)));
        // Flammenkamp's sparse set of Grundy's game (bit string 0111…1110): 1274
        // rare values up to here, the last at 82 860; the last P-position is 1222.
        let rare: Vec<usize> = (0..=upto)
            .filter(|&n| Mask::range(0xfe).is_rare(n, plain[n]))
            .collect();
        assert_eq!((rare.len(), rare.last()), (1274, Some(&82_860)));
        assert_eq!((0..=upto).rev().find(|&n| plain[n] == 0), Some(1222));
    }

    #[test]
    fn two_part_splits_with_equal_parts_allowed() {
        let rule = SplitRule {
            parts: 2,
            unequal: false,
            take: false,
        };
        let game = TakeBreak::split(rule).unwrap();
        assert_eq!(sparse(&game, small_probe(), 2000), split_grundy(rule, 2000));
    }

    #[test]
    fn forced_masks_change_speed_never_values() {
        let mut rng = StdRng::seed_from_u64(41);
        let grundy = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let reference = split_grundy(SplitRule::GRUNDY, 3000);
        let mut masks = vec![0, u32::MAX, 1, 0xfe, 0xff, 0x55];
        masks.extend((0..20).map(|_| rng.gen_range(0..512)));
        for &bits in &masks {
            for domain in [false, true] {
                let options = SparseOptions {
                    mask: Some(Mask { bits, domain }),
                    probe: 2,
                };
                assert_eq!(sparse(&grundy, options, 3000), reference, "{bits:#x}");
            }
        }
        for _ in 0..60 {
            let mut code = String::from(if rng.gen_bool(0.3) { "4." } else { "0." });
            for _ in 0..rng.gen_range(1..=5) {
                code.push(char::from(b'0' + rng.gen_range(0..8u8)));
            }
            let game = OctalGame::parse(&code).unwrap();
            let reference = game.grundy(800);
            let mask = Mask {
                bits: rng.gen_range(0..64),
                domain: rng.gen_bool(0.5),
            };
            let options = SparseOptions {
                mask: Some(mask),
                probe: 2,
            };
            assert_eq!(
                sparse(&TakeBreak::octal(&game), options, 800),
                reference,
                "{code} {mask}"
            );
        }
    }

    #[test]
    fn extending_in_pieces_and_resuming_give_the_one_shot_table() {
        let mut rng = StdRng::seed_from_u64(43);
        let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let reference = split_grundy(SplitRule::GRUNDY, 5000);
        let mut table = SparseTable::new(game.clone(), small_probe());
        while table.values().len() <= 5000 {
            let next = table.values().len() + rng.gen_range(0..700);
            table.extend_to(next.min(5000)).unwrap();
            if rng.gen_bool(0.3) {
                let path = if rng.gen_bool(0.5) {
                    Some(table.path())
                } else {
                    None
                };
                let values = table.values().clone();
                table = SparseTable::resume(game.clone(), small_probe(), values, path).unwrap();
            }
        }
        assert_eq!(table.values().to_u32(), reference);
    }

    #[test]
    fn sixteen_bit_storage_gives_the_same_values() {
        let game = OctalGame::parse("0.77").unwrap();
        let start = Values::Wide(vec![0]);
        let mut table =
            SparseTable::resume(TakeBreak::octal(&game), small_probe(), start, None).unwrap();
        table.extend_to(300).unwrap();
        assert_eq!(table.values().bytes_per_value(), 2);
        assert_eq!(table.values().to_u32(), game.grundy(300));
    }
}
