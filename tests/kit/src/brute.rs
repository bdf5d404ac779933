//! Direct game-tree search over small states, written only from a game's move rules.
//!
//! Both searches use an explicit stack (no recursion) and memoise every state,
//! so deep games cannot overflow the stack. The game must be acyclic.

use std::collections::HashMap;
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
pub fn wins<S, F, T>(start: &S, moves: F, terminal_wins: T, memo: &mut HashMap<S, bool>) -> bool
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
