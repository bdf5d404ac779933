//! Games whose positions repeat, solved from the rules alone: every reachable state enumerated, then a fixed point over them, never a cut-off in depth.
//!
//! The searches of [`crate::brute`] and [`crate::score`] walk a game tree
//! and refuse a cycle. Here the states reachable from the start are listed
//! first ([`reachable`]), then valued by sweeping them all until nothing
//! changes (or, with chance, until the bracket around the value is
//! narrower than asked). Each is slow (a sweep per step of the longest
//! forced line) and written from the definitions, independent of
//! games-core's queue and heap (`games_core::remoteness`,
//! `games_core::minimax_total`), which they check:
//! - [`remoteness`]: Win / Lose in so many moves, or Draw (beside
//!   [`crate::brute::outcomes`], which gives the outcome alone);
//! - [`minimax_values`]: the minimax total, or [`Total::Never`] when play
//!   never ends ([`ScoreRules::loopy_value`]);
//! - [`expected_f64_values`]: expectimax over chance in `f64`, to a stated
//!   tolerance ([`ScoreRules::loopy_expected_f64`]).

use crate::score::{ScoreRules, Turn};
pub use games_core::minimax_total::Total;
pub use games_core::remoteness::Remote;
use std::collections::HashMap;
use std::hash::Hash;

/// The states reachable from some starts, numbered in the order found
/// (the starts first), with each state's moves.
pub struct Reached<S, E> {
    /// The states; a state's number is its index.
    pub states: Vec<S>,
    /// Each state's number.
    pub index: HashMap<S, usize>,
    /// `moves[v]`: the moves of state `v`, each with the number of the state it leads to.
    pub moves: Vec<Vec<(usize, E)>>,
}

/// Every state reachable from `starts` under `moves` (which lists a state's
/// moves; `target(e)` is where move `e` leads), breadth first, each listed once.
///
/// # Example
/// ```
/// use problem_kit::loopy::reachable;
/// // A token on a ring of 5 cells, stepping 2 on.
/// let r = reachable(&[0u8], |&c: &u8| vec![(c + 2) % 5], |t: &u8| t);
/// assert_eq!(r.states, [0, 2, 4, 1, 3]);
/// assert_eq!(r.moves[4], [(0, 0)]); // cell 3 steps to cell 0
/// ```
pub fn reachable<S, E>(
    starts: &[S],
    moves: impl Fn(&S) -> Vec<E>,
    target: impl Fn(&E) -> &S,
) -> Reached<S, E>
where
    S: Clone + Eq + Hash,
{
    let mut index: HashMap<S, usize> = HashMap::new();
    let mut states: Vec<S> = Vec::new();
    for s in starts {
        if !index.contains_key(s) {
            index.insert(s.clone(), states.len());
            states.push(s.clone());
        }
    }
    let mut listed = Vec::new();
    while listed.len() < states.len() {
        let edges = moves(&states[listed.len()]);
        let numbered = edges
            .into_iter()
            .map(|e| {
                let t = target(&e);
                let id = match index.get(t) {
                    Some(&id) => id,
                    None => {
                        index.insert(t.clone(), states.len());
                        states.push(t.clone());
                        states.len() - 1
                    }
                };
                (id, e)
            })
            .collect();
        listed.push(numbered);
    }
    Reached {
        states,
        index,
        moves: listed,
    }
}

/// Remoteness of every state reachable from `starts`, from the definition
/// by depth: the mover can force a win within k moves when some move
/// reaches a state the opponent loses within k − 1 (a state with no move is
/// lost within 0, or won where `terminal_wins` says so), and loses within k
/// when every move reaches a state won within k − 1; a state's value is the
/// first k where either holds, and a state where neither ever does is a
/// Draw. Sweeps until nothing changes: O(states · moves · longest line).
///
/// # Example
/// ```
/// use problem_kit::loopy::{remoteness, Remote};
/// // 0 → 1 → 2 ⇄ 3, 1 → 4 (an end): 1 wins at once, 0 loses in 2.
/// let next = [vec![1], vec![2, 4], vec![3], vec![2], vec![]];
/// let r = remoteness(&[0usize], |&v: &usize| next[v].clone(), |_| false);
/// assert_eq!((r[&0], r[&1], r[&2], r[&4]), (Remote::Lose(2), Remote::Win(1), Remote::Draw, Remote::Lose(0)));
/// ```
pub fn remoteness<S, F, T>(starts: &[S], moves: F, terminal_wins: T) -> HashMap<S, Remote>
where
    S: Clone + Eq + Hash,
    F: Fn(&S) -> Vec<S>,
    T: Fn(&S) -> bool,
{
    let r = reachable(starts, moves, |t: &S| t);
    let n = r.states.len();
    let next = |v: usize| r.moves[v].iter().map(|&(t, _)| t);
    let mut value: Vec<Option<Remote>> = (0..n)
        .map(|v| {
            (r.moves[v].is_empty()).then(|| {
                if terminal_wins(&r.states[v]) {
                    Remote::Win(0)
                } else {
                    Remote::Lose(0)
                }
            })
        })
        .collect();
    let mut k = 0;
    loop {
        k += 1;
        // Won or lost within k − 1, as the previous sweep left them.
        let before = value.clone();
        let won = |t: usize| matches!(before[t], Some(Remote::Win(_)));
        let lost = |t: usize| matches!(before[t], Some(Remote::Lose(_)));
        for (v, slot) in value.iter_mut().enumerate() {
            if slot.is_some() {
                continue;
            }
            if next(v).any(lost) {
                *slot = Some(Remote::Win(k));
            } else if next(v).all(won) {
                *slot = Some(Remote::Lose(k));
            }
        }
        if value == before {
            break;
        }
    }
    r.states
        .into_iter()
        .zip(value)
        .map(|(s, x)| (s, x.unwrap_or(Remote::Draw)))
        .collect()
}

/// The minimax total of every state reachable from `start` under `rules`,
/// by value iteration: ends are worth their payoff and every other state
/// starts as [`Total::Never`], the best value for the player
/// [`ScoreRules::ENDLESS`] names (+∞ for Max, −∞ for Min); then each
/// state takes its mover's best of gain + option, sweep after sweep in
/// place, until nothing changes. Values only move away from `Never`'s side,
/// by whole units, and no further than the payoffs allow (gains all point
/// the endless side's way), so the sweeps stop.
///
/// # Panics
/// If a chance position is reachable, [`ScoreRules::ENDLESS`] is
/// `Turn::Chance`, or a reachable move's gain points the other way (a
/// negative gain when an endless play favours Max: then the side that wants
/// the end could gain without bound before ending, and the game has no value).
pub fn minimax_values<R: ScoreRules>(rules: &R, start: &R::Pos) -> HashMap<R::Pos, Total> {
    // Solved as "an endless play is +∞" on the signed scores, then signed back.
    let sign: i128 = match R::ENDLESS {
        Turn::Max => 1,
        Turn::Min => -1,
        Turn::Chance => panic!("ScoreRules::ENDLESS names Max or Min, not Chance"),
    };
    let r = reachable(
        std::slice::from_ref(start),
        |p: &R::Pos| rules.moves(p),
        |e| &e.to,
    );
    let n = r.states.len();
    let mut maximiser = vec![false; n];
    for (v, max) in maximiser.iter_mut().enumerate() {
        if r.moves[v].is_empty() {
            continue;
        }
        *max = match rules.turn(&r.states[v]) {
            Turn::Max => sign == 1,
            Turn::Min => sign == -1,
            Turn::Chance => panic!(
                "a chance position is reachable ({:?}): use ScoreRules::loopy_expected_f64",
                r.states[v]
            ),
        };
        for (_, e) in &r.moves[v] {
            assert!(
                sign * e.gain >= 0,
                "the move {:?} → {:?} gains {}, against the side an endless play favours: no value",
                r.states[v],
                e.to,
                e.gain
            );
        }
    }
    let mut value: Vec<Option<i128>> = (0..n)
        .map(|v| (r.moves[v].is_empty()).then(|| sign * rules.payoff(&r.states[v])))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..n {
            if r.moves[v].is_empty() {
                continue;
            }
            let options = r.moves[v]
                .iter()
                .map(|(t, e)| value[*t].map(|x| x + sign * e.gain));
            let best = if maximiser[v] {
                options
                    .collect::<Option<Vec<i128>>>()
                    .and_then(|o| o.into_iter().max())
            } else {
                options.flatten().min()
            };
            if best != value[v] {
                value[v] = best;
                changed = true;
            }
        }
    }
    r.states
        .into_iter()
        .zip(value)
        .map(|(s, x)| (s, x.map_or(Total::Never, |x| Total::Ends(sign * x))))
        .collect()
}

/// The expected score of every state reachable from `start` under
/// `rules` (Max maximises, Min minimises, chance averages by weight), in
/// `f64`, each within `tolerance` of the exact value (up to rounding, a few
/// ulps per sweep). The game may return to a state (a die that passes the
/// turn); it must end with probability 1 whatever the players do, and it is
/// scored at the ends only (gains 0, payoffs at the ends).
///
/// Two Gauss–Seidel sweeps side by side, one from below (every state not an
/// end at the least payoff) and one from above (the largest): each sweep
/// applies the one-step operator, which is monotone, so the lower values
/// only rise and the upper only fall, and the exact value stays between
/// them. When every play ends with probability 1 the operator has one fixed
/// point, the game's value, and a power of it is a contraction, so the two
/// meet. The states are swept one strongly connected component at a time,
/// the ends' first, so each component is swept only as often as its own
/// loops need; a component is done once its bracket is within `tolerance`,
/// or within 2 · `tolerance` and no longer moving (the components below it
/// leave it no closer), and each state's midpoint is returned. No cut-off
/// is trusted: the bracket is the error bound.
///
/// # Panics
/// If a reachable move scores a gain, a chance position weighs nothing, no
/// end is reachable, or the bracket stops closing (play may go on forever:
/// the message names the state with the widest bracket).
pub fn expected_f64_values<R: ScoreRules>(
    rules: &R,
    start: &R::Pos,
    tolerance: f64,
) -> HashMap<R::Pos, f64> {
    assert!(tolerance > 0.0, "a tolerance > 0, not {tolerance}");
    let r = reachable(
        std::slice::from_ref(start),
        |p: &R::Pos| rules.moves(p),
        |e| &e.to,
    );
    let n = r.states.len();
    let mut turn = vec![Turn::Chance; n];
    // A chance state's sum of weights (1 elsewhere: the moves are choices).
    let mut total_weight = vec![1f64; n];
    let (mut least, mut most) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in 0..n {
        if r.moves[v].is_empty() {
            let pay = rules.payoff(&r.states[v]) as f64;
            least = least.min(pay);
            most = most.max(pay);
            continue;
        }
        turn[v] = rules.turn(&r.states[v]);
        for (_, e) in &r.moves[v] {
            assert!(
                e.gain == 0,
                "the move {:?} → {:?} gains {}: loopy_expected_f64 scores the ends only (payoff)",
                r.states[v],
                e.to,
                e.gain
            );
        }
        if turn[v] == Turn::Chance {
            total_weight[v] = r.moves[v].iter().map(|(_, e)| e.weight as f64).sum();
            assert!(
                total_weight[v] > 0.0,
                "a chance position whose moves weigh nothing: {:?}",
                r.states[v]
            );
        }
    }
    assert!(least <= most, "no end is reachable from {start:?}");
    let init = |bound: f64| -> Vec<f64> {
        (0..n)
            .map(|v| {
                if r.moves[v].is_empty() {
                    rules.payoff(&r.states[v]) as f64
                } else {
                    bound
                }
            })
            .collect()
    };
    let (mut low, mut high) = (init(least), init(most));

    // The moves flattened for the sweeps: targets and probabilities side by
    // side (a state's are `to[first[v]..first[v + 1]]`).
    let mut first = vec![0usize; n + 1];
    let mut to: Vec<u32> = Vec::new();
    let mut chance: Vec<f64> = Vec::new();
    for v in 0..n {
        for (t, e) in &r.moves[v] {
            to.push(*t as u32);
            chance.push(e.weight as f64 / total_weight[v]);
        }
        first[v + 1] = to.len();
    }
    let step = |values: &[f64], v: usize| -> f64 {
        let range = first[v]..first[v + 1];
        let options = to[range.clone()].iter().map(|&t| values[t as usize]);
        match turn[v] {
            Turn::Max => options.fold(f64::NEG_INFINITY, f64::max),
            Turn::Min => options.fold(f64::INFINITY, f64::min),
            Turn::Chance => options.zip(&chance[range]).map(|(x, p)| p * x).sum(),
        }
    };
    // Strongly connected components, ends first (each after every one it
    // reaches): each is swept alone until its bracket closes, on values
    // below it that are already as tight as they will get.
    for part in components(&first, &to) {
        loop {
            let mut moved = false;
            for &v in part.iter().rev() {
                if first[v] == first[v + 1] {
                    continue;
                }
                // Rounding may step past the last exact value: keep the bracket monotone.
                let up = step(&low, v).max(low[v]);
                let down = step(&high, v).min(high[v]);
                moved |= up != low[v] || down != high[v];
                (low[v], high[v]) = (up, down);
            }
            let (widest, gap) = part
                .iter()
                .map(|&v| (v, high[v] - low[v]))
                .fold((part[0], 0.0), |a, b| if b.1 > a.1 { b } else { a });
            // Within the tolerance, or as close as the values below allow
            // (they are within it too): done.
            if gap <= tolerance || (!moved && gap <= 2.0 * tolerance) {
                break;
            }
            assert!(
                moved,
                "the values stopped closing in at {:?}, between {} and {}: play may go on forever there",
                r.states[widest], low[widest], high[widest]
            );
        }
    }
    r.states
        .into_iter()
        .zip(low.iter().zip(&high).map(|(a, b)| (a + b) / 2.0))
        .collect()
}

/// The strongly connected components of the graph whose arcs out of `v`
/// go to `to[first[v]..first[v + 1]]`, each after every component it has an
/// arc into (Tarjan's order), each listed in the order its states were
/// closed. Iterative: no recursion however long the paths.
fn components(first: &[usize], to: &[u32]) -> Vec<Vec<usize>> {
    let n = first.len() - 1;
    const NONE: usize = usize::MAX;
    let mut index = vec![NONE; n];
    let mut low = vec![0usize; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut parts = Vec::new();
    let mut counter = 0;
    // (state, next arc to look at)
    let mut calls: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        calls.push((root, first[root]));
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut arc)) = calls.last_mut() {
            if *arc < first[v + 1] {
                let w = to[*arc] as usize;
                *arc += 1;
                if index[w] == NONE {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, first[w]));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut part = Vec::new();
                loop {
                    let w = stack.pop().expect("v is on the stack");
                    on_stack[w] = false;
                    part.push(w);
                    if w == v {
                        break;
                    }
                }
                parts.push(part);
            }
        }
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::Edge;
    use games_core::minimax_total::{minimax_totals, WeightedGraph};
    use games_core::retrograde::turn;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A token on a directed graph with gains; `min[p]` says player p minimises.
    struct Token {
        edges: Vec<(usize, usize, i64)>,
        min: [bool; 2],
        sign: i128,
    }

    impl ScoreRules for Token {
        /// (vertex, player to move).
        type Pos = (usize, usize);
        fn turn(&self, &(_, p): &(usize, usize)) -> Turn {
            if self.min[p] {
                Turn::Min
            } else {
                Turn::Max
            }
        }
        fn moves(&self, &(v, p): &(usize, usize)) -> Vec<Edge<(usize, usize)>> {
            self.edges
                .iter()
                .filter(|e| e.0 == v)
                .map(|e| Edge::gain(self.sign * i128::from(e.2), (e.1, 1 - p)))
                .collect()
        }
    }

    /// The same token where an endless play favours Min and gains are ≤ 0.
    struct Mirrored(Token);

    impl ScoreRules for Mirrored {
        type Pos = (usize, usize);
        const ENDLESS: Turn = Turn::Min;
        fn turn(&self, p: &(usize, usize)) -> Turn {
            self.0.turn(p)
        }
        fn moves(&self, p: &(usize, usize)) -> Vec<Edge<(usize, usize)>> {
            self.0.moves(p)
        }
    }

    #[test]
    fn minimax_values_agree_with_games_core_and_mirror() {
        let mut rng = StdRng::seed_from_u64(261);
        let mut never = 0;
        for _ in 0..300 {
            let n = rng.gen_range(1..=6);
            let edges: Vec<(usize, usize, i64)> = (0..rng.gen_range(0..=2 * n))
                .map(|_| {
                    (
                        rng.gen_range(0..n),
                        rng.gen_range(0..n),
                        rng.gen_range(0..=4),
                    )
                })
                .collect();
            let first_min = rng.gen_bool(0.5);
            let min = [first_min, !first_min];
            let g = WeightedGraph::per_player(n, [&edges[..], &edges[..]]).unwrap();
            let fast = minimax_totals(&g, |v| min[v % 2]);
            let game = Token {
                edges: edges.clone(),
                min,
                sign: 1,
            };
            // Min and Max swapped, gains negated: the mirror image.
            let mirror = Mirrored(Token {
                edges: edges.clone(),
                min: [!min[0], !min[1]],
                sign: -1,
            });
            for v in 0..n {
                let all = game.loopy_values(&(v, 0));
                for (&(u, p), &x) in &all {
                    assert_eq!(x, fast[turn(u, p)].value, "{edges:?} {min:?} at {u}, {p}");
                }
                let expected = match fast[turn(v, 0)].value {
                    Total::Ends(t) => Total::Ends(-t),
                    Total::Never => Total::Never,
                };
                assert_eq!(mirror.loopy_value(&(v, 0)), expected, "{edges:?}");
                never += usize::from(all[&(v, 0)] == Total::Never);
            }
        }
        assert!(never > 100, "{never}");
    }

    /// ABC261 Ex from its vertex v (1-based), Takahashi (Min) first.
    fn game_on_graph(edges: &[(usize, usize, i64)], v: usize) -> Total {
        let game = Token {
            edges: edges.to_vec(),
            min: [true, false],
            sign: 1,
        };
        game.loopy_value(&(v, 0))
    }

    #[test]
    fn abc261_ex_samples() {
        let one = [
            (1, 2, 1),
            (1, 3, 10),
            (2, 4, 100),
            (2, 5, 102),
            (3, 6, 20),
            (3, 7, 30),
        ];
        assert_eq!(game_on_graph(&one, 1), Total::Ends(40));
        let two = [
            (1, 2, 1),
            (2, 1, 2),
            (2, 3, 3),
            (3, 2, 4),
            (3, 1, 5),
            (1, 3, 6),
        ];
        assert_eq!(game_on_graph(&two, 3), Total::Never);
        let three = [(1, 2, 1), (2, 3, 1), (3, 1, 1), (2, 4, 1)];
        assert_eq!(game_on_graph(&three, 1), Total::Ends(5));
        // Takahashi must avoid the cheap 1 → 3, which Aoki answers with 3 → 1 forever.
        let trap = [(1, 2, 3), (1, 3, 1), (3, 1, 1), (2, 4, 2)];
        assert_eq!(game_on_graph(&trap, 1), Total::Ends(5));
    }

    /// ABC148 F's tag on a tree: Takahashi runs (Max, and an endless chase
    /// would suit him), Aoki chases (Min), each move of Aoki scores 1.
    struct Tag {
        next: Vec<Vec<usize>>,
    }

    impl ScoreRules for Tag {
        /// (Takahashi's vertex, Aoki's vertex, whether Takahashi moves).
        type Pos = (usize, usize, bool);
        fn turn(&self, p: &Self::Pos) -> Turn {
            if p.2 {
                Turn::Max
            } else {
                Turn::Min
            }
        }
        fn moves(&self, &(t, a, runs): &Self::Pos) -> Vec<Edge<Self::Pos>> {
            match (t == a, runs) {
                (true, _) => Vec::new(),
                (false, true) => self.next[t]
                    .iter()
                    .map(|&x| Edge::to((x, a, false)))
                    .collect(),
                (false, false) => self.next[a]
                    .iter()
                    .map(|&x| Edge::gain(1, (t, x, true)))
                    .collect(),
            }
        }
    }

    #[test]
    fn tag_on_a_tree_by_its_rules() {
        let tag = |n: usize, u: usize, v: usize, edges: &[(usize, usize)]| {
            let mut next = vec![Vec::new(); n + 1];
            for &(a, b) in edges {
                next[a].push(b);
                next[b].push(a);
            }
            Tag { next }.loopy_value(&(u, v, true))
        };
        assert_eq!(
            tag(5, 4, 1, &[(1, 2), (2, 3), (3, 4), (3, 5)]),
            Total::Ends(2)
        );
        assert_eq!(
            tag(5, 4, 5, &[(1, 2), (1, 3), (1, 4), (1, 5)]),
            Total::Ends(1)
        );
        assert_eq!(tag(2, 1, 2, &[(1, 2)]), Total::Ends(0));
        let path = [
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (4, 7),
            (7, 8),
            (8, 9),
        ];
        assert_eq!(tag(9, 6, 1, &path), Total::Ends(5));
    }

    #[test]
    fn remoteness_agrees_with_games_core_and_with_the_tree_search() {
        use games_core::remoteness::remoteness as fast_remoteness;
        use games_core::retrograde::Graph;
        let mut rng = StdRng::seed_from_u64(4576);
        for round in 0..300 {
            let n = rng.gen_range(1..=8);
            // Even rounds: any graph; odd rounds: edges downhill only, a DAG.
            let edges: Vec<(usize, usize)> = (0..rng.gen_range(0..=2 * n))
                .filter_map(|_| {
                    let (a, b) = (rng.gen_range(0..n), rng.gen_range(0..n));
                    (round % 2 == 0 || b < a).then_some((a, b))
                })
                .collect();
            let next = |&v: &usize| -> Vec<usize> {
                edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect()
            };
            let all: Vec<usize> = (0..n).collect();
            let slow = remoteness(&all, next, |_| false);
            let fast = fast_remoteness(&Graph::from_edges(n, &edges).unwrap());
            for v in 0..n {
                assert_eq!(slow[&v], fast[v].value, "{edges:?} at {v}");
                if round % 2 == 1 {
                    let (wins, moves) =
                        crate::brute::remoteness(&v, next, |_| false, &mut HashMap::new());
                    let expected = if wins {
                        Remote::Win(moves as usize)
                    } else {
                        Remote::Lose(moves as usize)
                    };
                    assert_eq!(slow[&v], expected, "{edges:?} at {v}");
                }
            }
        }
    }

    /// Two players take turns rolling a die; whoever rolls a six first wins
    /// (score 1 for the first player, 0 for the second).
    struct FirstSix;

    impl ScoreRules for FirstSix {
        /// Some(whether the first player rolls), None once someone has won (with the winner).
        type Pos = (bool, Option<bool>);
        fn turn(&self, _: &Self::Pos) -> Turn {
            Turn::Chance
        }
        fn moves(&self, &(first, won): &Self::Pos) -> Vec<Edge<Self::Pos>> {
            match won {
                Some(_) => Vec::new(),
                None => vec![
                    Edge::chance(1, (first, Some(first))),
                    Edge::chance(5, (!first, None)),
                ],
            }
        }
        fn payoff(&self, &(_, won): &Self::Pos) -> i128 {
            i128::from(won == Some(true))
        }
    }

    #[test]
    fn components_come_ends_first_and_hold_exactly_the_cycles() {
        let mut rng = StdRng::seed_from_u64(148);
        for _ in 0..300 {
            let n = rng.gen_range(1..=8);
            let arcs: Vec<(usize, usize)> = (0..rng.gen_range(0..=2 * n))
                .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
                .collect();
            let mut first = vec![0usize; n + 1];
            let mut to = Vec::new();
            for v in 0..n {
                to.extend(arcs.iter().filter(|a| a.0 == v).map(|a| a.1 as u32));
                first[v + 1] = to.len();
            }
            // Reachability by closure, the definition.
            let mut reach: Vec<Vec<bool>> =
                (0..n).map(|v| (0..n).map(|w| w == v).collect()).collect();
            for _ in 0..n {
                for &(a, b) in &arcs {
                    for row in reach.iter_mut() {
                        if row[a] {
                            row[b] = true;
                        }
                    }
                }
            }
            let parts = components(&first, &to);
            let mut part_of = vec![usize::MAX; n];
            for (i, part) in parts.iter().enumerate() {
                for &v in part {
                    assert_eq!(part_of[v], usize::MAX, "{arcs:?}");
                    part_of[v] = i;
                }
            }
            for v in 0..n {
                for w in 0..n {
                    let same = reach[v][w] && reach[w][v];
                    assert_eq!(part_of[v] == part_of[w], same, "{arcs:?}: {v}, {w}");
                    if reach[v][w] {
                        assert!(part_of[w] <= part_of[v], "{arcs:?}: {v} → {w}");
                    }
                }
            }
        }
    }

    #[test]
    fn chance_that_loops_meets_its_closed_form() {
        // p = 1/6 + 5/6 · (1 − p) ⇒ p = 6/11.
        let p = FirstSix.loopy_expected_f64(&(true, None), 1e-12);
        assert!((p - 6.0 / 11.0).abs() < 1e-11, "{p}");
        let q = FirstSix.loopy_expected_f64(&(false, None), 1e-12);
        assert!((q - 5.0 / 11.0).abs() < 1e-11, "{q}");
    }

    /// Max at 0 may take 3 or flip a coin: heads pays 10, tails hands the
    /// move to Min at 1, who may give 7 or flip: heads pays 0, tails hands
    /// it back to Max at 0.
    struct Flip;

    impl ScoreRules for Flip {
        /// 0: Max to move, 1: Min to move, 2 and 3: their coins, 4 to 7: the ends.
        type Pos = u8;
        fn turn(&self, &p: &u8) -> Turn {
            [Turn::Max, Turn::Min, Turn::Chance, Turn::Chance][p as usize]
        }
        fn moves(&self, &p: &u8) -> Vec<Edge<u8>> {
            match p {
                0 => vec![Edge::to(2), Edge::to(5)],
                1 => vec![Edge::to(3), Edge::to(6)],
                2 => vec![Edge::chance(1, 4), Edge::chance(1, 1)],
                3 => vec![Edge::chance(1, 7), Edge::chance(1, 0)],
                _ => Vec::new(),
            }
        }
        fn payoff(&self, &p: &u8) -> i128 {
            [0, 0, 0, 0, 10, 3, 7, 0][p as usize]
        }
    }

    #[test]
    fn choices_against_chance_that_loops() {
        // x = max(3, (10 + y)/2) and y = min(7, x/2): both flip, so
        // x = (10 + x/2)/2, x = 20/3, y = 10/3.
        let all = Flip.loopy_expected_f64_all(&0, 1e-10);
        assert!((all[&0] - 20.0 / 3.0).abs() < 1e-9, "{all:?}");
        assert!((all[&1] - 10.0 / 3.0).abs() < 1e-9, "{all:?}");
    }

    /// Pig to `goal` (ICPC Latin America 2019 H's game): the score is 2 when
    /// player A wins, 0 when B wins, and 1 where both have goal − 1, from
    /// where nobody can ever win (that end is the rules' choice, so that
    /// every play ends).
    struct Pig {
        goal: u8,
    }

    impl ScoreRules for Pig {
        /// (mover's bank, opponent's bank, running total, whether A moves,
        /// phase: 0 the mover decides, 1 the die rolls, 2 over).
        type Pos = (u8, u8, u8, bool, u8);
        fn turn(&self, p: &Self::Pos) -> Turn {
            match (p.4, p.3) {
                (0, true) => Turn::Max,
                (0, false) => Turn::Min,
                _ => Turn::Chance,
            }
        }
        fn moves(&self, &(a, b, t, first, phase): &Self::Pos) -> Vec<Edge<Self::Pos>> {
            let g = self.goal;
            let pass = |a: u8, b: u8| {
                if a == g - 1 && b == g - 1 {
                    (0, 0, 1, first, 2)
                } else {
                    (b, a, 0, !first, 1)
                }
            };
            match phase {
                0 if a + t == g => {
                    vec![Edge::to((0, 0, 0, first, 2)), Edge::to((a, b, t, first, 1))]
                }
                0 => vec![Edge::to(pass(a + t, b)), Edge::to((a, b, t, first, 1))],
                1 => (1..=6)
                    .map(|r| {
                        if r == 1 || a + t + r > g {
                            Edge::chance(1, pass(a, b))
                        } else {
                            Edge::chance(1, (a, b, t + r, first, 0))
                        }
                    })
                    .collect(),
                _ => Vec::new(),
            }
        }
        fn payoff(&self, &(_, _, stuck, first, _): &Self::Pos) -> i128 {
            match (stuck, first) {
                (1, _) => 1,
                (_, true) => 2,
                (_, false) => 0,
            }
        }
    }

    #[test]
    #[ignore = "Pig to 75 is about 2·10^5 states: a few seconds in release, far more in debug"]
    fn pig_to_75_meets_the_contest_sample() {
        let pig = Pig { goal: 75 };
        let start = (0, 0, 0, true, 1);
        let w = pig.loopy_expected_f64_all(&start, 1e-9);
        // Catelyn (A) at bank C, Hodor at H, running total X: hold or continue.
        let decide = |c: u8, h: u8, x: u8| {
            let hold = if c + x == 75 {
                2.0
            } else {
                w[&(h, c + x, 0, false, 1)]
            };
            let roll = w[&(c, h, x, true, 1)];
            if hold > roll {
                'H'
            } else {
                'C'
            }
        };
        let got: String = [
            (15, 0, 3),
            (35, 50, 40),
            (15, 0, 30),
            (0, 0, 20),
            (0, 0, 21),
            (72, 0, 2),
        ]
        .iter()
        .map(|&(c, h, x)| decide(c, h, x))
        .collect();
        assert_eq!(got, "CHHCHC");
    }

    #[test]
    #[should_panic(expected = "play may go on forever")]
    fn endless_chance_is_refused() {
        /// Max at 0 may end at 0 or at 1, or step to 1, which loops on itself forever.
        struct Stuck;
        impl ScoreRules for Stuck {
            type Pos = u8;
            fn turn(&self, _: &u8) -> Turn {
                Turn::Max
            }
            fn moves(&self, &p: &u8) -> Vec<Edge<u8>> {
                match p {
                    0 => vec![Edge::to(1), Edge::to(2), Edge::to(3)],
                    1 => vec![Edge::to(1)],
                    _ => Vec::new(),
                }
            }
            fn payoff(&self, &p: &u8) -> i128 {
                i128::from(p == 3)
            }
        }
        Stuck.loopy_expected_f64(&0, 1e-9);
    }

    #[test]
    #[should_panic(expected = "against the side an endless play favours")]
    fn gains_against_the_endless_side_are_refused() {
        let game = Token {
            edges: vec![(0, 1, 1)],
            min: [true, false],
            sign: -1,
        };
        game.loopy_value(&(0, 0));
    }
}
