//! The kit of the CSES heap games, declared once: t tests of n heaps, one `first` or `second` line per test.
//!
//! nim-game, nim-game-ii and another-game share the input (the layout of
//! [`Tokens::counted_tests`](crate::Tokens::counted_tests)), the bench
//! ([`Gen::cses_heap_tests`](crate::Gen::cses_heap_tests)), the random small
//! tests and the answer words; they differ in the largest random heap and in
//! the rules. Each kit is one [`heap_tests_kit!`](crate::heap_tests_kit) call.
//!
//! # Example
//! ```
//! use problem_kit::heap_tests::winner;
//! assert_eq!(winner(true), "first\n");
//! assert_eq!(winner(false), "second\n");
//! ```

/// The answer line of a test won by the first (`true`) or the second player.
pub fn winner(first_wins: bool) -> String {
    if first_wins { "first\n" } else { "second\n" }.into()
}

/// Declares `Kit`, the kit of a CSES heap game ([`heap_tests`](crate::heap_tests)):
/// random tests of at most 5 tests of at most 4 heaps from `1..=max_heap`,
/// and its command line. Either
/// - `moves`, the rules of one heap (`|&h: &u64| -> Vec<u64>`): `Kit`
///   implements [`Rules`](crate::Rules) (so the lab can tabulate a heap), and
///   the reference searches each test as one sum ([`Rules::sum_wins`](crate::Rules::sum_wins),
///   no Grundy value); or
/// - `reference`, the answer to the input from the rules (`|input: &str| -> String`).
///
/// ```ignore
/// problem_kit::heap_tests_kit! {
///     max_heap = 6,
///     moves = |&h| (0..h).collect(),
/// }
/// ```
#[macro_export]
macro_rules! heap_tests_kit {
    (max_heap = $max:expr, moves = $moves:expr $(,)?) => {
        $crate::heap_tests_kit! {
            @problem $max,
            |input: &str| {
                $crate::Tokens::new(input).each_test(|t| {
                    let n: usize = t.parse();
                    $crate::heap_tests::winner($crate::Rules::sum_wins(&Kit, &t.many::<u64>(n)))
                })
            }
        }

        /// The rules alone, of one heap.
        impl $crate::Rules for Kit {
            type Pos = u64;
            const LAYOUT: Option<$crate::Layout<u64>> = Some($crate::Layout::Line(Some));

            fn moves(&self, h: &u64) -> Vec<u64> {
                let moves: fn(&u64) -> Vec<u64> = $moves;
                moves(h)
            }
        }

        $crate::kit!(Kit, rules);
    };
    (max_heap = $max:expr, reference = $reference:expr $(,)?) => {
        $crate::heap_tests_kit!(@problem $max, $reference);

        $crate::kit!(Kit);
    };
    (@problem $max:expr, $reference:expr) => {
        $crate::family_kit! {
            bench = |g, size| g.cses_heap_tests(size),
            random = |g| g.random_counted_tests(5, 4, 1, $max),
            reference = |input| {
                let reference: fn(&str) -> String = $reference;
                reference(input)
            },
        }
    };
}
