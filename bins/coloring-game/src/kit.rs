//! The tooling of coloring-game: its sessions, protocol and judge, which plays both Alice and Bob, from a rule on partial colourings that the tests check against a search of the rules.
//!
//! The rule: at Alice's turn (no offer pending) Alice wins iff an edge is
//! already monochromatic, or for some pair {x, y} of colours the uncoloured
//! vertices cannot be coloured with x and y alone without making one (the
//! colouring has no "{x, y}-extension"). If so, Alice offers that pair every
//! round and wins; `the_rule_decides_every_small_position` checks the
//! converse by search on every partial colouring of every connected graph
//! of up to 4 vertices, and on random positions of up to 6. At Bob's turn
//! (an offer pending) Bob wins iff one of his moves leaves a position Alice
//! loses by the rule.

use problem_kit::interactive::Interactive;
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::sync::Arc;

/// coloring-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// The pairs Alice can offer.
pub const PAIRS: [(u8, u8); 3] = [(1, 2), (1, 3), (2, 3)];

/// A connected simple graph: its edges as the judge sends them (1-based) and adjacency lists (0-based).
#[derive(Debug)]
pub struct Graph {
    /// The edges, 1-based, in the order sent.
    pub edges: Vec<(usize, usize)>,
    /// `adj[v]`: the neighbours of v, 0-based.
    pub adj: Vec<Vec<usize>>,
}

impl Graph {
    /// The graph on `n` vertices with these 1-based edges.
    pub fn new(n: usize, edges: Vec<(usize, usize)>) -> Self {
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in &edges {
            adj[u - 1].push(v - 1);
            adj[v - 1].push(u - 1);
        }
        Graph { edges, adj }
    }

    /// The number of vertices.
    pub fn n(&self) -> usize {
        self.adj.len()
    }
}

/// A position: the graph, the colours so far, and Alice's pending offer (Bob's turn) if any.
#[derive(Clone, Debug)]
pub struct Round {
    /// The graph.
    pub graph: Arc<Graph>,
    /// `colour[v]`: 0 while v is uncoloured, else 1, 2 or 3.
    pub colour: Vec<u8>,
    /// How many vertices are coloured.
    pub coloured: usize,
    /// Whether some edge is monochromatic.
    pub mono: bool,
    /// Alice's offer, when it is Bob's turn.
    pub offer: Option<(u8, u8)>,
}

/// A move: Alice's offer `a b` or Bob's `i c` (as written: 1-based vertex).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Alice offers the colours a and b.
    Offer(u64, u64),
    /// Bob colours vertex i with c.
    Paint(u64, u64),
}

impl Round {
    /// The start: nothing coloured, Alice to move.
    pub fn start(graph: Graph) -> Self {
        let n = graph.n();
        Round {
            graph: Arc::new(graph),
            colour: vec![0; n],
            coloured: 0,
            mono: false,
            offer: None,
        }
    }

    /// The position with these colours (0: uncoloured) and pending offer.
    pub fn with(graph: Arc<Graph>, colour: Vec<u8>, offer: Option<(u8, u8)>) -> Self {
        let coloured = colour.iter().filter(|&&c| c != 0).count();
        let mono = graph
            .edges
            .iter()
            .any(|&(u, v)| colour[u - 1] != 0 && colour[u - 1] == colour[v - 1]);
        Round {
            graph,
            colour,
            coloured,
            mono,
            offer,
        }
    }

    /// For each pair of [`PAIRS`], whether the uncoloured vertices can be
    /// coloured with its two colours alone with no edge monochromatic
    /// (ignoring edges that already are). Per component of the uncoloured
    /// vertices: bipartite, and one of its two 2-colourings avoids the
    /// colours of the coloured neighbours. O(n + m).
    pub fn extends(&self) -> [bool; 3] {
        let adj = &self.graph.adj;
        let n = adj.len();
        let mut ok = [true; 3];
        let mut side = vec![u8::MAX; n];
        let mut queue = Vec::new();
        for s in 0..n {
            if self.colour[s] != 0 || side[s] != u8::MAX {
                continue;
            }
            side[s] = 0;
            queue.clear();
            queue.push(s);
            let mut head = 0;
            // fits[k][o]: pair k, orientation o (side 0 takes the pair's o-th colour).
            let mut fits = [[true; 2]; 3];
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                let mut banned = 0u8;
                for &w in &adj[v] {
                    match self.colour[w] {
                        0 if side[w] == u8::MAX => {
                            side[w] = side[v] ^ 1;
                            queue.push(w);
                        }
                        0 if side[w] == side[v] => return [false; 3],
                        0 => {}
                        c => banned |= 1 << c,
                    }
                }
                for (k, &(x, y)) in PAIRS.iter().enumerate() {
                    for (o, f) in fits[k].iter_mut().enumerate() {
                        let c = if (side[v] as usize) == o { x } else { y };
                        if banned >> c & 1 == 1 {
                            *f = false;
                        }
                    }
                }
            }
            for k in 0..3 {
                ok[k] &= fits[k][0] || fits[k][1];
            }
        }
        ok
    }

    /// Whether Alice, to move, wins (the rule).
    pub fn alice_wins(&self) -> bool {
        self.mono || self.extends().contains(&false)
    }

    /// Bob's moves `(vertex, colour)` at the pending offer that colour no edge monochromatic.
    fn proper_moves(&self, (a, b): (u8, u8)) -> Vec<(usize, u8)> {
        let mut moves = Vec::new();
        for v in 0..self.colour.len() {
            if self.colour[v] == 0 {
                for c in [a, b] {
                    if self.graph.adj[v].iter().all(|&w| self.colour[w] != c) {
                        moves.push((v, c));
                    }
                }
            }
        }
        moves
    }

    /// How many of Bob's answers to the offer `pair` leave a position Alice loses (by the rule).
    fn safe_answers(&self, pair: (u8, u8)) -> usize {
        let mut next = self.clone();
        next.offer = None;
        next.coloured += 1;
        self.proper_moves(pair)
            .into_iter()
            .filter(|&(v, c)| {
                next.colour[v] = c;
                let lost = next.alice_wins();
                next.colour[v] = 0;
                !lost
            })
            .count()
    }

    /// A winning move of Bob's at the pending offer, trying at most `budget`
    /// of his proper moves (all of them when `budget` is `usize::MAX`).
    fn bob_winning_move(&self, budget: usize, rng: &mut StdRng) -> Option<(usize, u8)> {
        let offer = self.offer.expect("Bob's turn");
        let k = PAIRS
            .iter()
            .position(|&(x, y)| (x, y) == offer || (y, x) == offer)
            .expect("an offer of two different colours");
        if self.mono || !self.extends()[k] {
            // The offered pair has no extension: after any move of Bob's
            // (with one of its colours) it still has none, and Alice offers it
            // every round. (Another failing pair may be mended by this move.)
            return None;
        }
        let mut moves = self.proper_moves(offer);
        moves.shuffle(rng);
        let mut next = self.clone();
        next.offer = None;
        for &(v, c) in moves.iter().take(budget) {
            next.colour[v] = c;
            next.coloured += 1;
            let lost = next.alice_wins();
            next.colour[v] = 0;
            next.coloured -= 1;
            if !lost {
                return Some((v, c));
            }
        }
        None
    }
}

/// A random connected simple graph of `n` vertices of kind `kind` (0..=9),
/// with at most `max_m` edges (at least n − 1), vertices relabelled at random.
pub fn random_graph(rng: &mut StdRng, kind: u32, n: usize, max_m: usize) -> Graph {
    let mut edges: HashSet<(usize, usize)> = HashSet::new();
    let add = |edges: &mut HashSet<(usize, usize)>, u: usize, v: usize| {
        if u != v {
            edges.insert((u.min(v), u.max(v)));
        }
    };
    let room = max_m.max(n - 1);
    match kind {
        // A path; a star; a cycle (odd or even).
        0 => (1..n).for_each(|v| add(&mut edges, v - 1, v)),
        1 => (1..n).for_each(|v| add(&mut edges, 0, v)),
        2 => {
            (1..n).for_each(|v| add(&mut edges, v - 1, v));
            if n >= 3 {
                add(&mut edges, 0, n - 1);
            }
        }
        // A complete graph (as far as room allows).
        3 => {
            (1..n).for_each(|v| add(&mut edges, v - 1, v));
            'all: for u in 0..n {
                for v in u + 1..n {
                    if edges.len() >= room {
                        break 'all;
                    }
                    add(&mut edges, u, v);
                }
            }
        }
        // A complete bipartite graph (as far as room allows).
        4 => {
            let a = rng.gen_range(1..n.max(2)).min(n);
            (1..n).for_each(|v| {
                let u = if v < a { a.min(n - 1) } else { 0 };
                add(&mut edges, u, v)
            });
            'all: for u in 0..a {
                for v in a..n {
                    if edges.len() >= room {
                        break 'all;
                    }
                    add(&mut edges, u, v);
                }
            }
        }
        // A random tree, plus random edges: any (5, 6), between the two sides only (7, 8), one odd edge (9).
        _ => {
            let mut depth = vec![0usize; n];
            for v in 1..n {
                let p = rng.gen_range(0..v);
                depth[v] = depth[p] + 1;
                add(&mut edges, p, v);
            }
            let extra = rng.gen_range(0..=(room - (n - 1)).min(3 * n));
            let bipartite = kind == 7 || kind == 8;
            let mut tries = 0;
            while edges.len() < n - 1 + extra && tries < 20 * extra + 20 {
                tries += 1;
                let (u, v) = (rng.gen_range(0..n), rng.gen_range(0..n));
                if !bipartite || (depth[u] + depth[v]) % 2 == 1 {
                    add(&mut edges, u, v);
                }
            }
            if kind == 9 && n >= 3 {
                // An edge between two vertices of the same depth parity, if any.
                for _ in 0..100 {
                    let (u, v) = (rng.gen_range(0..n), rng.gen_range(0..n));
                    if u != v && (depth[u] + depth[v]) % 2 == 0 && edges.len() < room {
                        add(&mut edges, u, v);
                        break;
                    }
                }
            }
        }
    }
    // Relabel, shuffle the edges and their ends.
    let mut label: Vec<usize> = (1..=n).collect();
    label.shuffle(rng);
    let mut list: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(u, v)| {
            if rng.gen_bool(0.5) {
                (label[u], label[v])
            } else {
                (label[v], label[u])
            }
        })
        .collect();
    list.sort_unstable();
    list.shuffle(rng);
    Graph::new(n, list)
}

/// A random connected simple graph of a random kind (see [`random_graph`]).
pub fn any_graph(rng: &mut StdRng, n: usize, max_m: usize) -> Graph {
    let kind = rng.gen_range(0..10);
    random_graph(rng, kind, n, max_m)
}

/// A cycle of `n` vertices 1-2-…-n-1, or a path when n < 3.
pub fn cycle(n: usize) -> Graph {
    let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v + 1)).collect();
    if n >= 3 {
        edges.push((n, 1));
    }
    Graph::new(n, edges)
}

impl Interactive for Kit {
    type Pos = Round;
    type Move = Move;
    const SIDES: Option<[&'static str; 2]> = Some(["Alice", "Bob"]);
    const WON: Option<&'static str> = None;
    const LOST: &'static str = "-1";

    fn session(g: &mut Gen) -> Vec<Round> {
        let rng = &mut g.rng;
        let (tests, big) = match rng.gen_range(0..40) {
            0 => (1000, 10),
            1 => (1, 3000),
            2..=9 => (rng.gen_range(1..=3), 300),
            _ => (rng.gen_range(1..=4), 12),
        };
        let (mut sum_n, mut sum_m) = (0, 0);
        let mut out = Vec::new();
        for _ in 0..tests {
            let n = rng
                .gen_range(1..=big)
                .min(10_000 - sum_n - (tests - 1 - out.len()));
            let room = (10_000 - sum_m - (tests - 1 - out.len())).min(n * (n - 1) / 2);
            if n == 0 || room + 1 < n {
                break;
            }
            let graph = any_graph(rng, n, room);
            sum_n += n;
            sum_m += graph.edges.len();
            out.push(Round::start(graph));
        }
        out
    }

    fn samples() -> Vec<Vec<Round>> {
        // A triangle (Alice) and a square (Bob), as we recall the statement's
        // sample (not confirmed); then a
        // single vertex with a path, and a 5-cycle.
        let path = Graph::new(4, vec![(1, 2), (3, 2), (3, 4)]);
        vec![
            vec![Round::start(cycle(3)), Round::start(cycle(4))],
            vec![Round::start(Graph::new(1, Vec::new())), Round::start(path)],
            vec![Round::start(cycle(5))],
        ]
    }

    fn bench(g: &mut Gen) -> Vec<Round> {
        // The limit: one bipartite graph of 10^4 vertices and 10^4 edges
        // (a random tree plus edges between its two sides), played as Bob.
        vec![Round::start(random_graph(&mut g.rng, 7, 10_000, 10_000))]
    }

    fn opening(tests: &[Round]) -> String {
        format!("{}\n", tests.len())
    }

    fn start(p: &Round) -> String {
        let mut s = format!("{} {}\n", p.graph.n(), p.graph.edges.len());
        for &(u, v) in &p.graph.edges {
            s.push_str(&format!("{u} {v}\n"));
        }
        s
    }

    fn over(p: &Round) -> Option<bool> {
        (p.offer.is_none() && p.coloured == p.colour.len()).then_some(p.mono)
    }

    /// The rule of the module's doc: at the start, whether the graph has an odd cycle.
    fn wins(p: &Round) -> bool {
        match p.offer {
            None => p.alice_wins(),
            Some(_) => p
                .bob_winning_move(usize::MAX, &mut StdRng::seed_from_u64(0))
                .is_some(),
        }
    }

    fn read_move(p: &Round, line: &str) -> Result<Move, String> {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let what = if p.offer.is_none() {
            "two colours `a b`"
        } else {
            "a vertex and a colour `i c`"
        };
        match parts.as_slice() {
            [x, y] => match (x.parse(), y.parse()) {
                (Ok(x), Ok(y)) => Ok(if p.offer.is_none() {
                    Move::Offer(x, y)
                } else {
                    Move::Paint(x, y)
                }),
                _ => Err(format!("expected {what}, non-negative integers")),
            },
            _ => Err(format!("expected {what}")),
        }
    }

    fn write_move(m: &Move) -> String {
        match *m {
            Move::Offer(a, b) | Move::Paint(a, b) => format!("{a} {b}"),
        }
    }

    fn play(p: &mut Round, m: &Move) -> Result<(), String> {
        match (*m, p.offer) {
            (Move::Offer(a, b), None) => {
                if !(1..=3).contains(&a) || !(1..=3).contains(&b) || a == b {
                    return Err(format!("`{a} {b}` is not two different colours of 1, 2, 3"));
                }
                p.offer = Some((a as u8, b as u8));
                Ok(())
            }
            (Move::Paint(i, c), Some((a, b))) => {
                let n = p.colour.len();
                if i < 1 || i > n as u64 {
                    return Err(format!("vertex {i} is not in 1..={n}"));
                }
                if c != u64::from(a) && c != u64::from(b) {
                    return Err(format!("colour {c} was not offered ({a} {b})"));
                }
                let (v, c) = (i as usize - 1, c as u8);
                if p.colour[v] != 0 {
                    return Err(format!("vertex {i} was coloured before ({})", p.colour[v]));
                }
                p.colour[v] = c;
                p.coloured += 1;
                p.mono |= p.graph.adj[v].iter().any(|&w| p.colour[w] == c);
                p.offer = None;
                Ok(())
            }
            (Move::Offer(..), Some(_)) => Err("it is Bob's turn, not Alice's".into()),
            (Move::Paint(..), None) => Err("it is Alice's turn, not Bob's".into()),
        }
    }

    fn reply(p: &Round, rng: &mut StdRng) -> Move {
        match p.offer {
            None => {
                // Alice: a pair with no extension wins (offered every round).
                // Else, on graphs of up to 30 vertices, the pair that leaves
                // Bob the fewest safe answers (a careless Bob slips more
                // easily); past them a random pair.
                let ext = p.extends();
                let failing: Vec<usize> = (0..3).filter(|&k| !ext[k]).collect();
                let k = if !p.mono && !failing.is_empty() {
                    failing[rng.gen_range(0..failing.len())]
                } else if !p.mono && p.colour.len() <= 30 {
                    let safe: Vec<usize> = PAIRS.iter().map(|&pair| p.safe_answers(pair)).collect();
                    let fewest = *safe.iter().min().expect("three pairs");
                    let tight: Vec<usize> = (0..3).filter(|&k| safe[k] == fewest).collect();
                    tight[rng.gen_range(0..tight.len())]
                } else {
                    rng.gen_range(0..3)
                };
                let (a, b) = PAIRS[k];
                if rng.gen_bool(0.5) {
                    Move::Offer(a.into(), b.into())
                } else {
                    Move::Offer(b.into(), a.into())
                }
            }
            Some(offer) => {
                // Bob: a winning move if one exists (every move is tried on
                // graphs of up to 60 vertices; past them as many as a work
                // budget of about 4·10^5 steps allows, which matters only after
                // a slip of Alice's); else a move that keeps every edge proper
                // if there is one, else any.
                let size = p.colour.len() + p.graph.edges.len();
                let budget = if p.colour.len() <= 60 {
                    usize::MAX
                } else {
                    (400_000 / size).max(8)
                };
                let (v, c) = p.bob_winning_move(budget, rng).unwrap_or_else(|| {
                    let mut proper = p.proper_moves(offer);
                    if proper.is_empty() {
                        let v = (0..p.colour.len())
                            .find(|&v| p.colour[v] == 0)
                            .expect("an uncoloured vertex");
                        return (v, offer.0);
                    }
                    proper.shuffle(rng);
                    if p.colour.len() > 60 {
                        return proper[0];
                    }
                    // Lost against best play: keep as many pairs extendable
                    // as possible, for a careless Alice to offer one.
                    let mut next = p.clone();
                    next.offer = None;
                    *proper
                        .iter()
                        .max_by_key(|&&(v, c)| {
                            next.colour[v] = c;
                            let open = next.extends().iter().filter(|&&e| e).count();
                            next.colour[v] = 0;
                            open
                        })
                        .expect("a proper move")
                });
                Move::Paint(v as u64 + 1, c.into())
            }
        }
    }

    fn show(p: &Round) -> String {
        let colours: String = p.colour.iter().map(|&c| (b'0' + c) as char).collect();
        let edges: Vec<String> = p
            .graph
            .edges
            .iter()
            .take(40)
            .map(|&(u, v)| format!("{u}-{v}"))
            .collect();
        format!(
            "n = {}, edges {}{}; colours {colours}; offer {:?}",
            p.colour.len(),
            edges.join(" "),
            if p.graph.edges.len() > 40 { " …" } else { "" },
            p.offer
        )
    }
}

problem_kit::kit!(Kit, interactive);
