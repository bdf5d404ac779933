//! The tests of constrained-nim-2: the standard ones against its kit, and its own.

use super::*;
use problem_kit::assert_answers;

problem_kit::kit_tests!(solve);

/// The formula against the mex definition, for every 1 ≤ L ≤ R ≤ 16 and a ≤ 400.
#[test]
fn formula_matches_the_definition() {
    for l in 1..=16usize {
        for r in l..=16 {
            let mut g: Vec<u64> = Vec::new();
            for a in 0..=400usize {
                let reach: Vec<u64> = (l..=r.min(a)).map(|x| g[a - x]).collect();
                let v = (0..).find(|v| !reach.contains(v)).unwrap();
                assert_eq!(grundy(a as u64, l as u64, r as u64), v, "a={a} L={l} R={r}");
                g.push(v);
            }
        }
    }
}

/// At the widest values: the definition near the top, seen through one period.
#[test]
fn widest_values() {
    let m = MAX_V;
    // L = R = 10^9: a pile below L cannot move; a pile of exactly L can, to 0.
    assert_eq!(grundy(m - 1, m, m), 0);
    assert_eq!(grundy(m, m, m), 1);
    // L = 1, R = 10^9: every pile ≤ R is taken whole, so its value is a itself.
    assert_eq!(grundy(m, 1, m), m);
    assert_answers(
        solve,
        &[
            ("1 1 1000000000\n1000000000\n", "First\n"),
            ("1 1000000000 1000000000\n999999999\n", "Second\n"),
            (
                "2 1000000000 1000000000\n1000000000 1000000000\n",
                "Second\n",
            ),
        ],
    );
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0 1 1\n",             // N = 0
        "200001 1 1\n1\n",     // N past 2·10^5 (rejected before the piles)
        "1 0 1\n1\n",          // L = 0
        "1 3 2\n1\n",          // R < L
        "1 1 1000000001\n1\n", // R past 10^9
        "1 1 2\n0\n",          // A_i = 0
        "1 1 2\n1000000001\n", // A_i past 10^9
        "2 1 2\n1\n",          // a pile missing
    ];
    problem_kit::assert_rejects(&bad, solve);
    assert_answers(
        solve,
        &[("1 1 1\n1\n", "First\n"), ("1 2 2\n1\n", "Second\n")],
    );
}
