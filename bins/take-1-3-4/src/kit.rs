//! The tooling of take-1-3-4: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute;
use problem_kit::gen::E18;

problem_kit::verdict_kit! {
    runs = 400,
    bench = "one game: n = 10^18", |g| g.row(&[E18]),
    random = |g| g.line_of(1, 0, 3000),
    first_wins = |n: u64| brute::shared_wins(&n, moves),
}

/// The rules alone: take 1, 3 or 4 stones; who cannot move loses.
fn moves(&x: &u64) -> Vec<u64> {
    [1, 3, 4]
        .into_iter()
        .filter(|&t| t <= x)
        .map(|t| x - t)
        .collect()
}

problem_kit::kit!(Kit);
