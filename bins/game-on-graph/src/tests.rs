//! The tests of game-on-graph: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    // A path through every vertex at the widest weight: N − 1 forced moves,
    // a total past 2^64, exact.
    let path: String = (1..MAX_N)
        .map(|x| format!("{x} {} {MAX_C}\n", x + 1))
        .collect();
    let input = format!("{MAX_N} {} 1\n{path}", MAX_N - 1);
    let total = (MAX_N as i128 - 1) * i128::from(MAX_C);
    assert_eq!(answer(&input, solve), format!("{total}\n"));
    assert_rejects(
        &[
            "200001 0 1\n",                     // N past the limit
            "2 1 3\n1 2 0\n",                   // v past N
            "2 1 1\n1 3 0\n",                   // B past N
            "2 1 1\n1 2 -1\n",                  // a negative weight
            "2 1 1\n1 2 1000000000000000001\n", // C past ours
            "2 2 1\n1 2 0\n",                   // an arc short
        ],
        solve,
    );
}

#[test]
fn cycles_traps_and_dead_ends() {
    assert_answers(
        solve,
        &[
            ("1 0 1\n", "0\n"),
            // A cycle of weight 0 with no way out never ends.
            ("2 2 1\n1 2 0\n2 1 0\n", "INFINITY\n"),
            // Takahashi starts at 2 and leaves by 2 → 3 at once.
            ("3 3 2\n1 2 5\n2 1 5\n2 3 1\n", "1\n"),
            // The cheap 1 → 3 is a trap: Aoki answers 3 → 1 forever.
            ("4 4 1\n1 2 3\n1 3 1\n3 1 1\n2 4 2\n", "5\n"),
            // Our widening: a self-loop at Aoki's vertex keeps the game going.
            ("2 2 1\n1 2 7\n2 2 0\n", "INFINITY\n"),
            // Repeated arcs: Takahashi takes the cheaper of two.
            ("2 2 1\n1 2 7\n1 2 4\n", "4\n"),
        ],
    );
}
