//! The tests of two-pile-nim: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("3 3\n", "SAU\n"),
            ("26 25\n", "TRƯỚC\n"),
            ("0 0", "SAU\n"),
            ("0 1000000000000000000", "TRƯỚC\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(
        &[
            "1000000000000000001 1",
            "1 1000000000000000001",
            "1",
            "1 1 1",
        ],
        solve,
    );
}
