//! The tests of general-matching: the standard ones against its kit (any maximum matching passes its checker), and its own.

use super::*;
use problem_kit::{answer, assert_rejects, Problem};

problem_kit::kit_tests!(solve);

/// The pairs of an answer, after checking that they are edges and disjoint.
fn matched_pairs(n: usize, edges: &[(u32, u32)], output: &str) -> Vec<(u32, u32)> {
    let mut t = output
        .split_ascii_whitespace()
        .map(|w| w.parse::<u32>().unwrap());
    let x = t.next().unwrap() as usize;
    let pairs: Vec<(u32, u32)> = (0..x)
        .map(|_| (t.next().unwrap(), t.next().unwrap()))
        .collect();
    assert!(t.next().is_none());
    let mut used = vec![false; n];
    for &(a, b) in &pairs {
        assert!(
            edges.contains(&(a, b)) || edges.contains(&(b, a)),
            "{a} {b}"
        );
        assert!(!used[a as usize] && !used[b as usize], "{a} {b}");
        used[a as usize] = true;
        used[b as usize] = true;
    }
    pairs
}

fn input(n: u32, edges: &[(u32, u32)]) -> String {
    problem_kit::shapes::graph_input(n, edges)
}

#[test]
fn samples_of_the_judge() {
    // Library Checker's two examples; the first has a unique size of 3.
    let first = "7 8\n2 0\n0 5\n5 6\n6 1\n1 0\n1 3\n3 4\n1 4\n";
    assert_eq!(kit::Kit::check(first, &answer(first, solve)), Ok(()));
    assert!(answer(first, solve).starts_with("3\n"));
    let star = "5 4\n0 1\n0 2\n0 3\n0 4\n";
    assert!(answer(star, solve).starts_with("1\n"));
    assert_eq!(kit::Kit::check(star, &answer(star, solve)), Ok(()));
    // The checker refuses a smaller matching, a non-edge and a vertex used twice.
    assert!(kit::Kit::check(star, "0\n").is_err());
    assert!(kit::Kit::check(star, "1\n1 2\n").is_err());
    assert!(kit::Kit::check(first, "3\n0 1\n1 3\n5 6\n").is_err());
    assert!(kit::Kit::check(first, "3\n0 2\n1 3\n5 6\n").is_ok());
}

#[test]
fn widest_values_are_exact() {
    // The complete graph on 500 vertices, every edge: a perfect matching.
    let n = MAX_N;
    let edges: Vec<(u32, u32)> = (0..n)
        .flat_map(|u| (u + 1..n).map(move |v| (v, u)))
        .collect();
    let out = answer(&input(n, &edges), solve);
    assert_eq!(matched_pairs(n as usize, &edges, &out).len(), 250);
    // A blossom-heavy graph: 166 triangles in a chain, and a pendant vertex 498 – 0, 499 alone.
    let mut edges = Vec::new();
    for t in 0..166 {
        let b = 3 * t;
        edges.extend([(b, b + 1), (b + 1, b + 2), (b + 2, b)]);
        if t + 1 < 166 {
            edges.push((b + 2, b + 3));
        }
    }
    edges.push((498, 0));
    let out = answer(&input(n, &edges), solve);
    assert_eq!(matched_pairs(n as usize, &edges, &out).len(), 249);
    assert_eq!(answer("500 0\n", solve), "0\n");
    assert_eq!(answer("1 0\n", solve), "0\n");
}

#[test]
fn bad_graphs_are_refused() {
    assert_rejects(
        &[
            "0 0\n",
            "501 0\n",
            "3 4\n0 1\n1 2\n2 0\n0 1\n",
            "3 1\n0 3\n",
            "3 1\n1 1\n",
            "3 2\n0 1\n1 0\n",
            "3 2\n0 2\n0 2\n",
            "3 1\n-1 2\n",
        ],
        solve,
    );
    for (bad, why) in [("3 1\n1 1\n", "loop"), ("3 2\n0 1\n1 0\n", "repeated")] {
        let mut out = Vec::new();
        let e = solve(&mut Scanner::new(bad.as_bytes()), &mut out).unwrap_err();
        assert!(e.to_string().contains(why), "{e}");
        assert!(out.is_empty());
    }
}
