//! AtCoder abc261_h "Game on Graph": a token on a weighted digraph, Takahashi wanting the game to end with the smallest total and Aoki wanting it never to end, else the largest; retrograde analysis in Dijkstra's order (`games_core::minimax_total`).
//!
//! A position is (vertex, player to move): 2N positions, each arc a move of
//! either player. Values are settled from the dead ends backwards, smallest
//! first: Takahashi's position by its cheapest settled option (weights are
//! ≥ 0, so no later option is cheaper), Aoki's once every option is settled
//! (an option left open is one where Aoki can keep the game going). A
//! position never settled is `INFINITY`. O((N + M) log(N + M)).

use games_core::io::{run, Result, Scanner};
use games_core::minimax_total::{minimax_totals, Total, WeightedGraph};
use games_core::retrograde::turn;
use std::io::{Read, Write};

/// Largest number of vertices N (the judge's limit).
const MAX_N: usize = 200_000;
/// Largest number of arcs M (the judge's limit).
const MAX_M: usize = 200_000;
/// Largest arc weight C (ours; the judge's is 10^9): totals stay exact in i128.
const MAX_C: i64 = 1_000_000_000_000_000_000;

/// Takahashi is player 0 and moves first; he is the minimiser.
const TAKAHASHI: usize = 0;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let m: usize = sc.next_in("M", 0..=MAX_M)?;
    let v: usize = sc.next_in("v", 1..=n)?;
    let mut arcs: Vec<(usize, usize, i64)> = Vec::with_capacity(m);
    for _ in 0..m {
        let a: usize = sc.next_in("A", 1..=n)?;
        let b: usize = sc.next_in("B", 1..=n)?;
        let c: i64 = sc.next_in("C", 0..=MAX_C)?;
        arcs.push((a - 1, b - 1, c));
    }
    sc.finish()?;
    // Either player moves along every arc.
    let game = WeightedGraph::per_player(n, [&arcs, &arcs])
        .expect("vertices in 1..=N, weights ≥ 0 and N ≤ 2·10^5 make a graph");
    let plays = minimax_totals(&game, |p| p % 2 == TAKAHASHI);
    match plays[turn(v - 1, TAKAHASHI)].value {
        Total::Ends(total) => writeln!(out, "{total}")?,
        Total::Never => writeln!(out, "INFINITY")?,
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
