//! The tooling of laskers-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, shapes, Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// laskers-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let (t, n) = (100, size.pick(10_000, 1_000));
        g.row(&[t])?;
        for _ in 0..t {
            g.row(&[n])?;
            g.line_of(n, 1, E18)?;
        }
        Ok(format!(
            "T = {t} tests of N = {n} piles up to 10^18 (10^6 piles in all)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(3, |g| {
            // Bob wins few random positions: aim at each winner half the
            // time, redrawing (up to 100 times) until the search agrees.
            let alice = g.rng.gen_bool(0.5);
            let draw = |g: &mut Gen| {
                let n = g.rng.gen_range(1..=3);
                let top = if n == 3 { 6 } else { 11 };
                (0..n).map(|_| g.rng.gen_range(1..=top)).collect()
            };
            shapes::counted_row_won_by(g, alice, draw, |piles| Kit.wins(piles))
        })
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        t.counted_tests::<u64>()
            .into_iter()
            .map(|mut piles| {
                piles.sort_unstable();
                // All the piles together are one position, searched as one game.
                if Kit.wins(&piles) {
                    "Alice\n"
                } else {
                    "Bob\n"
                }
            })
            .collect()
    }
}

/// The rules alone, on the sorted list of non-empty piles: take any positive
/// number of stones from one pile, or split a pile into two non-empty piles;
/// who cannot move loses.
impl Rules for Kit {
    type Pos = Vec<u64>;
    /// One pile of n (n = 0: no pile).
    const LAYOUT: Option<Layout<Vec<u64>>> = Some(Layout::Line(shapes::one_heap));

    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        brute::replace_one_heap(piles, |p| {
            let lowered = (0..p).map(|left| if left > 0 { vec![left] } else { vec![] });
            let split = (1..=p / 2).map(|a| vec![a, p - a]);
            lowered.chain(split).collect()
        })
    }
}

problem_kit::kit!(Kit, rules);
