//! Maximum matching in bipartite graphs (Hopcroft–Karp, iterative) and their Edmonds–Gallai decomposition.
//!
//! A grid's cells, coloured like a chessboard, are a bipartite graph: every
//! edge joins the two colours. There no odd cycle exists, so no blossom.
//! After a greedy start (smallest degree first), Hopcroft–Karp's phases — a
//! breadth-first layering from every uncovered left vertex, then
//! vertex-disjoint shortest augmenting paths found by a depth-first search
//! with an explicit stack — find many augmenting paths per pass over the
//! graph; once a phase finds few (under 64, or under a quarter of the
//! uncovered left vertices), the last long paths come from one breadth-first
//! search per uncovered left vertex, each failed search's vertices dropped
//! from the later ones. Once the matching is maximum, D — the vertices some
//! maximum matching leaves uncovered — is what even-length alternating paths
//! from uncovered vertices reach: one breadth-first search, no blossoms.
//!
//! Against the general search ([`super::matching::decomposition`]) on random
//! grids with one cell in ten blocked (release build, this shared 2-core
//! machine, noisy): 100×100, the mazes of `maze-token`, about 1.1 ms
//! against 1.5 ms; 300×300 on par (20–50 ms each); 1000×1000 on par or up
//! to 1.5 times slower (0.4–0.6 s against 0.3–0.6 s), where a phase's pass
//! over the whole graph costs more than the general search's local ones.

use super::matching::{parts, Decomposition, Graph, Matching, UNMATCHED};

/// A maximum matching of the bipartite `graph`, whose left side is the
/// vertices `v` with `left[v]`, or `None` if an edge joins two vertices of
/// one side (or `left` does not have one entry per vertex).
///
/// # Complexity
/// O(m·√n) time for the phases, O(n·m) in the worst case for the single
/// searches that finish (in practice a few), O(n + m) memory.
///
/// # Example
/// ```
/// use games_core::bipartite::maximum_matching;
/// use games_core::matching::Graph;
/// // The path 0 – 1 – 2 – 3, sides {0, 2} and {1, 3}.
/// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
/// let m = maximum_matching(&g, &[true, false, true, false]).unwrap();
/// assert_eq!(m.pairs(), vec![(0, 1), (2, 3)]);
/// assert!(maximum_matching(&g, &[true, true, false, false]).is_none());
/// ```
pub fn maximum_matching(graph: &Graph, left: &[bool]) -> Option<Matching> {
    matching_by(graph, left, Strategy::default())
}

/// How [`maximum_matching`] goes about it; the tests take each part alone.
#[derive(Clone, Copy)]
struct Strategy {
    /// Start from a greedy matching.
    greedy: bool,
    /// Hand over to single searches once a phase finds few paths (else
    /// Hopcroft–Karp runs to the end).
    hand_over: bool,
}

impl Default for Strategy {
    fn default() -> Self {
        Strategy {
            greedy: true,
            hand_over: true,
        }
    }
}

fn matching_by(graph: &Graph, left: &[bool], strategy: Strategy) -> Option<Matching> {
    let n = graph.vertices();
    if left.len() != n {
        return None;
    }
    for v in 0..n {
        if graph
            .neighbours(v)
            .iter()
            .any(|&w| left[w as usize] == left[v])
        {
            return None;
        }
    }
    let mut mate = vec![UNMATCHED; n];
    // Greedy start, smallest degree first, each to its uncovered neighbour of
    // smallest degree: on grids it leaves few vertices for the phases.
    let degree = |v: usize| graph.neighbours(v).len();
    let mut order: Vec<u32> = (0..n as u32).collect();
    order.sort_unstable_by_key(|&v| degree(v as usize));
    for &v in order.iter().filter(|_| strategy.greedy) {
        let v = v as usize;
        if mate[v] != UNMATCHED {
            continue;
        }
        if let Some(&w) = graph
            .neighbours(v)
            .iter()
            .filter(|&&w| mate[w as usize] == UNMATCHED)
            .min_by_key(|&&w| degree(w as usize))
        {
            mate[v] = w;
            mate[w as usize] = v as u32;
        }
    }
    let lefts: Vec<u32> = (0..n as u32).filter(|&v| left[v as usize]).collect();
    let mut layer = vec![u32::MAX; n];
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    let mut next_edge = vec![0usize; n];
    let mut stack: Vec<u32> = Vec::new();
    loop {
        // Layers of left vertices by alternating distance from the uncovered ones.
        queue.clear();
        for &v in &lefts {
            if mate[v as usize] == UNMATCHED {
                layer[v as usize] = 0;
                queue.push(v);
            } else {
                layer[v as usize] = u32::MAX;
            }
        }
        let mut found = false;
        alternating_search(graph, &mate, &mut queue, |v, u| {
            if u == UNMATCHED {
                found = true;
                false
            } else if layer[u as usize] == u32::MAX {
                layer[u as usize] = layer[v] + 1;
                true
            } else {
                false
            }
        });
        if !found {
            break;
        }
        // Vertex-disjoint shortest augmenting paths along the layers.
        for &v in &lefts {
            next_edge[v as usize] = 0;
        }
        let mut augmented = 0;
        let uncovered = lefts
            .iter()
            .filter(|&&v| mate[v as usize] == UNMATCHED)
            .count();
        for &root in &lefts {
            if mate[root as usize] != UNMATCHED {
                continue;
            }
            stack.clear();
            stack.push(root);
            while let Some(&v) = stack.last() {
                let v = v as usize;
                let row = graph.neighbours(v);
                if next_edge[v] == row.len() {
                    layer[v] = u32::MAX; // a dead end for the rest of the phase
                    stack.pop();
                    if let Some(&p) = stack.last() {
                        next_edge[p as usize] += 1;
                    }
                    continue;
                }
                let w = row[next_edge[v]];
                let u = mate[w as usize];
                if u == UNMATCHED {
                    // Flip the path root … v – w.
                    for &x in &stack {
                        let y = graph.neighbours(x as usize)[next_edge[x as usize]];
                        mate[x as usize] = y;
                        mate[y as usize] = x;
                    }
                    for &x in &stack {
                        layer[x as usize] = u32::MAX;
                    }
                    augmented += 1;
                    break;
                } else if layer[u as usize] != u32::MAX && layer[u as usize] == layer[v] + 1 {
                    stack.push(u);
                } else {
                    next_edge[v] += 1;
                }
            }
        }
        if strategy.hand_over && (augmented < FEW_PATHS || augmented * 4 < uncovered) {
            break;
        }
    }
    // The last few augmenting paths are long and rare: one search from each
    // uncovered left vertex finds its own without a phase over the whole graph.
    single_searches(graph, &lefts, &mut mate);
    Matching::from_mates(mate)
}

/// Below this many augmenting paths in a phase (or below a quarter of the
/// uncovered left vertices), Hopcroft–Karp hands over to single searches: a
/// phase costs a pass over the whole graph.
const FEW_PATHS: usize = 64;

/// Makes `mate` maximum by one breadth-first search for an augmenting path
/// from each uncovered left vertex; a search that fails marks the vertices it
/// reached as dead for the later ones (they lie on no augmenting path again).
fn single_searches(graph: &Graph, lefts: &[u32], mate: &mut [u32]) {
    let n = graph.vertices();
    let mut dead = vec![false; n];
    let mut seen = vec![u32::MAX; n];
    let mut parent = vec![u32::MAX; n];
    let mut queue: Vec<u32> = Vec::new();
    let mut reached: Vec<u32> = Vec::new();
    for &root in lefts {
        if mate[root as usize] != UNMATCHED || dead[root as usize] {
            continue;
        }
        queue.clear();
        reached.clear();
        queue.push(root);
        let mut head = 0;
        let mut end = UNMATCHED;
        'search: while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &w in graph.neighbours(v as usize) {
                if dead[w as usize] || seen[w as usize] == root {
                    continue;
                }
                seen[w as usize] = root;
                parent[w as usize] = v;
                reached.push(w);
                let u = mate[w as usize];
                if u == UNMATCHED {
                    end = w;
                    break 'search;
                }
                queue.push(u);
            }
        }
        if end == UNMATCHED {
            for &v in queue.iter().chain(&reached) {
                dead[v as usize] = true;
            }
            continue;
        }
        // Flip the path root … parent[end] – end.
        let mut w = end;
        loop {
            let v = parent[w as usize];
            let next = mate[v as usize];
            mate[v as usize] = w;
            mate[w as usize] = v;
            if next == UNMATCHED {
                break;
            }
            w = next;
        }
    }
}

/// A maximum matching of the bipartite `graph` (left side where `left`) and
/// its Edmonds–Gallai decomposition, or `None` if `graph` is not bipartite
/// with these sides.
///
/// # Complexity
/// That of [`maximum_matching`], then O(n + m).
///
/// # Example
/// ```
/// use games_core::bipartite::decomposition;
/// use games_core::matching::{Graph, Part};
/// // A star: the centre 0 and three leaves, one of which the matching takes.
/// let g = Graph::from_edges(4, &[(0, 1), (0, 2), (0, 3)]).unwrap();
/// let d = decomposition(&g, &[true, false, false, false]).unwrap();
/// assert_eq!(d.part, vec![Part::A, Part::D, Part::D, Part::D]);
/// ```
pub fn decomposition(graph: &Graph, left: &[bool]) -> Option<Decomposition> {
    let matching = maximum_matching(graph, left)?;
    let n = graph.vertices();
    let mate = matching.mates();
    // Even-length alternating paths from every uncovered vertex: from an
    // even vertex along any edge to w, then along the matched edge to w's mate.
    let mut even = vec![false; n];
    let mut queue: Vec<u32> = (0..n as u32)
        .filter(|&v| mate[v as usize] == UNMATCHED)
        .collect();
    for &v in &queue {
        even[v as usize] = true;
    }
    alternating_search(graph, mate, &mut queue, |_, u| {
        // An uncovered w would close an augmenting path: impossible.
        let first = u != UNMATCHED && !even[u as usize];
        if first {
            even[u as usize] = true;
        }
        first
    });
    Some(Decomposition {
        part: parts(graph, |v| even[v]),
        matching,
    })
}

/// Breadth-first search along alternating paths: from each vertex v of
/// `queue` (which grows as the search goes) along an edge to w, then along
/// the matched edge to w's mate u (`UNMATCHED` where w is uncovered), which
/// joins the queue where `visit(v, u)` says so.
///
/// # Complexity
/// O(n + m) beyond the calls of `visit`, when `visit` admits each vertex once.
fn alternating_search(
    graph: &Graph,
    mate: &[u32],
    queue: &mut Vec<u32>,
    mut visit: impl FnMut(usize, u32) -> bool,
) {
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for &w in graph.neighbours(v) {
            let u = mate[w as usize];
            if visit(v, u) {
                queue.push(u);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::matching;
    use super::super::test_support::xorshift;
    use super::*;

    #[test]
    fn agrees_with_the_general_search_on_random_bipartite_graphs() {
        let mut next = xorshift(0x0b1_9a27u64);
        for _ in 0..500 {
            let n = 1 + next(40) as usize;
            let left: Vec<bool> = (0..n).map(|_| next(2) == 0).collect();
            let density = 1 + next(30);
            let mut edges = Vec::new();
            for u in 0..n as u32 {
                for v in u + 1..n as u32 {
                    if left[u as usize] != left[v as usize] && next(100) < density {
                        edges.push((u, v));
                    }
                }
            }
            let g = Graph::from_edges(n, &edges).unwrap();
            let ours = decomposition(&g, &left).unwrap();
            let general = matching::decomposition(&g);
            assert_eq!(ours.matching.size(), general.matching.size(), "{edges:?}");
            assert_eq!(ours.part, general.part, "{edges:?}");
            for (u, v) in ours.matching.pairs() {
                assert!(g.neighbours(u as usize).contains(&v));
            }
        }
    }

    #[test]
    fn larger_grids_agree_with_the_general_search() {
        // Grids of up to 90×90 cells and sparse random bipartite graphs of up
        // to 3000 vertices: enough uncovered vertices after the greedy start
        // for several Hopcroft–Karp phases before the single searches.
        let mut next = xorshift(0x9e1d_5eedu64);
        for round in 0..24 {
            let (g, left) = if round % 2 == 0 {
                let side = 30 + next(61) as usize;
                let holes = 3 + next(10);
                let free: Vec<bool> = (0..side * side).map(|_| next(holes) != 0).collect();
                let mut edges = Vec::new();
                for v in (0..side * side).filter(|&v| free[v]) {
                    if v % side + 1 < side && free[v + 1] {
                        edges.push((v as u32, v as u32 + 1));
                    }
                    if v + side < side * side && free[v + side] {
                        edges.push((v as u32, (v + side) as u32));
                    }
                }
                let left = (0..side * side)
                    .map(|v| (v / side + v % side) % 2 == 0)
                    .collect();
                (Graph::from_edges(side * side, &edges).unwrap(), left)
            } else {
                let n = 1000 + next(2001) as usize;
                let left: Vec<bool> = (0..n).map(|v| v % 3 != 0).collect();
                let m = n + next(2 * n as u64) as usize;
                let edges: Vec<(u32, u32)> = (0..m)
                    .map(|_| (next(n as u64) as u32, next(n as u64) as u32))
                    .filter(|&(u, v)| left[u as usize] != left[v as usize])
                    .collect();
                (Graph::from_edges(n, &edges).unwrap(), left)
            };
            let ours = decomposition(&g, &left).unwrap();
            let general = matching::decomposition(&g);
            assert_eq!(
                ours.matching.size(),
                general.matching.size(),
                "round {round}"
            );
            assert_eq!(ours.part, general.part, "round {round}");
            for (u, v) in ours.matching.pairs() {
                assert!(g.neighbours(u as usize).contains(&v));
            }
            // Hopcroft–Karp alone (many phases from the empty matching), and
            // the single searches alone, reach the same size.
            for (greedy, hand_over) in [(false, false), (true, false), (false, true)] {
                let m = matching_by(&g, &left, Strategy { greedy, hand_over }).unwrap();
                assert_eq!(
                    m.size(),
                    general.matching.size(),
                    "round {round} {greedy} {hand_over}"
                );
                for (u, v) in m.pairs() {
                    assert!(g.neighbours(u as usize).contains(&v));
                }
            }
        }
    }

    #[test]
    fn a_long_snake_needs_no_deep_stack() {
        // A path of 100 000 vertices whose greedy start is as bad as it gets:
        // every other edge, leaving both ends to one long augmenting path.
        let n = 100_000u32;
        let edges: Vec<(u32, u32)> = (1..n - 2)
            .step_by(2)
            .map(|v| (v, v + 1))
            .chain((0..n - 1).map(|v| (v, v + 1)))
            .collect();
        let g = Graph::from_edges(n as usize, &edges).unwrap();
        let left: Vec<bool> = (0..n).map(|v| v % 2 == 1).collect();
        let m = maximum_matching(&g, &left).unwrap();
        assert_eq!(m.size(), (n / 2) as usize);
    }
}
