//! The tooling of circle-coins: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute;
use problem_kit::gen::E18;

problem_kit::verdict_kit! {
    runs = 100,
    bench = "one game: n = 10^18", |g| g.row(&[E18]),
    random = |g| g.line_of(1, 1, 16),
    first_wins = |n: u32| {
        // A state is (mask, n) and its moves capture nothing, so one memo
        // serves every circle size.
        let state_moves =
            |&(mask, n): &(u32, u32)| moves(n)(&mask).into_iter().map(|m| (m, n)).collect();
        brute::shared_wins(&((1u32 << n) - 1, n), state_moves)
    },
}

/// The rules alone, on a circle of `n` places, `mask` bit i = coin i still
/// there: take one coin, or two adjacent ones. Coins i and i + 1 (mod n) are
/// adjacent only while both are present: they were neighbours on the circle
/// and nothing lies between them. A removed coin leaves a gap, so its former
/// neighbours never become adjacent.
pub fn moves(n: u32) -> impl Fn(&u32) -> Vec<u32> {
    move |&mask: &u32| {
        let mut v = Vec::new();
        for i in 0..n {
            if mask >> i & 1 == 1 {
                v.push(mask & !(1 << i));
                let j = (i + 1) % n;
                if j != i && mask >> j & 1 == 1 && (n > 2 || i == 0) {
                    v.push(mask & !(1 << i) & !(1 << j));
                }
            }
        }
        v
    }
}

problem_kit::kit!(Kit);
