//! The tests of euclid-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {
    // 10^18 = 10^18 · 1: take it all. (10^18, 10^18 − 1): quotient 1, then
    // (10^18 − 1, 1) is won by the opponent. Consecutive Fibonacci numbers
    // F(87) = 679891637638612258 and F(86) = 420196140727489673: the
    // quotients are 1 (84 times) then 2, so after 84 forced moves the
    // player to move, Stan again, faces (2, 1) and wins. One step down,
    // F(86) and F(85) = 259695496911122585: 83 forced moves, Ollie wins.
    let e18 = "1000000000000000000";
    let input = format!(
        "{e18} 1\n{e18} 999999999999999999\n679891637638612258 420196140727489673\n\
         420196140727489673 679891637638612258\n{e18} {e18}\n\
         420196140727489673 259695496911122585\n0 0\n"
    );
    assert_eq!(
        answer(&input, solve),
        "Stan wins\nOllie wins\nStan wins\nStan wins\nStan wins\nOllie wins\n"
    );
    assert_eq!(answer("0 0\n", solve), "");
    let max = format!("{}0 0\n", "34 12\n".repeat(MAX_LINES));
    assert_eq!(answer(&max, solve).len(), MAX_LINES * "Stan wins\n".len());
}

#[test]
fn limits_are_enforced() {
    let too_many = format!("{}0 0\n", "34 12\n".repeat(MAX_LINES + 1));
    let bad = [
        "",                             // no end marker
        "34 12\n",                      // no end marker
        "0 5\n",                        // a 0 that is not the marker
        "5 0\n0 0\n",                   // b = 0
        "1000000000000000001 1\n0 0\n", // a past 10^18
        "1 1000000000000000001\n0 0\n", // b past 10^18
        "34 12\n0 0\n1 1\n",            // a token after the marker
        "0\n",                          // half a marker
        too_many.as_str(),
    ];
    problem_kit::assert_rejects(&bad, solve);
}
