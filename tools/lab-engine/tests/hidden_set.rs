//! A hidden-set harness: games made by brute force from rules the pattern finder never sees, fed to it as `grundy-lab sequence` would, with every prediction checked far beyond the values given.
//!
//! Each case computes a long table by game-tree search (mex over the
//! options), gives the finder its first N values (N in 30..=300; grids of
//! side 20..=60), asks for the named pattern's prediction up to 5–20 times
//! further (grids: 4–6 times the side) and compares it with the search.
//! A wrong prediction fails the test, and so does any claim from a table of
//! at most 17 values; the share of cases named is printed
//! (`cargo test -p lab-engine --test hidden_set -- --nocapture`) and held
//! to a floor, so the evidence rules cannot pass by naming nothing.

mod common;

use lab_engine::patterns::grid::{Grid, GridAnalysis};
use lab_engine::patterns::named::{LineAnalysis, Predicts};
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

/// g(0..=upto) from the options of each n (all lower), by mex.
fn table(upto: usize, mut options: impl FnMut(usize, &mut Vec<usize>)) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    let mut opts = Vec::new();
    let mut seen = Vec::new();
    for n in 0..=upto {
        opts.clear();
        options(n, &mut opts);
        seen.clear();
        seen.resize(opts.len() + 1, false);
        for &m in &opts {
            let v = g[m] as usize;
            if v < seen.len() {
                seen[v] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

/// g on the grid `0..side × 0..side`, options of (x, y) all with a smaller x + y.
fn grid_table(
    side: usize,
    options: impl Fn(usize, usize, &mut Vec<(usize, usize)>),
) -> Vec<Vec<u32>> {
    let mut g = vec![vec![u32::MAX; side]; side];
    let mut opts = Vec::new();
    let mut seen = Vec::new();
    for s in 0..2 * side {
        for x in 0..side.min(s + 1) {
            let y = s - x;
            if y >= side {
                continue;
            }
            opts.clear();
            options(x, y, &mut opts);
            seen.clear();
            seen.resize(opts.len() + 1, false);
            for &(a, b) in &opts {
                assert!(a + b < x + y, "moves go down");
                let v = g[a][b] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            g[x][y] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
    }
    g
}

fn primes(limit: usize) -> Vec<usize> {
    (2..=limit)
        .filter(|&n| (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0))
        .collect()
}

fn upto_limit(seq: impl Iterator<Item = usize>, limit: usize) -> Vec<usize> {
    seq.take_while(|&t| t <= limit).collect()
}

/// One game of one number: its name, its first position, its long table.
struct Line {
    name: String,
    first: usize,
    long: Vec<u32>,
}

/// A subtraction game with the set `s` (sorted) up to `upto`.
fn subtraction(s: &[usize], upto: usize) -> Vec<u32> {
    table(upto, |n, o| {
        o.extend(s.iter().take_while(|&&t| t <= n).map(|&t| n - t))
    })
}

fn random_line(rng: &mut StdRng, upto: usize) -> Line {
    let kind = rng.gen_range(0..12);
    let fib = {
        let mut f = vec![1usize, 2];
        while f[f.len() - 1] <= upto {
            f.push(f[f.len() - 1] + f[f.len() - 2]);
        }
        f
    };
    let named = |name: String, long: Vec<u32>| Line {
        name,
        first: 0,
        long,
    };
    match kind {
        0 | 1 => {
            let k = rng.gen_range(1..=4);
            let mut s: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=12)).collect();
            s.sort_unstable();
            s.dedup();
            named(format!("subtraction {s:?}"), subtraction(&s, upto))
        }
        2 => {
            let (name, s) = match rng.gen_range(0..8) {
                0 => ("Fibonacci", fib.clone()),
                1 => ("squares", upto_limit((1..).map(|k| k * k), upto)),
                2 => ("primes", primes(upto)),
                3 => ("powers of 2", upto_limit((0..).map(|k| 1usize << k), upto)),
                4 => (
                    "powers of 3",
                    upto_limit((0..).map(|k| 3usize.pow(k)), upto),
                ),
                5 => (
                    "triangular",
                    upto_limit((1..).map(|k| k * (k + 1) / 2), upto),
                ),
                6 => ("cubes", upto_limit((1..).map(|k| k * k * k), upto)),
                _ => ("1 and primes", {
                    let mut p = primes(upto);
                    p.insert(0, 1);
                    p
                }),
            };
            named(format!("subtract {name}"), subtraction(&s, upto))
        }
        3 => {
            // All but a finite set.
            let k = rng.gen_range(1..=3);
            let banned: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=10)).collect();
            let long = table(upto, |n, o| {
                o.extend((1..=n).filter(|t| !banned.contains(t)).map(|t| n - t))
            });
            named(format!("all but {banned:?}"), long)
        }
        4 | 5 => {
            let digits = rng.gen_range(1..=3);
            let mut code = String::from(if rng.gen_bool(0.15) { "4." } else { "0." });
            for _ in 0..digits {
                code.push(char::from(b'0' + rng.gen_range(0..8u8)));
            }
            let game = lab_engine::tables::game::Game::Octal(
                lab_engine::tables::octal::OctalGame::parse(&code).unwrap(),
            );
            named(format!("octal {code}"), game.grundy(upto))
        }
        6 => {
            // Divisor games from n = 1.
            let which = rng.gen_range(0..4);
            let long = table(upto, |n, o| {
                for d in 1..=n {
                    if n % d != 0 {
                        continue;
                    }
                    let ok = match which {
                        0 => d < n,
                        1 => d > 1 && d < n,
                        2 => d % 2 == 1 && d < n,
                        _ => d <= 3 || (d < n && d * d >= n),
                    };
                    if ok {
                        o.push(n - d);
                    }
                }
            });
            Line {
                name: format!("divisor game {which}"),
                first: 1,
                long,
            }
        }
        7 => {
            // Take up to half (at least one), or up to a fixed cap plus a bonus move.
            let c = rng.gen_range(2..=5);
            let long = table(upto, |n, o| {
                o.extend((1..=(n / c).max(1).min(n)).map(|t| n - t))
            });
            named(format!("take up to n/{c}"), long)
        }
        8 => {
            // A random finite set with one large move.
            let mut s = vec![rng.gen_range(1..=3), rng.gen_range(4..=9)];
            s.push(rng.gen_range(10..=25));
            s.sort_unstable();
            s.dedup();
            named(format!("subtraction {s:?}"), subtraction(&s, upto))
        }
        9 => {
            // Subtract a square or a fixed number.
            let extra = rng.gen_range(2..=7);
            let mut s = upto_limit((1..).map(|k| k * k), upto);
            s.push(extra);
            s.sort_unstable();
            s.dedup();
            named(format!("squares and {extra}"), subtraction(&s, upto))
        }
        10 => {
            // Split a heap into two unequal heaps, or take 1 or 2 (a split game the finder never sees).
            let take = rng.gen_range(1..=2);
            let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
            for n in 0..=upto {
                let mut seen = vec![false; 2 * n + 3];
                for t in 1..=take.min(n) {
                    seen[g[n - t] as usize] = true;
                }
                for a in 1..n {
                    let b = n - a;
                    if a < b {
                        let v = (g[a] ^ g[b]) as usize;
                        if v < seen.len() {
                            seen[v] = true;
                        }
                    }
                }
                g.push(seen.iter().position(|&s| !s).unwrap() as u32);
            }
            named(format!("split unequal or take ≤ {take}"), g)
        }
        _ => {
            // Fibonacci-Nim-like: from n (n ≥ 2) take 1..n − 1 on the first move: P iff Fibonacci.
            let f = fib.clone();
            let long: Vec<u32> = (0..=upto).map(|n| u32::from(!f.contains(&n))).collect();
            Line {
                name: "Fibonacci first move".into(),
                first: 2,
                long,
            }
        }
    }
}

#[derive(Default)]
struct Tally {
    cases: usize,
    named: usize,
    exact_values: usize,
    wrong: Vec<String>,
    by_kind: std::collections::BTreeMap<String, (usize, usize, usize)>,
    /// Cases whose long table is periodic with its period seen three times in
    /// the values given, and how many of them are named.
    hindsight: (usize, usize),
}

#[test]
fn one_number_games_are_named_and_never_predicted_wrongly() {
    let seed = common::env_number("HIDDEN_SET_SEED", 2026);
    let cases = common::env_number("HIDDEN_SET_CASES", 240);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut tally = Tally::default();
    for _ in 0..cases {
        let n = *[30usize, 40, 60, 100, 150, 200, 300]
            .choose(&mut rng)
            .unwrap();
        let factor = rng.gen_range(5..=20);
        let upto = (n * factor).min(4000);
        let line = random_line(&mut rng, upto);
        let letters = rng.gen_bool(0.25);
        let long: Vec<u32> = if letters {
            line.long.iter().map(|&v| u32::from(v != 0)).collect()
        } else {
            line.long.clone()
        };
        // Too few values: read from fewer than twelve, nothing is ever claimed.
        let short = rng.gen_range(line.first + 4..=16);
        let tiny = LineAnalysis::new(&long[..=short], line.first, letters);
        assert!(
            tiny.predict(upto).is_none(),
            "{} from 0..={short}: {}",
            line.name,
            tiny.sentence
        );
        let given = &long[..=n];
        let a = LineAnalysis::new(given, line.first, letters);
        tally.cases += 1;
        let kind: String = line.name.split([' ', '[']).next().unwrap_or("").into();
        let entry = tally.by_kind.entry(kind).or_insert((0, 0, 0));
        entry.0 += 1;
        // Would a hindsight period (read from the long table) have shown within the values given?
        let hindsight = matches!(
            lab_engine::patterns::pattern::classify(&long[..], lab_engine::patterns::pattern::Proof::None),
            lab_engine::patterns::pattern::Pattern::Periodic(p) if p.preperiod + 3 * p.period.max(4) <= n
        );
        if hindsight {
            entry.2 += 1;
            tally.hindsight.0 += 1;
        }
        let Some(p) = a.predict(upto) else { continue };
        entry.1 += 1;
        if hindsight {
            tally.hindsight.1 += 1;
        }
        tally.named += 1;
        if a.predicts == Predicts::Values {
            tally.exact_values += 1;
        }
        for m in line.first..=upto {
            let want = if a.predicts == Predicts::Outcomes {
                u32::from(long[m] != 0)
            } else {
                long[m]
            };
            if p[m] != want {
                tally.wrong.push(format!(
                    "{} (letters {letters}) given 0..={n}: wrong at {m} ({} for {want}): {}",
                    line.name, p[m], a.sentence
                ));
                break;
            }
        }
    }
    println!(
        "one number: {} cases, {} named ({}%), {} with values, {} wrong",
        tally.cases,
        tally.named,
        100 * tally.named / tally.cases,
        tally.exact_values,
        tally.wrong.len()
    );
    println!(
        "  of the {} whose long table is periodic, the period three times inside the values given: {} named",
        tally.hindsight.0, tally.hindsight.1
    );
    for (kind, (cases, named, periodic)) in &tally.by_kind {
        println!(
            "  {kind}: {cases} cases, {named} named, {periodic} periodic early enough in hindsight"
        );
    }
    assert!(
        tally.wrong.is_empty(),
        "{} wrong:\n{}",
        tally.wrong.len(),
        tally.wrong.join("\n")
    );
    // Measured at 45–57% over seeds 1–5 and 2026 (squares, primes, cubes and "take up to n/c" never
    // show a pattern): a floor well below keeps the rules from passing by naming nothing.
    assert!(
        2 * tally.named >= tally.cases * 4 / 5,
        "only {} of {} named",
        tally.named,
        tally.cases
    );
}

/// One game of two numbers: its name, its first corner (x0 = y0) and the option rule.
type Moves = Box<dyn Fn(usize, usize, &mut Vec<(usize, usize)>)>;

fn steps(
    x: usize,
    y: usize,
    o: &mut Vec<(usize, usize)>,
    vectors: &[(usize, usize)],
    corner: usize,
) {
    for &(dx, dy) in vectors {
        if x >= corner + dx && y >= corner + dy {
            o.push((x - dx, y - dy));
        }
    }
}

fn random_grid_game(rng: &mut StdRng) -> (String, usize, Moves) {
    match rng.gen_range(0..9) {
        0 => (
            "Wythoff".into(),
            0,
            Box::new(|x, y, o| {
                o.extend((0..x).map(|i| (i, y)));
                o.extend((0..y).map(|j| (x, j)));
                o.extend((1..=x.min(y)).map(|k| (x - k, y - k)));
            }),
        ),
        1 => {
            // Fraenkel's a-Wythoff: (k, l) from both with |k − l| < a.
            let a = rng.gen_range(2..=3usize);
            (
                format!("{a}-Wythoff"),
                0,
                Box::new(move |x, y, o| {
                    o.extend((0..x).map(|i| (i, y)));
                    o.extend((0..y).map(|j| (x, j)));
                    for k in 1..=x {
                        for l in 1..=y {
                            if k.abs_diff(l) < a {
                                o.push((x - k, y - l));
                            }
                        }
                    }
                }),
            )
        }
        2 => {
            let corner = rng.gen_range(0..=1);
            (
                "king".into(),
                corner,
                Box::new(move |x, y, o| steps(x, y, o, &[(1, 0), (0, 1), (1, 1)], corner)),
            )
        }
        3 => {
            let corner = rng.gen_range(0..=1);
            (
                "knight".into(),
                corner,
                Box::new(move |x, y, o| steps(x, y, o, &[(2, 1), (1, 2)], corner)),
            )
        }
        4 => {
            // Random small step vectors.
            let k = rng.gen_range(1..=4);
            let v: Vec<(usize, usize)> = (0..k)
                .map(|_| loop {
                    let d = (rng.gen_range(0..=6), rng.gen_range(0..=6));
                    if d != (0, 0) {
                        break d;
                    }
                })
                .collect();
            (
                format!("steps {v:?}"),
                0,
                Box::new(move |x, y, o| steps(x, y, o, &v, 0)),
            )
        }
        5 => (
            "chocolate".into(),
            1,
            Box::new(|x, y, o| {
                o.extend((1..x).map(|i| (i, y)));
                o.extend((1..y).map(|j| (x, j)));
            }),
        ),
        6 => {
            // Queen moving at most r squares left, down or diagonally.
            let r = rng.gen_range(1..=4);
            (
                format!("queen ≤ {r}"),
                0,
                Box::new(move |x, y, o| {
                    for k in 1..=r {
                        if x >= k {
                            o.push((x - k, y));
                        }
                        if y >= k {
                            o.push((x, y - k));
                        }
                        if x >= k && y >= k {
                            o.push((x - k, y - k));
                        }
                    }
                }),
            )
        }
        7 => {
            // Two subtraction games side by side.
            let s1: Vec<usize> = (0..rng.gen_range(1..=3))
                .map(|_| rng.gen_range(1..=12))
                .collect();
            let s2: Vec<usize> = (0..rng.gen_range(1..=3))
                .map(|_| rng.gen_range(1..=12))
                .collect();
            (
                format!("sum {s1:?} + {s2:?}"),
                0,
                Box::new(move |x, y, o| {
                    o.extend(s1.iter().filter(|&&s| s <= x).map(|&s| (x - s, y)));
                    o.extend(s2.iter().filter(|&&s| s <= y).map(|&s| (x, y - s)));
                }),
            )
        }
        _ => (
            "rook (two-heap Nim)".into(),
            0,
            Box::new(|x, y, o| {
                o.extend((0..x).map(|i| (i, y)));
                o.extend((0..y).map(|j| (x, j)));
            }),
        ),
    }
}

/// The Nim product x ⊗ y (a table that is no game's, to feed the finder something unlike the games).
fn nim_product(x: u32, y: u32) -> u32 {
    fn mul(a: u32, b: u32, half: u32) -> u32 {
        if a < 2 || b < 2 {
            return a * b;
        }
        let h = 1u32 << half;
        if h > a.max(b) && half > 1 {
            return mul(a, b, half / 2);
        }
        let (a1, a0, b1, b0) = (a >> half, a & (h - 1), b >> half, b & (h - 1));
        let hi = mul(a1, b1, half / 2);
        let c = mul(a0, b0, half / 2);
        let mid = mul(a1 ^ a0, b1 ^ b0, half / 2) ^ c;
        ((mid) << half) ^ c ^ mul(hi, h >> 1, half / 2)
    }
    mul(x, y, 16)
}

#[test]
fn two_number_games_are_named_and_never_predicted_wrongly() {
    let seed = common::env_number("HIDDEN_SET_SEED", 2026);
    let cases = common::env_number("HIDDEN_SET_GRIDS", 50);
    assert_eq!(
        [
            nim_product(2, 2),
            nim_product(2, 3),
            nim_product(4, 4),
            nim_product(8, 8)
        ],
        [3, 1, 6, 13]
    );
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut named, mut wrong) = (0, Vec::new());
    let mut by_kind: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for case in 0..cases {
        let side = rng.gen_range(20..=60);
        let far = side * rng.gen_range(4..=6);
        let letters = rng.gen_bool(0.3);
        let (name, corner, long): (String, usize, Vec<Vec<u32>>) = if case % 10 == 9 {
            let t = (0..far)
                .map(|x| (0..far).map(|y| nim_product(x as u32, y as u32)).collect())
                .collect();
            ("Nim product".into(), 0, t)
        } else {
            let (name, corner, moves) = random_grid_game(&mut rng);
            // The a-Wythoff options are quadratic in the side: keep those tables smaller.
            let far = if name.contains("-Wythoff") {
                far.min(150)
            } else {
                far
            };
            (name, corner, grid_table(far, moves))
        };
        let far = long.len();
        let value = |x: usize, y: usize| {
            if letters {
                u32::from(long[x][y] != 0)
            } else {
                long[x][y]
            }
        };
        let cells = (corner..side)
            .flat_map(|x| (corner..side).map(move |y| (x, y)))
            .map(|(x, y)| value(x, y))
            .collect();
        let grid = Grid {
            x0: corner,
            y0: corner,
            width: side,
            height: side,
            cells,
        };
        let a = GridAnalysis::new(grid, letters);
        let kind = name.split([' ', '[']).next().unwrap_or("").to_string();
        let entry = by_kind.entry(kind).or_insert((0, 0));
        entry.0 += 1;
        let Some(p) = a.predict(far - 1) else {
            continue;
        };
        named += 1;
        entry.1 += 1;
        'check: for x in corner..far {
            for y in corner..far {
                let v = value(x, y);
                let want = if a.predicts_values() {
                    v
                } else {
                    u32::from(v != 0)
                };
                if p[x * far + y] != want {
                    wrong.push(format!(
                        "{name} (letters {letters}) given {side}×{side}: wrong at ({x}, {y}): {}",
                        a.sentence
                    ));
                    break 'check;
                }
            }
        }
    }
    println!(
        "two numbers: {cases} cases, {named} named ({}%), {} wrong",
        100 * named / cases,
        wrong.len()
    );
    for (kind, (cases, named)) in &by_kind {
        println!("  {kind}: {cases} cases, {named} named");
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(2 * named >= cases, "only {named} of {cases} named");
}
