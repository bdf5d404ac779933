//! The tests of take-squares: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, try_answer};

problem_kit::kit_tests!(solve, each = (0..=150).map(|n| format!("{n}\n")));

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(solve, &[("0", "SAU\n"), ("100000", "TRƯỚC\n")]);
    for bad in ["100001", "", "4 4"] {
        assert!(try_answer(bad, solve).is_err(), "{bad:?}");
    }
}
