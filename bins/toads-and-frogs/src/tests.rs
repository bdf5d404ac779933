//! The tests of toads-and-frogs: the standard ones against its kit, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

/// An input of one test per entry, each a list of rows.
fn input_of(tests: &[Vec<&str>]) -> String {
    let mut s = format!("{}\n", tests.len());
    for t in tests {
        s += &format!("{}\n{}\n", t.len(), t.join("\n"));
    }
    s
}

#[test]
fn known_values_decide() {
    // `T.F` is ∗, `T..F` is 0, `TT.F` is {1/2 | 0}, `T..` is 2, `..F` is −2,
    // `T.` is 1 and `.F` is −1.
    let cases: [(&[&str], &str); 10] = [
        (&["T.F"], "First"),
        (&["T..F"], "Second"),
        (&["TT.F", "T.."], "Left"),
        (&["T.F", "T.F"], "Second"),
        (&["T.", ".F"], "Second"),
        (&["TT.F", ".F"], "Right"),
        // {1/2 | 0} + ∗: Right's moves leave ∗ or {1/2 | 0}, both won by Left.
        (&["TT.F", "T.F"], "Left"),
        (&["..F", "T."], "Right"),
        // {1/2 | 0} against its negative {0 | −1/2}: 0.
        (&["TT.F", "T.FF"], "Second"),
        // Nobody moves: dead ends and a wall.
        (&["FT", "TTFF", "F..T", "T"], "Second"),
    ];
    let rows: Vec<(String, String)> = cases
        .iter()
        .map(|(rows, out)| (input_of(&[rows.to_vec()]), format!("{out}\n")))
        .collect();
    let rows: Vec<(&str, &str)> = rows.iter().map(|(i, o)| (&i[..], &o[..])).collect();
    assert_answers(solve, &rows);
}

#[test]
fn widest_values_are_exact() {
    // Sums of four rows of 12 cells, far past a search of the whole game,
    // whose outcome is known: rows and their mirror images with toads and
    // frogs swapped cancel (worth 0), and a short row sets the class.
    let rows = [
        "TF.TF.TF.TF.",
        ".T.F.T.F.T.F",
        "FT..TF..FT.T",
        "TTFF.T.F.TTF",
    ];
    let mirror = |r: &str| -> String {
        r.chars()
            .rev()
            .map(|c| match c {
                'T' => 'F',
                'F' => 'T',
                e => e,
            })
            .collect()
    };
    let mirrors: Vec<String> = rows.iter().map(|r| mirror(r)).collect();
    let mut tests = Vec::new();
    let mut expect = String::new();
    for i in 0..25 {
        let (a, b) = (i % 4, (i + 1) % 4);
        let (ra, rb, ma, mb) = (rows[a], rows[b], &mirrors[a][..], &mirrors[b][..]);
        tests.push(vec![ra, mb, rb, ma]);
        expect += "Second\n";
        // One pair and a number: its sign wins.
        tests.push(vec![ra, ma, "T.", "TT.F"]);
        expect += "Left\n";
        tests.push(vec![mb, "..F", rb, "T.F"]);
        expect += "Right\n";
        tests.push(vec![ma, "T.F", ra, "F"]);
        expect += "First\n";
    }
    assert_eq!(tests.len(), 100);
    assert_eq!(answer(&input_of(&tests), solve), expect);
}

#[test]
fn bad_rows_name_the_line() {
    assert_error(
        "1\n2\nT.F\nT.x\n",
        solve,
        "line 4: expected row 2, a string of 1 to 12 characters `.`, `F` or `T`, found `T.x`, whose character 3 is `x`",
    );
    assert_error(
        "1\n1\nT............\n",
        solve,
        "line 3: expected row 1, a string of 1 to 12 characters `.`, `F` or `T`, found `T............`, of length 13",
    );
}

#[test]
fn limits_are_enforced() {
    let four = "4\nT.F\nT.F\nT..F\nF\n";
    let many = format!("101\n{}", four.repeat(101));
    assert_rejects(
        &[
            "0\n",
            &many,
            "1\n0\n",
            "1\n5\nT\nT\nT\nT\nT\n",
            "1\n1\nt.f\n",
            "1\n2\nT.F\n",
            "1\n1\nT.F\nT\n",
            "",
        ],
        solve,
    );
    assert_eq!(
        answer(&format!("100\n{}", four.repeat(100)), solve),
        "Second\n".repeat(100)
    );
}
