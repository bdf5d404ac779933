//! The tooling of berzerk: its bench input, random small circles and a reference from the rules (`brute::outcomes`).

use problem_kit::brute::{self, Outcome};
use problem_kit::{Gen, Problem, Size, Tokens};
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
    const RUNS: u64 = 500;

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
        // A position: (player to move, object index); object 1 (index 0) is
        // the black hole: whoever is to move there has lost, as nothing moves.
        let moves = |&(p, i): &(usize, usize)| -> Vec<(usize, usize)> {
            if i == 0 {
                return Vec::new();
            }
            steps[p].iter().map(|&x| (1 - p, (i + x) % n)).collect()
        };
        let starts: Vec<(usize, usize)> =
            (0..2).flat_map(|p| (1..n).map(move |i| (p, i))).collect();
        let outcome = brute::outcomes(&starts, moves, |_| false);
        let mut out = String::new();
        for p in 0..2 {
            let words: Vec<&str> = (1..n)
                .map(|i| match outcome[&(p, i)] {
                    Outcome::Win => "Win",
                    Outcome::Lose => "Lose",
                    Outcome::Draw => "Loop",
                })
                .collect();
            out.push_str(&words.join(" "));
            out.push('\n');
        }
        out
    }
}

problem_kit::kit!(Kit);
