//! The tooling of count-losing-positions: its bench input, random small inputs and a brute-force reference from the rules.

problem_kit::subtraction_kit! {
    runs = 300,
    bench = (1_000_000, 100, "N = 10^6, m = 10 distinct moves ≤ 100"),
    random = (100, 1..=300),
    // Heaps 1..=n where the player to move loses.
    answer = |n, wins| format!("{}\n", (1..=n).filter(|&x| !wins(x)).count()),
}
