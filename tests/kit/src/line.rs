//! A game's value and best line as a person reads them (`cargo xtask play NAME` on a kit with [`crate::Problem::line`]), in games that end and in games that loop.
//!
//! Both functions list the positions reachable from the start
//! ([`crate::loopy::reachable`]), value them with games-core's retrograde
//! analysis (`games_core::minimax_total`, `games_core::remoteness`), and
//! follow its [`games_core::retrograde::Play::best`] moves: where the value
//! is finite that line is guaranteed to end (each step goes to a position
//! settled earlier), and where play never ends (`Never`, `Draw`) it is
//! followed up to the first position seen twice, and said to repeat.
//!
//! Every position is written with its `Debug` form, one move a line.

use crate::loopy::{reachable, Remote, Total};
use crate::score::{ScoreRules, Turn};
use games_core::minimax_total::{minimax_totals, WeightedGameGraph};
use games_core::remoteness::remoteness;
use games_core::retrograde::{GameGraph, Play};
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// The reached positions as a games-core graph: moves into each, with gains.
struct Reversed {
    out_degree: Vec<usize>,
    /// `into[v]`: (u, gain) for every move u → v.
    into: Vec<Vec<(usize, i64)>>,
}

impl Reversed {
    fn new(n: usize, arcs: impl Iterator<Item = (usize, usize, i64)>) -> Reversed {
        let mut g = Reversed {
            out_degree: vec![0; n],
            into: vec![Vec::new(); n],
        };
        for (u, v, gain) in arcs {
            g.out_degree[u] += 1;
            g.into[v].push((u, gain));
        }
        g
    }
}

impl GameGraph for Reversed {
    fn positions(&self) -> usize {
        self.out_degree.len()
    }
    fn moves(&self, v: usize) -> usize {
        self.out_degree[v]
    }
    fn for_each_predecessor<F: FnMut(usize)>(&self, v: usize, mut f: F) {
        self.into[v].iter().for_each(|&(u, _)| f(u));
    }
}

impl WeightedGameGraph for Reversed {
    fn for_each_weighted_predecessor<F: FnMut(usize, i64)>(&self, v: usize, mut f: F) {
        self.into[v].iter().for_each(|&(u, gain)| f(u, gain));
    }
}

/// The positions along `best` from `start` (state numbers), until a
/// position with no best move, or until one repeats: then the index where
/// the repeated one first stood.
fn follow(start: usize, best: impl Fn(usize) -> Option<usize>) -> (Vec<usize>, Option<usize>) {
    let mut seen: HashMap<usize, usize> = HashMap::new();
    let mut line = vec![start];
    seen.insert(start, 0);
    let mut at = start;
    while let Some(next) = best(at) {
        if let Some(&k) = seen.get(&next) {
            line.push(next);
            return (line, Some(k));
        }
        seen.insert(next, line.len());
        line.push(next);
        at = next;
    }
    (line, None)
}

/// The value of `start` in a score game that may loop (as
/// [`ScoreRules::loopy_value`]: the total, or `Never` when the side
/// [`ScoreRules::ENDLESS`] names keeps the game going), then its best line:
/// each move with its mover and gain, to the end and its payoff, or up to
/// the first repeated position.
///
/// # Panics
/// As [`ScoreRules::loopy_value`] (chance, or a gain against the endless
/// side), or if a gain or payoff leaves `i64`.
///
/// # Example
/// ```
/// use problem_kit::line::score_line;
/// use problem_kit::score::{Edge, ScoreRules, Turn};
/// /// A token on a ring of 3 cells, a step scoring 1; Min may stop at cell 0.
/// struct Ring;
/// impl ScoreRules for Ring {
///     type Pos = Option<u8>;
///     fn turn(&self, p: &Option<u8>) -> Turn {
///         if p.unwrap() == 0 { Turn::Min } else { Turn::Max }
///     }
///     fn moves(&self, p: &Option<u8>) -> Vec<Edge<Option<u8>>> {
///         let Some(c) = *p else { return Vec::new() };
///         let mut m = vec![Edge::gain(1, Some((c + 1) % 3))];
///         if c == 0 {
///             m.push(Edge::gain(5, None));
///         }
///         m
///     }
/// }
/// let shown = score_line(&Ring, &Some(1));
/// assert!(shown.starts_with("value: 7 (the game ends)\n"), "{shown}");
/// assert!(shown.contains("ends at None"), "{shown}");
/// ```
pub fn score_line<R: ScoreRules>(rules: &R, start: &R::Pos) -> String {
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
    let small = |x: i128, what: &str| -> i64 {
        i64::try_from(x).unwrap_or_else(|_| panic!("{what} {x} leaves i64"))
    };
    // An end pays once per play that reaches it: a move from it to one sink
    // (position n) of gain payoff − least payoff (≥ 0), the least added back.
    let ends: Vec<usize> = (0..n).filter(|&v| r.moves[v].is_empty()).collect();
    let pays: Vec<i128> = ends
        .iter()
        .map(|&v| sign * rules.payoff(&r.states[v]))
        .collect();
    let least = pays.iter().copied().min().unwrap_or(0);
    let mut arcs = Vec::new();
    // The sink (position n) has no move: whose it is does not matter.
    let mut minimiser = vec![false; n + 1];
    for (v, (state, moves)) in r.states.iter().zip(&r.moves).enumerate() {
        for (t, e) in moves {
            assert!(
                sign * e.gain >= 0,
                "the move {:?} → {:?} gains {}, against the side an endless play favours: no value",
                state,
                e.to,
                e.gain
            );
            arcs.push((v, *t, small(sign * e.gain, "the gain")));
        }
        if !moves.is_empty() {
            minimiser[v] = match rules.turn(state) {
                Turn::Chance => {
                    panic!("a chance position is reachable ({state:?}): no best line")
                }
                turn => turn != R::ENDLESS,
            };
        }
    }
    for (&v, &pay) in ends.iter().zip(&pays) {
        arcs.push((v, n, small(pay - least, "the payoff")));
    }
    let plays: Vec<Play<Total>> =
        minimax_totals(&Reversed::new(n + 1, arcs.into_iter()), |v| minimiser[v]);
    let value = match plays[0].value {
        Total::Ends(t) => Total::Ends(sign * (t + least)),
        Total::Never => Total::Never,
    };
    let mut out = match value {
        Total::Ends(t) => format!("value: {t} (the game ends)\n"),
        Total::Never => format!(
            "value: never ends ({} keeps the game going)\n",
            match R::ENDLESS {
                Turn::Max => "Max",
                _ => "Min",
            }
        ),
    };
    let (line, repeat) = follow(0, |v| plays[v].best.filter(|&w| w < n));
    for (i, pair) in line.windows(2).enumerate() {
        let (u, v) = (pair[0], pair[1]);
        // Where both values are finite, the move best took gains their
        // difference (of parallel moves, the one that makes the value).
        let gain = match (plays[u].value, plays[v].value) {
            (Total::Ends(a), Total::Ends(b)) => sign * (a - b),
            _ => r.moves[u]
                .iter()
                .find(|(t, _)| *t == v)
                .map_or(0, |(_, e)| e.gain),
        };
        let who = match rules.turn(&r.states[u]) {
            Turn::Max => "Max",
            _ => "Min",
        };
        out.push_str(&format!(
            "{:>4}. {who} {:?} → {:?}  {gain:+}\n",
            i + 1,
            r.states[u],
            r.states[v]
        ));
    }
    let last = *line.last().expect("the start");
    match repeat {
        Some(k) => out.push_str(&format!(
            "repeats: {:?} stood after move {k}, and best play goes round forever\n",
            r.states[last]
        )),
        None => out.push_str(&format!(
            "ends at {:?} (payoff {})\n",
            r.states[last],
            rules.payoff(&r.states[last])
        )),
    }
    out
}

/// The remoteness of `start` in a win/lose game that may loop (normal
/// play: who cannot move loses), as games-core's `remoteness` finds it
/// (`Win in d`, `Lose in d` moves, or `Draw`), then its best line: the
/// winner hurrying, the loser delaying, to the end, or up to the first
/// repeated position of a draw.
///
/// # Example
/// ```
/// use problem_kit::line::remoteness_line;
/// // 0 → 1 → 2 ⇄ 3, and 1 → 4 (an end).
/// let next = [vec![1], vec![2, 4], vec![3], vec![2], vec![]];
/// let shown = remoteness_line(&0usize, |&v: &usize| next[v].clone());
/// assert!(shown.starts_with("value: Lose in 2\n"), "{shown}");
/// let shown = remoteness_line(&2usize, |&v: &usize| next[v].clone());
/// assert!(shown.starts_with("value: Draw\n") && shown.contains("repeats"), "{shown}");
/// ```
pub fn remoteness_line<S, F>(start: &S, moves: F) -> String
where
    S: Clone + Eq + Hash + Debug,
    F: Fn(&S) -> Vec<S>,
{
    let r = reachable(std::slice::from_ref(start), moves, |t: &S| t);
    let n = r.states.len();
    let arcs = (0..n).flat_map(|v| r.moves[v].iter().map(move |&(t, _)| (v, t, 0)));
    let plays: Vec<Play<Remote>> = remoteness(&Reversed::new(n, arcs));
    let mut out = match plays[0].value {
        Remote::Win(d) => format!("value: Win in {d}\n"),
        Remote::Lose(d) => format!("value: Lose in {d}\n"),
        Remote::Draw => "value: Draw\n".to_string(),
    };
    let (line, repeat) = follow(0, |v| plays[v].best);
    for (i, pair) in line.windows(2).enumerate() {
        out.push_str(&format!(
            "{:>4}. {:?} → {:?}  ({})\n",
            i + 1,
            r.states[pair[0]],
            r.states[pair[1]],
            remote_word(plays[pair[1]].value)
        ));
    }
    let last = *line.last().expect("the start");
    match repeat {
        Some(k) => out.push_str(&format!(
            "repeats: {:?} stood after move {k}, and best play goes round forever\n",
            r.states[last]
        )),
        None => out.push_str(&format!(
            "ends at {:?}: the player to move there cannot move and loses\n",
            r.states[last]
        )),
    }
    out
}

/// A value in the line's words.
fn remote_word(r: Remote) -> String {
    match r {
        Remote::Win(d) => format!("mover wins in {d}"),
        Remote::Lose(d) => format!("mover loses in {d}"),
        Remote::Draw => "draw".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::Edge;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A token on a weighted digraph; player p minimises when `min[p]`.
    struct Token {
        edges: Vec<(usize, usize, i64)>,
        min: [bool; 2],
        pay: Vec<i128>,
    }

    impl ScoreRules for Token {
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
                .map(|e| Edge::gain(i128::from(e.2), (e.1, 1 - p)))
                .collect()
        }
        fn payoff(&self, &(v, _): &(usize, usize)) -> i128 {
            self.pay[v]
        }
    }

    /// The shown line's moves add up to the shown value where the game
    /// ends, the value is `loopy_value`'s, and a `Never` line repeats.
    #[test]
    fn lines_add_up_to_the_loopy_value() {
        let mut rng = StdRng::seed_from_u64(47);
        let (mut ends, mut never) = (0, 0);
        for _ in 0..300 {
            let n = rng.gen_range(1..=6);
            let edges: Vec<(usize, usize, i64)> = (0..rng.gen_range(0..=2 * n))
                .map(|_| {
                    (
                        rng.gen_range(0..n),
                        rng.gen_range(0..n),
                        rng.gen_range(0..=3),
                    )
                })
                .collect();
            let first_min = rng.gen_bool(0.5);
            let pay = (0..n).map(|_| rng.gen_range(-3..=3)).collect();
            let game = Token {
                edges,
                min: [first_min, !first_min],
                pay,
            };
            let start = (rng.gen_range(0..n), 0);
            let shown = score_line(&game, &start);
            let head = shown.lines().next().unwrap();
            match game.loopy_value(&start) {
                Total::Ends(t) => {
                    ends += 1;
                    assert_eq!(head, format!("value: {t} (the game ends)"), "{shown}");
                    let gains: i128 = shown
                        .lines()
                        .filter(|l| l.contains(" → "))
                        .map(|l| l.rsplit(' ').next().unwrap().parse::<i128>().unwrap())
                        .sum();
                    let last = shown.lines().last().unwrap();
                    let payoff: i128 = last
                        .rsplit("payoff ")
                        .next()
                        .unwrap()
                        .trim_end_matches(')')
                        .parse()
                        .unwrap();
                    assert!(last.starts_with("ends at "), "{shown}");
                    assert_eq!(gains + payoff, t, "{shown}");
                }
                Total::Never => {
                    never += 1;
                    assert!(head.starts_with("value: never ends"), "{shown}");
                    assert!(
                        shown.lines().last().unwrap().starts_with("repeats: "),
                        "{shown}"
                    );
                }
            }
        }
        assert!(ends > 50 && never > 20, "{ends} {never}");
    }

    #[test]
    fn remoteness_lines_end_in_their_number_of_moves() {
        let mut rng = StdRng::seed_from_u64(45);
        for _ in 0..200 {
            let n = rng.gen_range(1..=7);
            let mut next = vec![Vec::new(); n];
            for _ in 0..rng.gen_range(0..=2 * n) {
                next[rng.gen_range(0..n)].push(rng.gen_range(0..n));
            }
            let start = rng.gen_range(0..n);
            let shown = remoteness_line(&start, |&v: &usize| next[v].clone());
            let expected =
                crate::loopy::remoteness(&[start], |&v: &usize| next[v].clone(), |_| false)[&start];
            let moves = shown.lines().filter(|l| l.contains(" → ")).count();
            match expected {
                Remote::Win(d) | Remote::Lose(d) => {
                    assert_eq!(moves, d, "{shown}");
                    assert!(
                        shown.lines().last().unwrap().starts_with("ends at"),
                        "{shown}"
                    );
                }
                Remote::Draw => assert!(
                    shown.lines().last().unwrap().starts_with("repeats"),
                    "{shown}"
                ),
            }
            assert_eq!(
                shown.lines().next().unwrap(),
                format!(
                    "value: {}",
                    match expected {
                        Remote::Win(d) => format!("Win in {d}"),
                        Remote::Lose(d) => format!("Lose in {d}"),
                        Remote::Draw => "Draw".to_string(),
                    }
                )
            );
        }
    }
}
