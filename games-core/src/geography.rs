//! Undirected vertex geography: a token moves along edges to unvisited vertices; the mover loses from v exactly when some maximum matching leaves v uncovered.
//!
//! The game: a token is placed on a vertex v of an undirected graph (v counts
//! as visited); the players alternately move it along an edge to a vertex not
//! visited before; who cannot move loses.
//!
//! **Theorem.** The player who moves first from v loses exactly when some
//! maximum matching of the graph leaves v uncovered (v is in D of the
//! Edmonds–Gallai decomposition).
//!
//! *Proof sketch.* Say a maximum matching M leaves v uncovered. The second
//! player answers every move to a vertex u with u's mate in M. Such a mate
//! always exists and is unvisited: the visited vertices form a path
//! v = x₀, x₁, …, x_{2k−1}, x_{2k} whose edges x_{2i−1}x_{2i} are in M, and if
//! the first player's new vertex x_{2k+1} were uncovered, swapping M along
//! the path would give a larger matching (an augmenting path from the
//! uncovered v); its mate is not on the path, whose vertices are matched
//! among themselves or (v) uncovered. So the second player can always move
//! and, the game being finite, wins. Conversely, say every maximum matching
//! covers v, and take one, M. The first player moves to v's mate and answers
//! every later move to u with u's mate. If the second player ever reached an
//! uncovered vertex x_{2k} — or one whose mate was already visited, which
//! the strategy rules out — the path v, …, x_{2k} alternates starting with
//! M's edge at v, and swapping M along it gives a maximum matching that
//! leaves v uncovered: a contradiction. So the first player can always move
//! and wins. ∎
//!
//! A grid maze is bipartite (colour the cells like a chessboard), where
//! Hopcroft–Karp finds the matching: [`mover_loses_bipartite`], faster on
//! mazes up to about 300×300 (see [`super::bipartite`] for the measurements).

use super::bipartite;
use super::matching::{decomposition, Graph, Part};

/// For each start vertex v, whether the player who moves first from v loses.
///
/// # Complexity
/// That of [`super::matching::decomposition`]: O(n·m·α) in the worst case.
///
/// # Example
/// ```
/// use games_core::geography::mover_loses;
/// use games_core::matching::Graph;
/// // The path 0 – 1 – 2: from an end the mover goes to the middle and the
/// // opponent takes the other end; from the middle the mover goes to an end and wins.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]).unwrap();
/// assert_eq!(mover_loses(&g), vec![true, false, true]);
/// // An isolated vertex: no move at all.
/// assert_eq!(mover_loses(&Graph::from_edges(1, &[]).unwrap()), vec![true]);
/// ```
pub fn mover_loses(graph: &Graph) -> Vec<bool> {
    decomposition(graph)
        .part
        .into_iter()
        .map(|p| p == Part::D)
        .collect()
}

/// [`mover_loses`] on a bipartite graph whose left side is where `left`
/// holds (a grid: the cells whose row plus column is even), by Hopcroft–Karp;
/// `None` if an edge joins one side to itself.
///
/// # Complexity
/// That of [`super::bipartite::decomposition`]: O(m·√n) for the phases.
///
/// # Example
/// ```
/// use games_core::geography::mover_loses_bipartite;
/// use games_core::matching::Graph;
/// // A 2×2 grid of free cells is a 4-cycle with a perfect matching: the mover always wins.
/// let g = Graph::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]).unwrap();
/// assert_eq!(mover_loses_bipartite(&g, &[true, false, false, true]), Some(vec![false; 4]));
/// ```
pub fn mover_loses_bipartite(graph: &Graph, left: &[bool]) -> Option<Vec<bool>> {
    let d = bipartite::decomposition(graph, left)?;
    Some(d.part.into_iter().map(|p| p == Part::D).collect())
}

#[cfg(test)]
mod tests {
    use super::super::test_support::xorshift;
    use super::*;
    use std::collections::HashMap;

    /// Whether the player to move from `v`, with `visited` (a bit set) visited, wins:
    /// a game-tree search from the rules alone, with an explicit stack.
    fn mover_wins(
        adjacent: &[u32],
        v: usize,
        visited: u32,
        memo: &mut HashMap<(usize, u32), bool>,
    ) -> bool {
        enum Step {
            Enter(usize, u32),
            Decide(usize, u32),
        }
        let mut stack = vec![Step::Enter(v, visited)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Enter(v, seen) => {
                    if memo.contains_key(&(v, seen)) {
                        continue;
                    }
                    stack.push(Step::Decide(v, seen));
                    let mut free = adjacent[v] & !seen;
                    while free != 0 {
                        let u = free.trailing_zeros() as usize;
                        free &= free - 1;
                        stack.push(Step::Enter(u, seen | 1 << u));
                    }
                }
                Step::Decide(v, seen) => {
                    let mut free = adjacent[v] & !seen;
                    let mut wins = false;
                    while free != 0 {
                        let u = free.trailing_zeros() as usize;
                        free &= free - 1;
                        wins |= !memo[&(u, seen | 1 << u)];
                    }
                    memo.insert((v, seen), wins);
                }
            }
        }
        memo[&(v, visited)]
    }

    #[test]
    fn the_theorem_holds_on_random_small_graphs() {
        let mut next = xorshift(0x6e06_7a9fu64);
        let (mut losses, mut wins) = (0, 0);
        for round in 0..400 {
            let n = 1 + next(11) as usize;
            let density = 1 + next(9);
            let bipartite = round % 2 == 1;
            let left: Vec<bool> = (0..n).map(|v| (v * 7 + round) % 3 != 0).collect();
            let mut edges = Vec::new();
            for u in 0..n as u32 {
                for v in u + 1..n as u32 {
                    if next(10) < density && (!bipartite || left[u as usize] != left[v as usize]) {
                        edges.push((u, v));
                    }
                }
            }
            let g = Graph::from_edges(n, &edges).unwrap();
            let mut adjacent = vec![0u32; n];
            for &(u, v) in &edges {
                adjacent[u as usize] |= 1 << v;
                adjacent[v as usize] |= 1 << u;
            }
            let mut memo = HashMap::new();
            let expected: Vec<bool> = (0..n)
                .map(|v| !mover_wins(&adjacent, v, 1 << v, &mut memo))
                .collect();
            assert_eq!(mover_loses(&g), expected, "{n} {edges:?}");
            if bipartite {
                assert_eq!(mover_loses_bipartite(&g, &left), Some(expected.clone()));
            }
            losses += expected.iter().filter(|&&l| l).count();
            wins += expected.iter().filter(|&&l| !l).count();
        }
        assert!(losses > 100 && wins > 100, "{losses} {wins}");
    }
}
