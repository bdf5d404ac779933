//! The tests of no-repeat-take: the standard ones against its kit, and its own.

use super::*;
use problem_kit::brute;
use problem_kit::{assert_answers, assert_rejects};
use std::collections::HashMap;

problem_kit::kit_tests!(solve);

#[test]
fn every_small_game_matches_search() {
    for k in 1..=6 {
        let mut memo = HashMap::new();
        for n in 1..=60 {
            assert_eq!(
                first_wins(n, k),
                brute::wins(&(n, None, k), kit::moves, |_| false, &mut memo),
                "n = {n}, k = {k}"
            );
        }
    }
}

#[test]
fn largest_game_matches_search() {
    assert_eq!(
        first_wins(MAX_N, MAX_K),
        brute::wins(
            &(MAX_N, None, MAX_K),
            kit::moves,
            |_| false,
            &mut HashMap::new()
        )
    );
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("4 3\n", "SAU\n"),
            ("2000 20\n", "TRƯỚC\n"),
            ("1 1", "TRƯỚC\n"),
            // k = 1: the first take of 1 forbids the only take there is.
            ("2 1", "TRƯỚC\n"),
            ("2000 1", "TRƯỚC\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(&["0 1", "2001 1", "1 0", "1 21", "1", "1 1 1"], solve);
}
