//! Green Hackenbush on rooted trees: the Grundy value of every subtree by the colon principle.
//!
//! A move deletes one edge; whatever is no longer connected to the root
//! falls away. By the colon principle a vertex with children c₁ … c_k is
//! worth G(c₁) + 1 ⊕ … ⊕ G(c_k) + 1: each child's subtree hangs from one
//! edge (a stalk under it adds 1), and the branches at a vertex are a sum of
//! games. The values are computed children-first in reverse breadth-first
//! order, so a path of any length is fine (no recursion).

/// Grundy values `G(v)` of every subtree of the tree on vertices `0..n`
/// rooted at `root`, given by its `n − 1` undirected `edges`; `G(root)` is
/// the value of the whole tree (the first player wins iff it is not 0).
/// `None` when the edges do not form a tree on `0..n` (wrong count, a
/// repeated edge, a self-loop, a vertex out of range or not reached).
///
/// # Complexity
/// O(n) time and memory.
///
/// # Panics
/// If `root ≥ n`.
///
/// # Example
/// ```
/// use games_core::hackenbush::tree_grundy;
/// // 0 — 1 — 2 and 0 — 3: the branches are worth 2 and 1, the tree 2 ⊕ 1 = 3.
/// let g = tree_grundy(4, &[(0, 1), (1, 2), (0, 3)], 0).unwrap();
/// assert_eq!(g, vec![3, 1, 0, 0]);
/// assert!(tree_grundy(3, &[(0, 1), (0, 1)], 0).is_none());
/// ```
pub fn tree_grundy(n: usize, edges: &[(usize, usize)], root: usize) -> Option<Vec<u64>> {
    assert!(root < n, "root {root} outside 0..{n}");
    if edges.len() + 1 != n || edges.iter().any(|&(a, b)| a >= n || b >= n) {
        return None;
    }
    // Compressed adjacency.
    let mut first = vec![0usize; n + 1];
    for &(a, b) in edges {
        first[a + 1] += 1;
        first[b + 1] += 1;
    }
    for v in 0..n {
        first[v + 1] += first[v];
    }
    let mut fill = first.clone();
    let mut adjacent = vec![0usize; 2 * edges.len()];
    for &(a, b) in edges {
        adjacent[fill[a]] = b;
        fill[a] += 1;
        adjacent[fill[b]] = a;
        fill[b] += 1;
    }
    // Breadth-first order from the root; with n − 1 edges, reaching all n
    // vertices means the graph is a tree.
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    parent[root] = root;
    order.push(root);
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &adjacent[first[v]..first[v + 1]] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    if order.len() != n {
        return None;
    }
    let mut g = vec![0u64; n];
    for &v in order.iter().skip(1).rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    Some(g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// Grundy value of a rooted tree by the rules: each move deletes one edge
    /// (given by the child vertex below it) and drops what hangs below it.
    /// A state is the sorted list of vertices still attached.
    fn by_rules(parent: &[usize], alive: Vec<usize>, memo: &mut HashMap<Vec<usize>, u64>) -> u64 {
        if let Some(&g) = memo.get(&alive) {
            return g;
        }
        let mut reachable = Vec::new();
        for &cut in alive.iter().filter(|&&v| v != 0) {
            // Keep the vertices whose path to the root avoids `cut`.
            let rest: Vec<usize> = alive
                .iter()
                .copied()
                .filter(|&v| {
                    let mut x = v;
                    while x != 0 {
                        if x == cut {
                            return false;
                        }
                        x = parent[x];
                    }
                    true
                })
                .collect();
            reachable.push(by_rules(parent, rest, memo));
        }
        let g = (0..).find(|v| !reachable.contains(v)).unwrap();
        memo.insert(alive, g);
        g
    }

    #[test]
    fn random_trees_match_the_game_by_its_rules() {
        let mut rng = StdRng::seed_from_u64(17);
        for _ in 0..300 {
            let n = rng.gen_range(1..=9);
            // Vertex v > 0 hangs from a random earlier vertex; then relabel at random.
            let parent: Vec<usize> = (0..n)
                .map(|v| if v == 0 { 0 } else { rng.gen_range(0..v) })
                .collect();
            let mut memo = HashMap::new();
            let expected = by_rules(&parent, (0..n).collect(), &mut memo);
            let mut label: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.gen_range(0..=i));
            }
            let edges: Vec<(usize, usize)> = (1..n)
                .map(|v| {
                    if rng.gen_bool(0.5) {
                        (label[v], label[parent[v]])
                    } else {
                        (label[parent[v]], label[v])
                    }
                })
                .collect();
            let g = tree_grundy(n, &edges, label[0]).unwrap();
            assert_eq!(g[label[0]], expected, "{parent:?}");
        }
    }

    #[test]
    fn not_trees_are_refused() {
        assert!(tree_grundy(3, &[(0, 1)], 0).is_none());
        assert!(tree_grundy(3, &[(0, 1), (1, 1)], 0).is_none());
        assert!(tree_grundy(4, &[(0, 1), (1, 0), (2, 3)], 0).is_none());
        assert!(tree_grundy(3, &[(0, 1), (1, 3)], 0).is_none());
        assert!(tree_grundy(3, &[(0, 1), (1, 2), (2, 0)], 0).is_none());
        assert_eq!(tree_grundy(1, &[], 0), Some(vec![0]));
    }

    #[test]
    fn long_paths_and_stars() {
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        let g = tree_grundy(n, &path, 0).unwrap();
        assert_eq!(g[0], (n - 1) as u64);
        let g = tree_grundy(n, &path, n / 2).unwrap();
        assert_eq!(g[n / 2], ((n / 2) as u64) ^ ((n - 1 - n / 2) as u64));
        let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
        assert_eq!(tree_grundy(n, &star, 0).unwrap()[0], ((n - 1) % 2) as u64);
    }
}
