//! The tests of hold-or-continue: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, try_answer};

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    // TODO(xtask new): the largest values the binary accepts, and the first it refuses.
    assert_eq!(
        answer("2\n1000000000000000000\n999999999999999999\n", solve),
        "second\nfirst\n"
    );
    assert!(try_answer("1\n1000000000000000001\n", solve).is_err());
}
