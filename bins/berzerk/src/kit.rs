//! The tooling of berzerk: its bench input, random small circles and a fixed-point reference from the rules.

use problem_kit::{Gen, Problem, Reference, Size, Tokens};
use rand::Rng;
use std::io;

/// berzerk's kit (see `problem_kit::kit`).
pub struct Kit;

/// Writes `k` then the steps on one line.
fn steps_line(g: &mut Gen, steps: &[u64]) -> io::Result<()> {
    g.num(steps.len() as u64, b' ')?;
    g.row(steps)
}

impl Problem for Kit {
    const NAME: &'static str = "berzerk";

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Every step for both players: each position has n − 1 moves and
        // 2 · n · (n − 1) ≈ 9.8·10^7 moves are looked at, the most there can be.
        // Leaving out the steps straight into the hole keeps wins, losses and
        // loops all in play.
        let n = size.pick(7000, 700);
        let rick: Vec<u64> = (1..n).filter(|x| x % 7 != 3).collect();
        let morty: Vec<u64> = (1..n).filter(|x| x % 5 != 1).collect();
        g.num(n, b'\n')?;
        steps_line(g, &rick)?;
        steps_line(g, &morty)?;
        Ok(format!(
            "n = {n}, k1 = {}, k2 = {} (the judge's limit: about 2·n·k moves)",
            rick.len(),
            morty.len()
        ))
    }
}

impl Reference for Kit {
    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(2..=9u64);
        g.num(n, b'\n')?;
        for _ in 0..2 {
            let k = g.rng.gen_range(1..=(n - 1).min(3)) as usize;
            let steps = g.distinct(k, n - 1);
            steps_line(g, &steps)?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let mut steps = Vec::new();
        for _ in 0..2 {
            let k: usize = t.parse();
            steps.push(t.many::<usize>(k));
        }
        // win[p][i]: Some(true) if player p to move with the monster on
        // object i + 1 wins. Object 1 (i = 0) is the black hole: a move into
        // it wins at once. Iterate to a fixed point; what stays None loops.
        let mut win = vec![vec![None::<bool>; n]; 2];
        loop {
            let mut changed = false;
            for p in 0..2 {
                for i in 1..n {
                    if win[p][i].is_some() {
                        continue;
                    }
                    let next: Vec<Option<bool>> = steps[p]
                        .iter()
                        .map(|&x| {
                            let j = (i + x) % n;
                            if j == 0 {
                                Some(false) // the opponent faces the hole: lost
                            } else {
                                win[1 - p][j]
                            }
                        })
                        .collect();
                    if next.contains(&Some(false)) {
                        win[p][i] = Some(true);
                        changed = true;
                    } else if next.iter().all(|&w| w == Some(true)) {
                        win[p][i] = Some(false);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let mut out = String::new();
        for row in &win {
            let words: Vec<&str> = row[1..]
                .iter()
                .map(|w| match w {
                    Some(true) => "Win",
                    Some(false) => "Lose",
                    None => "Loop",
                })
                .collect();
            out.push_str(&words.join(" "));
            out.push('\n');
        }
        out
    }
}

#[cfg(not(test))]
fn main() {
    problem_kit::kit::main_with_reference::<Kit>();
}
