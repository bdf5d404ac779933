//! The tests of multiplication-game: the standard ones against its kit, and its own.

use super::*;
use kit::Kit;
use problem_kit::kit::random_input;
use problem_kit::Problem;
use problem_kit::{assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

/// Search from the rules: the kit's reference.
fn brute_first_wins(n: u64) -> bool {
    Kit::reference(&format!("{n}\n")) == "TRƯỚC\n"
}

/// The reduction with a ceiling division, as an independent second formula.
fn ceiling_reduction(mut n: u64) -> bool {
    while n > 18 {
        n = n.div_ceil(18);
    }
    n <= 9
}

#[test]
fn every_n_up_to_6000_matches_search() {
    for n in 2..=6000 {
        let b = brute_first_wins(n);
        assert_eq!(first_wins(n), b, "n = {n}");
        assert_eq!(ceiling_reduction(n), b, "n = {n}");
    }
}

#[test]
fn floor_division_would_fail_at_163() {
    assert!(brute_first_wins(162));
    assert!(!brute_first_wins(163));
    assert!(!first_wins(163));
    let mut floor = 163u64;
    while floor > 18 {
        floor /= 18;
    }
    assert!(floor <= 9, "a floor reduction calls 163 a win");
}

#[test]
fn band_edges_up_to_the_limit_match_search() {
    let mut band = 1u64;
    while band <= MAX_N / 18 {
        for edge in [9 * band, 18 * band] {
            for n in [edge, edge + 1] {
                if (2..=MAX_N).contains(&n) {
                    assert_eq!(first_wins(n), brute_first_wins(n), "n = {n}");
                }
            }
        }
        band *= 18;
    }
    assert_eq!(first_wins(MAX_N), brute_first_wins(MAX_N));
}

#[test]
fn the_ceiling_reduction_agrees_on_the_random_n() {
    for seed in 0..300 {
        let n: u64 = random_input::<Kit>(seed).trim().parse().unwrap();
        assert_eq!(ceiling_reduction(n), first_wins(n), "n = {n}");
    }
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("10\n", "SAU\n"),
            ("1000000000000000000\n", "TRƯỚC\n"),
            ("2", "TRƯỚC\n"),
        ],
    );
}

#[test]
fn out_of_range_n_is_refused() {
    assert_rejects(&["1", "0", "1000000000000000001", "10 10"], solve);
}
