//! The tooling of subtraction-game-huge: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::verdict;

problem_kit::subtraction_kit! {
    runs = 300,
    bench = (E18, 20, "one game: n = 10^18, m = 10 distinct moves ≤ 20"),
    random = (20, 0..=300),
    answer = |n, wins| verdict(wins(n)),
}
