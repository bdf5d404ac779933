//! The tests of lets-play-nim: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    let max = u64::MAX;
    // Counts that differ only in the lowest bit, near 2^64: not pairs.
    assert_eq!(
        answer(
            &format!("3\n2\n{max} {max}\n2\n{max} {}\n1\n{max}\n", max - 1),
            solve
        ),
        "Second\nFirst\nSecond\n"
    );
    // N = 2·10^5 bags, every count twice: Second; one count changed: First.
    let mut bags: Vec<String> = (0..MAX_N as u64 / 2)
        .map(|i| (max - i).to_string())
        .collect();
    bags.extend(bags.clone());
    let input = format!("1\n{MAX_N}\n{}\n", bags.join(" "));
    assert_eq!(answer(&input, solve), "Second\n");
    bags[0] = "1".to_string();
    let input = format!("1\n{MAX_N}\n{}\n", bags.join(" "));
    assert_eq!(answer(&input, solve), "First\n");
}

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            ("1\n1\n10\n", "Second\n"),
            ("1\n2\n1 2\n", "First\n"),
            ("1\n2\n7 7\n", "Second\n"),
            ("1\n4\n1 2 1 2\n", "Second\n"),
            ("1\n4\n1 1 1 2\n", "First\n"),
            ("1\n3\n1 2 3\n", "Second\n"),
        ],
    );
    assert_rejects(
        &[
            "0\n",
            "1\n0\n",
            "1\n1\n0\n",
            "2\n1\n5\n",
            "1\n200001\n",
            "1\n2\n1 18446744073709551616\n",
        ],
        solve,
    );
}
