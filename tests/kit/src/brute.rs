//! Direct game-tree search over small states, written only from a game's move rules.
//!
//! Both searches use an explicit stack (no recursion) and memoise every state,
//! so deep games cannot overflow the stack. The game must be acyclic.
//!
//! `moves` may take the state or what it borrows as: a `Vec<u8>` state (a
//! word, a row of coins) is listed by `fn moves(row: &[u8]) -> Vec<Vec<u8>>`,
//! so the rules read naturally and clippy's `ptr_arg` has nothing to say.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;

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
    let mut stack = vec![(start.clone(), false)];
    let mut open: HashMap<S, ()> = HashMap::new();
    while let Some((s, expanded)) = stack.pop() {
        if memo.contains_key(&s) {
            continue;
        }
        let succ = moves(&s);
        if expanded {
            let mut seen = vec![false; succ.len() + 1];
            for t in &succ {
                let v = memo[t] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            let g = seen.iter().position(|&b| !b).unwrap() as u32;
            open.remove(&s);
            memo.insert(s, g);
        } else {
            assert!(open.insert(s.clone(), ()).is_none(), "the game has a cycle");
            stack.push((s, true));
            for t in succ {
                if !memo.contains_key(&t) {
                    assert!(!open.contains_key(&t), "the game has a cycle");
                    stack.push((t, false));
                }
            }
        }
    }
    memo[start]
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
    let mut stack = vec![(start.clone(), false)];
    let mut open: HashMap<S, ()> = HashMap::new();
    while let Some((s, expanded)) = stack.pop() {
        if memo.contains_key(&s) {
            continue;
        }
        let succ = moves(&s);
        if expanded {
            let w = if succ.is_empty() {
                terminal_wins(&s)
            } else {
                succ.iter().any(|t| !memo[t])
            };
            open.remove(&s);
            memo.insert(s, w);
        } else {
            open.insert(s.clone(), ());
            stack.push((s, true));
            for t in succ {
                if !memo.contains_key(&t) {
                    assert!(!open.contains_key(&t), "the game has a cycle");
                    stack.push((t, false));
                }
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
    fn deep_chains_do_not_overflow() {
        let moves = |&n: &u32| if n > 0 { vec![n - 1] } else { vec![] };
        let mut memo = HashMap::new();
        assert!(!wins(&1_000_000, moves, |_| false, &mut memo));
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
