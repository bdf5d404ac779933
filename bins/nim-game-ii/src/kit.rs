//! The tooling of nim-game-ii: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Reference, Size};
use std::io;

/// nim-game-ii's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const NAME: &'static str = "nim-game-ii";

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        g.cses_heap_tests(size)
    }
}

/// The rules alone, over sorted heap lists: take 1, 2 or 3 from one heap.
fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    brute::replace_one_heap(heaps, |h| {
        (1..=3.min(h)).map(|take| vec![h - take]).collect()
    })
}

impl Reference for Kit {
    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_counted_tests(5, 4, 1, 9)
    }

    fn reference(input: &str) -> String {
        brute::counted_tests_reference(Self::NAME, input, true, moves, |_, first| {
            if first { "first\n" } else { "second\n" }.into()
        })
    }
}

#[cfg(not(test))]
fn main() {
    problem_kit::kit::main_with_reference::<Kit>();
}
