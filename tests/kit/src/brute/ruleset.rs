//! A games-core [`Ruleset`] searched from its rules: [`Rules`] makes any ruleset a [`Partizan`] game (who wins by play, values that are numbers plus nimbers, sums searched as one game).

use super::partizan::Partizan;
use games_core::ruleset::Ruleset;

/// The ruleset `R` as a [`Partizan`] game: its options are the ruleset's,
/// searched as they are (never split into components), so the search
/// checks [`Ruleset::components`] and [`Ruleset::negative`] independently.
///
/// # Example
/// ```
/// use games_core::toads_frogs::ToadsAndFrogs;
/// use problem_kit::brute::partizan::{Partizan, Side};
/// use problem_kit::brute::ruleset::Rules;
/// let p = "t.f".parse().unwrap();
/// assert!(Rules(ToadsAndFrogs).wins(&p, Side::Left) && Rules(ToadsAndFrogs).wins(&p, Side::Right));
/// assert_eq!(Rules(ToadsAndFrogs).value(&"t..".parse().unwrap()).to_string(), "2");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules<R>(pub R);

impl<R: Ruleset + 'static> Partizan for Rules<R> {
    type Pos = R::Position;

    fn left(&self, p: &R::Position) -> Vec<R::Position> {
        self.0.left_options(p)
    }

    fn right(&self, p: &R::Position) -> Vec<R::Position> {
        self.0.right_options(p)
    }
}
