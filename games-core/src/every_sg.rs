//! Every-game sums (Every-SG): step counts of positions and who wins a sum in which every unfinished component must be moved.
//!
//! In an every-game sum the player to move makes one move in *every*
//! component that still has a move; the sum is over when no component has
//! one, and whoever made the last move wins (normal play). Grundy values do
//! not decide such sums: what matters is how long each component lasts.
//!
//! The **step count** of a position v of one component (a finite game, no
//! position repeats) is
//! - `step(v) = 0` when v has no move;
//! - `step(v) = 1 + max{ step(u) : u an option of v that is a P-position }`
//!   when v is an N-position (the winner makes its winning game last);
//! - `step(v) = 1 + min{ step(u) : u an option of v }` when v is a
//!   P-position (the loser ends its losing game as soon as it can).
//!
//! A position is an N-position exactly when its step count is odd, so the
//! outcome can be read off the step counts of the options alone
//! ([`step_from_options`]).
//!
//! **Every-SG theorem** (Jia Zhihao's 2009 survey calls these games
//! Every-SG; Winning Ways calls the sum a *continued conjunctive compound*
//! and the step count a *suspense number*): in an every-game sum of finite
//! games (every play of every component ends) in normal play, the player to
//! move wins iff the largest step count over the components is odd. The
//! component that lasts longest decides; components already over count 0,
//! and the sum of none is lost for the player to move. (Contrast the
//! conjunctive compound that ends as soon as *any* component ends: that one
//! is decided by remoteness, where the winner hurries and the loser
//! delays.)
//!
//! **Playing.** From a sum whose largest step count is odd, the winner moves
//! every component to an option whose step count is one less: an
//! N-component (odd s) to its P-option with the largest step count, a
//! P-component (even s) to its option with the smallest, both s − 1 by the
//! definition. The largest step count left is then even, so the opponent
//! loses ([`every_sum_move`]).

use super::reply::Reply;

/// The step count of a position from the step counts of its options
/// (`0` when there is none): the P-options are those whose count is even.
///
/// Use it over positions in any order in which every option comes before
/// the position (a topological order of the game graph, smaller numbers
/// first, …).
///
/// # Complexity
/// O(k) for k options.
///
/// # Example
/// ```
/// use games_core::every_sg::step_from_options;
/// assert_eq!(step_from_options([]), 0);           // no move: over, lost
/// assert_eq!(step_from_options([0, 1, 2]), 3);    // N: longest win through P-option 2
/// assert_eq!(step_from_options([1, 3, 5]), 2);    // P: shortest loss through 1
/// ```
pub fn step_from_options<I: IntoIterator<Item = u64>>(options: I) -> u64 {
    let mut longest_p: Option<u64> = None;
    let mut shortest: Option<u64> = None;
    for s in options {
        if s % 2 == 0 {
            longest_p = Some(longest_p.map_or(s, |m| m.max(s)));
        }
        shortest = Some(shortest.map_or(s, |m| m.min(s)));
    }
    match (longest_p, shortest) {
        (Some(p), _) => p + 1,
        (None, Some(s)) => s + 1,
        (None, None) => 0,
    }
}

/// Step counts of every vertex of a game graph on vertices `0..n` given by
/// `moves[v]`, the vertices one move away from v. `None` when the graph
/// has a cycle (a finite game has none) or a move leads outside `0..n`.
///
/// # Complexity
/// O(n + m) time and memory for m moves, with an explicit stack (a path of
/// any length is fine).
///
/// # Example
/// ```
/// use games_core::every_sg::dag_steps;
/// // 0 → 1 → 2 and 0 → 2: 2 is over; 1 wins in one move; 0 wins by moving to 2.
/// assert_eq!(dag_steps(&[vec![1, 2], vec![2], vec![]]), Some(vec![1, 1, 0]));
/// assert_eq!(dag_steps(&[vec![1], vec![0]]), None);
/// ```
pub fn dag_steps(moves: &[Vec<usize>]) -> Option<Vec<u64>> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = moves.len();
    if moves.iter().flatten().any(|&u| u >= n) {
        return None;
    }
    let mut state = vec![NEW; n];
    let mut step = vec![0u64; n];
    // (vertex, index of its next move to look at)
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if state[root] != NEW {
            continue;
        }
        state[root] = OPEN;
        stack.push((root, 0));
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&u) = moves[v].get(*next) {
                *next += 1;
                match state[u] {
                    NEW => {
                        state[u] = OPEN;
                        stack.push((u, 0));
                    }
                    OPEN => return None,
                    _ => {}
                }
            } else {
                step[v] = step_from_options(moves[v].iter().map(|&u| step[u]));
                state[v] = DONE;
                stack.pop();
            }
        }
    }
    Some(step)
}

/// Whether the player to move wins the every-game sum of components whose
/// step counts are `steps`: the largest is odd (an empty sum is lost).
///
/// # Complexity
/// O(k) for k components.
///
/// # Example
/// ```
/// use games_core::every_sg::every_sum_wins;
/// assert!(every_sum_wins([2, 5, 4]));
/// assert!(!every_sum_wins([3, 1, 4]));
/// assert!(!every_sum_wins([]));
/// ```
pub fn every_sum_wins<I: IntoIterator<Item = u64>>(steps: I) -> bool {
    steps.into_iter().max().is_some_and(|m| m % 2 == 1)
}

/// The move to play in the every-game sum of components whose step counts
/// are `steps`: one entry per component, `Some` move for each component
/// that still has one and `None` for those that are over. `options(i)`
/// lists every move of component `i` with the step count of the position
/// it leads to.
///
/// Winning (the largest step count is odd): every component to an option
/// whose step count is one less than its own (the module's playing rule;
/// the first such option listed). Losing: every component to its option
/// with the largest step count (the first of them), so that the largest
/// step count the opponent faces is as large as it can be; against the
/// winning reply the game then lasts at least that many more moves.
/// `Losing(None)` when no component has a move (the sum is over).
///
/// # Complexity
/// One listing of `options(i)` per component, plus O(k) for k components.
///
/// # Panics
/// When winning, if a component that has a move lists no option with a
/// step count one less than its own (`steps` are then not the step counts
/// of the options listed).
///
/// # Example
/// ```
/// use games_core::every_sg::every_sum_move;
/// use games_core::reply::Reply;
/// // Components on the graph 0 → 1 → 2 and 0 → 2 (steps 1, 1, 0): tokens at 0 and 2.
/// let moves = [vec![1usize, 2], vec![2], vec![]];
/// let steps = [1u64, 1, 0];
/// let tokens = [0usize, 2];
/// let component_steps: Vec<u64> = tokens.iter().map(|&t| steps[t]).collect();
/// let options = |i: usize| moves[tokens[i]].iter().map(|&u| (u, steps[u]));
/// assert_eq!(
///     every_sum_move(&component_steps, options),
///     Reply::Winning(vec![Some(2), None])
/// );
/// assert_eq!(every_sum_move(&[0], |_| Vec::<(u8, u64)>::new()), Reply::Losing(None));
/// ```
pub fn every_sum_move<M, I, F>(steps: &[u64], mut options: F) -> Reply<Vec<Option<M>>>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (M, u64)>,
{
    let win = every_sum_wins(steps.iter().copied());
    let mut moves: Vec<Option<M>> = Vec::with_capacity(steps.len());
    for (i, &s) in steps.iter().enumerate() {
        let mut chosen: Option<(M, u64)> = None;
        for (m, t) in options(i) {
            let better = match &chosen {
                None => !win || t + 1 == s,
                Some((_, best)) => !win && t > *best,
            };
            if better {
                chosen = Some((m, t));
            }
        }
        if win && chosen.is_none() && s > 0 {
            panic!(
                "component {i} has step count {s} but no option with step count {}",
                s - 1
            );
        }
        moves.push(chosen.map(|(m, _)| m));
    }
    if win {
        Reply::Winning(moves)
    } else if moves.iter().any(Option::is_some) {
        Reply::Losing(Some(moves))
    } else {
        Reply::Losing(None)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{random_dag, Memo, TokenSums};
    use super::*;

    /// Whether the player to move wins the every-game sum of the vertices
    /// `tokens` (one token per component) of the DAG `g`, by searching the
    /// sum's own game tree: every token that can move moves.
    fn every_wins(g: &[Vec<usize>], tokens: &[usize], memo: &mut Memo) -> bool {
        let mut key = tokens.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut combos: Vec<Vec<usize>> = vec![Vec::new()];
        for &t in &key {
            combos = if g[t].is_empty() {
                combos
                    .into_iter()
                    .map(|mut c| {
                        c.push(t);
                        c
                    })
                    .collect()
            } else {
                combos
                    .into_iter()
                    .flat_map(|c| {
                        g[t].iter().map(move |&u| {
                            let mut c = c.clone();
                            c.push(u);
                            c
                        })
                    })
                    .collect()
            };
        }
        let over = key.iter().all(|&t| g[t].is_empty());
        let w = !over && combos.iter().any(|c| !every_wins(g, c, memo));
        memo.insert(key, w);
        w
    }

    /// A random DAG (moves only to smaller vertices) and its step counts;
    /// one component alone is checked here: its every-game sum is the game
    /// itself, won exactly where the step count is odd.
    fn stepped_dag(rng: &mut rand::rngs::StdRng, n: usize) -> (Vec<Vec<usize>>, Vec<u64>) {
        let g = random_dag(rng, n, 0.35);
        let steps = dag_steps(&g).unwrap();
        let mut memo = Memo::new();
        for (v, s) in steps.iter().enumerate() {
            assert_eq!(s % 2 == 1, every_wins(&g, &[v], &mut memo), "{g:?} {v}");
        }
        (g, steps)
    }

    #[test]
    fn step_parity_is_the_outcome_and_sums_follow_the_theorem() {
        let sums = TokenSums::new(3595, 300, 1..=9, 4, 1..=3);
        sums.check_rule(stepped_dag, every_wins, every_sum_wins, 201);
    }

    #[test]
    fn cycles_and_bad_moves_are_refused_and_long_paths_are_fine() {
        assert_eq!(dag_steps(&[vec![0]]), None);
        assert_eq!(dag_steps(&[vec![1]]), None);
        assert_eq!(dag_steps(&[]), Some(vec![]));
        // A path n−1 → … → 0 of 10^6 vertices: step(v) = v.
        let n = 1_000_000;
        let path: Vec<Vec<usize>> = (0..n)
            .map(|v| if v == 0 { vec![] } else { vec![v - 1] })
            .collect();
        let steps = dag_steps(&path).unwrap();
        assert!(steps.iter().enumerate().all(|(v, &s)| s == v as u64));
    }

    #[test]
    fn every_sum_move_matches_search_of_the_whole_sum() {
        let sums = TokenSums::new(3596, 300, 1..=9, 4, 0..=3);
        let play = |s: &[u64], o: &dyn Fn(usize) -> _| every_sum_move(s, o);
        let seen = sums.check_reply(
            stepped_dag,
            every_wins,
            play,
            |(g, steps), tokens, win, reply, memo| {
                let over = tokens.iter().all(|&t| g[t].is_empty());
                assert_eq!(reply.is_winning(), win, "{g:?} {tokens:?}");
                let Some(moves) = reply.into_move() else {
                    assert!(over && !win, "{g:?} {tokens:?}");
                    return None;
                };
                assert_eq!(moves.len(), tokens.len());
                // Every component that can move moves, to one of its options.
                let after: Vec<usize> = tokens
                    .iter()
                    .zip(&moves)
                    .map(|(&t, m)| match *m {
                        Some(u) => {
                            assert!(g[t].contains(&u), "{g:?} {tokens:?}");
                            u
                        }
                        None => {
                            assert!(g[t].is_empty(), "{g:?} {tokens:?}");
                            t
                        }
                    })
                    .collect();
                assert_eq!(every_wins(g, &after, memo), !win, "{g:?} {tokens:?}");
                if !win {
                    // The largest step count any move could leave.
                    let most = tokens
                        .iter()
                        .map(|&t| g[t].iter().map(|&u| steps[u]).max().unwrap_or(steps[t]))
                        .max();
                    let left = after.iter().map(|&t| steps[t]).max();
                    assert_eq!(left, most, "{g:?} {tokens:?}");
                }
                Some(win)
            },
        );
        assert!(seen[0] > 50 && seen[1] > 200, "{seen:?}");
    }
}
