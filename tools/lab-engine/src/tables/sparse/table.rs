//! The sparse-space table's state machine: when to review the mask, the rare positions, step 2a's sample.

use super::kernel::{self, Ahead, Batch, State, FULL};
use super::mask::{best_path, ScanPath, SparseOptions, Switch, BAD_FRACTION};
use super::moves::TakeBreak;
use crate::tables::values::{Cell, Values};

/// Rounds of step 2a's sample (positions per value).
const SAMPLE_ROUNDS: usize = 16;

/// Incremental Grundy table of a [`TakeBreak`] game built by the sparse-space method.
///
/// # Complexity
/// Per heap size: O(rare positions · splits) for step 1 plus the scan of
/// step 2, which stops early unless the value is rare (then O(n)). With a
/// good mask, O(upto · rare) in all. Memory: 1 or 2 bytes per value plus
/// 4 bytes per rare position.
#[derive(Debug, Clone)]
pub(crate) struct SparseTable {
    game: TakeBreak,
    options: SparseOptions,
    g: Values,
    path: ScanPath,
    switches: Vec<Switch>,
    /// The rare positions, step 2a's sample and the kernels' scratch sets.
    state: State,
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
    /// A table holding only `g(0) = 0` (the tests' start; the driver resumes from `g(0)`).
    ///
    /// # Complexity
    /// O(1).
    #[cfg(test)]
    pub(crate) fn new(game: TakeBreak, options: SparseOptions) -> Self {
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
    pub(crate) fn resume(
        game: TakeBreak,
        options: SparseOptions,
        g: Values,
        path: Option<ScanPath>,
    ) -> Result<Self, String> {
        if g.is_empty() || g.get(0) != 0 {
            return Err("a table starts with g(0) = 0".into());
        }
        let probe = options.probe.max(2);
        let mut table = SparseTable {
            game,
            options,
            g,
            path: ScanPath::Plain,
            switches: Vec::new(),
            state: State::default(),
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
            (Some(mask), _) => ScanPath::Sparse(mask),
            (None, Some(path)) => path,
            (None, None) if len >= probe => best_path(&table.g, len, &table.game),
            (None, None) => ScanPath::Plain,
        };
        table.set_path(start, len);
        Ok(table)
    }

    /// `g(0..len)`, everything computed so far.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn values(&self) -> &Values {
        &self.g
    }

    /// The values, consuming the table.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn into_values(self) -> Values {
        self.g
    }

    /// Continues the values by `period` up to `upto` (`g(n) = g(n − period)`), without
    /// the builder: for a period a theorem has proven. The builder's state is
    /// not brought up to date, so the table is only ever continued this way after.
    ///
    /// # Complexity
    /// O(upto − len).
    pub(crate) fn extend_periodic(&mut self, period: usize, upto: usize) {
        self.g.extend_periodic(period, upto);
    }

    /// Reserves room for exactly `g(0..=upto)` (a build to a known end).
    ///
    /// # Complexity
    /// O(len) when it reallocates.
    pub(crate) fn reserve_to(&mut self, upto: usize) {
        if upto >= self.g.len() {
            self.g.reserve_exact(upto + 1 - self.g.len());
        }
    }

    /// The path the next value will take.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn path(&self) -> ScanPath {
        self.path
    }

    /// Every change of path, in order (the first entry is the starting path).
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn switches(&self) -> &[Switch] {
        &self.switches
    }

    /// How many values needed the full scan of step 2 (the rare values met on the sparse path).
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn full_scans(&self) -> u64 {
        self.full_scans
    }

    /// How many split pairs step 2 scanned in all (its cost; step 1 costs rare positions per value).
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn scanned_pairs(&self) -> u64 {
        self.scanned_pairs
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet.
    ///
    /// # Errors
    /// None today (the storage widens as needed); kept for bounded storages.
    ///
    /// # Complexity
    /// See [`SparseTable`].
    pub(crate) fn extend_to(&mut self, upto: usize) -> Result<(), String> {
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
                ScanPath::Plain => kernel::plain_value(g, n, &self.game, &mut self.state.seen),
                ScanPath::Sparse(mask) => {
                    let sparse = kernel::sparse_kernel::<T>(self.state.want.len());
                    let (v, pairs) = sparse(g, n, &self.game, mask, &mut self.state);
                    self.full_scans += pairs >> 63;
                    self.scanned_pairs += pairs & (FULL - 1);
                    v
                }
            };
            self.g.push(value)?;
            if let ScanPath::Sparse(mask) = self.path {
                if mask.is_rare(n, value) {
                    self.state.rare.push(n, value);
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
        if let ScanPath::Sparse(_) = self.path {
            let positions = &self.state.rare.positions;
            let recent = positions.len() - positions.partition_point(|&p| (p as usize) < n / 2);
            if recent * BAD_FRACTION <= window {
                return;
            }
        }
        let best = best_path(&self.g, n, &self.game);
        if best != self.path {
            self.set_path(best, n);
        }
    }

    /// Switches to `path` from heap size `at` on, rebuilding the rare positions.
    fn set_path(&mut self, path: ScanPath, at: usize) {
        self.path = path;
        self.switches.push(Switch { at, path });
        self.state.rare.positions.clear();
        self.state.rare.values.clear();
        self.state.sample = vec![Vec::new(); SAMPLE_ROUNDS];
        self.state.sample_end = vec![0; SAMPLE_ROUNDS];
        self.sampled.clear();
        if let ScanPath::Sparse(mask) = path {
            for i in 1..self.g.len() {
                let v = self.g.get(i);
                if mask.is_rare(i, v) {
                    self.state.rare.push(i, v);
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
            self.state.sample[j].push((n as u32, v as u32));
            self.sampled[v] += 1;
        }
    }

    fn resize_sets(&mut self) {
        let state = &mut self.state;
        state.ahead = Ahead {
            seen: vec![0; 64 * self.words],
            at: 0,
        };
        state.batch = Batch::new(64 * self.words);
        state.seen = vec![0; self.words];
        state.want = vec![0; 64 * self.words];
        state.odd = match self.path {
            ScanPath::Sparse(mask) => (0..64 * self.words as u32)
                .map(|v| ((v & mask.bits).count_ones() & 1) as u8)
                .collect(),
            ScanPath::Plain => Vec::new(),
        };
    }
}
