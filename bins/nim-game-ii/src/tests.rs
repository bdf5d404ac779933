//! The tests of nim-game-ii: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, try_answer};

problem_kit::kit_tests!(solve);

#[test]
fn widened_heaps_are_exact() {
    // 10^18 ≡ 0 and 10^18 − 1 ≡ 3 (mod 4).
    assert_eq!(
        answer(
            "3\n1\n1000000000000000000\n1\n999999999999999999\n2\n999999999999999999 3\n",
            solve
        ),
        "second\nfirst\nsecond\n"
    );
    assert!(try_answer("1\n1\n1000000000000000001\n", solve).is_err());
    assert!(try_answer("1\n1\n0\n", solve).is_err());
}
