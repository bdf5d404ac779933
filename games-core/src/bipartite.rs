//! Maximum matching in bipartite graphs (Hopcroft–Karp, iterative) and their Edmonds–Gallai decomposition.
//!
//! A grid's cells, coloured like a chessboard, are a bipartite graph: every
//! edge joins the two colours. There no odd cycle exists, so no blossom, and
//! Hopcroft–Karp's phases (a breadth-first layering from every uncovered
//! left vertex, then vertex-disjoint shortest augmenting paths found by a
//! depth-first search with an explicit stack) reach a maximum matching in
//! O(√n) phases, O(m·√n) in all, against the general search's O(n·m).
//! Once it is maximum, D — the vertices some maximum matching leaves
//! uncovered — is what even-length alternating paths from uncovered vertices
//! reach: one breadth-first search, no blossoms to shrink.

use super::matching::{parts, Decomposition, Graph, Matching, UNMATCHED};

/// A maximum matching of the bipartite `graph`, whose left side is the
/// vertices `v` with `left[v]`, or `None` if an edge joins two vertices of
/// one side (or `left` does not have one entry per vertex).
///
/// # Complexity
/// O(m·√n) time, O(n + m) memory.
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
    // Greedy start.
    for v in (0..n).filter(|&v| left[v]) {
        if let Some(&w) = graph
            .neighbours(v)
            .iter()
            .find(|&&w| mate[w as usize] == UNMATCHED)
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
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head] as usize;
            head += 1;
            for &w in graph.neighbours(v) {
                let u = mate[w as usize];
                if u == UNMATCHED {
                    found = true;
                } else if layer[u as usize] == u32::MAX {
                    layer[u as usize] = layer[v] + 1;
                    queue.push(u);
                }
            }
        }
        if !found {
            break;
        }
        // Vertex-disjoint shortest augmenting paths along the layers.
        for &v in &lefts {
            next_edge[v as usize] = 0;
        }
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
                    break;
                } else if layer[u as usize] != u32::MAX && layer[u as usize] == layer[v] + 1 {
                    stack.push(u);
                } else {
                    next_edge[v] += 1;
                }
            }
        }
    }
    Matching::from_mates(mate)
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
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for &w in graph.neighbours(v) {
            let u = mate[w as usize];
            // An uncovered w would close an augmenting path: impossible.
            if u != UNMATCHED && !even[u as usize] {
                even[u as usize] = true;
                queue.push(u);
            }
        }
    }
    Some(Decomposition {
        part: parts(graph, |v| even[v]),
        matching,
    })
}

#[cfg(test)]
mod tests {
    use super::super::matching;
    use super::*;

    #[test]
    fn agrees_with_the_general_search_on_random_bipartite_graphs() {
        let mut state = 0x0b1_9a27u64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
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
