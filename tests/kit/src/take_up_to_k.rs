//! The kit of the take-up-to-k game's variants, declared once: one heap of n stones, a move takes 1 to k of them.
//!
//! take-up-to-k, take-up-to-k-misere and take-up-to-k-first-move read the
//! same input (`n k`) and search the same moves; they differ in the play
//! convention, the bench heap and what the reference prints. Each kit is one
//! [`take_up_to_k_kit!`](crate::take_up_to_k_kit) call naming those three.
//!
//! # Example
//! ```
//! use problem_kit::take_up_to_k::{moves, read};
//! assert_eq!(read("5 2\n"), (5, 2));
//! assert_eq!(moves(&(5, 2)), [(4, 2), (3, 2)]);
//! assert_eq!(moves(&(1, 3)), [(0, 3)]);
//! ```

use crate::gen::E18;
use crate::{Gen, Layout, Tokens};
use rand::Rng;
use std::io;

/// A position: (stones left, k). k rides along, so one statement serves every k.
pub type Pos = (u64, u64);

/// How the lab lays the positions out: n across, k ≥ 1 down.
pub const LAYOUT: Layout<Pos> = Layout::Grid(|n, k| (k >= 1).then_some((n, k)));

/// The rules alone: take 1 to k stones (at most what is left).
pub fn moves(&(n, k): &Pos) -> Vec<Pos> {
    (1..=k.min(n)).map(|take| (n - take, k)).collect()
}

/// Writes the bench input, one game with `n` stones and a random k ≤ 10^18,
/// and says so (`n_shown`: how the description writes n).
pub fn bench(g: &mut Gen, n: u64, n_shown: &str) -> io::Result<String> {
    let k = g.rng.gen_range(1..=E18);
    g.row(&[n, k])?;
    Ok(format!("one game: n = {n_shown}, random k ≤ 10^18"))
}

/// Writes a random small game: n ≤ 90, k ≤ 15.
pub fn random(g: &mut Gen) -> io::Result<()> {
    let n = g.rng.gen_range(1..=90u64);
    let k = g.rng.gen_range(1..=15u64);
    g.row(&[n, k])
}

/// Reads a game `n k`.
pub fn read(input: &str) -> Pos {
    let mut t = Tokens::new(input);
    (t.parse(), t.parse())
}

/// Inputs every variant must reject: a 0, a value above 10^18, a missing k.
pub const BAD_INPUTS: [&str; 5] = [
    "0 1",
    "1 0",
    "1000000000000000001 1",
    "1 1000000000000000001",
    "5",
];

/// Declares `Kit`, the kit of a take-up-to-k variant ([`take_up_to_k`](crate::take_up_to_k)),
/// with its rules (so the lab can tabulate it) and its command line:
/// `runs`, its [`Problem::RUNS`](crate::Problem::RUNS); `play`, the play convention ([`Play`](crate::Play)'s variant); `bench_n`, the bench
/// heap and how its description writes it; `reference`, the answer to the
/// game (n, k) from the rules (`Kit::wins` searches them).
///
/// ```ignore
/// use problem_kit::gen::E18;
/// use problem_kit::Rules;
///
/// problem_kit::take_up_to_k_kit! {
///     runs = 500,
///     play = Misere,
///     bench_n = (E18, "10^18"),
///     reference = |n, k| problem_kit::verdict(Kit::wins(&(n, k))),
/// }
/// ```
#[macro_export]
macro_rules! take_up_to_k_kit {
    (
        runs = $runs:expr,
        play = $play:ident,
        bench_n = ($n:expr, $shown:expr),
        reference = $reference:expr $(,)?
    ) => {
        $crate::family_kit! {
            runs = $runs,
            bench = |g, _size| $crate::take_up_to_k::bench(g, $n, $shown),
            random = |g| $crate::take_up_to_k::random(g),
            reference = |input| {
                let (n, k) = $crate::take_up_to_k::read(input);
                let answer: fn(u64, u64) -> String = $reference;
                answer(n, k)
            },
        }

        impl $crate::Rules for Kit {
            type Pos = $crate::take_up_to_k::Pos;
            const PLAY: $crate::Play = $crate::Play::$play;
            const LAYOUT: Option<$crate::Layout<Self::Pos>> = Some($crate::take_up_to_k::LAYOUT);

            fn moves(&self, p: &Self::Pos) -> Vec<Self::Pos> {
                $crate::take_up_to_k::moves(p)
            }
        }

        $crate::kit!(Kit, rules);
    };
}
