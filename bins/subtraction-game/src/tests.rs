//! The tests of subtraction-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(
        solve,
        &[
            ("0 1 1", "SAU\n"),
            ("99 1 100", "SAU\n"),
            ("100 1 100", "TRƯỚC\n"),
        ],
    );
    assert_rejects(
        &[
            "1000001 1 1",
            "5 0",
            "5 11 1 2 3 4 5 6 7 8 9 10 11",
            "5 2 1 101",
            "5 2 0 1",
            "5 3 1 3 1",
            "5 2 1",
        ],
        solve,
    );
    problem_kit::shapes::assert_error(
        "5 3\n1 3\n1",
        solve,
        "line 3: s_3 = 1 repeats an earlier value; the values must be distinct",
    );
}
