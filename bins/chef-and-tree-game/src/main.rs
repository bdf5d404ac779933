//! CodeChef GERALD08 "Chef and Tree Game": Blue-Red Hackenbush on a rooted tree (Chef cuts black edges, Ksen white ones); every subtree is a number, found bottom-up by the edge rule in exact dyadics of any length, and its sign names the winners.
//!
//! Chef is Left. A vertex is worth the sum of its child edges; an edge of
//! Chef's colour carrying a subtree worth x is worth x + 1 when x ≥ 0, and
//! (x + p) / 2^(p−1) with p the least positive integer making x + p > 1
//! when x < 0; Ksen's edges are the mirror image
//! (`games_core::big_dyadic::BigDyadic::hackenbush_edge`). Denominators
//! reach 2^(about N), so the values are `BigDyadic`s; the vertices are taken
//! children first (breadth-first order reversed: nothing recurses), and a
//! child's value is freed as soon as it is added to its parent.
//! Value > 0: Chef wins whoever starts; < 0: Ksen does; = 0: the second
//! player wins.

use games_core::big_dyadic::BigDyadic;
use games_core::io::{run, Result, Scanner};
use games_core::sum_limit::SumLimit;
use std::cmp::Ordering;
use std::io::{Read, Write};

/// Most tests.
const MAX_T: u32 = 1000;
/// Most vertices in one test, and in all the tests together.
const MAX_N: usize = 100_000;

/// A rooted tree: its vertices in breadth-first order from vertex 0, and
/// each one's parent and whether the edge to it is black (Chef's).
type Rooted = (Vec<usize>, Vec<(usize, bool)>);

/// The tree on `n` vertices and `edges` (`(u, v, black)`, 0-based) rooted
/// at vertex 0; `None` unless the edges connect every vertex (then n − 1
/// edges make a tree). The neighbours sit in one array, each vertex's in a
/// slice of it (compressed rows).
fn rooted(n: usize, edges: &[(usize, usize, bool)]) -> Option<Rooted> {
    let mut start = vec![0usize; n + 1];
    for &(u, v, _) in edges {
        start[u + 1] += 1;
        start[v + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut adjacent = vec![(0usize, false); 2 * edges.len()];
    for &(u, v, black) in edges {
        adjacent[fill[u]] = (v, black);
        fill[u] += 1;
        adjacent[fill[v]] = (u, black);
        fill[v] += 1;
    }
    let mut order = Vec::with_capacity(n);
    order.push(0);
    let mut parent = vec![(usize::MAX, false); n];
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, black) in &adjacent[start[v]..start[v + 1]] {
            if w != 0 && parent[w].0 == usize::MAX {
                parent[w] = (v, black);
                order.push(w);
            }
        }
    }
    (order.len() == n).then_some((order, parent))
}

/// The value of the tree, Chef being Left.
fn tree_value(order: &[usize], parent: &[(usize, bool)]) -> BigDyadic {
    let mut value: Vec<BigDyadic> = vec![BigDyadic::ZERO; order.len()];
    for &v in order.iter().skip(1).rev() {
        let (p, black) = parent[v];
        let edge = std::mem::take(&mut value[v]).hackenbush_edge(black);
        value[p] += edge;
    }
    std::mem::take(&mut value[0])
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    let mut sum_n = SumLimit::new("N", MAX_N);
    for _ in 0..t {
        let n = sum_n.next_in(sc, 1..=MAX_N)?;
        let mut edges: Vec<(usize, usize, bool)> = Vec::with_capacity(n - 1);
        for _ in 1..n {
            let u: usize = sc.next_in("U", 1..=n)?;
            let v: usize = sc.next_in("V", 1..=n)?;
            let c: u8 = sc.next_in("C", 0..=1)?;
            edges.push((u - 1, v - 1, c == 0));
        }
        let Some((order, parent)) = rooted(n, &edges) else {
            return Err(sc.error("the edges do not connect every vertex: they must make a tree"));
        };
        let words = match tree_value(&order, &parent).signum() {
            Ordering::Greater => "Chef Chef",
            Ordering::Less => "Ksen Ksen",
            // The second player wins.
            Ordering::Equal => "Ksen Chef",
        };
        writeln!(out, "{words}")?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
