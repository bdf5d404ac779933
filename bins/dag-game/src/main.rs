//! Practice 18 of seed 002: a token on vertex s of a DAG moves along an edge each turn; who cannot move loses.
//!
//! A vertex wins iff some edge leads to a losing vertex (a sink loses). The
//! vertices are ordered with Kahn's algorithm (no recursion, so a path of
//! 10^5 vertices is fine) and decided in reverse topological order. The game
//! is defined only on an acyclic graph: an input with a cycle is refused.

use games_core::io::{run, Result, Scanner};
use games_core::verdict::write_verdict;
use std::io::{Read, Write};

/// Largest number of vertices.
const MAX_N: u32 = 100_000;
/// Largest number of edges.
const MAX_M: u32 = 200_000;

/// Whether the player to move at each vertex (0-based) wins, or `None` if
/// the graph has a cycle.
///
/// # Complexity
/// O(n + m) time and memory.
fn winning_vertices(n: usize, edges: &[(u32, u32)]) -> Option<Vec<bool>> {
    // Out-edges in compressed rows.
    let mut start = vec![0usize; n + 1];
    for &(u, _) in edges {
        start[u as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut head = vec![0u32; edges.len()];
    let mut indegree = vec![0u32; n];
    for &(u, v) in edges {
        head[fill[u as usize]] = v;
        fill[u as usize] += 1;
        indegree[v as usize] += 1;
    }
    // Kahn: `order` lists vertices so every edge goes forwards.
    let mut order: Vec<u32> = (0..n as u32)
        .filter(|&v| indegree[v as usize] == 0)
        .collect();
    let mut next = 0;
    while next < order.len() {
        let u = order[next] as usize;
        next += 1;
        for &v in &head[start[u]..start[u + 1]] {
            indegree[v as usize] -= 1;
            if indegree[v as usize] == 0 {
                order.push(v);
            }
        }
    }
    if order.len() < n {
        return None;
    }
    let mut wins = vec![false; n];
    for &u in order.iter().rev() {
        let u = u as usize;
        wins[u] = head[start[u]..start[u + 1]]
            .iter()
            .any(|&v| !wins[v as usize]);
    }
    Some(wins)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u32 = sc.next_in("n", 1..=MAX_N)?;
    let m: u32 = sc.next_in("m", 0..=MAX_M)?;
    let s: u32 = sc.next_in("s", 1..=n)?;
    let mut edges = Vec::with_capacity(m as usize);
    for _ in 0..m {
        let u: u32 = sc.next_in("u", 1..=n)?;
        let v: u32 = sc.next_in("v", 1..=n)?;
        edges.push((u - 1, v - 1));
    }
    sc.finish()?;
    let wins = winning_vertices(n as usize, &edges).ok_or_else(|| {
        sc.error("the graph has a directed cycle; the game is defined only on a DAG")
    })?;
    write_verdict(out, wins[s as usize - 1])
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
