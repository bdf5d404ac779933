//! The tests of even-odd-game: the standard ones against its kit, and its own.

use super::*;
use kit::Kit;
use problem_kit::score::ScoreRules;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answers, assert_rejects};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

problem_kit::kit_tests!(solve);

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            // The statement's sample.
            (
                "4\n4\n5 2 7 3\n3\n3 2 1\n4\n2 2 2 2\n2\n7 8\n",
                "Bob\nTie\nAlice\nAlice\n",
            ),
            // One value: Alice scores it iff it is even.
            ("2\n1\n1\n1\n2\n", "Tie\nAlice\n"),
            // Alice takes the 3 first so that Bob cannot: 0 against 1.
            ("1\n2\n3 1\n", "Bob\n"),
        ],
    );
}

#[test]
fn the_value_is_the_searched_one() {
    // Not only the verdict: the greedy difference equals the minimax value.
    let mut rng = StdRng::seed_from_u64(1472);
    for _ in 0..300 {
        let n = rng.gen_range(1..=7);
        let mut a: Vec<u64> = (0..n).map(|_| rng.gen_range(1..=20)).collect();
        a.sort_unstable();
        let searched = Kit.value(&(a.clone(), true));
        assert_eq!(alice_minus_bob(&mut a), searched, "{a:?}");
    }
}

#[test]
fn widest_values_are_exact() {
    let n = MAX_SUM_N;
    // All 10^18 (even): Alice scores every other one, 10^5 · 10^18 = 10^23.
    let evens = vec!["1000000000000000000"; n].join(" ");
    let mut a = vec![MAX_A; n];
    assert_eq!(alice_minus_bob(&mut a), 100_000 * i128::from(MAX_A));
    assert_eq!(answer(&format!("1\n{n}\n{evens}\n"), solve), "Alice\n");
    // All 10^18 − 1 (odd): Bob scores his 10^5 of them.
    let mut a = vec![MAX_A - 1; n];
    assert_eq!(alice_minus_bob(&mut a), -100_000 * i128::from(MAX_A - 1));
    // The judge's widest: 10^9, the totals 10^14 past 32 bits.
    let mut a = vec![1_000_000_000u64; n];
    assert_eq!(alice_minus_bob(&mut a), 100_000_000_000_000);
    // 10^5 each of 10^9 and 10^9 − 1: either player takes 5·10^4 of each
    // (the larger first), Alice scoring her 10^9s and Bob his 10^9 − 1s.
    let mut a: Vec<u64> = (0..n as u64).map(|i| 1_000_000_000 - i % 2).collect();
    assert_eq!(alice_minus_bob(&mut a), 50_000);
    // Σn split over the most tests: 10^4 tests of 20.
    let test = format!("20\n{}\n", vec!["999999999"; 20].join(" "));
    let input = format!("10000\n{}", test.repeat(10_000));
    assert_eq!(answer(&input, solve), "Bob\n".repeat(10_000));
}

#[test]
fn out_of_range_is_refused() {
    let over = format!("1\n200001\n{}\n", vec!["1"; 200_001].join(" "));
    let sum_over = format!("2\n200000\n{}\n1\n1\n", vec!["1"; 200_000].join(" "));
    let too_many_tests = "1\n1\n".repeat(10_001);
    assert_rejects(
        &[
            "0\n",
            "1\n0\n",
            "1\n1\n0\n",
            "1\n1\n1000000000000000001\n",
            "1\n2\n1\n",
            "1\n1\n1 2\n",
            &over,
            &format!("10001\n{too_many_tests}"),
        ],
        solve,
    );
    // Σn past its limit, refused and named as such.
    assert_error(
        &sum_over,
        solve,
        "line 4: the sum of n over the tests reaches 200001, past 200000",
    );
}
