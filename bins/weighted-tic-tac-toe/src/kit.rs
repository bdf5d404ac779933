//! The tooling of weighted-tic-tac-toe: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::score::{Edge, Lead, ScoreRules, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// weighted-tic-tac-toe's kit (see `problem_kit::kit`).
pub struct Kit;

/// A board: the cells each player painted, as bits (cell i, row by row, is
/// bit i); whose turn it is follows from how many are painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Takahashi's cells (red; he moves first).
    pub red: u16,
    /// Aoki's cells (blue).
    pub blue: u16,
}

/// Every cell.
const ALL: u16 = 0b111_111_111;

/// The rows, columns and diagonals, each as its three cells (row, column),
/// counted from 0; cell (r, c) is bit 3r + c of a board's masks.
const LINES: [[(u16, u16); 3]; 8] = [
    [(0, 0), (0, 1), (0, 2)],
    [(1, 0), (1, 1), (1, 2)],
    [(2, 0), (2, 1), (2, 2)],
    [(0, 0), (1, 0), (2, 0)],
    [(0, 1), (1, 1), (2, 1)],
    [(0, 2), (1, 2), (2, 2)],
    [(0, 0), (1, 1), (2, 2)],
    [(0, 2), (1, 1), (2, 0)],
];

/// Whether the cells `painted` hold a whole row, column or diagonal.
pub fn has_line(painted: u16) -> bool {
    LINES
        .iter()
        .any(|line| line.iter().all(|&(r, c)| painted >> (3 * r + c) & 1 == 1))
}

impl Board {
    /// The board before the first move: every cell white.
    pub const START: Board = Board { red: 0, blue: 0 };

    /// Whether every cell is painted.
    pub fn full(&self) -> bool {
        self.red | self.blue == ALL
    }

    /// Whether Takahashi is to move: an even number of cells is painted.
    pub fn takahashi_moves(&self) -> bool {
        (self.red | self.blue).count_ones() % 2 == 0
    }
}

/// The rules alone, from the statement, on the input's values: a move
/// paints a white cell in the mover's colour (Takahashi red, first; then
/// in turn) and adds its value to his total. After each move, first the
/// line check: three cells of one colour in a row, column or diagonal win
/// for their owner at once; then, with no line, the totals check: a full
/// board goes to the larger total. The score is +1 when Takahashi wins,
/// −1 when Aoki does.
pub struct Weighted(pub [i64; 9]);

impl Weighted {
    /// The totals check alone on `board`: +1 if Takahashi's total is the
    /// larger, −1 if Aoki's, 0 if they are equal (never, with an odd sum).
    pub fn totals(&self, board: &Board) -> i128 {
        let total = |cells: u16| -> i128 {
            (0..9)
                .filter(|&i| cells >> i & 1 == 1)
                .map(|i| i128::from(self.0[i]))
                .sum()
        };
        (total(board.red) - total(board.blue)).signum()
    }
}

impl ScoreRules for Weighted {
    type Pos = Board;

    fn turn(&self, board: &Board) -> Turn {
        if board.takahashi_moves() {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    fn moves(&self, board: &Board) -> Vec<Edge<Board>> {
        if has_line(board.red) || has_line(board.blue) || board.full() {
            return Vec::new();
        }
        (0..9)
            .map(|i| 1u16 << i)
            .filter(|&cell| (board.red | board.blue) & cell == 0)
            .map(|cell| {
                let mut after = *board;
                if board.takahashi_moves() {
                    after.red |= cell;
                } else {
                    after.blue |= cell;
                }
                Edge::to(after)
            })
            .collect()
    }

    /// The line check first, then the totals check.
    fn payoff(&self, board: &Board) -> i128 {
        if has_line(board.red) {
            1
        } else if has_line(board.blue) {
            -1
        } else {
            self.totals(board)
        }
    }
}

/// The winner's name for a score of the rules: `Takahashi` for +1, `Aoki` for −1.
pub fn winner(score: i128) -> &'static str {
    match Lead::of(score) {
        Lead::First => "Takahashi",
        Lead::Second => "Aoki",
        Lead::Tie => panic!("reference: a tie (the sum of the values is even)"),
    }
}

/// Nine values from `value` whose sum is odd: if it is even, one random
/// cell moves by 1 towards 0 (or to 1, from 0), staying within its range.
pub fn odd_board(g: &mut Gen, mut value: impl FnMut(&mut Gen) -> i64) -> [i64; 9] {
    let mut a = [0i64; 9];
    for x in a.iter_mut() {
        *x = value(g);
    }
    if a.iter().sum::<i64>() % 2 == 0 {
        let i = g.rng.gen_range(0..9);
        a[i] = if a[i] == 0 { 1 } else { a[i] - a[i].signum() };
    }
    a
}

/// Writes the board as three rows of three values.
fn write_board(g: &mut Gen, a: &[i64; 9]) -> io::Result<()> {
    for (i, &x) in a.iter().enumerate() {
        g.int(x, if i % 3 == 2 { b'\n' } else { b' ' })?;
    }
    Ok(())
}

impl Problem for Kit {
    const RUNS: u64 = 200;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        let a = odd_board(g, |g| g.rng.gen_range(-1_000_000_000..=1_000_000_000));
        write_board(g, &a)?;
        Ok("one board of values with |A| ≤ 10^9 (the input's only size)".into())
    }

    /// Small values (the totals often decide), mostly zeros (lines decide
    /// more often), or values up to 10^9 in size.
    fn random(g: &mut Gen) -> io::Result<()> {
        let a = match g.rng.gen_range(0..3) {
            0 => odd_board(g, |g| g.rng.gen_range(-5..=5)),
            1 => odd_board(g, |g| {
                if g.rng.gen_bool(0.7) {
                    0
                } else {
                    g.rng.gen_range(-3..=3)
                }
            }),
            _ => odd_board(g, |g| g.rng.gen_range(-1_000_000_000..=1_000_000_000)),
        };
        write_board(g, &a)
    }

    /// Minimax over the boards from the rules (+1 Takahashi's win, −1 Aoki's).
    fn reference(input: &str) -> String {
        let values: Vec<i64> = Tokens::new(input).many(9);
        let rules = Weighted(values.try_into().expect("nine values"));
        format!("{}\n", winner(rules.value(&Board::START)))
    }
}

problem_kit::kit!(Kit);
