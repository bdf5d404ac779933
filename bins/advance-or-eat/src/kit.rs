//! The tooling of advance-or-eat: its bench input, random small boards and two references from the rules: a search of the whole board, and the sum of the columns' values searched one column at a time.

use problem_kit::brute::partizan::{Memoised, NumberStar, Partizan, Side};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::seq::SliceRandom;
use rand::Rng;
use std::io;

/// advance-or-eat's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules on a whole board of `n` × `n` cells, row by row from the
/// top (`.`, `W`, `B`): Takahashi (Left) moves a `W` one row up into an
/// empty cell or removes any `B`; Snuke (Right) moves a `B` up into an
/// empty cell or removes any `W`. The side comes from the input, so the
/// rules hold it (and a search's memo is the rules' own: `Memoised`).
pub struct Board {
    /// The board's side.
    pub n: usize,
}

/// Every board one move of `mover` reaches: advance one of `mine` into
/// the empty cell `up(i)` above cell i, or remove one of `theirs`.
fn board_moves(
    cells: &[u8],
    mine: u8,
    theirs: u8,
    up: impl Fn(usize) -> Option<usize>,
) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for (i, &c) in cells.iter().enumerate() {
        if c == theirs {
            let mut after = cells.to_vec();
            after[i] = b'.';
            next.push(after);
        }
        if c == mine {
            if let Some(j) = up(i).filter(|&j| cells[j] == b'.') {
                let mut after = cells.to_vec();
                after.swap(i, j);
                next.push(after);
            }
        }
    }
    next
}

impl Partizan for Board {
    type Pos = Vec<u8>;

    fn left(&self, cells: &Vec<u8>) -> Vec<Vec<u8>> {
        board_moves(cells, b'W', b'B', |i| i.checked_sub(self.n))
    }

    fn right(&self, cells: &Vec<u8>) -> Vec<Vec<u8>> {
        board_moves(cells, b'B', b'W', |i| i.checked_sub(self.n))
    }
}

/// The same rules on one column, its cells from the top: a piece's
/// cell above is the previous one. Nothing from the input: one memo for
/// every column of every input.
pub struct Column;

impl Partizan for Column {
    type Pos = Vec<u8>;

    fn left(&self, cells: &Vec<u8>) -> Vec<Vec<u8>> {
        board_moves(cells, b'W', b'B', |i| i.checked_sub(1))
    }

    fn right(&self, cells: &Vec<u8>) -> Vec<Vec<u8>> {
        board_moves(cells, b'B', b'W', |i| i.checked_sub(1))
    }
}

/// The input's side and its cells, row by row.
fn read(input: &str) -> (usize, Vec<u8>) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.parse();
    let cells = (0..n)
        .flat_map(|_| tokens.word().as_bytes().to_vec())
        .collect();
    (n, cells)
}

fn verdict(takahashi_wins: bool) -> String {
    format!("{}\n", if takahashi_wins { "Takahashi" } else { "Snuke" })
}

/// The second reference: the sum of the columns' values, each found by
/// searching that column alone (`Partizan::value`: the value from the
/// options' values, by the definition), and the winner from its outcome
/// class. Fast enough for any board up to 8 × 8.
pub fn by_column_values(input: &str) -> String {
    let (n, cells) = read(input);
    let total: NumberStar = (0..n)
        .map(|j| Column.value(&(0..n).map(|i| cells[i * n + j]).collect()))
        .sum();
    verdict(total.outcome().left_first_wins())
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Any 8 × 8 board costs the same: every column state is valued.
        let _ = size;
        g.row(&[8])?;
        for _ in 0..8 {
            g.random_word(8, b"WB.", b'\n')?;
        }
        Ok("one 8 × 8 board, random cells".into())
    }

    /// Boards of side 1 to 4 with at most 6 pieces (the whole-board search
    /// grows with the pieces), often mirrored: a board with a column and
    /// the same column with colours swapped has those two cancel.
    fn random(g: &mut Gen) -> io::Result<()> {
        let n: usize = g.rng.gen_range(1..=4);
        let pieces = g.rng.gen_range(0..=(n * n).min(6));
        let mut cells = vec![b'.'; n * n];
        let mut at: Vec<usize> = (0..n * n).collect();
        at.shuffle(&mut g.rng);
        for &i in &at[..pieces] {
            cells[i] = if g.rng.gen_bool(0.5) { b'W' } else { b'B' };
        }
        if n >= 2 && g.rng.gen_bool(0.3) {
            // Column 1 becomes column 0 with W and B swapped.
            for i in 0..n {
                cells[i * n + 1] = match cells[i * n] {
                    b'W' => b'B',
                    b'B' => b'W',
                    c => c,
                };
            }
        }
        g.row(&[n as u64])?;
        for row in cells.chunks(n) {
            g.word(row, b'\n')?;
        }
        Ok(())
    }

    /// Who wins with Takahashi first, by a win/lose search of the whole
    /// board from the rules: no value is used.
    fn reference(input: &str) -> String {
        let (n, cells) = read(input);
        verdict(Memoised::new(Board { n }).wins(&cells, Side::Left))
    }
}

problem_kit::kit!(Kit);
