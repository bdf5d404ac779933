//! The tests of advance-or-eat: the standard ones against its kit, and its own.

use super::*;
use problem_kit::brute::partizan::Partizan;
use problem_kit::{answer, assert_answers, assert_rejects, Problem};
use rand::{rngs::StdRng, Rng, SeedableRng};

problem_kit::kit_tests!(solve);

/// Checks that each winner was the answer at least `least` times, so that
/// a `solve` printing one answer only could not pass.
fn assert_both_winners_often(answers: [usize; 2], least: usize) {
    assert!(
        answers.iter().all(|&a| a >= least),
        "both winners often: {answers:?}"
    );
}

/// The two references agree: the whole board searched by play, and the
/// columns' values searched one column at a time and added.
#[test]
fn the_column_values_agree_with_the_whole_board_search() {
    let mut answers = [0; 2];
    for seed in 0..400 {
        let input = problem_kit::kit::random_input::<kit::Kit>(seed);
        let board = kit::Kit::reference(&input);
        assert_eq!(kit::by_column_values(&input), board, "{input}");
        answers[usize::from(board == "Snuke\n")] += 1;
    }
    assert_both_winners_often(answers, 100);
}

/// On boards up to 8 × 8, too large for the whole-board search, `solve`
/// against the columns' values searched by the kit.
#[test]
fn solve_matches_the_column_values_on_large_boards() {
    let mut rng = StdRng::seed_from_u64(229);
    let mut answers = [0; 2];
    for _ in 0..300 {
        let n: usize = rng.gen_range(1..=MAX_N);
        let density = rng.gen_range(0.0..=1.0);
        let rows: Vec<String> = (0..n)
            .map(|_| {
                (0..n)
                    .map(|_| match rng.gen_bool(density) {
                        false => '.',
                        true if rng.gen_bool(0.5) => 'W',
                        true => 'B',
                    })
                    .collect()
            })
            .collect();
        let input = format!("{n}\n{}\n", rows.join("\n"));
        let expected = kit::by_column_values(&input);
        assert_eq!(answer(&input, solve), expected, "{input}");
        answers[usize::from(expected == "Snuke\n")] += 1;
    }
    assert_both_winners_often(answers, 50);
}

/// Every column of every side up to 8 has a value (9840 columns), the
/// same as the kit's search of that column; all of them are numbers.
#[test]
fn every_column_is_valued_as_the_search_values_it() {
    for n in 1..=MAX_N {
        let values = column_values(n).unwrap_or_else(|(c, e)| panic!("{}: {e}", column_text(c, n)));
        assert_eq!(values.len(), 3usize.pow(n as u32));
        for (c, &v) in values.iter().enumerate() {
            let column = column_text(c, n).into_bytes();
            assert_eq!(v, kit::Column.value(&column), "{}", column_text(c, n));
            assert!(v.is_number(), "{}: {v}", column_text(c, n));
        }
    }
}

#[test]
fn known_columns() {
    // Top to bottom: `.W` = {W. | ..} = {−1 | 0} = −1/2; `B..` = {0 | } = 1;
    // `.B.` = {0 | B..} = {0 | 1} = 1/2; `BB.` = {B.., .B. | } = 2.
    for (column, value) in [
        (".W", "-1/2"),
        ("B..", "1"),
        (".B.", "1/2"),
        ("BB.", "2"),
        ("W", "-1"),
        ("B", "1"),
        (".", "0"),
    ] {
        let n = column.len();
        let values = column_values(n).unwrap();
        assert_eq!(values[code(column.bytes())].to_string(), value, "{column}");
    }
}

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            ("3\nBB.\n.B.\n...\n", "Takahashi\n"),
            ("2\n..\nWW\n", "Snuke\n"),
            ("4\nWWBW\nWWWW\nBWB.\nBBBB\n", "Snuke\n"),
            ("1\n.\n", "Snuke\n"),
            ("1\nB\n", "Takahashi\n"),
            ("1\nW\n", "Snuke\n"),
            // W. = −1 and BB = 2.
            ("2\nWB\n.B\n", "Takahashi\n"),
            // A column and its mirror image cancel: the second player wins.
            ("2\nWB\nBW\n", "Snuke\n"),
            ("2\nWB\n..\n", "Snuke\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    let full = format!("{MAX_N}\n{}", "WBWBWBWB\n".repeat(MAX_N));
    assert_eq!(answer(&full, solve), kit::by_column_values(&full));
    let blacks = format!("{MAX_N}\n{}", "BBBBBBBB\n".repeat(MAX_N));
    assert_eq!(answer(&blacks, solve), "Takahashi\n");
    let whites = format!("{MAX_N}\n{}", "WWWWWWWW\n".repeat(MAX_N));
    assert_eq!(answer(&whites, solve), "Snuke\n");
}

#[test]
fn bad_boards_are_refused() {
    let nine = format!("9\n{}", ".........\n".repeat(9));
    assert_rejects(
        &[
            "0\n",
            "",
            "2\n..\n",
            "2\n...\n..\n",
            "2\n.\n..\n",
            "2\n.w\n..\n",
            "2\n.#\n..\n",
            "2\n..\n..\n..\n",
            "1\n. .\n",
            &nine,
        ],
        solve,
    );
}
