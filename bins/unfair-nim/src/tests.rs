//! The tests of unfair-nim: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn the_statements_larger_samples() {
    // Too large for the kit's search: the answers are the judge's.
    assert_answers(
        solve,
        &[
            ("8\n10 9 8 7 6 5 4 3\n", "3\n"),
            ("3\n4294967297 8589934593 12884901890\n", "1\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    let max = u64::MAX;
    // A_1 = A_2 = 2^64 − 1 and nothing else: already a nim-sum of 0.
    assert_eq!(answer(&format!("2\n{max} {max}\n"), solve), "0\n");
    // A_1 = 2^63 + 12, A_2 = 2^64 − 8 (their sum overflows u64), X = 2^63 − 6:
    // C = (S − X) / 2 = 2^63 + 5, and of X's bits only 2 still fits under A_1,
    // so a = 2^63 + 7 and 5 stones move (b = 2^64 − 3).
    let (a1, a2, rest) = ((1u64 << 63) + 12, max - 7, (1u64 << 63) - 6);
    assert_eq!(answer(&format!("3\n{a1} {a2} {rest}\n"), solve), "5\n");
    assert_eq!((a1 - 5) ^ (a2 + 5) ^ rest, 0);
    // A_1 = 1 < C = 2^62: no transfer wins.
    assert_eq!(
        answer(&format!("3\n1 {max} {}\n", 1u64 << 63), solve),
        "-1\n"
    );
}

#[test]
fn no_transfer_may_empty_pile_1_and_none_goes_back() {
    assert_answers(
        solve,
        &[
            // Only x = A_1 would balance: refused.
            ("3\n1 1 2\n", "-1\n"),
            ("2\n3 5\n", "-1\n"),
            ("2\n1 1\n", "0\n"),
            ("2\n6 2\n", "2\n"),
            ("2\n7 2\n", "-1\n"),
        ],
    );
    assert_rejects(
        &[
            "1\n5\n",
            "2\n0 3\n",
            "2\n3 0\n",
            "2\n18446744073709551616 1\n",
            "1000001\n",
            "2\n1 1 1\n",
        ],
        solve,
    );
}
