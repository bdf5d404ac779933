//! The tests of count-losing-positions: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(
        solve,
        &[
            ("1 1 1", "0\n"),
            ("1 1 2", "1\n"),
            // Only move 100: heaps with n mod 200 < 100 lose, 0 excluded.
            ("1000000 1 100", "500000\n"),
        ],
    );
    assert_rejects(
        &[
            "0 1 1",
            "1000001 1 1",
            "5 0",
            "5 11 1 2 3 4 5 6 7 8 9 10 11",
            "5 2 1 101",
            "5 2 7 7",
            "5 2 1",
        ],
        solve,
    );
}
