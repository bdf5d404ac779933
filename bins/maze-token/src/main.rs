//! Luogu P4055 "[JSOI2009] Game": a token on a grid maze moves to unvisited free neighbours; the mover loses from a cell exactly when some maximum matching leaves it uncovered.
//!
//! Cells coloured like a chessboard make the maze bipartite
//! (`games_core::grid::GridGraph`: the free cells and their 4-neighbourhood), so Hopcroft–Karp
//! finds a maximum matching, and one search of even alternating paths from
//! the uncovered cells finds every cell some maximum matching leaves
//! uncovered (`games_core::geography::mover_loses_bipartite`). Player A puts
//! the token there and B, who moves first, loses.

use games_core::geography::mover_loses_bipartite;
use games_core::grid::GridGraph;
use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of rows or columns.
const MAX_SIDE: usize = 100;

/// The free cells of `grid` from which A (who places the token, B moving
/// first) wins, in row-major order; `None` only on a broken invariant.
fn a_wins(grid: &[Vec<u8>]) -> Option<Vec<(usize, usize)>> {
    let maze = GridGraph::of(grid, b'.')?;
    let loses = mover_loses_bipartite(&maze.graph, &maze.left)?;
    Some(
        maze.cells
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
