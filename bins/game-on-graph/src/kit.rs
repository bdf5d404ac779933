//! The tooling of game-on-graph: its bench input, random small graphs with cycles and a reference from the rules (`ScoreRules::loopy_value`: the reachable states, then value iteration).

use problem_kit::score::{Edge, ScoreRules, Total, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// game-on-graph's kit (see `problem_kit::kit`).
pub struct Kit;

/// The game on the input's graph: `next[x]` lists the arcs out of x as (end, weight).
struct Token {
    next: Vec<Vec<(usize, i64)>>,
}

/// The rules alone. Aoki is Max: an endless play is the best for him
/// (`ScoreRules::ENDLESS` is Max by default), then the largest total;
/// Takahashi is Min. A vertex with no arc ends the game.
impl ScoreRules for Token {
    /// (vertex, whether Takahashi moves).
    type Pos = (usize, bool);
    fn turn(&self, &(_, takahashi): &Self::Pos) -> Turn {
        if takahashi {
            Turn::Min
        } else {
            Turn::Max
        }
    }
    fn moves(&self, &(x, takahashi): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        self.next[x]
            .iter()
            .map(|&(y, c)| Edge::gain(i128::from(c), (y, !takahashi)))
            .collect()
    }
}

/// Weights for random graphs: zeros (cycles of weight 0), small ones that
/// tie, and the widest weight.
const WEIGHTS: [i64; 7] = [0, 0, 1, 2, 3, 10, 1_000_000_000_000_000_000];

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // N = M at the limit: a random graph with one vertex in eight a dead
        // end, so that finite totals, long forced lines and INFINITY all occur,
        // and weights up to the judge's 10^9. Every arc is looked at from both
        // players' sides and goes through the heap.
        let n = size.pick(200_000, 20_000);
        let mut arcs = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let a = loop {
                let a = g.rng.gen_range(1..=n);
                if a % 8 != 0 {
                    break a;
                }
            };
            let b = loop {
                let b = g.rng.gen_range(1..=n);
                if b != a {
                    break b;
                }
            };
            arcs.push([a, b, g.rng.gen_range(0..=1_000_000_000u64)]);
        }
        // The token starts where the first arc does, so the game has moves.
        g.row(&[n, n, arcs[0][0]])?;
        for arc in &arcs {
            g.row(arc)?;
        }
        Ok(format!(
            "N = M = {n}, random arcs, every eighth vertex a dead end"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // Self-loops and repeated arcs too (our widened input accepts them).
        let n = g.rng.gen_range(1..=7u64);
        let m = g.rng.gen_range(0..=2 * n);
        let v = g.rng.gen_range(1..=n);
        g.row(&[n, m, v])?;
        for _ in 0..m {
            let (a, b) = (g.rng.gen_range(1..=n), g.rng.gen_range(1..=n));
            let c = WEIGHTS[g.rng.gen_range(0..WEIGHTS.len())] as u64;
            g.row(&[a, b, c])?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, m, v): (usize, usize, usize) = (t.parse(), t.parse(), t.parse());
        let mut next = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (a, b, c): (usize, usize, i64) = (t.parse(), t.parse(), t.parse());
            next[a].push((b, c));
        }
        match (Token { next }).loopy_value(&(v, true)) {
            Total::Ends(total) => format!("{total}\n"),
            Total::Never => "INFINITY\n".to_string(),
        }
    }
}

problem_kit::kit!(Kit);
