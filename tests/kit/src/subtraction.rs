//! The kit of the seed's subtraction games, declared once: `n m`, then m distinct moves; a move removes exactly s stones for some s in the set.
//!
//! subtraction-game, subtraction-game-huge and count-losing-positions share
//! the input ([`Gen::subtraction_game`](crate::Gen::subtraction_game),
//! [`Gen::random_subtraction_game`](crate::Gen::random_subtraction_game)) and the rules; they differ in
//! their limits and in what they ask of the searched game. Each kit is one
//! [`subtraction_kit!`](crate::subtraction_kit) call.
//!
//! # Example
//! ```
//! use problem_kit::subtraction::options;
//! assert_eq!(options(&[1, 3, 4], 3), [2, 0]);
//! assert!(options(&[2], 1).is_empty());
//! ```

/// The rules alone: the heaps one move from heap `x` under the move set
/// `moves` (remove exactly s stones, s ≤ x); who cannot move loses.
pub fn options(moves: &[u64], x: u64) -> Vec<u64> {
    moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect()
}

/// Declares `Kit`, the kit of a subtraction game ([`subtraction`](crate::subtraction)):
/// `runs`, its [`Problem::RUNS`](crate::Problem::RUNS); `bench`, the bench
/// heap, largest move and description (always m = 10 moves); `random`, the
/// largest move and the heaps of the random small inputs (m ≤ 10);
/// `answer`, the answer line to heap n given `wins`, the search of the
/// game's rules at any heap.
///
/// ```ignore
/// problem_kit::subtraction_kit! {
///     runs = 400,
///     bench = (1_000_000, 100, "one game: n = 10^6, m = 10 distinct moves ≤ 100"),
///     random = (100, 0..=400),
///     answer = |n, wins| verdict(wins(n)),
/// }
/// ```
#[macro_export]
macro_rules! subtraction_kit {
    (
        runs = $runs:expr,
        bench = ($n:expr, $max_s:expr, $what:expr),
        random = ($random_s:expr, $heaps:expr),
        answer = $answer:expr $(,)?
    ) => {
        $crate::family_kit! {
            runs = $runs,
            bench = |g, _size| {
                g.subtraction_game($n, 10, $max_s)?;
                Ok($what.into())
            },
            random = |g| g.random_subtraction_game(10, $random_s, $heaps),
            reference = |input| {
                let (n, moves) = $crate::Tokens::new(input).subtraction_game();
                let rules = |&x: &u64| $crate::subtraction::options(&moves, x);
                let mut memo = std::collections::HashMap::new();
                let mut wins = |x: u64| $crate::brute::wins(&x, rules, |_| false, &mut memo);
                let answer: fn(u64, &mut dyn FnMut(u64) -> bool) -> String = $answer;
                answer(n, &mut wins)
            },
        }

        $crate::kit!(Kit);
    };
}
