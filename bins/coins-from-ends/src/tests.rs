//! The tests of coins-from-ends: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("4 3 9 1 2\n", "11\n"),
            ("8\n5 3 7 10 8 1 6 2\n", "26\n"),
            ("1\n0\n", "0\n"),
        ],
    );
}

#[test]
fn largest_totals_fit() {
    let ones = vec!["1000000000"; MAX_N].join(" ");
    assert_eq!(answer(&format!("1000\n{ones}\n"), solve), "500000000000\n");
    let a: Vec<u64> = (0..MAX_N as u64).map(|i| i * 999_983 % MAX_VALUE).collect();
    let total: u64 = a.iter().sum();
    let t = first_total(&a);
    assert!(
        t <= total && 2 * t >= total,
        "the first player never gets less than half with n even"
    );
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(&["0", "1001", "2 1", "1 1000000001", "1 5 5"], solve);
}
