//! The tooling of stair-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E9;
use problem_kit::{brute, Gen, Problem, Size};
use std::io;

/// stair-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(50, 5);
        g.counted_tests(t, 200_000, 0, E9)?;
        Ok(format!(
            "t = {t} tests × n = 2·10^5 stairs, p ≤ 10^9 (Σn = {t}× the judge's)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_counted_tests(4, 5, 0, 3)
    }

    fn reference(input: &str) -> String {
        // Stairs are not interchangeable: the list is the position as it is.
        brute::counted_tests_reference(input, false, moves, |_, first| {
            if first { "first\n" } else { "second\n" }.into()
        })
    }
}

/// The rules alone: the ball count of every stair (index 0 = stair 1); a move sends 1..=p[k] balls from stair k + 1 ≥ 2 to stair k.
fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for k in 1..heaps.len() {
        for moved in 1..=heaps[k] {
            let mut v = heaps.to_vec();
            v[k] -= moved;
            v[k - 1] += moved;
            next.push(v);
        }
    }
    next
}

problem_kit::kit!(Kit);
