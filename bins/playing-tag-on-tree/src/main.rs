//! AtCoder abc148_f "Playing Tag on Tree": Takahashi runs and Aoki chases on a tree, both stepping every turn; Aoki's steps under best play are max{dA(x) − 1 : dT(x) < dA(x)} over the vertices x, from two breadth-first searches.
//!
//! Takahashi can reach exactly the vertices x he is nearer to than Aoki
//! (dT(x) < dA(x)) before being caught; he runs to the one farthest from
//! Aoki and must then step back towards him. O(N).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of vertices N (the judge's limit).
const MAX_N: usize = 100_000;

/// The distances from `from` to every vertex of the graph whose neighbours
/// of `x` are `adjacent[first[x]..first[x + 1]]`, by breadth-first search;
/// `None` unless every vertex is reached.
fn distances(first: &[usize], adjacent: &[u32], from: usize) -> Option<Vec<u32>> {
    let n = first.len() - 1;
    let mut dist = vec![u32::MAX; n];
    let mut order = Vec::with_capacity(n);
    dist[from] = 0;
    order.push(from);
    let mut head = 0;
    while head < order.len() {
        let x = order[head];
        head += 1;
        for &y in &adjacent[first[x]..first[x + 1]] {
            let y = y as usize;
            if dist[y] == u32::MAX {
                dist[y] = dist[x] + 1;
                order.push(y);
            }
        }
    }
    (order.len() == n).then_some(dist)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 2..=MAX_N)?;
    let u: usize = sc.next_in("u", 1..=n)?;
    let v: usize = sc.next_in("v", 1..=n)?;
    if u == v {
        return Err(sc.error(format!(
            "u = v = {u}: Takahashi and Aoki must start on different vertices"
        )));
    }
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let a: u32 = sc.next_in("A", 1..=n as u32)?;
        let b: u32 = sc.next_in("B", 1..=n as u32)?;
        edges.push((a - 1, b - 1));
    }
    // Neighbour lists, compressed.
    let mut first = vec![0usize; n + 1];
    for &(a, b) in &edges {
        first[a as usize + 1] += 1;
        first[b as usize + 1] += 1;
    }
    for x in 0..n {
        first[x + 1] += first[x];
    }
    let mut fill = first.clone();
    let mut adjacent = vec![0u32; 2 * edges.len()];
    for &(a, b) in &edges {
        adjacent[fill[a as usize]] = b;
        fill[a as usize] += 1;
        adjacent[fill[b as usize]] = a;
        fill[b as usize] += 1;
    }
    // N − 1 edges reaching every vertex: a tree.
    let (Some(from_u), Some(from_v)) = (
        distances(&first, &adjacent, u - 1),
        distances(&first, &adjacent, v - 1),
    ) else {
        return Err(sc.error("the edges do not connect every vertex: they must make a tree"));
    };
    sc.finish()?;
    let steps = (0..n)
        .filter(|&x| from_u[x] < from_v[x])
        .map(|x| from_v[x] - 1)
        .max()
        .expect("Takahashi's own vertex is nearer to him");
    writeln!(out, "{steps}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
