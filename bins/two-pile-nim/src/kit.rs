//! The tooling of two-pile-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{brute, Gen};
use rand::Rng;
use std::io;

problem_kit::verdict_kit! {
    runs = 500,
    bench = "one game: random piles ≤ 10^18", |g| g.line_of(2, 0, E18),
    random = |g| random(g),
    first_wins = |a: u64, b: u64| brute::shared_wins(&(a, b), moves),
}

/// Random piles up to 60, a quarter of the cases on the diagonal, where the losses are.
fn random(g: &mut Gen) -> io::Result<()> {
    let a = g.rng.gen_range(0..=60u64);
    let b = if g.rng.gen_bool(0.25) {
        a
    } else {
        g.rng.gen_range(0..=60u64)
    };
    g.row(&[a, b])
}

/// The rules alone: take k ≥ 1 stones from either pile.
fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    (0..a)
        .map(|x| (x, b))
        .chain((0..b).map(|y| (a, y)))
        .collect()
}

problem_kit::kit!(Kit);
