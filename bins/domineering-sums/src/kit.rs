//! The tooling of domineering-sums: its bench input, random small inputs and a brute-force reference from the rules (the test's boards searched as one game, no values).

use problem_kit::brute::partizan::Partizan;
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// domineering-sums's kit (see `problem_kit::kit`).
pub struct Kit;

/// A board as its rows of cells, `.` free and `#` blocked.
pub type Board = Vec<Vec<u8>>;

/// Every board one domino reaches: on cells (r, c) and (r + dr, c + dc),
/// both free, which it blocks.
fn place(board: &Board, dr: usize, dc: usize) -> Vec<Board> {
    let mut out = Vec::new();
    for r in 0..board.len().saturating_sub(dr) {
        for c in 0..board[r].len().saturating_sub(dc) {
            if board[r][c] == b'.' && board[r + dr][c + dc] == b'.' {
                let mut next = board.clone();
                next[r][c] = b'#';
                next[r + dr][c + dc] = b'#';
                out.push(next);
            }
        }
    }
    out
}

/// The rules: Vertical (Left) places a domino on two vertically adjacent
/// free cells, Horizontal (Right) on two horizontally adjacent ones.
impl Partizan for Kit {
    type Pos = Board;

    fn left(&self, board: &Board) -> Vec<Board> {
        place(board, 1, 0)
    }

    fn right(&self, board: &Board) -> Vec<Board> {
        place(board, 0, 1)
    }
}

/// The problem's words, by outcome class: Left, Right, the first player, the second player.
pub const WORDS: [&str; 4] = ["Left", "Right", "First", "Second"];

/// A random board of `h` × `w` cells, each blocked with probability `blocked`.
fn random_board(g: &mut Gen, h: usize, w: usize, blocked: f64) -> Board {
    (0..h)
        .map(|_| {
            (0..w)
                .map(|_| if g.rng.gen_bool(blocked) { b'#' } else { b'.' })
                .collect()
        })
        .collect()
}

/// `board` transposed: rows become columns, so Vertical's moves become
/// Horizontal's (the board's negative).
fn transposed(board: &Board) -> Board {
    let w = board[0].len();
    (0..w)
        .map(|c| board.iter().map(|row| row[c]).collect())
        .collect()
}

/// Writes one test: k, then each board as `h w` and its rows.
fn write_test(g: &mut Gen, boards: &[Board]) -> io::Result<()> {
    g.row(&[boards.len() as u64])?;
    for b in boards {
        g.row(&[b.len() as u64, b[0].len() as u64])?;
        for row in b {
            g.word(row, b'\n')?;
        }
    }
    Ok(())
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(100, 10);
        g.row(&[t])?;
        for _ in 0..t {
            // Six boards of 12 cells, 3 × 4 or 4 × 3, about one cell in
            // eight blocked: many different boards over the tests.
            let boards: Vec<Board> = (0..6)
                .map(|_| {
                    let (h, w) = if g.rng.gen_bool(0.5) { (3, 4) } else { (4, 3) };
                    random_board(g, h, w, 0.125)
                })
                .collect();
            write_test(g, &boards)?;
        }
        Ok(format!(
            "T = {t} tests of six 3 × 4 or 4 × 3 boards, about 1 cell in 8 blocked"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let t = g.rng.gen_range(1..=3);
        g.row(&[t])?;
        for _ in 0..t {
            // The search of the whole sum grows with the product of the
            // boards' positions: at most 12 cells in all.
            let k = g.rng.gen_range(1..=3);
            // Often a board and its transpose (worth its negative), so
            // sums worth 0 (the second player wins) come up.
            let twin = g.rng.gen_bool(0.35);
            let cells = [12, 6, 4][k - 1] / if twin { 2 } else { 1 };
            let mut boards: Vec<Board> = (0..k)
                .map(|_| {
                    let h = g.rng.gen_range(1..=cells.min(4));
                    let w = g.rng.gen_range(1..=(cells / h).min(4));
                    let blocked = [0.0, 0.2][g.rng.gen_range(0..2)];
                    random_board(g, h, w, blocked)
                })
                .collect();
            if twin {
                boards.push(transposed(&boards[0]));
            }
            let last = boards.len() - 1;
            boards.swap(g.rng.gen_range(0..=last), last);
            write_test(g, &boards)?;
        }
        Ok(())
    }

    /// Per test, the outcome of the boards' sum by two win/lose searches of
    /// it as one game (Vertical first, Horizontal first): no value is used.
    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        tokens.each_test(|tokens| {
            let k: usize = tokens.parse();
            let boards: Vec<Board> = (0..k)
                .map(|_| {
                    let h: usize = tokens.parse();
                    let _w: usize = tokens.parse();
                    (0..h).map(|_| tokens.word().as_bytes().to_vec()).collect()
                })
                .collect();
            format!("{}\n", Kit.sum_outcome(&boards).word(WORDS))
        })
    }
}

problem_kit::kit!(Kit);
