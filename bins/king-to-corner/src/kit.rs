//! The tooling of king-to-corner: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute;
use problem_kit::gen::E18;

problem_kit::verdict_kit! {
    runs = 500,
    bench = "one game: random x, y ≤ 10^18", |g| g.line_of(2, 0, E18),
    random = |g| g.line_of(2, 0, 80),
    first_wins = |x: u64, y: u64| brute::shared_wins(&(x, y), moves),
}

/// The rules alone: the king's three steps towards the corner, never off the board.
pub fn moves(&(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut v = Vec::new();
    if x > 0 {
        v.push((x - 1, y));
    }
    if y > 0 {
        v.push((x, y - 1));
    }
    if x > 0 && y > 0 {
        v.push((x - 1, y - 1));
    }
    v
}

// The rules for the lab: a position is the king's cell (x, y).
problem_kit::pair_rules!(Kit, moves);

problem_kit::kit!(Kit, rules);
