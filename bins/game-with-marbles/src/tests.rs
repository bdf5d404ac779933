//! The tests of game-with-marbles: the standard ones against its kit, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            // The statement's sample.
            (
                "5\n3\n4 2 1\n1 2 4\n4\n1 20 1 20\n100 15 10 20\n5\n1000000000 1000000000 1000000000 1000000000 1000000000\n1 1 1 1 1\n3\n5 6 5\n2 1 7\n6\n3 2 4 2 5 5\n9 4 7 9 2 5\n",
                "1\n-9\n2999999997\n8\n-6\n",
            ),
            // One colour (ours; the judge's n is at least 2): Alice picks it.
            ("1\n1\n7\n100\n", "6\n"),
            // Alice picks the colour of largest a + b though her a there is
            // 1: it wipes out Bob's 100, and Bob wipes out her 50 (keeping
            // her 49 instead would leave Bob 99).
            ("1\n2\n1 50\n100 1\n", "0\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    let n = MAX_SUM_N;
    // Every count 10^18: Alice keeps 10^5 · (10^18 − 1), Bob as much.
    let mut colours = vec![(MAX_MARBLES, MAX_MARBLES); n];
    assert_eq!(score(&mut colours), 0);
    // Alice's counts 10^18, Bob's 1: Bob's picks leave him nothing.
    let mut colours = vec![(MAX_MARBLES, 1); n];
    assert_eq!(score(&mut colours), 100_000 * i128::from(MAX_MARBLES - 1));
    let row = |v: &str| vec![v; n].join(" ");
    let input = format!("1\n{n}\n{}\n{}\n", row("1"), row("1000000000000000000"));
    assert_eq!(answer(&input, solve), "-99999999999999999900000\n");
    // The judge's widest: 10^9 against 1, the total past 32 bits.
    let input = format!("1\n{n}\n{}\n{}\n", row("1000000000"), row("1"));
    assert_eq!(answer(&input, solve), "99999999900000\n");
    // Σn split over the most tests: 10^4 tests of 20 colours.
    let test = format!(
        "20\n{}\n{}\n",
        vec!["3"; 20].join(" "),
        vec!["5"; 20].join(" ")
    );
    let input = format!("10000\n{}", test.repeat(10_000));
    assert_eq!(answer(&input, solve), "-20\n".repeat(10_000));
}

#[test]
fn out_of_range_is_refused() {
    let ones = |k: usize| vec!["1"; k].join(" ");
    let over = format!("1\n200001\n{0}\n{0}\n", ones(200_001));
    let sum_over = format!("2\n200000\n{0}\n{0}\n1\n1\n1\n", ones(200_000));
    let too_many_tests = "1\n1\n1\n".repeat(10_001);
    assert_rejects(
        &[
            "0\n",
            "1\n0\n",
            "1\n1\n0\n1\n",
            "1\n1\n1\n0\n",
            "1\n1\n1000000000000000001\n1\n",
            "1\n1\n1\n1000000000000000001\n",
            "1\n2\n1 1\n1\n",
            "1\n1\n1\n1 1\n",
            &over,
            &format!("10001\n{too_many_tests}"),
        ],
        solve,
    );
    // Σn past its limit, refused and named as such.
    assert_error(
        &sum_over,
        solve,
        "line 5: the sum of n over the tests reaches 200001, past 200000",
    );
}
