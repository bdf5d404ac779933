//! The tooling of subtract-divisor: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{Layout, Rules};

problem_kit::verdict_kit! {
    bench = "one game: random n ≤ 10^18", |g| g.line_of(1, 1, E18),
    random = |g| g.line_of(1, 1, 1500),
    first_wins = |n: u64| Kit.wins(&n),
}

/// The rules alone: subtract a divisor d of x with 1 ≤ d < x; who cannot move loses.
impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(|n| (n >= 1).then_some(n)));

    fn moves(&self, &x: &u64) -> Vec<u64> {
        // Every divisor d < x, found in pairs (d, x / d) with d ≤ √x.
        let mut next: Vec<u64> = (1..)
            .take_while(|d| d * d <= x)
            .filter(|d| x % d == 0)
            .flat_map(|d| [d, x / d])
            .filter(|&d| d < x)
            .map(|d| x - d)
            .collect();
        next.sort_unstable();
        next.dedup();
        next
    }
}

problem_kit::kit!(Kit, rules);
