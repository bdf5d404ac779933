//! The tooling of take-squares: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{Layout, Rules};

problem_kit::verdict_kit! {
    bench = "one game: n = 10^5 (the limit)", |g| g.row(&[100_000]),
    random = |g| g.line_of(1, 0, 600),
    first_wins = |n: u64| Kit.wins(&n),
}

/// The rules alone: take a square number t ≤ x of stones; who cannot move loses.
impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(Some));

    fn moves(&self, &x: &u64) -> Vec<u64> {
        (1..)
            .map(|j| j * j)
            .take_while(|&t| t <= x)
            .map(|t| x - t)
            .collect()
    }
}

problem_kit::kit!(Kit, rules);
