//! The tests of interval-game-2: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers};

problem_kit::kit_tests!(solve);

/// Coordinates at both ends, the same interval listed many times, chains of touching intervals.
#[test]
fn widest_values() {
    // [1, 100) a hundred times: one move in all.
    let all = format!("1\n100\n{}", "1 100\n".repeat(100));
    assert_eq!(answer(&all, solve), "Alice\n");
    // 99 unit intervals [i, i + 1): 99 independent moves, odd, so Alice.
    let units: String = (1..100).map(|i| format!("{i} {}\n", i + 1)).collect();
    assert_eq!(answer(&format!("1\n99\n{units}"), solve), "Alice\n");
    // 98 of them: even, Bob.
    let units: String = (1..99).map(|i| format!("{i} {}\n", i + 1)).collect();
    assert_eq!(answer(&format!("1\n98\n{units}"), solve), "Bob\n");
    // Two overlapping intervals touching the ends: one move only.
    assert_answers(
        solve,
        &[
            ("1\n2\n1 51\n50 100\n", "Alice\n"),
            // Two disjoint ones: two moves.
            ("1\n2\n1 50\n50 100\n", "Bob\n"),
        ],
    );
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n",             // T = 0
        "21\n1\n1 2\n",    // T past 20
        "1\n0\n",          // N = 0
        "1\n101\n1 2\n",   // N past 100
        "1\n1\n0 2\n",     // L = 0
        "1\n1\n5 5\n",     // R = L
        "1\n1\n5 4\n",     // R < L
        "1\n1\n1 101\n",   // R past 100
        "1\n1\n100 101\n", // L = 100 leaves no room
        "2\n1\n1 2\n",     // a test missing
    ];
    problem_kit::assert_rejects(&bad, solve);
    assert_eq!(answer("1\n1\n99 100\n", solve), "Alice\n");
}
