//! The tooling of subtraction-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::verdict;

problem_kit::subtraction_kit! {
    runs = 400,
    bench = (1_000_000, 100, "one game: n = 10^6, m = 10 distinct moves ≤ 100"),
    random = (100, 0..=400),
    answer = |n, wins| verdict(wins(n)),
}
