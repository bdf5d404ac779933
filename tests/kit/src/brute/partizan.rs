//! Partizan games searched from the rules: who wins with Left or Right to move first, and the value of a position that is a number plus a nimber (x + ∗k), refusing positions of any other value.
//!
//! A partizan game gives Left and Right different moves: `left(p)` and
//! `right(p)` list the positions each can reach in one move. Play is
//! normal: who cannot move loses. [`wins`] decides a winner by play alone
//! (no values), so it checks a formula for the winner independently of
//! [`value`], which computes a value by the definition from the options'
//! values with games-core's [`NumberStar::from_options`]: the simplest
//! number between the best options when one fits, else x + ∗k (so
//! {0 | 0} = ∗, {0, ∗ | 0, ∗} = ∗2, {1 | 1} = 1∗). A position worth
//! anything else (hot, like ±1 = {1 | −1}; an infinitesimal that is no
//! nimber, like ↑ = {0 | ∗}) is refused: [`value`] panics naming it.
//! Both are the explicit-stack, memoised search of [`super`]; the
//! [`Partizan`] trait states a game's rules once and keeps the memos so that
//! no memo is shared by different rules.
//!
//! A reference then reads the winner from the value: x > 0 Left wins
//! whoever starts, x < 0 Right does; x = 0 the second player wins if k = 0,
//! the first player if k ≠ 0 ([`NumberStar::outcome`]).

use super::{memo_of, post_order, sums::selective_moves, Memos};
pub use games_core::dyadic::Dyadic;
pub use games_core::number_star::{NotNumberStar, NumberStar, Outcome};
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

/// The value of `start`, a number plus a nimber, by the definition: the
/// value of {its Left options | its Right options} from theirs, by
/// [`NumberStar::from_options`] (the simplest number that fits, else x + ∗k
/// when the best options share the number x and their nimbers the mex k on
/// both sides). `memo` may be shared across calls on the same game.
///
/// # Panics
/// Refusing a position whose value is not of that form (a hot game such
/// as ±1, an infinitesimal such as ↑ = {0 | ∗}, or one with such an option):
/// the message names the first such position met and says why. Also if the
/// game has a cycle.
///
/// # Example
/// ```
/// use problem_kit::brute::partizan::value;
/// use std::collections::HashMap;
/// // A Blue-Red stalk from the ground up; each player cuts an edge of their colour.
/// let cut = |colour: u8| move |s: &[u8]| -> Vec<Vec<u8>> {
///     (0..s.len()).filter(|&i| s[i] == colour).map(|i| s[..i].to_vec()).collect()
/// };
/// let mut memo = HashMap::new();
/// assert_eq!(value(&b"BR".to_vec(), cut(b'B'), cut(b'R'), &mut memo).to_string(), "1/2");
/// assert_eq!(value(&b"RRB".to_vec(), cut(b'B'), cut(b'R'), &mut memo).to_string(), "-3/2");
/// // Green edges (`G`, either player's): a green stalk of n edges is ∗n.
/// let cut = |colour: u8| move |s: &[u8]| -> Vec<Vec<u8>> {
///     (0..s.len()).filter(|&i| s[i] == colour || s[i] == b'G').map(|i| s[..i].to_vec()).collect()
/// };
/// let mut memo = HashMap::new();
/// assert_eq!(value(&b"GG".to_vec(), cut(b'B'), cut(b'R'), &mut memo).to_string(), "*2");
/// assert_eq!(value(&b"BG".to_vec(), cut(b'B'), cut(b'R'), &mut memo).to_string(), "1*");
/// ```
pub fn value<S, B, L, R>(
    start: &S,
    left: L,
    right: R,
    memo: &mut HashMap<S, NumberStar>,
) -> NumberStar
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
    let from_options = |s: &S, values: &[NumberStar]| {
        let (l, r) = values.split_at(left(s.borrow()).len());
        NumberStar::from_options(l, r).unwrap_or_else(|e| panic!("position {s:?}: {e}"))
    };
    post_order(start, moves, from_options, memo)
}

/// One player's moves in a sum: one component moved, the sum kept sorted.
type SumMoves<'a, P> = &'a dyn Fn(&Vec<P>) -> Vec<Vec<P>>;

/// Runs `search` on the sum of `components` searched as one game: from the
/// sorted sum (the order of components does not matter), with Left's and
/// Right's moves of the sum (each moves one component, [`selective_moves`])
/// and the memo of `rules`.
fn search_sum<G: Partizan, K: 'static, V: 'static, T>(
    rules: &G,
    components: &[G::Pos],
    search: impl FnOnce(
        &Vec<G::Pos>,
        SumMoves<'_, G::Pos>,
        SumMoves<'_, G::Pos>,
        &mut HashMap<K, V>,
    ) -> T,
) -> T {
    let mut start = components.to_vec();
    start.sort_unstable();
    let left = |s: &Vec<G::Pos>| selective_moves(s, &|p: &G::Pos| rules.left(p));
    let right = |s: &Vec<G::Pos>| selective_moves(s, &|p: &G::Pos| rules.right(p));
    rules.with_memo(|memo| search(&start, &left, &right, memo))
}

/// A partizan game's rules stated once (for a sum of games: one
/// component's), with the searches a reference needs.
///
/// The searches keep a memo across calls, and the rules decide whose it
/// is, so no memo outlives the rules it was made with:
/// - rules that hold nothing (a zero-sized type, such as `struct Kit;`):
///   every value of the type is the same rules, so one memo per type and
///   thread serves every call ([`memo_of`]);
/// - rules that hold data (read from the input: a board's width, a move
///   set): each call searches with a fresh memo, unless the rules are
///   wrapped in [`Memoised`], whose value owns its memos (made with, and
///   dropped with, those rules).
///
/// The moves take `&self`, so rules from the input live in the value
/// (never in a static).
///
/// # Example
/// ```
/// use problem_kit::brute::partizan::{Memoised, NumberStar, Partizan, Side};
/// /// Blue-Red Hackenbush stalks: `B` edges are Left's, `R` edges Right's.
/// struct Stalks;
/// impl Partizan for Stalks {
///     type Pos = Vec<u8>;
///     fn left(&self, s: &Vec<u8>) -> Vec<Vec<u8>> {
///         (0..s.len()).filter(|&i| s[i] == b'B').map(|i| s[..i].to_vec()).collect()
///     }
///     fn right(&self, s: &Vec<u8>) -> Vec<Vec<u8>> {
///         (0..s.len()).filter(|&i| s[i] == b'R').map(|i| s[..i].to_vec()).collect()
///     }
/// }
/// // BR + BR + R = 1/2 + 1/2 − 1 = 0: whoever starts loses.
/// let game = [b"BR".to_vec(), b"BR".to_vec(), b"R".to_vec()];
/// assert_eq!(Stalks.sum_value(&game), NumberStar::ZERO);
/// assert!(!Stalks.sum_wins(&game, Side::Left) && !Stalks.sum_wins(&game, Side::Right));
/// assert_eq!(Stalks.value(&b"BBR".to_vec()).to_string(), "3/2");
///
/// /// Either player takes 1 or `k` counters; `k` comes from the input.
/// struct Takes { k: u32 }
/// impl Partizan for Takes {
///     type Pos = u32;
///     fn left(&self, &n: &u32) -> Vec<u32> {
///         [1, self.k].into_iter().filter(|&t| t <= n).map(|t| n - t).collect()
///     }
///     fn right(&self, n: &u32) -> Vec<u32> {
///         self.left(n)
///     }
/// }
/// // Each value of the rules has its own memo: k = 2 and k = 3 never mix.
/// let (two, three) = (Memoised::new(Takes { k: 2 }), Memoised::new(Takes { k: 3 }));
/// assert_eq!(two.value(&3).to_string(), "0");
/// assert_eq!(three.value(&3).to_string(), "*");
/// assert_eq!(two.value(&4).to_string(), "*");
/// ```
pub trait Partizan: Sized {
    /// A position (of one component, in a sum); small, with a key and an order.
    type Pos: Clone + Ord + Hash + Debug + 'static;

    /// The positions Left reaches in one move.
    fn left(&self, p: &Self::Pos) -> Vec<Self::Pos>;

    /// The positions Right reaches in one move.
    fn right(&self, p: &Self::Pos) -> Vec<Self::Pos>;

    /// Runs `f` with the memo these rules' searches keep for one kind of
    /// state and value: the type's shared memo when the rules are a
    /// zero-sized type, otherwise a fresh one ([`Memoised`] overrides this
    /// with the memos it owns). Rules do not override it.
    fn with_memo<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        memo_of::<Self, S, V, T>(f)
    }

    /// Whether `first`, moving first at `p`, wins, by search ([`wins`]).
    ///
    /// # Panics
    /// If the game has a cycle.
    fn wins(&self, p: &Self::Pos, first: Side) -> bool {
        self.with_memo(|memo| wins(p, |q| self.left(q), |q| self.right(q), first, memo))
    }

    /// The value of `p`, a number plus a nimber, by search ([`value`]).
    ///
    /// # Panics
    /// If the value of `p` (or of a position reachable from it) is not of
    /// that form, naming the position; or if the game has a cycle.
    fn value(&self, p: &Self::Pos) -> NumberStar {
        self.with_memo(|memo| value(p, |q| self.left(q), |q| self.right(q), memo))
    }

    /// Whether `first`, moving first, wins the sum of `components` (a move
    /// moves one of them), searched as one game: no value is used.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn sum_wins(&self, components: &[Self::Pos], first: Side) -> bool {
        search_sum(self, components, |start, left, right, memo| {
            wins(start, left, right, first, memo)
        })
    }

    /// The outcome class of the sum of `components`, from two searches of
    /// it as one game ([`Partizan::sum_wins`] with Left first and with
    /// Right first): no value is used.
    ///
    /// # Panics
    /// If the game has a cycle.
    ///
    /// # Example
    /// ```
    /// use problem_kit::brute::partizan::{Outcome, Partizan};
    /// /// n counters: Left takes one, Right takes two.
    /// struct Takes;
    /// impl Partizan for Takes {
    ///     type Pos = u32;
    ///     fn left(&self, &n: &u32) -> Vec<u32> { n.checked_sub(1).into_iter().collect() }
    ///     fn right(&self, &n: &u32) -> Vec<u32> { n.checked_sub(2).into_iter().collect() }
    /// }
    /// assert_eq!(Takes.sum_outcome(&[1]), Outcome::Left);
    /// assert_eq!(Takes.sum_outcome(&[2]), Outcome::Next);
    /// assert_eq!(Takes.sum_outcome(&[0, 0]), Outcome::Previous);
    /// ```
    fn sum_outcome(&self, components: &[Self::Pos]) -> Outcome {
        match (
            self.sum_wins(components, Side::Left),
            self.sum_wins(components, Side::Right),
        ) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }

    /// The value of the sum of `components`, searched as one game by the
    /// definition (not as the sum of the components' values).
    ///
    /// # Panics
    /// If the value of the sum (or of a position reachable from it) is not
    /// a number plus a nimber, naming it; or if the game has a cycle.
    fn sum_value(&self, components: &[Self::Pos]) -> NumberStar {
        search_sum(self, components, |start, left, right, memo| {
            value(start, left, right, memo)
        })
    }
}

/// Rules that hold data, with the memos of their searches: kept across
/// calls on this value, and dropped with it, so a memo never serves other
/// rules (see [`Partizan`]).
///
/// # Example
/// ```
/// use problem_kit::brute::partizan::{Memoised, Partizan, Side};
/// /// Left moves a counter n down by 1, Right by `step` (from the input).
/// struct Steps { step: u32 }
/// impl Partizan for Steps {
///     type Pos = u32;
///     fn left(&self, &n: &u32) -> Vec<u32> { n.checked_sub(1).into_iter().collect() }
///     fn right(&self, &n: &u32) -> Vec<u32> { n.checked_sub(self.step).into_iter().collect() }
/// }
/// let game = Memoised::new(Steps { step: 2 });
/// assert!(game.wins(&1, Side::Left) && !game.wins(&1, Side::Right));
/// assert_eq!(game.rules().step, 2);
/// ```
pub struct Memoised<G> {
    rules: G,
    memos: Memos,
}

impl<G: Partizan> Memoised<G> {
    /// The rules `rules`, with empty memos.
    pub fn new(rules: G) -> Memoised<G> {
        Memoised {
            rules,
            memos: Memos::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &G {
        &self.rules
    }
}

impl<G: Partizan> Partizan for Memoised<G> {
    type Pos = G::Pos;

    fn left(&self, p: &G::Pos) -> Vec<G::Pos> {
        self.rules.left(p)
    }

    fn right(&self, p: &G::Pos) -> Vec<G::Pos> {
        self.rules.right(p)
    }

    /// This value's memo for `HashMap<S, V>`, taken out while `f` runs.
    fn with_memo<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        self.memos.with(f)
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
        /// 5 = {0 | 0} = ∗, 6 = {4 | 1} = 3/4, 7 = {5 | } = 0, 8 = {0, 5 | 0, 5} = ∗2,
        /// 9 = {1 | 1} = 1∗; refused: 10 = {0 | 5} = ↑, 11 = {10 | } (↑ as an
        /// option), 12 = {1 | 3} = ±1.
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
                vec![0, 5],
                vec![1],
                vec![0],
                vec![10],
                vec![1],
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
                vec![0, 5],
                vec![1],
                vec![5],
                vec![],
                vec![3],
            ];
            Table { left, right }
        }

        fn value(&self, p: usize) -> NumberStar {
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
        let got: Vec<String> = (0..=9).map(|p| t.value(p).to_string()).collect();
        assert_eq!(
            got,
            ["0", "1", "2", "-1", "1/2", "*", "3/4", "0", "*2", "1*"]
        );
    }

    #[test]
    #[should_panic(
        expected = "position 10: not a number plus a nimber: 0 plus {*A | *B} with mex A = 1 but mex B = 0"
    )]
    fn up_is_refused() {
        Table::small().value(10);
    }

    #[test]
    #[should_panic(expected = "position 10: not a number plus a nimber")]
    fn a_position_reaching_up_is_refused_naming_it() {
        Table::small().value(11);
    }

    #[test]
    #[should_panic(
        expected = "position 12: not a number plus a nimber: Left's best option 1 is above Right's best -1"
    )]
    fn a_hot_game_is_refused() {
        Table::small().value(12);
    }

    /// Hackenbush stalks: `B` edges are Left's, `R` edges Right's, `G`
    /// (green) edges either player's.
    struct Stalks;
    impl Partizan for Stalks {
        type Pos = Vec<u8>;
        fn left(&self, s: &Vec<u8>) -> Vec<Vec<u8>> {
            cut(s, b'B')
        }
        fn right(&self, s: &Vec<u8>) -> Vec<Vec<u8>> {
            cut(s, b'R')
        }
    }

    fn cut(s: &[u8], colour: u8) -> Vec<Vec<u8>> {
        (0..s.len())
            .filter(|&i| s[i] == colour || s[i] == b'G')
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
            ("G", "*"),
            ("GGG", "*3"),
            ("BG", "1*"),
            ("BRGG", "1/2*2"),
        ] {
            assert_eq!(
                Stalks.value(&stalk.as_bytes().to_vec()).to_string(),
                v,
                "{stalk}"
            );
        }
    }

    /// A random stalk: Blue and Red edges, then green ones on top (worth
    /// the Blue-Red part plus ∗(greens), so never refused).
    fn random_stalk(rng: &mut StdRng, max: usize) -> Vec<u8> {
        let coloured = rng.gen_range(0..=max);
        let mut s: Vec<u8> = (0..coloured)
            .map(|_| if rng.gen_bool(0.5) { b'B' } else { b'R' })
            .collect();
        s.extend((0..rng.gen_range(0..=max - coloured)).map(|_| b'G'));
        s
    }

    #[test]
    fn the_winner_by_play_follows_the_outcome_of_the_value_on_random_sums() {
        let mut rng = StdRng::seed_from_u64(31);
        let mut classes: HashMap<Outcome, u32> = HashMap::new();
        for _ in 0..300 {
            let mut game: Vec<Vec<u8>> = (0..rng.gen_range(1..=3))
                .map(|_| random_stalk(&mut rng, 4))
                .collect();
            if game.len() < 3 && rng.gen_bool(0.3) {
                // A stalk and its colours swapped: worth 0 together.
                let s = game[0].clone();
                game.push(
                    s.iter()
                        .map(|&c| match c {
                            b'B' => b'R',
                            b'R' => b'B',
                            g => g,
                        })
                        .collect(),
                );
            }
            let v = Stalks.sum_value(&game);
            let total: NumberStar = game.iter().map(|s| Stalks.value(s)).sum();
            assert_eq!(v, total, "values add: {game:?}");
            let (l, r) = (
                Stalks.sum_wins(&game, Side::Left),
                Stalks.sum_wins(&game, Side::Right),
            );
            let o = v.outcome();
            assert_eq!(
                (l, r),
                (o.left_first_wins(), o.right_first_wins()),
                "{game:?} worth {v}"
            );
            *classes.entry(o).or_default() += 1;
        }
        assert!(
            classes.len() == 4 && classes.values().all(|&n| n > 20),
            "each outcome often: {classes:?}"
        );
    }

    #[test]
    fn the_pruned_search_agrees_with_the_full_search() {
        // Cutting one stalk of a sum, as one game with the player to move in the state.
        let moves = |(game, side): &(Vec<Vec<u8>>, Side)| -> Vec<(Vec<Vec<u8>>, Side)> {
            let mover = |s: &Vec<u8>| match side {
                Side::Left => Stalks.left(s),
                Side::Right => Stalks.right(s),
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
                .map(|_| random_stalk(&mut rng, 5))
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

    /// Rules that hold data: Left takes 1 counter, Right takes `step`.
    struct Steps {
        step: u32,
    }
    impl Partizan for Steps {
        type Pos = u32;
        fn left(&self, &n: &u32) -> Vec<u32> {
            n.checked_sub(1).into_iter().collect()
        }
        fn right(&self, &n: &u32) -> Vec<u32> {
            n.checked_sub(self.step).into_iter().collect()
        }
    }

    /// A zero-sized type's rules share one memo; rules holding data never
    /// do, so rules read from two inputs cannot mix their answers.
    #[test]
    fn memos_never_serve_other_rules() {
        // Left takes 1, Right takes `step`: from 2, Left first, Left wins
        // with step 2 (Right cannot answer 1) but not with step 1.
        for _ in 0..2 {
            for (step, left_wins) in [(2, true), (1, false), (2, true)] {
                let rules = Steps { step };
                assert_eq!(rules.wins(&2, Side::Left), left_wins, "step {step}");
                let memoised = Memoised::new(Steps { step });
                assert_eq!(memoised.wins(&2, Side::Left), left_wins, "step {step}");
                assert_eq!(memoised.wins(&2, Side::Left), left_wins, "again");
                assert_eq!(memoised.rules().step, step);
            }
        }
        // The shared memo of a zero-sized type is kept across calls.
        let before = memo_of::<Stalks, _, _, _>(|m: &mut HashMap<Vec<u8>, NumberStar>| m.len());
        Stalks.value(&b"BRBRBRBRBRBRBR".to_vec());
        let after = memo_of::<Stalks, _, _, _>(|m: &mut HashMap<Vec<u8>, NumberStar>| m.len());
        assert!(after > before, "{before} → {after}");
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
