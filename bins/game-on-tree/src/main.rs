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
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::{answer, try_answer};

    #[test]
    fn limits_are_enforced() {
        let bad = [
            "1\n",                // N below 2
            "100001\n1 2\n",      // N past 10^5
            "3\n1 2\n2 4\n",      // a vertex past N
            "3\n1 2\n0 2\n",      // vertex 0
            "3\n1 1\n2 3\n",      // a self-loop
            "4\n1 2\n2 1\n3 4\n", // a repeated edge: not connected
            "4\n2 3\n3 4\n4 2\n", // a cycle away from vertex 1
            "3\n1 2\n",           // an edge missing
        ];
        problem_kit::assert_rejects(&bad, solve);
        let e = try_answer("4\n2 3\n3 4\n4 2\n", solve)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "line 4: the 3 edges do not form a tree: some vertex is not connected to vertex 1"
        );
        assert_eq!(answer("2\n2 1\n", solve), "Alice\n");
        assert_eq!(answer("3\n1 2\n1 3\n", solve), "Bob\n");
    }

    #[test]
    fn a_path_of_the_largest_size() {
        // Vertex 1 at one end of a path of 10^5 vertices: G = 10^5 − 1 ≠ 0.
        let mut input = format!("{MAX_N}\n");
        for v in 1..MAX_N {
            input.push_str(&format!("{} {}\n", v + 1, v));
        }
        assert_eq!(answer(&input, solve), "Alice\n");
        // Vertex 1 in the middle of an even path: two equal branches, Bob wins.
        let n = 99_999;
        let mut input = format!("{n}\n");
        // The path 2 — 3 — … — 50000 — 1 — 50001 — … — 99999: two branches of 49999 edges.
        let mut edges: Vec<(usize, usize)> = (2..50_000).map(|v| (v, v + 1)).collect();
        edges.push((50_000, 1));
        edges.push((1, 50_001));
        edges.extend((50_001..n).map(|v| (v, v + 1)));
        assert_eq!(edges.len(), n - 1);
        for (a, b) in edges {
            input.push_str(&format!("{a} {b}\n"));
        }
        assert_eq!(answer(&input, solve), "Bob\n");
    }
}
