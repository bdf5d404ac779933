//! Practice 18 of seed 002: a token on vertex s of a DAG moves along an edge each turn; who cannot move loses.
//!
//! A vertex wins iff some edge leads to a losing vertex (a sink loses). The
//! vertices are ordered with Kahn's algorithm (no recursion, so a path of
//! 10^5 vertices is fine) and decided in reverse topological order. The game
//! is defined only on an acyclic graph: an input with a cycle is refused.

use games_core::io::{run, Result, Scanner};
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
    writeln!(
        out,
        "{}",
        if wins[s as usize - 1] {
            "TRƯỚC"
        } else {
            "SAU"
        }
    )?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::{answer, assert_rejects};

    fn input(n: u32, s: u32, edges: &[(u32, u32)]) -> String {
        let mut t = format!("{n} {} {s}\n", edges.len());
        for (u, v) in edges {
            t.push_str(&format!("{u} {v}\n"));
        }
        t
    }

    #[test]
    fn path_of_100000_vertices_needs_no_deep_stack() {
        let n = MAX_N;
        // Edges listed backwards so Kahn's queue is the only thing ordering them.
        let edges: Vec<(u32, u32)> = (1..n).rev().map(|u| (u, u + 1)).collect();
        // From vertex s there are n − s moves left, all forced.
        assert_eq!(answer(&input(n, 1, &edges), solve), "TRƯỚC\n");
        assert_eq!(answer(&input(n, 2, &edges), solve), "SAU\n");
        assert_eq!(answer(&input(n, n, &edges), solve), "SAU\n");
        assert_eq!(answer(&input(n, n - 1, &edges), solve), "TRƯỚC\n");
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("4 4 1 1 2 1 3 2 4 3 4", solve), "SAU\n");
        assert_eq!(
            answer("6 7 1\n1 2\n1 3\n2 4\n3 5\n4 6\n5 6\n3 4\n", solve),
            "TRƯỚC\n"
        );
        assert_eq!(answer("1 0 1\n", solve), "SAU\n");
    }

    #[test]
    fn cycles_are_refused() {
        // A self-loop is a cycle too, even far from s.
        for input in ["3 3 1\n1 2\n2 3\n3 1\n", "3 2 1\n1 2\n3 3\n"] {
            let mut out = Vec::new();
            let e = solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap_err();
            assert!(e.to_string().contains("cycle"), "{e}");
            assert!(out.is_empty(), "partial output for {input}");
        }
    }

    #[test]
    fn out_of_range_is_refused() {
        assert_rejects(
            &[
                "0 0 1",
                "100001 0 1",
                "2 200001 1",
                "2 0 3",
                "2 1 1 1 3",
                "2 1 1 0 1",
                "2 1 1 1",
                "2 0 1 1",
            ],
            solve,
        );
    }
}
