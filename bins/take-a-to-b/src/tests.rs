//! The tests of take-a-to-b: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(
        solve,
        &[
            ("0 1 1", "SAU\n"),
            ("1000000000000000000 1000000000 1000000000", "SAU\n"),
            ("1999999999 1000000000 1000000000", "TRƯỚC\n"),
        ],
    );
    assert_rejects(
        &[
            "5 3 2",
            "5 0 2",
            "5 1 1000000001",
            "1000000000000000001 1 1",
            "5 1",
        ],
        solve,
    );
}
