//! The tests of undirected-geography: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

fn test_of(n: u32, edges: &[(u32, u32)]) -> String {
    problem_kit::shapes::graph_input(n, edges)
}

#[test]
fn small_graphs() {
    assert_answers(
        solve,
        &[
            // The statement's sample: K4 (a perfect matching), a tree, a path of 3.
            (
                "3\n4 6\n1 2\n1 3\n4 1\n4 2\n4 3\n2 3\n8 7\n3 2\n1 2\n4 2\n5 1\n6 3\n7 1\n8 3\n3 2\n1 2\n2 3\n",
                "0\n4\n2\n",
            ),
            // One vertex: Bob cannot move. An edge: Bob always can.
            ("2\n1 0\n2 1\n2 1\n", "1\n0\n"),
            // A triangle: every vertex is left uncovered by some maximum matching.
            ("1\n3 3\n1 2\n2 3\n3 1\n", "3\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // The complete graph K_2000 (1 999 000 edges is over the budget), so: a
    // star on 2000 vertices (Askar wins from every leaf) and a path of 2000
    // (a perfect matching), then the complete graph on 1414 vertices
    // (998 991 edges, even: 0) within the sum of 10^6.
    let star: Vec<(u32, u32)> = (2..=MAX_N).map(|v| (1, v)).collect();
    let path: Vec<(u32, u32)> = (1..MAX_N).map(|v| (v + 1, v)).collect();
    let k = 1414u32;
    let complete: Vec<(u32, u32)> = (1..=k)
        .flat_map(|u| (u + 1..=k).map(move |v| (u, v)))
        .collect();
    assert_eq!(complete.len(), 998_991);
    let input = format!("2\n{}{}", test_of(MAX_N, &star), test_of(MAX_N, &path));
    assert_eq!(answer(&input, solve), "1999\n0\n");
    assert_eq!(
        answer(&format!("1\n{}", test_of(k, &complete)), solve),
        "0\n"
    );
    // An odd complete graph: every vertex.
    let k = 1413u32;
    let complete: Vec<(u32, u32)> = (1..=k)
        .flat_map(|u| (u + 1..=k).map(move |v| (v, u)))
        .collect();
    assert_eq!(
        answer(&format!("1\n{}", test_of(k, &complete)), solve),
        "1413\n"
    );
    // 100 tests; the sum of M one over 10^6 is refused.
    let tree = test_of(MAX_N, &star);
    assert_eq!(
        answer(&format!("100\n{}", tree.repeat(100)), solve),
        "1999\n".repeat(100)
    );
    let big = test_of(
        1414,
        &(1..=1414u32)
            .flat_map(|u| (u + 1..=1414).map(move |v| (u, v)))
            .collect::<Vec<_>>(),
    );
    assert!(problem_kit::try_answer(&format!("2\n{big}{}", test_of(MAX_N, &star)), solve).is_err());
}

#[test]
fn bad_graphs_are_refused() {
    assert_rejects(
        &[
            "0\n",
            "101\n",
            "1\n0 0\n",
            "1\n2001 2000\n",
            // Too few or too many edges for N.
            "1\n3 1\n1 2\n",
            "1\n3 4\n1 2\n2 3\n3 1\n1 2\n",
            // Out of range, a loop, a repeated edge, not connected.
            "1\n2 1\n1 3\n",
            "1\n2 1\n0 1\n",
            "1\n3 2\n1 2\n2 2\n",
            "1\n3 2\n1 2\n2 1\n",
            "1\n4 3\n1 2\n2 3\n3 1\n",
            // A test missing.
            "2\n1 0\n",
        ],
        solve,
    );
    for (bad, why) in [
        ("1\n3 2\n1 2\n2 2\n", "loop"),
        ("1\n3 2\n1 2\n2 1\n", "repeated"),
        ("1\n4 3\n1 2\n2 3\n3 1\n", "connected"),
    ] {
        let mut out = Vec::new();
        let e = solve(&mut Scanner::new(bad.as_bytes()), &mut out).unwrap_err();
        assert!(e.to_string().contains(why), "{e}");
        assert!(out.is_empty());
    }
}
