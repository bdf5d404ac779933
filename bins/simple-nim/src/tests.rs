//! The tests of simple-nim: the standard ones against its kit, and its own.

use super::*;
use kit::Kit;
use problem_kit::brute;
use problem_kit::kit::random_input;
use problem_kit::Problem;
use problem_kit::{answer, try_answer};
use std::collections::HashMap;

problem_kit::kit_tests!(solve);

#[test]
fn grundy_formula_matches_search_over_heap_multisets() {
    let mut memo = HashMap::new();
    for h in 0..=24u64 {
        let start = if h == 0 { vec![] } else { vec![h] };
        let g = brute::grundy(&start, kit::moves, &mut memo);
        assert_eq!(u64::from(g), grundy(h), "h = {h}");
    }
}

#[test]
fn grundy_formula_matches_single_heap_definition_up_to_300() {
    // g(x) = mex of g(y) for y < x and of g(a) ^ g(b) ^ g(c) for a + b + c = x.
    let n = 300;
    let mut g = vec![0u64; n + 1];
    for x in 1..=n {
        let mut seen = vec![false; 2 * n + 2];
        for y in 0..x {
            seen[g[y] as usize] = true;
        }
        for a in 1..x {
            for b in a..x - a {
                let c = x - a - b;
                if c >= b {
                    seen[(g[a] ^ g[b] ^ g[c]) as usize] = true;
                }
            }
        }
        g[x] = seen.iter().position(|&s| !s).unwrap() as u64;
        assert_eq!(g[x], grundy(x as u64), "x = {x}");
    }
}

#[test]
fn the_random_positions_include_losing_ones() {
    let losing: usize = (0..300)
        .map(|seed| {
            Kit::reference(&random_input::<Kit>(seed))
                .matches("Second")
                .count()
        })
        .sum();
    assert!(losing >= 30, "only {losing} losing positions were tried");
}

#[test]
fn largest_sizes() {
    // 10^9 = 2^9 · 1953125, so g(10^9 − 1) ^ g(10^9) = 10^9 ^ (10^9 − 1) = 2^10 − 1 = g(1024).
    assert_eq!(grundy(1_000_000_000), 999_999_999);
    assert_eq!(grundy(999_999_999), 1_000_000_000);
    assert_eq!(
        answer(
            "2\n3\n999999999 1000000000 1024\n3\n999999999 1000000000 1023\n",
            solve
        ),
        "Second player wins.\nFirst player wins.\n"
    );
}

#[test]
fn heap_count_limits() {
    // 10^6 heaps of one object: an even count of g = 1, so the XOR is 0.
    let ones = "1 ".repeat(1_000_000);
    assert_eq!(
        answer(&format!("1 1000000 {ones}"), solve),
        "Second player wins.\n"
    );
    assert!(try_answer("1 1000001 1", solve).is_err());
    assert!(try_answer("101 1 1", solve).is_err());
}
