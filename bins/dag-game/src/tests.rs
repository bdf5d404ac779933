//! The tests of dag-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

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
    assert_answers(
        solve,
        &[
            ("4 4 1 1 2 1 3 2 4 3 4", "SAU\n"),
            ("6 7 1\n1 2\n1 3\n2 4\n3 5\n4 6\n5 6\n3 4\n", "TRƯỚC\n"),
            ("1 0 1\n", "SAU\n"),
        ],
    );
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
