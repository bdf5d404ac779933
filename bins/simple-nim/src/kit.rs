//! The tooling of simple-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E9;
use problem_kit::{brute, Gen, Problem, Size};
use std::io;

/// simple-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(10, 1);
        g.counted_tests(t, 1_000_000, 1, E9)?;
        Ok(format!(
            "T = {t} tests × n = 10^6 heaps ≤ 10^9 ({t}·10^6 numbers)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // At most 24 objects in all, the range the single-heap search covers.
        g.random_counted_tests(4, 3, 1, 8)
    }

    fn reference(input: &str) -> String {
        brute::counted_tests_reference(input, true, moves, |_, first| {
            if first {
                "First player wins.\n"
            } else {
                "Second player wins.\n"
            }
            .into()
        })
    }
}

/// The rules alone, over sorted lists of non-empty heaps: remove 1..=h from
/// one heap, or replace one heap by three non-empty heaps.
pub fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    brute::replace_one_heap(heaps, |h| {
        let lowered = (0..h).map(|left| if left > 0 { vec![left] } else { vec![] });
        // Three parts a ≤ b ≤ c, each multiset once.
        let split = (1..h).flat_map(move |a| {
            (a..h - a)
                .filter(move |&b| h - a - b >= b)
                .map(move |b| vec![a, b, h - a - b])
        });
        lowered.chain(split).collect()
    })
}

problem_kit::kit!(Kit);
