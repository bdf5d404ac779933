//! The tooling of chase: its bench input, random small triangle-free graphs and a reference from the rules (`ScoreRules::loopy_value`: every reachable (runner, pursuer, mover) listed, then value iteration; no round counter, no cut-off).

use problem_kit::score::{Edge, ScoreRules, Total, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// chase's kit (see `problem_kit::kit`).
pub struct Kit;

/// The game on the input's graph: `next[x]` lists the neighbours of x.
struct Chase {
    next: Vec<Vec<usize>>,
}

/// The rules alone. A round is a move of the runner A, then one of the
/// pursuer B; a move stays put or steps along an edge. The score counts the
/// rounds (each of A's moves scores 1); A is Max, and a chase that never
/// ends is his (`ScoreRules::ENDLESS` is Max), B is Min. The game is over
/// when both stand on one vertex.
impl ScoreRules for Chase {
    /// (A's vertex, B's vertex, whether A moves next).
    type Pos = (usize, usize, bool);
    fn turn(&self, &(_, _, runs): &Self::Pos) -> Turn {
        if runs {
            Turn::Max
        } else {
            Turn::Min
        }
    }
    fn moves(&self, &(p, q, runs): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        if p == q {
            return Vec::new();
        }
        let here = if runs { p } else { q };
        let reach = std::iter::once(here).chain(self.next[here].iter().copied());
        if runs {
            reach.map(|x| Edge::gain(1, (x, q, false))).collect()
        } else {
            reach.map(|x| Edge::to((p, x, true))).collect()
        }
    }
}

/// A random connected graph without triangles on `n` vertices: a random
/// tree, then up to `extra` more edges, each kept only if its ends share no
/// neighbour and are not yet joined.
fn triangle_free(g: &mut Gen, n: u64, extra: usize) -> Vec<(u64, u64)> {
    let mut edges = g.random_tree(n);
    let joined = |edges: &[(u64, u64)], x: u64, y: u64| {
        edges
            .iter()
            .any(|&(u, v)| (u, v) == (x, y) || (u, v) == (y, x))
    };
    for _ in 0..extra {
        let (x, y) = (g.rng.gen_range(1..=n), g.rng.gen_range(1..=n));
        let common = (1..=n).any(|z| joined(&edges, x, z) && joined(&edges, y, z));
        if x != y && !joined(&edges, x, y) && !common {
            edges.push((x, y));
        }
    }
    edges
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Ours at the limit: a grid (bipartite, so no triangle) of about n
        // vertices with m edges, the pieces at opposite corners: the triangle
        // check sees every edge, and the runner escapes round the squares.
        let side = size.pick(316, 100);
        let n = side * side;
        let id = |r: u64, c: u64| r * side + c + 1;
        let mut edges = Vec::new();
        for r in 0..side {
            for c in 0..side {
                if c + 1 < side {
                    edges.push((id(r, c), id(r, c + 1)));
                }
                if r + 1 < side {
                    edges.push((id(r, c), id(r + 1, c)));
                }
            }
        }
        g.row(&[n, edges.len() as u64, 1, n])?;
        g.edges_either_way(&edges)?;
        Ok(format!(
            "a {side}×{side} grid: n = {n}, m = {} (the judge's: n ≤ 3000, m ≤ 15 000)",
            edges.len()
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(2..=8);
        let extra = g.rng.gen_range(0..=4);
        let edges = triangle_free(g, n, extra);
        let starts = g.distinct(2, n);
        g.row(&[n, edges.len() as u64, starts[0], starts[1]])?;
        g.edges_either_way(&edges)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, m, a, b): (usize, usize, usize, usize) =
            (t.parse(), t.parse(), t.parse(), t.parse());
        let mut next = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (x, y): (usize, usize) = (t.parse(), t.parse());
            next[x].push(y);
            next[y].push(x);
        }
        match (Chase { next }).loopy_value(&(a, b, true)) {
            Total::Ends(rounds) => format!("{rounds}\n"),
            Total::Never => "NIE\n".to_string(),
        }
    }
}

problem_kit::kit!(Kit);
