//! The tests of weighted-tic-tac-toe: the standard ones against its kit, and its own.

use super::*;
use kit::{has_line, odd_board, Board, Weighted};
use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::shapes::assert_error_names;
use problem_kit::{answer, assert_answers, assert_rejects, Gen, Problem};
use rand::Rng;

problem_kit::kit_tests!(solve);

/// The input of the board `a`: three rows of three values.
fn input(a: &[i64; 9]) -> String {
    a.chunks(3)
        .map(|row| {
            let row: Vec<String> = row.iter().map(|x| x.to_string()).collect();
            row.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("0 0 0\n0 1 0\n0 0 0\n", "Takahashi\n"),
            ("-1 1 0\n-4 -2 -5\n-4 -1 -5\n", "Aoki\n"),
        ],
    );
}

/// The contract's sketch, written apart from the kit's rules: every order
/// of moves (at most 9!), no memo, painting and clearing cells in place.
/// `cells` holds 0 (white), 1 (Takahashi's) or 2 (Aoki's); whether
/// Takahashi wins from there, once the checks after the last move found
/// nothing. Its depth is the number of white cells.
fn no_memo(a: &[i64; 9], cells: &mut [u8; 9], painted: usize) -> bool {
    let takahashi = painted % 2 == 0;
    let colour = if takahashi { 1 } else { 2 };
    for i in 0..9 {
        if cells[i] != 0 {
            continue;
        }
        cells[i] = colour;
        let line = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ]
        .iter()
        .any(|l| l.iter().all(|&c| cells[c] == colour));
        let wins = if line {
            takahashi
        } else if painted + 1 == 9 {
            let red: i64 = (0..9).filter(|&c| cells[c] == 1).map(|c| a[c]).sum();
            let blue: i64 = (0..9).filter(|&c| cells[c] == 2).map(|c| a[c]).sum();
            red > blue
        } else {
            no_memo(a, cells, painted + 1)
        };
        cells[i] = 0;
        // Takahashi needs one winning move; Aoki one move Takahashi loses.
        if wins == takahashi {
            return wins;
        }
    }
    !takahashi
}

#[test]
fn a_search_without_memo_agrees_with_solve_and_the_reference() {
    let mut g = Gen::in_memory(349);
    for run in 0..300 {
        let a = odd_board(&mut g, |g| g.rng.gen_range(-4..=4));
        let searched = no_memo(&a, &mut [0; 9], 0);
        let expected = if searched { "Takahashi\n" } else { "Aoki\n" };
        assert_eq!(answer(&input(&a), solve), expected, "{a:?}");
        // The memoised search from the kit's rules, on every 30th board (it
        // is the slower one, about 5500 positions a board; the standard
        // cross-check runs it on 200 more).
        if run % 30 == 0 {
            assert_eq!(Weighted(a).value(&Board::START) > 0, searched, "{a:?}");
        }
    }
}

/// The rules with the two checks the other way round: a full board goes to
/// the larger total even when the ninth move made a line.
struct TotalsFirst(Weighted);

impl ScoreRules for TotalsFirst {
    type Pos = Board;
    fn turn(&self, board: &Board) -> Turn {
        self.0.turn(board)
    }
    fn moves(&self, board: &Board) -> Vec<Edge<Board>> {
        self.0.moves(board)
    }
    fn payoff(&self, board: &Board) -> i128 {
        if board.full() {
            self.0.totals(board)
        } else {
            self.0.payoff(board)
        }
    }
}

/// The board of a picture, row by row: `R` Takahashi's cell, `B` Aoki's,
/// `.` white.
fn board(picture: &str) -> Board {
    let cells = |colour: u8| -> u16 {
        picture
            .bytes()
            .filter(|b| b"RB.".contains(b))
            .enumerate()
            .filter(|&(_, b)| b == colour)
            .map(|(i, _)| 1 << i)
            .sum()
    };
    Board {
        red: cells(b'R'),
        blue: cells(b'B'),
    }
}

/// Every value negative: Takahashi, with five cells to Aoki's four, tends to
/// lose on totals, and wins by completing a line with the ninth move. Were the
/// totals checked first, Aoki would win (found by a search over random boards).
const NINTH_MOVE_LINE: [i64; 9] = [-2, -1, -4, -1, -3, -1, -5, -2, -2];

#[test]
fn the_line_check_comes_before_the_totals_check() {
    // Eight cells painted; Takahashi's ninth move, the last white cell,
    // makes the diagonal red though his total stays the smaller.
    let a = [-5, 1, 1, 1, -5, 1, 1, 1, -5];
    let before = board("RBR BRB BR.");
    assert!(!has_line(before.red) && !has_line(before.blue));
    let last = Weighted(a).moves(&before);
    assert_eq!(last.len(), 1);
    let end = last[0].to;
    assert!(end.full() && has_line(end.red));
    assert_eq!(Weighted(a).totals(&end), -1, "Aoki's total is the larger");
    assert_eq!(Weighted(a).value(&before), 1, "the line wins");
    assert_eq!(TotalsFirst(Weighted(a)).value(&before), -1);

    // A whole game where the order decides the winner.
    assert_eq!(Weighted(NINTH_MOVE_LINE).value(&Board::START), 1);
    assert_eq!(
        TotalsFirst(Weighted(NINTH_MOVE_LINE)).value(&Board::START),
        -1
    );
    assert_eq!(answer(&input(&NINTH_MOVE_LINE), solve), "Takahashi\n");
}

#[test]
fn widest_values_are_exact() {
    let e9 = MAX_ABS;
    // Eight cells of 10^9 and one of 10^9 − 1 (an odd sum): a full board
    // gives Takahashi at least 5·10^9 − 1 against Aoki's 4·10^9 (past 32
    // bits), and Aoki cannot force a line, as in tic-tac-toe.
    let mut high = [e9; 9];
    high[4] = e9 - 1;
    // The same negated: Takahashi cannot force a line and loses on totals.
    let low = high.map(|x| -x);
    // Values at both ends of the range.
    let mixed = [e9, -e9, e9, -e9, -(e9 - 1), e9, -e9, e9, -e9];
    for (a, expected) in [(high, "Takahashi"), (low, "Aoki")] {
        assert_eq!(answer(&input(&a), solve), format!("{expected}\n"), "{a:?}");
    }
    assert_eq!(
        answer(&input(&mixed), solve),
        kit::Kit::reference(&input(&mixed))
    );
    // Random boards at the extremes (one value moved to ±(10^9 − 1) for an
    // odd sum), against the reference.
    let mut g = Gen::in_memory(9);
    for _ in 0..10 {
        let a = odd_board(&mut g, |g| if g.rng.gen_bool(0.5) { e9 } else { -e9 });
        assert_eq!(
            answer(&input(&a), solve),
            kit::Kit::reference(&input(&a)),
            "{a:?}"
        );
    }
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(
        &[
            "0 0 0\n0 0 0\n0 0 1000000001\n",
            "-1000000001 0 0\n0 0 0\n0 0 0\n",
            "0 0 0\n0 1 0\n0 0\n",
            "0 0 0\n0 1 0\n0 0 0 0\n",
        ],
        solve,
    );
    // An even sum: the statement rules it out, and a tie would have no answer.
    assert_error_names("0 0 0\n0 0 0\n0 0 0\n", solve, &["line 3", "0", "even"]);
    let mut even = [MAX_ABS; 9];
    even[0] = -MAX_ABS;
    assert_error_names(&input(&even), solve, &["7000000000", "even"]);
}
