//! The tooling of subtract-digit: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute;
use problem_kit::gen::E18;

problem_kit::verdict_kit! {
    bench = "one game: random n ≤ 10^18 with 18 or 19 digits", |g| g.line_of(1, E18 / 10, E18),
    random = |g| g.line_of(1, 1, 200_000),
    first_wins = |n: u64| brute::shared_wins(&n, moves),
}

/// The rules alone: subtract a non-zero digit that occurs in n (each distinct digit once).
pub fn moves(&n: &u64) -> Vec<u64> {
    let mut seen = [false; 10];
    let mut rest = n;
    while rest > 0 {
        seen[(rest % 10) as usize] = true;
        rest /= 10;
    }
    (1..=9u64)
        .filter(|&d| seen[d as usize])
        .map(|d| n - d)
        .collect()
}

problem_kit::kit!(Kit);
