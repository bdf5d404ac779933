//! The tooling of dag-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::{seq::SliceRandom, Rng};
use std::collections::HashMap;
use std::io;

/// dag-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        // A path 1 → 2 → … → n (the deepest DAG) plus random forward edges.
        let n = 100_000u64;
        let m = 200_000u64;
        let mut edges: Vec<(u64, u64)> = (1..n).map(|u| (u, u + 1)).collect();
        while (edges.len() as u64) < m {
            let u = g.rng.gen_range(1..n);
            let v = g.rng.gen_range(u + 1..=n);
            edges.push((u, v));
        }
        edges.shuffle(&mut g.rng);
        g.row(&[n, m, 1])?;
        for (u, v) in edges {
            g.row(&[u, v])?;
        }
        Ok(
            "n = 10^5 vertices, m = 2·10^5 edges (a Hamiltonian path plus random forward edges)"
                .into(),
        )
    }

    /// A random DAG on 1..=n: edges go forwards in a random vertex order,
    /// listed in random order, with possible duplicates.
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=12u64);
        let mut rank: Vec<u64> = (1..=n).collect();
        rank.shuffle(&mut g.rng);
        let tries = g.rng.gen_range(0..=2 * n);
        let edges: Vec<(u64, u64)> = (0..tries)
            .filter_map(|_| {
                let (i, j) = (g.rng.gen_range(0..n), g.rng.gen_range(0..n));
                (i < j).then(|| (rank[i as usize], rank[j as usize]))
            })
            .collect();
        let s = g.rng.gen_range(1..=n);
        g.row(&[n, edges.len() as u64, s])?;
        for (u, v) in edges {
            g.row(&[u, v])?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (_n, m, s): (u32, usize, u32) = (t.parse(), t.parse(), t.parse());
        let edges: Vec<(u32, u32)> = (0..m).map(|_| (t.parse(), t.parse())).collect();
        // The rules alone: move the token along an edge out of its vertex; who cannot move loses.
        let moves =
            |&u: &u32| -> Vec<u32> { edges.iter().filter(|e| e.0 == u).map(|e| e.1).collect() };
        let first = brute::wins(&s, moves, |_| false, &mut HashMap::new());
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

problem_kit::kit!(Kit);
