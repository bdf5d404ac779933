//! The tests of nim-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, try_answer};

problem_kit::kit_tests!(solve);

#[test]
fn widened_heaps_are_exact() {
    assert_eq!(
        answer(
            "2\n2\n1000000000000000000 1000000000000000000\n1\n1000000000000000000\n",
            solve
        ),
        "second\nfirst\n"
    );
    assert!(try_answer("1\n1\n1000000000000000001\n", solve).is_err());
}
