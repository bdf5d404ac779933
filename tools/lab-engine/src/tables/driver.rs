//! The one way from a game to its Grundy table: picks the builder, grows the table in place, reports progress, resumes.
//!
//! [`Driver::new`] chooses the fastest [`Algorithm`] for the game — the
//! sparse-space builder for octal games and two-part splits, a sliding window
//! over the move set for subtraction games, a smallest-prime-factor sieve for
//! the divisor game, bit sets for the other splits and for hexadecimal games
//! whose moves may leave three heaps — and keeps `g(0..=upto)`
//! in one compact [`Values`] store (one, two or four bytes per value).
//! [`Driver::build_to`] extends the table in place, calling a progress
//! callback now and then (the callback sees the values and the sparse path,
//! enough to write a checkpoint; an error it returns stops the build);
//! [`Driver::resume`] continues from saved values. [`Algorithm::PlainMex`],
//! the mex over every option the rules list, is the reference the others are
//! tested against.
//!
//! **Period fill.** For the games with a periodicity theorem (octal and
//! hexadecimal games and the split into two heaps: the Guy–Smith theorem,
//! generalised to three heaps in [`Proof::GuySmith`]; subtraction games: the
//! window argument, see [`Proof`]), the fast builders look for a proven period
//! now and then while they grow the table (at 256 values, then at every
//! doubling, or straight at the size the theorem needs once a period shows).
//! Once the theorem proves period `p` from `a` on `g(0..=m)`, `g(n) = g(n − p)`
//! holds for every `n > m`: the rest of the table is filled by copying, with
//! no more moves looked at. [`BuildRecord::period_fill`] records where the filled
//! values start and the period that made them. The reference
//! [`Algorithm::PlainMex`] never fills.

use crate::patterns::explain::explain;
use crate::patterns::pattern::{find_period, Period, Proof};
use crate::tables::divisors::DivisorSieve;
use crate::tables::game::Game;
use crate::tables::hex::ThreeHeapTable;
use crate::tables::sparse::{ScanPath, SparseOptions, SparseTable, Switch};
use crate::tables::split::SplitTable;
use crate::tables::values::{Cell, Values};
use games_core::grundy::subtraction_next;
use games_core::mex::Marker;

/// Name of the sparse-space builder in reports.
pub const SPARSE_BUILDER: &str = "sparse space (Berlekamp–Conway–Guy)";

/// The algorithm that builds a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// The sparse-space method (octal games, two-part splits without taking).
    SparseSpace,
    /// Subtraction games: the mex of the window of values `g(n − s)`, `s ∈ S`.
    SubtractionWindow,
    /// The divisor game: the divisors of each `n` from a smallest-prime-factor sieve.
    DivisorSieve,
    /// Splits into three or more parts: bit sets of the XOR values of `j`-part splits.
    SplitBitSets,
    /// Hexadecimal games with a move leaving three heaps: bit sets of the
    /// XOR values of two- and three-heap splits (`tables::hex`).
    ThreeHeapBitSets,
    /// Two-part splits with taking: the plain scan over every split.
    SplitScan,
    /// Any game: the mex over every option the rules list (the reference; quadratic or worse).
    PlainMex,
}

impl Algorithm {
    /// The fastest algorithm for `game`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Algorithm;
    /// use lab_engine::tables::game::Game;
    /// assert_eq!(Algorithm::best(&Game::Divisors), Algorithm::DivisorSieve);
    /// ```
    pub fn best(game: &Game) -> Self {
        match game {
            Game::Octal(code) if code.leaves_three() => Algorithm::ThreeHeapBitSets,
            Game::Octal(_) => Algorithm::SparseSpace,
            Game::Split(rule) if rule.parts == 2 && !rule.take => Algorithm::SparseSpace,
            Game::Split(rule) if rule.parts == 2 => Algorithm::SplitScan,
            Game::Split(_) => Algorithm::SplitBitSets,
            Game::Subtraction(_) => Algorithm::SubtractionWindow,
            Game::Divisors => Algorithm::DivisorSieve,
        }
    }

    /// Whether the algorithm can build tables of `game`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Algorithm;
    /// use lab_engine::tables::game::Game;
    /// assert!(Algorithm::PlainMex.applies_to(&Game::Divisors));
    /// assert!(!Algorithm::SparseSpace.applies_to(&Game::Divisors));
    /// ```
    pub fn applies_to(self, game: &Game) -> bool {
        match self {
            Algorithm::SparseSpace => game.sparse_moves().is_some(),
            Algorithm::SubtractionWindow => matches!(game, Game::Subtraction(_)),
            Algorithm::DivisorSieve => matches!(game, Game::Divisors),
            Algorithm::SplitBitSets | Algorithm::SplitScan => matches!(game, Game::Split(_)),
            Algorithm::ThreeHeapBitSets => matches!(game, Game::Octal(_)),
            Algorithm::PlainMex => true,
        }
    }

    /// The algorithm's name in reports.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Algorithm;
    /// assert_eq!(Algorithm::DivisorSieve.name(), "divisor sieve");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::SparseSpace => SPARSE_BUILDER,
            Algorithm::SubtractionWindow => "subtraction table",
            Algorithm::DivisorSieve => "divisor sieve",
            Algorithm::SplitBitSets => "split bit sets",
            Algorithm::ThreeHeapBitSets => "three-heap bit sets",
            Algorithm::SplitScan => "plain scan",
            Algorithm::PlainMex => "plain mex",
        }
    }

    /// Whether the algorithm continues a table by its proven period (see the module docs).
    fn fills(self) -> bool {
        matches!(
            self,
            Algorithm::SparseSpace | Algorithm::SubtractionWindow | Algorithm::ThreeHeapBitSets
        )
    }

    /// Whether the algorithm's work per heap size grows with `n` (progress is then counted as n²).
    fn quadratic(self) -> bool {
        matches!(
            self,
            Algorithm::SplitBitSets
                | Algorithm::SplitScan
                | Algorithm::PlainMex
                | Algorithm::ThreeHeapBitSets
        )
    }
}

/// The record of a build: which builder made a table, and which paths it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildRecord {
    /// The algorithm that ran.
    pub algorithm: Algorithm,
    /// The builder's name for reports.
    pub name: &'static str,
    /// For the sparse-space builder: every change of path (the first is the start).
    pub switches: Vec<Switch>,
    /// For the sparse-space builder: values that needed the full scan (rare values).
    pub full_scans: u64,
    /// For the sparse-space builder: split pairs scanned by step 2 in all.
    pub scanned_pairs: u64,
    /// Where the values stopped being computed and were copied from a proven period.
    pub period_fill: Option<PeriodFill>,
}

/// The values from `from` on were not computed but copied from a period a theorem had proven:
/// `g(n) = g(n − period)` for every `n ≥ from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PeriodFill {
    /// The first heap size filled (the values below were computed by the builder).
    pub from: usize,
    /// The proven period's preperiod.
    pub preperiod: usize,
    /// The proven period.
    pub period: usize,
    /// The theorem that proved it on `g(0..from)`.
    pub theorem: &'static str,
}

/// The first table end at which the driver looks for a proven period.
const FIRST_CHECK: usize = 256;

/// A table and how it was built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// `g(0..=upto)`.
    pub values: Values,
    /// Which builder made it (its record).
    pub builder: BuildRecord,
}

/// Where a build stands, as shown to its progress callback.
#[derive(Debug)]
pub struct Step<'a> {
    /// The values so far.
    pub values: &'a Values,
    /// The sparse builder's current path (None for the other builders).
    pub path: Option<ScanPath>,
    /// Heap sizes computed so far (`values.len()`).
    pub computed: u64,
    /// The last heap size this call of [`Driver::build_to`] computes.
    pub target: usize,
    /// Work done in this call of [`Driver::build_to`], in the builder's unit.
    pub done: u64,
    /// Total work of this call.
    pub total: u64,
}

/// The builder's state.
#[derive(Debug, Clone)]
enum Engine {
    Sparse(Box<SparseTable>),
    Subtraction(Vec<usize>, Values),
    Divisors(DivisorSieve),
    Split(SplitTable),
    ThreeHeap(ThreeHeapTable),
    /// The plain mex: always `u32` cells ([`Values::Full`]), the slice [`explain`] reads.
    Plain(Values),
}

/// An incremental Grundy table of one [`Game`], built by one [`Algorithm`].
///
/// # Complexity
/// That of the algorithm (see [`Algorithm`]); growing in steps costs the same
/// as one build. Memory: the compact values plus the builder's state.
///
/// # Example
/// ```
/// use lab_engine::tables::driver::{Algorithm, Driver};
/// use lab_engine::tables::split::SplitRule;
/// use lab_engine::tables::game::Game;
/// let mut grundy = Driver::new(Game::Split(SplitRule::GRUNDY));
/// grundy.build_to(9, |_| Ok(())).unwrap();
/// assert_eq!(grundy.values().to_u32(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// assert_eq!(grundy.algorithm(), Algorithm::SparseSpace);
/// ```
#[derive(Debug, Clone)]
pub struct Driver {
    game: Game,
    algorithm: Algorithm,
    engine: Engine,
    /// The game's theorem when the algorithm fills by proven periods ([`Proof::None`]: never).
    proof: Proof,
    /// The next table end at which to look for a proven period.
    next_check: usize,
    /// The proven period the table is continued by, once found.
    fill: Option<PeriodFill>,
}

impl Driver {
    /// A table of `game` holding `g(0)`, by the fastest algorithm.
    ///
    /// # Complexity
    /// O(1) (O(parts) for splits).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// assert_eq!(Driver::new(Game::Divisors).upto(), 0);
    /// ```
    pub fn new(game: Game) -> Self {
        Self::with_options(game, SparseOptions::default())
    }

    /// [`Driver::new`] with the sparse-space builder's options (a forced mask; ignored by other builders).
    ///
    /// # Complexity
    /// O(1) (O(parts) for splits).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::sparse::{Mask, ScanPath, SparseOptions};
    /// use lab_engine::tables::split::SplitRule;
    /// let options = SparseOptions { mask: Some(Mask::range(0xfe)), probe: 2 };
    /// let driver = Driver::with_options(Game::Split(SplitRule::GRUNDY), options);
    /// assert_eq!(driver.path(), Some(ScanPath::Sparse(Mask::range(0xfe))));
    /// ```
    pub fn with_options(game: Game, options: SparseOptions) -> Self {
        let algorithm = Algorithm::best(&game);
        Self::start(game, algorithm, options, first_value(), None)
            .expect("a one-value table starts every builder")
    }

    /// A table of `game` built by `algorithm` (e.g. [`Algorithm::PlainMex`] as a reference).
    ///
    /// # Errors
    /// When the algorithm does not apply to the game.
    ///
    /// # Complexity
    /// O(1) (O(parts) for splits).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::{Algorithm, Driver};
    /// use lab_engine::tables::game::Game;
    /// let mut plain = Driver::with_algorithm(Game::Subtraction(vec![1, 2]), Algorithm::PlainMex).unwrap();
    /// plain.build_to(5, |_| Ok(())).unwrap();
    /// assert_eq!(plain.values().to_u32(), [0, 1, 2, 0, 1, 2]);
    /// assert!(Driver::with_algorithm(Game::Divisors, Algorithm::SparseSpace).is_err());
    /// ```
    pub fn with_algorithm(game: Game, algorithm: Algorithm) -> Result<Self, String> {
        Self::start(
            game,
            algorithm,
            SparseOptions::default(),
            first_value(),
            None,
        )
    }

    /// A table continuing from `values` (e.g. a checkpoint's), by the fastest
    /// algorithm; the sparse-space builder continues on `path` when given
    /// (else it chooses its mask again). The builders that keep more state
    /// than the values (splits into three or more parts) rebuild it and check
    /// that the values agree.
    ///
    /// # Errors
    /// When `values` is empty, does not start with `g(0) = 0`, or (for the
    /// builders that rebuild) differs from the game's table.
    ///
    /// # Complexity
    /// O(values.len()) to restore (the split builders: their build time up to there).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::sparse::SparseOptions;
    /// use lab_engine::tables::split::SplitRule;
    /// use lab_engine::tables::values::Values;
    /// let saved = Values::from_u32(&[0, 0, 0, 1]).unwrap();
    /// let mut driver =
    ///     Driver::resume(Game::Split(SplitRule::GRUNDY), SparseOptions::default(), saved, None).unwrap();
    /// driver.build_to(5, |_| Ok(())).unwrap();
    /// assert_eq!(driver.values().to_u32(), [0, 0, 0, 1, 0, 2]);
    /// ```
    pub fn resume(
        game: Game,
        options: SparseOptions,
        values: Values,
        path: Option<ScanPath>,
    ) -> Result<Self, String> {
        let algorithm = Algorithm::best(&game);
        Self::start(game, algorithm, options, values, path)
    }

    fn start(
        game: Game,
        algorithm: Algorithm,
        options: SparseOptions,
        values: Values,
        path: Option<ScanPath>,
    ) -> Result<Self, String> {
        if !algorithm.applies_to(&game) {
            return Err(format!(
                "the {} builder does not apply to {}",
                algorithm.name(),
                game.command()
            ));
        }
        if values.is_empty() || values.get(0) != 0 {
            return Err("a table starts with g(0) = 0".into());
        }
        // The builders that rebuild their state check the saved values against it.
        let same = |rebuilt: &Values| {
            if rebuilt.iter().eq(values.iter()) {
                Ok(())
            } else {
                Err(format!(
                    "the saved values are not the table of {}",
                    game.command()
                ))
            }
        };
        let engine = match (algorithm, &game) {
            (Algorithm::SparseSpace, _) => {
                let moves = game.sparse_moves().expect("checked by applies_to");
                Engine::Sparse(Box::new(SparseTable::resume(moves, options, values, path)?))
            }
            (Algorithm::SubtractionWindow, Game::Subtraction(moves)) => {
                let mut moves = moves.clone();
                moves.sort_unstable();
                moves.dedup();
                Engine::Subtraction(moves, values)
            }
            (Algorithm::DivisorSieve, _) => Engine::Divisors(DivisorSieve::resume(values)),
            (Algorithm::SplitBitSets | Algorithm::SplitScan, Game::Split(rule)) => {
                let mut table = SplitTable::new(*rule);
                table.extend_to(values.len() - 1);
                same(table.values())?;
                Engine::Split(table)
            }
            (Algorithm::ThreeHeapBitSets, Game::Octal(code)) => {
                let mut table = ThreeHeapTable::new(code);
                table.extend_to(values.len() - 1);
                same(table.values())?;
                Engine::ThreeHeap(table)
            }
            (Algorithm::PlainMex, _) => {
                let mut plain = Values::Full(vec![0]);
                plain_extend(&game, &mut plain, values.len() - 1);
                same(&plain)?;
                Engine::Plain(plain)
            }
            _ => unreachable!("checked by applies_to"),
        };
        let proof = if algorithm.fills() {
            game.proof()
        } else {
            Proof::None
        };
        Ok(Driver {
            game,
            algorithm,
            engine,
            proof,
            next_check: FIRST_CHECK,
            fill: None,
        })
    }

    /// The game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// assert_eq!(Driver::new(Game::Divisors).game().command(), "divisors");
    /// ```
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The algorithm building the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::{Algorithm, Driver};
    /// use lab_engine::tables::game::Game;
    /// assert_eq!(Driver::new(Game::Subtraction(vec![1])).algorithm(), Algorithm::SubtractionWindow);
    /// ```
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// `g(0..=upto())`, in the compact store ([`Algorithm::PlainMex`] keeps `u32` cells).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// let mut driver = Driver::new(Game::Subtraction(vec![1, 2]));
    /// driver.build_to(4, |_| Ok(())).unwrap();
    /// assert_eq!(driver.values().to_u32(), [0, 1, 2, 0, 1]);
    /// ```
    pub fn values(&self) -> &Values {
        match &self.engine {
            Engine::Sparse(table) => table.values(),
            Engine::Subtraction(_, values) | Engine::Plain(values) => values,
            Engine::Divisors(sieve) => sieve.values(),
            Engine::Split(table) => table.values(),
            Engine::ThreeHeap(table) => table.values(),
        }
    }

    /// The last heap size computed.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// let mut driver = Driver::new(Game::Divisors);
    /// driver.build_to(9, |_| Ok(())).unwrap();
    /// assert_eq!(driver.upto(), 9);
    /// ```
    pub fn upto(&self) -> usize {
        self.values().len() - 1
    }

    /// The sparse-space builder's current path (None for the other builders): with the values, a checkpoint.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// assert_eq!(Driver::new(Game::Divisors).path(), None);
    /// ```
    pub fn path(&self) -> Option<ScanPath> {
        match &self.engine {
            Engine::Sparse(table) => Some(table.path()),
            _ => None,
        }
    }

    /// The record of the build so far: which builder runs (with the sparse-space statistics).
    ///
    /// # Complexity
    /// O(number of path switches).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::{Driver, SPARSE_BUILDER};
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::octal::OctalGame;
    /// let driver = Driver::new(Game::Octal(OctalGame::parse("0.77").unwrap()));
    /// assert_eq!(driver.build_record().name, SPARSE_BUILDER);
    /// ```
    pub fn build_record(&self) -> BuildRecord {
        let mut builder = BuildRecord {
            algorithm: self.algorithm,
            name: self.algorithm.name(),
            switches: Vec::new(),
            full_scans: 0,
            scanned_pairs: 0,
            // A period proven at the very end filled nothing.
            period_fill: self.fill.filter(|f| f.from <= self.upto()),
        };
        if let Engine::Sparse(table) = &self.engine {
            builder.switches = table.switches().to_vec();
            builder.full_scans = table.full_scans();
            builder.scanned_pairs = table.scanned_pairs();
        }
        builder
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet (nothing if
    /// `upto ≤ self.upto()`), calling `progress` after each of about 500 to
    /// 1000 chunks; an error it returns stops the build (the values computed
    /// so far stay). Returns the values.
    ///
    /// # Errors
    /// The callback's error.
    ///
    /// # Complexity
    /// That of the algorithm for the new heap sizes.
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::octal::OctalGame;
    /// let mut calls = 0;
    /// let mut kayles = Driver::new(Game::Octal(OctalGame::parse("0.77").unwrap()));
    /// let values = kayles.build_to(2000, |step| {
    ///     calls += 1;
    ///     assert!(step.done <= step.total);
    ///     Ok(())
    /// }).unwrap();
    /// assert_eq!(values.to_u32()[..5], [0, 1, 2, 3, 1]);
    /// assert!(calls > 0);
    /// ```
    pub fn build_to(
        &mut self,
        upto: usize,
        mut progress: impl FnMut(Step<'_>) -> Result<(), String>,
    ) -> Result<&Values, String> {
        let from = self.upto();
        if upto > from {
            let quadratic = self.algorithm.quadratic();
            let work = |n: usize| {
                if quadratic {
                    (n as u64) * (n as u64) - (from as u64) * (from as u64)
                } else {
                    (n - from) as u64
                }
            };
            let chunk = if quadratic {
                ((upto - from) / 500).max(1)
            } else {
                ((upto - from) / 1000).clamp(1, 1 << 18)
            };
            match &mut self.engine {
                Engine::Divisors(sieve) => sieve.reserve(upto),
                // The whole target at once: the chunks then never reallocate.
                Engine::Sparse(table) => table.reserve_to(upto),
                _ => {}
            }
            let mut to = from;
            while to < upto {
                to = (to + chunk).min(upto);
                if self.fill.is_none() && self.proof != Proof::None {
                    to = to.min(self.next_check.max(self.upto() + 1));
                }
                self.extend_to(to);
                if self.fill.is_none() && self.proof != Proof::None && to >= self.next_check {
                    self.look_for_period();
                }
                progress(Step {
                    values: self.values(),
                    path: self.path(),
                    computed: to as u64 + 1,
                    target: upto,
                    done: work(to),
                    total: work(upto),
                })?;
            }
        }
        Ok(self.values())
    }

    /// Turns the period fill off (the builder computes every value; for measuring it).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::octal::OctalGame;
    /// let mut dawson = Driver::new(Game::Octal(OctalGame::parse("0.07").unwrap()));
    /// dawson.compute_every_value();
    /// dawson.build_to(1000, |_| Ok(())).unwrap();
    /// assert_eq!(dawson.build_record().period_fill, None);
    /// ```
    pub fn compute_every_value(&mut self) {
        if self.fill.is_none() {
            self.proof = Proof::None;
        }
    }

    /// Looks for a period the theorem proves on the table so far; when there is
    /// one, the rest of the table will be filled from it; else sets the next
    /// table end to look at (the end the theorem needs for a period that shows,
    /// or twice the table).
    fn look_for_period(&mut self) {
        let n = self.upto();
        let found = match self.values() {
            Values::Narrow(g) => find_period(g, self.proof),
            Values::Wide(g) => find_period(g, self.proof),
            Values::Full(g) => find_period(g, self.proof),
        };
        match found {
            Some(Period {
                preperiod,
                period,
                proven: true,
            }) => {
                self.fill = Some(PeriodFill {
                    from: n + 1,
                    preperiod,
                    period,
                    theorem: self.proof.name().unwrap_or("a periodicity theorem"),
                });
            }
            Some(Period {
                preperiod, period, ..
            }) => {
                self.next_check = self
                    .proof
                    .upto_needed(preperiod, period)
                    .filter(|&needed| needed > n)
                    .unwrap_or(2 * n);
            }
            None => self.next_check = 2 * n,
        }
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet, with no progress calls.
    fn extend_to(&mut self, upto: usize) {
        if let Some(fill) = self.fill {
            match &mut self.engine {
                Engine::Sparse(table) => table.extend_periodic(fill.period, upto),
                Engine::Subtraction(_, values) => values.extend_periodic(fill.period, upto),
                Engine::ThreeHeap(table) => table.extend_periodic(fill.period, upto),
                _ => unreachable!("only the sparse, subtraction and three-heap builders fill"),
            }
            return;
        }
        match &mut self.engine {
            Engine::Sparse(table) => {
                if let Err(e) = table.extend_to(upto) {
                    unreachable!("the sparse table's storage widens as needed: {e}");
                }
            }
            Engine::Subtraction(moves, values) => subtraction_extend(moves, values, upto),
            Engine::Divisors(sieve) => sieve.extend_to(upto),
            Engine::Split(table) => table.extend_to(upto),
            Engine::ThreeHeap(table) => table.extend_to(upto),
            Engine::Plain(plain) => plain_extend(&self.game, plain, upto),
        }
    }

    /// The table and its builder's report, consuming the driver.
    ///
    /// # Complexity
    /// O(number of path switches).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::driver::Driver;
    /// use lab_engine::tables::game::Game;
    /// let mut driver = Driver::new(Game::Divisors);
    /// driver.build_to(4, |_| Ok(())).unwrap();
    /// let table = driver.into_table();
    /// assert_eq!((table.values.to_u32(), table.builder.name), (vec![0, 0, 1, 1, 2], "divisor sieve"));
    /// ```
    pub fn into_table(self) -> Table {
        let builder = self.build_record();
        let values = match self.engine {
            Engine::Sparse(table) => table.into_values(),
            Engine::Subtraction(_, values) | Engine::Plain(values) => values,
            Engine::Divisors(sieve) => sieve.into_values(),
            Engine::Split(table) => table.into_values(),
            Engine::ThreeHeap(table) => table.into_values(),
        };
        Table { values, builder }
    }
}

/// The table shorthand lives here, next to the driver it runs, and not in `game`:
/// `driver` depends on `game`, never the reverse (`tests/modules.rs` checks it).
impl Game {
    /// `g(0..=upto)` as `u32`: shorthand for [`Driver::new`] and
    /// [`Driver::build_to`] (tests and small tables; the lab keeps the driver's compact values).
    ///
    /// # Complexity
    /// That of the game's builder (see [`Algorithm`]), plus O(upto) for the copy.
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::game::Game;
    /// assert_eq!(Game::Subtraction(vec![1, 2]).grundy(5), [0, 1, 2, 0, 1, 2]);
    /// ```
    pub fn grundy(&self, upto: usize) -> Vec<u32> {
        let mut driver = Driver::new(self.clone());
        let values = driver.build_to(upto, |_| Ok(()));
        values.expect("no callback error").to_u32()
    }
}

/// The table of `g(0)` alone.
fn first_value() -> Values {
    let mut values = Values::new();
    values.push(0).expect("0 fits");
    values
}

/// Extends `plain` (`u32` cells) to `upto`: `g(n)` is the mex of every option of `n` the rules list.
fn plain_extend(game: &Game, plain: &mut Values, upto: usize) {
    let Values::Full(g) = plain else {
        unreachable!("the plain mex keeps u32 cells");
    };
    while g.len() <= upto {
        let n = g.len();
        // explain reads g(0..=n) but never g(n) itself.
        g.push(0);
        let e = explain(game, g, n, usize::MAX);
        debug_assert!(e.complete);
        g[n] = e.mex;
    }
}

/// Extends a subtraction game's table to `upto`: `g(n)` is the mex of the
/// window `g(n − s)`, `s ∈ moves` (sorted, distinct, positive), each step
/// by games-core's `grundy::subtraction_next`, the one subtraction table.
fn subtraction_extend(moves: &[usize], values: &mut Values, upto: usize) {
    if upto >= values.len() {
        values.reserve(upto + 1 - values.len());
    }
    while values.len() <= upto {
        match values {
            Values::Narrow(_) => subtraction_run::<u8>(moves, values, upto),
            Values::Wide(_) => subtraction_run::<u16>(moves, values, upto),
            Values::Full(_) => subtraction_run::<u32>(moves, values, upto),
        }
    }
}

/// [`subtraction_extend`] while the cells are `T` (returns when the storage widens).
fn subtraction_run<T: Cell>(moves: &[usize], values: &mut Values, upto: usize) {
    let mut marker = Marker::new(moves.len() + 1);
    while values.len() <= upto {
        let Some(g) = T::slice(values) else {
            return;
        };
        let value = subtraction_next(moves, g, &mut marker);
        values.push(value).expect("the storage widens as needed");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::octal::OctalGame;
    use crate::tables::split::SplitRule;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn games(rng: &mut StdRng) -> Vec<Game> {
        let mut games = vec![
            Game::Divisors,
            Game::Split(SplitRule::GRUNDY),
            Game::Split(SplitRule::TAKE_OR_SPLIT_IN_THREE),
        ];
        for parts in 2..=4 {
            for unequal in [false, true] {
                for take in [false, true] {
                    games.push(Game::Split(SplitRule {
                        parts,
                        unequal,
                        take,
                    }));
                }
            }
        }
        for _ in 0..30 {
            let mut moves: Vec<usize> = (0..rng.gen_range(1..6))
                .map(|_| rng.gen_range(1..20))
                .collect();
            if rng.gen_bool(0.2) {
                // Many moves: values above 63.
                moves = (1..200).filter(|_| rng.gen_bool(0.7)).collect();
            }
            games.push(Game::Subtraction(moves));
            games.push(Game::Octal(crate::tables::octal::random_octal(
                rng,
                0.3,
                1..=4,
            )));
            // A hexadecimal code (digits to f; d0 may split in two or three).
            let mut hex = String::from(["0.", "4.", "8.", "c."][rng.gen_range(0..4)]);
            for _ in 0..rng.gen_range(1..=3) {
                hex.push(char::from_digit(rng.gen_range(0..16), 16).unwrap());
            }
            games.push(Game::Octal(OctalGame::parse(&hex).unwrap()));
        }
        games
    }

    fn build(mut driver: Driver, upto: usize) -> Vec<u32> {
        driver.build_to(upto, |_| Ok(())).unwrap();
        driver.values().to_u32()
    }

    /// Runs `check(rng, game, upto, one_shot)` on each of [`games`] (drawn from `seed`, `rng`
    /// the generator after them), `upto` its table size and `one_shot` its table built in one go.
    fn against_one_build(seed: u64, mut check: impl FnMut(&mut StdRng, &Game, usize, &[u32])) {
        let mut rng = StdRng::seed_from_u64(seed);
        for game in games(&mut rng) {
            let upto = upto(&game);
            let one_shot = build(Driver::new(game.clone()), upto);
            check(&mut rng, &game, upto, &one_shot);
        }
    }

    fn upto(game: &Game) -> usize {
        match game {
            Game::Split(rule) if rule.parts >= 4 => 30,
            Game::Split(rule) if rule.parts == 3 => 60,
            Game::Octal(code) if code.leaves_three() => 70,
            _ => 300,
        }
    }

    #[test]
    fn every_builder_equals_the_plain_mex() {
        let mut rng = StdRng::seed_from_u64(17);
        for game in games(&mut rng) {
            let upto = upto(&game);
            let plain = build(
                Driver::with_algorithm(game.clone(), Algorithm::PlainMex).unwrap(),
                upto,
            );
            let best = Driver::new(game.clone());
            assert_eq!(best.algorithm(), Algorithm::best(&game));
            assert_eq!(build(best, upto), plain, "{}", game.command());
            // Forced masks change the sparse builder's speed, never its values.
            if game.sparse_moves().is_some() {
                let options = SparseOptions {
                    mask: Some(crate::tables::sparse::Mask {
                        bits: rng.gen_range(0..64),
                        domain: rng.gen_bool(0.5),
                    }),
                    probe: 2,
                };
                let forced = Driver::with_options(game.clone(), options);
                assert_eq!(build(forced, upto), plain, "{}", game.command());
            }
        }
    }

    #[test]
    fn growing_in_place_equals_one_build() {
        against_one_build(41, |rng, game, upto, one_shot| {
            let mut driver = Driver::new(game.clone());
            let mut to = 0;
            while to < upto {
                to = (to + rng.gen_range(0..upto / 3)).min(upto);
                let mut last = None;
                driver
                    .build_to(to, |step| {
                        assert!(step.done <= step.total);
                        assert_eq!(step.computed as usize, step.values.len());
                        last = Some(step.done == step.total);
                        Ok(())
                    })
                    .unwrap();
                assert_ne!(last, Some(false), "the last step reports all the work");
                assert_eq!(driver.upto(), to.max(driver.upto()));
                assert_eq!(driver.values().to_u32(), one_shot[..=driver.upto()]);
            }
            // Doubling, as --until-proven grows.
            let mut doubling = Driver::new(game.clone());
            let mut n = 1;
            while n < upto {
                n = (2 * n).min(upto);
                doubling.build_to(n, |_| Ok(())).unwrap();
            }
            assert_eq!(build(doubling, upto), one_shot, "{}", game.command());
        });
    }

    #[test]
    fn resuming_equals_one_build() {
        against_one_build(43, |rng, game, upto, one_shot| {
            let mut driver = Driver::new(game.clone());
            while driver.upto() < upto {
                let to = (driver.upto() + rng.gen_range(1..upto / 4)).min(upto);
                driver.build_to(to, |_| Ok(())).unwrap();
                let path = driver.path().filter(|_| rng.gen_bool(0.5));
                let saved = driver.values().clone();
                driver =
                    Driver::resume(game.clone(), SparseOptions::default(), saved, path).unwrap();
            }
            assert_eq!(driver.values().to_u32(), one_shot, "{}", game.command());
        });
    }

    #[test]
    fn period_fill_equals_the_computed_table() {
        // Known proven periods (Winning Ways; Flammenkamp's tables): the fill
        // starts after the theorem's check and changes no value.
        for (code, preperiod, period) in [
            ("0.07", 53, 34),
            ("0.77", 71, 12),
            ("0.137", 52, 34),
            ("4.0", 1, 2),
        ] {
            let game = Game::Octal(OctalGame::parse(code).unwrap());
            let upto = 20_000;
            let mut filled = Driver::new(game.clone());
            filled.build_to(upto, |_| Ok(())).unwrap();
            let fill = filled.build_record().period_fill.expect(code);
            assert_eq!((fill.preperiod, fill.period), (preperiod, period), "{code}");
            assert!(fill.from <= 1024, "{code}: filled from {}", fill.from);
            let mut computed = Driver::new(game.clone());
            computed.compute_every_value();
            computed.build_to(upto, |_| Ok(())).unwrap();
            assert_eq!(computed.build_record().period_fill, None);
            assert_eq!(filled.values(), computed.values(), "{code}");
            // The theorem really proves the period on the computed part alone.
            let head = &computed.values().to_u32()[..fill.from];
            let proof = game.proof();
            assert_eq!(
                crate::patterns::pattern::classify(head, proof),
                crate::patterns::pattern::Pattern::Periodic(Period {
                    preperiod,
                    period,
                    proven: true
                }),
                "{code}"
            );
        }
    }

    #[test]
    fn period_fill_on_random_games_equals_the_plain_mex() {
        let mut fills = 0;
        crate::tables::octal::each_random_octal(59, 150, 0.3, 1..=3, |rng, octal| {
            let game = Game::Octal(octal.clone());
            let upto = 2000;
            // Grown in uneven steps, as the CLI's chunks and --until-proven do.
            let mut filled = Driver::new(game.clone());
            let mut to = 0;
            while to < upto {
                to = (to + rng.gen_range(1..700)).min(upto);
                filled.build_to(to, |_| Ok(())).unwrap();
            }
            fills += usize::from(filled.build_record().period_fill.is_some());
            let plain = crate::tables::octal::plain_grundy(&octal, upto);
            assert_eq!(filled.values().to_u32(), plain, "{octal}");
        });
        assert!(fills >= 50, "only {fills} games filled");
        // Subtraction games fill by the window argument.
        for moves in [vec![1, 3, 4], vec![2, 5, 7], vec![3, 10, 11]] {
            let game = Game::Subtraction(moves.clone());
            let mut filled = Driver::new(game.clone());
            filled.build_to(5000, |_| Ok(())).unwrap();
            assert!(filled.build_record().period_fill.is_some(), "{moves:?}");
            let direct = games_core::grundy::subtraction_grundy(&moves, 5000);
            assert_eq!(filled.values().to_u32(), direct, "{moves:?}");
        }
    }

    #[test]
    fn the_4rzj_family_has_the_values_of_0_1777_shifted_by_one() {
        // OEIS A071509 (offset 1: a(n) = g(n)), Sprague-Grundy values of .1777 and
        // .17771: "Octal games .4RZj, R=5,7, Z=4,5,6,7, j=0,1,2,3 have values a(n-1)".
        let a071509 = [
            1, 1, 2, 2, 3, 4, 1, 1, 6, 6, 3, 2, 2, 1, 1, 6, 6, 8, 4, 4, 5, 10, 1, 1, 8, 3, 3, 4, 4,
            7, 6, 6, 8, 8, 4, 1, 1, 6, 7, 8, 4, 4, 5, 10, 8, 1, 1, 15, 5, 4, 4, 7, 6, 6, 1, 1, 4,
            3, 3, 6, 1, 1, 4, 4, 3, 8, 8, 1, 1, 10, 14, 8, 4, 13, 6, 6, 1, 1, 8, 3, 3, 13, 1, 1, 6,
        ];
        let upto = 3000;
        let base = Game::Octal(OctalGame::parse("0.1777").unwrap()).grundy(upto);
        assert_eq!(base[1..=a071509.len()], a071509);
        assert_eq!(
            Game::Octal(OctalGame::parse("0.17771").unwrap()).grundy(upto),
            base
        );
        let mut codes = 0;
        for r in ['5', '7'] {
            for z in ['4', '5', '6', '7'] {
                for j in ['0', '1', '2', '3'] {
                    let code = format!("0.4{r}{z}{j}");
                    let shifted = Game::Octal(OctalGame::parse(&code).unwrap()).grundy(upto + 1);
                    assert_eq!(shifted[0], 0, "{code}");
                    assert_eq!(shifted[1..], base[..], "{code}");
                    codes += 1;
                }
            }
        }
        assert_eq!(codes, 32);
    }

    #[test]
    fn a_sparse_build_reserves_its_target_and_no_more() {
        // Chunks of an amortised reserve would double the capacity past the target.
        let mut driver = Driver::new(Game::Split(SplitRule::GRUNDY));
        driver.build_to(1000, |_| Ok(())).unwrap();
        driver.build_to(1500, |_| Ok(())).unwrap();
        assert_eq!(driver.values().capacity(), 1501);
    }

    #[test]
    fn a_failing_callback_stops_the_build_and_bad_starts_are_refused() {
        let mut driver = Driver::new(Game::Octal(OctalGame::parse("0.07").unwrap()));
        let err = driver.build_to(100_000, |step| {
            if step.computed > 500 {
                Err("stop".into())
            } else {
                Ok(())
            }
        });
        assert_eq!(err.unwrap_err(), "stop");
        assert!(driver.upto() < 100_000);
        let bad = Values::from_u32(&[1, 0]).unwrap();
        assert!(Driver::resume(Game::Divisors, SparseOptions::default(), bad, None).is_err());
        let wrong = Values::from_u32(&[0, 1, 2, 3, 5]).unwrap();
        assert!(Driver::resume(
            Game::Split(SplitRule::TAKE_OR_SPLIT_IN_THREE),
            SparseOptions::default(),
            wrong,
            None
        )
        .is_err());
    }
}
