//! The tests of misere-nim: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_enforced() {
    let many = format!("1\n101\n{}\n", "1 ".repeat(101));
    let bad = [
        "0\n",                        // T below 1
        "101\n1 1\n",                 // T past 100
        "1\n0\n",                     // n below 1
        many.as_str(),                // n past 100
        "1\n2 1 0\n",                 // an empty pile
        "1\n1 9223372036854775808\n", // a pile of 2^63
        "2\n1 1\n",                   // a test missing
    ];
    problem_kit::assert_rejects(&bad, solve);
    // The widest piles: equal ones cancel, an odd one out wins.
    assert_eq!(
        answer("2\n2 9223372036854775807 9223372036854775807\n3 9223372036854775807 9223372036854775807 1\n", solve),
        "Second\nFirst\n"
    );
    let hundred = format!("1\n100\n{}\n", "1 ".repeat(100));
    assert_eq!(answer(&hundred, solve), "First\n");
}
