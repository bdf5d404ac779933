//! The tooling of another-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size};
use std::io;

/// another-game's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        g.cses_heap_tests(size)
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_counted_tests(5, 4, 1, 6)
    }

    fn reference(input: &str) -> String {
        brute::counted_tests_reference(Self::NAME, input, true, moves, |_, first| {
            if first { "first\n" } else { "second\n" }.into()
        })
    }
}

/// The rules alone, over sorted heap lists: choose a non-empty set of non-empty heaps and take one coin from each.
fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for set in 1u32..1 << heaps.len() {
        let chosen = |i: usize| set >> i & 1 == 1;
        if (0..heaps.len()).any(|i| chosen(i) && heaps[i] == 0) {
            continue;
        }
        let mut v: Vec<u64> = (0..heaps.len())
            .map(|i| heaps[i] - u64::from(chosen(i)))
            .collect();
        v.sort_unstable();
        next.push(v);
    }
    next
}

problem_kit::kit!(Kit);
