//! The tooling of game-with-marbles: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::{E18, E9};
use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// game-with-marbles's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules alone, from the statement: every colour's marbles, Alice's and
/// Bob's. A move picks a colour both still own; the mover discards one
/// marble of it, the opponent all of theirs. When no colour is owned by both
/// the game ends, scoring Alice's marbles − Bob's.
impl ScoreRules for Kit {
    type Pos = Vec<(u64, u64)>;

    /// Each move takes a colour out of play for good (one side owns none of
    /// it), so Alice moves when an even number of colours is out.
    fn turn(&self, marbles: &Self::Pos) -> Turn {
        let out = marbles.iter().filter(|&&(a, b)| a == 0 || b == 0).count();
        [Turn::Max, Turn::Min][out % 2]
    }

    fn moves(&self, marbles: &Self::Pos) -> Vec<Edge<Self::Pos>> {
        let alice = self.turn(marbles) == Turn::Max;
        (0..marbles.len())
            .filter(|&i| marbles[i].0 > 0 && marbles[i].1 > 0)
            .map(|i| {
                let (a, b) = marbles[i];
                let mut after = marbles.clone();
                after[i] = if alice { (a - 1, 0) } else { (0, b - 1) };
                Edge::to(after)
            })
            .collect()
    }

    fn payoff(&self, marbles: &Self::Pos) -> i128 {
        marbles
            .iter()
            .map(|&(a, b)| i128::from(a) - i128::from(b))
            .sum()
    }
}

/// One test of `n` colours: `n`, then Alice's counts and Bob's, each
/// uniform in `1..=most`.
fn colours(g: &mut Gen, n: u64, most: u64) -> io::Result<()> {
    g.counted_line(n, 1, most)?;
    g.line_of(n, 1, most)
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // One test holding all of Σn, counts up to our 10^18 (the sort is the work).
        let n = size.pick(200_000, 20_000);
        g.num(1, b'\n')?;
        colours(g, n, E18)?;
        Ok(format!(
            "t = 1 test of n = {n} colours, counts ≤ 10^18 (Σn at the judge's limit)"
        ))
    }

    /// Up to 5 tests of up to 6 colours (the easy version's limit), counts
    /// up to 6 four times in five (equal sums, zero scores), else up to 10^9.
    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(5, |g| {
            let n = g.rng.gen_range(1..=6);
            let most = if g.rng.gen_ratio(4, 5) { 6 } else { E9 };
            colours(g, n, most)
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|t| {
            let a: Vec<u64> = t.counted();
            let b: Vec<u64> = t.many(a.len());
            let marbles: Vec<(u64, u64)> = a.into_iter().zip(b).collect();
            format!("{}\n", Kit.value(&marbles))
        })
    }
}

problem_kit::kit!(Kit);
