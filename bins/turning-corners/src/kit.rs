//! The tooling of turning-corners: its bench input, random small inputs and a brute-force reference from the rules.
//!
//! A position is the set of heads coins on cells (x, y) with x, y < 8, as a
//! bitmask (bit 8x + y). The reference searches the whole position as one
//! game from the rules: no coin values, no nim products.

use problem_kit::gen::E18;
use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::collections::HashSet;
use std::io;

/// turning-corners' kit (see `problem_kit::kit`).
pub struct Kit;

/// The bit of the cell (x, y), x, y < 8.
pub fn coin(x: u64, y: u64) -> u64 {
    assert!(x < 8 && y < 8, "the search only handles cells below 8");
    1 << (8 * x + y)
}

/// The rules alone: pick a heads coin (x, y) and 0 ≤ a < x, 0 ≤ b < y; turn
/// over the coins at (a, b), (a, y), (x, b) and (x, y). Who cannot move loses.
impl Rules for Kit {
    type Pos = u64;
    // One heads coin at (x, y); only where the search stays small (at most 16 cells below it)
    // and on the 8 × 8 board the bitmask holds (a 16 × 1 strip is small but off the board).
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Grid(|x, y| {
        (x < 8 && y < 8 && (x + 1) * (y + 1) <= 16).then(|| coin(x, y))
    }));

    fn moves(&self, &heads: &u64) -> Vec<u64> {
        let mut next = Vec::new();
        for x in 0..8 {
            for y in 0..8 {
                if heads & coin(x, y) == 0 {
                    continue;
                }
                for a in 0..x {
                    for b in 0..y {
                        next.push(heads ^ coin(a, b) ^ coin(a, y) ^ coin(x, b) ^ coin(x, y));
                    }
                }
            }
        }
        next
    }
}

/// Boxes (width, height) of at most 16 cells, so a search visits at most 2^16 positions.
const BOXES: [(u64, u64); 7] = [(4, 4), (5, 3), (3, 5), (8, 2), (2, 8), (3, 3), (2, 2)];

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(200_000, 20_000);
        g.row(&[1, n])?;
        let mut cells = HashSet::new();
        while cells.len() < n as usize {
            let cell = (g.rng.gen_range(0..=E18), g.rng.gen_range(0..=E18));
            if cells.insert(cell) {
                g.row(&[cell.0, cell.1])?;
            }
        }
        Ok(format!(
            "one test of n = {n} distinct heads coins, x, y ≤ 10^18 (the limit)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(3, |g| {
            let (w, h) = BOXES[g.rng.gen_range(0..BOXES.len())];
            let mut cells: Vec<(u64, u64)> = Vec::new();
            let add = |cells: &mut Vec<(u64, u64)>, c: (u64, u64)| {
                if !cells.contains(&c) {
                    cells.push(c);
                }
            };
            let k = g.rng.gen_range(1..=6);
            if w == h && g.rng.gen_bool(0.4) {
                // Mirror pairs: the second player copies across the diagonal.
                for _ in 0..k {
                    let (x, y) = (g.rng.gen_range(0..w), g.rng.gen_range(0..h));
                    if x != y {
                        add(&mut cells, (x, y));
                        add(&mut cells, (y, x));
                    }
                }
                if g.rng.gen_bool(0.3) {
                    add(&mut cells, (g.rng.gen_range(0..w), g.rng.gen_range(0..h)));
                }
            } else {
                for _ in 0..k {
                    add(&mut cells, (g.rng.gen_range(0..w), g.rng.gen_range(0..h)));
                }
            }
            if cells.is_empty() {
                cells.push((0, 0));
            }
            g.row(&[cells.len() as u64])?;
            for (x, y) in cells {
                g.row(&[x, y])?;
            }
            Ok(())
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|tokens| {
            let n: usize = tokens.parse();
            let mut heads = 0u64;
            for _ in 0..n {
                let (x, y): (u64, u64) = (tokens.parse(), tokens.parse());
                heads |= coin(x, y);
            }
            let winner = if Kit.wins(&heads) { "First" } else { "Second" };
            format!("{winner}\n")
        })
    }
}

problem_kit::kit!(Kit, rules);
