//! The tooling of nim-game: its bench input, random small inputs and a brute-force reference from the rules.

// The rules alone, of one heap: lower it to any smaller size.
problem_kit::heap_tests_kit! {
    max_heap = 6,
    moves = |&h| (0..h).collect(),
}
