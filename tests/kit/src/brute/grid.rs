//! Geography on a grid maze searched from the rules: the token moves to a free 4-neighbour it has not visited yet, and who cannot move loses.

use super::wins;
use std::collections::HashMap;

/// For every cell of `grid` (rows of equal length, row-major), whether the
/// player to move wins with the token on that cell (it counts as visited);
/// `false` on a cell that is not `free`. A search over (cell, visited cells),
/// no matching involved: the reference for `games_core::grid` with
/// `games_core::geography`.
///
/// # Panics
/// If the grid has more than 64 cells, or its rows differ in length.
///
/// # Example
/// ```
/// use problem_kit::brute::grid::mover_wins;
/// // A corridor of three: from the middle the mover steps to an end and the
/// // opponent is stuck; from an end, the opponent makes that last step.
/// assert_eq!(mover_wins(&[b"..."], b'.'), [false, true, false]);
/// assert_eq!(mover_wins(&[b".#", b".."], b'.'), [false, false, true, false]);
/// ```
pub fn mover_wins<R: AsRef<[u8]>>(grid: &[R], free: u8) -> Vec<bool> {
    let n = grid.len();
    let m = grid.first().map_or(0, |r| r.as_ref().len());
    assert!(n * m <= 64, "grid geography: at most 64 cells, not {n}×{m}");
    assert!(
        grid.iter().all(|r| r.as_ref().len() == m),
        "grid geography: rows of different lengths"
    );
    let open = |r: usize, c: usize| grid[r].as_ref()[c] == free;
    let moves = |&(cell, visited): &(usize, u64)| -> Vec<(usize, u64)> {
        let (r, c) = (cell / m, cell % m);
        let mut next = Vec::new();
        let mut go = |r: usize, c: usize| {
            let to = r * m + c;
            if open(r, c) && visited >> to & 1 == 0 {
                next.push((to, visited | 1 << to));
            }
        };
        if r > 0 {
            go(r - 1, c);
        }
        if r + 1 < n {
            go(r + 1, c);
        }
        if c > 0 {
            go(r, c - 1);
        }
        if c + 1 < m {
            go(r, c + 1);
        }
        next
    };
    let mut memo = HashMap::new();
    (0..n * m)
        .map(|cell| {
            open(cell / m, cell % m) && wins(&(cell, 1u64 << cell), moves, |_| false, &mut memo)
        })
        .collect()
}
