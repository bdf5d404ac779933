//! The tests of lieges-of-legendre: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers};

problem_kit::kit_tests!(solve);

/// g(0..=len) by definition, iteratively: the mex of g(a − 1) and, for even
/// a, the XOR of k copies of g(a / 2) (XOR-ed k times, not by parity).
fn table(k: u32, len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len + 1];
    for a in 1..=len {
        let mut reach = vec![g[a - 1]];
        if a % 2 == 0 {
            // k copies, folded one at a time up to k = 64, then by repeating
            // the 64-copy block: XOR of 2c copies is 0 for any c.
            let copies = if k > 64 { 64 + k % 2 } else { k };
            reach.push((0..copies).fold(0, |acc, _| acc ^ g[a / 2]));
        }
        g[a] = (0..).find(|v| !reach.contains(v)).unwrap();
    }
    g
}

/// Every k from 1 to 60 and a few up to 10^9, for every a up to 3000.
#[test]
fn formula_matches_the_definition() {
    let ks = (1..=60).chain([999_999_999, 1_000_000_000, 65_535, 65_536]);
    for k in ks {
        let g = table(k, 3000);
        for (a, &v) in g.iter().enumerate() {
            assert_eq!(grundy(a as u32, k), v, "a={a} k={k}");
        }
    }
}

/// Piles up to 10^9: odd k along chains of halvings (powers of two times small numbers).
#[test]
fn widest_values() {
    // By the rule: g(a) for even a ≥ 6 alternates along a = 3·2^j:
    // g(3) = 1, g(6) = 2, g(12) = 1, g(24) = 2, …
    let mut a = 3u32;
    let mut expect = 1;
    while a <= MAX_V / 2 {
        a *= 2;
        expect = if expect == 1 { 2 } else { 1 };
        assert_eq!(grundy(a, 1), expect, "a={a}");
    }
    // 2^29 = 536870912: g(4) = 2, so g(8) = 1, g(16) = 2, … g(2^29) = 1 (29 odd).
    assert_eq!(grundy(1 << 29, 1), 1);
    assert_eq!(grundy(1 << 29, 2), 1);
    assert_eq!(grundy(MAX_V, MAX_V), 1);
    assert_eq!(grundy(MAX_V - 1, MAX_V - 1), 0);
    assert_eq!(
        answer("2 999999999\n536870912 536870912\n", solve),
        "Nicky\n"
    );
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0 1\n",             // n = 0
        "100001 1\n1\n",     // n past 10^5
        "1 0\n1\n",          // k = 0
        "1 1000000001\n1\n", // k past 10^9
        "1 1\n0\n",          // a_i = 0
        "1 1\n1000000001\n", // a_i past 10^9
        "2 1\n1\n",          // a pile missing
    ];
    problem_kit::assert_rejects(&bad, solve);
    assert_answers(solve, &[("1 1\n1\n", "Kevin\n"), ("1 1\n2\n", "Nicky\n")]);
}
