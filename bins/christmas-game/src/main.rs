//! POJ 3710 "Christmas Game", on any graphs: Green Hackenbush on rooted multigraphs, by the fusion and colon principles.
//!
//! Each graph is a Green Hackenbush position rooted at its vertex 1, and the
//! K graphs are a sum of games: Sally, moving first, wins iff the XOR of
//! their Grundy values is not 0. A graph's value comes from
//! `games_core::hackenbush::graph_grundy`: every 2-edge-connected component
//! fuses into one vertex whose other edges become loops (worth 1 each), and
//! the colon principle values the bridge tree that is left. Bridges are found
//! with an explicit stack, so a path or a cycle of 10^5 vertices is fine.

use games_core::hackenbush::graph_grundy;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of graphs K.
const MAX_K: usize = 100;
/// Largest sum of the vertex counts m over the input.
const MAX_VERTICES: usize = 100_000;
/// Largest sum of the edge counts k over the input.
const MAX_EDGES: usize = 200_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let graphs: usize = sc.next_in("K", 1..=MAX_K)?;
    let (mut vertices_left, mut edges_left) = (MAX_VERTICES, MAX_EDGES);
    let mut edges = Vec::new();
    let mut sum = 0u64;
    for i in 1..=graphs {
        if vertices_left == 0 {
            return Err(sc.error(format!(
                "graph {i} has no vertex left: the graphs before it already have {MAX_VERTICES} in all"
            )));
        }
        let m: usize = sc.next_in(
            &format!("m of graph {i} (at most {MAX_VERTICES} vertices in all)"),
            1..=vertices_left,
        )?;
        let k: usize = sc.next_in(
            &format!("k of graph {i} (at most {MAX_EDGES} edges in all)"),
            0..=edges_left,
        )?;
        vertices_left -= m;
        edges_left -= k;
        edges.clear();
        for _ in 0..k {
            let u: usize = sc.next_in("u", 1..=m)?;
            let v: usize = sc.next_in("v", 1..=m)?;
            edges.push((u - 1, v - 1));
        }
        sum ^= graph_grundy(m, &edges, 0).expect("every endpoint was read within 1..=m");
    }
    sc.finish()?;
    out.write_all(if sum != 0 { b"Sally\n" } else { b"Harry\n" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
