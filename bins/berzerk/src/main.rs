//! Codeforces 786A "Berzerk": a monster on a circle, each player with their own steps; Win/Lose/Loop from every start.
//!
//! A position is (object, player to move): 2n positions. The black hole is a
//! loss for the player to move there (the other player just won), and every
//! other position has one move per step of the mover. Retrograde analysis
//! (`games_core::retrograde`) labels all positions backwards from the black
//! hole with a queue; positions never labelled are loops. The moves are not
//! stored: the positions with a move into (j, q) are (j − x, 1 − q) for the
//! steps x of player 1 − q, so memory is O(n) and time O(n · (k1 + k2)).

use games_core::io::{run, Result, Scanner};
use games_core::retrograde::{retrograde_given, turn, GameGraph, Outcome};
use std::io::{Read, Write};

/// Largest number of objects n (the judge's limit).
const MAX_N: usize = 7000;

/// The game on the circle: object 0 is the black hole, player p steps by `steps[p]`.
struct Circle {
    n: usize,
    steps: [Vec<usize>; 2],
}

impl GameGraph for Circle {
    fn positions(&self) -> usize {
        2 * self.n
    }

    fn moves(&self, v: usize) -> usize {
        self.steps[v % 2].len()
    }

    fn for_each_predecessor<F: FnMut(usize)>(&self, v: usize, mut f: F) {
        let (object, player) = (v / 2, v % 2);
        let mover = 1 - player;
        for &x in &self.steps[mover] {
            let from = if object >= x {
                object - x
            } else {
                object + self.n - x
            };
            f(turn(from, mover));
        }
    }
}

/// Reads `k` followed by k distinct steps in 1..=n−1; `who` names them (`s1`, `s2`).
fn read_steps<R: Read>(sc: &mut Scanner<R>, n: usize, who: &str) -> Result<Vec<usize>> {
    let k: usize = sc.next_in(&format!("k{}", &who[1..]), 1..=n - 1)?;
    let mut seen = vec![false; n];
    let mut steps = Vec::with_capacity(k);
    for i in 1..=k {
        let name = format!("{who}_{i}");
        let x: usize = sc.next_in(&name, 1..=n - 1)?;
        if seen[x] {
            return Err(sc.error(format!(
                "{name} = {x} repeats an earlier value; the values must be distinct"
            )));
        }
        seen[x] = true;
        steps.push(x);
    }
    Ok(steps)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 2..=MAX_N)?;
    let rick = read_steps(sc, n, "s1")?;
    let morty = read_steps(sc, n, "s2")?;
    sc.finish()?;
    let circle = Circle {
        n,
        steps: [rick, morty],
    };
    let outcome = retrograde_given(&circle, |v| (v / 2 == 0).then_some(Outcome::Lose));
    for first in 0..2 {
        let words: Vec<&str> = (1..n)
            .map(|object| match outcome[turn(object, first)] {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        writeln!(out, "{}", words.join(" "))?;
    }
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
