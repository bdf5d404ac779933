//! An incremental Grundy table for any game the lab knows: extend it to a larger n without starting over.

use crate::divisors::divisor_grundy;
use crate::game::Game;
use crate::octal::OctalTable;
use crate::split::SplitTable;
use games_core::grundy::subtraction_grundy;

/// `g(0..len)` of one [`Game`], grown by [`GameTable::extend_to`].
///
/// Octal games and splits keep their builders' state ([`OctalTable`],
/// [`SplitTable`]) and only compute the new heap sizes. Subtraction games and
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
    Octal(OctalTable),
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
        let kind = match game {
            Game::Octal(code) => Kind::Octal(OctalTable::new(code.clone())),
            Game::Split(rule) => Kind::Split(SplitTable::new(*rule)),
            Game::Subtraction(_) | Game::Divisors => Kind::Rebuilt(game.clone(), vec![0]),
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
            Kind::Rebuilt(_, g) => g,
            Kind::Octal(table) => table.values(),
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
    /// # Complexity
    /// That of the game's builder for the new heap sizes (see [`Game::grundy`]);
    /// subtraction games and the divisor game rebuild `g(0..=upto)`.
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
                    _ => divisor_grundy(upto),
                };
                progress(1, 1);
            }
            Kind::Octal(table) => in_steps(from, upto, |to| table.extend_to(to), progress),
            Kind::Split(table) => in_steps(from, upto, |to| table.extend_to(to), progress),
        }
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
