//! The tests of consecutive-misere: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;
use problem_kit::rules::Rules;

problem_kit::kit_tests!(solve);

#[test]
fn a_row_is_worth_its_length() {
    // Normal-play Grundy values by search over multisets of rows.
    for n in 0..=16u64 {
        let row = if n == 0 { vec![] } else { vec![n] };
        assert_eq!(u64::from(kit::Kit.grundy(&row)), n);
    }
}

#[test]
fn widest_values_are_exact() {
    let e18: u64 = 1_000_000_000_000_000_000;
    let input = format!("2\n{e18} {e18}\n3\n{e18} {e18} 1\n1\n{e18}\n2\n1 1\n3\n1 1 1\n");
    // Equal rows cancel with a big row left: lost; one more apple-row: won;
    // one big row: leave one apple; ones: win iff their number is even.
    assert_eq!(answer(&input, solve), "No\nYes\nYes\nYes\nNo\n");
    let max = format!("{MAX_N}\n{}", "1 ".repeat(MAX_N)).repeat(MAX_TOTAL / MAX_N);
    assert_eq!(answer(&max, solve), "Yes\n".repeat(MAX_TOTAL / MAX_N));
}

#[test]
fn limits_are_enforced() {
    let over = format!("{MAX_N}\n{}", "1 ".repeat(MAX_N)).repeat(MAX_TOTAL / MAX_N) + "1\n1\n";
    let bad = [
        "",                         // no test
        "0\n",                      // N below 1
        "100001\n1\n",              // N past 10^5
        "1\n0\n",                   // an empty row
        "1\n1000000000000000001\n", // a row past 10^18
        "2\n1\n",                   // a row missing
        "1 1 2 1\n",                // a row missing in the second test
        "1 1 x\n",                  // a word for N
        over.as_str(),              // 10^6 + 1 rows in all
    ];
    problem_kit::assert_rejects(&bad, solve);
}
