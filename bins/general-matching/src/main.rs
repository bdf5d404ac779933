//! Library Checker general_matching: a maximum matching of a general graph, by Edmonds' blossoms with Gabow's groups (`games_core::matching`).
//!
//! Any maximum matching is accepted. A greedy start matches most vertices;
//! then one breadth-first search for an augmenting path from each uncovered
//! vertex, shrinking blossoms as they close, makes it maximum (Berge: a
//! matching is maximum iff no augmenting path exists, and a vertex with none
//! now never gets one later). The judge promises a simple graph: a loop or a
//! repeated edge is refused.

use games_core::io::{run, Result, Scanner};
use games_core::matching::{maximum_matching, DenseGraph};
use std::io::{Read, Write};

/// Largest number of vertices.
const MAX_N: u32 = 500;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u32 = sc.next_in("N", 1..=MAX_N)?;
    let max_m: u32 = n * (n - 1) / 2;
    let m: u32 = sc.next_in("M", 0..=max_m)?;
    // A bit matrix: 32 KiB at most, and it finds repeated edges as they come.
    let mut graph = DenseGraph::new(n as usize);
    for _ in 0..m {
        let u: u32 = sc.next_in("u", 0..=n - 1)?;
        let v: u32 = sc.next_in("v", 0..=n - 1)?;
        if !graph.add_edge(u as usize, v as usize) {
            let why = if u == v { "is a loop" } else { "is repeated" };
            return Err(sc.error(format!("edge {u} {v} {why}; the graph must be simple")));
        }
    }
    sc.finish()?;
    let matching = maximum_matching(&graph);
    let pairs = matching.pairs();
    writeln!(out, "{}", pairs.len())?;
    for (a, b) in pairs {
        writeln!(out, "{a} {b}")?;
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
