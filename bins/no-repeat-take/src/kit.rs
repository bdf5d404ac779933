//! The tooling of no-repeat-take: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute;
use rand::Rng;

problem_kit::verdict_kit! {
    runs = 400,
    bench = "one game: n = 2000, k = 20 (the limits)", |g| g.row(&[2000, 20]),
    random = |g| {
        let k = g.rng.gen_range(1..=20u64);
        let n = g.rng.gen_range(1..=300u64);
        g.row(&[n, k])
    },
    first_wins = |n: usize, k: usize| brute::shared_wins(&(n, None, k), moves),
}

/// A state: stones left, the take just made (forbidden next) and the largest take k.
pub type State = (usize, Option<usize>, usize);

/// The rules alone: take 1..=k stones, never the amount the opponent just took.
pub fn moves(&(r, last, k): &State) -> Vec<State> {
    (1..=k)
        .filter(|&x| x <= r && Some(x) != last)
        .map(|x| (r - x, Some(x), k))
        .collect()
}

problem_kit::kit!(Kit);
