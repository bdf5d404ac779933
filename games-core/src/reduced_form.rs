//! Reduced canonical forms: the simplest game that differs from G by an infinitesimal (Siegel, ch. II.6; CGSuite's `ReducedCanonicalForm`).
//!
//! Two games G and H are *equal modulo infinitesimals* when G − H is
//! infinitesimal (both its stops are 0); each class has a simplest member,
//! the reduced canonical form rcf(G). So rcf(↑) = rcf(∗8) = 0, rcf(9/8∗) =
//! 9/8, rcf({3 ‖ 2∗ | 1∗}) = {3 ‖ 2 | 1}, and numbers and switches between
//! numbers are their own reduced forms.
//!
//! # Algorithm
//!
//! As CGSuite computes it (the Grossman–Siegel construction): for x + n·↑ +
//! ∗k it is x; otherwise heat G by ∗ (numbers fixed,
//! {G^L heated + ∗ | G^R heated + ∗}) and take the star projection of the
//! result: numbers and x∗ map to the number x, and any other game to
//! {projections of its Left options | projections of its Right options}.
//! The star projection recurses on the options, memoised within one call,
//! as deep as the birthday of the heated game (the birthday of G plus one
//! at most per level).

use super::canonical::{GameId, Games};
use std::collections::HashMap;

impl Games {
    /// The reduced canonical form: the simplest game H with G − H
    /// infinitesimal (see the module header).
    ///
    /// # Complexity
    /// One heating by ∗ and one star projection: a sum and a
    /// [`Games::from_options`] per follower; recursion as deep as the
    /// birthday.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let a = g.parse("{3||2+*|1+*}").unwrap();
    /// let r = g.reduced_canonical_form(a);
    /// assert_eq!(g.show(r), "{3||2|1}");
    /// let up = g.parse("{0|*||*|||*||||*}").unwrap();
    /// assert_eq!(g.reduced_canonical_form(up), g.zero());
    /// ```
    pub fn reduced_canonical_form(&mut self, id: GameId) -> GameId {
        if let Some((x, _, _)) = self.as_nus(id) {
            return self.number(x);
        }
        let star = self.nimber(1);
        let heated = self.heat(id, star);
        let mut memo = HashMap::new();
        self.star_projection(heated, &mut memo)
    }

    fn star_projection(&mut self, id: GameId, memo: &mut HashMap<GameId, GameId>) -> GameId {
        match self.as_nus(id) {
            Some((_, 0, 0)) => return id,
            Some((x, 0, 1)) => return self.number(x),
            _ => {}
        }
        if let Some(&p) = memo.get(&id) {
            return p;
        }
        let mut left = Vec::new();
        for o in self.left_options(id) {
            left.push(self.star_projection(o, memo));
        }
        let mut right = Vec::new();
        for o in self.right_options(id) {
            right.push(self.star_projection(o, memo));
        }
        let result = self.from_options(&left, &right);
        memo.insert(id, result);
        result
    }
}
