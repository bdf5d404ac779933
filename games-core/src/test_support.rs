//! Test-only support for games-core's own tests (compiled under `cfg(test)` alone, so no bundle holds it): random game DAGs, their Grundy values, sums of tokens on them searched as one game, and the loop over random sums.
#![cfg(test)]

use super::mex::{mex, Grundy};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;
use std::ops::RangeInclusive;

/// A memo of one graph's token multisets (sorted) to whether the player to move wins.
pub type Memo = HashMap<Vec<usize>, bool>;

/// A game graph (vertex v's moves, each to a smaller vertex) and a value
/// for each vertex (its Grundy value, its step count).
pub type Valued = (Vec<Vec<usize>>, Vec<u64>);

/// Who makes the last move of a sum: the winner (normal play) or the loser (misère play).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Play {
    /// Who cannot move loses.
    Normal,
    /// Who cannot move wins.
    Misere,
}

/// A random game graph on `0..n` whose moves go to smaller vertices, each
/// move present with probability `p`.
pub fn random_dag(rng: &mut StdRng, n: usize, p: f64) -> Vec<Vec<usize>> {
    (0..n)
        .map(|v| (0..v).filter(|_| rng.gen_bool(p)).collect())
        .collect()
}

/// The Grundy value (normal play) of every vertex of a DAG whose moves go
/// to smaller vertices: the mex of its options' values.
pub fn dag_grundy(g: &[Vec<usize>]) -> Vec<Grundy> {
    let mut value: Vec<Grundy> = Vec::with_capacity(g.len());
    for opts in g {
        let v = mex(opts.iter().map(|&u| value[u]));
        value.push(v);
    }
    value
}

/// Whether the player to move wins the sum of `tokens` on `g` (a move
/// moves one token along an edge), searched as one game under `play`;
/// `memo` must hold this graph's and this play's results only. The
/// recursion is as deep as the sum lasts, which tests keep small.
pub fn sum_wins(g: &[Vec<usize>], tokens: &[usize], play: Play, memo: &mut Memo) -> bool {
    let mut key = tokens.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut w = false;
    'search: for i in 0..key.len() {
        for &u in &g[key[i]] {
            any_move = true;
            let mut next = key.clone();
            next[i] = u;
            if !sum_wins(g, &next, play, memo) {
                w = true;
                break 'search;
            }
        }
    }
    // With no move at all, the player to move has lost in normal play and won in misère play.
    let w = w || (!any_move && play == Play::Misere);
    memo.insert(key, w);
    w
}

/// Random sums of tokens on random graphs: `rounds` graphs, each on a
/// vertex count drawn from `vertices`, and on each `per_graph` lists of
/// tokens (their number drawn from `tokens`, each a random vertex), drawn
/// from the seed `seed`.
pub struct TokenSums {
    seed: u64,
    rounds: usize,
    vertices: RangeInclusive<usize>,
    per_graph: usize,
    tokens: RangeInclusive<usize>,
}

impl TokenSums {
    /// The sums as described on [`TokenSums`].
    pub fn new(
        seed: u64,
        rounds: usize,
        vertices: RangeInclusive<usize>,
        per_graph: usize,
        tokens: RangeInclusive<usize>,
    ) -> Self {
        TokenSums {
            seed,
            rounds,
            vertices,
            per_graph,
            tokens,
        }
    }

    /// Checks on every sum that `rule`, given the values of the sum's
    /// components, says who wins as `search` of the whole sum does, and
    /// that both answers came at least `least` times; `graph` makes a graph
    /// and a value for each of its vertices.
    pub fn check_rule(
        &self,
        graph: impl FnMut(&mut StdRng, usize) -> Valued,
        search: impl Fn(&[Vec<usize>], &[usize], &mut Memo) -> bool,
        rule: impl Fn(Vec<u64>) -> bool,
        least: usize,
    ) {
        let seen = self.check(graph, |(g, value), tokens, memo| {
            let expect = search(g, tokens, memo);
            let values: Vec<u64> = tokens.iter().map(|&t| value[t]).collect();
            assert_eq!(rule(values), expect, "{g:?} {tokens:?}");
            Some(expect)
        });
        assert!(seen.iter().all(|&c| c >= least), "{seen:?}");
    }

    /// Runs `check` on every sum with the searched verdict (`search`) and
    /// the reply that `play` gives from the components' values and each
    /// component's options (each with its value); `graph` makes a graph and
    /// a value for each of its vertices. Returns `check`'s tally, as
    /// [`TokenSums::check`] does.
    pub fn check_reply<R>(
        &self,
        graph: impl FnMut(&mut StdRng, usize) -> Valued,
        search: impl Fn(&[Vec<usize>], &[usize], &mut Memo) -> bool,
        play: impl Fn(&[u64], &dyn Fn(usize) -> Vec<(usize, u64)>) -> R,
        mut check: impl FnMut(&Valued, &[usize], bool, R, &mut Memo) -> Option<bool>,
    ) -> [usize; 2] {
        self.check(graph, |game, tokens, memo| {
            let (g, value) = game;
            let win = search(g, tokens, memo);
            let values: Vec<u64> = tokens.iter().map(|&t| value[t]).collect();
            let options = |i: usize| g[tokens[i]].iter().map(|&u| (u, value[u])).collect();
            let reply = play(&values, &options);
            check(game, tokens, win, reply, memo)
        })
    }

    /// Runs `check` on every sum, the graph made by `graph` from its vertex
    /// count, with one fresh memo per graph. `check` returns `Some(win)` for
    /// a sum it counts; the result is how many of those were lost (`[0]`)
    /// and won (`[1]`), for the caller's check that both were seen often.
    pub fn check<G>(
        &self,
        mut graph: impl FnMut(&mut StdRng, usize) -> G,
        mut check: impl FnMut(&G, &[usize], &mut Memo) -> Option<bool>,
    ) -> [usize; 2] {
        tally(self.seed, self.rounds, |rng, _, seen| {
            let n = rng.gen_range(self.vertices.clone());
            let g = graph(rng, n);
            let mut memo = Memo::new();
            for _ in 0..self.per_graph {
                let k = rng.gen_range(self.tokens.clone());
                let list: Vec<usize> = (0..k).map(|_| rng.gen_range(0..n)).collect();
                if let Some(win) = check(&g, &list, &mut memo) {
                    seen[usize::from(win)] += 1;
                }
            }
        })
    }
}

/// Runs `round(rng, i, seen)` for each `i` in `0..rounds`, all from one
/// random stream seeded with `seed`, and returns the tally `seen` the rounds
/// kept of their outcomes (`N` kinds), for the caller's check that every
/// kind was seen often enough to make the rounds mean something.
pub fn tally<const N: usize>(
    seed: u64,
    rounds: usize,
    mut round: impl FnMut(&mut StdRng, usize, &mut [usize; N]),
) -> [usize; N] {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut seen = [0usize; N];
    for i in 0..rounds {
        round(&mut rng, i, &mut seen);
    }
    seen
}

/// A xorshift stream from `seed` (not 0): each call `next(n)` is a number
/// below `n`, for tests that want a fixed stream without a generator type.
pub fn xorshift(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut state = seed;
    move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    }
}
