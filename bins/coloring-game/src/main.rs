//! Codeforces 1991 E "Coloring Game" (interactive): on a connected graph, n rounds: Alice offers two of the colours 1, 2, 3, Bob colours an uncoloured vertex with one of them; Alice wins if some edge ends with both ends the same colour.
//!
//! A graph that is not bipartite has an odd cycle: Alice offers `1 2` every
//! round, Bob can only 2-colour it, and some edge of the odd cycle ends
//! monochromatic. A bipartite graph with sides A and B: Bob colours a vertex
//! of A with 1 while 1 is offered and A has one left, else a vertex of B
//! with 2 while 2 is offered and B has one left; otherwise the offer is
//! `{x, 3}` and only one side is left, whose vertex takes 3. Colour 1 is
//! used only on A, 2 only on B, 3 only on one side: no edge is monochromatic.

use games_core::io::{run_interactive, Judge, Result};
use std::io::{Read, Write};

/// Upper limits (the judge's: t ≤ 1000, n ≤ 10^4, m ≤ 10^4).
const MAX_T: u32 = 10_000;
const MAX_N: usize = 100_000;
const MAX_M: usize = 200_000;

/// Which side of a 2-colouring each vertex is on (0 or 1), or `None` when
/// the graph has an odd cycle; and whether the graph is connected.
/// Breadth-first from vertex 0, O(n + m).
fn sides(adj: &[Vec<usize>]) -> (Option<Vec<u8>>, bool) {
    let n = adj.len();
    let mut side = vec![u8::MAX; n];
    let mut queue = Vec::with_capacity(n);
    let mut bipartite = true;
    side[0] = 0;
    queue.push(0);
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &w in &adj[v] {
            if side[w] == u8::MAX {
                side[w] = side[v] ^ 1;
                queue.push(w);
            } else if side[w] == side[v] {
                bipartite = false;
            }
        }
    }
    let connected = queue.len() == n;
    (bipartite.then_some(side), connected)
}

/// Reads one test's graph: `n m` and m edges, as adjacency lists (0-based);
/// `None` when the judge sent `-1` in place of n (our last test was lost).
fn read_graph<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<Option<Vec<Vec<usize>>>> {
    let n: i64 = judge.next_in_or("n", 1..=MAX_N as i64, &[-1])?;
    if n < 0 {
        return Ok(None);
    }
    let n = n as usize;
    let most = (n * (n - 1) / 2).min(MAX_M);
    let m: usize = judge.next_in("m", n - 1..=most)?;
    let mut adj = vec![Vec::new(); n];
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let u: usize = judge.next_in("u", 1..=n)?;
        let v: usize = judge.next_in("v", 1..=n)?;
        if u == v {
            return Err(judge.error(format!("the edge {u} {v} is a loop")));
        }
        adj[u - 1].push(v - 1);
        adj[v - 1].push(u - 1);
        edges.push((u.min(v), u.max(v)));
    }
    edges.sort_unstable();
    if let Some(w) = edges.windows(2).find(|w| w[0] == w[1]) {
        return Err(judge.error(format!("the edge {} {} is given twice", w[0].0, w[0].1)));
    }
    Ok(Some(adj))
}

/// Plays Alice on a graph with an odd cycle: `1 2` every round. `false` when the judge ended the session (`-1`).
fn alice<R: Read, W: Write>(judge: &mut Judge<R, W>, n: usize) -> Result<bool> {
    let mut coloured = vec![false; n];
    for _ in 0..n {
        writeln!(judge, "1 2")?;
        let i: i64 = judge.next_in_or("the judge's vertex", 1..=n as i64, &[-1])?;
        if i < 0 {
            return Ok(false);
        }
        let c: u8 = judge.next_in("the judge's colour", 1..=3)?;
        if c == 3 {
            return Err(judge.error("the judge coloured with 3, which was not offered (1 2)"));
        }
        if std::mem::replace(&mut coloured[i as usize - 1], true) {
            return Err(judge.error(format!(
                "the judge coloured vertex {i}, which was coloured before"
            )));
        }
    }
    Ok(true)
}

/// Plays Bob on a bipartite graph with sides `side`. `false` when the judge ended the session (`-1`).
fn bob<R: Read, W: Write>(judge: &mut Judge<R, W>, side: &[u8]) -> Result<bool> {
    // The uncoloured vertices of each side, taken from the back.
    let mut left: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (v, &s) in side.iter().enumerate() {
        left[usize::from(s)].push(v + 1);
    }
    for _ in 0..side.len() {
        let a: i64 = judge.next_in_or("the judge's colour a", 1..=3, &[-1])?;
        if a < 0 {
            return Ok(false);
        }
        let b: i64 = judge.next_in("the judge's colour b", 1..=3)?;
        if a == b {
            return Err(judge.error(format!(
                "the judge offered `{a} {b}`, not two different colours"
            )));
        }
        let offered = |c: i64| a == c || b == c;
        let (s, c) = if offered(1) && !left[0].is_empty() {
            (0, 1)
        } else if offered(2) && !left[1].is_empty() {
            (1, 2)
        } else {
            // Then 3 is offered and only one side is left (a vertex is left:
            // fewer than n rounds were played).
            (usize::from(left[0].is_empty()), 3)
        };
        let v = left[s].pop().expect("a vertex is left on that side");
        writeln!(judge, "{v} {c}")?;
    }
    Ok(true)
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let t: u32 = judge.next_in("t", 1..=MAX_T)?;
    for _ in 0..t {
        let Some(adj) = read_graph(judge)? else {
            return Ok(());
        };
        let (side, connected) = sides(&adj);
        if !connected {
            return Err(judge.error("the graph is not connected"));
        }
        let going_on = match side {
            None => {
                writeln!(judge, "Alice")?;
                alice(judge, adj.len())?
            }
            Some(side) => {
                writeln!(judge, "Bob")?;
                bob(judge, &side)?
            }
        };
        if !going_on {
            return Ok(());
        }
    }
    Ok(())
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
