//! The placeholder games of `cargo xtask new --kind loopy`: a token on a graph with cycles, valued by the total of its moves' weights, or INFINITY when play never ends.
//!
//! One entry a shape that can hold such a game (`--reads graph`, arcs, and
//! `--reads undirected-graph`, edges both ways). The main program solves it
//! with games-core's retrograde analysis (`minimax_total`); the kit states
//! the rules as `ScoreRules` and answers with `loopy_value` (every reachable
//! position, then a fixed point: no cut-off), and shows the value and best
//! line for `cargo xtask play` with `problem_kit::line::score_line`.

use super::{Limit, Reads, Shape};

/// What `main.rs` names.
const USES: &str = "use games_core::io::{run, Result, Scanner};
use games_core::minimax_total::{minimax_totals, Total, WeightedGraph};
use games_core::retrograde::turn;";

/// The rule: retrograde analysis of the per-player graph.
const RULE: &str = "/// The first player (player 0 of games-core's per-player graph) minimises.
const FIRST: usize = 0;

/// The total with best play from the token on `s` (0-based), the first player
/// to move, on `n` vertices with the moves `arcs` `(u, v, w)` (0-based):
/// play ends on vertex n − 1 or where no move leaves; the first player wants
/// it to end with the smallest total, the second never to end, else the
/// largest. Retrograde analysis in Dijkstra's order
/// (`games_core::minimax_total`): O((n + m) log(n + m)), no recursion.
fn value(n: usize, arcs: &[(usize, usize, i64)], s: usize) -> Total {
    // No move leaves the goal, vertex n − 1.
    let moves: Vec<(usize, usize, i64)> = arcs.iter().copied().filter(|a| a.0 + 1 != n).collect();
    let game = WeightedGraph::per_player(n, [&moves, &moves])
        .expect(\"vertices below n ≤ MAX_N and weights ≥ 0 make a graph\");
    minimax_totals(&game, |p| p % 2 == FIRST)[turn(s, FIRST)].value
}";

/// The limits: vertices, moves, and the widened weight.
const LIMITS: &[Limit] = &[
    Limit(
        super::shapes::JUDGE,
        "Largest number of vertices.",
        "MAX_N: usize = 200_000",
    ),
    Limit(
        super::shapes::JUDGE,
        "Largest number of edges.",
        "MAX_M: usize = 200_000",
    ),
    Limit(
        super::shapes::WIDENED,
        "Largest weight (totals stay exact in i128).",
        "MAX_W: i64 = 1_000_000_000_000_000_000",
    ),
];

/// The kit's rules (as `ScoreRules`), its reading of a game, and its random graphs.
macro_rules! kit_moves {
    ($both_ways:expr) => {
        concat!(
            "struct Token {
    next: Vec<Vec<(usize, i64)>>,
}

/// The second player is Max: an endless play is the best for him
/// (`ScoreRules::ENDLESS` is Max by default), then the largest total; the
/// first player is Min and wants the game to end, then the smallest total.
impl ScoreRules for Token {
    /// (vertex, whether the first player moves).
    type Pos = (usize, bool);

    fn turn(&self, &(_, first): &Self::Pos) -> Turn {
        if first {
            Turn::Min
        } else {
            Turn::Max
        }
    }

    fn moves(&self, &(v, first): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        if v + 1 == self.next.len() {
            return Vec::new();
        }
        self.next[v]
            .iter()
            .map(|&(w, gain)| Edge::gain(i128::from(gain), (w, !first)))
            .collect()
    }
}

/// The input's game and its start: the token on s, the first player to move.
fn read_game(input: &str) -> (Token, (usize, bool)) {
    let mut tokens = Tokens::new(input);
    let (n, m, s): (usize, usize, usize) = (tokens.parse(), tokens.parse(), tokens.parse());
    let mut next = vec![Vec::new(); n + 1];
    for _ in 0..m {
        let (u, v, w): (usize, usize, i64) = (tokens.parse(), tokens.parse(), tokens.parse());
        next[u].push((v, w));",
            $both_ways,
            "
    }
    (Token { next }, (s, true))
}

/// Weights for random graphs: zeros (cycles that cost nothing), small ones
/// that tie, and the widest.
const WEIGHTS: [u64; 6] = [0, 0, 1, 2, 5, 1_000_000_000_000_000_000];

/// `n m s`, then `m` random edges `u v w` (loops and repeats allowed), each
/// weight from `weight`.
fn random_graph(
    g: &mut Gen,
    n: u64,
    m: u64,
    weight: impl Fn(&mut Gen) -> u64,
) -> io::Result<()> {
    let s = g.rng.gen_range(1..=n);
    g.row(&[n, m, s])?;
    for _ in 0..m {
        let (u, v) = (g.rng.gen_range(1..=n), g.rng.gen_range(1..=n));
        let w = weight(g);
        g.row(&[u, v, w])?;
    }
    Ok(())
}"
        )
    };
}

/// The kit's bench: the judge's largest graph, weights up to 10^9.
const BENCH: &str = "let n = size.pick(200_000, 20_000);
random_graph(g, n, n, |g| g.rng.gen_range(0..=1_000_000_000))?;
Ok(format!(\"a random graph of n = m = {n}, weights up to 10^9\"))";

/// The kit's small random graphs (a position is a vertex and a side: at most 14).
const RANDOM: &str = "let n = g.rng.gen_range(1..=7);
let m = g.rng.gen_range(0..=2 * n);
random_graph(g, n, m, |g| WEIGHTS[g.rng.gen_range(0..WEIGHTS.len())])?;";

/// One graph's start and weighted moves read (`n` and `m` before), 0-based.
macro_rules! read_moves {
    ($both_ways:expr) => {
        concat!(
            "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
let m: usize = sc.next_in(\"m\", 0..=MAX_M)?;
let s: usize = sc.next_in(\"s\", 1..=n)?;
let mut arcs: Vec<(usize, usize, i64)> = Vec::with_capacity(2 * m);
for _ in 0..m {
    let u: usize = sc.next_in(\"u\", 1..=n)?;
    let v: usize = sc.next_in(\"v\", 1..=n)?;
    let w: i64 = sc.next_in(\"w\", 0..=MAX_W)?;
    arcs.push((u - 1, v - 1, w));",
            $both_ways,
            "
}"
        )
    };
}

/// A token on a directed graph with cycles.
const GRAPH: Shape = Shape {
    tests: None,
    limits: LIMITS,
    rule: RULE,
    rules: false,
    game: "a token on a directed graph whose arcs `u v w` carry weights: the\n//! players alternately move it along an arc, adding its weight to the total;\n//! play ends on vertex n or where no arc leaves. The first player wants it to\n//! end with the smallest total, the second never to end, else the largest; the\n//! answer is the total, or `INFINITY` (input `n m s`, then `m` arcs `u v w`)",
    input: "`n m s`, then `m` arcs `u v w` (from `u` to `v`, weight `w`; 1-based; `s` is the start)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |\n| m | TODO(xtask new) | 0 ≤ m ≤ 2·10^5 |\n| w | TODO(xtask new) | 0 ≤ w ≤ 10^18 |",
    uses: USES,
    read: read_moves!(""),
    arg: "n, &arcs, s - 1",
    samples: [
        (
            "sample-1",
            "4 5 1\n1 2 3\n2 1 0\n2 3 1\n3 4 2\n1 3 7\n",
            "9\n",
        ),
        ("sample-2", "3 3 1\r\n1 2 1\r\n2 1 1\r\n2 3 5\r\n", "INFINITY\n"),
    ],
    main: "run(solve);",
    widest: "// A path 1 → 2 → … → n, every weight the largest: forced, (n − 1)·MAX_W in all.
let path: String = (1..MAX_N)
    .map(|v| format!(\"{v} {} {MAX_W}\\n\", v + 1))
    .collect();
let input = format!(\"{MAX_N} {} 1\\n{path}\", MAX_N - 1);
let total = (MAX_N as i128 - 1) * i128::from(MAX_W);
assert_eq!(answer(&input, solve), format!(\"{total}\\n\"));
assert!(try_answer(&format!(\"{} 0 1\\n\", MAX_N + 1), solve).is_err());
assert!(try_answer(&format!(\"2 1 1\\n1 2 {}\\n\", MAX_W as i128 + 1), solve).is_err());
assert!(try_answer(\"2 1 1\\n1 2 -1\\n\", solve).is_err());",
    moves: kit_moves!(""),
    bench: BENCH,
    random: RANDOM,
    reference: "",
    pos: "(usize, bool)",
};

/// A token on an undirected graph: every edge a move both ways.
const UNDIRECTED_GRAPH: Shape = Shape {
    tests: None,
    limits: LIMITS,
    rule: RULE,
    rules: false,
    game: "a token on an undirected graph whose edges `u v w` carry weights:\n//! the players alternately move it along an edge, adding its weight to the\n//! total; play ends on vertex n or where no edge leaves. The first player wants\n//! it to end with the smallest total, the second never to end, else the largest;\n//! the answer is the total, or `INFINITY` (input `n m s`, then `m` edges `u v w`;\n//! the second player can always step back, so play ends only where the first\n//! reaches n at once: a placeholder for the reading, not a game worth keeping)",
    input: "`n m s`, then `m` edges `u v w` of an undirected graph (weight `w`; 1-based; `s` is the start)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |\n| m | TODO(xtask new) | 0 ≤ m ≤ 2·10^5 |\n| w | TODO(xtask new) | 0 ≤ w ≤ 10^18 |",
    uses: USES,
    read: read_moves!("\n    arcs.push((v - 1, u - 1, w));"),
    arg: "n, &arcs, s - 1",
    samples: [
        (
            "sample-1",
            "4 4 1\n1 2 3\n2 4 1\n1 4 9\n3 4 2\n",
            "9\n",
        ),
        ("sample-2", "3 1 1\r\n1 2 5\r\n", "INFINITY\n"),
    ],
    main: "run(solve);",
    widest: "// Every vertex has an edge of the largest weight to the goal n: the first
// player ends play at once.
let star: String = (1..MAX_N).map(|v| format!(\"{v} {MAX_N} {MAX_W}\\n\")).collect();
let input = format!(\"{MAX_N} {} 1\\n{star}\", MAX_N - 1);
assert_eq!(answer(&input, solve), format!(\"{MAX_W}\\n\"));
// A path 1 - 2 - 3: the second player steps back to 1 for ever.
assert_eq!(answer(\"3 2 1\\n1 2 1\\n2 3 1\\n\", solve), \"INFINITY\\n\");
assert!(try_answer(&format!(\"{} 0 1\\n\", MAX_N + 1), solve).is_err());
assert!(try_answer(&format!(\"2 1 1\\n1 2 {}\\n\", MAX_W as i128 + 1), solve).is_err());
assert!(try_answer(\"2 1 1\\n1 2 -1\\n\", solve).is_err());",
    moves: kit_moves!("\n        next[v].push((u, w));"),
    bench: BENCH,
    random: RANDOM,
    reference: "",
    pos: "(usize, bool)",
};

/// The loopy placeholder of the input shape `reads`, where it can hold one.
pub fn shape(reads: Reads) -> Option<Shape> {
    match reads {
        Reads::Graph => Some(GRAPH),
        Reads::UndirectedGraph => Some(UNDIRECTED_GRAPH),
        _ => None,
    }
}
