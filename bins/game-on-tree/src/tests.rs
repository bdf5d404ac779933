//! The tests of game-on-tree: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers};

problem_kit::kit_tests!(solve);

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
    problem_kit::shapes::assert_error(
        "4\n2 3\n3 4\n4 2\n",
        solve,
        "line 4: the 3 edges do not form a tree: some vertex is not connected to vertex 1",
    );
    assert_answers(
        solve,
        &[("2\n2 1\n", "Alice\n"), ("3\n1 2\n1 3\n", "Bob\n")],
    );
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
