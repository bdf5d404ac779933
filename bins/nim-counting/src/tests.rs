//! The tests of nim-counting: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects, brute};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

problem_kit::kit_tests!(solve);

/// The input with every size 1..2^16 (K = 2^16 − 1, the judge's largest).
fn every_size(n: u64) -> String {
    let sizes: Vec<String> = (1..LIMIT).map(|a| a.to_string()).collect();
    format!("{n} {}\n{}\n", LIMIT - 1, sizes.join(" "))
}

#[test]
fn statement_samples() {
    assert_answers(
        solve,
        &[("2 2\n1 2\n", "4\n"), ("100 3\n3 5 7\n", "112184936\n")],
    );
}

#[test]
fn widest_values_are_exact() {
    // Every size below 2^16: f̂_0 = 65535 and f̂_s = −1 for the other 65535 s,
    // so the losing positions of length M number (65535^M + 65535·(−1)^M)/65536.
    // The expected values are that closed form, evaluated outside this crate.
    assert_eq!(answer(&every_size(1), solve), "65535\n");
    assert_eq!(answer(&every_size(200_000), solve), "728831649\n");
    assert_eq!(answer(&every_size(MAX_N), solve), "849555499\n");
    // K = 40000 sizes i·7919 mod 2^16, N = 123456789: the expected value from
    // an exact-integer transform and closed-form geometric sums in Python.
    let sizes: Vec<String> = (1..=40_000u64)
        .map(|i| (i * 7919 % 65536).to_string())
        .collect();
    let input = format!("123456789 40000\n{}\n", sizes.join(" "));
    assert_eq!(answer(&input, solve), "365436571\n");
    // One size, 10^18 heaps: the odd lengths win, (10^18)/2 of them.
    assert_eq!(
        answer("1000000000000000000 1\n65535\n", solve),
        format!("{}\n", 500_000_000_000_000_000u64 % 998_244_353)
    );
}

/// The positions of 1..=n heaps counted by length and XOR, mod P: dp_M(x)
/// from dp_(M−1) by adding one heap, O(n · 2^b · K), no transform.
fn by_dynamic_programming(n: u64, sizes: &[u32]) -> u32 {
    let span = 64;
    let p = u64::from(P);
    let mut dp = vec![0u64; span];
    dp[0] = 1;
    let mut wins = 0;
    for _ in 0..n {
        let mut next = vec![0u64; span];
        for (x, &ways) in dp.iter().enumerate() {
            for &a in sizes {
                let y = x ^ a as usize;
                next[y] = (next[y] + ways) % p;
            }
        }
        dp = next;
        wins = (wins + dp[1..].iter().sum::<u64>()) % p;
    }
    wins as u32
}

#[test]
fn long_sequences_match_a_dynamic_programme() {
    // Counts far past 998244353 (K^N), so every reduction is exercised.
    let mut rng = StdRng::seed_from_u64(212);
    for _ in 0..40 {
        let k = rng.gen_range(1..=20usize);
        let mut sizes: Vec<u32> = (1..64).collect();
        for i in 0..k {
            let j = rng.gen_range(i..sizes.len());
            sizes.swap(i, j);
        }
        sizes.truncate(k);
        let n = rng.gen_range(1..=300u64);
        let row: Vec<String> = sizes.iter().map(|a| a.to_string()).collect();
        let input = format!("{n} {k}\n{}\n", row.join(" "));
        let expected = by_dynamic_programming(n, &sizes);
        assert_eq!(answer(&input, solve), format!("{expected}\n"), "{input}");
    }
}

#[test]
fn bouton_agrees_with_a_game_tree_search() {
    // The kit counts XOR ≠ 0 as a first-player win: check that against play
    // (take any positive number from one heap) on every multiset of up to 5
    // heaps from 1..=8 and up to 3 heaps from a few of the large sizes.
    let moves = |heaps: &[u64]| {
        brute::replace_one_heap(heaps, |h| {
            (0..h)
                .map(|r| if r == 0 { vec![] } else { vec![r] })
                .collect()
        })
    };
    let mut memo = HashMap::new();
    let mut stack: Vec<Vec<u64>> = vec![vec![]];
    while let Some(heaps) = stack.pop() {
        let xor = heaps.iter().fold(0, |x, h| x ^ h);
        let wins = brute::wins(&heaps, moves, |_| false, &mut memo);
        assert_eq!(wins, xor != 0, "{heaps:?}");
        if heaps.len() < 5 {
            for h in *heaps.last().unwrap_or(&1)..=8 {
                let mut next = heaps.clone();
                next.push(h);
                stack.push(next);
            }
        }
    }
    assert!(!brute::wins(
        &vec![16u64, 17, 1],
        moves,
        |_| false,
        &mut memo
    ));
}

#[test]
fn limits_are_enforced() {
    assert_rejects(
        &[
            "0 1\n1\n",
            "1000000000000000001 1\n1\n",
            "1 0\n",
            "1 65536\n1\n",
            "1 1\n0\n",
            "1 1\n65536\n",
            "1 2\n1\n",
            "1 1\n1 2\n",
            "1 2\n3 3\n",
            "1 1\n-1\n",
            "x 1\n1\n",
        ],
        solve,
    );
}

#[test]
fn errors_name_the_value() {
    problem_kit::shapes::assert_error_names(
        "5 3\n1 4\n4\n",
        solve,
        &["line 3", "A_3 = 4 repeats an earlier value"],
    );
    problem_kit::shapes::assert_error_names("5 3\n1 4 70000\n", solve, &["A_3", "70000"]);
}
