//! The placeholder game of each input shape `cargo xtask new --reads` scaffolds: a table entry each, for every kind.
//!
//! Each one compiles, passes its tests and bundles as it is, as a win/lose
//! game or a score game (`--kind`); a new problem replaces its rule in
//! `solve`, its moves and inputs in the kit, and its samples, and keeps the
//! reading, the generator's layout and the tests. What shapes share is
//! written once in `new.rs` (the loop over `t` tests, the limits' comments,
//! the kind's answer line and its search from `start` with `moves`); an
//! entry holds only its own parts, each written as at the left margin
//! (`new.rs` indents them, and rustfmt lays the files out).

use super::{Limit, Reads, Shape, Tests};

/// The limit as the judge states it.
const JUDGE: &str = "the judge's limit";
/// A limit widened to what the binary must be exact over.
const WIDENED: &str = "ours; 10^18 where the judge allows 10^9";

/// The stick game's rule, shared by the two heap shapes.
const HEAP_RULE: &str = "/// Whether the player to move wins from a heap of `n`.
fn first_wins(n: u64) -> bool {
    n % 2 == 1
}";

/// The stick game's moves, shared by the two heap shapes.
const HEAP_MOVES: &str = "impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(Some));

    fn moves(&self, &n: &u64) -> Vec<u64> {
        if n >= 1 {
            vec![n - 1]
        } else {
            Vec::new()
        }
    }
}";

const HEAPS: Shape = Shape {
    tests: Some(Tests {
        max: "200_000",
        bench: "200_000, 20_000",
        what: "heaps up to 10^18",
        setup: "",
    }),
    limits: &[Limit(WIDENED, "Largest heap.", "MAX_N: u64 = 1_000_000_000_000_000_000")],
    rule: HEAP_RULE,
    rules: true,
    game: "the game \"take exactly one stick, who cannot move loses\"\n//! (the first player wins iff n is odd) on the input `t`, then `t` heap sizes\n//! `n`",
    input: "`t`, then `t` heap sizes `n`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 2·10^5 |\n| n | TODO(xtask new) | 1 ≤ n ≤ 10^18 |",
    uses: "use games_core::io::{run, Result, Scanner};",
    read: "let n: u64 = sc.next_in(\"n\", 1..=MAX_N)?;",
    arg: "n",
    samples: [
        ("sample-1", "3\n1\n2\n3\n", "first\nsecond\nfirst\n"),
        ("sample-2", "2\r\n30\r\n29\r\n", "second\nfirst\n"),
    ],
    main: "run(solve);",
    widest: "assert_eq!(
    answer(\"2\\n1000000000000000000\\n999999999999999999\\n\", solve),
    \"second\\nfirst\\n\"
);
assert!(try_answer(\"1\\n1000000000000000001\\n\", solve).is_err());",
    moves: HEAP_MOVES,
    bench: "g.line_of(1, 1, 1_000_000_000_000_000_000)?;",
    random: "g.line_of(1, 1, 30)?;",
    reference: "let start: u64 = tokens.parse();",
    pos: "u64",
};

/// The coins game's rule, shared by the two string shapes.
const COINS_RULE: &str = "/// Whether the player to move wins on `row`.
fn first_wins(row: &[u8]) -> bool {
    row.iter().filter(|&&c| c == b'H').count() % 2 == 1
}";

/// The coins game's moves, shared by the two string shapes.
const COINS_MOVES: &str = "/// A row is a `Vec<u8>` state taken as `&[u8]` (`brute` accepts that).
fn moves(row: &[u8]) -> Vec<Vec<u8>> {
    (0..row.len())
        .filter(|&i| row[i] == b'H')
        .map(|i| {
            let mut next = row.to_vec();
            next[i] = b'T';
            next
        })
        .collect()
}";

/// How the string shapes read their words.
const WORDS_IO: &str = "use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};";

/// The coins' number of tests: the judge's, in `solve`, and the bench's.
const COINS_TESTS: Option<Tests> = Some(Tests {
    max: "10",
    bench: "10, 2",
    what: "rows of 10^5 coins",
    setup: "",
});

const STRINGS: Shape = Shape {
    tests: COINS_TESTS,
    limits: &[Limit(JUDGE, "Longest row.", "MAX_LEN: usize = 100_000")],
    rule: COINS_RULE,
    rules: false,
    game: "the game \"turn one `H` of a row of coins to `T`, who cannot move\n//! loses\" (the first player wins iff the row has an odd number of `H`) on the\n//! input `t`, then `t` rows of `H` and `T`",
    input: "`t`, then `t` rows of `H` and `T`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10 |\n| row length | TODO(xtask new) | 1 to 10^5 |",
    uses: WORDS_IO,
    read: "let row = sc.next_word_of(\"row\", 1..=MAX_LEN, Alphabet::of(b\"HT\"))?;",
    arg: "&row",
    samples: [
        ("sample-1", "3\nH\nHTH\nTHHHT\n", "first\nsecond\nfirst\n"),
        ("sample-2", "2\r\nT\r\nTHHHHHHHHT\r\n", "second\nsecond\n"),
    ],
    main: "// The terminal hint says the input holds strings (`run` says integers).
run_reading(Reads::IntegersAndStrings, solve);",
    widest: "let longest = \"H\".repeat(MAX_LEN);
assert_eq!(answer(&format!(\"1\\n{longest}\\n\"), solve), \"second\\n\");
assert!(try_answer(&format!(\"1\\n{longest}T\\n\"), solve).is_err());
assert!(try_answer(\"1\\nHXT\\n\", solve).is_err());",
    moves: COINS_MOVES,
    bench: "g.random_word(100_000, b\"HT\", b'\\n')?;",
    random: "let len = g.rng.gen_range(1..=10);
g.random_word(len, b\"HT\", b'\\n')?;",
    reference: "let start = tokens.word().as_bytes().to_vec();",
    pos: "Vec<u8>",
};

const COUNTED_STRINGS: Shape = Shape {
    tests: COINS_TESTS,
    limits: &[Limit(JUDGE, "Longest row.", "MAX_N: usize = 100_000")],
    rule: COINS_RULE,
    rules: false,
    game: "the game \"turn one `H` of a row of coins to `T`, who cannot move\n//! loses\" (the first player wins iff the row has an odd number of `H`) on the\n//! input `t`, then per test a length `n` and a row of `n` coins `H`/`T`",
    input: "`t`, then per test a length `n` and a row of `n` coins `H`/`T`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10 |\n| n | TODO(xtask new) | 1 ≤ n ≤ 10^5 |",
    uses: WORDS_IO,
    read: "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
let row = sc.next_word_of(\"row\", n..=n, Alphabet::of(b\"HT\"))?;",
    arg: "&row",
    samples: [
        (
            "sample-1",
            "3\n1\nH\n3\nHTH\n5\nTHHHT\n",
            "first\nsecond\nfirst\n",
        ),
        ("sample-2", "2\r\n1\r\nT\r\n10\r\nTHHHHHHHHT\r\n", "second\nsecond\n"),
    ],
    main: "// The terminal hint says the input holds integers and strings (`run` says integers).
run_reading(Reads::IntegersAndStrings, solve);",
    widest: "let longest = \"H\".repeat(MAX_N);
assert_eq!(
    answer(&format!(\"1\\n{MAX_N}\\n{longest}\\n\"), solve),
    \"second\\n\"
);
assert!(try_answer(&format!(\"1\\n{MAX_N}\\n{longest}T\\n\"), solve).is_err());
assert!(try_answer(\"1\\n3\\nHT\\n\", solve).is_err());
assert!(try_answer(\"1\\n3\\nHXT\\n\", solve).is_err());",
    moves: COINS_MOVES,
    bench: "g.row(&[100_000])?;
g.random_word(100_000, b\"HT\", b'\\n')?;",
    random: "let n = g.rng.gen_range(1..=10);
g.row(&[n as u64])?;
g.random_word(n, b\"HT\", b'\\n')?;",
    reference: "let _n: usize = tokens.parse();
let start = tokens.word().as_bytes().to_vec();",
    pos: "Vec<u8>",
};

const PAIRS: Shape = Shape {
    tests: Some(Tests {
        max: "100_000",
        bench: "100_000, 10_000",
        what: "pairs of heaps up to 10^18",
        setup: "",
    }),
    limits: &[Limit(WIDENED, "Largest heap.", "MAX_A: u64 = 1_000_000_000_000_000_000")],
    rule: "/// Whether the player to move wins from heaps `a` and `b`.
fn first_wins(a: u64, b: u64) -> bool {
    (a % 2 + b % 2) % 2 == 1
}",
    rules: true,
    game: "the game \"two heaps, a move takes one stone from either, who cannot\n//! move loses\" (the first player wins iff a + b is odd) on the input `t`, then\n//! `t` pairs `a b`",
    input: "`t`, then `t` pairs of heap sizes `a b`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10^5 |\n| a, b | TODO(xtask new) | 0 ≤ a, b ≤ 10^18 |",
    uses: "use games_core::io::{run, Result, Scanner};",
    read: "let a: u64 = sc.next_in(\"a\", 0..=MAX_A)?;
let b: u64 = sc.next_in(\"b\", 0..=MAX_A)?;",
    arg: "a, b",
    samples: [
        ("sample-1", "3\n1 0\n1 1\n2 3\n", "first\nsecond\nfirst\n"),
        ("sample-2", "2\r\n0 0\r\n4 7\r\n", "second\nfirst\n"),
    ],
    main: "run(solve);",
    widest: "assert_eq!(
    answer(
        \"2\\n1000000000000000000 999999999999999999\\n1000000000000000000 0\\n\",
        solve
    ),
    \"first\\nsecond\\n\"
);
assert!(try_answer(\"1\\n1000000000000000001 0\\n\", solve).is_err());",
    moves: "impl Rules for Kit {
    type Pos = (u64, u64);
    const LAYOUT: Option<Layout<(u64, u64)>> = Some(Layout::Grid(|a, b| Some((a, b))));

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut next = Vec::new();
        if a > 0 {
            next.push((a - 1, b));
        }
        if b > 0 {
            next.push((a, b - 1));
        }
        next
    }
}",
    bench: "g.line_of(2, 0, 1_000_000_000_000_000_000)?;",
    random: "g.line_of(2, 0, 8)?;",
    reference: "let start: (u64, u64) = (tokens.parse(), tokens.parse());",
    pos: "(u64, u64)",
};

const GRID: Shape = Shape {
    tests: None,
    limits: &[Limit(JUDGE, "Largest side.", "MAX_SIDE: usize = 1000")],
    rule: "/// Whether the player to move wins on `grid`.
fn first_wins(grid: &[Vec<u8>]) -> bool {
    grid.iter().flatten().filter(|&&c| c == b'#').count() % 2 == 1
}",
    rules: false,
    game: "the game \"remove one `#` from a grid, who cannot move loses\" (the\n//! first player wins iff the grid has an odd number of `#`) on the input `n m`,\n//! then `n` rows of `m` cells `.` or `#`",
    input: "`n m`, then `n` rows of `m` cells `.` or `#`",
    table: "| n, m | TODO(xtask new) | 1 ≤ n, m ≤ 1000 |",
    uses: WORDS_IO,
    read: "let n: usize = sc.next_in(\"n\", 1..=MAX_SIDE)?;
let m: usize = sc.next_in(\"m\", 1..=MAX_SIDE)?;
let mut grid = Vec::with_capacity(n);
for _ in 0..n {
    grid.push(sc.next_word_of(\"row\", m..=m, Alphabet::of(b\".#\"))?);
}",
    arg: "&grid",
    samples: [
        ("sample-1", "2 3\n#.#\n.#.\n", "first\n"),
        ("sample-2", "3 2\r\n##\r\n..\r\n##\r\n", "second\n"),
    ],
    main: "// The terminal hint says the input holds strings (`run` says integers).
run_reading(Reads::IntegersAndStrings, solve);",
    widest: "let row = \"#\".repeat(MAX_SIDE);
let full = format!(\"{MAX_SIDE} {MAX_SIDE}\\n\") + &format!(\"{row}\\n\").repeat(MAX_SIDE);
assert_eq!(answer(&full, solve), \"second\\n\");
assert!(try_answer(&format!(\"1 {}\\n{row}#\\n\", MAX_SIDE + 1), solve).is_err());
assert!(try_answer(\"1 2\\n#x\\n\", solve).is_err());",
    moves: "/// A grid is its rows, a `Vec<Vec<u8>>` state taken as `&[Vec<u8>]`.
fn moves(grid: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let mut next = Vec::new();
    for (r, row) in grid.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            if cell == b'#' {
                let mut after = grid.to_vec();
                after[r][c] = b'.';
                next.push(after);
            }
        }
    }
    next
}",
    bench: "let side = size.pick(1000, 300);
g.row(&[side, side])?;
for _ in 0..side {
    g.random_word(side as usize, b\".#\", b'\\n')?;
}
Ok(format!(\"one {side}×{side} grid\"))",
    random: "let n = g.rng.gen_range(1..=3);
let m = g.rng.gen_range(1..=4);
g.row(&[n, m])?;
for _ in 0..n {
    g.random_word(m as usize, b\".#\", b'\\n')?;
}",
    reference: "let (n, _m): (usize, usize) = (tokens.parse(), tokens.parse());
let start: Vec<Vec<u8>> = (0..n).map(|_| tokens.word().as_bytes().to_vec()).collect();",
    pos: "Vec<Vec<u8>>",
};

const GRAPH: Shape = Shape {
    tests: None,
    limits: &[
        Limit(JUDGE, "Largest number of vertices.", "MAX_N: usize = 200_000"),
        Limit(JUDGE, "Largest number of edges.", "MAX_M: usize = 200_000"),
    ],
    rule: "/// Whether the player to move wins with the token on vertex 1, where `next[v]`
/// lists the ends of the edges from `v`, all larger than `v`.
fn first_wins(next: &[Vec<usize>]) -> bool {
    // Larger vertices first: every edge's end is decided before its start.
    let mut wins = vec![false; next.len()];
    for v in (1..next.len()).rev() {
        wins[v] = next[v].iter().any(|&w| !wins[w]);
    }
    wins[1]
}",
    rules: false,
    game: "the game \"slide the token along an edge of a DAG, who cannot move\n//! loses\" (the token starts on vertex 1) on the input `n m`, then `m` edges\n//! `u v` with `u < v`",
    input: "`n m`, then `m` edges `u v` (from `u` to `v`, `u < v`)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |\n| m | TODO(xtask new) | 0 ≤ m ≤ 2·10^5 |",
    uses: "use games_core::io::{run, Result, Scanner};",
    read: "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
let m: usize = sc.next_in(\"m\", 0..=MAX_M)?;
let mut next = vec![Vec::new(); n + 1];
for _ in 0..m {
    let u: usize = sc.next_in(\"u\", 1..=n)?;
    let v: usize = sc.next_in(\"v\", 1..=n)?;
    if u >= v {
        return Err(sc.error(format!(
            \"edge {u} {v} must go from a smaller vertex to a larger one\"
        )));
    }
    next[u].push(v);
}",
    arg: "&next",
    samples: [
        ("sample-1", "4 4\n1 2\n2 3\n1 3\n3 4\n", "first\n"),
        ("sample-2", "3 2\r\n1 2\r\n2 3\r\n", "second\n"),
    ],
    main: "run(solve);",
    widest: "// A path through every vertex: n - 1 moves, an odd number.
let path: String = (1..MAX_N).map(|v| format!(\"{v} {}\\n\", v + 1)).collect();
let input = format!(\"{MAX_N} {}\\n{path}\", MAX_N - 1);
assert_eq!(answer(&input, solve), \"first\\n\");
assert!(try_answer(&format!(\"{} 0\\n\", MAX_N + 1), solve).is_err());
assert!(try_answer(\"2 1\\n2 1\\n\", solve).is_err());",
    moves: "/// Here the moves come from the input: its edges as lists of successors (index 0 unused).
fn successors(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut next = vec![Vec::new(); n + 1];
    for &(u, v) in edges {
        next[u].push(v);
    }
    next
}",
    bench: "let n = size.pick(200_000, 20_000);
g.row(&[n, n])?;
for _ in 0..n {
    let u = g.rng.gen_range(1..n);
    let v = g.rng.gen_range(u + 1..=n);
    g.row(&[u, v])?;
}
Ok(format!(\"n = m = {n}: a random DAG\"))",
    random: "let n = g.rng.gen_range(2..=7);
let m = g.rng.gen_range(0..=10);
g.row(&[n, m])?;
for _ in 0..m {
    let u = g.rng.gen_range(1..n);
    let v = g.rng.gen_range(u + 1..=n);
    g.row(&[u, v])?;
}",
    reference: "let (n, m): (usize, usize) = (tokens.parse(), tokens.parse());
let edges: Vec<(usize, usize)> = (0..m).map(|_| (tokens.parse(), tokens.parse())).collect();
let next = successors(n, &edges);
// The rules alone: a move slides the token along one edge.
let moves = |&v: &usize| next[v].clone();
let start = 1usize;",
    pos: "usize",
};

/// Geography's rule, shared by the two undirected graph shapes.
const GEOGRAPHY_RULE: &str =
    "/// Whether the player to move wins with the token on `start` (0-based) of
/// `graph`, every vertex but `start` unvisited: exactly when every maximum
/// matching covers `start` (`games_core::geography`, where it is proved).
fn first_wins(graph: &Graph, start: usize) -> bool {
    !mover_loses(graph)[start]
}";

/// What geography's `main.rs` names.
const GEOGRAPHY_USES: &str = "use games_core::geography::mover_loses;
use games_core::io::{run, Result, Scanner};
use games_core::matching::Graph;";

/// Geography's moves and one test's random graph, shared by the two undirected graph shapes.
const GEOGRAPHY_MOVES: &str =
    "/// A position is the token's vertex and the set of visited vertices (bit v: vertex v,
/// 0-based); the moves come from the input's edges as lists of neighbours.
fn moves(next: &[Vec<usize>], &(at, seen): &(usize, u32)) -> Vec<(usize, u32)> {
    next[at]
        .iter()
        .filter(|&&w| seen & (1 << w) == 0)
        .map(|&w| (w, seen | 1 << w))
        .collect()
}

/// One test: `n m`, then the start vertex and `m` random edges `u v`, loops and repeats allowed
/// (the graph is not always connected).
fn random_graph(g: &mut Gen, n: u64, m: u64) -> io::Result<()> {
    let s = g.rng.gen_range(1..=n);
    g.row(&[n, m, s])?;
    for _ in 0..m {
        let (u, v) = (g.rng.gen_range(1..=n), g.rng.gen_range(1..=n));
        g.row(&[u, v])?;
    }
    Ok(())
}";

/// Small random graphs, the brute force's size (a position holds the visited set in 32 bits).
const GEOGRAPHY_RANDOM: &str = "let n = g.rng.gen_range(1..=7);
let m = g.rng.gen_range(0..=10);
random_graph(g, n, m)?;";

/// One test's reference: its graph from the input, then the start and the moves.
const GEOGRAPHY_REFERENCE: &str =
    "let (n, m, s): (usize, usize, usize) = (tokens.parse(), tokens.parse(), tokens.parse());
let mut next = vec![Vec::new(); n];
for _ in 0..m {
    let (u, v): (usize, usize) = (tokens.parse(), tokens.parse());
    next[u - 1].push(v - 1);
    next[v - 1].push(u - 1);
}
// The rules alone, each test its own graph (so its own memo).
let start = (s - 1, 1u32 << (s - 1));
let moves = |p: &(usize, u32)| moves(&next, p);";

/// One graph's start and edges read (`n` and `m` read before) into
/// games-core's `Graph`: a macro, so that `concat!` joins it to each shape's reading.
macro_rules! geography_edges {
    () => {
        "let s: usize = sc.next_in(\"s\", 1..=n)?;
let mut edges: Vec<(u32, u32)> = Vec::with_capacity(m);
for _ in 0..m {
    let u: u32 = sc.next_in(\"u\", 1..=n as u32)?;
    let v: u32 = sc.next_in(\"v\", 1..=n as u32)?;
    edges.push((u - 1, v - 1));
}
let graph = Graph::from_edges(n, &edges).expect(\"every end was read in 1..=n\");"
    };
}

/// `t` undirected graphs, each with a start vertex: undirected vertex geography.
const GRAPH_CASES: Shape = Shape {
    tests: Some(Tests {
        max: "10_000",
        bench: "10, 2",
        what: "random graphs of n = m = 2·10^4",
        setup: "let (mut sum_n, mut sum_m) = (MAX_SUM_N, MAX_SUM_M);",
    }),
    limits: &[
        Limit(JUDGE, "Largest total of n over the tests.", "MAX_SUM_N: usize = 200_000"),
        Limit(JUDGE, "Largest total of m over the tests.", "MAX_SUM_M: usize = 200_000"),
    ],
    rule: GEOGRAPHY_RULE,
    rules: false,
    game: "undirected vertex geography (\"move the token along an edge to a\n//! vertex not visited yet, who cannot move loses\"; the first player wins iff\n//! every maximum matching covers the start vertex) on the input `t`, then per\n//! test `n m s` and `m` edges `u v` (1-based, the graph not always connected)",
    input: "`t`, then per test `n m s` and `m` edges `u v` (1-based; `s` is the start vertex)",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10^4 |\n| n, m | TODO(xtask new) | 1 ≤ n, 0 ≤ m, each summing to at most 2·10^5 over the tests |",
    uses: GEOGRAPHY_USES,
    read: concat!(
        "// The totals left for this test and the ones after it.\nlet n: usize = sc.next_in(\"n\", 1..=sum_n)?;\nlet m: usize = sc.next_in(\"m\", 0..=sum_m)?;\n(sum_n, sum_m) = (sum_n - n, sum_m - m);\n",
        geography_edges!()
    ),
    arg: "&graph, s - 1",
    samples: [
        (
            "sample-1",
            "2\n3 2 1\n1 2\n2 3\n3 2 2\n1 2\n2 3\n",
            "second\nfirst\n",
        ),
        ("sample-2", "2\r\n1 0 1\r\n4 3 4\r\n1 2\r\n2 3\r\n3 1\r\n", "second\nsecond\n"),
    ],
    main: "run(solve);",
    widest: "// One test takes every vertex: a path 1 - 2 - … - n with n even, from an end.
let n = MAX_SUM_N;
let path: String = (1..n).map(|v| format!(\"{v} {}\\n\", v + 1)).collect();
let input = format!(\"1\\n{n} {} 1\\n{path}\", n - 1);
assert_eq!(answer(&input, solve), \"first\\n\");
// The totals are over all the tests.
let two = format!(\"2\\n{n} 0 1\\n1 0 1\\n\");
assert!(try_answer(&two, solve).is_err());
assert!(try_answer(\"1\\n2 1 3\\n1 2\\n\", solve).is_err());
assert!(try_answer(\"1\\n2 1 1\\n1 3\\n\", solve).is_err());",
    moves: GEOGRAPHY_MOVES,
    bench: "random_graph(g, 20_000, 20_000)?;",
    random: GEOGRAPHY_RANDOM,
    reference: GEOGRAPHY_REFERENCE,
    pos: "(usize, u32)",
};

/// One undirected graph with a start vertex: undirected vertex geography.
const UNDIRECTED_GRAPH: Shape = Shape {
    tests: None,
    limits: &[
        Limit(JUDGE, "Largest number of vertices.", "MAX_N: usize = 200_000"),
        Limit(JUDGE, "Largest number of edges.", "MAX_M: usize = 200_000"),
    ],
    rule: GEOGRAPHY_RULE,
    rules: false,
    game: "undirected vertex geography (\"move the token along an edge to a\n//! vertex not visited yet, who cannot move loses\"; the first player wins iff\n//! every maximum matching covers the start vertex) on the input `n m s` and\n//! `m` edges `u v` (1-based, the graph not always connected)",
    input: "`n m s` and `m` edges `u v` of an undirected graph (1-based; `s` is the start vertex)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |\n| m | TODO(xtask new) | 0 ≤ m ≤ 2·10^5 |",
    uses: GEOGRAPHY_USES,
    read: concat!(
        "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;\nlet m: usize = sc.next_in(\"m\", 0..=MAX_M)?;\n",
        geography_edges!()
    ),
    arg: "&graph, s - 1",
    samples: [
        ("sample-1", "3 2 2\n1 2\n2 3\n", "first\n"),
        ("sample-2", "4 3 4\r\n1 2\r\n2 3\r\n3 1\r\n", "second\n"),
    ],
    main: "run(solve);",
    widest: "// A path 1 - 2 - … - n with n even, from an end: every maximum matching is perfect.
let path: String = (1..MAX_N).map(|v| format!(\"{v} {}\\n\", v + 1)).collect();
let input = format!(\"{MAX_N} {} 1\\n{path}\", MAX_N - 1);
assert_eq!(answer(&input, solve), \"first\\n\");
assert!(try_answer(&format!(\"{} 0 1\\n\", MAX_N + 1), solve).is_err());
assert!(try_answer(\"2 1 3\\n1 2\\n\", solve).is_err());
assert!(try_answer(\"2 1 1\\n1 3\\n\", solve).is_err());",
    moves: GEOGRAPHY_MOVES,
    bench: "let n = size.pick(200_000, 20_000);
random_graph(g, n, n)?;
Ok(format!(\"a random graph of n = m = {n}\"))",
    random: GEOGRAPHY_RANDOM,
    reference: GEOGRAPHY_REFERENCE,
    pos: "(usize, u32)",
};

/// A tree whose edges carry a number: Green Hackenbush with stalks.
const WEIGHTED_TREE: Shape = Shape {
    tests: None,
    limits: &[
        Limit(JUDGE, "Largest number of vertices.", "MAX_N: usize = 200_000"),
        Limit(JUDGE, "Largest edge label.", "MAX_W: u64 = 1_000_000_000"),
    ],
    rule: "/// A rooted tree: its vertices in breadth-first order, and each one's parent and edge label.
type Rooted = (Vec<usize>, Vec<(usize, u64)>);

/// The tree on `adjacent` (`adjacent[v]` lists `(neighbour, w)`, 0-based) rooted
/// at vertex 0; `None` unless the edges connect every vertex (then n − 1 edges
/// make a tree).
fn rooted(adjacent: &[Vec<(usize, u64)>]) -> Option<Rooted> {
    let n = adjacent.len();
    let mut order = vec![0];
    let mut parent = vec![(usize::MAX, 0); n];
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, len) in &adjacent[v] {
            if w != 0 && parent[w].0 == usize::MAX {
                parent[w] = (v, len);
                order.push(w);
            }
        }
    }
    (order.len() == n).then_some((order, parent))
}

/// Whether the player to move wins Green Hackenbush on the rooted tree whose
/// edge to `v` from `parent[v].0` is a stalk of `parent[v].1` segments.
///
/// A stalk of w segments topped by a tree worth g is worth g + w (the colon
/// principle, once per segment), and branches at a vertex add as a Nim sum;
/// children come before parents in reversed breadth-first order, so nothing
/// recurses.
fn first_wins(order: &[usize], parent: &[(usize, u64)]) -> bool {
    let mut g: Vec<Grundy> = vec![0; order.len()];
    for &v in order.iter().skip(1).rev() {
        let (p, len) = parent[v];
        g[p] ^= g[v] + len;
    }
    g[0] != 0
}",
    rules: false,
    game: "Green Hackenbush on a tree rooted at vertex 1 whose edge `u v w` is\n//! a stalk of `w` segments (\"cut a segment, what no longer reaches the root\n//! falls, who cannot move loses\"; the value is a Nim sum of stalk lengths plus\n//! branch values) on the input `n`, then `n − 1` edges `u v w`",
    input: "`n`, then `n − 1` edges `u v w` of a tree (1-based; `w` labels the edge)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |\n| w | TODO(xtask new) | 1 ≤ w ≤ 10^9 |",
    uses: "use games_core::io::{run, Result, Scanner};
use games_core::mex::Grundy;",
    read: "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
let mut adjacent: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
for _ in 1..n {
    let u: usize = sc.next_in(\"u\", 1..=n)?;
    let v: usize = sc.next_in(\"v\", 1..=n)?;
    let w: u64 = sc.next_in(\"w\", 1..=MAX_W)?;
    adjacent[u - 1].push((v - 1, w));
    adjacent[v - 1].push((u - 1, w));
}
let Some((order, parent)) = rooted(&adjacent) else {
    return Err(sc.error(\"the edges do not connect every vertex: they must make a tree\"));
};",
    arg: "&order, &parent",
    samples: [
        ("sample-1", "4\n1 2 1\n2 3 2\n1 4 2\n", "first\n"),
        ("sample-2", "3\r\n2 1 1\r\n1 3 1\r\n", "second\n"),
    ],
    main: "run(solve);",
    widest: "// A path of n vertices, every label the largest: one stalk of (n − 1)·MAX_W segments.
let path: String = (1..MAX_N)
    .map(|v| format!(\"{v} {} {MAX_W}\\n\", v + 1))
    .collect();
assert_eq!(answer(&format!(\"{MAX_N}\\n{path}\"), solve), \"first\\n\");
assert!(try_answer(&format!(\"{}\\n\", MAX_N + 1), solve).is_err());
assert!(try_answer(&format!(\"2\\n1 2 {}\\n\", MAX_W + 1), solve).is_err());
assert!(try_answer(\"3\\n1 2 1\\n2 1 1\\n\", solve).is_err());
assert!(try_answer(\"3\\n1 1 1\\n2 3 1\\n\", solve).is_err());",
    moves: "/// A position is how many segments of each edge's stalk are left, counted from
/// the root's side (`len[e]`, edges as given); a segment cut takes the rest of
/// its stalk and everything beyond it. `tree[e]` is edge e's parent edge (`None`
/// at the root) and its full length.
fn moves(tree: &[(Option<usize>, u64)], len: &[u64]) -> Vec<Vec<u64>> {
    // An edge reaches the root while every edge above it is whole.
    let reaches = |mut e: usize| loop {
        match tree[e].0 {
            None => return true,
            Some(p) if len[p] == tree[p].1 => e = p,
            Some(_) => return false,
        }
    };
    let mut next = Vec::new();
    for e in (0..len.len()).filter(|&e| reaches(e)) {
        for keep in 0..len[e] {
            let mut after = len.to_vec();
            after[e] = keep;
            next.push(after);
        }
    }
    next
}

/// `n`, then a random tree on `1..=n` ([`Gen::random_tree`]), each edge written
/// `u v w` with a label `w` in `1..=max_w`.
fn random_tree(g: &mut Gen, n: u64, max_w: u64) -> io::Result<()> {
    g.row(&[n])?;
    for (u, v) in g.random_tree(n) {
        let w = g.rng.gen_range(1..=max_w);
        g.row(&[u, v, w])?;
    }
    Ok(())
}",
    bench: "let n = size.pick(200_000, 20_000);
random_tree(g, n, 1_000_000_000)?;
Ok(format!(\"a random tree of n = {n}, labels up to 10^9\"))",
    random: "let n = g.rng.gen_range(1..=6);
random_tree(g, n, 3)?;",
    reference: "let n: usize = tokens.parse();
let edges: Vec<(usize, usize, u64)> = (1..n)
    .map(|_| (tokens.parse(), tokens.parse(), tokens.parse()))
    .collect();
// Each edge's parent edge from the root (vertex 1) down, by repeated sweeps.
let mut above: Vec<Option<Option<usize>>> = vec![None; n + 1];
above[1] = Some(None);
let mut tree = vec![(None, 0); edges.len()];
while above.iter().skip(1).any(Option::is_none) {
    for (e, &(u, v, w)) in edges.iter().enumerate() {
        for (from, to) in [(u, v), (v, u)] {
            if let (Some(up), None) = (above[from], above[to]) {
                tree[e] = (up, w);
                above[to] = Some(Some(e));
            }
        }
    }
}
// Every stalk whole; a move cuts one.
let start: Vec<u64> = edges.iter().map(|e| e.2).collect();
let moves = |len: &[u64]| moves(&tree, len);",
    pos: "Vec<u64>",
};

/// One test: a single heap.
const SINGLE: Shape = Shape {
    tests: None,
    limits: &[Limit(WIDENED, "Largest heap.", "MAX_N: u64 = 1_000_000_000_000_000_000")],
    rule: HEAP_RULE,
    rules: true,
    game: "the game \"take exactly one stick, who cannot move loses\"\n//! (the first player wins iff n is odd) on the input: one heap size `n`",
    input: "one heap size `n`",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 10^18 |",
    uses: "use games_core::io::{run, Result, Scanner};",
    read: "let n: u64 = sc.next_in(\"n\", 1..=MAX_N)?;",
    arg: "n",
    samples: [
        ("sample-1", "7\n", "first\n"),
        ("sample-2", "10\r\n", "second\n"),
    ],
    main: "run(solve);",
    widest: "assert_eq!(answer(\"1000000000000000000\\n\", solve), \"second\\n\");
assert_eq!(answer(\"999999999999999999\\n\", solve), \"first\\n\");
assert!(try_answer(\"1000000000000000001\\n\", solve).is_err());
assert!(try_answer(\"1 2\\n\", solve).is_err());",
    moves: HEAP_MOVES,
    bench: "let n = size.pick(1_000_000_000_000_000_000, 999_999_999_999_999_999);
g.row(&[n])?;
Ok(format!(\"one heap of {n}\"))",
    random: "let n = g.rng.gen_range(1..=30);
g.row(&[n])?;",
    reference: "let start: u64 = tokens.parse();",
    pos: "u64",
};

/// `t` counted rows of numbers: the score games' usual input.
const ROWS: Shape = Shape {
    tests: Some(Tests {
        max: "10_000",
        bench: "10, 2",
        what: "rows of n = 2·10^4 numbers up to 10^18",
        setup: "// The total of n left for this test and the ones after it.
let mut sum_n = MAX_SUM_N;",
    }),
    limits: &[
        Limit(JUDGE, "Largest total of n over the tests.", "MAX_SUM_N: usize = 200_000"),
        Limit(WIDENED, "Largest number.", "MAX_A: u64 = 1_000_000_000_000_000_000"),
    ],
    rule: "/// Whether the player to move wins on the row `a`: a move takes any one
/// number, so only how many there are decides.
fn first_wins(a: &[u64]) -> bool {
    a.len() % 2 == 1
}",
    rules: false,
    game: "the game \"take any one number of the row, who cannot move loses\"\n//! (the first player wins iff n is odd) on the input `t`, then per test `n` and\n//! `n` numbers",
    input: "`t`, then per test `n` and a row of `n` numbers",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10^4 |\n| n | TODO(xtask new) | 1 ≤ n, Σn ≤ 2·10^5 |\n| a_i | TODO(xtask new) | 1 ≤ a_i ≤ 10^18 |",
    uses: "use games_core::io::{run, Result, Scanner};",
    read: "let n: usize = sc.next_in(\"n\", 1..=sum_n)?;
sum_n -= n;
let mut a: Vec<u64> = Vec::with_capacity(n);
for _ in 0..n {
    a.push(sc.next_in(\"a_i\", 1..=MAX_A)?);
}",
    arg: "&a",
    samples: [
        (
            "sample-1",
            "3\n1\n5\n2\n1 2\n3\n3 1 2\n",
            "first\nsecond\nfirst\n",
        ),
        ("sample-2", "2\r\n4\r\n1 1 1 9\r\n1\r\n7\r\n", "second\nfirst\n"),
    ],
    main: "run(solve);",
    widest: "let row = vec![\"1000000000000000000\"; MAX_SUM_N].join(\" \");
assert_eq!(answer(&format!(\"1\\n{MAX_SUM_N}\\n{row}\\n\"), solve), \"second\\n\");
assert!(try_answer(\"1\\n1\\n1000000000000000001\\n\", solve).is_err());
// The total of n is over all the tests.
assert!(try_answer(&format!(\"2\\n{MAX_SUM_N}\\n{row}\\n1\\n1\\n\"), solve).is_err());",
    moves: "/// A row is its numbers, sorted (equal rows meet in the memo), a `Vec<u64>`
/// state taken as `&[u64]`; a move takes any one number.
fn moves(row: &[u64]) -> Vec<Vec<u64>> {
    (0..row.len())
        .filter(|&i| i == 0 || row[i] != row[i - 1])
        .map(|i| {
            let mut rest = row.to_vec();
            rest.remove(i);
            rest
        })
        .collect()
}",
    bench: "g.counted_line(20_000, 1, 1_000_000_000_000_000_000)?;",
    random: "let n = g.rng.gen_range(1..=7);
g.counted_line(n, 1, 6)?;",
    reference: "let mut start: Vec<u64> = tokens.counted();
start.sort_unstable();",
    pos: "Vec<u64>",
};

/// A plain tree: a token slides from the root down.
const TREE: Shape = Shape {
    tests: None,
    limits: &[Limit(JUDGE, "Largest number of vertices.", "MAX_N: usize = 200_000")],
    rule: "/// A rooted tree: its vertices in breadth-first order, and each one's parent.
type Rooted = (Vec<usize>, Vec<usize>);

/// The tree on `adjacent` (`adjacent[v]` lists v's neighbours, 0-based) rooted
/// at vertex 0; `None` unless the edges connect every vertex (then n − 1 edges
/// make a tree).
fn rooted(adjacent: &[Vec<usize>]) -> Option<Rooted> {
    let n = adjacent.len();
    let mut order = vec![0];
    let mut parent = vec![usize::MAX; n];
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &adjacent[v] {
            if w != 0 && parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    (order.len() == n).then_some((order, parent))
}

/// Whether the player to move wins with the token on the root, a move
/// sliding it from its vertex to a child: a vertex wins when a child loses.
/// Children come before parents in reversed breadth-first order, so nothing
/// recurses.
fn first_wins(order: &[usize], parent: &[usize]) -> bool {
    let mut wins = vec![false; order.len()];
    for &v in order.iter().skip(1).rev() {
        if !wins[v] {
            wins[parent[v]] = true;
        }
    }
    wins[0]
}",
    rules: false,
    game: "the game \"slide the token from its vertex to a child, who cannot\n//! move loses\" on a tree rooted at vertex 1, the token on the root, on the\n//! input `n`, then `n − 1` edges `u v`",
    input: "`n`, then `n − 1` edges `u v` of a tree (1-based)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |",
    uses: "use games_core::io::{run, Result, Scanner};",
    read: "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n];
for _ in 1..n {
    let u: usize = sc.next_in(\"u\", 1..=n)?;
    let v: usize = sc.next_in(\"v\", 1..=n)?;
    adjacent[u - 1].push(v - 1);
    adjacent[v - 1].push(u - 1);
}
let Some((order, parent)) = rooted(&adjacent) else {
    return Err(sc.error(\"the edges do not connect every vertex: they must make a tree\"));
};",
    arg: "&order, &parent",
    samples: [
        ("sample-1", "4\n1 2\n2 3\n1 4\n", "first\n"),
        ("sample-2", "3\r\n2 1\r\n3 2\r\n", "second\n"),
    ],
    main: "run(solve);",
    widest: "// A path of n vertices from the root: n − 1 moves, an odd number.
let path: String = (1..MAX_N).map(|v| format!(\"{v} {}\\n\", v + 1)).collect();
assert_eq!(answer(&format!(\"{MAX_N}\\n{path}\"), solve), \"first\\n\");
assert_eq!(answer(\"1\\n\", solve), \"second\\n\");
assert!(try_answer(&format!(\"{}\\n\", MAX_N + 1), solve).is_err());
assert!(try_answer(\"3\\n1 2\\n2 1\\n\", solve).is_err());
assert!(try_answer(\"2\\n1 3\\n\", solve).is_err());",
    moves: "/// Here the moves come from the input: each vertex's children in the tree
/// rooted at vertex 1 (index 0 unused), found from the edges without recursion.
fn children(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(u, v) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut below = vec![Vec::new(); n + 1];
    let mut seen = vec![false; n + 1];
    let mut stack = vec![1];
    seen[1] = true;
    while let Some(v) = stack.pop() {
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                below[v].push(w);
                stack.push(w);
            }
        }
    }
    below
}

/// `n`, then a random tree on `1..=n` ([`Gen::random_tree`]: renamed vertices, shuffled edges).
fn random_tree(g: &mut Gen, n: u64) -> io::Result<()> {
    g.row(&[n])?;
    for (u, v) in g.random_tree(n) {
        g.row(&[u, v])?;
    }
    Ok(())
}",
    bench: "let n = size.pick(200_000, 20_000);
random_tree(g, n)?;
Ok(format!(\"a random tree of n = {n}\"))",
    random: "let n = g.rng.gen_range(1..=8);
random_tree(g, n)?;",
    reference: "let n: usize = tokens.parse();
let edges: Vec<(usize, usize)> = (1..n).map(|_| (tokens.parse(), tokens.parse())).collect();
let below = children(n, &edges);
// The rules alone: a move slides the token from its vertex to a child.
let moves = |&v: &usize| below[v].clone();
let start = 1usize;",
    pos: "usize",
};

/// The placeholder of the input shape `reads`.
pub fn shape(reads: Reads) -> Shape {
    match reads {
        Reads::Heaps => HEAPS,
        Reads::Single => SINGLE,
        Reads::Pairs => PAIRS,
        Reads::Rows => ROWS,
        Reads::Strings => STRINGS,
        Reads::CountedStrings => COUNTED_STRINGS,
        Reads::Grid => GRID,
        Reads::Graph => GRAPH,
        Reads::GraphCases => GRAPH_CASES,
        Reads::UndirectedGraph => UNDIRECTED_GRAPH,
        Reads::Tree => TREE,
        Reads::WeightedTree => WEIGHTED_TREE,
    }
}
