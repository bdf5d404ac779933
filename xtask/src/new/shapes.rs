//! The placeholder game of each input shape `cargo xtask new` scaffolds.
//!
//! Each one compiles, passes its tests and bundles as it is; a new problem
//! replaces its rule in `solve`, its moves and inputs in the kit, and its
//! samples, and keeps the reading, the generator's layout and the tests.

use super::{InputShape, Kind, Shape};

/// The reference's loop over `t` tests; `{read}` reads one case into `state`.
macro_rules! counted_reference {
    ($read:literal, $state:literal) => {
        concat!(
            "let t: usize = tokens.parse();
        let mut memo = HashMap::new();
        let mut out = String::new();
        for _ in 0..t {
            ",
            $read,
            "
            let first = brute::wins(&",
            $state,
            ", moves, |_| false, &mut memo);
            out.push_str(if first { \"first\\n\" } else { \"second\\n\" });
        }
        out"
        )
    };
}

/// The reference's loop over `t` tests by the kit's rules; `{read}` reads one case into `state`.
macro_rules! rules_reference {
    ($read:literal, $state:literal) => {
        concat!(
            "let t: usize = tokens.parse();
        let mut out = String::new();
        for _ in 0..t {
            ",
            $read,
            "
            let first = Kit.wins(&",
            $state,
            ");
            out.push_str(if first { \"first\\n\" } else { \"second\\n\" });
        }
        out"
        )
    };
}

/// `solve`'s loop over `t` tests; `{read}` reads one case, `{arg}` is `first_wins`' argument.
macro_rules! counted_solve {
    ($read:literal, $arg:literal) => {
        concat!(
            "let t: u32 = sc.next_in(\"t\", 1..=MAX_T)?;
    for _ in 0..t {
        ",
            $read,
            "
        writeln!(out, \"{}\", if first_wins(",
            $arg,
            ") { \"first\" } else { \"second\" })?;
    }
    sc.finish()"
        )
    };
}

const HEAPS: Shape = Shape {
    game: "the game \"take exactly one stick, who cannot move loses\"\n//! (the first player wins iff n is odd) on the input `t`, then `t` heap sizes\n//! `n`",
    io: "run, Result, Scanner",
    rule: "// TODO(xtask new): the judge's limit.
/// Largest number of tests.
const MAX_T: u32 = 200_000;
// TODO(xtask new): ours; 10^18 where the judge allows 10^9.
/// Largest heap.
const MAX_N: u64 = 1_000_000_000_000_000_000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins from a heap of `n`.
fn first_wins(n: u64) -> bool {
    n % 2 == 1
}",
    solve: counted_solve!("let n: u64 = sc.next_in(\"n\", 1..=MAX_N)?;", "n"),
    main: "run(solve);",
    widest: "assert_eq!(
        answer(\"2\\n1000000000000000000\\n999999999999999999\\n\", solve),
        \"second\\nfirst\\n\"
    );
    assert!(try_answer(\"1\\n1000000000000000001\\n\", solve).is_err());",
    rules: true,
    moves: "impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(Some));

    fn moves(&self, &n: &u64) -> Vec<u64> {
        if n >= 1 {
            vec![n - 1]
        } else {
            Vec::new()
        }
    }
}",
    bench: "let t = size.pick(200_000, 20_000);
        g.row(&[t])?;
        for _ in 0..t {
            g.line_of(1, 1, 1_000_000_000_000_000_000)?;
        }
        Ok(format!(\"t = {t} heaps up to 10^18\"))",
    random: "let t = g.rng.gen_range(1..=5);
        g.row(&[t])?;
        for _ in 0..t {
            g.line_of(1, 1, 30)?;
        }
        Ok(())",
    reference: rules_reference!("let n: u64 = tokens.parse();", "n"),
    input: "`t`, then `t` heap sizes `n`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 2·10^5 |\n| n | TODO(xtask new) | 1 ≤ n ≤ 10^18 |",
    samples: [
        ("sample-1", "3\n1\n2\n3\n", "first\nsecond\nfirst\n"),
        ("sample-2", "2\r\n30\r\n29\r\n", "second\nfirst\n"),
    ],
};

/// The coins game's rule and moves, shared by the two string shapes.
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

const STRINGS: Shape = Shape {
    game: "the game \"turn one `H` of a row of coins to `T`, who cannot move\n//! loses\" (the first player wins iff the row has an odd number of `H`) on the\n//! input `t`, then `t` rows of `H` and `T`",
    io: "run_reading, Alphabet, Reads, Result, Scanner",
    rule: "// TODO(xtask new): the judge's limit.
/// Largest number of tests.
const MAX_T: u32 = 10;
// TODO(xtask new): the judge's limit.
/// Longest row.
const MAX_LEN: usize = 100_000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins on `row`.
fn first_wins(row: &[u8]) -> bool {
    row.iter().filter(|&&c| c == b'H').count() % 2 == 1
}",
    solve: counted_solve!(
        "let row = sc.next_word_of(\"row\", 1..=MAX_LEN, Alphabet::of(b\"HT\"))?;",
        "&row"
    ),
    main: "// The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);",
    widest: "let longest = \"H\".repeat(MAX_LEN);
    assert_eq!(answer(&format!(\"1\\n{longest}\\n\"), solve), \"second\\n\");
    assert!(try_answer(&format!(\"1\\n{longest}T\\n\"), solve).is_err());
    assert!(try_answer(\"1\\nHXT\\n\", solve).is_err());",
    rules: false,
    moves: COINS_MOVES,
    bench: "let t = size.pick(10, 2);
        g.row(&[t])?;
        for _ in 0..t {
            g.random_word(100_000, b\"HT\", b'\\n')?;
        }
        Ok(format!(\"t = {t} rows of 10^5 coins\"))",
    random: "let t = g.rng.gen_range(1..=5);
        g.row(&[t])?;
        for _ in 0..t {
            let len = g.rng.gen_range(1..=10);
            g.random_word(len, b\"HT\", b'\\n')?;
        }
        Ok(())",
    reference: counted_reference!("let row = tokens.word().as_bytes().to_vec();", "row"),
    input: "`t`, then `t` rows of `H` and `T`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10 |\n| row length | TODO(xtask new) | 1 to 10^5 |",
    samples: [
        ("sample-1", "3\nH\nHTH\nTHHHT\n", "first\nsecond\nfirst\n"),
        ("sample-2", "2\r\nT\r\nTHHHHHHHHT\r\n", "second\nsecond\n"),
    ],
};

const COUNTED_STRINGS: Shape = Shape {
    game: "the game \"turn one `H` of a row of coins to `T`, who cannot move\n//! loses\" (the first player wins iff the row has an odd number of `H`) on the\n//! input `t`, then per test a length `n` and a row of `n` coins `H`/`T`",
    io: "run_reading, Alphabet, Reads, Result, Scanner",
    rule: "// TODO(xtask new): the judge's limit.
/// Largest number of tests.
const MAX_T: u32 = 10;
// TODO(xtask new): the judge's limit.
/// Longest row.
const MAX_N: usize = 100_000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins on `row`.
fn first_wins(row: &[u8]) -> bool {
    row.iter().filter(|&&c| c == b'H').count() % 2 == 1
}",
    solve: counted_solve!(
        "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
        let row = sc.next_word_of(\"row\", n..=n, Alphabet::of(b\"HT\"))?;",
        "&row"
    ),
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
    rules: false,
    moves: COINS_MOVES,
    bench: "let t = size.pick(10, 2);
        g.row(&[t])?;
        for _ in 0..t {
            g.row(&[100_000])?;
            g.random_word(100_000, b\"HT\", b'\\n')?;
        }
        Ok(format!(\"t = {t} rows of 10^5 coins\"))",
    random: "let t = g.rng.gen_range(1..=5);
        g.row(&[t])?;
        for _ in 0..t {
            let n = g.rng.gen_range(1..=10);
            g.row(&[n as u64])?;
            g.random_word(n, b\"HT\", b'\\n')?;
        }
        Ok(())",
    reference: counted_reference!(
        "let _n: usize = tokens.parse();
            let row = tokens.word().as_bytes().to_vec();",
        "row"
    ),
    input: "`t`, then per test a length `n` and a row of `n` coins `H`/`T`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10 |\n| n | TODO(xtask new) | 1 ≤ n ≤ 10^5 |",
    samples: [
        (
            "sample-1",
            "3\n1\nH\n3\nHTH\n5\nTHHHT\n",
            "first\nsecond\nfirst\n",
        ),
        ("sample-2", "2\r\n1\r\nT\r\n10\r\nTHHHHHHHHT\r\n", "second\nsecond\n"),
    ],
};

const PAIRS: Shape = Shape {
    game: "the game \"two heaps, a move takes one stone from either, who cannot\n//! move loses\" (the first player wins iff a + b is odd) on the input `t`, then\n//! `t` pairs `a b`",
    io: "run, Result, Scanner",
    rule: "// TODO(xtask new): the judge's limit.
/// Largest number of tests.
const MAX_T: u32 = 100_000;
// TODO(xtask new): ours; 10^18 where the judge allows 10^9.
/// Largest heap.
const MAX_A: u64 = 1_000_000_000_000_000_000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins from heaps `a` and `b`.
fn first_wins(a: u64, b: u64) -> bool {
    (a % 2 + b % 2) % 2 == 1
}",
    solve: counted_solve!(
        "let a: u64 = sc.next_in(\"a\", 0..=MAX_A)?;
        let b: u64 = sc.next_in(\"b\", 0..=MAX_A)?;",
        "a, b"
    ),
    main: "run(solve);",
    widest: "assert_eq!(
        answer(
            \"2\\n1000000000000000000 999999999999999999\\n1000000000000000000 0\\n\",
            solve
        ),
        \"first\\nsecond\\n\"
    );
    assert!(try_answer(\"1\\n1000000000000000001 0\\n\", solve).is_err());",
    rules: true,
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
    bench: "let t = size.pick(100_000, 10_000);
        g.row(&[t])?;
        for _ in 0..t {
            g.line_of(2, 0, 1_000_000_000_000_000_000)?;
        }
        Ok(format!(\"t = {t} pairs of heaps up to 10^18\"))",
    random: "let t = g.rng.gen_range(1..=5);
        g.row(&[t])?;
        for _ in 0..t {
            g.line_of(2, 0, 8)?;
        }
        Ok(())",
    reference: rules_reference!(
        "let (a, b): (u64, u64) = (tokens.parse(), tokens.parse());",
        "(a, b)"
    ),
    input: "`t`, then `t` pairs of heap sizes `a b`",
    table: "| t | TODO(xtask new) | 1 ≤ t ≤ 10^5 |\n| a, b | TODO(xtask new) | 0 ≤ a, b ≤ 10^18 |",
    samples: [
        ("sample-1", "3\n1 0\n1 1\n2 3\n", "first\nsecond\nfirst\n"),
        ("sample-2", "2\r\n0 0\r\n4 7\r\n", "second\nfirst\n"),
    ],
};

const GRID: Shape = Shape {
    game: "the game \"remove one `#` from a grid, who cannot move loses\" (the\n//! first player wins iff the grid has an odd number of `#`) on the input `n m`,\n//! then `n` rows of `m` cells `.` or `#`",
    io: "run_reading, Alphabet, Reads, Result, Scanner",
    rule: "// TODO(xtask new): the judge's limit.
/// Largest side.
const MAX_SIDE: usize = 1000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins on `grid`.
fn first_wins(grid: &[Vec<u8>]) -> bool {
    grid.iter().flatten().filter(|&&c| c == b'#').count() % 2 == 1
}",
    solve: "let n: usize = sc.next_in(\"n\", 1..=MAX_SIDE)?;
    let m: usize = sc.next_in(\"m\", 1..=MAX_SIDE)?;
    let mut grid = Vec::with_capacity(n);
    for _ in 0..n {
        grid.push(sc.next_word_of(\"row\", m..=m, Alphabet::of(b\".#\"))?);
    }
    sc.finish()?;
    let verdict = if first_wins(&grid) { \"first\" } else { \"second\" };
    writeln!(out, \"{verdict}\")?;
    Ok(())",
    main: "// The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);",
    widest: "let row = \"#\".repeat(MAX_SIDE);
    let full = format!(\"{MAX_SIDE} {MAX_SIDE}\\n\") + &format!(\"{row}\\n\").repeat(MAX_SIDE);
    assert_eq!(answer(&full, solve), \"second\\n\");
    assert!(try_answer(&format!(\"1 {}\\n{row}#\\n\", MAX_SIDE + 1), solve).is_err());
    assert!(try_answer(\"1 2\\n#x\\n\", solve).is_err());",
    rules: false,
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
        }
        Ok(())",
    reference: "let (n, _m): (usize, usize) = (tokens.parse(), tokens.parse());
        let grid: Vec<Vec<u8>> = (0..n).map(|_| tokens.word().as_bytes().to_vec()).collect();
        let first = brute::wins(&grid, moves, |_| false, &mut HashMap::new());
        format!(\"{}\\n\", if first { \"first\" } else { \"second\" })",
    input: "`n m`, then `n` rows of `m` cells `.` or `#`",
    table: "| n, m | TODO(xtask new) | 1 ≤ n, m ≤ 1000 |",
    samples: [
        ("sample-1", "2 3\n#.#\n.#.\n", "first\n"),
        ("sample-2", "3 2\r\n##\r\n..\r\n##\r\n", "second\n"),
    ],
};

const GRAPH: Shape = Shape {
    game: "the game \"slide the token along an edge of a DAG, who cannot move\n//! loses\" (the token starts on vertex 1) on the input `n m`, then `m` edges\n//! `u v` with `u < v`",
    io: "run, Result, Scanner",
    rule: "// TODO(xtask new): the judge's limit.
/// Largest number of vertices.
const MAX_N: usize = 200_000;
// TODO(xtask new): the judge's limit.
/// Largest number of edges.
const MAX_M: usize = 200_000;

// TODO(xtask new): the real rule.
/// Whether the player to move wins with the token on vertex 1, where `next[v]`
/// lists the ends of the edges from `v`, all larger than `v`.
fn first_wins(next: &[Vec<usize>]) -> bool {
    // Larger vertices first: every edge's end is decided before its start.
    let mut wins = vec![false; next.len()];
    for v in (1..next.len()).rev() {
        wins[v] = next[v].iter().any(|&w| !wins[w]);
    }
    wins[1]
}",
    solve: "let n: usize = sc.next_in(\"n\", 1..=MAX_N)?;
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
    }
    sc.finish()?;
    let verdict = if first_wins(&next) { \"first\" } else { \"second\" };
    writeln!(out, \"{verdict}\")?;
    Ok(())",
    main: "run(solve);",
    widest: "// A path through every vertex: n - 1 moves, an odd number.
    let path: String = (1..MAX_N).map(|v| format!(\"{v} {}\\n\", v + 1)).collect();
    let input = format!(\"{MAX_N} {}\\n{path}\", MAX_N - 1);
    assert_eq!(answer(&input, solve), \"first\\n\");
    assert!(try_answer(&format!(\"{} 0\\n\", MAX_N + 1), solve).is_err());
    assert!(try_answer(\"2 1\\n2 1\\n\", solve).is_err());",
    rules: false,
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
        }
        Ok(())",
    reference: "let (n, m): (usize, usize) = (tokens.parse(), tokens.parse());
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (tokens.parse(), tokens.parse())).collect();
        let next = successors(n, &edges);
        // The rules alone: a move slides the token along one edge.
        let moves = |&v: &usize| next[v].clone();
        let first = brute::wins(&1usize, moves, |_| false, &mut HashMap::new());
        format!(\"{}\\n\", if first { \"first\" } else { \"second\" })",
    input: "`n m`, then `m` edges `u v` (from `u` to `v`, `u < v`)",
    table: "| n | TODO(xtask new) | 1 ≤ n ≤ 2·10^5 |\n| m | TODO(xtask new) | 0 ≤ m ≤ 2·10^5 |",
    samples: [
        ("sample-1", "4 4\n1 2\n2 3\n1 3\n3 4\n", "first\n"),
        ("sample-2", "3 2\r\n1 2\r\n2 3\r\n", "second\n"),
    ],
};

/// The placeholder of `kind`.
pub fn shape(kind: Kind) -> Shape {
    match kind {
        Kind::Shape(InputShape::Heaps) => HEAPS,
        Kind::Shape(InputShape::Graph) => GRAPH,
        Kind::Shape(InputShape::Grid) => GRID,
        Kind::Shape(InputShape::Pairs) => PAIRS,
        Kind::Shape(InputShape::Strings) => STRINGS,
        Kind::CountedStrings => COUNTED_STRINGS,
        Kind::Shape(InputShape::Interactive) => {
            unreachable!("`new --shape interactive` writes its own files (new/interactive.rs)")
        }
    }
}
