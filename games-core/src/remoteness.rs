//! Remoteness on game graphs with cycles: how many moves the game lasts when the winner hurries and the loser delays.
//!
//! Retrograde analysis as in `super::retrograde`, with the depth of every
//! label: a position with no move is lost in 0 moves; a position wins in
//! d + 1 when its nearest losing option is lost in d; it loses in d + 1 when
//! every option wins and the farthest wins in d. Positions are settled in
//! nondecreasing depth (a first-in first-out queue), so the first losing
//! option found is the nearest and the last winning one the farthest. A
//! position never settled is a draw and has no number.

use super::retrograde::{GameGraph, Outcome, Play};
use std::collections::VecDeque;

/// A position's outcome for the player to move, with the number of moves
/// (both players' counted) until the game ends under best play: the winner
/// ends it as soon as he can, the loser as late as he can.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Remote {
    /// The player to move wins; the game ends after this many moves.
    Win(usize),
    /// The player to move loses; the game ends after this many moves.
    Lose(usize),
    /// Neither side can force a win: best play never ends.
    Draw,
}

impl Remote {
    /// The outcome alone.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::{remoteness::Remote, retrograde::Outcome};
    /// assert_eq!(Remote::Lose(4).outcome(), Outcome::Lose);
    /// assert_eq!(Remote::Draw.outcome(), Outcome::Draw);
    /// ```
    pub fn outcome(self) -> Outcome {
        match self {
            Remote::Win(_) => Outcome::Win,
            Remote::Lose(_) => Outcome::Lose,
            Remote::Draw => Outcome::Draw,
        }
    }

    /// The number of moves until the end, `None` for a draw.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::remoteness::Remote;
    /// assert_eq!((Remote::Win(3).moves(), Remote::Draw.moves()), (Some(3), None));
    /// ```
    pub fn moves(self) -> Option<usize> {
        match self {
            Remote::Win(d) | Remote::Lose(d) => Some(d),
            Remote::Draw => None,
        }
    }
}

/// The remoteness of every position of `graph` under normal play (a
/// position with no move is `Lose(0)`), each with its best move: from a
/// win, to the nearest lost position; from a loss, to the farthest won one;
/// from a draw, to a draw.
///
/// # Complexity
/// O(V + E) time (each move is seen once, from its end, and once more from
/// a draw), O(V) extra memory.
///
/// # Example
/// ```
/// use games_core::remoteness::{remoteness, Remote::*};
/// use games_core::retrograde::Graph;
/// // A path 0 → 1 → 2 → 3 → 4 with shortcuts 0 → 3 and 5 → 2, 5 → 4; 6 ⇄ 7.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (0, 3), (5, 2), (5, 4), (6, 7), (7, 6)];
/// let r = remoteness(&Graph::from_edges(8, &edges).unwrap());
/// let values: Vec<_> = r.iter().map(|p| p.value).collect();
/// assert_eq!(values, [Lose(4), Win(3), Lose(2), Win(1), Lose(0), Win(1), Draw, Draw]);
/// assert_eq!(r[0].best, Some(1)); // the loser delays: 0 → 3 would lose in 2
/// assert_eq!(r[5].best, Some(4)); // the winner hurries: 5 → 2 would win in 3
/// assert_eq!((r[4].best, r[6].best), (None, Some(7)));
/// ```
pub fn remoteness<G: GameGraph>(graph: &G) -> Vec<Play<Remote>> {
    remoteness_given(graph, |_| None)
}

/// As [`remoteness`], but `given(v)` may end the game at `v` with an
/// outcome for the player to move there, as in
/// `super::retrograde::retrograde_given`: `Some(Win)` is `Win(0)`,
/// `Some(Lose)` is `Lose(0)`, `Some(Draw)` a draw; the moves of such a
/// position are ignored and its `best` is `None`.
///
/// # Complexity
/// O(V + E) time plus V calls of `given`, O(V) extra memory.
///
/// # Example
/// ```
/// use games_core::remoteness::{remoteness_given, Remote::*};
/// use games_core::retrograde::{Graph, Outcome};
/// // A ring 0 → 1 → 2 → 3 → 0 where whoever must move at 3 has lost.
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]).unwrap();
/// let r = remoteness_given(&g, |v| (v == 3).then_some(Outcome::Lose));
/// let values: Vec<_> = r.iter().map(|p| p.value).collect();
/// assert_eq!(values, [Win(3), Lose(2), Win(1), Lose(0)]);
/// ```
pub fn remoteness_given<G, F>(graph: &G, given: F) -> Vec<Play<Remote>>
where
    G: GameGraph,
    F: Fn(usize) -> Option<Outcome>,
{
    let n = graph.positions();
    let mut plays = vec![
        Play {
            value: Remote::Draw,
            best: None,
        };
        n
    ];
    // Positions neither given nor settled yet.
    let mut open = vec![true; n];
    // Moves from an open position not yet known to reach a Win.
    let mut left = vec![0usize; n];
    let mut queue = VecDeque::new();
    for v in 0..n {
        let end = match given(v) {
            Some(Outcome::Win) => Some(Remote::Win(0)),
            Some(Outcome::Lose) => Some(Remote::Lose(0)),
            Some(Outcome::Draw) => {
                open[v] = false;
                None
            }
            None => {
                left[v] = graph.moves(v);
                (left[v] == 0).then_some(Remote::Lose(0))
            }
        };
        if let Some(value) = end {
            plays[v].value = value;
            open[v] = false;
            queue.push_back(v);
        }
    }
    // Depths leave the queue in nondecreasing order: each push is one more
    // than the depth just taken out.
    while let Some(v) = queue.pop_front() {
        let value = plays[v].value;
        graph.for_each_predecessor(v, |u| {
            if !open[u] {
                return;
            }
            match value {
                Remote::Lose(d) => {
                    plays[u] = Play {
                        value: Remote::Win(d + 1),
                        best: Some(v),
                    };
                    open[u] = false;
                    queue.push_back(u);
                }
                Remote::Win(d) => {
                    left[u] -= 1;
                    if left[u] == 0 {
                        plays[u] = Play {
                            value: Remote::Lose(d + 1),
                            best: Some(v),
                        };
                        open[u] = false;
                        queue.push_back(u);
                    }
                }
                Remote::Draw => unreachable!("a draw is never queued"),
            }
        });
    }
    // An open position has a move to a draw (else every move would reach a
    // Win and it would be Lose): name the first found.
    for v in 0..n {
        if plays[v].value != Remote::Draw {
            continue;
        }
        graph.for_each_predecessor(v, |u| {
            if open[u] && plays[u].best.is_none() {
                plays[u].best = Some(v);
            }
        });
    }
    plays
}

#[cfg(test)]
mod tests {
    use super::super::retrograde::{retrograde_given, turn, Graph};
    use super::super::test_support::tally;
    use super::*;
    use rand::Rng;

    /// Remoteness from the definition by depth: `win[k][v]` says the mover
    /// at `v` can force a win within k moves, `lose[k][v]` that the
    /// opponent can; the value is the first k where either holds.
    fn by_depth(n: usize, edges: &[(usize, usize)], given: &[Option<Outcome>]) -> Vec<Remote> {
        let succ = |v: usize| edges.iter().filter(move |e| e.0 == v).map(|e| e.1);
        let mut win = vec![false; n];
        let mut lose: Vec<bool> = (0..n)
            .map(|v| match given[v] {
                Some(o) => o == Outcome::Lose,
                None => succ(v).next().is_none(),
            })
            .collect();
        for v in 0..n {
            win[v] = given[v] == Some(Outcome::Win);
        }
        let mut value: Vec<Option<Remote>> = (0..n)
            .map(|v| {
                if win[v] {
                    Some(Remote::Win(0))
                } else if lose[v] {
                    Some(Remote::Lose(0))
                } else {
                    None
                }
            })
            .collect();
        for k in 1..=2 * n + 2 {
            let next_win: Vec<bool> = (0..n)
                .map(|v| win[v] || (given[v].is_none() && succ(v).any(|u| lose[u])))
                .collect();
            let next_lose: Vec<bool> = (0..n)
                .map(|v| lose[v] || (given[v].is_none() && succ(v).all(|u| win[u])))
                .collect();
            for v in 0..n {
                if value[v].is_none() {
                    if next_win[v] {
                        value[v] = Some(Remote::Win(k));
                    } else if next_lose[v] {
                        value[v] = Some(Remote::Lose(k));
                    }
                }
            }
            if next_win == win && next_lose == lose {
                break;
            }
            (win, lose) = (next_win, next_lose);
        }
        value
            .into_iter()
            .map(|x| x.unwrap_or(Remote::Draw))
            .collect()
    }

    /// `plays[v].best` is a move of `v` that achieves its value.
    fn check_best(plays: &[Play<Remote>], edges: &[(usize, usize)], given: &[Option<Outcome>]) {
        for (v, p) in plays.iter().enumerate() {
            let has_moves = edges.iter().any(|e| e.0 == v);
            let Some(b) = p.best else {
                assert!(given[v].is_some() || !has_moves, "{v} has no best move");
                continue;
            };
            assert!(given[v].is_none() && edges.contains(&(v, b)), "{v} → {b}");
            let to = plays[b].value;
            match p.value {
                Remote::Win(d) => assert_eq!(to, Remote::Lose(d - 1), "{v}"),
                Remote::Lose(d) => assert_eq!(to, Remote::Win(d - 1), "{v}"),
                Remote::Draw => assert_eq!(to, Remote::Draw, "{v}"),
            }
        }
    }

    #[test]
    fn random_graphs_match_the_definition_by_depth() {
        let seen = tally::<4>(936, 600, |rng, round, seen| {
            let n = rng.gen_range(1..=10);
            let edges: Vec<(usize, usize)> = (0..n)
                .flat_map(|v| (0..rng.gen_range(0..=2)).map(move |_| v))
                .collect::<Vec<usize>>()
                .into_iter()
                .map(|from| {
                    // Mostly one or two steps down, so that games are long; cycles from the rest.
                    let to = if from > 0 && rng.gen_bool(0.75) {
                        from - 1 - rng.gen_range(0..from.min(2))
                    } else {
                        rng.gen_range(0..n)
                    };
                    (from, to)
                })
                .collect();
            let given: Vec<Option<Outcome>> = (0..n)
                .map(|_| match (round % 2, rng.gen_range(0..10)) {
                    (1, 0) => Some(Outcome::Win),
                    (1, 1) => Some(Outcome::Lose),
                    (1, 2) => Some(Outcome::Draw),
                    _ => None,
                })
                .collect();
            let g = Graph::from_edges(n, &edges).unwrap();
            let plays = remoteness_given(&g, |v| given[v]);
            let values: Vec<Remote> = plays.iter().map(|p| p.value).collect();
            assert_eq!(values, by_depth(n, &edges, &given), "{edges:?} {given:?}");
            let outcomes: Vec<Outcome> = values.iter().map(|r| r.outcome()).collect();
            assert_eq!(outcomes, retrograde_given(&g, |v| given[v]));
            check_best(&plays, &edges, &given);
            if round % 2 == 0 {
                assert_eq!(remoteness(&g), plays);
            }
            for r in values {
                seen[match r {
                    Remote::Win(d) | Remote::Lose(d) if d >= 3 => 3,
                    Remote::Win(_) => 0,
                    Remote::Lose(_) => 1,
                    Remote::Draw => 2,
                }] += 1;
            }
        });
        // Wins, losses, draws and games of three moves or more all occur often.
        assert!(seen.iter().all(|&c| c > 150), "{seen:?}");
    }

    #[test]
    fn per_player_chase_on_a_path() {
        // States are (cat, mouse) on a path of 4 cells, the cat moving first;
        // the mouse is caught when they share a cell, and must move.
        let id = |c: usize, m: usize| c * 4 + m;
        let steps = |x: usize| [x.wrapping_sub(1), x + 1].into_iter().filter(|&y| y < 4);
        let mut moves = [Vec::new(), Vec::new()];
        for c in 0..4 {
            for m in (0..4).filter(|&m| m != c) {
                moves[0].extend(steps(c).map(|d| (id(c, m), id(d, m))));
                moves[1].extend(steps(m).map(|d| (id(c, m), id(c, d))));
            }
        }
        let g = Graph::per_player(16, [&moves[0], &moves[1]]).unwrap();
        // Whoever must move on a shared cell has just been caught or has caught: the mouse lost.
        let r = remoteness_given(&g, |v| {
            let s = v / 2;
            (s / 4 == s % 4).then_some(if v % 2 == 1 {
                Outcome::Lose
            } else {
                Outcome::Win
            })
        });
        // Cat at 0, mouse at 3, cat to move: cat 0→1, mouse 3→2, cat 1→2 catches.
        assert_eq!(r[turn(id(0, 3), 0)].value, Remote::Win(3));
        assert_eq!(r[turn(id(0, 3), 0)].best, Some(turn(id(1, 3), 1)));
        // Mouse to move at the wall, the cat beside it: its one step runs into the cat.
        assert_eq!(r[turn(id(1, 0), 1)].value, Remote::Lose(1));
        // The cat one cell farther: the mouse steps to 1 and is caught there.
        assert_eq!(r[turn(id(2, 0), 1)].value, Remote::Lose(2));
    }

    #[test]
    fn long_chains_have_exact_depths() {
        let n = 200_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        let r = remoteness(&Graph::from_edges(n, &edges).unwrap());
        assert!(r.iter().enumerate().all(|(v, p)| p.value
            == if v % 2 == 0 {
                Remote::Lose(v)
            } else {
                Remote::Win(v)
            }));
    }
}
