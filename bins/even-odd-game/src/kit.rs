//! The tooling of even-odd-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// even-odd-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules alone, from the statement: the multiset left (sorted) and
/// whether Alice moves; a move removes any one element, Alice scoring it if
/// it is even, Bob if it is odd. The score is Alice's total − Bob's.
impl ScoreRules for Kit {
    type Pos = (Vec<u64>, bool);

    fn turn(&self, (_, alice): &Self::Pos) -> Turn {
        if *alice {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    fn moves(&self, (left, alice): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        let mut next = Vec::new();
        for i in 0..left.len() {
            // Equal values are one move.
            if i > 0 && left[i] == left[i - 1] {
                continue;
            }
            let x = left[i];
            let gain = match (alice, x % 2 == 0) {
                (true, true) => i128::from(x),
                (false, false) => -i128::from(x),
                _ => 0,
            };
            let mut rest = left.clone();
            rest.remove(i);
            next.push(Edge::gain(gain, (rest, !alice)));
        }
        next
    }
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // One test holding all of Σn, values up to our 10^18 (the sort is the work).
        let n = size.pick(200_000, 20_000);
        g.num(1, b'\n')?;
        g.counted_line(n, 1, 1_000_000_000_000_000_000)?;
        Ok(format!(
            "t = 1 test of n = {n} values ≤ 10^18 (Σn at the judge's limit)"
        ))
    }

    /// Up to 5 tests of up to 8 values, small ones most of the time (ties
    /// need them), else up to 10^9.
    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(5, |g| {
            let n = g.rng.gen_range(1..=8);
            let hi = if g.rng.gen_bool(0.8) {
                6
            } else {
                1_000_000_000
            };
            g.counted_line(n, 1, hi)
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|t| {
            let mut a: Vec<u64> = t.counted();
            a.sort_unstable();
            let verdict = Kit.lead(&(a, true)).word(["Alice", "Bob", "Tie"]);
            format!("{verdict}\n")
        })
    }
}

problem_kit::kit!(Kit);
