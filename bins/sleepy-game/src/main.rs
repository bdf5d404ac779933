//! Codeforces 936B "Sleepy Game": Petya makes both players' moves, so a position is (vertex, moves made mod 2), and the opponent's turn a forced move; `games_core::remoteness` gives Win with the shortest winning path, Draw (a cycle can be reached) or Lose.
//!
//! The one-player game becomes a two-player game in which the opponent
//! only passes: Petya at (x, p) moves to the opponent's (y, 1 − p) for an
//! arc x → y, and the opponent there has the single move to Petya's
//! (y, 1 − p). A dead end reached after an odd number of moves is a given
//! win; one reached after an even number has no move and is lost. Petya
//! wins where he reaches a win, loses where every play ends in a loss, and
//! otherwise can go round a cycle forever: a draw. Following the best moves
//! from a win gives the shortest winning path, at most 2n + 1 vertices.
//! O(n + m).

use games_core::io::{run, Result, Scanner};
use games_core::remoteness::{remoteness_given, Remote};
use games_core::retrograde::{Graph, Outcome};
use std::io::{Read, Write};

/// Largest number of vertices n (the judge's limit).
const MAX_N: usize = 100_000;
/// Largest number of arcs m (the judge's limit).
const MAX_M: usize = 200_000;

/// Petya's position at vertex `x` after a number of moves of parity `p`.
fn petya(x: usize, p: usize) -> usize {
    2 * (2 * x + p)
}

/// The opponent's position at `x` with parity `p`: its one move is to [`petya`]`(x, p)`.
fn sleeper(x: usize, p: usize) -> usize {
    petya(x, p) + 1
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let m: usize = sc.next_in("m", 0..=MAX_M)?;
    let mut arcs: Vec<(usize, usize)> = Vec::with_capacity(m);
    let mut dead_end = vec![false; n];
    for (x, dead) in dead_end.iter_mut().enumerate() {
        let c: usize = sc.next_in("c (at most the arcs of m left)", 0..=m - arcs.len())?;
        *dead = c == 0;
        for _ in 0..c {
            let y: usize = sc.next_in("a", 1..=n)?;
            arcs.push((x, y - 1));
        }
    }
    if arcs.len() != m {
        return Err(sc.error(format!(
            "the lists hold {} arcs in all, but m = {m}",
            arcs.len()
        )));
    }
    let s: usize = sc.next_in("s", 1..=n)?;
    sc.finish()?;
    let mut moves = Vec::with_capacity(2 * m + 2 * n);
    for &(x, y) in &arcs {
        for p in 0..2 {
            moves.push((petya(x, p), sleeper(y, 1 - p)));
        }
    }
    for x in 0..n {
        for p in 0..2 {
            moves.push((sleeper(x, p), petya(x, p)));
        }
    }
    let game = Graph::from_edges(4 * n, &moves).expect("positions below 4n ≤ 4·10^5");
    // A dead end after an odd number of moves: the opponent is stuck, Petya has won.
    let plays = remoteness_given(&game, |v| {
        let (x, p) = (v / 4, (v / 2) % 2);
        (v % 2 == 0 && p == 1 && dead_end[x]).then_some(Outcome::Win)
    });
    let start = petya(s - 1, 0);
    match plays[start].value {
        Remote::Win(_) => {
            let mut line = String::from("Win\n");
            let mut at = Some(start);
            while let Some(v) = at {
                if v % 2 == 0 {
                    line.push_str(&(v / 4 + 1).to_string());
                    line.push(' ');
                }
                at = plays[v].best;
            }
            line.pop();
            writeln!(out, "{line}")?;
        }
        Remote::Draw => writeln!(out, "Draw")?,
        Remote::Lose(_) => writeln!(out, "Lose")?,
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
