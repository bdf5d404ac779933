//! Direct game-tree search over small states, written only from a game's move rules.
//!
//! [`grundy`] and [`wins`] are one post-order search with an explicit stack
//! (no recursion, so deep games cannot overflow the stack) that memoises every
//! state and panics if the game has a cycle.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// Grundy value of `start` by definition: mex of the values of all successors.
///
/// `moves(s)` lists the positions reachable in one move; a position with no
/// moves has value 0. `memo` may be shared across calls on the same game.
///
/// # Panics
/// If the game graph reachable from `start` has a cycle.
pub fn grundy<S, F>(start: &S, moves: F, memo: &mut HashMap<S, u32>) -> u32
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
pub fn wins<S, F, T>(start: &S, moves: F, terminal_wins: T, memo: &mut HashMap<S, bool>) -> bool
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

/// Runs `f` with this thread's memo named `game` (one per name and state
/// and value types), kept across calls: a reference whose rules never
/// change reuses one search over all the inputs a cross-check gives it.
///
/// # Example
/// ```
/// use problem_kit::brute::{shared_memo, wins};
/// let take_one = |&n: &u32| if n > 0 { vec![n - 1] } else { vec![] };
/// assert!(shared_memo("doc", |memo| wins(&7, take_one, |_| false, memo)));
/// assert_eq!(shared_memo("doc", |memo: &mut std::collections::HashMap<u32, bool>| memo.len()), 8);
/// ```
pub fn shared_memo<S, V, R>(game: &'static str, f: impl FnOnce(&mut HashMap<S, V>) -> R) -> R
where
    S: 'static,
    V: 'static,
{
    use std::any::{Any, TypeId};
    use std::cell::RefCell;
    /// Every memo of this thread, by game name and `HashMap<S, V>` type.
    type Memos = HashMap<(&'static str, TypeId), Box<dyn Any>>;
    thread_local! {
        static MEMOS: RefCell<Memos> = RefCell::default();
    }
    let key = (game, TypeId::of::<HashMap<S, V>>());
    // Taken out while `f` runs, so `f` may itself use another shared memo.
    let mut memo = MEMOS
        .with(|m| m.borrow_mut().remove(&key))
        .and_then(|b| b.downcast::<HashMap<S, V>>().ok())
        .map_or_else(HashMap::new, |b| *b);
    let r = f(&mut memo);
    MEMOS.with(|m| m.borrow_mut().insert(key, Box::new(memo)));
    r
}

/// The reference of a many-tests heap game: every test of `input` (the
/// layout of [`crate::Tokens::counted_tests`]) is a list of heaps, sorted
/// first when `interchangeable` (so equal multisets share one state), and
/// searched with [`wins`] under `moves` with the shared memo of `game`
/// ([`shared_memo`]); `line(test number from 1, first player wins)` is its
/// output line.
///
/// # Panics
/// If `input` is not in that layout.
pub fn counted_tests_reference(
    game: &'static str,
    input: &str,
    interchangeable: bool,
    moves: fn(&Vec<u64>) -> Vec<Vec<u64>>,
    line: impl Fn(usize, bool) -> String,
) -> String {
    let tests = crate::Tokens::new(input).counted_tests::<u64>();
    shared_memo(game, |memo| {
        tests
            .into_iter()
            .enumerate()
            .map(|(i, mut heaps)| {
                if interchangeable {
                    heaps.sort_unstable();
                }
                line(i + 1, wins(&heaps, moves, |_| false, memo))
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
    // A frame is a state still to open (`None`), or an open state with its
    // successors (`Some`), closed once every successor has its value.
    let mut stack: Vec<(S, Option<Vec<S>>)> = vec![(start.clone(), None)];
    // The open states: the current path from `start`.
    let mut open: HashSet<S> = HashSet::new();
    while let Some((s, succ)) = stack.pop() {
        match succ {
            Some(succ) => {
                let values: Vec<V> = succ.iter().map(|t| memo[t]).collect();
                let v = value(&s, &values);
                open.remove(&s);
                memo.insert(s, v);
            }
            None => {
                if memo.contains_key(&s) {
                    continue;
                }
                assert!(open.insert(s.clone()), "the game has a cycle");
                let succ = moves(&s);
                let pending: Vec<S> = succ
                    .iter()
                    .filter(|t| !memo.contains_key(*t))
                    .cloned()
                    .collect();
                assert!(
                    pending.iter().all(|t| !open.contains(t)),
                    "the game has a cycle"
                );
                stack.push((s, Some(succ)));
                stack.extend(pending.into_iter().map(|t| (t, None)));
            }
        }
    }
    memo[start]
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
