//! The tests of take-up-to-k-first-move: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects, take_up_to_k};

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(
        solve,
        &[
            (
                "1000000000000000000 1000000000000000000",
                "1000000000000000000\n",
            ),
            ("1000000000000000000 999999999999999999", "0\n"),
        ],
    );
    assert_rejects(&take_up_to_k::BAD_INPUTS, solve);
}
