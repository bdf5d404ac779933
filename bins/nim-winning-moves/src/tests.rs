//! The tests of nim-winning-moves: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn limits() {
    // 10^6 heaps of 10^18: an even count, nim-sum 0, no winning move.
    // A heap of 1 and 10^6 − 1 heaps of 10^18: every big heap wins by
    // dropping to 1 (the others then XOR to 1); the heap of 1 cannot grow.
    let big = "1000000000000000000 ".repeat(MAX_HEAPS);
    assert_eq!(answer(&format!("{MAX_HEAPS}\n{big}\n0\n"), solve), "0\n");
    let odd = "1000000000000000000 ".repeat(MAX_HEAPS - 1);
    assert_eq!(
        answer(&format!("{MAX_HEAPS}\n1 {odd}\n0\n"), solve),
        "999999\n"
    );
    assert_rejects(
        &[
            "1000001\n",
            "2\n1 0\n0\n",
            "1\n5\n",
            "1\n1000000000000000001\n0\n",
        ],
        solve,
    );
}
