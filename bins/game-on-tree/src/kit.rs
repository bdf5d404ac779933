//! The tooling of game-on-tree: its bench input, random small trees and a game-tree reference from the rules (stated once with `Rules`).

use problem_kit::{shapes, Gen, Problem, Rules, Size, Tokens};
use rand::seq::SliceRandom;
use rand::Rng;
use std::io;

/// game-on-tree's kit (see `problem_kit::kit`).
pub struct Kit;

/// Writes `n` and the edges of the tree where vertex `v ≥ 1` (0-based) hangs
/// from `parent[v]`, under a random relabelling that keeps 0 as vertex 1,
/// in random order and orientation.
fn write_tree(g: &mut Gen, parent: &[usize]) -> io::Result<()> {
    let n = parent.len();
    let mut label: Vec<u64> = (2..=n as u64).collect();
    label.shuffle(&mut g.rng);
    label.insert(0, 1);
    let mut edges: Vec<(u64, u64)> = (1..n).map(|v| (label[v], label[parent[v]])).collect();
    edges.shuffle(&mut g.rng);
    g.num(n as u64, b'\n')?;
    g.edges_either_way(&edges)?;
    Ok(())
}

impl Problem for Kit {
    const RUNS: u64 = 500;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // A path with vertex 1 at one end: the deepest tree there is (no
        // recursion may follow it), relabelled and shuffled.
        let n = size.pick(100_000, 10_000) as usize;
        let parent: Vec<usize> = (0..n).map(|v| v.saturating_sub(1)).collect();
        write_tree(g, &parent)?;
        Ok(format!(
            "N = {n}: a path with vertex 1 at one end, labels and edges shuffled (the judge's limit)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        if g.rng.gen_bool(0.4) {
            // Two copies of one random branch under vertex 1 (worth 0 together),
            // so that Bob wins often enough, and sometimes a small extra branch.
            let m = g.rng.gen_range(1..=4usize);
            let shape: Vec<usize> = (0..m).map(|v| g.rng.gen_range(0..=v)).collect();
            let mut parent = vec![0];
            for copy in 0..2 {
                let base = 1 + copy * m;
                // Branch vertex i hangs from branch vertex shape[i] − 1, or from vertex 1 when 0.
                parent.extend((0..m).map(|i| {
                    if shape[i] == 0 || i == 0 {
                        0
                    } else {
                        base + shape[i] - 1
                    }
                }));
            }
            if g.rng.gen_bool(0.3) {
                parent.push(g.rng.gen_range(0..parent.len()));
            }
            return write_tree(g, &parent);
        }
        let n = g.rng.gen_range(2..=10usize);
        // Vertex v hangs from a random earlier vertex: bushy and path-like trees alike.
        let reach = g.rng.gen_range(1..=n);
        let parent: Vec<usize> = (0..n)
            .map(|v| {
                if v == 0 {
                    0
                } else {
                    g.rng.gen_range(v.saturating_sub(reach)..v)
                }
            })
            .collect();
        write_tree(g, &parent)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let edges: Vec<Edge> = shapes::sorted_edges(&mut t, n.saturating_sub(1));
        if Kit.wins(&edges) {
            "Alice\n".into()
        } else {
            "Bob\n".into()
        }
    }
}

/// An edge `(x, y)` with `x < y`, vertices numbered from 0 (the input's vertex 1 is 0).
type Edge = (u32, u32);

/// The rules alone: a position is the sorted list of the edges still there,
/// all connected to vertex 0. A move deletes one edge, then every edge no
/// longer connected to vertex 0 is thrown away. Who cannot move loses.
impl Rules for Kit {
    type Pos = Vec<Edge>;

    fn moves(&self, edges: &Vec<Edge>) -> Vec<Vec<Edge>> {
        (0..edges.len())
            .map(|cut| {
                let mut rest = edges.clone();
                rest.remove(cut);
                shapes::standing_edges(&rest)
            })
            .collect()
    }
}

problem_kit::kit!(Kit, rules);
