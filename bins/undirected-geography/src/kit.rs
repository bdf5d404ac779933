//! The tooling of undirected-geography: its bench input, random small connected graphs and a brute-force reference that plays the game over (vertex, visited set).

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::{seq::SliceRandom, Rng};
use std::collections::HashMap;
use std::io;

/// undirected-geography's kit (see `problem_kit::kit`).
pub struct Kit;

/// Writes a random connected simple graph on `n` vertices with `m` edges
/// (a random spanning tree, then random other pairs), 1-based, in random
/// order and directions.
fn write_graph(g: &mut Gen, n: u64, m: u64) -> io::Result<()> {
    let mut order: Vec<u64> = (1..=n).collect();
    order.shuffle(&mut g.rng);
    let mut edges: Vec<(u64, u64)> = (1..n as usize)
        .map(|i| (order[g.rng.gen_range(0..i)], order[i]))
        .collect();
    let mut present: std::collections::HashSet<(u64, u64)> =
        edges.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    if m > n * (n - 1) / 4 {
        // Dense: take the missing pairs in random order.
        let mut rest: Vec<(u64, u64)> = (1..=n)
            .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
            .filter(|p| !present.contains(p))
            .collect();
        rest.shuffle(&mut g.rng);
        edges.extend(rest.into_iter().take((m - (n - 1)) as usize));
    } else {
        while (edges.len() as u64) < m {
            let (u, v) = (g.rng.gen_range(1..=n), g.rng.gen_range(1..=n));
            if u != v && present.insert((u.min(v), u.max(v))) {
                edges.push((u, v));
            }
        }
    }
    edges.shuffle(&mut g.rng);
    g.row(&[n, m])?;
    g.edges_either_way(&edges)?;
    Ok(())
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // The sum of M at its limit, N = 2000 everywhere: an unbalanced complete
        // bipartite graph (most vertices uncovered: failed searches), sparse
        // random graphs, a tree, and the rest of the budget in one more graph.
        let n = 2000u64;
        let (budget, side, sparse, per) = match size.pick(1, 0) {
            1 => (1_000_000u64, 300u64, 96u64, 5000u64),
            _ => (100_000, 30, 7, 4000),
        };
        let complete = side * (n - side);
        let last = budget - complete - sparse * per - (n - 1);
        g.row(&[sparse + 3])?;
        let mut pairs: Vec<(u64, u64)> = (1..=side)
            .flat_map(|u| (side + 1..=n).map(move |v| (u, v)))
            .collect();
        pairs.shuffle(&mut g.rng);
        g.row(&[n, complete])?;
        for (u, v) in pairs {
            g.row(&[u, v])?;
        }
        for _ in 0..sparse {
            write_graph(g, n, per)?;
        }
        write_graph(g, n, n - 1)?;
        write_graph(g, n, last)?;
        Ok(format!(
            "T = {} tests of N = {n}, M summing to {budget}: K_{{{side},{}}}, {sparse} random graphs with M = {per}, a tree, one with M = {last}",
            sparse + 3,
            n - side
        ))
    }

    /// One to four connected graphs of 1 to 9 vertices, of any density.
    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(4, |g| {
            let n = g.rng.gen_range(1..=9u64);
            let max = n * (n - 1) / 2;
            let m = g.rng.gen_range(n - 1..=max.max(n - 1));
            write_graph(g, n, m)?;
            Ok(())
        })
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        t.each_test(|t| {
            let (n, m): (usize, usize) = (t.parse(), t.parse());
            let mut adjacent = vec![Vec::new(); n + 1];
            for _ in 0..m {
                let (x, y): (usize, usize) = (t.parse(), t.parse());
                adjacent[x].push(y);
                adjacent[y].push(x);
            }
            // The rules alone: move to a neighbour not visited yet (a bit set).
            let moves = |&(v, visited): &(usize, u32)| -> Vec<(usize, u32)> {
                adjacent[v]
                    .iter()
                    .filter(|&&w| visited >> w & 1 == 0)
                    .map(|&w| (w, visited | 1 << w))
                    .collect()
            };
            let mut memo = HashMap::new();
            // Askar places the token, Bob moves first: Askar wins when the mover loses.
            let askar = (1..=n)
                .filter(|&v| !brute::wins(&(v, 1u32 << v), moves, |_| false, &mut memo))
                .count();
            format!("{askar}\n")
        })
    }
}

problem_kit::kit!(Kit);
