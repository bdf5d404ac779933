//! The tests of subtract-digit: the standard ones against its kit, and its own.

use super::*;
use problem_kit::brute;
use problem_kit::{assert_answers, assert_rejects};
use std::collections::HashMap;

problem_kit::kit_tests!(solve);

#[test]
fn every_n_up_to_20000_matches_search() {
    let mut memo = HashMap::new();
    for n in 1..=20_000u64 {
        let b = brute::wins(&n, kit::moves, |_| false, &mut memo);
        assert_eq!(first_wins(n), b, "n = {n}");
    }
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("10\n", "SAU\n"),
            ("987654\n", "TRƯỚC\n"),
            ("1", "TRƯỚC\n"),
            ("1000000000000000000", "SAU\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(&["0", "1000000000000000001", "5 5"], solve);
}
