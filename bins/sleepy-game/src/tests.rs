//! The tests of sleepy-game: the standard ones against its kit (any winning path passes its checker), and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects, shapes::assert_error, Problem};

problem_kit::kit_tests!(solve);

#[test]
fn samples_of_the_judge_and_the_checker() {
    let first = "5 6\n2 2 3\n2 4 5\n1 4\n1 5\n0\n1\n";
    let ours = answer(first, solve);
    assert_eq!(kit::Kit::check(first, &ours), Ok(()));
    // The judge's own path, with its trailing space, passes too.
    assert_eq!(kit::Kit::check(first, "Win\n1 2 4 5 \n"), Ok(()));
    // An even number of moves, a non-arc, a wrong start, a wrong verdict: refused.
    assert!(kit::Kit::check(first, "Win\n1 3 4 5\n").is_ok());
    assert!(kit::Kit::check(first, "Win\n1 2 5\n").is_err());
    assert!(kit::Kit::check(first, "Win\n1 4 5\n").is_err());
    assert!(kit::Kit::check(first, "Win\n2 4 5\n").is_err());
    assert!(kit::Kit::check(first, "Draw\n").is_err());
    assert!(kit::Kit::check(first, "Win\n").is_err());
    assert_answers(
        solve,
        &[
            ("3 2\n1 3\n1 1\n0\n2\n", "Lose\n"),
            ("2 2\n1 2\n1 1\n1\n", "Draw\n"),
            // From the round's comments: s has no arc, and a cycle s cannot reach.
            ("4 3\n0\n1 3\n2 2 4\n0\n1\n", "Lose\n"),
            ("5 5\n1 2\n1 3\n0\n2 3 5\n1 4\n1\n", "Lose\n"),
            // Our widening: one vertex, and a self-loop that lets Petya fix the parity.
            ("1 0\n0\n1\n", "Lose\n"),
            ("3 3\n2 1 2\n1 3\n0\n1\n", "Win\n1 1 2 3\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // The chain 1 → … → n with arcs back: won along the whole chain, n vertices printed.
    let n = MAX_N;
    let mut lines = vec![format!("{n} {}", 2 * n - 3), "1 2".to_string()];
    lines.extend((2..n).map(|x| format!("2 {} {}", x + 1, x / 2)));
    lines.push("0".to_string());
    lines.push("1".to_string());
    let input = lines.join("\n") + "\n";
    let out = answer(&input, solve);
    let path: Vec<String> = (1..=n).map(|x| x.to_string()).collect();
    assert_eq!(out, format!("Win\n{}\n", path.join(" ")));
    assert_rejects(
        &[
            "100001 0\n",         // n past the limit
            "2 200001\n",         // m past the limit
            "2 1\n1 3\n0\n1\n",   // an arc past n
            "2 2\n1 2\n0\n1\n",   // fewer arcs than m
            "2 1\n1 2\n1 1\n1\n", // more arcs than m
            "2 1\n1 2\n0\n3\n",   // s past n
        ],
        solve,
    );
    assert_error(
        "2 2\n1 2\n0\n1\n",
        solve,
        "line 3: the lists hold 1 arcs in all, but m = 2",
    );
}
