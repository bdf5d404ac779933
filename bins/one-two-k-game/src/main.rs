//! Codeforces 1194D "1-2-K Game": a chip on cell n moves 1, 2 or k cells left, never past 0.
//!
//! When 3 ∤ k, the losing cells are exactly the multiples of 3: from one of
//! them, 1, 2 and k all lead to a non-multiple, and from any other cell a
//! step of 1 or 2 reaches a multiple. When 3 | k the pattern has period k + 1:
//! with m = n mod (k + 1), the cell loses iff m ≡ 0 (mod 3) and m ≠ k (from
//! m = k the k-step lands on residue 0; from a losing m the k-step lands on
//! residue m + 1 ≡ 1, and steps of 1 or 2 from m = 0 land on residues k and
//! k − 1, both winning). O(1) per test in `u64` (k + 1 ≤ 10^18 + 1).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 100;
/// Largest n and k: ours (the judge's is 10^9).
const MAX_V: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins from cell `n` with moves 1, 2 and `k` (k ≥ 3).
fn first_wins(n: u64, k: u64) -> bool {
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    let m = n % (k + 1);
    m == k || m % 3 != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    for _ in 0..t {
        let n: u64 = sc.next_in("n", 0..=MAX_V)?;
        let k: u64 = sc.next_in("k", 3..=MAX_V)?;
        writeln!(out, "{}", if first_wins(n, k) { "Alice" } else { "Bob" })?;
    }
    sc.finish()?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::answer;

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
}
