//! The canonical value of a ruleset's position: each part valued once by an explicit-stack post-order over the options (a part's negative reused negated), the parts summed.
//!
//! A [`Valuer`] keeps a memo from parts (as [`Ruleset::components`] returns
//! them) to their canonical [`GameId`]s in one [`Games`] arena; valuing a
//! part values the parts of its options first (deepest first, on a stack
//! of its own, so a game as long as its board is fine), then builds
//! {left options | right options} with [`Games::from_options`]. A part
//! whose [`Ruleset::negative`] is already known is its negation.

use super::canonical::{GameId, Games};
use super::ruleset::Ruleset;
use std::collections::HashMap;

/// A part being valued: its options, each a list of parts, and the parts
/// still to value before it can be.
struct Frame<P> {
    part: P,
    left: Vec<Vec<P>>,
    right: Vec<Vec<P>>,
    pending: Vec<P>,
    next: usize,
}

/// Values positions of the ruleset `R` in canonical form, with a memo of
/// parts kept across calls (use one arena with one valuer: the ids are that
/// arena's).
///
/// # Example
/// ```
/// use games_core::canonical::Games;
/// use games_core::domineering::Domineering;
/// use games_core::valuer::Valuer;
/// let mut games = Games::new();
/// let mut valuer = Valuer::new(Domineering);
/// let pair = valuer.value(&mut games, &".|.".parse().unwrap());
/// assert_eq!(pair, games.integer(1));
/// // 2 rows × 2 columns is ±1 = {1 | −1}.
/// let square = valuer.value(&mut games, &"..|..".parse().unwrap());
/// let (one, minus_one) = (games.integer(1), games.integer(-1));
/// assert_eq!(square, games.from_options(&[one], &[minus_one]));
/// ```
pub struct Valuer<R: Ruleset> {
    rules: R,
    memo: HashMap<R::Position, GameId>,
}

impl<R: Ruleset> Valuer<R> {
    /// A valuer of `rules`' positions with an empty memo.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::clobber::Clobber;
    /// use games_core::valuer::Valuer;
    /// assert_eq!(Valuer::new(Clobber).memoised(), 0);
    /// ```
    pub fn new(rules: R) -> Valuer<R> {
        Valuer {
            rules,
            memo: HashMap::new(),
        }
    }

    /// The rules.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::cutcake::Cutcake;
    /// use games_core::valuer::Valuer;
    /// assert_eq!(*Valuer::new(Cutcake).rules(), Cutcake);
    /// ```
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// How many parts the memo holds.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::domineering::Domineering;
    /// use games_core::valuer::Valuer;
    /// let (mut games, mut valuer) = (Games::new(), Valuer::new(Domineering));
    /// valuer.value(&mut games, &"..|..".parse().unwrap());
    /// // ..|.. and the vertical pair .|.; the horizontal pair, its negative, is not stored.
    /// assert_eq!(valuer.memoised(), 2);
    /// ```
    pub fn memoised(&self) -> usize {
        self.memo.len()
    }

    /// The value of `part` if it or its negative is known.
    fn known(&self, games: &mut Games, part: &R::Position) -> Option<GameId> {
        if let Some(&v) = self.memo.get(part) {
            return Some(v);
        }
        let n = self.rules.negative(part)?;
        let v = *self.memo.get(&n)?;
        Some(games.neg(v))
    }

    /// A frame for `part`: its options split into parts, and the parts not
    /// yet known, each once.
    fn frame(&self, games: &mut Games, part: R::Position) -> Frame<R::Position> {
        let split = |options: Vec<R::Position>| -> Vec<Vec<R::Position>> {
            options.iter().map(|o| self.rules.components(o)).collect()
        };
        let left = split(self.rules.left_options(&part));
        let right = split(self.rules.right_options(&part));
        let mut pending: Vec<R::Position> = left
            .iter()
            .chain(&right)
            .flatten()
            .filter(|q| self.known(games, q).is_none())
            .cloned()
            .collect();
        pending.sort_unstable();
        pending.dedup();
        Frame {
            part,
            left,
            right,
            pending,
            next: 0,
        }
    }

    /// The value of one part, valuing what it needs first.
    fn part_value(&mut self, games: &mut Games, part: &R::Position) -> GameId {
        if let Some(v) = self.known(games, part) {
            return v;
        }
        let first = self.frame(games, part.clone());
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            // The next part still unknown (another frame may have valued some).
            let mut needed = None;
            while top.next < top.pending.len() {
                let q = &top.pending[top.next];
                top.next += 1;
                if !self.memo.contains_key(q) && self.known(games, q).is_none() {
                    needed = Some(q.clone());
                    break;
                }
            }
            if let Some(q) = needed {
                let f = self.frame(games, q);
                stack.push(f);
                continue;
            }
            let f = stack.pop().expect("a frame is on the stack");
            let mut sums = |options: &[Vec<R::Position>]| -> Vec<GameId> {
                options
                    .iter()
                    .map(|parts| {
                        let mut ids: Vec<GameId> = parts
                            .iter()
                            .map(|q| self.known(games, q).expect("its parts are valued"))
                            .collect();
                        // In one order, so equal multisets share the memoised partial sums.
                        ids.sort_unstable();
                        games.sum_all(&ids)
                    })
                    .collect()
            };
            let left = sums(&f.left);
            let right = sums(&f.right);
            let v = games.from_options(&left, &right);
            self.memo.insert(f.part, v);
        }
        self.memo[part]
    }

    /// The canonical value of `p`: the sum of its parts' values.
    ///
    /// # Complexity
    /// Each part reachable from `p` is valued once (the memo), at the cost
    /// of its options and of [`Games::from_options`] on their values.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::toads_frogs::ToadsAndFrogs;
    /// use games_core::valuer::Valuer;
    /// let mut games = Games::new();
    /// let mut valuer = Valuer::new(ToadsAndFrogs);
    /// let v = valuer.value(&mut games, &"t.f".parse().unwrap());
    /// assert_eq!(v, games.nimber(1));
    /// assert_eq!(valuer.value(&mut games, &"t..f".parse().unwrap()), games.zero());
    /// ```
    pub fn value(&mut self, games: &mut Games, p: &R::Position) -> GameId {
        let parts = self.rules.components(p);
        let mut ids: Vec<GameId> = parts.iter().map(|q| self.part_value(games, q)).collect();
        ids.sort_unstable();
        games.sum_all(&ids)
    }
}
