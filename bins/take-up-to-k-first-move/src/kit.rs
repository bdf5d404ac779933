//! The tooling of take-up-to-k-first-move: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::Rules;

problem_kit::take_up_to_k_kit! {
    runs = 500,
    play = Normal,
    bench_n = (E18 - 1, "10^18 − 1"),
    // The smallest take that leaves the opponent in a lost position, else 0.
    reference = |n, k| {
        let take = (1..=k.min(n)).find(|&take| !Kit.wins(&(n - take, k)));
        format!("{}\n", take.unwrap_or(0))
    },
}
