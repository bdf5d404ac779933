//! Partizan games searched from the rules: who wins with Left or Right to move first, and the value of a position that is a number (the simplest-number rule), refusing positions that are not numbers.
//!
//! A partizan game gives Left and Right different moves: `left(p)` and
//! `right(p)` list the positions each can reach in one move. Play is
//! normal: who cannot move loses. [`wins`] decides a winner by play alone
//! (no values), so it checks a formula for the winner independently of
//! [`value`], which computes a number by the definition: a position whose
//! Left options have values `L` and Right options values `R` is worth the
//! simplest number strictly between `max L` and `min R`
//! ([`Dyadic::simplest_between`]). When some Left option is worth at least
//! some Right option the position is not a number (it is hot, like ±1, or
//! infinitesimal, like ∗ = {0 | 0}), and [`value`] panics naming it.
//! Both are the explicit-stack, memoised search of [`super`].
//!
//! For a game with a value v: v > 0 Left wins whoever starts; v < 0 Right
//! wins whoever starts; v = 0 the second player wins.

use super::{post_order, shared_memo, sums::selective_moves};
pub use games_core::dyadic::Dyadic;
use std::borrow::Borrow;
use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::hash::Hash;

/// One of the two players of a partizan game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// Left (Blue in Hackenbush, positive values).
    Left,
    /// Right (Red in Hackenbush, negative values).
    Right,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// Whether `first`, moving first at `start`, wins (normal play), by
/// win/lose search over (position, player to move), which stops at a
/// position's first winning move. `memo` may be shared across calls on the
/// same game.
///
/// # Panics
/// If the game has a cycle.
///
/// # Example
/// ```
/// use problem_kit::brute::partizan::{wins, Side};
/// use std::collections::{HashMap, HashSet};
/// // n counters: Left takes one, Right takes two.
/// let left = |&n: &u32| if n >= 1 { vec![n - 1] } else { vec![] };
/// let right = |&n: &u32| if n >= 2 { vec![n - 2] } else { vec![] };
/// let mut memo = HashMap::new();
/// // From 1: Left moves to 0 and wins; Right has no move and loses.
/// assert!(wins(&1, left, right, Side::Left, &mut memo));
/// assert!(!wins(&1, left, right, Side::Right, &mut memo));
/// // From 2: Right takes both and wins; Left takes one, Right cannot take two.
/// assert!(wins(&2, left, right, Side::Right, &mut memo));
/// assert!(wins(&2, left, right, Side::Left, &mut memo));
/// ```
pub fn wins<S, B, L, R>(
    start: &S,
    left: L,
    right: R,
    first: Side,
    memo: &mut HashMap<(S, Side), bool>,
) -> bool
where
    S: Clone + Eq + Hash + Borrow<B>,
    B: ?Sized,
    L: Fn(&B) -> Vec<S>,
    R: Fn(&B) -> Vec<S>,
{
    let moves = |(s, side): &(S, Side)| -> Vec<(S, Side)> {
        let next = match side {
            Side::Left => left(s.borrow()),
            Side::Right => right(s.borrow()),
        };
        next.into_iter().map(|t| (t, side.other())).collect()
    };
    first_winning_move(&(start.clone(), first), moves, memo)
}

/// Whether the player to move at `start` wins, by a depth-first search with
/// an explicit stack that stops looking at a position's moves once one of
/// them leads to a loss for the opponent (the rest need not be searched),
/// memoising every position it decides.
///
/// # Panics
/// If the game has a cycle.
fn first_winning_move<S, F>(start: &S, moves: F, memo: &mut HashMap<S, bool>) -> bool
where
    S: Clone + Eq + Hash,
    F: Fn(&S) -> Vec<S>,
{
    if let Some(&w) = memo.get(start) {
        return w;
    }
    // A frame: a position on the current path, its moves, the next to try.
    let mut stack: Vec<(S, Vec<S>, usize)> = vec![(start.clone(), moves(start), 0)];
    let mut open: HashSet<S> = HashSet::from([start.clone()]);
    while let Some((s, next, i)) = stack.last_mut() {
        // A position newly reached, to open above this frame.
        let mut reached = None;
        let decided = match next.get(*i) {
            None => Some(false),
            Some(t) => match memo.get(t) {
                Some(false) => Some(true),
                Some(true) => {
                    *i += 1;
                    None
                }
                None => {
                    assert!(!open.contains(t), "the game has a cycle");
                    reached = Some(t.clone());
                    None
                }
            },
        };
        if let Some(w) = decided {
            let s = s.clone();
            stack.pop();
            open.remove(&s);
            memo.insert(s, w);
        } else if let Some(t) = reached {
            let succ = moves(&t);
            open.insert(t.clone());
            stack.push((t, succ, 0));
        }
    }
    memo[start]
}

/// The value of `start` as a number, by the definition: the simplest
/// number strictly between its best Left option and its best Right option
/// (no option on a side: no bound there). `memo` may be shared across calls
/// on the same game.
///
/// # Panics
/// If `start` or a position reachable from it is not a number (a Left
/// option worth at least a Right option): the message names the position
/// and the two values. Also if the game has a cycle.
///
/// # Example
/// ```
/// use problem_kit::brute::partizan::value;
/// use std::collections::{HashMap, HashSet};
/// // A Blue-Red stalk from the ground up; each player cuts an edge of their colour.
/// let cut = |colour: u8| move |s: &[u8]| -> Vec<Vec<u8>> {
///     (0..s.len()).filter(|&i| s[i] == colour).map(|i| s[..i].to_vec()).collect()
/// };
/// let mut memo = HashMap::new();
/// assert_eq!(value(&b"BR".to_vec(), cut(b'B'), cut(b'R'), &mut memo).to_string(), "1/2");
/// assert_eq!(value(&b"RRB".to_vec(), cut(b'B'), cut(b'R'), &mut memo).to_string(), "-3/2");
/// ```
pub fn value<S, B, L, R>(start: &S, left: L, right: R, memo: &mut HashMap<S, Dyadic>) -> Dyadic
where
    S: Clone + Eq + Hash + Debug + Borrow<B>,
    B: ?Sized,
    L: Fn(&B) -> Vec<S>,
    R: Fn(&B) -> Vec<S>,
{
    // Left's options first, then Right's; the count of Left's splits the values.
    let moves = |s: &S| {
        let mut next = left(s.borrow());
        next.extend(right(s.borrow()));
        next
    };
    let number = |s: &S, values: &[Dyadic]| {
        let (l, r) = values.split_at(left(s.borrow()).len());
        let lo = l.iter().copied().max();
        let hi = r.iter().copied().min();
        if let (Some(lo), Some(hi)) = (lo, hi) {
            assert!(
                lo < hi,
                "not a number: position {s:?} has a Left option worth {lo} and a Right option worth {hi}"
            );
        }
        Dyadic::simplest_between(lo, hi)
    };
    post_order(start, moves, number, memo)
}

/// A partizan game's rules stated once (for a sum of games: one component's),
/// with the searches a reference needs; memos are kept per game across calls
/// ([`shared_memo`]).
///
/// # Example
/// ```
/// use problem_kit::brute::partizan::{Dyadic, Partizan, Side};
/// /// Blue-Red Hackenbush stalks: `B` edges are Left's, `R` edges Right's.
/// struct Stalks;
/// impl Partizan for Stalks {
///     type Pos = Vec<u8>;
///     fn left(s: &Vec<u8>) -> Vec<Vec<u8>> {
///         (0..s.len()).filter(|&i| s[i] == b'B').map(|i| s[..i].to_vec()).collect()
///     }
///     fn right(s: &Vec<u8>) -> Vec<Vec<u8>> {
///         (0..s.len()).filter(|&i| s[i] == b'R').map(|i| s[..i].to_vec()).collect()
///     }
/// }
/// // BR + BR + R = 1/2 + 1/2 − 1 = 0: whoever starts loses.
/// let game = [b"BR".to_vec(), b"BR".to_vec(), b"R".to_vec()];
/// assert_eq!(Stalks::sum_value(&game), Dyadic::ZERO);
/// assert!(!Stalks::sum_wins(&game, Side::Left) && !Stalks::sum_wins(&game, Side::Right));
/// assert_eq!(Stalks::value(&b"BBR".to_vec()).to_string(), "3/2");
/// ```
pub trait Partizan {
    /// A position (of one component, in a sum); small, with a key and an order.
    type Pos: Clone + Ord + Hash + Debug + 'static;

    /// The positions Left reaches in one move.
    fn left(p: &Self::Pos) -> Vec<Self::Pos>;

    /// The positions Right reaches in one move.
    fn right(p: &Self::Pos) -> Vec<Self::Pos>;

    /// Whether `first`, moving first at `p`, wins, by search ([`wins`]).
    ///
    /// # Panics
    /// If the game has a cycle.
    fn wins(p: &Self::Pos, first: Side) -> bool {
        shared_memo(std::any::type_name::<Self>(), |memo| {
            wins(p, Self::left, Self::right, first, memo)
        })
    }

    /// The value of `p` as a number, by search ([`value`]).
    ///
    /// # Panics
    /// If `p` is not a number, or the game has a cycle.
    fn value(p: &Self::Pos) -> Dyadic {
        shared_memo(std::any::type_name::<Self>(), |memo| {
            value(p, Self::left, Self::right, memo)
        })
    }

    /// Whether `first`, moving first, wins the sum of `components` (a move
    /// moves one of them), searched as one game: no value is used.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn sum_wins(components: &[Self::Pos], first: Side) -> bool {
        let mut start = components.to_vec();
        start.sort_unstable();
        shared_memo(std::any::type_name::<Self>(), |memo| {
            wins(
                &start,
                |s: &Vec<Self::Pos>| selective_moves(s, &Self::left),
                |s: &Vec<Self::Pos>| selective_moves(s, &Self::right),
                first,
                memo,
            )
        })
    }

    /// The value of the sum of `components`, searched as one game by the
    /// definition (not as the sum of the components' values).
    ///
    /// # Panics
    /// If the sum is not a number, or the game has a cycle.
    fn sum_value(components: &[Self::Pos]) -> Dyadic {
        let mut start = components.to_vec();
        start.sort_unstable();
        shared_memo(std::any::type_name::<Self>(), |memo| {
            value(
                &start,
                |s: &Vec<Self::Pos>| selective_moves(s, &Self::left),
                |s: &Vec<Self::Pos>| selective_moves(s, &Self::right),
                memo,
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A game given by hand: position `i` has Left options `l[i]`, Right options `r[i]`.
    struct Table {
        left: Vec<Vec<usize>>,
        right: Vec<Vec<usize>>,
    }

    impl Table {
        /// 0 = { | }, 1 = {0 | }, 2 = {1 | }, 3 = { | 0} = −1, 4 = {0 | 1} = 1/2,
        /// 5 = {0 | 0} = ∗, 6 = {4 | 1} = 3/4, 7 = {5 | } (∗ as an option).
        fn small() -> Table {
            let left = vec![
                vec![],
                vec![0],
                vec![1],
                vec![],
                vec![0],
                vec![0],
                vec![4],
                vec![5],
            ];
            let right = vec![
                vec![],
                vec![],
                vec![],
                vec![0],
                vec![1],
                vec![0],
                vec![1],
                vec![],
            ];
            Table { left, right }
        }

        fn value(&self, p: usize) -> Dyadic {
            let mut memo = HashMap::new();
            value(
                &p,
                |&i: &usize| self.left[i].clone(),
                |&i: &usize| self.right[i].clone(),
                &mut memo,
            )
        }
    }

    #[test]
    fn known_values() {
        let t = Table::small();
        let got: Vec<String> = (0..=4).chain([6]).map(|p| t.value(p).to_string()).collect();
        assert_eq!(got, ["0", "1", "2", "-1", "1/2", "3/4"]);
    }

    #[test]
    #[should_panic(
        expected = "not a number: position 5 has a Left option worth 0 and a Right option worth 0"
    )]
    fn star_is_refused() {
        Table::small().value(5);
    }

    #[test]
    #[should_panic(expected = "not a number: position 5")]
    fn a_position_reaching_star_is_refused() {
        Table::small().value(7);
    }

    struct Stalks;
    impl Partizan for Stalks {
        type Pos = Vec<u8>;
        fn left(s: &Vec<u8>) -> Vec<Vec<u8>> {
            cut(s, b'B')
        }
        fn right(s: &Vec<u8>) -> Vec<Vec<u8>> {
            cut(s, b'R')
        }
    }

    fn cut(s: &[u8], colour: u8) -> Vec<Vec<u8>> {
        (0..s.len())
            .filter(|&i| s[i] == colour)
            .map(|i| s[..i].to_vec())
            .collect()
    }

    #[test]
    fn stalks_have_known_values() {
        for (stalk, v) in [
            ("", "0"),
            ("BR", "1/2"),
            ("BBB", "3"),
            ("RB", "-1/2"),
            ("BRR", "1/4"),
            ("BRB", "3/4"),
        ] {
            assert_eq!(
                Stalks::value(&stalk.as_bytes().to_vec()).to_string(),
                v,
                "{stalk}"
            );
        }
    }

    #[test]
    fn the_winner_by_play_follows_the_sign_of_the_value_on_random_sums() {
        let mut rng = StdRng::seed_from_u64(31);
        let mut signs = [0; 3];
        for _ in 0..300 {
            let mut game: Vec<Vec<u8>> = (0..rng.gen_range(1..=3))
                .map(|_| {
                    (0..rng.gen_range(1..=4))
                        .map(|_| if rng.gen_bool(0.5) { b'B' } else { b'R' })
                        .collect()
                })
                .collect();
            if game.len() < 3 && rng.gen_bool(0.3) {
                // A stalk and its colours swapped: worth 0 together.
                let s = game[0].clone();
                game.push(
                    s.iter()
                        .map(|&c| if c == b'B' { b'R' } else { b'B' })
                        .collect(),
                );
            }
            let v = Stalks::sum_value(&game);
            let total: Dyadic = game.iter().map(Stalks::value).sum();
            assert_eq!(v, total, "values add: {game:?}");
            let (l, r) = (
                Stalks::sum_wins(&game, Side::Left),
                Stalks::sum_wins(&game, Side::Right),
            );
            let expect = match v.cmp(&Dyadic::ZERO) {
                std::cmp::Ordering::Greater => (true, false),
                std::cmp::Ordering::Less => (false, true),
                std::cmp::Ordering::Equal => (false, false),
            };
            assert_eq!((l, r), expect, "{game:?} worth {v}");
            signs[(v.cmp(&Dyadic::ZERO) as i32 + 1) as usize] += 1;
        }
        assert!(signs.iter().all(|&n| n > 30), "each sign often: {signs:?}");
    }

    #[test]
    fn the_pruned_search_agrees_with_the_full_search() {
        // Cutting one stalk of a sum, as one game with the player to move in the state.
        let moves = |(game, side): &(Vec<Vec<u8>>, Side)| -> Vec<(Vec<Vec<u8>>, Side)> {
            let mover = match side {
                Side::Left => Stalks::left,
                Side::Right => Stalks::right,
            };
            selective_moves(game, &mover)
                .into_iter()
                .map(|g| (g, side.other()))
                .collect()
        };
        let mut rng = StdRng::seed_from_u64(32);
        let (mut pruned, mut full) = (HashMap::new(), HashMap::new());
        for _ in 0..300 {
            let mut game: Vec<Vec<u8>> = (0..rng.gen_range(1..=3))
                .map(|_| {
                    (0..rng.gen_range(1..=5))
                        .map(|_| if rng.gen_bool(0.5) { b'B' } else { b'R' })
                        .collect()
                })
                .collect();
            game.sort();
            for side in [Side::Left, Side::Right] {
                let key = (game.clone(), side);
                assert_eq!(
                    first_winning_move(&key, moves, &mut pruned),
                    super::super::wins(&key, moves, |_| false, &mut full),
                    "{key:?}"
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_is_refused() {
        // Left moves 0 → 1, Right moves 1 → 0.
        let left = |&n: &u8| if n == 0 { vec![1] } else { vec![] };
        let right = |&n: &u8| if n == 1 { vec![0] } else { vec![] };
        wins(&0u8, left, right, Side::Left, &mut HashMap::new());
    }
}
