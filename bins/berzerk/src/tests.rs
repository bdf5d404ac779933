//! The tests of berzerk: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{assert_answer, assert_answers};

problem_kit::kit_tests!(solve);

#[test]
fn limits_are_enforced() {
    let bad = [
        "1\n1 1\n1 1\n",         // n below 2
        "7001\n1 1\n1 1\n",      // n past 7000
        "5\n0\n1 1\n",           // k1 = 0
        "5\n5 1 2 3 4 1\n1 1\n", // k1 past n − 1
        "5\n1 5\n1 1\n",         // a step of n
        "5\n1 0\n1 1\n",         // a step of 0
        "5\n2 3 3\n1 1\n",       // a repeated step
        "5\n1 1\n2 2 2\n",       // a repeated step of Morty
        "5\n1 1\n1\n",           // cut short
    ];
    problem_kit::assert_rejects(&bad, solve);
    problem_kit::shapes::assert_error(
        "5\n2 3 3\n1 1\n",
        solve,
        "line 2: s1_2 = 3 repeats an earlier value; the values must be distinct",
    );
    // n = 2: the only planet is one step from the hole.
    assert_answers(
        solve,
        &[
            ("2\n1 1\n1 1\n", "Win\nWin\n"),
            // Rick steps 2, Morty 1 on three objects: one win each, the rest loops.
            ("3\n1 2\n1 1\n", "Win Loop\nLoop Win\n"),
        ],
    );
}

#[test]
fn the_largest_circle_runs() {
    let n = MAX_N;
    let all: Vec<String> = (1..n).map(|x| x.to_string()).collect();
    let input = format!(
        "{n}\n{} {}\n{} {}\n",
        n - 1,
        all.join(" "),
        n - 1,
        all.join(" ")
    );
    let want = vec!["Win"; n - 1].join(" ");
    assert_answer(&input, solve, &format!("{want}\n{want}\n"));
}
