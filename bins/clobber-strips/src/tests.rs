//! The tests of clobber-strips: the standard ones against its kit, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

/// An input of one test per entry, each a list of strips.
fn input_of(tests: &[Vec<&str>]) -> String {
    let mut s = format!("{}\n", tests.len());
    for t in tests {
        s += &format!("{}\n{}\n", t.len(), t.join("\n"));
    }
    s
}

#[test]
fn known_values_decide() {
    // `xo` is ∗, `xxo` is ↑ = {0 | ∗}, `xoo` is ↓; ↑ + ∗ is confused with 0,
    // ↑ + ↑ + ∗ = ⇑∗ > 0.
    let cases: [(&[&str], &str); 9] = [
        (&["xo"], "First"),
        (&["xxo"], "Left"),
        (&["xoo"], "Right"),
        (&["xxo", "xoo"], "Second"),
        (&["xo", "xo"], "Second"),
        (&["xxo", "xo"], "First"),
        (&["xxo", "oxx", "xo"], "Left"),
        (&["xoo", "oox", "o.x"], "Right"),
        // Nothing touches an opponent's stone: 0.
        (&["x.o", "xx..oo", ".", "o"], "Second"),
    ];
    let rows: Vec<(String, String)> = cases
        .iter()
        .map(|(strips, out)| (input_of(&[strips.to_vec()]), format!("{out}\n")))
        .collect();
    let rows: Vec<(&str, &str)> = rows.iter().map(|(i, o)| (&i[..], &o[..])).collect();
    assert_answers(solve, &rows);
}

#[test]
fn widest_values_are_exact() {
    // Sums of four strips of 12 cells, far past a search of the whole
    // game, whose outcome is known: strips and their colour-swapped copies
    // cancel (worth 0), and a short strip sets the class.
    let strips = [
        "xoxoxoxoxoxo",
        "xxoxooxoxxoo",
        "xo.oxxo.xoox",
        "oxxoxooxxoxo",
    ];
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| match c {
                'x' => 'o',
                'o' => 'x',
                e => e,
            })
            .collect()
    };
    let swaps: Vec<String> = strips.iter().map(|s| swap(s)).collect();
    let mut tests = Vec::new();
    let mut expect = String::new();
    for i in 0..25 {
        let (a, b) = (i % 4, (i + 1) % 4);
        let (sa, sb, wa, wb) = (strips[a], strips[b], &swaps[a][..], &swaps[b][..]);
        tests.push(vec![sa, wb, sb, wa]);
        expect += "Second\n";
        tests.push(vec![sa, wa, "xxo", "x"]);
        expect += "Left\n";
        tests.push(vec![wb, "xoo", sb, "."]);
        expect += "Right\n";
        tests.push(vec![wa, "xo", sa, "xx.oo"]);
        expect += "First\n";
    }
    assert_eq!(tests.len(), 100);
    assert_eq!(answer(&input_of(&tests), solve), expect);
}

#[test]
fn bad_strips_name_the_line() {
    assert_error(
        "1\n2\nxo\nxX\n",
        solve,
        "line 4: expected strip 2, a string of 1 to 12 characters `.`, `o` or `x`, found `xX`, whose character 2 is `X`",
    );
    assert_error(
        "1\n1\nxoxoxoxoxoxox\n",
        solve,
        "line 3: expected strip 1, a string of 1 to 12 characters `.`, `o` or `x`, found `xoxoxoxoxoxox`, of length 13",
    );
}

#[test]
fn limits_are_enforced() {
    let four = "4\nxo\nxo\nxxo\nxoo\n";
    let many = format!("101\n{}", four.repeat(101));
    assert_rejects(
        &[
            "0\n",
            &many,
            "1\n0\n",
            "1\n5\nx\nx\nx\nx\nx\n",
            "1\n1\nXO\n",
            "1\n2\nxo\n",
            "1\n1\nxo\nx\n",
            "",
        ],
        solve,
    );
    assert_eq!(
        answer(&format!("100\n{}", four.repeat(100)), solve),
        "Second\n".repeat(100)
    );
}
