//! The tooling of playing-tag-on-tree: its bench input, random small trees and a reference from the rules (`ScoreRules::loopy_value`: every reachable (Takahashi, Aoki, mover) listed, then value iteration; no move counter, no cut-off).

use problem_kit::score::{Edge, ScoreRules, Total, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// playing-tag-on-tree's kit (see `problem_kit::kit`).
pub struct Kit;

/// The game on the input's tree: `next[x]` lists the neighbours of x.
struct Tag {
    next: Vec<Vec<usize>>,
}

/// The rules alone. The score counts Aoki's steps; Takahashi is Max (and
/// a chase that never ends would be his: `ScoreRules::ENDLESS` is Max),
/// Aoki Min. The game is over when both stand on one vertex.
impl ScoreRules for Tag {
    /// (Takahashi's vertex, Aoki's vertex, whether Takahashi steps next).
    type Pos = (usize, usize, bool);
    fn turn(&self, &(_, _, runs): &Self::Pos) -> Turn {
        if runs {
            Turn::Max
        } else {
            Turn::Min
        }
    }
    fn moves(&self, &(t, a, runs): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        if t == a {
            Vec::new()
        } else if runs {
            self.next[t]
                .iter()
                .map(|&x| Edge::to((x, a, false)))
                .collect()
        } else {
            self.next[a]
                .iter()
                .map(|&x| Edge::gain(1, (t, x, true)))
                .collect()
        }
    }
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // N at the limit, a random tree (two searches over it), the players
        // at random distinct vertices.
        let n = size.pick(100_000, 10_000);
        let edges = g.random_tree(n);
        let u = g.rng.gen_range(1..=n);
        let v = loop {
            let v = g.rng.gen_range(1..=n);
            if v != u {
                break v;
            }
        };
        g.row(&[n, u, v])?;
        g.edges_either_way(&edges)?;
        Ok(format!("N = {n}, a random tree"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(2..=9);
        let edges = g.random_tree(n);
        let u = g.rng.gen_range(1..=n);
        let v = loop {
            let v = g.rng.gen_range(1..=n);
            if v != u {
                break v;
            }
        };
        g.row(&[n, u, v])?;
        g.edges_either_way(&edges)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, u, v): (usize, usize, usize) = (t.parse(), t.parse(), t.parse());
        let mut next = vec![Vec::new(); n + 1];
        for _ in 1..n {
            let (a, b): (usize, usize) = (t.parse(), t.parse());
            next[a].push(b);
            next[b].push(a);
        }
        match (Tag { next }).loopy_value(&(u, v, true)) {
            Total::Ends(steps) => format!("{steps}\n"),
            Total::Never => {
                panic!("Aoki always catches Takahashi on a tree, yet the search says never")
            }
        }
    }
}

problem_kit::kit!(Kit);
