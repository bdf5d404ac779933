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
//!
//! Which edge to cut: [`tree_move`] and [`graph_move`] walk down from the
//! root as in Nim, each step asking a branch worth g for the value g ^ x
//! below it (the branch holding the highest bit of x), until cutting its
//! edge gives exactly that.

use super::mex::Grundy;
use super::reply::Reply;

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
    rooted_tree(n, edges, root).map(|t| t.value)
}

/// Compressed adjacency of the multigraph on `0..n` with `edges` (all
/// endpoints below `n`): `first[v]..first[v + 1]` indexes the `(neighbour,
/// edge id)` pairs of `v` in `adjacent`; a loop appears twice at its vertex.
fn adjacency(n: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<(usize, usize)>) {
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
    (first, adjacent)
}

/// A tree rooted for [`tree_grundy`] and [`tree_move`]: its adjacency, the
/// breadth-first order from the root, each vertex's parent (the root's
/// own) and the edge above it, and every subtree's value.
struct RootedTree {
    first: Vec<usize>,
    adjacent: Vec<(usize, usize)>,
    order: Vec<usize>,
    parent: Vec<usize>,
    up: Vec<usize>,
    value: Vec<Grundy>,
}

/// Roots the tree of [`tree_grundy`]; `None` on the same bad structure.
fn rooted_tree(n: usize, edges: &[(usize, usize)], root: usize) -> Option<RootedTree> {
    if root >= n || edges.len() + 1 != n || edges.iter().any(|&(a, b)| a >= n || b >= n) {
        return None;
    }
    let (first, adjacent) = adjacency(n, edges);
    // Breadth-first order from the root; with n − 1 edges, reaching all n
    // vertices means the graph is a tree.
    let mut parent = vec![usize::MAX; n];
    let mut up = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    parent[root] = root;
    order.push(root);
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, e) in &adjacent[first[v]..first[v + 1]] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                up[w] = e;
                order.push(w);
            }
        }
    }
    if order.len() != n {
        return None;
    }
    let mut value: Vec<Grundy> = vec![0; n];
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    Some(RootedTree {
        first,
        adjacent,
        order,
        parent,
        up,
        value,
    })
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
    fuse(n, edges, root).map(|f| f.value[root])
}

/// What [`graph_grundy`] learns of a graph: the depth-first tree from the
/// root, the bridges, each vertex's 2-edge-connected component (named by
/// its vertex nearest the root) and each component's value.
struct Fused {
    /// Preorder time of each vertex, `usize::MAX` when the root does not reach it.
    tin: Vec<usize>,
    /// The reached vertices in preorder.
    order: Vec<usize>,
    /// The depth-first parent of each reached vertex (the root's own).
    parent: Vec<usize>,
    /// The tree edge above each reached vertex but the root.
    up: Vec<usize>,
    bridge: Vec<bool>,
    component: Vec<usize>,
    /// At a component's head: the loops' parity, then (after the colon
    /// principle) the value of everything hanging from it.
    loops: Vec<Grundy>,
    value: Vec<Grundy>,
}

/// The fusion of [`graph_grundy`]; `None` when `root` or an endpoint is outside `0..n`.
fn fuse(n: usize, edges: &[(usize, usize)], root: usize) -> Option<Fused> {
    if root >= n || edges.iter().any(|&(a, b)| a >= n || b >= n) {
        return None;
    }
    const UNSEEN: usize = usize::MAX;
    let (first, adjacent) = adjacency(n, edges);
    // Depth-first search from the root with an explicit stack: preorder
    // times `tin`, low-links `low` (the earliest time reachable from a
    // subtree by one non-tree edge), the tree edge `up` above each vertex.
    let mut next = first.clone();
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
    let loops = value.clone();
    // Colon principle on the bridge tree, components below first.
    for &v in order[1..].iter().rev() {
        if heads_below(v) {
            value[component[parent[v]]] ^= value[v] + 1;
        }
    }
    Some(Fused {
        tin,
        order,
        parent,
        up,
        bridge,
        component,
        loops,
        value,
    })
}

/// The edge to cut in Green Hackenbush on the tree on `0..n` rooted at
/// `root` (the same input as [`tree_grundy`], `None` on the same bad
/// structure), as an index into `edges`.
///
/// Winning: from the root with target 0, a vertex worth G asked for a
/// target t < G picks a child c whose branch, worth G(c) + 1, holds the
/// highest bit of x = G ^ t; the branch must become w = (G(c) + 1) ^ x:
/// w = 0 cuts the edge to c, otherwise c is asked for w − 1. Losing: the
/// edge above a deepest vertex (a leaf), which takes away only itself, so
/// the game can last as long as it can; `Losing(None)` when there is no edge.
///
/// # Complexity
/// O(n) time and memory.
///
/// # Example
/// ```
/// use games_core::hackenbush::tree_move;
/// use games_core::reply::Reply;
/// // 0 — 1 — 2 and 0 — 3: worth 2 ⊕ 1; cut 1 — 2 to leave 1 ⊕ 1.
/// assert_eq!(tree_move(4, &[(0, 1), (1, 2), (0, 3)], 0), Some(Reply::Winning(1)));
/// // Two stalks of one edge: lost; cutting either leaves one.
/// assert_eq!(tree_move(3, &[(0, 1), (0, 2)], 0), Some(Reply::Losing(Some(1))));
/// assert_eq!(tree_move(1, &[], 0), Some(Reply::Losing(None)));
/// assert_eq!(tree_move(2, &[(0, 2)], 0), None);
/// ```
pub fn tree_move(n: usize, edges: &[(usize, usize)], root: usize) -> Option<Reply<usize>> {
    let RootedTree {
        first,
        adjacent,
        order,
        parent,
        up,
        value: g,
    } = rooted_tree(n, edges, root)?;
    if g[root] == 0 {
        // The last vertex in breadth-first order is a deepest one, a leaf.
        return Some(Reply::Losing(
            order.last().filter(|_| n > 1).map(|&v| up[v]),
        ));
    }
    let (mut v, mut target) = (root, 0);
    loop {
        let x = g[v] ^ target;
        let top = 63 - x.leading_zeros();
        let (c, e) = adjacent[first[v]..first[v + 1]]
            .iter()
            .copied()
            .find(|&(c, _)| parent[c] == v && c != v && (g[c] + 1) >> top & 1 == 1)
            .expect("a branch holds the highest bit of the difference");
        let w = (g[c] + 1) ^ x;
        if w == 0 {
            return Some(Reply::Winning(e));
        }
        (v, target) = (c, w - 1);
    }
}

/// The edge to cut in Green Hackenbush on the multigraph on `0..n` rooted
/// at `root` (the same input as [`graph_grundy`], `None` on the same bad
/// indices), as an index into `edges`.
///
/// Winning: the walk of [`tree_move`] on the bridge tree of fused
/// components (a component is asked for a value by its branches first). It
/// ends at a bridge to cut, or at a component whose change must come from
/// its own cycles' parity (x = 1 there, no branch worth an odd value): then
/// each of that component's edges off the bridges is tried, the graph's
/// value computed without it, until one leaves 0 (one exists by the mex
/// rule; should none of those, every edge is tried). Losing: an edge on a
/// cycle or a loop if there is one, which takes away only itself; else the
/// graph reached is a tree and the edge above a leaf is cut (also only
/// itself), so the game can last as long as it can. `Losing(None)` when the
/// root reaches no edge.
///
/// # Complexity
/// O(n + m) for m edges while the walk ends at a bridge (always on a
/// forest, and whenever the values call for it); when it ends at a
/// component of c edges off the bridges, O(c · (n + m)) in the worst case.
///
/// # Example
/// ```
/// use games_core::hackenbush::graph_move;
/// use games_core::reply::Reply;
/// // A triangle on the root (worth 1): cutting the far edge leaves two stalks, 1 ⊕ 1.
/// assert_eq!(graph_move(3, &[(0, 1), (1, 2), (2, 0)], 0), Some(Reply::Winning(1)));
/// // A square (worth 0) with a stalk of 2 edges (worth 2): cut the stalk at its foot.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 0), (2, 4), (4, 5)];
/// assert_eq!(graph_move(6, &edges, 0), Some(Reply::Winning(4)));
/// // A loop and a stalk: 1 ⊕ 1, lost; cutting the loop takes away only itself.
/// assert_eq!(graph_move(2, &[(0, 1), (0, 0)], 0), Some(Reply::Losing(Some(1))));
/// assert_eq!(graph_move(2, &[(1, 1)], 0), Some(Reply::Losing(None)));
/// ```
pub fn graph_move(n: usize, edges: &[(usize, usize)], root: usize) -> Option<Reply<usize>> {
    let f = fuse(n, edges, root)?;
    let reached = |e: usize| f.tin[edges[e].0] != usize::MAX;
    let on_cycle = |e: usize| reached(e) && !f.bridge[e];
    if f.value[root] == 0 {
        if let Some(e) = (0..edges.len()).find(|&e| on_cycle(e)) {
            return Some(Reply::Losing(Some(e)));
        }
        // A tree: the last vertex in preorder has no child.
        let last = *f.order.last().unwrap();
        let cut = if last == root { None } else { Some(f.up[last]) };
        return Some(Reply::Losing(cut));
    }
    // The components hanging from each component, by their heads.
    let mut below: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &v in &f.order[1..] {
        if f.component[v] == v {
            below[f.component[f.parent[v]]].push(v);
        }
    }
    let (mut c, mut target) = (root, 0);
    loop {
        let x = f.value[c] ^ target;
        let top = 63 - x.leading_zeros();
        match below[c].iter().find(|&&w| (f.value[w] + 1) >> top & 1 == 1) {
            Some(&w) => {
                let want = (f.value[w] + 1) ^ x;
                if want == 0 {
                    return Some(Reply::Winning(f.up[w]));
                }
                (c, target) = (w, want - 1);
            }
            None => break,
        }
    }
    // Only the parity of c's cycles holds the bit: try its edges, then any.
    debug_assert!(f.loops[c] == 1);
    let wins_without = |e: usize| {
        let rest: Vec<(usize, usize)> = (0..edges.len())
            .filter(|&i| i != e)
            .map(|i| edges[i])
            .collect();
        graph_grundy(n, &rest, root) == Some(0)
    };
    let own = (0..edges.len()).filter(|&e| on_cycle(e) && f.component[edges[e].0] == c);
    let cut = own
        .chain((0..edges.len()).filter(|&e| reached(e)))
        .find(|&e| wins_without(e))
        .expect("a position worth more than 0 has an option worth 0");
    Some(Reply::Winning(cut))
}

#[cfg(test)]
mod tests {
    use super::super::reply::Reply;
    use super::super::test_support::tally;
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

    /// Checks a reply on the edges `start` (a mask, all reached) of
    /// `edges` against the search: the cut edge is one of them, and leaves a
    /// position worth 0 exactly when the position is won; a losing cut takes
    /// away only itself. Returns whether the position is won.
    fn check_cut(edges: &[(usize, usize)], root: usize, start: u32, reply: Reply<usize>) -> bool {
        let mut memo = HashMap::new();
        let win = graph_by_rules(edges, root, start, &mut memo) != 0;
        assert_eq!(reply.is_winning(), win, "{edges:?} from {root}");
        match reply.into_move() {
            Some(e) => {
                assert!(start >> e & 1 == 1, "{edges:?}: edge {e}");
                let next = settle(edges, start & !(1 << e), root);
                let value = graph_by_rules(edges, root, next, &mut memo);
                assert_eq!(value == 0, win, "{edges:?} from {root}: cut {e}");
                if !win {
                    assert_eq!(
                        next.count_ones() + 1,
                        start.count_ones(),
                        "{edges:?}: cut {e}"
                    );
                }
            }
            None => assert_eq!(start, 0, "{edges:?}"),
        }
        win
    }

    #[test]
    fn tree_move_matches_the_game_by_its_rules() {
        let seen = tally::<2>(22, 400, |rng, _, seen| {
            let n = rng.gen_range(1..=9);
            let edges: Vec<(usize, usize)> = (1..n)
                .map(|v| {
                    let p = rng.gen_range(0..v);
                    if rng.gen_bool(0.5) {
                        (p, v)
                    } else {
                        (v, p)
                    }
                })
                .collect();
            let root = rng.gen_range(0..n);
            let reply = tree_move(n, &edges, root).unwrap();
            let all = (1u32 << edges.len()) - 1;
            seen[usize::from(check_cut(&edges, root, all, reply))] += 1;
            assert_eq!(
                graph_move(n, &edges, root).map(|r| r.is_winning()),
                Some(reply.is_winning())
            );
        });
        assert!(seen[0] > 60 && seen[1] > 200, "{seen:?}");
        assert!(tree_move(3, &[(0, 1), (1, 2), (2, 0)], 0).is_none());
        assert!(tree_move(3, &[(0, 1)], 0).is_none());
    }

    #[test]
    fn graph_move_matches_the_game_by_its_rules() {
        let seen = tally::<2>(23, 800, |rng, _, seen| {
            let (n, edges, root) = random_multigraph(rng);
            let all = (1u32 << edges.len()) - 1;
            let start = settle(&edges, all, root);
            let reply = graph_move(n, &edges, root).unwrap();
            seen[usize::from(check_cut(&edges, root, start, reply))] += 1;
        });
        assert!(seen[0] > 200 && seen[1] > 300, "{seen:?}");
        assert_eq!(graph_move(2, &[(0, 2)], 0), None);
    }

    #[test]
    fn moves_on_long_paths_and_cycles() {
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        // A path of n − 1 edges from one end: cut them all at the root's edge.
        assert_eq!(tree_move(n, &path, 0), Some(Reply::Winning(0)));
        assert_eq!(graph_move(n, &path, 0), Some(Reply::Winning(0)));
        // From the middle of an odd path: two stalks differ by one; cut the longer's top.
        let m = n / 2;
        let reply = tree_move(n - 1, &path[..n - 2], m).unwrap();
        assert!(reply.is_winning() == (m != n - 2 - m));
        // A cycle of n edges (worth 0): a cycle edge, which takes away only itself.
        let mut cycle = path.clone();
        cycle.push((n - 1, 0));
        assert!(matches!(
            graph_move(n, &cycle, 0),
            Some(Reply::Losing(Some(_)))
        ));
    }
}
