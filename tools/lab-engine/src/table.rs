//! An incremental Grundy table for any game the lab knows: extend it to a larger n without starting over.

use crate::divisors::divisor_grundy;
use crate::game::{Builder, Game, SPARSE_BUILDER};
use crate::sparse::{SparseOptions, SparseTable};
use crate::split::SplitTable;
use games_core::grundy::subtraction_grundy;

/// `g(0..len)` of one [`Game`], grown by [`GameTable::extend_to`].
///
/// Octal games and two-part splits use the sparse-space builder
/// ([`SparseTable`]), splits into more parts [`SplitTable`]; both keep their state and
/// only compute the new heap sizes. Subtraction games and
/// the divisor game are cheap (near-linear) and are rebuilt from scratch, so
/// growing by doubling costs at most twice the final table.
///
/// # Example
/// ```
/// use lab_engine::game::Game;
/// use lab_engine::octal::OctalGame;
/// use lab_engine::table::GameTable;
/// let game = Game::Octal(OctalGame::parse("0.77").unwrap());
/// let mut table = GameTable::new(&game);
/// table.extend_to(5);
/// table.extend_to(11);
/// assert_eq!(table.values(), game.grundy(11).as_slice());
/// ```
#[derive(Debug, Clone)]
pub struct GameTable {
    kind: Kind,
}

#[derive(Debug, Clone)]
enum Kind {
    /// Rebuilt by `build(upto)` on every extension.
    Rebuilt(Game, Vec<u32>),
    /// The sparse-space builder, and its values as `u32` (what [`GameTable::values`] lends).
    Sparse(Box<SparseTable>, Vec<u32>),
    Split(SplitTable),
}

impl GameTable {
    /// A table holding only `g(0)`.
    ///
    /// # Complexity
    /// O(1) (O(parts) for splits).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::table::GameTable;
    /// assert_eq!(GameTable::new(&Game::Divisors).values(), &[0]);
    /// ```
    pub fn new(game: &Game) -> Self {
        let kind = match (game, game.sparse_moves()) {
            (_, Some(moves)) => {
                let table = SparseTable::new(moves, SparseOptions::default());
                let values = table.values().to_u32();
                Kind::Sparse(Box::new(table), values)
            }
            (Game::Split(rule), None) => Kind::Split(SplitTable::new(*rule)),
            // Octal games always have the sparse-space builder.
            (Game::Subtraction(_) | Game::Divisors | Game::Octal(_), None) => {
                Kind::Rebuilt(game.clone(), vec![0])
            }
        };
        GameTable { kind }
    }

    /// `g(0..len)`, everything computed so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::table::GameTable;
    /// let mut table = GameTable::new(&Game::Subtraction(vec![1, 2]));
    /// table.extend_to(4);
    /// assert_eq!(table.values(), &[0, 1, 2, 0, 1]);
    /// ```
    pub fn values(&self) -> &[u32] {
        match &self.kind {
            Kind::Rebuilt(_, g) | Kind::Sparse(_, g) => g,
            Kind::Split(table) => table.values(),
        }
    }

    /// The last heap size computed (`values().len() − 1`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::table::GameTable;
    /// let mut table = GameTable::new(&Game::Divisors);
    /// table.extend_to(9);
    /// assert_eq!(table.upto(), 9);
    /// ```
    pub fn upto(&self) -> usize {
        self.values().len() - 1
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet (nothing if `upto ≤ self.upto()`).
    ///
    /// # Panics
    /// Never: the sparse-space builder reports no error (its storage widens as needed).
    ///
    /// # Complexity
    /// That of the game's builder for the new heap sizes (see [`Game::grundy`]
    /// and [`SparseTable`]); subtraction games and the divisor game rebuild
    /// `g(0..=upto)`.
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::split::SplitRule;
    /// use lab_engine::table::GameTable;
    /// let game = Game::Split(SplitRule::GRUNDY);
    /// let mut table = GameTable::new(&game);
    /// table.extend_to(20);
    /// table.extend_to(10); // already there
    /// assert_eq!(table.values(), game.grundy(20).as_slice());
    /// ```
    pub fn extend_to(&mut self, upto: usize) {
        self.extend_with_progress(upto, |_, _| {});
    }

    /// [`GameTable::extend_to`], calling `progress(done, total)` now and then
    /// (work counted as n² for the builders that take O(n) per heap size).
    ///
    /// # Complexity
    /// As [`GameTable::extend_to`].
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::octal::OctalGame;
    /// use lab_engine::table::GameTable;
    /// let mut table = GameTable::new(&Game::Octal(OctalGame::parse("0.07").unwrap()));
    /// let mut last = (0, 0);
    /// table.extend_with_progress(1000, |done, total| last = (done, total));
    /// assert_eq!(last.0, last.1);
    /// assert_eq!(table.upto(), 1000);
    /// ```
    pub fn extend_with_progress(&mut self, upto: usize, mut progress: impl FnMut(u64, u64)) {
        let from = self.upto();
        if upto <= from {
            return;
        }
        match &mut self.kind {
            Kind::Rebuilt(game, g) => {
                *g = match game {
                    Game::Subtraction(moves) => subtraction_grundy(moves, upto),
                    Game::Divisors => divisor_grundy(upto),
                    other => other.grundy(upto),
                };
                progress(1, 1);
            }
            Kind::Sparse(table, g) => {
                // The sparse builder's work is about linear: count heap sizes.
                let chunk = ((upto - from) / 500).max(1);
                let mut to = from;
                while to < upto {
                    to = (to + chunk).min(upto);
                    if let Err(e) = table.extend_to(to) {
                        unreachable!("the sparse table's storage widens as needed: {e}");
                    }
                    progress((to - from) as u64, (upto - from) as u64);
                }
                let values = table.values();
                g.extend((g.len()..values.len()).map(|n| values.get(n)));
            }
            Kind::Split(table) => in_steps(from, upto, |to| table.extend_to(to), progress),
        }
    }

    /// The builder that made the table (for reports), with the sparse-space statistics.
    ///
    /// # Complexity
    /// O(number of path switches).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::{Game, SPARSE_BUILDER};
    /// use lab_engine::split::SplitRule;
    /// use lab_engine::table::GameTable;
    /// let mut table = GameTable::new(&Game::Split(SplitRule::GRUNDY));
    /// table.extend_to(100);
    /// assert_eq!(table.builder().name, SPARSE_BUILDER);
    /// assert_eq!(GameTable::new(&Game::Divisors).builder().name, "divisor sieve");
    /// ```
    pub fn builder(&self) -> Builder {
        match &self.kind {
            Kind::Sparse(table, _) => Builder {
                name: SPARSE_BUILDER,
                switches: table.switches().to_vec(),
                full_scans: table.full_scans(),
                scanned_pairs: table.scanned_pairs(),
            },
            Kind::Rebuilt(game, _) => plain(game),
            Kind::Split(table) => plain(&Game::Split(table.rule())),
        }
    }
}

/// The report of a plain builder (no sparse-space statistics).
fn plain(game: &Game) -> Builder {
    Builder {
        name: game.plain_builder(),
        switches: Vec::new(),
        full_scans: 0,
        scanned_pairs: 0,
    }
}

/// Calls `extend(to)` for about 500 increasing `to` from `from` up to `upto`,
/// reporting the work done (counted as n² − from²) after each.
fn in_steps(
    from: usize,
    upto: usize,
    mut extend: impl FnMut(usize),
    mut progress: impl FnMut(u64, u64),
) {
    let step = ((upto - from) / 500).max(1);
    let work = |n: usize| (n as u64) * (n as u64) - (from as u64) * (from as u64);
    let mut to = from;
    while to < upto {
        to = (to + step).min(upto);
        extend(to);
        progress(work(to), work(upto));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalGame;
    use crate::split::SplitRule;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn growing_in_random_steps_equals_one_build() {
        let mut rng = StdRng::seed_from_u64(41);
        let games = [
            Game::Subtraction(vec![2, 5, 7]),
            Game::Divisors,
            Game::Octal(OctalGame::parse("0.137").unwrap()),
            Game::Octal(OctalGame::parse("4.7").unwrap()),
            Game::Split(SplitRule::GRUNDY),
            Game::Split(SplitRule::TAKE_OR_SPLIT_IN_THREE),
        ];
        for game in &games {
            let mut table = GameTable::new(game);
            let mut upto = 0;
            for _ in 0..6 {
                upto += rng.gen_range(0..40);
                table.extend_to(upto);
                assert_eq!(table.values(), game.grundy(upto).as_slice(), "{game:?}");
            }
        }
    }
}
