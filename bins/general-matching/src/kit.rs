//! The tooling of general-matching: its bench input, random small graphs, a maximum matching by subset search, and a checker that accepts any maximum matching.

use problem_kit::{Gen, Problem, Size, Tokens};
use rand::{seq::SliceRandom, Rng};
use std::io;

/// general-matching's kit (see `problem_kit::kit`).
pub struct Kit;

/// `N`, then the edges of the input.
fn read_graph(input: &str) -> (usize, Vec<(usize, usize)>) {
    let mut t = Tokens::new(input);
    let (n, m): (usize, usize) = (t.parse(), t.parse());
    let edges = (0..m).map(|_| (t.parse(), t.parse())).collect();
    (n, edges)
}

/// A maximum matching by search over vertex subsets: the best matching of a
/// set leaves its smallest vertex out or matches it to a neighbour in the set.
fn brute_matching(n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut adjacent = vec![0usize; n];
    for &(u, v) in edges {
        adjacent[u] |= 1 << v;
        adjacent[v] |= 1 << u;
    }
    // best[s]: the size of a maximum matching of the subset s; choice[s]: the partner of s's smallest vertex.
    let mut best = vec![0u32; 1 << n];
    let mut choice = vec![usize::MAX; 1 << n];
    for s in 1usize..1 << n {
        let i = s.trailing_zeros() as usize;
        let rest = s & !(1 << i);
        best[s] = best[rest];
        let mut partners = adjacent[i] & rest;
        while partners != 0 {
            let j = partners.trailing_zeros() as usize;
            partners &= partners - 1;
            if 1 + best[rest & !(1 << j)] > best[s] {
                best[s] = 1 + best[rest & !(1 << j)];
                choice[s] = j;
            }
        }
    }
    let mut pairs = Vec::new();
    let mut s = (1usize << n) - 1;
    while s != 0 {
        let i = s.trailing_zeros() as usize;
        s &= !(1 << i);
        if choice[s | 1 << i] != usize::MAX {
            let j = choice[s | 1 << i];
            pairs.push((i, j));
            s &= !(1 << j);
        }
    }
    pairs
}

/// Writes a random simple graph on `n` vertices with `m` edges, each edge in
/// a random direction, in random order.
fn write_graph(g: &mut Gen, n: u64, m: u64) -> io::Result<()> {
    let mut all: Vec<(u64, u64)> = (0..n)
        .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
        .collect();
    all.shuffle(&mut g.rng);
    all.truncate(m as usize);
    g.row(&[n, m])?;
    g.edges_either_way(&all)?;
    Ok(())
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = 500;
        let m = size.pick(n * (n - 1) / 2, 20_000);
        write_graph(g, n, m)?;
        Ok(format!("N = {n}, M = {m} (a random simple graph)"))
    }

    /// A random simple graph on 1 to 12 vertices, of any density.
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=12u64);
        let max = n * (n - 1) / 2;
        let m = match g.rng.gen_range(0..4) {
            0 => g.rng.gen_range(0..=max.min(n)),
            _ => g.rng.gen_range(0..=max),
        };
        write_graph(g, n, m)
    }

    fn reference(input: &str) -> String {
        let (n, edges) = read_graph(input);
        let pairs = brute_matching(n, &edges);
        let mut out = format!("{}\n", pairs.len());
        for (a, b) in pairs {
            out.push_str(&format!("{a} {b}\n"));
        }
        out
    }

    /// Any maximum matching: X, then X edges of the graph, no two sharing a
    /// vertex, X as large as the subset search's.
    fn check(input: &str, output: &str) -> Result<(), String> {
        let (n, edges) = read_graph(input);
        let best = brute_matching(n, &edges).len();
        let mut tokens = output.split_ascii_whitespace();
        let mut number = |what: &str| -> Result<usize, String> {
            let t = tokens
                .next()
                .ok_or(format!("the output ends before {what}"))?;
            t.parse::<usize>()
                .map_err(|_| format!("{what} `{t}` is not a number"))
        };
        let x = number("X")?;
        if x != best {
            return Err(format!("X = {x}, but a maximum matching has {best} edges"));
        }
        let mut used = vec![false; n];
        for i in 0..x {
            let a = number(&format!("edge {i}'s first end"))?;
            let b = number(&format!("edge {i}'s second end"))?;
            if !edges.contains(&(a, b)) && !edges.contains(&(b, a)) {
                return Err(format!("{a} {b} is not an edge"));
            }
            for v in [a, b] {
                if std::mem::replace(&mut used[v], true) {
                    return Err(format!("vertex {v} is matched twice"));
                }
            }
        }
        match tokens.next() {
            Some(t) => Err(format!("a token `{t}` after the last edge")),
            None if output.ends_with('\n') => Ok(()),
            None => Err("the last line has no newline".into()),
        }
    }
}

problem_kit::kit!(Kit);
