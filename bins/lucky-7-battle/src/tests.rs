//! The tests of lucky-7-battle: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers};

problem_kit::kit_tests!(solve);

/// N = 2·10^5, where the outcome is clear by hand.
#[test]
fn widest_values() {
    let n = MAX_N;
    // Only zeros can be appended: every number is 0, a multiple of 7.
    let zeros = format!("{n}\n{}\n{}\n", "0".repeat(n), "A".repeat(n));
    assert_eq!(answer(&zeros, solve), "Takahashi\n");
    // Takahashi has only the last round, with digit 7: 10r and 10r + 7 have
    // the same residue, so he wins iff r ≡ 0 before it; in round N − 1 Aoki
    // appends 1 or 0, whichever leaves a non-zero residue.
    let s = format!("{}7", "1".repeat(n - 1));
    let x = format!("{}T", "A".repeat(n - 1));
    assert_eq!(answer(&format!("{n}\n{s}\n{x}\n"), solve), "Aoki\n");
    // Takahashi owns every round: he can always append 0.
    let s = "9".repeat(n);
    let x = "T".repeat(n);
    assert_eq!(answer(&format!("{n}\n{s}\n{x}\n"), solve), "Takahashi\n");
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n\n\n",        // N = 0
        "200001\n1\nT\n", // N past 2·10^5
        "2\n1\nTA\n",     // S shorter than N
        "2\n123\nTA\n",   // S longer than N
        "2\n1a\nTA\n",    // S not all digits
        "2\n12\nTB\n",    // X with a letter other than T, A
        "2\n12\nT\n",     // X shorter than N
        "2\n12\n",        // X missing
    ];
    problem_kit::assert_rejects(&bad, solve);
    assert_answers(
        solve,
        &[
            ("1\n7\nA\n", "Takahashi\n"),
            ("1\n1\nA\n", "Aoki\n"),
            ("1\n1\nT\n", "Takahashi\n"),
        ],
    );
}
