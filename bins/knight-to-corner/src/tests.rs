//! The tests of knight-to-corner: the standard ones against its kit, and its own.

use super::*;
use problem_kit::brute;
use problem_kit::{assert_answers, try_answer};
use std::collections::HashMap;

problem_kit::kit_tests!(solve);

#[test]
fn every_cell_of_small_boards_matches_search() {
    for side in 1..=12 {
        let mut memo = HashMap::new();
        for x in 1..=side {
            for y in 1..=side {
                let cell = (x as i64, y as i64, side as i64);
                let b = brute::wins(&cell, kit::moves, |_| false, &mut memo);
                assert_eq!(first_wins(side, x, y), b, "N = {side}, ({x}, {y})");
            }
        }
    }
}

#[test]
fn largest_board_matches_search() {
    // One memo for the whole board: the first search visits most of it.
    let cells = [(1000, 1000), (777, 999), (999, 1000), (1, 1000), (1000, 1)];
    let positions = cells.map(|(x, y)| (x, y, 1000));
    brute::check_formula(positions, kit::moves, |&(x, y, _)| {
        first_wins(1000, x as usize, y as usize)
    });
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("15 5 4\n", "TRƯỚC\n"),
            ("1000 777 999\n", "TRƯỚC\n"),
            ("1 1 1", "SAU\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    for bad in [
        "0 1 1", "1001 1 1", "5 6 1", "5 1 6", "5 0 1", "5 1", "5 1 1 1",
    ] {
        assert!(try_answer(bad, solve).is_err(), "{bad}");
    }
}
