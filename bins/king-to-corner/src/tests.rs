//! The tests of king-to-corner: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answers, try_answer};
use problem_kit::{brute, shapes};

problem_kit::kit_tests!(solve);

#[test]
fn every_small_cell_matches_search() {
    let cells = shapes::every_pair(0..=30, 0..=30);
    brute::check_formula(cells, kit::moves, |&(x, y)| first_wins(x, y));
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("2 2\n", "SAU\n"),
            ("1000 2026\n", "SAU\n"),
            ("0 0", "SAU\n"),
            ("1000000000000000000 999999999999999999", "TRƯỚC\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    for bad in [
        "1000000000000000001 0",
        "0 1000000000000000001",
        "1",
        "1 2 3",
    ] {
        assert!(try_answer(bad, solve).is_err(), "{bad}");
    }
}
