//! The tests of chocolate-breaking: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, try_answer};

problem_kit::kit_tests!(
    solve,
    each = (1..=5).flat_map(|m| (1..=5).map(move |n| format!("{m} {n}\n")))
);

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("2 3\n", "TRƯỚC\n"),
            ("999999999 1000000000\n", "TRƯỚC\n"),
            ("1 1", "SAU\n"),
            ("999999999 999999999", "SAU\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    for bad in ["0 1", "1 0", "1000000001 1", "1 1000000001", "1 1 1"] {
        assert!(try_answer(bad, solve).is_err(), "{bad}");
    }
}
