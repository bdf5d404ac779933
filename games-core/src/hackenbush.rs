//! Green Hackenbush: Grundy values of rooted trees (the colon principle) and of any rooted multigraph (the fusion principle).
//!
//! A move deletes one edge; whatever is no longer connected to the root
//! falls away. By the colon principle a vertex with children c₁ … c_k is
//! worth G(c₁) + 1 ⊕ … ⊕ G(c_k) + 1: each child's subtree hangs from one
//! edge (a stalk under it adds 1), and the branches at a vertex are a sum of
//! games. The values are computed children-first in reverse breadth-first
//! order, so a path of any length is fine (no recursion).
//!
//! On a graph with cycles, the fusion principle says the vertices of a
//! cycle may be fused into one without changing the value, the cycle's
//! edges becoming loops there. Fusing every 2-edge-connected component
//! leaves the bridge tree with loops at its vertices; a loop is a stalk of
//! one edge, worth 1, so the loops of a component add the parity of their
//! number, and the colon principle finishes the tree.
//!
//! Bad structure is an `Option` in both: `None` when the root or the edges
//! do not fit (see each function), never a panic.

use super::mex::Grundy;

/// Grundy values `G(v)` of every subtree of the tree on vertices `0..n`
/// rooted at `root`, given by its `n − 1` undirected `edges`; `G(root)` is
/// the value of the whole tree (the first player wins iff it is not 0).
/// `None` when `root` is outside `0..n` or the edges do not form a tree on
/// `0..n` (wrong count, a repeated edge, a self-loop, a vertex out of range
/// or not reached).
///
/// # Complexity
/// O(n) time and memory.
///
/// # Example
/// ```
/// use games_core::hackenbush::tree_grundy;
/// // 0 — 1 — 2 and 0 — 3: the branches are worth 2 and 1, the tree 2 ⊕ 1 = 3.
/// let g = tree_grundy(4, &[(0, 1), (1, 2), (0, 3)], 0).unwrap();
/// assert_eq!(g, vec![3, 1, 0, 0]);
/// assert!(tree_grundy(3, &[(0, 1), (0, 1)], 0).is_none());
/// ```
pub fn tree_grundy(n: usize, edges: &[(usize, usize)], root: usize) -> Option<Vec<Grundy>> {
    if root >= n || edges.len() + 1 != n || edges.iter().any(|&(a, b)| a >= n || b >= n) {
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
    let mut g: Vec<Grundy> = vec![0; n];
    for &v in order.iter().skip(1).rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    Some(g)
}

/// The Grundy value of Green Hackenbush on the undirected multigraph on
/// vertices `0..n` with `edges`, rooted at `root` (loops and parallel edges
/// allowed); the first player wins iff it is not 0. Edges in parts not
/// connected to `root` are ignored: they have already fallen. `None` when
/// `root` or an endpoint is outside `0..n`.
///
/// Each 2-edge-connected component is fused into one vertex whose
/// non-bridge edges become loops (worth their count mod 2), then the colon
/// principle runs on the bridge tree. Bridges are found by a depth-first
/// search with an explicit stack, so paths and cycles of any length are fine.
///
/// # Complexity
/// O(n + edges.len()) time and memory.
///
/// # Example
/// ```
/// use games_core::hackenbush::graph_grundy;
/// // A triangle on the root fuses into three loops: 1 ⊕ 1 ⊕ 1 = 1.
/// assert_eq!(graph_grundy(3, &[(0, 1), (1, 2), (2, 0)], 0), Some(1));
/// // A square (4 loops, worth 0) with a stalk of 2 edges hanging from a corner: 0 ⊕ 2.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 0), (2, 4), (4, 5)];
/// assert_eq!(graph_grundy(6, &edges, 0), Some(2));
/// // Two parallel edges and a loop at the root: 1 ⊕ 1 ⊕ 1; vertex 3's loop has fallen.
/// assert_eq!(graph_grundy(4, &[(0, 1), (1, 0), (0, 0), (3, 3)], 0), Some(1));
/// assert_eq!(graph_grundy(2, &[(0, 2)], 0), None);
/// ```
pub fn graph_grundy(n: usize, edges: &[(usize, usize)], root: usize) -> Option<Grundy> {
    if root >= n || edges.iter().any(|&(a, b)| a >= n || b >= n) {
        return None;
    }
    const UNSEEN: usize = usize::MAX;
    // Compressed adjacency of (neighbour, edge id); a loop appears twice at its vertex.
    let mut first = vec![0usize; n + 1];
    for &(a, b) in edges {
        first[a + 1] += 1;
        first[b + 1] += 1;
    }
    for v in 0..n {
        first[v + 1] += first[v];
    }
    let mut next = first.clone();
    let mut adjacent = vec![(0usize, 0usize); 2 * edges.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[next[a]] = (b, e);
        next[a] += 1;
        adjacent[next[b]] = (a, e);
        next[b] += 1;
    }
    // Depth-first search from the root with an explicit stack: preorder
    // times `tin`, low-links `low` (the earliest time reachable from a
    // subtree by one non-tree edge), the tree edge `up` above each vertex.
    next.copy_from_slice(&first);
    let mut tin = vec![UNSEEN; n];
    let mut low = vec![0usize; n];
    let mut up = vec![UNSEEN; n];
    let mut parent = vec![root; n];
    let mut order = vec![root];
    let mut stack = vec![root];
    tin[root] = 0;
    while let Some(&v) = stack.last() {
        if next[v] < first[v + 1] {
            let (w, e) = adjacent[next[v]];
            next[v] += 1;
            if e == up[v] {
                continue;
            }
            if tin[w] == UNSEEN {
                tin[w] = order.len();
                low[w] = tin[w];
                parent[w] = v;
                up[w] = e;
                order.push(w);
                stack.push(w);
            } else {
                low[v] = low[v].min(tin[w]);
            }
        } else {
            stack.pop();
            if let Some(&p) = stack.last() {
                low[p] = low[p].min(low[v]);
            }
        }
    }
    // The tree edge above v is a bridge iff no edge from v's subtree
    // reaches above v. A component is named by its vertex nearest the root.
    let heads_below = |v: usize| v != root && low[v] == tin[v];
    let mut bridge = vec![false; edges.len()];
    let mut component = vec![root; n];
    for &v in &order[1..] {
        if heads_below(v) {
            bridge[up[v]] = true;
            component[v] = v;
        } else {
            component[v] = component[parent[v]];
        }
    }
    // Fusion: each non-bridge edge is a loop of its component, worth 1.
    let mut value: Vec<Grundy> = vec![0; n];
    for (e, &(a, _)) in edges.iter().enumerate() {
        if tin[a] != UNSEEN && !bridge[e] {
            value[component[a]] ^= 1;
        }
    }
    // Colon principle on the bridge tree, components below first.
    for &v in order[1..].iter().rev() {
        if heads_below(v) {
            value[component[parent[v]]] ^= value[v] + 1;
        }
    }
    Some(value[root])
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
        assert!(tree_grundy(2, &[(0, 1)], 2).is_none());
        assert!(tree_grundy(0, &[], 0).is_none());
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

    /// The edges of `mask` still connected to `root` (the others fall).
    fn settle(edges: &[(usize, usize)], mask: u32, root: usize) -> u32 {
        let mut reached = 1u64 << root;
        loop {
            let before = reached;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if mask >> i & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                    reached |= 1 << a | 1 << b;
                }
            }
            if reached == before {
                break;
            }
        }
        (0..edges.len())
            .filter(|&i| mask >> i & 1 == 1 && reached >> edges[i].0 & 1 == 1)
            .fold(0, |m, i| m | 1 << i)
    }

    /// Green Hackenbush by its rules: a state is the set of remaining edges
    /// (all connected to the root); a move deletes one and drops what falls.
    fn graph_by_rules(
        edges: &[(usize, usize)],
        root: usize,
        mask: u32,
        memo: &mut HashMap<u32, u64>,
    ) -> u64 {
        if let Some(&g) = memo.get(&mask) {
            return g;
        }
        let reachable: Vec<u64> = (0..edges.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| {
                let next = settle(edges, mask & !(1 << i), root);
                graph_by_rules(edges, root, next, memo)
            })
            .collect();
        let g = (0..).find(|v| !reachable.contains(v)).unwrap();
        memo.insert(mask, g);
        g
    }

    /// A random multigraph: loops, parallel edges, cycles and parts away from the root.
    fn random_multigraph(rng: &mut StdRng) -> (usize, Vec<(usize, usize)>, usize) {
        let n = rng.gen_range(1..=7);
        let k = rng.gen_range(0..=12);
        let mut edges: Vec<(usize, usize)> = Vec::with_capacity(k);
        for _ in 0..k {
            let e = match rng.gen_range(0..10) {
                0 => {
                    let v = rng.gen_range(0..n);
                    (v, v)
                }
                1 if !edges.is_empty() => {
                    let (a, b) = edges[rng.gen_range(0..edges.len())];
                    if rng.gen_bool(0.5) {
                        (b, a)
                    } else {
                        (a, b)
                    }
                }
                _ => (rng.gen_range(0..n), rng.gen_range(0..n)),
            };
            edges.push(e);
        }
        (n, edges, rng.gen_range(0..n))
    }

    #[test]
    fn random_multigraphs_match_the_game_by_its_rules() {
        let mut rng = StdRng::seed_from_u64(20);
        let (mut nonzero, mut with_cycles, mut fallen) = (0, 0, 0);
        for _ in 0..600 {
            let (n, edges, root) = random_multigraph(&mut rng);
            let all = (1u32 << edges.len()) - 1;
            let start = settle(&edges, all, root);
            fallen += usize::from(start != all);
            with_cycles += usize::from(start.count_ones() as usize >= n);
            let expected = graph_by_rules(&edges, root, start, &mut HashMap::new());
            nonzero += usize::from(expected != 0);
            assert_eq!(
                graph_grundy(n, &edges, root),
                Some(expected),
                "n = {n}, root = {root}, {edges:?}"
            );
        }
        // The generator makes every kind of case, and both outcomes.
        assert!(nonzero > 200 && nonzero < 500, "{nonzero}");
        assert!(with_cycles > 100 && fallen > 100, "{with_cycles} {fallen}");
    }

    #[test]
    fn graphs_that_are_trees_agree_with_tree_grundy() {
        let mut rng = StdRng::seed_from_u64(21);
        for _ in 0..300 {
            let n = rng.gen_range(1..=40);
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (rng.gen_range(0..v), v)).collect();
            let root = rng.gen_range(0..n);
            let tree = tree_grundy(n, &edges, root).unwrap()[root];
            assert_eq!(graph_grundy(n, &edges, root), Some(tree));
        }
    }

    #[test]
    fn bad_indices_are_none() {
        assert_eq!(graph_grundy(0, &[], 0), None);
        assert_eq!(graph_grundy(2, &[], 2), None);
        assert_eq!(graph_grundy(2, &[(0, 1), (1, 2)], 0), None);
        assert_eq!(graph_grundy(2, &[(2, 2)], 0), None);
        assert_eq!(graph_grundy(1, &[], 0), Some(0));
        assert_eq!(graph_grundy(1, &[(0, 0)], 0), Some(1));
    }

    #[test]
    fn long_paths_cycles_and_many_loops() {
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(graph_grundy(n, &path, 0), Some((n - 1) as u64));
        assert_eq!(graph_grundy(n, &path, n - 1), Some((n - 1) as u64));
        // A cycle of n edges fuses into n loops; of n − 1 edges with a stalk
        // of one edge at its far side: (n − 1) mod 2 ⊕ 1.
        let mut cycle = path.clone();
        cycle.push((n - 1, 0));
        assert_eq!(graph_grundy(n, &cycle, 0), Some(0));
        assert_eq!(graph_grundy(n, &cycle, n / 2), Some(0));
        let mut lollipop: Vec<(usize, usize)> = (1..n - 1).map(|v| (v - 1, v)).collect();
        lollipop.push((n - 2, 0));
        lollipop.push((n / 2, n - 1));
        assert_eq!(
            graph_grundy(n, &lollipop, 0),
            Some(((n - 1) % 2) as u64 ^ 1)
        );
        // A path of n − 1 edges ending in a triangle: the triangle is worth 1 = one more edge.
        let mut tail = path.clone();
        tail.extend([(n - 1, n), (n, n + 1), (n + 1, n - 1)]);
        assert_eq!(graph_grundy(n + 2, &tail, 0), Some(n as u64));
        // 2·10^5 loops and parallel edges.
        let loops = vec![(0, 0); 200_000];
        assert_eq!(graph_grundy(1, &loops, 0), Some(0));
        let parallel = vec![(0, 1); 199_999];
        assert_eq!(graph_grundy(2, &parallel, 1), Some(1));
    }
}
