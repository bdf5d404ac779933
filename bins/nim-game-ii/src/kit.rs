//! The tooling of nim-game-ii: its bench input, random small inputs and a brute-force reference from the rules.

// The rules alone, of one heap: take 1, 2 or 3 sticks.
problem_kit::heap_tests_kit! {
    max_heap = 9,
    moves = |&h| (1..=3.min(h)).map(|take| h - take).collect(),
}
