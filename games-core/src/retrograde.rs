//! Retrograde analysis: Win / Lose / Draw for every position of a game graph that may have cycles.
//!
//! A position is Lose when every move from it reaches a Win (so a position
//! with no move is Lose: normal play), Win when some move reaches a Lose, and
//! Draw when neither can be forced: the game can be kept going forever. The
//! labels are found backwards from the positions whose outcome is known, with
//! an explicit queue, in O(V + E): each move is looked at once, from its end.
//!
//! Two shapes of game are served:
//! - **one move set for both players** (impartial: a word chain where either
//!   player may say any word): a position is the state alone, as in
//!   [`Graph::from_edges`];
//! - **a move set per player** (partisan: Rick and Morty each with their own
//!   steps): a position is a state *and* the player to move, numbered by
//!   [`turn`], as in [`Graph::per_player`].
//!
//! Graphs too large to list (every pair of states joined, say) implement
//! [`GameGraph`] themselves: the analysis needs only each position's number of
//! moves and, for each position, the positions with a move into it.
//!
//! The same graphs valued beyond Win / Lose / Draw, each position with the
//! move that achieves its value ([`Play`]): how many moves the game lasts
//! (`super::remoteness`), and the minimax total of the gains along the play
//! when one side wants the game to end (`super::minimax_total`).

use std::collections::VecDeque;

/// The outcome of a position for the player to move, with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win, whatever the player to move does.
    Lose,
    /// Neither side can force a win: the best play never ends.
    Draw,
}

/// A game graph as retrograde analysis reads it: positions `0..positions()`,
/// how many moves leave each, and which positions have a move into each.
///
/// # Constraints
/// `for_each_predecessor(v, f)` must call `f(u)` once per move from `u` to
/// `v` (a position with two moves into `v` is reported twice), so that
/// position `u` is reported `moves(u)` times in all over every `v`.
pub trait GameGraph {
    /// Number of positions.
    fn positions(&self) -> usize;
    /// Number of moves from position `v` (moves into the same position counted separately).
    fn moves(&self, v: usize) -> usize;
    /// Calls `f(u)` for every move `u → v`.
    fn for_each_predecessor<F: FnMut(usize)>(&self, v: usize, f: F);
}

/// A position's value with the move that achieves it: `best` is the position
/// that move leads to, `None` where the game is over (no move, or an end
/// given by the caller). A position whose value is kept by several moves
/// names one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play<V> {
    /// The position's value with best play.
    pub value: V,
    /// Where the move that achieves `value` leads; `None` at an end.
    pub best: Option<usize>,
}

/// The position of a per-player game where `player` (0 or 1) is to move at `state`: `2 · state + player`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use games_core::retrograde::turn;
/// assert_eq!((turn(0, 0), turn(0, 1), turn(5, 1)), (0, 1, 11));
/// ```
#[inline]
pub fn turn(state: usize, player: usize) -> usize {
    debug_assert!(player < 2);
    2 * state + player
}

/// A game graph stored in full: for each position its number of moves and
/// the list of positions with a move into it (compressed, 4 bytes per move).
#[derive(Clone, Debug)]
pub struct Graph {
    out_degree: Vec<u32>,
    /// Predecessors of `v` are `sources[first[v]..first[v + 1]]`.
    first: Vec<usize>,
    sources: Vec<u32>,
}

impl Graph {
    /// The graph on positions `0..n` whose moves are `edges` (`(from, to)`;
    /// repeats and self-loops allowed): one move set for both players.
    /// `None` when an endpoint is not below `n`, or `n` is not below 2^32
    /// (bad structure is an `Option` here as in `hackenbush` and `every_sg`).
    ///
    /// # Complexity
    /// O(n + edges), two passes.
    ///
    /// # Example
    /// ```
    /// use games_core::retrograde::{retrograde, Graph, Outcome::*};
    /// // 0 → 1 → 2, and 3 ⇄ 4 with 4 → 2.
    /// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 2)]).unwrap();
    /// assert_eq!(retrograde(&g), vec![Lose, Win, Lose, Lose, Win]);
    /// assert!(Graph::from_edges(2, &[(0, 2)]).is_none());
    /// ```
    pub fn from_edges(n: usize, edges: &[(usize, usize)]) -> Option<Graph> {
        if (n as u64) >= 1 << 32 || edges.iter().any(|&(from, to)| from >= n || to >= n) {
            return None;
        }
        let mut out_degree = vec![0u32; n];
        let mut first = vec![0usize; n + 1];
        for &(from, to) in edges {
            out_degree[from] += 1;
            first[to + 1] += 1;
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut sources = vec![0u32; edges.len()];
        for &(from, to) in edges {
            sources[fill[to]] = from as u32;
            fill[to] += 1;
        }
        Some(Graph {
            out_degree,
            first,
            sources,
        })
    }

    /// The game on states `0..n` where player 0 moves along `moves[0]` and
    /// player 1 along `moves[1]` (`(from, to)` pairs of states), turns
    /// alternating: position [`turn`]`(s, p)` has player `p` to move at state `s`,
    /// and a move of `p` from `s` to `t` leads to `turn(t, 1 - p)`.
    /// `None` when a state is not below `n`, or `2n` is not below 2^32.
    ///
    /// # Complexity
    /// O(n + moves).
    ///
    /// # Example
    /// ```
    /// use games_core::retrograde::{retrograde, turn, Graph, Outcome::*};
    /// // States 0, 1; player 0 may step 0 → 1, player 1 may step 1 → 0 and 1 → 1.
    /// let g = Graph::per_player(2, [&[(0, 1)][..], &[(1, 0), (1, 1)][..]]).unwrap();
    /// let o = retrograde(&g);
    /// assert_eq!(o[turn(0, 1)], Lose); // player 1 has no move at state 0,
    /// assert_eq!(o[turn(1, 0)], Lose); // nor player 0 at state 1,
    /// assert_eq!(o[turn(1, 1)], Win); // so player 1 at 1 steps 1 → 1 and wins,
    /// assert_eq!(o[turn(0, 0)], Lose); // and player 0's only step 0 → 1 loses.
    /// assert!(Graph::per_player(2, [&[(0, 2)][..], &[][..]]).is_none());
    /// ```
    pub fn per_player(n: usize, moves: [&[(usize, usize)]; 2]) -> Option<Graph> {
        let positions = n.checked_mul(2)?;
        let mut edges = Vec::with_capacity(moves[0].len() + moves[1].len());
        for (p, moves) in moves.iter().enumerate() {
            for &(s, t) in moves.iter() {
                if s >= n || t >= n {
                    return None;
                }
                edges.push((turn(s, p), turn(t, 1 - p)));
            }
        }
        Graph::from_edges(positions, &edges)
    }
}

impl GameGraph for Graph {
    fn positions(&self) -> usize {
        self.out_degree.len()
    }

    fn moves(&self, v: usize) -> usize {
        self.out_degree[v] as usize
    }

    fn for_each_predecessor<F: FnMut(usize)>(&self, v: usize, mut f: F) {
        for &u in &self.sources[self.first[v]..self.first[v + 1]] {
            f(u as usize);
        }
    }
}

/// Win / Lose / Draw for every position of `graph` under normal play: a
/// position with no move is Lose.
///
/// # Complexity
/// O(V + E) time (each move is seen once, from its end), O(V) extra memory.
///
/// # Example
/// ```
/// use games_core::retrograde::{retrograde, Graph, Outcome::*};
/// // A cycle 0 → 1 → 2 → 0 with an exit 2 → 3: 2 wins by moving to 3, so 1 loses, 0 wins.
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]).unwrap();
/// assert_eq!(retrograde(&g), vec![Win, Lose, Win, Lose]);
/// // Without the exit nobody can win.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
/// assert_eq!(retrograde(&g), vec![Draw, Draw, Draw]);
/// ```
pub fn retrograde<G: GameGraph>(graph: &G) -> Vec<Outcome> {
    retrograde_given(graph, |_| None)
}

/// As [`retrograde`], but `given(v)` may fix the outcome of position `v` for
/// the player to move there: `Some(outcome)` ends the game at `v` with that
/// outcome (its moves, if any, are ignored); `None` leaves `v` to its moves.
///
/// A given `Lose` is where the previous player has just won (a monster
/// falling into a black hole: the player to move there has lost); a given
/// `Win` is a misère-style end; a given `Draw` ends the game in a draw.
///
/// # Complexity
/// O(V + E) time plus V calls of `given`, O(V) extra memory.
///
/// # Example
/// ```
/// use games_core::retrograde::{retrograde_given, Graph, Outcome::*};
/// // 0 → 1 → 2 → 3, 3 → 0; reaching 2 ends the game with a loss for who must move there.
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]).unwrap();
/// let o = retrograde_given(&g, |v| if v == 2 { Some(Lose) } else { None });
/// assert_eq!(o, vec![Lose, Win, Lose, Win]);
/// ```
pub fn retrograde_given<G, F>(graph: &G, given: F) -> Vec<Outcome>
where
    G: GameGraph,
    F: Fn(usize) -> Option<Outcome>,
{
    const OPEN: u8 = 0;
    const WIN: u8 = 1;
    const LOSE: u8 = 2;
    const DRAW: u8 = 3;
    let n = graph.positions();
    let mut label = vec![OPEN; n];
    // Moves from an open position not yet known to reach a Win.
    let mut left: Vec<usize> = vec![0; n];
    let mut queue = VecDeque::new();
    for v in 0..n {
        match given(v) {
            Some(Outcome::Win) => {
                label[v] = WIN;
                queue.push_back(v);
            }
            Some(Outcome::Lose) => {
                label[v] = LOSE;
                queue.push_back(v);
            }
            Some(Outcome::Draw) => label[v] = DRAW,
            None => {
                left[v] = graph.moves(v);
                if left[v] == 0 {
                    label[v] = LOSE;
                    queue.push_back(v);
                }
            }
        }
    }
    while let Some(v) = queue.pop_front() {
        let lost = label[v] == LOSE;
        graph.for_each_predecessor(v, |u| {
            if label[u] != OPEN {
                return;
            }
            if lost {
                label[u] = WIN;
                queue.push_back(u);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    label[u] = LOSE;
                    queue.push_back(u);
                }
            }
        });
    }
    label
        .into_iter()
        .map(|l| match l {
            WIN => Outcome::Win,
            LOSE => Outcome::Lose,
            _ => Outcome::Draw,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_support::tally;
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The labels by plain fixed-point iteration from the definition: repeat
    /// until nothing changes — Win if some move reaches a Lose, Lose if every
    /// move reaches a Win (none at all included); whatever stays open is Draw.
    fn by_iteration(n: usize, edges: &[(usize, usize)], given: &[Option<Outcome>]) -> Vec<Outcome> {
        let mut label: Vec<Option<Outcome>> = given.to_vec();
        loop {
            let mut changed = false;
            for v in 0..n {
                if label[v].is_some() {
                    continue;
                }
                let succ: Vec<Option<Outcome>> = edges
                    .iter()
                    .filter(|e| e.0 == v)
                    .map(|e| label[e.1])
                    .collect();
                if succ.contains(&Some(Outcome::Lose)) {
                    label[v] = Some(Outcome::Win);
                    changed = true;
                } else if succ.iter().all(|&s| s == Some(Outcome::Win)) {
                    label[v] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                return label
                    .into_iter()
                    .map(|l| l.unwrap_or(Outcome::Draw))
                    .collect();
            }
        }
    }

    fn random_edges(rng: &mut StdRng, n: usize) -> Vec<(usize, usize)> {
        let m = rng.gen_range(0..=3 * n);
        (0..m)
            .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
            .collect()
    }

    #[test]
    fn random_graphs_match_fixed_point_iteration() {
        let seen = tally::<3>(2091, 600, |rng, round, seen| {
            let n = rng.gen_range(1..=12);
            let edges = random_edges(rng, n);
            let given: Vec<Option<Outcome>> = (0..n)
                .map(|_| match (round % 2, rng.gen_range(0..10)) {
                    (1, 0) => Some(Outcome::Win),
                    (1, 1) => Some(Outcome::Lose),
                    (1, 2) => Some(Outcome::Draw),
                    _ => None,
                })
                .collect();
            let expected = by_iteration(n, &edges, &given);
            let g = Graph::from_edges(n, &edges).unwrap();
            let got = retrograde_given(&g, |v| given[v]);
            assert_eq!(got, expected, "n = {n}, edges {edges:?}, given {given:?}");
            if round % 2 == 0 {
                assert_eq!(retrograde(&g), expected);
            }
            for o in got {
                seen[o as usize] += 1;
            }
        });
        // Every outcome occurs often, so the check means something.
        assert!(seen.iter().all(|&c| c > 300), "{seen:?}");
    }

    #[test]
    fn per_player_graphs_match_iteration_on_the_product() {
        let mut rng = StdRng::seed_from_u64(786);
        for _ in 0..400 {
            let n = rng.gen_range(1..=8);
            let moves = [random_edges(&mut rng, n), random_edges(&mut rng, n)];
            // The product graph written out by hand: (state, player) as 2·state + player.
            let mut product = Vec::new();
            for (p, m) in moves.iter().enumerate() {
                for &(s, t) in m {
                    product.push((2 * s + p, 2 * t + (1 - p)));
                }
            }
            let hole = rng.gen_range(0..n);
            let given: Vec<Option<Outcome>> = (0..2 * n)
                .map(|v| (v / 2 == hole).then_some(Outcome::Lose))
                .collect();
            let expected = by_iteration(2 * n, &product, &given);
            let g = Graph::per_player(n, [&moves[0], &moves[1]]).unwrap();
            let got = retrograde_given(&g, |v| given[v]);
            assert_eq!(got, expected, "{moves:?}");
            for s in 0..n {
                for p in 0..2 {
                    assert_eq!(got[turn(s, p)], expected[2 * s + p]);
                }
            }
        }
    }

    /// A graph given only implicitly: a cycle of `n` states, moving 1 or 2 steps on.
    struct Steps {
        n: usize,
    }

    impl GameGraph for Steps {
        fn positions(&self) -> usize {
            self.n
        }
        fn moves(&self, v: usize) -> usize {
            if v == 0 {
                0
            } else {
                2
            }
        }
        fn for_each_predecessor<F: FnMut(usize)>(&self, v: usize, mut f: F) {
            for step in [1, 2] {
                let u = (v + self.n - step) % self.n;
                if u != 0 {
                    f(u);
                }
            }
        }
    }

    #[test]
    fn implicit_graphs_and_long_chains() {
        for n in 3..40 {
            let edges: Vec<(usize, usize)> = (1..n)
                .flat_map(|v| [(v, (v + 1) % n), (v, (v + 2) % n)])
                .collect();
            let given = vec![None; n];
            assert_eq!(
                retrograde(&Steps { n }),
                by_iteration(n, &edges, &given),
                "{n}"
            );
        }
        // A chain of 10^6 positions: no recursion, alternating outcomes.
        let n = 1_000_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        let o = retrograde(&Graph::from_edges(n, &edges).unwrap());
        assert!(o.iter().enumerate().all(|(v, &x)| x
            == if v % 2 == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            }));
    }

    #[test]
    fn bad_structure_is_none_not_a_panic() {
        assert!(Graph::from_edges(3, &[(0, 1), (3, 0)]).is_none());
        assert!(Graph::from_edges(3, &[(1, 7)]).is_none());
        assert!(Graph::from_edges(1 << 32, &[]).is_none());
        assert!(Graph::from_edges(0, &[]).is_some());
        assert!(Graph::per_player(2, [&[][..], &[(2, 0)][..]]).is_none());
        assert!(Graph::per_player(usize::MAX, [&[][..], &[][..]]).is_none());
        assert!(Graph::per_player(1 << 31, [&[][..], &[][..]]).is_none());
    }
}
