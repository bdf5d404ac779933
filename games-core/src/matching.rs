//! Maximum matching in general graphs (Edmonds' blossoms, Gabow's grouping) and the Edmonds–Gallai decomposition.
//!
//! A matching is a set of edges no two of which share a vertex; a maximum
//! matching has as many edges as possible. [`maximum_matching`] finds one in
//! any undirected graph: a greedy matching first, then one breadth-first
//! search for an augmenting path from each uncovered vertex, shrinking odd
//! cycles (blossoms) as they close. Blossoms are kept as groups named by the
//! odd vertex above their base (Gabow's trick, as in Library Checker's
//! reference), with path-compressed group links; the augmentation walks the
//! recorded edges with an explicit stack, so no recursion depends on the input.
//! The search runs on any [`Adjacency`]: [`Graph`], adjacency rows for
//! sparse graphs, or [`DenseGraph`], a bit matrix for small dense ones.
//!
//! [`decomposition`] adds the Edmonds–Gallai decomposition: D, the vertices
//! some maximum matching leaves uncovered; A, the neighbours of D outside D;
//! C, the rest. Once the matching is maximum, one more search forest grown
//! from every uncovered vertex labels D as its even (outer) vertices,
//! blossoms included: a vertex is uncovered by some maximum matching exactly
//! when an even-length alternating path joins it to an uncovered vertex.

/// The mate of an uncovered vertex in [`Matching::mates`].
pub const UNMATCHED: u32 = u32::MAX;

/// An undirected graph on vertices `0..n` in compressed adjacency rows.
///
/// Loops are dropped when it is built: a loop never lies in a matching, and
/// a token game never moves along one (it leads back to a visited vertex).
/// Parallel edges are kept; they change no matching.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    start: Vec<u32>,
    adjacent: Vec<u32>,
}

impl Graph {
    /// The graph on `0..n` with `edges`, or `None` if an endpoint is `n` or more.
    ///
    /// # Complexity
    /// O(n + m) time and memory for m edges.
    ///
    /// # Panics
    /// If `n` or twice the number of edges is `u32::MAX` or more.
    ///
    /// # Example
    /// ```
    /// use games_core::matching::Graph;
    /// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 2)]).unwrap();
    /// assert_eq!(g.vertices(), 3);
    /// assert_eq!(g.neighbours(1), &[0, 2]);
    /// assert!(g.neighbours(2) == &[1]); // the loop is dropped
    /// assert!(Graph::from_edges(2, &[(0, 2)]).is_none());
    /// ```
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Option<Graph> {
        assert!(
            n < u32::MAX as usize && edges.len() < (u32::MAX / 2) as usize,
            "graph too large for 32-bit vertex numbers"
        );
        let mut start = vec![0u32; n + 1];
        for &(u, v) in edges {
            if u as usize >= n || v as usize >= n {
                return None;
            }
            if u != v {
                start[u as usize + 1] += 1;
                start[v as usize + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill: Vec<u32> = start[..n].to_vec();
        let mut adjacent = vec![0u32; start[n] as usize];
        for &(u, v) in edges {
            if u != v {
                adjacent[fill[u as usize] as usize] = v;
                fill[u as usize] += 1;
                adjacent[fill[v as usize] as usize] = u;
                fill[v as usize] += 1;
            }
        }
        Some(Graph { start, adjacent })
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::Graph;
    /// assert_eq!(Graph::from_edges(4, &[]).unwrap().vertices(), 4);
    /// ```
    pub fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// The neighbours of `v`, one entry per edge, in the order the edges were given.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use games_core::matching::Graph;
    /// let g = Graph::from_edges(3, &[(0, 1), (0, 2)]).unwrap();
    /// assert_eq!(g.neighbours(0), &[1, 2]);
    /// ```
    pub fn neighbours(&self, v: usize) -> &[u32] {
        &self.adjacent[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

/// What the matching search needs of a graph: its vertices and each one's
/// neighbours. [`Graph`] (adjacency rows, for sparse graphs) and
/// [`DenseGraph`] (a bit matrix, for small dense ones) have it.
pub trait Adjacency {
    /// The neighbours of one vertex.
    type Neighbours<'a>: Iterator<Item = u32>
    where
        Self: 'a;

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{Adjacency, DenseGraph, Graph};
    /// assert_eq!(Graph::from_edges(3, &[]).unwrap().vertex_count(), 3);
    /// assert_eq!(DenseGraph::new(7).vertex_count(), 7);
    /// ```
    fn vertex_count(&self) -> usize;

    /// The neighbours of `v` (each at most once for [`DenseGraph`], once per edge for [`Graph`]).
    ///
    /// # Complexity
    /// O(1) to start; O(1) per neighbour for [`Graph`], O(n/64) in all for [`DenseGraph`].
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{Adjacency, DenseGraph, Graph};
    /// let g = Graph::from_edges(3, &[(0, 2), (0, 1)]).unwrap();
    /// assert_eq!(g.neighbours_of(0).collect::<Vec<_>>(), vec![2, 1]);
    /// let mut d = DenseGraph::new(3);
    /// d.add_edge(0, 2);
    /// d.add_edge(0, 1);
    /// assert_eq!(d.neighbours_of(0).collect::<Vec<_>>(), vec![1, 2]);
    /// ```
    fn neighbours_of(&self, v: usize) -> Self::Neighbours<'_>;

    /// The number of neighbours of `v` (of edges at `v` for [`Graph`]).
    ///
    /// # Complexity
    /// O(1) for [`Graph`], O(n/64) for [`DenseGraph`].
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{Adjacency, Graph};
    /// assert_eq!(Graph::from_edges(3, &[(0, 1), (0, 2)]).unwrap().degree(0), 2);
    /// ```
    fn degree(&self, v: usize) -> usize;
}

impl Adjacency for Graph {
    type Neighbours<'a> = std::iter::Copied<std::slice::Iter<'a, u32>>;

    fn vertex_count(&self) -> usize {
        self.vertices()
    }

    fn neighbours_of(&self, v: usize) -> Self::Neighbours<'_> {
        self.neighbours(v).iter().copied()
    }

    fn degree(&self, v: usize) -> usize {
        self.neighbours(v).len()
    }
}

/// A simple undirected graph on `0..n` as a bit matrix: n·⌈n/64⌉ words,
/// for small dense graphs (n ≤ 500 takes 32 KiB), where it is faster to
/// build than adjacency rows and doubles as the repeated-edge check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DenseGraph {
    n: usize,
    words: usize,
    bits: Vec<u64>,
}

impl DenseGraph {
    /// The graph on `0..n` with no edges.
    ///
    /// # Complexity
    /// O(n²/64) time and memory.
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{Adjacency, DenseGraph};
    /// assert_eq!(DenseGraph::new(5).vertex_count(), 5);
    /// ```
    pub fn new(n: usize) -> DenseGraph {
        let words = n.div_ceil(64);
        DenseGraph {
            n,
            words,
            bits: vec![0; n * words],
        }
    }

    /// Adds the edge `u`–`v`; `false` (and no change) if it is a loop, is
    /// there already, or an end is not a vertex.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::DenseGraph;
    /// let mut g = DenseGraph::new(3);
    /// assert!(g.add_edge(0, 1));
    /// assert!(!g.add_edge(1, 0)); // repeated
    /// assert!(!g.add_edge(2, 2)); // a loop
    /// assert!(!g.add_edge(2, 3)); // out of range
    /// assert!(g.has_edge(1, 0));
    /// ```
    pub fn add_edge(&mut self, u: usize, v: usize) -> bool {
        if u == v || u >= self.n || v >= self.n || self.has_edge(u, v) {
            return false;
        }
        self.bits[u * self.words + v / 64] |= 1 << (v % 64);
        self.bits[v * self.words + u / 64] |= 1 << (u % 64);
        true
    }

    /// Whether `u`–`v` is an edge (`false` if an end is not a vertex).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::DenseGraph;
    /// let mut g = DenseGraph::new(2);
    /// g.add_edge(0, 1);
    /// assert!(g.has_edge(0, 1) && !g.has_edge(0, 0) && !g.has_edge(0, 2));
    /// ```
    pub fn has_edge(&self, u: usize, v: usize) -> bool {
        u < self.n && v < self.n && self.bits[u * self.words + v / 64] >> (v % 64) & 1 == 1
    }
}

/// The neighbours of a vertex of a [`DenseGraph`], in increasing order.
pub struct Bits<'a> {
    row: &'a [u64],
    word: usize,
    current: u64,
}

impl Iterator for Bits<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        while self.current == 0 {
            self.word += 1;
            self.current = *self.row.get(self.word)?;
        }
        let bit = self.current.trailing_zeros();
        self.current &= self.current - 1;
        Some(self.word as u32 * 64 + bit)
    }
}

impl Adjacency for DenseGraph {
    type Neighbours<'a> = Bits<'a>;

    fn vertex_count(&self) -> usize {
        self.n
    }

    fn neighbours_of(&self, v: usize) -> Bits<'_> {
        let row = &self.bits[v * self.words..(v + 1) * self.words];
        Bits {
            row,
            word: 0,
            current: row.first().copied().unwrap_or(0),
        }
    }

    fn degree(&self, v: usize) -> usize {
        let row = &self.bits[v * self.words..(v + 1) * self.words];
        row.iter().map(|w| w.count_ones() as usize).sum()
    }
}

/// A matching: each vertex's mate, or [`UNMATCHED`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<u32>,
}

impl Matching {
    /// The matching whose mates are `mate` (`UNMATCHED` for an uncovered
    /// vertex), or `None` if the mates are not symmetric (`mate[mate[v]] ≠ v`)
    /// or name a vertex out of range or the vertex itself. Whether the pairs
    /// are edges of some graph is not checked.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{Matching, UNMATCHED};
    /// let m = Matching::from_mates(vec![1, 0, UNMATCHED]).unwrap();
    /// assert_eq!(m.size(), 1);
    /// assert!(Matching::from_mates(vec![1, 2, 0]).is_none());
    /// ```
    pub fn from_mates(mate: Vec<u32>) -> Option<Matching> {
        let n = mate.len();
        let ok = mate.iter().enumerate().all(|(v, &w)| {
            w == UNMATCHED
                || ((w as usize) < n && w as usize != v && mate[w as usize] as usize == v)
        });
        ok.then_some(Matching { mate })
    }

    /// The mate of `v`, or `None` if `v` is uncovered.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{maximum_matching, Graph};
    /// let m = maximum_matching(&Graph::from_edges(3, &[(0, 1)]).unwrap());
    /// assert_eq!((m.mate(0), m.mate(1), m.mate(2)), (Some(1), Some(0), None));
    /// ```
    pub fn mate(&self, v: usize) -> Option<usize> {
        let w = self.mate[v];
        (w != UNMATCHED).then_some(w as usize)
    }

    /// Every vertex's mate, [`UNMATCHED`] for an uncovered one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{maximum_matching, Graph, UNMATCHED};
    /// let m = maximum_matching(&Graph::from_edges(3, &[(1, 2)]).unwrap());
    /// assert_eq!(m.mates(), &[UNMATCHED, 2, 1]);
    /// ```
    pub fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// The number of matched edges.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{maximum_matching, Graph};
    /// // A triangle: one edge at most.
    /// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
    /// assert_eq!(maximum_matching(&g).size(), 1);
    /// ```
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&w| w != UNMATCHED).count() / 2
    }

    /// The matched edges `(u, v)` with `u < v`, by increasing `u`.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use games_core::matching::{maximum_matching, Graph};
    /// let g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    /// assert_eq!(maximum_matching(&g).pairs(), vec![(0, 1), (2, 3)]);
    /// ```
    pub fn pairs(&self) -> Vec<(u32, u32)> {
        (0..self.mate.len() as u32)
            .filter(|&v| self.mate[v as usize] != UNMATCHED && v < self.mate[v as usize])
            .map(|v| (v, self.mate[v as usize]))
            .collect()
    }
}

/// Where a vertex lies in the Edmonds–Gallai decomposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Some maximum matching leaves the vertex uncovered.
    D,
    /// Not in D, but a neighbour of a vertex in D: every maximum matching
    /// matches it to a vertex of D.
    A,
    /// Neither: every maximum matching matches it within C, perfectly.
    C,
}

/// A maximum matching and the Edmonds–Gallai decomposition it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decomposition {
    /// A maximum matching.
    pub matching: Matching,
    /// Each vertex's part.
    pub part: Vec<Part>,
}

/// The search state shared by the matching and the decomposition.
///
/// `even[v]` is the root of the search that labelled `v` even (outer),
/// `UNMATCHED` if none did; `group[v]` links an even vertex towards the
/// odd vertex above its blossom's base (`UNMATCHED` in the root's blossom);
/// `via[v]` is the edge that made `v` even: `(a, UNMATCHED)` for the mate of
/// an odd vertex reached from `a`, `(a, b)` for a vertex brought into a
/// blossom by the edge `a`–`b`.
struct Search<'g, G: Adjacency> {
    graph: &'g G,
    mate: Vec<u32>,
    even: Vec<u32>,
    group: Vec<u32>,
    via: Vec<(u32, u32)>,
    queue: Vec<u32>,
    stack: Vec<(u32, u32)>,
    /// Vertices of a tree whose search failed (a Hungarian tree): no later
    /// augmenting path passes through them, so later searches skip them.
    dead: Vec<bool>,
}

impl<'g, G: Adjacency> Search<'g, G> {
    fn new(graph: &'g G) -> Self {
        let n = graph.vertex_count();
        Search {
            graph,
            mate: vec![UNMATCHED; n],
            even: vec![UNMATCHED; n],
            group: vec![UNMATCHED; n],
            via: vec![(UNMATCHED, UNMATCHED); n],
            queue: Vec::with_capacity(n),
            stack: Vec::new(),
            dead: vec![false; n],
        }
    }

    /// Matches each vertex, in order of increasing degree, to its first uncovered neighbour.
    fn greedy(&mut self) {
        let g = self.graph;
        let n = g.vertex_count();
        let degree: Vec<u32> = (0..n).map(|v| g.degree(v) as u32).collect();
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.sort_unstable_by_key(|&v| degree[v as usize]);
        for &v in &order {
            if self.mate[v as usize] != UNMATCHED {
                continue;
            }
            let mut best = UNMATCHED;
            let mut best_degree = u32::MAX;
            for w in g.neighbours_of(v as usize) {
                if self.mate[w as usize] == UNMATCHED && degree[w as usize] < best_degree {
                    best = w;
                    best_degree = degree[w as usize];
                }
            }
            if best != UNMATCHED {
                self.mate[v as usize] = best;
                self.mate[best as usize] = v;
            }
        }
    }

    /// The group of `x` in the search rooted at `root`: the odd vertex above
    /// its blossom's base, or `UNMATCHED` in the root's blossom (path-compressed).
    fn find(&mut self, x: u32, root: u32) -> u32 {
        let mut last = x;
        loop {
            let up = self.group[last as usize];
            if up == UNMATCHED || self.even[up as usize] != root {
                break;
            }
            last = up;
        }
        let answer = self.group[last as usize];
        let mut y = x;
        while y != last {
            let up = self.group[y as usize];
            self.group[y as usize] = answer;
            y = up;
        }
        answer
    }

    /// Makes `p` the mate of `b` and flips the alternating path the search
    /// recorded behind `p` (Gabow's `match`, with an explicit stack).
    fn flip(&mut self, p: u32, b: u32) {
        self.stack.push((p, b));
        while let Some((p, b)) = self.stack.pop() {
            let d = self.mate[p as usize];
            self.mate[p as usize] = b;
            if d == UNMATCHED || self.mate[d as usize] != p {
                continue;
            }
            let (x, y) = self.via[p as usize];
            if y == UNMATCHED {
                self.mate[d as usize] = x;
                self.stack.push((x, d));
            } else {
                // (x, y) is done before (y, x), as the recursion does.
                self.stack.push((y, x));
                self.stack.push((x, y));
            }
        }
    }

    /// Grows the search tree of `root` (an uncovered vertex). With `augment`,
    /// it stops at the first augmenting path and flips it, returning `true`.
    /// Without, the matching must be maximum and every earlier tree stays
    /// labelled: the trees together form the final Edmonds forest.
    fn grow(&mut self, root: u32, augment: bool) -> bool {
        self.even[root as usize] = root;
        self.group[root as usize] = UNMATCHED;
        self.via[root as usize] = (UNMATCHED, UNMATCHED);
        self.queue.clear();
        self.queue.push(root);
        let g = self.graph;
        let mut head = 0;
        while head < self.queue.len() {
            let a = self.queue[head];
            head += 1;
            for b in g.neighbours_of(a as usize) {
                if b == root || (augment && self.dead[b as usize]) {
                    continue;
                }
                let mb = self.mate[b as usize];
                if mb == UNMATCHED {
                    if augment {
                        self.mate[b as usize] = a;
                        self.flip(a, b);
                        return true;
                    }
                    // Another uncovered vertex: an augmenting path, impossible
                    // once the matching is maximum.
                    debug_assert!(false, "the matching is not maximum");
                    continue;
                }
                let eb = self.even[b as usize];
                let new = if eb == root {
                    self.blossom(a, b, root);
                    false
                } else if augment {
                    // Labels of earlier searches are stale here.
                    self.even[mb as usize] != root
                } else {
                    // Even in an earlier tree would be an augmenting path; odd
                    // in any tree (its mate even) is no new vertex.
                    debug_assert!(eb == UNMATCHED, "the matching is not maximum");
                    eb == UNMATCHED && self.even[mb as usize] == UNMATCHED
                };
                if new {
                    // b is odd, and its mate even.
                    self.even[mb as usize] = root;
                    self.via[b as usize] = (UNMATCHED, UNMATCHED);
                    self.via[mb as usize] = (a, UNMATCHED);
                    self.group[mb as usize] = b;
                    self.queue.push(mb);
                }
            }
        }
        false
    }

    /// The edge `a`–`b` joins two even vertices of one tree: shrink the cycle.
    fn blossom(&mut self, a: u32, b: u32, root: u32) {
        let mut x = self.find(a, root);
        let mut y = self.find(b, root);
        if x == y {
            return;
        }
        // Walk up from both sides in turn, marking groups with (a, b), until
        // one side meets a group the other marked: the new base's group.
        let mut z = UNMATCHED;
        while x != UNMATCHED || y != UNMATCHED {
            if y != UNMATCHED {
                std::mem::swap(&mut x, &mut y);
            }
            if self.via[x as usize] == (a, b) {
                z = x;
                break;
            }
            self.via[x as usize] = (a, b);
            let up = self.via[self.mate[x as usize] as usize].0;
            x = self.find(up, root);
        }
        for start in [a, b] {
            let mut v = self.find(start, root);
            while v != z {
                self.queue.push(v);
                self.even[v as usize] = root;
                self.group[v as usize] = z;
                let up = self.via[self.mate[v as usize] as usize].0;
                v = self.find(up, root);
            }
        }
    }
}

/// A maximum matching of `graph`.
///
/// # Complexity
/// O(n·m·α) time in the worst case (one search per uncovered vertex, each
/// O(m·α)), O(n + m) memory; after the greedy start most graphs need few
/// searches, and a search that fails removes its tree from later ones.
///
/// # Example
/// ```
/// use games_core::matching::{maximum_matching, Graph};
/// // A 5-cycle with a pendant vertex 5 on vertex 0: a blossom to shrink.
/// let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5)]).unwrap();
/// let m = maximum_matching(&g);
/// assert_eq!(m.size(), 3);
/// assert_eq!(m.mate(5), Some(0));
/// ```
pub fn maximum_matching<G: Adjacency>(graph: &G) -> Matching {
    let mut search = Search::new(graph);
    search.greedy();
    for root in 0..graph.vertex_count() as u32 {
        if search.mate[root as usize] == UNMATCHED && !search.grow(root, true) {
            // Edmonds: the failed (Hungarian) tree meets no later augmenting path.
            for i in 0..search.queue.len() {
                let v = search.queue[i] as usize;
                search.dead[v] = true;
                if search.mate[v] != UNMATCHED {
                    search.dead[search.mate[v] as usize] = true;
                }
            }
        }
    }
    Matching { mate: search.mate }
}

/// A maximum matching of `graph` and its Edmonds–Gallai decomposition.
///
/// # Complexity
/// That of [`maximum_matching`], then O(m·α) for the decomposition.
///
/// # Example
/// ```
/// use games_core::matching::{decomposition, Graph, Part};
/// // The path 0 – 1 – 2: a maximum matching may leave 0 or 2 uncovered, never 1.
/// let d = decomposition(&Graph::from_edges(3, &[(0, 1), (1, 2)]).unwrap());
/// assert_eq!(d.part, vec![Part::D, Part::A, Part::D]);
/// assert_eq!(d.matching.size(), 1);
/// // A 4-cycle has a perfect matching: everything is in C.
/// let d = decomposition(&Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]).unwrap());
/// assert_eq!(d.part, vec![Part::C; 4]);
/// ```
pub fn decomposition<G: Adjacency>(graph: &G) -> Decomposition {
    let matching = maximum_matching(graph);
    let n = graph.vertex_count();
    let mut search = Search::new(graph);
    search.mate = matching.mate.clone();
    for root in 0..n as u32 {
        if search.mate[root as usize] == UNMATCHED {
            search.grow(root, false);
        }
    }
    let even = search.even;
    Decomposition {
        part: parts(graph, |v| even[v] != UNMATCHED),
        matching,
    }
}

/// Each vertex's part, given which vertices are in D.
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use games_core::matching::{parts, Graph, Part};
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]).unwrap();
/// assert_eq!(parts(&g, |v| v != 1), vec![Part::D, Part::A, Part::D]);
/// ```
pub fn parts<G: Adjacency>(graph: &G, in_d: impl Fn(usize) -> bool) -> Vec<Part> {
    let n = graph.vertex_count();
    let mut part: Vec<Part> = (0..n)
        .map(|v| if in_d(v) { Part::D } else { Part::C })
        .collect();
    for v in 0..n {
        if part[v] == Part::D {
            for w in graph.neighbours_of(v) {
                if part[w as usize] == Part::C {
                    part[w as usize] = Part::A;
                }
            }
        }
    }
    part
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift), so the tests need no crate.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    /// A random graph on at most 11 vertices, with repeated edges and loops.
    fn random_graph(rng: &mut Rng) -> (usize, Vec<(u32, u32)>) {
        let n = 1 + rng.below(11) as usize;
        let density = 1 + rng.below(8);
        let mut edges = Vec::new();
        for u in 0..n as u32 {
            for v in u..n as u32 {
                if rng.below(10) < density && (u != v || rng.below(8) == 0) {
                    edges.push(if rng.below(2) == 0 { (u, v) } else { (v, u) });
                    if rng.below(10) == 0 {
                        edges.push((u, v));
                    }
                }
            }
        }
        (n, edges)
    }

    /// The maximum matching size of the vertices in `mask`, by subset search.
    fn brute_size(adjacent: &[u32], mask: usize, memo: &mut [u8]) -> u8 {
        // Iterative over subsets in increasing order: every smaller subset is done first.
        for s in 0..=mask {
            if s & mask != s || memo[s] != u8::MAX {
                continue;
            }
            let value = if s == 0 {
                0
            } else {
                let i = s.trailing_zeros() as usize;
                let rest = s & !(1 << i);
                let mut best = memo[rest];
                let mut partners = adjacent[i] as usize & rest;
                while partners != 0 {
                    let j = partners.trailing_zeros() as usize;
                    partners &= partners - 1;
                    best = best.max(1 + memo[rest & !(1 << j)]);
                }
                best
            };
            memo[s] = value;
        }
        memo[mask]
    }

    #[test]
    fn matchings_and_decompositions_match_subset_search() {
        let mut rng = Rng(0x5eed_0f6a_11a1);
        let mut sizes = [0usize; 6];
        for _ in 0..600 {
            let (n, edges) = random_graph(&mut rng);
            let g = Graph::from_edges(n, &edges).unwrap();
            let mut adjacent = vec![0u32; n];
            for &(u, v) in &edges {
                if u != v {
                    adjacent[u as usize] |= 1 << v;
                    adjacent[v as usize] |= 1 << u;
                }
            }
            let mut memo = vec![u8::MAX; 1 << n];
            let all = (1 << n) - 1;
            let best = brute_size(&adjacent, all, &mut memo) as usize;
            let d = decomposition(&g);
            let m = &d.matching;
            assert_eq!(m.size(), best, "{n} {edges:?}");
            assert_eq!(maximum_matching(&g), d.matching);
            let mut dense = DenseGraph::new(n);
            for &(u, v) in &edges {
                dense.add_edge(u as usize, v as usize);
            }
            let dd = decomposition(&dense);
            assert_eq!(
                (dd.matching.size(), &dd.part),
                (best, &d.part),
                "dense {n} {edges:?}"
            );
            for (u, v) in dd.matching.pairs() {
                assert!(dense.has_edge(u as usize, v as usize));
            }
            for (u, v) in m.pairs() {
                assert!(adjacent[u as usize] >> v & 1 == 1, "({u}, {v}) is no edge");
            }
            assert!(Matching::from_mates(m.mates().to_vec()).is_some());
            for v in 0..n {
                let without = brute_size(&adjacent, all & !(1 << v), &mut memo) as usize;
                let in_d = without == best;
                assert_eq!(d.part[v] == Part::D, in_d, "vertex {v} of {n} {edges:?}");
                let next_to_d = (0..n).any(|w| adjacent[v] >> w & 1 == 1 && d.part[w] == Part::D);
                let expected = if in_d {
                    Part::D
                } else if next_to_d {
                    Part::A
                } else {
                    Part::C
                };
                assert_eq!(d.part[v], expected);
            }
            sizes[best.min(5)] += 1;
        }
        assert!(sizes.iter().all(|&count| count > 0), "sizes seen {sizes:?}");
    }

    #[test]
    fn larger_graphs_meet_the_tutte_berge_bound() {
        // With A as the barrier, a matching of size (n − odd(G − A) + |A|)/2 is
        // maximum (Tutte–Berge); Edmonds–Gallai says D's components are those odd ones.
        let mut rng = Rng(0x7a7e_b3e6);
        for round in 0..300 {
            let n = 2 + rng.below(70) as usize;
            let per_mille = 5 + rng.below(if round % 3 == 0 { 60 } else { 200 });
            let mut edges = Vec::new();
            for u in 0..n as u32 {
                for v in u + 1..n as u32 {
                    if rng.below(1000) < per_mille {
                        edges.push((u, v));
                    }
                }
            }
            let g = Graph::from_edges(n, &edges).unwrap();
            let d = decomposition(&g);
            let mate = d.matching.mates();
            // Components of the subgraph on D, by union-find without recursion.
            let mut parent: Vec<usize> = (0..n).collect();
            fn root(parent: &mut [usize], mut x: usize) -> usize {
                while parent[x] != x {
                    parent[x] = parent[parent[x]];
                    x = parent[x];
                }
                x
            }
            for &(u, v) in &edges {
                if d.part[u as usize] == Part::D && d.part[v as usize] == Part::D {
                    let (a, b) = (root(&mut parent, u as usize), root(&mut parent, v as usize));
                    parent[a] = b;
                }
            }
            let mut size = vec![0usize; n];
            for v in (0..n).filter(|&v| d.part[v] == Part::D) {
                size[root(&mut parent, v)] += 1;
            }
            let components = size.iter().filter(|&&s| s > 0).count();
            assert!(
                size.iter().all(|&s| s % 2 == 1 || s == 0),
                "an even D component"
            );
            let a = d.part.iter().filter(|&&p| p == Part::A).count();
            assert_eq!(2 * d.matching.size(), n - components + a, "{n} {edges:?}");
            for (&w, &part) in mate.iter().zip(&d.part) {
                match part {
                    Part::A => assert!(w != UNMATCHED && d.part[w as usize] == Part::D),
                    Part::C => assert!(w != UNMATCHED && d.part[w as usize] == Part::C),
                    Part::D => {}
                }
            }
        }
    }

    #[test]
    fn long_paths_and_blossom_chains_need_no_deep_stack() {
        // A path of 200 001 vertices: the greedy start leaves gaps that long
        // augmenting paths fill; one vertex stays uncovered (D: the even ones).
        let n = 200_001u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let d = decomposition(&Graph::from_edges(n as usize, &edges).unwrap());
        assert_eq!(d.matching.size(), (n / 2) as usize);
        assert!((0..n as usize).all(|v| (d.part[v] == Part::D) == (v % 2 == 0)));
        // A chain of triangles 3k, 3k+1, 3k+2 joined 3k+2 – 3k+3, listed backwards.
        let k = 50_000u32;
        let mut edges = Vec::new();
        for t in (0..k).rev() {
            let b = 3 * t;
            edges.extend([(b, b + 1), (b + 1, b + 2), (b + 2, b)]);
            if t + 1 < k {
                edges.push((b + 2, b + 3));
            }
        }
        let g = Graph::from_edges(3 * k as usize, &edges).unwrap();
        let m = maximum_matching(&g);
        assert_eq!(m.size(), (3 * k / 2) as usize);
    }
}
