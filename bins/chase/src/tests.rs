//! The tests of chase: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, try_answer};

problem_kit::kit_tests!(solve);

/// The statement's board (nine vertices, eleven edges), the pieces left out.
const BOARD: &str = "1 2\n3 2\n1 4\n4 7\n7 5\n5 1\n6 9\n8 5\n9 8\n5 3\n4 8\n";

#[test]
fn known_chases() {
    let on_board = |a: u32, b: u32| format!("9 11 {a} {b}\n{BOARD}");
    let rows = [
        // The judge's sample, and the statement's escape from 8 against 4.
        (on_board(9, 4), "3\n"),
        (on_board(8, 4), "NIE\n"),
        (on_board(6, 4), "3\n"),
        (on_board(6, 1), "4\n"),
        (on_board(6, 9), "1\n"),
        (on_board(3, 5), "NIE\n"),
        (on_board(9, 6), "NIE\n"),
        // A path 1–2–3–4, the runner on 2 and the pursuer on 4: the runner
        // steps to 1 and waits, caught in round 3.
        ("4 3 2 4\n1 2\n2 3\n3 4\n".to_string(), "3\n"),
        // A square: the runner keeps opposite.
        ("4 4 1 2\n1 2\n2 3\n3 4\n4 1\n".to_string(), "NIE\n"),
    ];
    let rows: Vec<(&str, &str)> = rows.iter().map(|(i, o)| (i.as_str(), *o)).collect();
    assert_answers(solve, &rows);
}

#[test]
fn widest_values_are_exact() {
    // A path through every vertex of ours, the runner at one end and the
    // pursuer at the other: the runner waits at 1, caught in round n − 1.
    let path: String = (1..MAX_N).map(|v| format!("{v} {}\n", v + 1)).collect();
    let input = format!("{MAX_N} {} 1 {MAX_N}\n{path}", MAX_N - 1);
    assert_eq!(answer(&input, solve), format!("{}\n", MAX_N - 1));
    assert!(try_answer(&format!("{} 1 1 2\n1 2\n", MAX_N + 1), solve).is_err());
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "1 0 1 1\n",                // n below 2
        "3 1 1 2\n1 2\n",           // m below n − 1
        "3 2 1 1\n1 2\n2 3\n",      // both start on 1
        "3 2 1 4\n1 2\n2 3\n",      // b past n
        "3 2 1 2\n1 1\n2 3\n",      // a loop
        "3 3 1 2\n1 2\n2 1\n2 3\n", // an edge twice
        "4 3 1 2\n1 2\n2 3\n1 3\n", // disconnected (4 alone)
        "3 3 1 2\n1 2\n2 3\n3 1\n", // a triangle
        "3 2 1 2\n1 2\n",           // cut short
    ];
    problem_kit::assert_rejects(&bad, solve);
    problem_kit::shapes::assert_error(
        "3 3 1 2\n1 2\n2 3\n3 1\n",
        solve,
        "line 4: edge 3 (3, 1) closes the triangle 3, 1, 2; the graph must have none",
    );
}

#[test]
fn every_start_on_shapes_the_random_graphs_rarely_make() {
    // Two squares joined by a path of two vertices (the path is in the
    // 2-core, though on no cycle), a square with a tail, a long cycle with
    // trees hanging off it, and a tree: every start pair against the rules.
    use problem_kit::Problem;
    let graphs: [(usize, &[(usize, usize)]); 4] = [
        (
            10,
            &[
                (1, 2),
                (2, 3),
                (3, 4),
                (4, 1),
                (4, 9),
                (9, 10),
                (10, 5),
                (5, 6),
                (6, 7),
                (7, 8),
                (8, 5),
            ],
        ),
        (7, &[(1, 2), (2, 3), (3, 4), (4, 1), (1, 5), (5, 6), (6, 7)]),
        (
            9,
            &[
                (1, 2),
                (2, 3),
                (3, 4),
                (4, 5),
                (5, 1),
                (2, 6),
                (6, 7),
                (4, 8),
                (8, 9),
            ],
        ),
        (7, &[(1, 2), (1, 3), (2, 4), (2, 5), (3, 6), (6, 7)]),
    ];
    let mut escapes = 0;
    for (n, edges) in graphs {
        let lines: String = edges.iter().map(|(x, y)| format!("{x} {y}\n")).collect();
        for a in 1..=n {
            for b in (1..=n).filter(|&b| b != a) {
                let input = format!("{n} {} {a} {b}\n{lines}", edges.len());
                let want = kit::Kit::reference(&input);
                assert_eq!(answer(&input, solve), want, "on {input:?}");
                escapes += usize::from(want == "NIE\n");
            }
        }
    }
    assert!(escapes > 50, "{escapes} escapes");
}
