//! A grid of free and blocked cells as a graph: the free cells numbered row by row, an edge between free 4-neighbours, and the chessboard colouring that makes it bipartite.
//!
//! A token game on a maze (move to a free neighbour not visited yet) is
//! undirected vertex geography on this graph, and since the chessboard
//! colouring splits every edge, its bipartite matchings decide it
//! (`super::geography::mover_loses_bipartite` takes [`GridGraph::graph`]
//! and [`GridGraph::left`] as they are).

use super::matching::Graph;

/// The free cells of a grid and the graph of their 4-neighbourhood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridGraph {
    /// The free cells `(row, column)`, in row-major order: vertex i is `cells[i]`.
    pub cells: Vec<(usize, usize)>,
    /// An edge between every two free cells side by side or one above the other.
    pub graph: Graph,
    /// Each vertex's chessboard colour: `true` where row + column is even.
    pub left: Vec<bool>,
}

impl GridGraph {
    /// The graph of the cells of `grid` (rows of equal length) that hold
    /// `free`; `None` when the rows differ in length.
    ///
    /// # Complexity
    /// O(rows · columns) time and memory.
    ///
    /// # Panics
    /// If the grid holds `u32::MAX` free cells or more.
    ///
    /// # Example
    /// ```
    /// use games_core::grid::GridGraph;
    /// let g = GridGraph::of(&[b"..#".to_vec(), b".#.".to_vec()], b'.').unwrap();
    /// assert_eq!(g.cells, [(0, 0), (0, 1), (1, 0), (1, 2)]);
    /// assert_eq!(g.graph.neighbours(0), &[1, 2]);
    /// assert!(g.graph.neighbours(3).is_empty());
    /// assert_eq!(g.left, [true, false, false, false]);
    /// assert!(GridGraph::of(&[b"..".to_vec(), b".".to_vec()], b'.').is_none());
    /// ```
    pub fn of(grid: &[Vec<u8>], free: u8) -> Option<GridGraph> {
        let m = grid.first().map_or(0, Vec::len);
        if grid.iter().any(|row| row.len() != m) {
            return None;
        }
        let mut id = vec![u32::MAX; grid.len() * m];
        let mut cells = Vec::new();
        for (r, row) in grid.iter().enumerate() {
            for (c, &cell) in row.iter().enumerate() {
                if cell == free {
                    id[r * m + c] = u32::try_from(cells.len()).expect("fewer than 2^32 cells");
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
            if r + 1 < grid.len() && id[(r + 1) * m + c] != u32::MAX {
                edges.push((here, id[(r + 1) * m + c]));
            }
        }
        let graph = Graph::from_edges(cells.len(), &edges)?;
        let left = cells.iter().map(|&(r, c)| (r + c) % 2 == 0).collect();
        Some(GridGraph { cells, graph, left })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_edge_joins_the_two_colours_of_neighbouring_cells() {
        let grid: Vec<Vec<u8>> = ["..#..", ".....", "#.#.#", "....."]
            .iter()
            .map(|r| r.as_bytes().to_vec())
            .collect();
        let g = GridGraph::of(&grid, b'.').unwrap();
        assert_eq!(g.cells.len(), 16);
        let mut edges = 0;
        for (v, &(r, c)) in g.cells.iter().enumerate() {
            for &w in g.graph.neighbours(v) {
                let (s, d) = g.cells[w as usize];
                assert_eq!(r.abs_diff(s) + c.abs_diff(d), 1, "{v} {w}");
                assert_ne!(g.left[v], g.left[w as usize]);
                edges += 1;
            }
        }
        // Counted from both ends: 10 along the rows, 8 down the columns.
        assert_eq!(edges, 2 * 18);
        assert!(GridGraph::of(&[], b'.').unwrap().cells.is_empty());
    }
}
