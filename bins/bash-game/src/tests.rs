//! The tests of bash-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, try_answer};
use problem_kit::{brute, shapes};

problem_kit::kit_tests!(solve);

#[test]
fn every_small_pair_matches_search() {
    let pairs = shapes::every_pair(1..=80, 1..=15);
    brute::check_formula(pairs, kit::moves, |&(n, m)| first_wins(n, m));
}

#[test]
fn largest_values() {
    // m = 10^18: m + 1 > n for every n, so the first player takes all.
    assert!(first_wins(MAX, MAX));
    // 10^18 = 2 · 5·10^17 is a multiple of m + 1 = 5·10^17: lost.
    assert!(!first_wins(MAX, 500_000_000_000_000_000 - 1));
    assert_eq!(answer("1\n1000000000000000000 1\n", solve), "second\n");
    assert!(try_answer("1\n1000000000000000001 1\n", solve).is_err());
    assert!(try_answer("1\n1 0\n", solve).is_err());
}
