//! The tests of subtract-divisor: the standard ones against its kit, and its own.

use super::*;
use problem_kit::kit::cross_check_on;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn every_small_heap_matches_game_tree_search() {
    cross_check_on::<kit::Kit, _, _>((1..=300).map(|n| format!("{n}\n")), solve);
}

#[test]
fn limits_are_exact_and_enforced() {
    assert_answers(solve, &[("1", "SAU\n"), ("1000000000000000000", "TRƯỚC\n")]);
    assert_rejects(&["0", "1000000000000000001", "", "2 2"], solve);
}
