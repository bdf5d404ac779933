//! The tests of domineering-sums: the standard ones against its kit, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

/// A test of the given boards (each as its rows, joined by `|`).
fn test_of(boards: &[&str]) -> String {
    let mut s = format!("{}\n", boards.len());
    for b in boards {
        let rows: Vec<&str> = b.split('|').collect();
        s += &format!("{} {}\n{}\n", rows.len(), rows[0].len(), rows.join("\n"));
    }
    s
}

/// An input of one test per entry.
fn input_of(tests: &[Vec<&str>]) -> String {
    let mut s = format!("{}\n", tests.len());
    for t in tests {
        s += &test_of(t);
    }
    s
}

#[test]
fn known_values_decide() {
    // A vertical pair is 1, a horizontal pair −1, 2 × 2 is ±1, 2 rows × 3
    // columns is {2 | −1/2}, 3 rows × 2 columns its negative {1/2 | −2}.
    let cases: [(&[&str], &str); 11] = [
        (&[".|."], "Left"),
        (&[".."], "Right"),
        (&["..|.."], "First"),
        (&["..|..", "..|.."], "Second"),
        (&[".|.", ".."], "Second"),
        (&["...|...", ".|."], "Left"),
        (&["...|...", ".."], "First"),
        // {2 | −1/2} − 2 = {0 | −5/2}: Vertical moves to 0 and wins.
        (&["...|...", "..", ".."], "First"),
        (&["...|...", "..", "..", ".."], "Right"),
        (&["...|...", "..|..|.."], "Second"),
        // Nobody can place a domino: 0.
        (&["#.#|.#.", "."], "Second"),
    ];
    let rows: Vec<(String, String)> = cases
        .iter()
        .map(|(boards, out)| (format!("1\n{}", test_of(boards)), format!("{out}\n")))
        .collect();
    let rows: Vec<(&str, &str)> = rows.iter().map(|(i, o)| (&i[..], &o[..])).collect();
    assert_answers(solve, &rows);
}

#[test]
fn widest_values_are_exact() {
    // Sums of six 12-cell boards, far past a search of the whole game,
    // whose outcome is known: three boards and their transposes cancel
    // (worth 0); two of the pairs and two small boards set the class.
    let a = ["....|....|....", "..#.|....|.#..", "#...|....|...#"];
    let at = ["...|...|...|...", "..#|...|#..|...", "#..|...|...|..#"];
    let mut tests = Vec::new();
    let mut expect = String::new();
    for i in 0..25 {
        let mut zero = vec![a[0], at[0], a[1], at[1], a[2], at[2]];
        zero.rotate_left(i % 6);
        tests.push(zero.clone());
        expect += "Second\n";
        // Two pairs kept: worth 0.
        let (x, y) = (a[i % 3], at[i % 3]);
        let pairs: Vec<&str> = zero.into_iter().filter(|&b| b != x && b != y).collect();
        let with = |extra: [&'static str; 2]| {
            let mut t = pairs.clone();
            t.splice(i % 4..i % 4, extra);
            t
        };
        // {2 | −1/2} + 1 = {3 | 1/2} > 0.
        tests.push(with(["...|...", ".|."]));
        expect += "Left\n";
        // ±1 + 0 (a single cell) is confused with 0.
        tests.push(with(["..|..", "."]));
        expect += "First\n";
        // {1/2 | −2} − 1 = {−1/2 | −3} < 0.
        tests.push(with(["..|..|..", ".."]));
        expect += "Right\n";
    }
    assert_eq!(tests.len(), 100);
    assert!(tests.iter().all(|t| t.len() == 6));
    assert_eq!(answer(&input_of(&tests), solve), expect);
}

#[test]
fn bad_boards_name_the_line() {
    assert_error(
        "1\n1\n4 4\n....\n....\n....\n....\n",
        solve,
        "line 3: board 1 has h · w = 4 · 4 = 16 cells, more than 12",
    );
    assert_error(
        "1\n2\n1 1\n.\n2 3\n...\n..\n",
        solve,
        "line 7: expected row 2 of board 2, a string of 3 characters `#` or `.`, found `..`, of length 2",
    );
    assert_error(
        "1\n1\n1 2\n.x\n",
        solve,
        "line 4: expected row 1 of board 1, a string of 2 characters `#` or `.`, found `.x`, whose character 2 is `x`",
    );
}

#[test]
fn limits_are_enforced() {
    let six = test_of(&["."; 6]);
    let seven = test_of(&["."; 7]);
    let many = format!("101\n{}", six.repeat(101));
    assert_rejects(
        &[
            "0\n",
            &many,
            "1\n0\n",
            &format!("1\n{seven}"),
            "1\n1\n5 1\n.\n.\n.\n.\n.\n",
            "1\n1\n1 5\n.....\n",
            "1\n1\n0 1\n",
            "1\n1\n2 2\n..\n",
            "2\n1\n1 1\n.\n",
            "1\n1\n1 1\n.\n.\n",
            "",
        ],
        solve,
    );
    assert_eq!(
        answer(&format!("100\n{}", six.repeat(100)), solve),
        "Second\n".repeat(100)
    );
}
