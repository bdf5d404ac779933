//! The tests of playing-tag-on-tree: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects, shapes::assert_error};

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    // A path 1 – 2 – … – N, Aoki at 1 and Takahashi at 2: he runs to N and
    // Aoki needs N − 2 steps to pin him there.
    let path: String = (1..MAX_N).map(|x| format!("{x} {}\n", x + 1)).collect();
    let input = format!("{MAX_N} 2 1\n{path}");
    assert_eq!(answer(&input, solve), format!("{}\n", MAX_N - 2));
    assert_rejects(
        &[
            "100001 1 2\n",      // N past the limit
            "1 1 1\n",           // N below 2
            "2 1 3\n1 2\n",      // v past N
            "3 1 2\n1 2\n1 2\n", // a repeated edge: vertex 3 unreached
            "3 1 2\n1 2\n",      // an edge short
        ],
        solve,
    );
    assert_error(
        "3 2 2\n1 2\n2 3\n",
        solve,
        "line 1: u = v = 2: Takahashi and Aoki must start on different vertices",
    );
}

#[test]
fn stars_paths_and_neighbours() {
    assert_answers(
        solve,
        &[
            // Neighbours on a single edge: Takahashi must step onto Aoki.
            ("2 1 2\n1 2\n", "0\n"),
            // A star, Takahashi on a leaf and Aoki at the centre: Takahashi
            // must step onto him, and Aoki has made no step.
            ("4 2 1\n1 2\n1 3\n1 4\n", "0\n"),
            // Both on leaves: Takahashi steps to the centre, Aoki steps after him.
            ("4 2 3\n1 2\n1 3\n1 4\n", "1\n"),
        ],
    );
}
