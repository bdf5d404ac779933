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
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn error(input: &str) -> String {
        let mut out = Vec::new();
        let e = solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap_err();
        assert!(out.is_empty());
        e.to_string()
    }

    /// A random DAG on 1..=n: edges go forwards in a random vertex order,
    /// listed in random order, with possible duplicates.
    fn random_dag(rng: &mut StdRng, n: u32) -> Vec<(u32, u32)> {
        let mut rank: Vec<u32> = (1..=n).collect();
        rank.shuffle(rng);
        let m = rng.gen_range(0..=2 * n);
        (0..m)
            .filter_map(|_| {
                let (i, j) = (rng.gen_range(0..n as usize), rng.gen_range(0..n as usize));
                (i < j).then(|| (rank[i], rank[j]))
            })
            .collect()
    }

    fn input(n: u32, s: u32, edges: &[(u32, u32)]) -> String {
        let mut t = format!("{n} {} {s}\n", edges.len());
        for (u, v) in edges {
            t.push_str(&format!("{u} {v}\n"));
        }
        t
    }

    #[test]
    fn random_dags_match_search() {
        let mut rng = StdRng::seed_from_u64(18);
        for _ in 0..400 {
            let n = rng.gen_range(1..=12);
            let edges = random_dag(&mut rng, n);
            let s = rng.gen_range(1..=n);
            let moves =
                |&u: &u32| -> Vec<u32> { edges.iter().filter(|e| e.0 == u).map(|e| e.1).collect() };
            let b = brute::wins(&s, moves, |_| false, &mut HashMap::new());
            let want = if b { "TRƯỚC\n" } else { "SAU\n" };
            assert_eq!(answer(&input(n, s, &edges)), want, "{edges:?} from {s}");
        }
    }

    #[test]
    fn path_of_100000_vertices_needs_no_deep_stack() {
        let n = MAX_N;
        // Edges listed backwards so Kahn's queue is the only thing ordering them.
        let edges: Vec<(u32, u32)> = (1..n).rev().map(|u| (u, u + 1)).collect();
        // From vertex s there are n − s moves left, all forced.
        assert_eq!(answer(&input(n, 1, &edges)), "TRƯỚC\n");
        assert_eq!(answer(&input(n, 2, &edges)), "SAU\n");
        assert_eq!(answer(&input(n, n, &edges)), "SAU\n");
        assert_eq!(answer(&input(n, n - 1, &edges)), "TRƯỚC\n");
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("4 4 1 1 2 1 3 2 4 3 4"), "SAU\n");
        assert_eq!(
            answer("6 7 1\n1 2\n1 3\n2 4\n3 5\n4 6\n5 6\n3 4\n"),
            "TRƯỚC\n"
        );
        assert_eq!(answer("1 0 1\n"), "SAU\n");
    }

    #[test]
    fn cycles_are_refused() {
        let e = error("3 3 1\n1 2\n2 3\n3 1\n");
        assert!(e.contains("cycle"), "{e}");
        // A self-loop is a cycle too, even far from s.
        assert!(error("3 2 1\n1 2\n3 3\n").contains("cycle"));
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in [
            "0 0 1",
            "100001 0 1",
            "2 200001 1",
            "2 0 3",
            "2 1 1 1 3",
            "2 1 1 0 1",
            "2 1 1 1",
            "2 0 1 1",
        ] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(solve(&mut sc, &mut Vec::new()).is_err(), "{bad}");
        }
    }
}
