//! The tests of stick-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::assert_answers;

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_enforced() {
    let bad = [
        "1000001 1\n1\n", // n past 10^6
        "10 101\n1\n",    // k past 100
        "10 2\n1 11\n",   // p past n
        "10 2\n3 3\n",    // repeated p
        "10 1\n0\n",      // p = 0
    ];
    problem_kit::assert_rejects(&bad, solve);
    assert_answers(solve, &[("1 1\n1\n", "W\n"), ("3 1\n3\n", "LLW\n")]);
}
