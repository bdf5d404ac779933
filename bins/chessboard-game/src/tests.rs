//! The tests of chessboard-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, try_answer};

problem_kit::kit_tests!(solve);

#[test]
fn known_games() {
    // The judge's sample, then games whose lengths the README explains.
    assert_answers(
        solve,
        &[
            ("2 1 1 2 2\n", "BLACK 2\n"),
            // Side by side: white captures at once.
            ("5 1 1 1 2\n", "WHITE 1\n"),
            ("2 2 1 1 1\n", "WHITE 1\n"),
            // Two cells apart in a line: white steps out of black's line at once,
            // and black needs ten plies to corner it.
            ("5 1 1 1 3\n", "BLACK 10\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // n = 20 is the judge's largest board; the longest games there take 58
    // moves. (Ours, n = 30, takes seconds in a debug build: the bench runs it.)
    assert_answers(solve, &[("20 1 19 1 1\n", "BLACK 58\n")]);
    assert!(try_answer("31 1 1 2 2\n", solve).is_err());
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "1 1 1 1 1\n",  // n below 2
        "31 1 1 2 2\n", // n past ours
        "5 0 1 2 2\n",  // a row of 0
        "5 1 6 2 2\n",  // a column past n
        "5 3 3 3 3\n",  // both pieces on one cell
        "5 1 1 2\n",    // cut short
    ];
    problem_kit::assert_rejects(&bad, solve);
    problem_kit::shapes::assert_error(
        "5 3 3 3 3\n",
        solve,
        "line 1: white and black both on (3, 3); the pieces start on different cells",
    );
}
