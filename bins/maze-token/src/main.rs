//! Luogu P4055 "[JSOI2009] Game": a token on a grid maze moves to unvisited free neighbours; the mover loses from a cell exactly when some maximum matching leaves it uncovered.
//!
//! Cells coloured like a chessboard make the maze bipartite, so Hopcroft–Karp
//! finds a maximum matching, and one search of even alternating paths from
//! the uncovered cells finds every cell some maximum matching leaves
//! uncovered (`games_core::geography::mover_loses_bipartite`). Player A puts
//! the token there and B, who moves first, loses.

use games_core::geography::mover_loses_bipartite;
use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use games_core::matching::Graph;
use std::io::{Read, Write};

/// Largest number of rows or columns.
const MAX_SIDE: usize = 100;

/// For each free cell of `grid` in row-major order, whether A (who places
/// the token, B moving first) wins from it; `None` only on a broken invariant.
fn a_wins(grid: &[Vec<u8>]) -> Option<Vec<(usize, usize)>> {
    let (n, m) = (grid.len(), grid.first().map_or(0, Vec::len));
    let mut id = vec![u32::MAX; n * m];
    let mut cells = Vec::new();
    for (r, row) in grid.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            if cell == b'.' {
                id[r * m + c] = cells.len() as u32;
                cells.push((r, c));
            }
        }
    }
    let mut edges = Vec::new();
    for &(r, c) in &cells {
        let here = id[r * m + c];
        if c + 1 < m && id[r * m + c + 1] != u32::MAX {
            edges.push((here, id[r * m + c + 1]));
        }
        if r + 1 < n && id[(r + 1) * m + c] != u32::MAX {
            edges.push((here, id[(r + 1) * m + c]));
        }
    }
    let graph = Graph::from_edges(cells.len(), &edges)?;
    let left: Vec<bool> = cells.iter().map(|&(r, c)| (r + c) % 2 == 0).collect();
    let loses = mover_loses_bipartite(&graph, &left)?;
    Some(
        cells
            .into_iter()
            .zip(loses)
            .filter(|&(_, b_loses)| b_loses)
            .map(|(cell, _)| cell)
            .collect(),
    )
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_SIDE)?;
    let m: usize = sc.next_in("M", 1..=MAX_SIDE)?;
    let mut grid = Vec::with_capacity(n);
    for _ in 0..n {
        grid.push(sc.next_word_of("row", m..=m, Alphabet::of(b".#"))?);
    }
    sc.finish()?;
    let wins = a_wins(&grid).ok_or_else(|| sc.error("internal: the grid is not bipartite"))?;
    if wins.is_empty() {
        writeln!(out, "LOSE")?;
    } else {
        writeln!(out, "WIN")?;
        for (r, c) in wins {
            writeln!(out, "{} {}", r + 1, c + 1)?;
        }
    }
    Ok(())
}

fn main() {
    // The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
