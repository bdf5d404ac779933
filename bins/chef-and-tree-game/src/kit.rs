//! The tooling of chef-and-tree-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute::partizan::{Memoised, Partizan, Side};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::seq::SliceRandom;
use rand::Rng;
use std::io;

/// chef-and-tree-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules on one tree: a position is the set of edges still attached
/// (bit e: edge e of the input). Chef (Left) deletes a black edge, Ksen
/// (Right) a white one; then every edge no longer connected to vertex 1
/// through the remaining edges disappears.
pub struct TreeGame {
    /// Vertices 1..=n.
    pub n: usize,
    /// Edges `(u, v, black)`.
    pub edges: Vec<(usize, usize, bool)>,
}

impl TreeGame {
    /// The edges of `attached` still connected to vertex 1 through
    /// `attached`, by a search from the root.
    fn connected(&self, attached: u32) -> u32 {
        let mut reached = vec![false; self.n + 1];
        reached[1] = true;
        let mut kept = 0u32;
        let mut grew = true;
        while grew {
            grew = false;
            for (e, &(u, v, _)) in self.edges.iter().enumerate() {
                if attached >> e & 1 == 1 && kept >> e & 1 == 0 && (reached[u] || reached[v]) {
                    reached[u] = true;
                    reached[v] = true;
                    kept |= 1 << e;
                    grew = true;
                }
            }
        }
        kept
    }

    fn delete(&self, attached: u32, black: bool) -> Vec<u32> {
        (0..self.edges.len())
            .filter(|&e| attached >> e & 1 == 1 && self.edges[e].2 == black)
            .map(|e| self.connected(attached & !(1 << e)))
            .collect()
    }

    /// Every edge attached.
    pub fn start(&self) -> u32 {
        (1u32 << self.edges.len()) - 1
    }
}

impl Partizan for TreeGame {
    type Pos = u32;

    fn left(&self, &attached: &u32) -> Vec<u32> {
        self.delete(attached, true)
    }

    fn right(&self, &attached: &u32) -> Vec<u32> {
        self.delete(attached, false)
    }
}

/// The tests of an input, each a tree's game.
pub fn read_trees(input: &str) -> Vec<TreeGame> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.parse();
    (0..t)
        .map(|_| {
            let n: usize = tokens.parse();
            let edges = (1..n)
                .map(|_| {
                    let (u, v, c): (usize, usize, u8) =
                        (tokens.parse(), tokens.parse(), tokens.parse());
                    (u, v, c == 0)
                })
                .collect();
            TreeGame { n, edges }
        })
        .collect()
}

/// `n`, then the edges of a random tree on `1..=n` ([`Gen::random_tree`]:
/// renamed vertices, shuffled edges, either end first), colour 0 (black)
/// with probability `black`.
fn random_tree(g: &mut Gen, n: u64, black: f64) -> io::Result<()> {
    g.row(&[n])?;
    for (u, v) in g.random_tree(n) {
        let c = u64::from(!g.rng.gen_bool(black));
        g.row(&[u, v, c])?;
    }
    Ok(())
}

impl Problem for Kit {
    const RUNS: u64 = 300;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // The worst case found: one path of N = 10^5 vertices from the
        // root, colours alternating, so that the value of the subtree at
        // depth d has N − d binary digits after the point (caterpillars,
        // runs of one colour and random trees ran faster); the vertices
        // other than the root renamed at random, the edges in random order,
        // either end first.
        let n = size.pick(100_000, 10_000);
        let mut name: Vec<u64> = (2..=n).collect();
        name.shuffle(&mut g.rng);
        name.insert(0, 1);
        // The edge into the path's i-th vertex (0-based; 0 is the root).
        let mut edges: Vec<u64> = (1..n).collect();
        edges.shuffle(&mut g.rng);
        g.row(&[1])?;
        g.row(&[n])?;
        for i in edges {
            let (up, down) = (name[i as usize - 1], name[i as usize]);
            let c = i % 2;
            if g.rng.gen_bool(0.5) {
                g.row(&[up, down, c])?;
            } else {
                g.row(&[down, up, c])?;
            }
        }
        Ok(format!(
            "T = 1 path of N = {n} vertices from the root, colours alternating, vertices renamed at random"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let t = g.rng.gen_range(1..=3);
        g.row(&[t])?;
        for _ in 0..t {
            let n = g.rng.gen_range(1..=9);
            // Some trees mostly of one colour, so that every answer comes up.
            let black = *[0.5, 0.5, 0.3, 0.7].choose(&mut g.rng).unwrap();
            random_tree(g, n, black)?;
        }
        Ok(())
    }

    /// Each tree searched from the rules, with Chef first and Ksen first.
    fn reference(input: &str) -> String {
        let mut out = String::new();
        for tree in read_trees(input) {
            let start = tree.start();
            let game = Memoised::new(tree);
            let chef_first = if game.wins(&start, Side::Left) {
                "Chef"
            } else {
                "Ksen"
            };
            let ksen_first = if game.wins(&start, Side::Right) {
                "Ksen"
            } else {
                "Chef"
            };
            out.push_str(&format!("{chef_first} {ksen_first}\n"));
        }
        out
    }
}

problem_kit::kit!(Kit);
