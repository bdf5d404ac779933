//! The tooling of christmas-game: its bench input, random small graphs and a reference that searches the whole sum of graphs from the rules.

use problem_kit::{shapes, Gen, Problem, Rules, Size, Tokens};
use rand::seq::SliceRandom;
use rand::Rng;
use std::io;

/// christmas-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// An edge `(u, v)` with `u ≤ v`, vertices numbered from 0 (the input's vertex 1 is 0).
type Edge = (u32, u32);

/// The rules alone, for one graph: a position is the sorted list of its
/// remaining edges, all connected to vertex 0 (which stands on the ground).
/// A move deletes one edge; every edge then no longer connected to vertex 0
/// falls. Who cannot move loses. The input's K graphs are a selective sum
/// of such positions.
impl Rules for Kit {
    type Pos = Vec<Edge>;

    fn moves(&self, edges: &Vec<Edge>) -> Vec<Vec<Edge>> {
        let mut next: Vec<Vec<Edge>> = (0..edges.len())
            .filter(|&i| i == 0 || edges[i] != edges[i - 1])
            .map(|i| {
                let mut rest = edges.clone();
                rest.remove(i);
                shapes::standing_edges(&rest)
            })
            .collect();
        next.sort_unstable();
        next.dedup();
        next
    }
}

/// One graph of the input: `m`, its edges (1-based), as the contract reads them.
struct Graph {
    m: u64,
    edges: Vec<(u64, u64)>,
}

/// Writes `K`, then each graph (its edges in random order and orientation).
fn write_graphs(g: &mut Gen, graphs: &[Graph]) -> io::Result<()> {
    g.num(graphs.len() as u64, b'\n')?;
    for graph in graphs {
        g.row(&[graph.m, graph.edges.len() as u64])?;
        let mut edges = graph.edges.clone();
        edges.shuffle(&mut g.rng);
        g.edges_either_way(&edges)?;
    }
    Ok(())
}

/// A random small multigraph on `1..=m` with `k` edges: loops, parallel
/// edges, cycles and parts away from vertex 1 all come up.
fn random_graph(g: &mut Gen, m: u64, k: usize) -> Graph {
    let mut edges: Vec<(u64, u64)> = Vec::with_capacity(k);
    for _ in 0..k {
        let e = match g.rng.gen_range(0..8) {
            0 => {
                let v = g.rng.gen_range(1..=m);
                (v, v)
            }
            1 if !edges.is_empty() => edges[g.rng.gen_range(0..edges.len())],
            _ => (g.rng.gen_range(1..=m), g.rng.gen_range(1..=m)),
        };
        edges.push(e);
    }
    Graph { m, edges }
}

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // One graph at both sums' limits: a cycle through all m vertices (the
        // deepest search there is), then chords, loops and parallel edges up
        // to k edges, vertex labels shuffled with vertex 1 kept on the cycle.
        let m = size.pick(100_000, 10_000);
        let k = size.pick(200_000, 20_000);
        let mut label: Vec<u64> = (1..=m).collect();
        label.shuffle(&mut g.rng);
        let mut edges: Vec<(u64, u64)> = (0..m as usize)
            .map(|i| (label[i], label[(i + 1) % m as usize]))
            .collect();
        while (edges.len() as u64) < k {
            let e = match g.rng.gen_range(0..4) {
                0 => {
                    let v = g.rng.gen_range(1..=m);
                    (v, v)
                }
                1 => edges[g.rng.gen_range(0..edges.len())],
                _ => (g.rng.gen_range(1..=m), g.rng.gen_range(1..=m)),
            };
            edges.push(e);
        }
        write_graphs(g, &[Graph { m, edges }])?;
        Ok(format!(
            "K = 1 graph of m = {m} vertices and k = {k} edges (both sums at their limits): a Hamiltonian cycle, random chords, loops and parallel edges"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // At most 11 edges in all, so the whole sum has at most 2^11 states.
        let mut graphs = Vec::new();
        let mut budget = g.rng.gen_range(1..=11usize);
        let wanted = g.rng.gen_range(1..=4usize);
        while graphs.len() < wanted {
            let m = g.rng.gen_range(1..=5);
            let k = g.rng.gen_range(0..=budget.min(7));
            budget -= k;
            graphs.push(random_graph(g, m, k));
            // A twin of a graph (relabelled, vertex 1 kept) cancels it: Harry's games come up often.
            if budget >= k && graphs.len() < wanted && g.rng.gen_bool(0.5) {
                budget -= k;
                let last = &graphs[graphs.len() - 1];
                let mut label: Vec<u64> = (2..=last.m).collect();
                label.shuffle(&mut g.rng);
                label.insert(0, 1);
                let twin = Graph {
                    m: last.m,
                    edges: (last.edges.iter())
                        .map(|&(u, v)| (label[u as usize - 1], label[v as usize - 1]))
                        .collect(),
                };
                graphs.push(twin);
            }
        }
        graphs.shuffle(&mut g.rng);
        write_graphs(g, &graphs)
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let graphs: usize = t.parse();
        let components: Vec<Vec<Edge>> = (0..graphs)
            .map(|_| {
                let _m: u32 = t.parse();
                let k: usize = t.parse();
                let edges: Vec<Edge> = shapes::sorted_edges(&mut t, k);
                // Parts away from vertex 1 have fallen before the game starts.
                shapes::standing_edges(&edges)
            })
            .collect();
        // The whole input as one game: the sum of the graphs, searched from the rules.
        if Kit.sum_wins(&components) {
            "Sally\n".into()
        } else {
            "Harry\n".into()
        }
    }
}

problem_kit::kit!(Kit, rules);
