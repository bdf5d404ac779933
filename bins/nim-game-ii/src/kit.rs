//! The tooling of nim-game-ii: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};
use std::io;

/// nim-game-ii's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        g.cses_heap_tests(size)
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_counted_tests(5, 4, 1, 9)
    }

    fn reference(input: &str) -> String {
        // Each test is the sum of its heaps, searched whole (no Grundy value).
        Tokens::new(input).each_test(|t| {
            let n: usize = t.parse();
            let first = Kit::sum_wins(&t.many::<u64>(n));
            if first { "first\n" } else { "second\n" }.into()
        })
    }
}

/// The rules alone, of one heap: take 1, 2 or 3 sticks.
impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(Some));

    fn moves(&h: &u64) -> Vec<u64> {
        (1..=3.min(h)).map(|take| h - take).collect()
    }
}

problem_kit::kit!(Kit, rules);
