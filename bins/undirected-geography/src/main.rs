//! CodeChef HAMILG "A game on a graph": undirected vertex geography; Askar, who places the token, wins from v exactly when some maximum matching leaves v uncovered.
//!
//! Bob moves first from the start vertex, so Askar wins from v iff the
//! player moving first from v loses, iff v is in D of the Edmonds–Gallai
//! decomposition (`games_core::geography`, where the theorem is proved).
//! Per test: a maximum matching by Edmonds' blossoms, then one search forest
//! from the uncovered vertices labels D; the answer is |D|.

use games_core::geography::mover_loses;
use games_core::io::{run, Result, Scanner};
use games_core::matching::Graph;
use std::io::{Read, Write};

/// Largest number of tests.
const MAX_T: u32 = 100;
/// Largest number of vertices of one test.
const MAX_N: u32 = 2000;
/// Largest total number of edges over all tests.
const MAX_TOTAL_M: u64 = 1_000_000;

/// `Err` with a message if `graph` has a repeated edge or is not connected.
fn check_simple_and_connected(graph: &Graph) -> std::result::Result<(), String> {
    let n = graph.vertices();
    let mut mark = vec![u32::MAX; n];
    for v in 0..n {
        for &w in graph.neighbours(v) {
            if mark[w as usize] == v as u32 {
                return Err(format!(
                    "edge {} {} is repeated; the graph must be simple",
                    v + 1,
                    w + 1
                ));
            }
            mark[w as usize] = v as u32;
        }
    }
    let mut seen = vec![false; n];
    let mut queue = vec![0u32];
    seen[0] = true;
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for &w in graph.neighbours(v) {
            if !seen[w as usize] {
                seen[w as usize] = true;
                queue.push(w);
            }
        }
    }
    match seen.iter().position(|&s| !s) {
        Some(v) => Err(format!(
            "vertex {} cannot be reached from vertex 1; the graph must be connected",
            v + 1
        )),
        None => Ok(()),
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    let mut total: u64 = 0;
    let mut answers = Vec::with_capacity(t as usize);
    for _ in 0..t {
        let n: u32 = sc.next_in("N", 1..=MAX_N)?;
        let max_m: u64 = u64::from(n) * u64::from(n - 1) / 2;
        let m: u64 = sc.next_in("M", u64::from(n - 1)..=max_m)?;
        total += m;
        if total > MAX_TOTAL_M {
            return Err(sc.error(format!(
                "the numbers of edges add up to more than {MAX_TOTAL_M}"
            )));
        }
        let mut edges: Vec<(u32, u32)> = Vec::with_capacity(m as usize);
        for _ in 0..m {
            let x: u32 = sc.next_in("x", 1..=n)?;
            let y: u32 = sc.next_in("y", 1..=n)?;
            if x == y {
                return Err(sc.error(format!("edge {x} {y} is a loop; the graph must be simple")));
            }
            edges.push((x - 1, y - 1));
        }
        let graph = Graph::from_edges(n as usize, &edges)
            .ok_or_else(|| sc.error("an edge names a vertex out of range"))?;
        check_simple_and_connected(&graph).map_err(|e| sc.error(e))?;
        answers.push(mover_loses(&graph).iter().filter(|&&l| l).count());
    }
    sc.finish()?;
    for a in answers {
        writeln!(out, "{a}")?;
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
