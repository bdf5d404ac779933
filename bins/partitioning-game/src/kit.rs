//! The tooling of partitioning-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size};
use std::io;

/// partitioning-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, _size: Size) -> io::Result<String> {
        g.counted_tests(1000, 100, 1, 10_000)?;
        Ok("T = 1000 tests × n = 100 piles ≤ 10^4 (the limit)".into())
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_counted_tests(4, 3, 1, 10)
    }

    fn reference(input: &str) -> String {
        brute::counted_tests_reference(input, true, moves, |case, alice| {
            format!("Case {case}: {}\n", if alice { "Alice" } else { "Bob" })
        })
    }
}

/// The rules alone, over sorted pile lists: split one pile into two non-empty piles of different sizes.
fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    brute::replace_one_heap(heaps, |p| {
        (1..p)
            .filter(|&a| 2 * a < p)
            .map(|a| vec![a, p - a])
            .collect()
    })
}

problem_kit::kit!(Kit);
