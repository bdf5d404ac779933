//! POI VI "Gonitwa" (Chase): a runner and a pursuer on a triangle-free graph; rounds until capture from two breadth-first searches and the graph's 2-core, or NIE.
//!
//! Let dA and dB be the distances from the runner's and the pursuer's
//! starts. The runner can reach exactly the vertices v with dA(v) < dB(v)
//! before the pursuer can stand in the way. If one of them lies on the
//! 2-core (what is left after deleting vertices of degree at most 1 again
//! and again: the cycles and the paths between them), the runner escapes:
//! from there it reaches a cycle ahead of the pursuer, and on a cycle of a
//! triangle-free graph (length at least 4) it always has a cycle neighbour
//! that is neither the pursuer's vertex nor next to it. Otherwise the
//! runner's region is a forest hanging off the pursuer's side: it runs to
//! the vertex of that region the pursuer needs longest to reach and waits,
//! and the pursuer, going straight there, catches it in round max dB(v).
//! O(n + m), after checking the promised shape (connected, no triangles: each
//! edge's ends share no neighbour) in O(m √m).

use games_core::io::{run, Result, Scanner};
use std::collections::{HashSet, VecDeque};
use std::io::{Read, Write};

/// Largest number of vertices (the judge's: 3000).
const MAX_N: usize = 200_000;
/// Largest number of edges (the judge's: 15 000).
const MAX_M: usize = 200_000;

/// Breadth-first distances from `from` (`usize::MAX` where unreached).
fn distances(next: &[Vec<usize>], from: usize) -> Vec<usize> {
    let mut dist = vec![usize::MAX; next.len()];
    dist[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in &next[v] {
            if dist[w] == usize::MAX {
                dist[w] = dist[v] + 1;
                queue.push_back(w);
            }
        }
    }
    dist
}

/// Which vertices are in the 2-core: vertices of degree at most 1 deleted
/// until none is left.
fn two_core(next: &[Vec<usize>]) -> Vec<bool> {
    let mut degree: Vec<usize> = next.iter().map(Vec::len).collect();
    let mut kept = vec![true; next.len()];
    let mut queue: Vec<usize> = (1..next.len()).filter(|&v| degree[v] <= 1).collect();
    for &v in &queue {
        kept[v] = false;
    }
    while let Some(v) = queue.pop() {
        for &w in &next[v] {
            if kept[w] {
                degree[w] -= 1;
                if degree[w] <= 1 {
                    kept[w] = false;
                    queue.push(w);
                }
            }
        }
    }
    kept
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 2..=MAX_N)?;
    let m: usize = sc.next_in("m", n - 1..=MAX_M)?;
    let a: usize = sc.next_in("a", 1..=n)?;
    let b: usize = sc.next_in("b", 1..=n)?;
    if a == b {
        return Err(sc.error(format!(
            "a = b = {a}: the two pieces start on different vertices"
        )));
    }
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    let mut edges = HashSet::with_capacity(m);
    let joined =
        |edges: &HashSet<(usize, usize)>, x: usize, y: usize| edges.contains(&(x.min(y), x.max(y)));
    for i in 1..=m {
        let x: usize = sc.next_in("x", 1..=n)?;
        let y: usize = sc.next_in("y", 1..=n)?;
        if x == y {
            return Err(sc.error(format!("edge {i} joins vertex {x} to itself")));
        }
        if joined(&edges, x, y) {
            return Err(sc.error(format!("edge {i} ({x}, {y}) repeats an earlier edge")));
        }
        // A triangle closed by this edge: a common neighbour of its ends,
        // looked for from the end of fewer edges (O(√m) each, O(m √m) in all).
        let (few, other) = if next[x].len() <= next[y].len() {
            (x, y)
        } else {
            (y, x)
        };
        if let Some(&z) = next[few].iter().find(|&&z| joined(&edges, z, other)) {
            return Err(sc.error(format!(
                "edge {i} ({x}, {y}) closes the triangle {x}, {y}, {z}; the graph must have none"
            )));
        }
        edges.insert((x.min(y), x.max(y)));
        next[x].push(y);
        next[y].push(x);
    }
    let from_a = distances(&next, a);
    if let Some(v) = (1..=n).find(|&v| from_a[v] == usize::MAX) {
        return Err(sc.error(format!(
            "the graph is not connected: vertex {v} cannot be reached from vertex {a}"
        )));
    }
    sc.finish()?;
    let from_b = distances(&next, b);
    let core = two_core(&next);
    let ahead = (1..=n).filter(|&v| from_a[v] < from_b[v]);
    if ahead.clone().any(|v| core[v]) {
        writeln!(out, "NIE")?;
    } else {
        let rounds = ahead.map(|v| from_b[v]).max().unwrap_or(0);
        writeln!(out, "{rounds}")?;
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
