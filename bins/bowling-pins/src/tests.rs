//! The tests of bowling-pins: the standard ones against its kit, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answer, assert_answers, try_answer};

problem_kit::kit_tests!(solve);

/// The table plus its period against the definition up to n = 6000.
#[test]
fn period_matches_the_definition() {
    let table = kayles_by_definition(TABLE_LEN);
    let long = kayles_by_definition(6000);
    for (n, &v) in long.iter().enumerate() {
        assert_eq!(kayles(&table, n), v, "n={n}");
    }
    // n = 70 is the last exception: it differs from n = 82, one period on.
    assert_ne!(long[70], long[82]);
}

/// Known values (OEIS A002186): they start 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
#[test]
fn first_values_are_the_known_ones() {
    let table = kayles_by_definition(TABLE_LEN);
    assert_eq!(table[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
}

/// One row of 10^6 pins and many short tests summing to 10^6.
#[test]
fn widest_values() {
    let table = kayles_by_definition(TABLE_LEN);
    let pins = "I".repeat(MAX_N);
    let expect = if kayles(&table, MAX_N) != 0 {
        "WIN\n"
    } else {
        "LOSE\n"
    };
    assert_eq!(answer(&format!("1\n{MAX_N}\n{pins}\n"), solve), expect);
    // Two equal runs lose: the second player mirrors every move.
    let mirrored = format!("{0}XX{0}", "I".repeat(499_999));
    assert_eq!(
        answer(&format!("1\n{MAX_N}\n{mirrored}\n"), solve),
        "LOSE\n"
    );
    let many = format!(
        "1000\n{}",
        "1000\nXXXX\n"
            .replace("XXXX", &"X".repeat(1000))
            .repeat(1000)
    );
    assert_answer(&many, solve, &"LOSE\n".repeat(1000));
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n".to_string(),                                        // T = 0
        "1001\n1\nI\n".to_string(),                               // T past 1000
        "1\n0\n\n".to_string(),                                   // n = 0
        format!("1\n{}\n{}\n", MAX_N + 1, "I".repeat(MAX_N + 1)), // n past 10^6
        format!("2\n{MAX_N}\n{}\n1\nI\n", "I".repeat(MAX_N)),     // sum of n past 10^6
        "1\n3\nIX\n".to_string(),                                 // shorter than n
        "1\n3\nIXII\n".to_string(),                               // longer than n
        "1\n3\nIxI\n".to_string(),                                // a byte other than I, X
        "2\n1\nI\n".to_string(),                                  // a test missing
    ];
    for input in &bad {
        assert!(try_answer(input, solve).is_err(), "{input:.40}");
    }
    assert_answers(solve, &[("1\n1\nX\n", "LOSE\n"), ("1\n1\nI\n", "WIN\n")]);
    // Σn past its limit, refused and named as such.
    assert_error(
        &bad[4],
        solve,
        "line 4: the sum of n over the tests reaches 1000001, past 1000000",
    );
}
