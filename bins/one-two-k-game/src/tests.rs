//! The tests of one-two-k-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;

problem_kit::kit_tests!(solve);

/// The win/lose table by definition, cells 0..=len.
fn table(k: usize, len: usize) -> Vec<bool> {
    let mut win = vec![false; len + 1];
    for n in 1..=len {
        win[n] = [1, 2, k].iter().any(|&s| s <= n && !win[n - s]);
    }
    win
}

/// Every k from 3 to 400 (both cases of k mod 3), over five periods and more.
#[test]
fn formula_matches_the_definition_for_many_k() {
    for k in 3..=400usize {
        let win = table(k, 5 * (k + 1) + 10);
        for (n, &w) in win.iter().enumerate() {
            assert_eq!(first_wins(n as u64, k as u64), w, "n={n} k={k}");
        }
    }
}

/// Larger k, a few thousand, on both sides of a multiple of 3.
#[test]
fn formula_matches_the_definition_for_larger_k() {
    for k in [2_997usize, 2_998, 2_999, 3_000, 3_001, 9_999, 10_000] {
        let win = table(k, 3 * (k + 1) + 5);
        for (n, &w) in win.iter().enumerate() {
            assert_eq!(first_wins(n as u64, k as u64), w, "n={n} k={k}");
        }
    }
}

/// At 10^18: k = 10^18 − 1 is a multiple of 3, k = 10^18 is not.
#[test]
fn widest_values() {
    let k = MAX_V - 1;
    assert_eq!(k % 3, 0);
    // n = k: the k-step reaches 0. n = k + 1 = 10^18: steps reach k, k − 1 (both
    // winning: k by its k-step, k − 1 ≡ 2 (mod 3) below k) and 1 (winning).
    assert!(first_wins(k, k));
    assert!(!first_wins(MAX_V, k));
    assert!(!first_wins(k - 3, k));
    // 10^18 ≡ 1 (mod 3): not a multiple, so the plain period 3 holds.
    assert!(first_wins(MAX_V, MAX_V));
    assert!(!first_wins(MAX_V - 1, MAX_V));
    assert_eq!(
        answer("3\n1000000000000000000 999999999999999999\n0 1000000000000000000\n999999999999999999 1000000000000000000\n", solve),
        "Bob\nBob\nBob\n"
    );
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n",                        // T = 0
        "101\n1 3\n",                 // T past 100
        "1\n1 2\n",                   // k = 2
        "1\n1000000000000000001 3\n", // n past 10^18
        "1\n1 1000000000000000001\n", // k past 10^18
        "2\n1 3\n",                   // a test missing
    ];
    problem_kit::assert_rejects(&bad, solve);
    assert_eq!(answer("1\n0 3\n", solve), "Bob\n");
    assert_eq!(answer("1\n1000000000000000000 3\n", solve), "Bob\n"); // 10^18 ≡ 0 (mod 4)
    assert_eq!(answer("1\n1000000000000000000 4\n", solve), "Alice\n"); // 10^18 ≡ 1 (mod 3)
}
