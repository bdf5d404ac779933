//! The tooling of toads-and-frogs: its bench input, random small inputs and a brute-force reference from the rules (the test's rows searched as one game, no values).

use problem_kit::brute::partizan::Partizan;
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// toads-and-frogs's kit (see `problem_kit::kit`).
pub struct Kit;

/// Every row one move of a creature `own` reaches: it steps `dir` (+1
/// right, −1 left) into an empty cell, or jumps over exactly one `other`
/// into the empty cell just beyond it.
fn hops(row: &[u8], own: u8, other: u8, dir: isize) -> Vec<Vec<u8>> {
    let at = |i: isize| usize::try_from(i).ok().and_then(|i| row.get(i).copied());
    let mut out = Vec::new();
    for i in 0..row.len() as isize {
        if at(i) != Some(own) {
            continue;
        }
        let to = match (at(i + dir), at(i + 2 * dir)) {
            (Some(b'.'), _) => i + dir,
            (Some(o), Some(b'.')) if o == other => i + 2 * dir,
            _ => continue,
        };
        let mut next = row.to_vec();
        next[i as usize] = b'.';
        next[to as usize] = own;
        out.push(next);
    }
    out
}

/// The rules: the toads' player (Left) moves a toad `T` to the right, the
/// frogs' player (Right) a frog `F` to the left.
impl Partizan for Kit {
    type Pos = Vec<u8>;

    fn left(&self, row: &Vec<u8>) -> Vec<Vec<u8>> {
        hops(row, b'T', b'F', 1)
    }

    fn right(&self, row: &Vec<u8>) -> Vec<Vec<u8>> {
        hops(row, b'F', b'T', -1)
    }
}

/// The problem's words, by outcome class: Left, Right, the first player, the second player.
pub const WORDS: [&str; 4] = ["Left", "Right", "First", "Second"];

/// `row` read right to left with toads and frogs swapped: each player
/// gets the other's moves (the row's negative).
fn mirrored(row: &[u8]) -> Vec<u8> {
    row.iter()
        .rev()
        .map(|&c| match c {
            b'T' => b'F',
            b'F' => b'T',
            e => e,
        })
        .collect()
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(100, 2);
        g.row(&[t])?;
        for _ in 0..t {
            g.row(&[4])?;
            for _ in 0..4 {
                g.random_word(12, b"TF.", b'\n')?;
            }
        }
        Ok(format!(
            "T = {t} tests of four rows of 12 cells, each `T`, `F` or `.` at random"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let t = g.rng.gen_range(1..=3);
        g.row(&[t])?;
        for _ in 0..t {
            // The search of the whole sum grows with the product of the
            // rows' positions: at most 10 cells in all.
            let k = g.rng.gen_range(1..=3);
            // Often a row and its mirror image with toads and frogs
            // swapped (worth its negative), so sums worth 0 come up.
            let twin = g.rng.gen_bool(0.3);
            let cells = [10, 6, 4][k - 1] / if twin { 2 } else { 1 };
            let mut rows: Vec<Vec<u8>> = (0..k)
                .map(|_| {
                    let len = g.rng.gen_range(1..=cells);
                    // Half the rows with few empty cells.
                    let alphabet: &[u8] = if g.rng.gen_bool(0.5) {
                        b"TF."
                    } else {
                        b"TTFF."
                    };
                    (0..len)
                        .map(|_| alphabet[g.rng.gen_range(0..alphabet.len())])
                        .collect()
                })
                .collect();
            if twin {
                rows.push(mirrored(&rows[0]));
            }
            let last = rows.len() - 1;
            rows.swap(g.rng.gen_range(0..=last), last);
            g.row(&[rows.len() as u64])?;
            for row in &rows {
                g.word(row, b'\n')?;
            }
        }
        Ok(())
    }

    /// Per test, the outcome of the rows' sum by two win/lose searches of
    /// it as one game (toads first, frogs first): no value is used.
    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        tokens.each_test(|tokens| {
            let k: usize = tokens.parse();
            let rows: Vec<Vec<u8>> = (0..k).map(|_| tokens.word().as_bytes().to_vec()).collect();
            format!("{}\n", Kit.sum_outcome(&rows).word(WORDS))
        })
    }
}

problem_kit::kit!(Kit);
