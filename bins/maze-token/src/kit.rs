//! The tooling of maze-token: its bench input, random small mazes and a brute-force reference that plays the game over (cell, visited cells) (`problem_kit::brute::grid`).

use problem_kit::{brute, shapes, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// maze-token's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Mostly free cells, so the matching and its alternating paths are long.
        let side = size.pick(100, 30);
        g.row(&[side, side])?;
        for _ in 0..side {
            shapes::sparse_word(g, side, [b'.', b'#'], (1, 10), b'\n')?;
        }
        Ok(format!("one {side}×{side} maze, one cell in ten blocked"))
    }

    /// A maze of at most 16 cells, blocked with a random density.
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=4u64);
        let m = g.rng.gen_range(1..=4u64);
        let blocked = g.rng.gen_range(0..=5i32);
        g.row(&[n, m])?;
        for _ in 0..n {
            shapes::sparse_word(g, m, [b'.', b'#'], (blocked, 10), b'\n')?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, m): (usize, usize) = (t.parse(), t.parse());
        let grid: Vec<&[u8]> = (0..n).map(|_| t.word().as_bytes()).collect();
        // A places the token; B moves first: A wins where the mover loses.
        let mover_wins = brute::grid::mover_wins(&grid, b'.');
        let mut out = String::new();
        for r in 0..n {
            for c in 0..m {
                if grid[r][c] == b'.' && !mover_wins[r * m + c] {
                    out.push_str(&format!("{} {}\n", r + 1, c + 1));
                }
            }
        }
        if out.is_empty() {
            "LOSE\n".into()
        } else {
            format!("WIN\n{out}")
        }
    }
}

problem_kit::kit!(Kit);
