//! The tests of deque: the standard ones against its kit, and its own.

use super::*;
use kit::Row;
use problem_kit::score::{Lead, ScoreRules, Scored};
use problem_kit::shapes::assert_error_names;
use problem_kit::{answer, assert_answers, assert_rejects};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

problem_kit::kit_tests!(solve);

/// The input of the row `a`: N, then the numbers.
fn input(a: &[i64]) -> String {
    let numbers: Vec<String> = a.iter().map(|x| x.to_string()).collect();
    format!("{}\n{}\n", a.len(), numbers.join(" "))
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("4\n10 80 90 30\n", "10\n"),
            ("3\n10 100 10\n", "-80\n"),
            ("1\n10\n", "10\n"),
            (
                "10\n1000000000 1 1000000000 1 1000000000 1 1000000000 1 1000000000 1\n",
                "4999999995\n",
            ),
            ("6\n4 2 9 7 1 5\n", "2\n"),
        ],
    );
}

/// The contract's sketch: minimax over (l, r, whose turn) with no memo, X − Y.
fn no_memo(a: &[i128], l: usize, r: usize, taro: bool) -> i128 {
    if l == r {
        return 0;
    }
    let left = no_memo(a, l + 1, r, !taro);
    let right = no_memo(a, l, r - 1, !taro);
    if taro {
        (a[l] + left).max(a[r - 1] + right)
    } else {
        (left - a[l]).min(right - a[r - 1])
    }
}

#[test]
fn the_reference_agrees_with_a_search_without_memo() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..300 {
        let n = rng.gen_range(1..=12);
        let a: Vec<i64> = (0..n).map(|_| rng.gen_range(1..=20)).collect();
        let wide: Vec<i128> = a.iter().map(|&x| i128::from(x)).collect();
        let v = no_memo(&wide, 0, n, true);
        let row = Scored::new(Row(wide));
        let start = row.rules().start();
        assert_eq!(row.value(&start), v, "{a:?}");
        assert_eq!(row.lead(&start), Lead::of(v), "{a:?}");
        // The principal line, move by move, scores the value.
        let line = row.line(&start);
        assert_eq!(line.len(), n);
        assert_eq!(line.iter().map(|e| e.gain).sum::<i128>(), v, "{a:?}");
        assert_eq!(answer(&input(&a), solve), format!("{v}\n"), "{a:?}");
    }
}

#[test]
fn widest_values_are_exact() {
    // N = 3000 of 10^9: each takes 1500 of them.
    assert_eq!(answer(&input(&[MAX_A; MAX_N]), solve), "0\n");
    // N = 2999: Taro takes one more.
    assert_eq!(answer(&input(&[MAX_A; MAX_N - 1]), solve), "1000000000\n");
    // 10^9 and 1 alternating, as in sample 4: Taro takes every 10^9 and
    // Jiro every 1 (past 32 bits: 1.5·10^12).
    let alternating: Vec<i64> = (0..MAX_N)
        .map(|i| if i % 2 == 0 { MAX_A } else { 1 })
        .collect();
    assert_eq!(answer(&input(&alternating), solve), "1499999998500\n");
    // 1, then 2999 of 10^9: Taro never takes the 1; he gets 1500 of the
    // 10^9 and Jiro the other 1499 and the 1.
    let mut low_first = vec![MAX_A; MAX_N];
    low_first[0] = 1;
    assert_eq!(answer(&input(&low_first), solve), "999999999\n");
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(
        &[
            "0\n\n",
            "3001\n1\n",
            "1\n0\n",
            "1\n1000000001\n",
            "2\n1\n",
            "1\n5 5\n",
        ],
        solve,
    );
    // N = 3001 with all its numbers is refused too, at N.
    assert_error_names(&input(&[1; MAX_N + 1]), solve, &["line 1", "N", "3001"]);
    // A number past the limit is named with its line.
    let mut over = vec![MAX_A; MAX_N];
    over[MAX_N - 1] = MAX_A + 1;
    assert_error_names(&input(&over), solve, &["line 2", "a_i", "1000000001"]);
}
