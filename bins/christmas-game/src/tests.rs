//! The tests of christmas-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};
use std::fmt::Write as _;

problem_kit::kit_tests!(solve);

/// The input of one graph on `m` vertices with `edges` (1-based).
fn one_graph(m: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("1\n{m} {}\n", edges.len());
    for (u, v) in edges {
        writeln!(s, "{u} {v}").unwrap();
    }
    s
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n1 0\n",           // K below 1
        "101\n",              // K past 100
        "1\n0 0\n",           // a graph without vertices
        "1\n100001 0\n",      // m past 10^5
        "2\n100000 0\n1 0\n", // the m add up past 10^5
        "1\n1 200001\n",      // k past 2·10^5
        "1\n3 2\n1 2\n2 4\n", // a vertex past m
        "1\n3 2\n1 2\n0 2\n", // vertex 0
        "1\n3 2\n1 2\n",      // an edge missing
        "2\n2 1\n1 2\n",      // a graph missing
        "1\n2 1\n1 2\n1\n",   // a token after the last graph
    ];
    assert_rejects(&bad, solve);
    let mut two = String::from("2\n1 100000\n");
    two.push_str(&"1 1\n".repeat(100_000));
    two.push_str("1 100001\n");
    assert_rejects(&[&two], solve);
    assert_answers(
        solve,
        &[("1\n1 0\n", "Harry\n"), ("1\n1 1\n1 1\n", "Sally\n")],
    );
}

#[test]
fn paths_and_cycles_of_the_largest_size() {
    let n = MAX_VERTICES;
    // A path from vertex 1 of n − 1 edges is a stalk worth n − 1 ≠ 0.
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v + 1)).collect();
    assert_eq!(answer(&one_graph(n, &path), solve), "Sally\n");
    // Vertex 1 in the middle of a path of 99 999 vertices: two equal
    // branches of 49 999 edges cancel, Harry wins.
    let half = 50_000;
    let mut middle: Vec<(usize, usize)> = (2..half).map(|v| (v, v + 1)).collect();
    middle.extend([(half, 1), (1, half + 1)]);
    middle.extend((half + 1..2 * half - 1).map(|v| (v, v + 1)));
    assert_eq!(middle.len(), 2 * (half - 1));
    assert_eq!(answer(&one_graph(2 * half - 1, &middle), solve), "Harry\n");
    // A cycle of n edges through vertex 1 fuses into n loops: worth n mod 2 = 0.
    let mut cycle = path.clone();
    cycle.push((n, 1));
    assert_eq!(answer(&one_graph(n, &cycle), solve), "Harry\n");
    // A cycle of n − 1 edges (odd, worth 1) and a stalk of one edge: 1 ⊕ 1 = 0.
    let mut lollipop: Vec<(usize, usize)> = (1..n - 1).map(|v| (v, v + 1)).collect();
    lollipop.push((n - 1, 1));
    lollipop.push((n / 2, n));
    assert_eq!(answer(&one_graph(n, &lollipop), solve), "Harry\n");
    // A cycle of n − 2 edges (even, worth 0) and a stalk of two edges: 2.
    let mut longer: Vec<(usize, usize)> = (1..n - 2).map(|v| (v, v + 1)).collect();
    longer.push((n - 2, 1));
    longer.extend([(n / 2, n - 1), (n - 1, n)]);
    assert_eq!(answer(&one_graph(n, &longer), solve), "Sally\n");
}

#[test]
fn many_loops_and_parallel_edges() {
    let k = MAX_EDGES;
    // 2·10^5 loops at vertex 1: an even number of stalks of one edge.
    assert_eq!(answer(&one_graph(1, &vec![(1, 1); k]), solve), "Harry\n");
    // 2·10^5 − 1 parallel edges 1 — 2: one component, an odd number of loops.
    let parallel = vec![(1, 2); k - 1];
    assert_eq!(answer(&one_graph(2, &parallel), solve), "Sally\n");
    // The same hanging below vertex 1 by one bridge: 1 + 1 = 2 ≠ 0; with a
    // second bridge-and-loop beside it: 2 ⊕ 2 = 0.
    let mut hung = vec![(2, 3); k - 3];
    hung.push((1, 2));
    assert_eq!(answer(&one_graph(3, &hung), solve), "Sally\n");
    hung.extend([(1, 4), (4, 4)]);
    assert_eq!(answer(&one_graph(4, &hung), solve), "Harry\n");
    // Loops and edges on vertices away from vertex 1 never count.
    let mut away = vec![(2, 2); k - 1];
    away.push((3, 2));
    assert_eq!(answer(&one_graph(3, &away), solve), "Harry\n");
}

#[test]
fn many_small_graphs() {
    // 100 graphs, each a triangle on vertex 1 (worth 1): even in number, Harry wins.
    let triangle = "3 3\n1 2\n2 3\n3 1\n";
    assert_eq!(
        answer(&format!("100\n{}", triangle.repeat(100)), solve),
        "Harry\n"
    );
    // 99 triangles (1 together) and a square on vertex 1 (4 loops, worth 0).
    let mut input = format!("100\n{}", triangle.repeat(99));
    input.push_str("4 4\n1 2\n2 3\n3 4\n4 1\n");
    assert_eq!(answer(&input, solve), "Sally\n");
    // 100 graphs using both sums in full: 1000 vertices and 2000 edges each.
    let mut input = String::from("100\n");
    for i in 0..100 {
        // A path of 999 edges, then 1001 loops at its far end (worth 1): 999 + 1 = 1000.
        // Every second graph has one loop fewer at the far end and one at vertex 1: 999 ⊕ 1.
        input.push_str("1000 2000\n");
        for v in 1..1000 {
            writeln!(input, "{v} {}", v + 1).unwrap();
        }
        let far_loops = if i % 2 == 0 { 1001 } else { 1000 };
        input.push_str(&"1000 1000\n".repeat(far_loops));
        input.push_str(&"1 1\n".repeat(1001 - far_loops));
    }
    // 50 × 1000 ⊕ 50 × (999 ⊕ 1 = 998): both even in number, 0.
    assert_eq!(answer(&input, solve), "Harry\n");
    // Move the first odd graph's loop from vertex 1 to vertex 2: that graph
    // becomes (1 ⊕ 998) + 1 = 1000, and 51 × 1000 ⊕ 49 × 998 ≠ 0.
    let input = input.replacen("\n1 1\n", "\n2 2\n", 1);
    assert_eq!(answer(&input, solve), "Sally\n");
}
