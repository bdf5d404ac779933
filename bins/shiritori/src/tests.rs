//! The tests of shiritori: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers};

problem_kit::kit_tests!(solve);

#[test]
fn letters_encode_one_to_one() {
    let mut seen = [false; LETTERS];
    for b in (b'A'..=b'Z').chain(b'a'..=b'z') {
        assert!(!seen[letter(b)]);
        seen[letter(b)] = true;
    }
    assert_eq!(code(b"zzz"), LETTERS.pow(3) - 1);
    assert_eq!(code(b"AAA"), 0);
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n",            // N below 1
        "200001\nabc\n",  // N past 2·10^5
        "1\nab\n",        // a word of 2 letters
        "1\nabcdefghi\n", // a word of 9 letters
        "1\nab1\n",       // a digit
        "1\nabé\n",       // not ASCII
        "2\nabc\n",       // a word missing
        "1\nabc abc\n",   // a word too many
    ];
    problem_kit::assert_rejects(&bad, solve);
    problem_kit::shapes::assert_error("2\nabc\nab_d\n", solve, "line 3: expected S_2, a string of 3 to 8 ASCII letters, found `ab_d`, whose character 3 is `_`");
    // Case matters; a three-letter word can follow itself; both ends of the length limit.
    assert_answers(
        solve,
        &[
            ("2\nabcd\nBCDx\n", "Takahashi\nTakahashi\n"),
            ("1\naba\n", "Draw\n"),
            ("2\nabcdefgh\nfghab\n", "Aoki\nTakahashi\n"),
            ("2\nabcdefgh\nfghXXabc\n", "Draw\nDraw\n"),
            ("2\nabcd\nbcdx\n", "Aoki\nTakahashi\n"),
        ],
    );
}

#[test]
fn the_largest_input_runs() {
    // 2·10^5 words on a handful of three-letter ends: long chains and cycles.
    let mut input = String::from("200000\n");
    let ends = ["aaa", "aab", "abA", "Zzz", "zZz", "QQQ"];
    for i in 0..200_000usize {
        let a = ends[i % ends.len()];
        let b = ends[(i * 7 + i / 6) % ends.len()];
        input.push_str(&format!("{a}xy{b}\n"));
    }
    let out = answer(&input, solve);
    assert_eq!(out.lines().count(), 200_000);
}
