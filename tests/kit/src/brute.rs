//! Direct game-tree search over small states, written only from a game's move rules.
//!
//! Both searches use an explicit stack (no recursion) and memoise every state,
//! so deep games cannot overflow the stack. [`grundy`] and [`wins`] need an
//! acyclic game; [`outcomes`] takes games where positions repeat (Win / Lose / Draw).
//!
//! `moves` may take the state or what it borrows as: a `Vec<u8>` state (a
//! word, a row of coins) is listed by `fn moves(row: &[u8]) -> Vec<Vec<u8>>`,
//! so the rules read naturally and clippy's `ptr_arg` has nothing to say.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;

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
    let mut index: HashMap<S, usize> = HashMap::new();
    let mut states: Vec<S> = Vec::new();
    let mut next: Vec<Vec<usize>> = Vec::new();
    for s in starts {
        if !index.contains_key(s) {
            index.insert(s.clone(), states.len());
            states.push(s.clone());
        }
    }
    let mut done = 0;
    while done < states.len() {
        let succ = moves(&states[done]);
        let ids = succ
            .into_iter()
            .map(|t| match index.get(&t) {
                Some(&i) => i,
                None => {
                    index.insert(t.clone(), states.len());
                    states.push(t);
                    states.len() - 1
                }
            })
            .collect();
        next.push(ids);
        done += 1;
    }
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
            let fast = retrograde(&Graph::from_edges(n, &edges));
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
