//! The tests of subtract-divisor: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve, each = (1..=300).map(|n| format!("{n}\n")));

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(solve, &[("1", "SAU\n"), ("1000000000000000000", "TRƯỚC\n")]);
    assert_rejects(&["0", "1000000000000000001", "", "2 2"], solve);
}
