//! Minimax totals on game graphs with cycles: one side wants the game to end with the smallest total of the moves' gains, the other prefers it never end, else the largest total.
//!
//! Every move carries a gain ≥ 0; a play's total is the sum of the gains of
//! the moves made (a move made twice counts twice). At a position of the
//! **minimiser** the mover wants, first, the game to end and, then, the
//! smallest total; at a position of the **maximiser** the mover wants the
//! game never to end and, failing that, the largest total. A position with
//! no move ends the game with total 0. A position whose play never ends
//! under best play is [`Total::Never`]: the maximiser can keep it going
//! forever.
//!
//! The values are settled in nondecreasing order, Dijkstra's way on the
//! reversed graph with a binary heap: a minimiser's position is settled by
//! its smallest settled option (gains are ≥ 0, so nothing settled later can
//! be smaller), a maximiser's once every option is settled (an option left
//! open is one where play may never end, which the maximiser prefers).
//! Positions never settled are `Never`. This is AtCoder ABC261 Ex's game,
//! with which side minimises given per position.
//!
//! Totals are `i128`: a settled value is one gain plus a value settled
//! before it, so it sums at most V gains below 2^63 and cannot overflow.

use super::retrograde::{turn, GameGraph, Play};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The total of a play under best play, or `Never` when it never ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Total {
    /// The game ends, with this total of gains.
    Ends(i128),
    /// The game never ends.
    Never,
}

/// A game graph whose moves carry gains: [`GameGraph`] with the gain of each
/// move into a position.
///
/// # Constraints
/// As [`GameGraph`]: `for_each_weighted_predecessor(v, f)` calls `f(u, gain)`
/// once per move `u → v`, with the same moves as `for_each_predecessor`;
/// gains are ≥ 0.
pub trait WeightedGameGraph: GameGraph {
    /// Calls `f(u, gain)` for every move `u → v`, with what it adds to the total.
    fn for_each_weighted_predecessor<F: FnMut(usize, i64)>(&self, v: usize, f: F);
}

/// A game graph with gains stored in full: for each position its number of
/// moves, and the moves into it with their gains (12 bytes per move).
#[derive(Clone, Debug)]
pub struct WeightedGraph {
    out_degree: Vec<u32>,
    /// Moves into `v` are `sources[first[v]..first[v + 1]]`, gains alike.
    first: Vec<usize>,
    sources: Vec<u32>,
    gains: Vec<i64>,
}

impl WeightedGraph {
    /// The graph on positions `0..n` whose moves are `edges`
    /// (`(from, to, gain)`; repeats and self-loops allowed). `None` when an
    /// endpoint is not below `n`, `n` is not below 2^32, or a gain is negative.
    ///
    /// # Complexity
    /// O(n + edges).
    ///
    /// # Example
    /// ```
    /// use games_core::minimax_total::WeightedGraph;
    /// assert!(WeightedGraph::from_edges(2, &[(0, 1, 5), (1, 0, 0)]).is_some());
    /// assert!(WeightedGraph::from_edges(2, &[(0, 2, 5)]).is_none());
    /// assert!(WeightedGraph::from_edges(2, &[(0, 1, -1)]).is_none());
    /// ```
    pub fn from_edges(n: usize, edges: &[(usize, usize, i64)]) -> Option<WeightedGraph> {
        if (n as u64) >= 1 << 32 || edges.iter().any(|&(a, b, w)| a >= n || b >= n || w < 0) {
            return None;
        }
        let mut out_degree = vec![0u32; n];
        let mut first = vec![0usize; n + 1];
        for &(from, to, _) in edges {
            out_degree[from] += 1;
            first[to + 1] += 1;
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut sources = vec![0u32; edges.len()];
        let mut gains = vec![0i64; edges.len()];
        for &(from, to, gain) in edges {
            sources[fill[to]] = from as u32;
            gains[fill[to]] = gain;
            fill[to] += 1;
        }
        Some(WeightedGraph {
            out_degree,
            first,
            sources,
            gains,
        })
    }

    /// The game on states `0..n` where player `p` moves along `moves[p]`
    /// (`(from, to, gain)`), turns alternating: position
    /// `super::retrograde::turn(s, p)` has player `p` to move at state `s`,
    /// as in `super::retrograde::Graph::per_player`. `None` as in
    /// [`WeightedGraph::from_edges`], or when `2n` overflows.
    ///
    /// # Complexity
    /// O(n + moves).
    ///
    /// # Example
    /// ```
    /// use games_core::minimax_total::{minimax_totals, Total, WeightedGraph};
    /// use games_core::retrograde::turn;
    /// // A token on 0 → 1 (gain 4) and 0 → 2 (gain 1), 2 → 0 (gain 0); player 0 minimises.
    /// let edges = [(0, 1, 4), (0, 2, 1), (2, 0, 0)];
    /// let g = WeightedGraph::per_player(3, [&edges[..], &edges[..]]).unwrap();
    /// let t = minimax_totals(&g, |v| v % 2 == 0);
    /// // Player 0 at 0 pays 4 to end at once: through 2, player 1 would send the token back forever.
    /// assert_eq!(t[turn(0, 0)].value, Total::Ends(4));
    /// assert_eq!(t[turn(0, 1)].value, Total::Never);
    /// ```
    pub fn per_player(n: usize, moves: [&[(usize, usize, i64)]; 2]) -> Option<WeightedGraph> {
        let positions = n.checked_mul(2)?;
        let mut edges = Vec::with_capacity(moves[0].len() + moves[1].len());
        for (p, moves) in moves.iter().enumerate() {
            for &(s, t, gain) in moves.iter() {
                if s >= n || t >= n {
                    return None;
                }
                edges.push((turn(s, p), turn(t, 1 - p), gain));
            }
        }
        WeightedGraph::from_edges(positions, &edges)
    }
}

impl GameGraph for WeightedGraph {
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

impl WeightedGameGraph for WeightedGraph {
    fn for_each_weighted_predecessor<F: FnMut(usize, i64)>(&self, v: usize, mut f: F) {
        let range = self.first[v]..self.first[v + 1];
        for (&u, &gain) in self.sources[range.clone()].iter().zip(&self.gains[range]) {
            f(u as usize, gain);
        }
    }
}

/// A heap entry in 16 bytes (half the cache misses of a pair): the total
/// above the position's number. Totals are ≥ 0 and below 2^95 (at most
/// 2^32 gains below 2^63), numbers below 2^32, so the order is the pairs'.
fn pack(total: i128, v: usize) -> u128 {
    ((total as u128) << 32) | v as u128
}

/// The pair [`pack`] made.
fn unpack(entry: u128) -> (i128, usize) {
    ((entry >> 32) as i128, (entry & 0xffff_ffff) as usize)
}

/// The minimax total of every position of `graph`, where `minimiser(v)`
/// says the mover at `v` is the minimiser (who wants the game to end, then
/// the smallest total) and otherwise the maximiser (who prefers it never
/// end, then the largest total); each with its best move. From a
/// minimiser's position that ends, `best` leads to the option of smallest
/// gain + total (by the lightest of parallel moves); from a maximiser's
/// position that ends, to the largest (by the heaviest); from `Never`, to a
/// `Never` option. Following `best` from a position that ends reaches a
/// position with no move, and the gains on the way add up to its total.
///
/// # Complexity
/// O((V + E) log(V + E)) time, O(V + E) extra memory (the heap holds at
/// most one entry per move and per end).
///
/// # Panics
/// If a gain is negative (a [`WeightedGraph`] has none; a hand-written
/// [`WeightedGameGraph`] may), or the graph has 2^32 positions or more.
///
/// # Example
/// ```
/// use games_core::minimax_total::{minimax_totals, Total, WeightedGraph};
/// use games_core::retrograde::turn;
/// // AtCoder ABC261 Ex, sample 3: edges 1→2, 2→3, 3→1, 2→4 of gain 1 (0-based
/// // here); Takahashi (player 0, minimiser) moves first from vertex 0.
/// let edges = [(0, 1, 1), (1, 2, 1), (2, 0, 1), (1, 3, 1)];
/// let g = WeightedGraph::per_player(4, [&edges[..], &edges[..]]).unwrap();
/// let t = minimax_totals(&g, |v| v % 2 == 0);
/// assert_eq!(t[turn(0, 0)].value, Total::Ends(5));
/// assert_eq!(t[turn(0, 0)].best, Some(turn(1, 1)));
/// assert_eq!(t[turn(3, 1)].value, Total::Ends(0)); // no move: the end
/// ```
pub fn minimax_totals<G, M>(graph: &G, minimiser: M) -> Vec<Play<Total>>
where
    G: WeightedGameGraph,
    M: Fn(usize) -> bool,
{
    let n = graph.positions();
    assert!(
        (n as u64) < 1 << 32,
        "{n} positions: minimax_totals numbers them below 2^32"
    );
    let mut plays = vec![
        Play {
            value: Total::Never,
            best: None,
        };
        n
    ];
    // For a minimiser's position, the smallest option found (i128::MAX: none);
    // for a maximiser's, the largest (i128::MIN: none) while `left` counts
    // its options not yet settled.
    let mut found = vec![0i128; n];
    let mut left = vec![0usize; n];
    let mut settled = vec![false; n];
    let mut is_minimiser = vec![false; n];
    // Settled at the key being taken out now, so kept off the heap: the ends
    // (key 0, the least there is) and whatever a move of gain 0 settles.
    let mut ready: Vec<(i128, usize)> = Vec::new();
    for v in 0..n {
        is_minimiser[v] = minimiser(v);
        left[v] = graph.moves(v);
        if left[v] == 0 {
            ready.push((0, v));
        } else {
            found[v] = if is_minimiser[v] {
                i128::MAX
            } else {
                i128::MIN
            };
        }
    }
    let mut heap = BinaryHeap::new();
    // Keys are taken out in nondecreasing order: every key pushed is a gain
    // ≥ 0 plus the key being taken out, or the largest of such; the heap is
    // read only once `ready` (at the current key) is empty.
    loop {
        let (total, v) = match ready.pop() {
            Some(entry) => entry,
            None => match heap.pop() {
                Some(Reverse(entry)) => unpack(entry),
                None => break,
            },
        };
        if settled[v] {
            continue;
        }
        settled[v] = true;
        plays[v].value = Total::Ends(total);
        graph.for_each_weighted_predecessor(v, |u, gain| {
            assert!(gain >= 0, "a move {u} → {v} with a negative gain {gain}");
            if settled[u] {
                return;
            }
            // At most V gains below 2^63 each: within i128.
            let through = total + i128::from(gain);
            let settle = if is_minimiser[u] {
                if through >= found[u] {
                    return;
                }
                found[u] = through;
                plays[u].best = Some(v);
                true
            } else {
                if through > found[u] {
                    found[u] = through;
                    plays[u].best = Some(v);
                }
                left[u] -= 1;
                left[u] == 0
            };
            if settle {
                if found[u] == total {
                    ready.push((total, u));
                } else {
                    heap.push(Reverse(pack(found[u], u)));
                }
            }
        });
    }
    // A position that never ends has an option that never ends (a
    // minimiser's are all such; a maximiser's has one left open): name one.
    for play in plays.iter_mut().zip(&settled) {
        if !*play.1 {
            play.0.best = None;
        }
    }
    for v in 0..n {
        if settled[v] {
            continue;
        }
        graph.for_each_predecessor(v, |u| {
            if !settled[u] && plays[u].best.is_none() {
                plays[u].best = Some(v);
            }
        });
    }
    plays
}

#[cfg(test)]
mod tests {
    use super::super::test_support::tally;
    use super::*;
    use rand::Rng;

    /// The totals by value iteration from the rules: start from `Never`
    /// everywhere but the ends (0), then let each position take the best
    /// of gain + option (`Never` counting as +∞) until nothing changes.
    /// After k rounds a value is the game's cut off after k moves with an
    /// unfinished play worth +∞; the values only fall, and they are
    /// integers ≥ 0, so the rounds stop.
    fn by_iteration(n: usize, edges: &[(usize, usize, i64)], min: &[bool]) -> Vec<Total> {
        let mut value: Vec<Option<i128>> = (0..n)
            .map(|v| (!edges.iter().any(|e| e.0 == v)).then_some(0))
            .collect();
        loop {
            let next: Vec<Option<i128>> = (0..n)
                .map(|v| {
                    let options: Vec<Option<i128>> = edges
                        .iter()
                        .filter(|e| e.0 == v)
                        .map(|e| value[e.1].map(|t| t + i128::from(e.2)))
                        .collect();
                    if options.is_empty() {
                        Some(0)
                    } else if min[v] {
                        options.into_iter().flatten().min()
                    } else {
                        options
                            .into_iter()
                            .collect::<Option<Vec<i128>>>()?
                            .into_iter()
                            .max()
                    }
                })
                .collect();
            if next == value {
                break;
            }
            value = next;
        }
        value
            .into_iter()
            .map(|x| x.map_or(Total::Never, Total::Ends))
            .collect()
    }

    #[test]
    fn random_graphs_match_value_iteration() {
        let gains = [0, 1, 2, 3, 5, 10];
        let seen = tally::<3>(261, 600, |rng, _, seen| {
            let n = rng.gen_range(1..=9);
            let edges: Vec<(usize, usize, i64)> = (0..n)
                .flat_map(|v| (0..rng.gen_range(0..=2)).map(move |_| v))
                .collect::<Vec<usize>>()
                .into_iter()
                .map(|from| {
                    // Mostly one or two steps down, so that lines are long; cycles from the rest.
                    let to = if from > 0 && rng.gen_bool(0.75) {
                        from - 1 - rng.gen_range(0..from.min(2))
                    } else {
                        rng.gen_range(0..n)
                    };
                    (from, to, gains[rng.gen_range(0..gains.len())])
                })
                .collect();
            let min: Vec<bool> = (0..n).map(|_| rng.gen_bool(0.6)).collect();
            let g = WeightedGraph::from_edges(n, &edges).unwrap();
            let plays = minimax_totals(&g, |v| min[v]);
            let values: Vec<Total> = plays.iter().map(|p| p.value).collect();
            assert_eq!(values, by_iteration(n, &edges, &min), "{edges:?} {min:?}");
            for (v, p) in plays.iter().enumerate() {
                let options: Vec<&(usize, usize, i64)> =
                    edges.iter().filter(|e| e.0 == v).collect();
                match (p.value, p.best) {
                    (Total::Ends(t), Some(b)) => {
                        let Total::Ends(after) = plays[b].value else {
                            panic!("{v} → {b} never ends")
                        };
                        let through = options
                            .iter()
                            .filter(|e| e.1 == b)
                            .map(|e| i128::from(e.2) + after);
                        let by = if min[v] { through.min() } else { through.max() };
                        assert_eq!(by, Some(t), "{v} → {b}");
                        seen[0] += 1;
                    }
                    (Total::Ends(0), None) => assert!(options.is_empty()),
                    (Total::Never, Some(b)) => {
                        assert!(options.iter().any(|e| e.1 == b));
                        assert_eq!(plays[b].value, Total::Never);
                        seen[2] += 1;
                    }
                    other => panic!("{v}: {other:?}"),
                }
                // The principal line ends, adding up to the total.
                if let Total::Ends(t) = p.value {
                    let (mut at, mut sum, mut steps) = (v, 0i128, 0);
                    while let Some(b) = plays[at].best {
                        let gain = edges.iter().filter(|e| e.0 == at && e.1 == b).map(|e| e.2);
                        let gain = if min[at] { gain.min() } else { gain.max() };
                        sum += i128::from(gain.unwrap());
                        at = b;
                        steps += 1;
                        assert!(steps <= n, "the line from {v} loops");
                    }
                    assert_eq!(sum, t);
                    seen[1] += usize::from(steps > 2);
                }
            }
        });
        // Finite totals, lines of three moves or more and endless plays all occur often.
        assert!(seen.iter().all(|&c| c > 150), "{seen:?}");
    }

    #[test]
    fn huge_gains_add_up_exactly() {
        let big = i64::MAX;
        let edges: Vec<(usize, usize, i64)> = (0..4).map(|v| (v, v + 1, big)).collect();
        let g = WeightedGraph::from_edges(5, &edges).unwrap();
        let t = minimax_totals(&g, |v| v % 2 == 0);
        assert_eq!(t[0].value, Total::Ends(4 * i128::from(big)));
    }

    #[test]
    fn long_rings_use_no_recursion() {
        // A ring 1 → 2 → … → n − 1 → 1 (n − 1 even) of gain 1, minimisers at
        // even positions, each with an exit to the end 0 of gain 5: each leaves
        // at once, and a maximiser can only step on to the next exit.
        let n = 100_001;
        let ring = |v: usize| v % (n - 1) + 1;
        let mut edges: Vec<(usize, usize, i64)> = (1..n).map(|v| (v, ring(v), 1)).collect();
        edges.extend((2..n).step_by(2).map(|v| (v, 0, 5)));
        let t = minimax_totals(&WeightedGraph::from_edges(n, &edges).unwrap(), |v| {
            v % 2 == 0
        });
        for (v, play) in t.iter().enumerate().skip(1) {
            let expected = if v % 2 == 0 { (5, 0) } else { (6, v + 1) };
            assert_eq!(
                (play.value, play.best),
                (Total::Ends(expected.0), Some(expected.1)),
                "{v}"
            );
        }
        // Without the exits nothing ends, and each position names its one move.
        edges.truncate(n - 1);
        let t = minimax_totals(&WeightedGraph::from_edges(n, &edges).unwrap(), |v| {
            v % 2 == 0
        });
        assert!((1..n).all(|v| t[v]
            == Play {
                value: Total::Never,
                best: Some(ring(v))
            }));
    }

    #[test]
    fn bad_structure_is_none() {
        assert!(WeightedGraph::from_edges(1 << 32, &[]).is_none());
        assert!(WeightedGraph::per_player(2, [&[(0, 2, 0)][..], &[][..]]).is_none());
        assert!(WeightedGraph::per_player(2, [&[][..], &[(0, 1, -3)][..]]).is_none());
        assert!(WeightedGraph::per_player(usize::MAX, [&[][..], &[][..]]).is_none());
    }
}
