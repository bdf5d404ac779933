//! The tests of take-1-3-4: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve, each = (0..=100).map(|n| format!("{n}\n")));

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(
        solve,
        &[
            ("0", "SAU\n"),
            ("999999999999999999", "SAU\n"),
            ("1000000000000000000", "TRƯỚC\n"),
        ],
    );
    assert_rejects(&["1000000000000000001", "", "1 2"], solve);
}
