//! The tests of new-nim: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    let max = u64::MAX;
    // 2^64 − 1 three times: any two are dependent (x ⊕ x = 0), one stays.
    assert_eq!(
        answer(&format!("3\n{max} {max} {max}\n"), solve),
        format!("{}\n", 2 * u128::from(max))
    );
    // 2^64 − 1, 2^63 and 2^63 − 1 XOR to 0: the lightest goes.
    assert_eq!(
        answer(
            &format!("3\n{max} {} {}\n", 1u64 << 63, (1u64 << 63) - 1),
            solve
        ),
        format!("{}\n", (1u64 << 63) - 1)
    );
    // The 64 single bits and a 3: 64 bits hold at most 64 independent heaps,
    // so one must go; 1 = 3 ⊕ 2 is the lightest that breaks the dependence.
    let bits: Vec<String> = (0..64).map(|b| (1u64 << b).to_string()).collect();
    assert_eq!(answer(&format!("65\n{} 3\n", bits.join(" ")), solve), "1\n");
}

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            ("1\n7\n", "0\n"),
            ("2\n5 5\n", "5\n"),
            ("3\n1 2 3\n", "1\n"),
            // 5 = 1 ⊕ 4: one of the three must go, the lightest.
            ("3\n1 4 5\n", "1\n"),
            ("6\n5 5 6 6 5 5\n", "21\n"),
        ],
    );
    assert_rejects(
        &["0\n", "2\n1 0\n", "2\n1\n", "1\n1 1\n", "1000001\n"],
        solve,
    );
}
