//! Direct game-tree search over small states, written only from a game's move rules.
//!
//! [`grundy`] and [`wins`] are one post-order search with an explicit stack
//! (no recursion, so deep games cannot overflow the stack) that memoises every
//! state and panics if the game has a cycle; [`outcomes`] takes games where
//! positions repeat (Win / Lose / Draw; with the number of moves,
//! [`crate::loopy::remoteness`]; scores, [`crate::score::ScoreRules::loopy_value`]); [`sums`] searches sums of games
//! (selective or every-game, normal or misère) as one game; [`grid`]
//! searches geography on a grid maze; [`partizan`]
//! searches games where Left and Right have different moves (who wins, and
//! values that are numbers); [`ruleset`] searches a games-core `Ruleset`.
//!
//! `moves` may take the state or what it borrows as: a `Vec<u8>` state (a
//! word, a row of coins) is listed by `fn moves(row: &[u8]) -> Vec<Vec<u8>>`,
//! so the rules read naturally and clippy's `ptr_arg` has nothing to say.

pub mod grid;
pub mod partizan;
pub mod ruleset;
pub mod sums;

use std::borrow::Borrow;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;
use std::mem::size_of;

pub use games_core::retrograde::Outcome;

/// Grundy value of `start` by definition: mex of the values of all successors.
///
/// `moves(s)` lists the positions reachable in one move; a position with no
/// moves has value 0. `memo` may be shared across calls on the same game.
///
/// # Panics
/// If the game graph reachable from `start` has a cycle.
pub fn grundy<S, B, F>(start: &S, moves: F, memo: &mut HashMap<S, u32>) -> u32
where
    S: Clone + Eq + Hash + Borrow<B>,
    B: ?Sized,
    F: Fn(&B) -> Vec<S>,
{
    grundy_of(start, |s: &S| moves(s.borrow()), memo)
}

fn grundy_of<S, F>(start: &S, moves: F, memo: &mut HashMap<S, u32>) -> u32
where
    S: Clone + Eq + Hash,
    F: Fn(&S) -> Vec<S>,
{
    post_order(start, moves, |_, values| mex(values), memo)
}

/// Whether the player to move at `start` wins, by win/lose search.
///
/// A position with no moves is a win exactly when `terminal_wins(s)` says so
/// (normal play: never; misère rules can say yes). Otherwise a position wins
/// iff some move leads to a losing position.
///
/// # Panics
/// If the game graph reachable from `start` has a cycle.
pub fn wins<S, B, F, T>(start: &S, moves: F, terminal_wins: T, memo: &mut HashMap<S, bool>) -> bool
where
    S: Clone + Eq + Hash + Borrow<B>,
    B: ?Sized,
    F: Fn(&B) -> Vec<S>,
    T: Fn(&S) -> bool,
{
    wins_of(start, |s: &S| moves(s.borrow()), terminal_wins, memo)
}

fn wins_of<S, F, T>(start: &S, moves: F, terminal_wins: T, memo: &mut HashMap<S, bool>) -> bool
where
    S: Clone + Eq + Hash,
    F: Fn(&S) -> Vec<S>,
    T: Fn(&S) -> bool,
{
    post_order(
        start,
        moves,
        |s, values| {
            if values.is_empty() {
                terminal_wins(s)
            } else {
                values.iter().any(|&w| !w)
            }
        },
        memo,
    )
}

/// Whether the player to move at `start` wins, and in how many moves the
/// game ends with best play (its remoteness: the winner moves to the losing
/// option nearest the end, the loser to the option farthest from it), by
/// search. A position with no moves is `(terminal_wins(s), 0)`.
///
/// # Panics
/// If the game graph reachable from `start` has a cycle.
///
/// # Example
/// ```
/// use problem_kit::brute::remoteness;
/// // Take 1 or 2: 4 wins in 3 moves (take 1, then answer each take with its complement to 3).
/// let take = |&n: &u32| (1..=2.min(n)).map(|k| n - k).collect::<Vec<u32>>();
/// assert_eq!(remoteness(&4, take, |_| false, &mut Default::default()), (true, 3));
/// assert_eq!(remoteness(&3, take, |_| false, &mut Default::default()), (false, 2));
/// ```
pub fn remoteness<S, B, F, T>(
    start: &S,
    moves: F,
    terminal_wins: T,
    memo: &mut HashMap<S, (bool, u32)>,
) -> (bool, u32)
where
    S: Clone + Eq + Hash + Borrow<B>,
    B: ?Sized,
    F: Fn(&B) -> Vec<S>,
    T: Fn(&S) -> bool,
{
    post_order(
        start,
        |s: &S| moves(s.borrow()),
        |s, values: &[(bool, u32)]| {
            let losing = values.iter().filter(|v| !v.0).map(|v| v.1).min();
            match (values.is_empty(), losing) {
                (true, _) => (terminal_wins(s), 0),
                (false, Some(r)) => (true, r + 1),
                (false, None) => (false, values.iter().map(|v| v.1).max().unwrap_or(0) + 1),
            }
        },
        memo,
    )
}

/// The memos of one rules value, one per state and value type
/// (`HashMap<S, V>`): what [`crate::rules::Game`] and
/// [`partizan::Memoised`] keep, so their searches reuse what earlier ones
/// found and nothing outlives the value.
#[derive(Default)]
pub struct Memos(std::cell::RefCell<HashMap<std::any::TypeId, Box<dyn std::any::Any>>>);

impl Memos {
    /// Runs `f` with the memo for `HashMap<S, V>`, taken out while `f` runs
    /// (so `f` may use another of these memos).
    pub fn with<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        let key = std::any::TypeId::of::<HashMap<S, V>>();
        let mut memo = self
            .0
            .borrow_mut()
            .remove(&key)
            .and_then(|b| b.downcast::<HashMap<S, V>>().ok())
            .map_or_else(HashMap::new, |b| *b);
        let result = f(&mut memo);
        self.0.borrow_mut().insert(key, Box::new(memo));
        result
    }
}

/// Runs `f` with the memo the rules type `R` gets when it holds no memo of
/// its own: the type's shared memo when `R` is zero-sized (no data, so
/// every value is the same rules), a fresh one otherwise (rules holding
/// data, which may come from the input, never share one).
pub fn memo_of<R, S: 'static, V: 'static, T>(f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
    if size_of::<R>() == 0 {
        shared_memo(Owner::Rules(std::any::type_name::<R>()), f)
    } else {
        f(&mut HashMap::new())
    }
}

/// Runs `f` with the memo that the moves `F` get: the shared memo of their
/// type when they hold nothing (a `fn` item, a closure that captures
/// nothing: the same moves on every call, so they cannot come from the
/// input), a fresh one otherwise (a closure holding the input's data, a
/// reference, a `fn` pointer).
///
/// # Example
/// ```
/// use problem_kit::brute::{memo_of_moves, wins};
/// use std::collections::HashMap;
/// /// Who wins from `n`, and how many positions the memo then holds.
/// fn searched<F: Fn(&u32) -> Vec<u32> + 'static>(moves: F, n: u32) -> (bool, usize) {
///     memo_of_moves::<F, _, _, _>(|memo: &mut HashMap<u32, bool>| {
///         (wins(&n, &moves, |_| false, memo), memo.len())
///     })
/// }
/// fn take_one(&n: &u32) -> Vec<u32> { if n > 0 { vec![n - 1] } else { vec![] } }
/// assert_eq!(searched(take_one, 7), (true, 8));
/// assert_eq!(searched(take_one, 2), (false, 8)); // heaps 0 to 7 are kept
/// let k = 2; // moves holding data: a fresh memo on every call
/// let take_k = move |&n: &u32| if n >= k { vec![n - k] } else { vec![] };
/// assert_eq!(searched(take_k, 3), (true, 2));
/// assert_eq!(searched(take_k, 1), (false, 1));
/// ```
pub fn memo_of_moves<F: 'static, S: 'static, V: 'static, T>(
    f: impl FnOnce(&mut HashMap<S, V>) -> T,
) -> T {
    if size_of::<F>() == 0 {
        shared_memo(Owner::Moves(std::any::TypeId::of::<F>()), f)
    } else {
        f(&mut HashMap::new())
    }
}

/// Whose memo a thread keeps across calls: a zero-sized rules type's (by
/// its name, [`memo_of`]) or zero-sized moves' (by their type, which tells
/// two closures of one function apart, [`memo_of_moves`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Owner {
    Rules(&'static str),
    Moves(std::any::TypeId),
}

/// Runs `f` with this thread's memo of `owner` (one per owner and state
/// and value types), kept across calls. Private: only [`memo_of`] and
/// [`memo_of_moves`] pick an owner, and only for what holds no data, so no
/// caller can share a memo between rules that differ.
fn shared_memo<S, V, R>(owner: Owner, f: impl FnOnce(&mut HashMap<S, V>) -> R) -> R
where
    S: 'static,
    V: 'static,
{
    use std::any::{Any, TypeId};
    use std::cell::RefCell;
    /// Every memo of this thread, by owner and `HashMap<S, V>` type.
    type Memos = HashMap<(Owner, TypeId), Box<dyn Any>>;
    thread_local! {
        static MEMOS: RefCell<Memos> = RefCell::default();
    }
    let key = (owner, TypeId::of::<HashMap<S, V>>());
    // Taken out while `f` runs, so `f` may itself use another shared memo.
    let mut memo = MEMOS
        .with(|m| m.borrow_mut().remove(&key))
        .and_then(|b| b.downcast::<HashMap<S, V>>().ok())
        .map_or_else(HashMap::new, |b| *b);
    let r = f(&mut memo);
    MEMOS.with(|m| m.borrow_mut().insert(key, Box::new(memo)));
    r
}

/// Whether the player to move wins from `start` (normal play: who cannot
/// move loses) under `moves`, searched ([`wins`]) with the memo of the
/// moves' type ([`memo_of_moves`]): moves that hold nothing (a `fn` item,
/// a closure capturing nothing) search each position once over a whole
/// cross-check; moves holding data get a fresh memo per call.
///
/// # Example
/// ```
/// use problem_kit::brute::shared_wins;
/// let take_one_or_two = |&n: &u32| (1..=2).filter(|&t| t <= n).map(|t| n - t).collect();
/// assert!(shared_wins(&4, take_one_or_two));
/// assert!(!shared_wins(&6, take_one_or_two));
/// ```
pub fn shared_wins<S, B, F>(start: &S, moves: F) -> bool
where
    S: Clone + Eq + Hash + Borrow<B> + 'static,
    B: ?Sized,
    F: Fn(&B) -> Vec<S> + 'static,
{
    memo_of_moves::<F, _, _, _>(|memo| wins(start, moves, |_| false, memo))
}

/// Nim by the rules over sorted heap lists (no empty heap kept): take 1
/// to all tokens from one heap ([`replace_one_heap`]).
///
/// # Example
/// ```
/// use problem_kit::brute::nim_moves;
/// assert_eq!(nim_moves(&[1, 2]), [vec![2], vec![1], vec![1, 1]]);
/// ```
pub fn nim_moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    replace_one_heap(heaps, |h| {
        (0..h)
            .map(|left| if left == 0 { vec![] } else { vec![left] })
            .collect()
    })
}

/// The moves of Euclid's game at (a, b): subtract a positive multiple of the
/// smaller number from the larger, leaving it ≥ 0 (with a = b either may be
/// taken whole); a pair with a 0 is over. The rules euclid-game and
/// every-euclid state once.
///
/// # Example
/// ```
/// use problem_kit::brute::euclid_moves;
/// assert_eq!(euclid_moves(&(7, 3)), [(4, 3), (1, 3)]);
/// assert_eq!(euclid_moves(&(2, 2)), [(0, 2), (2, 0)]);
/// assert!(euclid_moves(&(5, 0)).is_empty());
/// ```
pub fn euclid_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let mut next = Vec::new();
    if a >= b {
        next.extend((1..=a / b).map(|k| (a - k * b, b)));
    }
    if b >= a {
        next.extend((1..=b / a).map(|k| (a, b - k * a)));
    }
    next
}

/// The moves of a game on a list of heaps where a move replaces one heap `h`
/// by the heaps of one list in `replace(h)`: `[]` removes it, `[h']` lowers
/// it, more heaps split it. The lists returned are sorted, so equal
/// multisets share one state in [`wins`] / [`counted_tests_reference`].
///
/// # Example
/// ```
/// use problem_kit::brute::replace_one_heap;
/// // Take 1 or 2 from a heap; an empty heap is gone.
/// let take = |h: u64| (1..=2.min(h)).map(|t| if h == t { vec![] } else { vec![h - t] }).collect();
/// assert_eq!(replace_one_heap(&[1, 3], take), [vec![3], vec![1, 2], vec![1, 1]]);
/// ```
pub fn replace_one_heap(heaps: &[u64], replace: impl Fn(u64) -> Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for parts in replace(h) {
            let mut v = heaps.to_vec();
            v.remove(i);
            v.extend(parts);
            v.sort_unstable();
            next.push(v);
        }
    }
    next
}

/// Checks a closed form against the game-tree search: for each of
/// `positions`, `formula(&position)` (whether the player to move wins) must
/// equal [`wins`] from it under `moves` (normal play, one memo for all).
///
/// # Panics
/// On the first position where they differ, naming it.
///
/// # Example
/// ```
/// // Take 1 or 2 from a heap: the multiples of 3 are lost.
/// let moves = |&n: &u64| (1..=2.min(n)).map(|k| n - k).collect::<Vec<u64>>();
/// problem_kit::brute::check_formula(0..=100, moves, |&n| n % 3 != 0);
/// ```
pub fn check_formula<S, B, F, R>(positions: impl IntoIterator<Item = S>, moves: F, formula: R)
where
    S: Clone + Eq + Hash + Borrow<B> + std::fmt::Debug,
    B: ?Sized,
    F: Fn(&B) -> Vec<S>,
    R: Fn(&S) -> bool,
{
    let mut memo = HashMap::new();
    for position in positions {
        let searched = wins(&position, &moves, |_| false, &mut memo);
        assert_eq!(
            formula(&position),
            searched,
            "the formula and the game-tree search differ at {position:?}"
        );
    }
}

/// The reference of a many-tests heap game: every test of `input` (the
/// layout of [`crate::Tokens::counted_tests`]) is a list of heaps, sorted
/// first when `interchangeable` (so equal multisets share one state), and
/// searched with [`wins`] under `moves` with the memo of their type
/// ([`memo_of_moves`]: shared when they hold nothing, as a `fn` item);
/// `line(test number from 1, first player wins)` is its output line.
///
/// # Panics
/// If `input` is not in that layout.
pub fn counted_tests_reference<F>(
    input: &str,
    interchangeable: bool,
    moves: F,
    line: impl Fn(usize, bool) -> String,
) -> String
where
    F: Fn(&[u64]) -> Vec<Vec<u64>> + 'static,
{
    let tests = crate::Tokens::new(input).counted_tests::<u64>();
    memo_of_moves::<F, _, _, _>(|memo| {
        tests
            .into_iter()
            .enumerate()
            .map(|(i, mut heaps)| {
                if interchangeable {
                    heaps.sort_unstable();
                }
                line(i + 1, wins(&heaps, &moves, |_| false, memo))
            })
            .collect()
    })
}

/// The least value not in `values`.
fn mex(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&b| !b).unwrap_or(values.len()) as u32
}

/// The one search behind [`grundy`] and [`wins`]: the value of `start`, where
/// a state's value is `value(state, values of its successors)`, computed in
/// post-order with an explicit stack (no recursion) and memoised in `memo`.
///
/// # Panics
/// If a state is reached again while it is still being expanded (a cycle).
fn post_order<S, V, F, C>(start: &S, moves: F, value: C, memo: &mut HashMap<S, V>) -> V
where
    S: Clone + Eq + Hash,
    V: Copy,
    F: Fn(&S) -> Vec<S>,
    C: Fn(&S, &[V]) -> V,
{
    post_order_edges(
        start,
        moves,
        |t: &S| t,
        |s, _, values| value(s, values),
        memo,
    )
}

/// [`post_order`] over moves that carry more than the position they lead
/// to (a score game's gain and chance weight): `moves(s)` lists edges,
/// `target(e)` is where edge `e` leads, and a state's value is
/// `value(state, its edges, the values of their targets)`.
///
/// # Panics
/// If a state is reached again while it is still being expanded (a cycle).
pub(crate) fn post_order_edges<S, E, V, F, T, C>(
    start: &S,
    moves: F,
    target: T,
    value: C,
    memo: &mut HashMap<S, V>,
) -> V
where
    S: Clone + Eq + Hash,
    V: Copy,
    F: Fn(&S) -> Vec<E>,
    T: Fn(&E) -> &S,
    C: Fn(&S, &[E], &[V]) -> V,
{
    // A frame is a state still to open (`None`), or an open state with its
    // edges (`Some`), closed once every edge's target has its value.
    let mut stack: Vec<(S, Option<Vec<E>>)> = vec![(start.clone(), None)];
    // The open states: the current path from `start`.
    let mut open: HashSet<S> = HashSet::new();
    while let Some((s, edges)) = stack.pop() {
        match edges {
            Some(edges) => {
                let values: Vec<V> = edges.iter().map(|e| memo[target(e)]).collect();
                let v = value(&s, &edges, &values);
                open.remove(&s);
                memo.insert(s, v);
            }
            None => {
                if memo.contains_key(&s) {
                    continue;
                }
                assert!(open.insert(s.clone()), "the game has a cycle");
                let edges = moves(&s);
                let pending: Vec<S> = edges
                    .iter()
                    .map(&target)
                    .filter(|t| !memo.contains_key(*t))
                    .cloned()
                    .collect();
                assert!(
                    pending.iter().all(|t| !open.contains(t)),
                    "the game has a cycle"
                );
                stack.push((s, Some(edges)));
                stack.extend(pending.into_iter().map(|t| (t, None)));
            }
        }
    }
    memo[start]
}

/// Win, Lose or Draw for every position reachable from `starts`, where play may
/// go on forever (a word chain, a token on a graph with cycles), straight from
/// the definition: collect the positions, then sweep them all until nothing
/// changes. A position wins if some move reaches a Lose, loses if every move
/// reaches a Win (no move at all: `terminal_wins` decides, `|_| false` in
/// normal play); what is still open then is a Draw: neither side can force the
/// end. Slow (a sweep per step of the longest forced win) and independent of
/// `games_core::retrograde`'s queue: a reference to check that against.
///
/// # Example
/// ```
/// use problem_kit::brute::{outcomes, Outcome};
/// // A token on 0 → 1 → 2 ⇄ 3: 1 reaches a loop it can stay in, 0 must go to 1.
/// let next = [vec![1], vec![2], vec![3], vec![2]];
/// let o = outcomes(&[0usize], |&v: &usize| next[v].clone(), |_| false);
/// assert!((0..4).all(|v| o[&v] == Outcome::Draw));
/// let o = outcomes(&[0usize], |&v: &usize| if v < 3 { vec![v + 1] } else { vec![] }, |_| false);
/// assert_eq!((o[&0], o[&2], o[&3]), (Outcome::Win, Outcome::Win, Outcome::Lose));
/// ```
pub fn outcomes<S, B, F, T>(starts: &[S], moves: F, terminal_wins: T) -> HashMap<S, Outcome>
where
    S: Clone + Eq + Hash + Borrow<B>,
    B: ?Sized,
    F: Fn(&B) -> Vec<S>,
    T: Fn(&S) -> bool,
{
    outcomes_of(starts, |s: &S| moves(s.borrow()), terminal_wins)
}

fn outcomes_of<S, F, T>(starts: &[S], moves: F, terminal_wins: T) -> HashMap<S, Outcome>
where
    S: Clone + Eq + Hash,
    F: Fn(&S) -> Vec<S>,
    T: Fn(&S) -> bool,
{
    // Every reachable position, numbered, with its moves as numbers.
    let reached = crate::loopy::reachable(starts, moves, |t: &S| t);
    let states = reached.states;
    let next: Vec<Vec<usize>> = reached
        .moves
        .iter()
        .map(|m| m.iter().map(|&(t, _)| t).collect())
        .collect();
    let mut label: Vec<Option<Outcome>> = vec![None; states.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..states.len() {
            if label[v].is_some() {
                continue;
            }
            let found = if next[v].is_empty() {
                Some(if terminal_wins(&states[v]) {
                    Outcome::Win
                } else {
                    Outcome::Lose
                })
            } else if next[v].iter().any(|&u| label[u] == Some(Outcome::Lose)) {
                Some(Outcome::Win)
            } else if next[v].iter().all(|&u| label[u] == Some(Outcome::Win)) {
                Some(Outcome::Lose)
            } else {
                None
            };
            if found.is_some() {
                label[v] = found;
                changed = true;
            }
        }
    }
    states
        .into_iter()
        .zip(label)
        .map(|(s, o)| (s, o.unwrap_or(Outcome::Draw)))
        .collect()
}

/// Grundy's game, `g(0..=n)`, straight from the definition with a set for
/// every mex (as seed 000 tabulates it): a heap splits into two non-empty
/// heaps of different sizes. The slow reference the fast builders are checked against.
pub fn grundys_game_by_definition(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for x in 1..=n {
        let reachable: std::collections::BTreeSet<u32> = (1..x)
            .filter(|&a| 2 * a < x)
            .map(|a| g[a] ^ g[x - a])
            .collect();
        g[x] = (0..).find(|v| !reachable.contains(v)).unwrap();
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The positions the memo of `moves` holds once `n` has been searched.
    fn kept<F: Fn(&u32) -> Vec<u32> + 'static>(moves: F, n: u32) -> usize {
        let _ = shared_wins(&n, moves);
        memo_of_moves::<F, u32, bool, _>(|memo| memo.len())
    }

    #[test]
    fn only_moves_that_hold_nothing_share_a_memo_and_each_their_own() {
        // Two closures of one function, each capturing nothing: two types,
        // so two memos, each kept across calls.
        let take_one = |&n: &u32| if n > 0 { vec![n - 1] } else { vec![] };
        let take_two = |&n: &u32| if n > 1 { vec![n - 2] } else { vec![] };
        assert_eq!(kept(take_one, 5), 6);
        assert_eq!(kept(take_two, 5), 3);
        assert_eq!(kept(take_one, 2), 6);
        assert!(shared_wins(&5, take_one) && !shared_wins(&5, take_two));
        // Moves holding data (here, a move set) never share one: each call starts afresh.
        for set in [vec![1u32], vec![2]] {
            let by_set = move |&n: &u32| set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect();
            assert_eq!(kept(by_set, 4), 0);
        }
        assert!(shared_wins(&4, move |&n: &u32| [1u32, 2]
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| n - s)
            .collect::<Vec<_>>()));
    }

    #[test]
    fn take_one_to_three_loses_on_multiples_of_four() {
        let moves = |&n: &u32| (1..=3).filter(|&k| k <= n).map(|k| n - k).collect();
        let mut memo = HashMap::new();
        let mut gmemo = HashMap::new();
        for n in 0..40u32 {
            assert_eq!(wins(&n, moves, |_| false, &mut memo), n % 4 != 0);
            assert_eq!(grundy(&n, moves, &mut gmemo), n % 4);
        }
    }

    #[test]
    fn moves_may_take_a_slice_of_a_vec_state() {
        // A row of coins: turn one `H` to `T`. Wins iff the count of `H` is odd.
        fn moves(row: &[u8]) -> Vec<Vec<u8>> {
            (0..row.len())
                .filter(|&i| row[i] == b'H')
                .map(|i| {
                    let mut r = row.to_vec();
                    r[i] = b'T';
                    r
                })
                .collect()
        }
        let mut memo = HashMap::new();
        for row in ["T", "H", "HTH", "HHH", "THHTH"] {
            let heads = row.bytes().filter(|&c| c == b'H').count();
            let row = row.as_bytes().to_vec();
            assert_eq!(wins(&row, moves, |_| false, &mut memo), heads % 2 == 1);
        }
        assert_eq!(grundy(&b"HHT".to_vec(), moves, &mut HashMap::new()), 0);
    }

    #[test]
    fn outcomes_agree_with_retrograde_analysis_on_random_graphs() {
        use games_core::retrograde::{retrograde, Graph};
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(14);
        let mut draws = 0;
        for _ in 0..500 {
            let n = rng.gen_range(1..=8);
            let edges: Vec<(usize, usize)> = (0..rng.gen_range(0..=2 * n))
                .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
                .collect();
            let moves = |&v: &usize| -> Vec<usize> {
                edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect()
            };
            let all: Vec<usize> = (0..n).collect();
            let brute = outcomes(&all, moves, |_| false);
            let fast = retrograde(&Graph::from_edges(n, &edges).unwrap());
            for v in 0..n {
                assert_eq!(brute[&v], fast[v], "n = {n}, edges {edges:?}, vertex {v}");
                draws += usize::from(fast[v] == Outcome::Draw);
            }
        }
        assert!(draws > 100, "too few draws to test: {draws}");
        // Misère on a path 0 → 1 → 2: whoever reaches 2 has no move and wins.
        let path = |&v: &u8| if v < 2 { vec![v + 1] } else { vec![] };
        let o = outcomes(&[0u8], path, |_| true);
        assert_eq!(
            (o[&0], o[&1], o[&2]),
            (Outcome::Win, Outcome::Lose, Outcome::Win)
        );
    }

    #[test]
    fn deep_chains_do_not_overflow() {
        let moves = |&n: &u32| if n > 0 { vec![n - 1] } else { vec![] };
        let mut memo = HashMap::new();
        assert!(!wins(&1_000_000, moves, |_| false, &mut memo));
    }

    /// 0 → 1 → 2 → 0: a cycle three moves long, and a self-loop at 5.
    fn cyclic(&n: &u32) -> Vec<u32> {
        match n {
            0..=2 => vec![(n + 1) % 3],
            _ => vec![n],
        }
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn grundy_panics_on_a_cycle() {
        grundy(&0, cyclic, &mut HashMap::new());
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn wins_panics_on_a_cycle() {
        wins(&0, cyclic, |_| false, &mut HashMap::new());
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn wins_panics_on_a_self_loop() {
        wins(&5, cyclic, |_| false, &mut HashMap::new());
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn grundy_panics_on_a_self_loop() {
        grundy(&5, cyclic, &mut HashMap::new());
    }

    #[test]
    fn shared_successors_are_not_cycles() {
        // A diamond (4 → 3 and 4 → 2, 3 → 2) plus repeated successors.
        let moves = |&n: &u32| match n {
            4 => vec![3, 2, 2],
            3 => vec![2, 2],
            2 => vec![0],
            _ => vec![],
        };
        // g(0) = 0, g(2) = mex{0} = 1, g(3) = mex{1} = 0, g(4) = mex{0, 1} = 2.
        assert_eq!(grundy(&4, moves, &mut HashMap::new()), 2);
        assert!(wins(&4, moves, |_| false, &mut HashMap::new()));
        assert!(!wins(&3, moves, |_| false, &mut HashMap::new()));
    }

    #[test]
    fn misere_terminal_wins() {
        // Take 1..=3, last taker loses: the player facing 0 has won.
        let moves = |&n: &u32| (1..=3).filter(|&k| k <= n).map(|k| n - k).collect();
        let mut memo = HashMap::new();
        for n in 1..30u32 {
            assert_eq!(wins(&n, moves, |_| true, &mut memo), n % 4 != 1);
        }
    }
}
