//! AtCoder AGC017 D "Game on Tree": Green Hackenbush on a tree rooted at vertex 1, by the colon principle.
//!
//! Deleting an edge and dropping what is cut off from vertex 1 is Green
//! Hackenbush on a rooted tree. By the colon principle a vertex with
//! children c is worth the XOR of G(c) + 1 (`games_core::hackenbush`,
//! computed children-first in reverse breadth-first order: a path of 10^5
//! vertices is fine). Alice, moving first, wins iff G(vertex 1) ≠ 0.

use games_core::hackenbush::tree_grundy;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of vertices N (the judge's limit).
const MAX_N: usize = 100_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 2..=MAX_N)?;
    let mut edges = Vec::with_capacity(n - 1);
    for i in 1..n {
        let x: usize = sc.next_in(&format!("x_{i}"), 1..=n)?;
        let y: usize = sc.next_in(&format!("y_{i}"), 1..=n)?;
        if x == y {
            return Err(sc.error(format!("edge {i} joins vertex {x} to itself")));
        }
        edges.push((x - 1, y - 1));
    }
    // Checked before `finish`, so the error names the line of the last edge.
    let g = tree_grundy(n, &edges, 0).ok_or_else(|| {
        sc.error(format!(
            "the {} edges do not form a tree: some vertex is not connected to vertex 1",
            n - 1
        ))
    })?;
    sc.finish()?;
    out.write_all(if g[0] != 0 { b"Alice\n" } else { b"Bob\n" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
