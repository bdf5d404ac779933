//! The tooling of another-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, heap_tests};

problem_kit::heap_tests_kit! {
    max_heap = 6,
    reference = |input| {
        brute::counted_tests_reference(input, true, moves, |_, first| {
            heap_tests::winner(first)
        })
    },
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
