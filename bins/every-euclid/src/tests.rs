//! The tests of every-euclid: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    // When every quotient but the last is 1, every move is forced and the
    // step count is the number of quotients. F(87)/F(86) has 85 of them
    // (84 ones, then 2), F(86)/F(85) 84; (10^18, 10^18 − 1) has two, and
    // (10^18, 1) one. The longest component decides.
    let (f85, f86, f87) = (
        "259695496911122585",
        "420196140727489673",
        "679891637638612258",
    );
    let e18 = "1000000000000000000";
    let cases = [
        (format!("1\n{e18} 1\n"), "First\n"),
        (format!("1\n{e18} 999999999999999999\n"), "Second\n"),
        (format!("3\n{f87} {f86}\n{e18} 1\n{f85} {f86}\n"), "First\n"),
        (
            format!("3\n{e18} {e18}\n{f86} {f85}\n{e18} 1\n"),
            "Second\n",
        ),
    ];
    for (input, expect) in cases {
        assert_eq!(answer(&input, solve), expect, "{input}");
    }
    let max = format!("{MAX_N}\n{}", format!("{e18} {e18}\n").repeat(MAX_N));
    assert_eq!(answer(&max, solve), "First\n");
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n",                        // N below 1
        "100001\n1 1\n",              // N past 10^5
        "1\n0 1\n",                   // a = 0
        "1\n1 0\n",                   // b = 0
        "1\n1000000000000000001 1\n", // a past 10^18
        "2\n1 1\n",                   // a game missing
        "1\n1 1 1\n",                 // a token left over
    ];
    problem_kit::assert_rejects(&bad, solve);
}
