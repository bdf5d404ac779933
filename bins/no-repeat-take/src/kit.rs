//! The tooling of no-repeat-take: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// no-repeat-take's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.row(&[2000, 20])?;
        Ok("one game: n = 2000, k = 20 (the limits)".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let k = g.rng.gen_range(1..=20u64);
        let n = g.rng.gen_range(1..=300u64);
        g.row(&[n, k])
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let (n, k): (usize, usize) = (t.parse(), t.parse());
        let first = brute::shared_memo(Self::NAME, |memo| {
            brute::wins(&(n, None, k), moves, |_| false, memo)
        });
        format!("{}\n", if first { "TRƯỚC" } else { "SAU" })
    }
}

/// A state: stones left, the take just made (forbidden next) and the largest take k.
pub type State = (usize, Option<usize>, usize);

/// The rules alone: take 1..=k stones, never the amount the opponent just took.
pub fn moves(&(r, last, k): &State) -> Vec<State> {
    (1..=k)
        .filter(|&x| x <= r && Some(x) != last)
        .map(|x| (r - x, Some(x), k))
        .collect()
}

problem_kit::kit!(Kit);
