//! What every contest binary's tests and tooling stand on: sample runs, bad-input checks, brute-force search, the kit.
//!
//! - Each binary's `tests/cli.rs` is one line, `problem_kit::cli_tests!();`,
//!   which runs the binary on every `samples/<name>/*.in` and on mutated
//!   copies of them that must be rejected ([`cli`]).
//! - Its `src/main.rs` ends with `#[cfg(test)] mod tests;`; `src/tests.rs`
//!   declares the kit and the standard tests against it with [`kit_tests!`]
//!   (the cross-check and the bench input's validity); its own unit tests
//!   run `solve` on a string with [`answer`], and search the game tree
//!   straight from the rules with [`brute`].
//! - Its `src/kit.rs` ([`kit`]) states the game's rules once where it can
//!   ([`rules`]: positions and moves, read by the reference and the lab), and holds the bench input, the random small
//!   inputs and the brute-force reference, written with [`Gen`] and read
//!   with [`Tokens`]; [`kit!`] names it and gives it the `main` that
//!   `cargo xtask bench` and `stress` run.

pub mod answer;
pub mod brute;
pub mod cli;
pub mod gen;
pub mod heap_tests;
pub mod interactive;
pub mod kit;
pub mod loopy;
pub mod rules;
pub mod score;
pub mod shapes;
pub mod subtraction;
pub mod take_up_to_k;

pub use answer::{answer, assert_answer, assert_answers, assert_rejects, try_answer, verdict};
pub use gen::{Gen, Size};
pub use kit::{Named, Problem, Tokens};
pub use rules::{Layout, Play, Rules};

pub use cli::{
    check_bad_input, check_samples, check_terminal_hint, sample_cases, samples_root, workspace_root,
};

/// Declares the end-to-end tests of the binary whose package contains the calling test file:
/// `samples` (every sample file), `bad_input` (malformed copies must fail cleanly)
/// and `terminal_hint` (at a terminal with nothing piped in, it says what it waits for).
///
/// `cli_tests!(interactive)` is for a binary that plays against a judge
/// (its kit implements [`interactive::Interactive`]): each sample is a
/// session's transcript, which the binary must win through real pipes
/// ([`cli::check_interactive_samples`]), and bad judge lines must end it
/// with one error line ([`cli::check_interactive_bad_input`]).
///
/// `cli_tests!(checker)` is for a problem whose answers are not unique: it
/// compiles the kit (`src/kit.rs`) into the test too, and a sample output
/// that differs from the `.out` file passes when the kit's
/// [`Problem::check`] accepts it ([`cli::check_samples_with`]).
#[macro_export]
macro_rules! cli_tests {
    () => {
        $crate::cli_tests!(@samples None);
    };
    (checker) => {
        #[path = "../src/kit.rs"]
        #[allow(dead_code)]
        mod kit;

        $crate::cli_tests!(@samples Some(<kit::Kit as $crate::Problem>::check));
    };
    (interactive) => {
        #[path = "../src/kit.rs"]
        #[allow(dead_code)]
        mod kit;

        #[test]
        fn samples() {
            $crate::cli::check_interactive_samples::<kit::Kit>(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }

        #[test]
        fn bad_input() {
            $crate::cli::check_interactive_bad_input(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }

        $crate::cli_tests!(@terminal_hint);
    };
    (@samples $checker:expr) => {
        #[test]
        fn samples() {
            $crate::cli::check_samples_with(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
                $checker,
            );
        }

        #[test]
        fn bad_input() {
            $crate::check_bad_input(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }

        $crate::cli_tests!(@terminal_hint);
    };
    (@terminal_hint) => {
        #[test]
        fn terminal_hint() {
            $crate::check_terminal_hint(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }
    };
}

/// Declares the binary's kit, `mod kit` (from `src/kit.rs`), and the
/// standard tests against it, in a module `kit_tests`:
/// `solve_matches_the_reference` ([`kit::cross_check`] on [`Problem::RUNS`]
/// random inputs) and `bench_input_is_valid` ([`kit::check_bench_input`]).
/// Invoke it once in the binary's `src/tests.rs`, which `src/main.rs`
/// declares as `#[cfg(test)] mod tests;`, so the bundle sees neither:
///
/// ```ignore
/// use super::*;
///
/// problem_kit::kit_tests!(solve);
///
/// #[test]
/// fn widest_values_are_exact() { /* the binary's own tests, with `kit::Kit` in scope */ }
/// ```
///
/// `kit_tests!(solve, each = inputs)` adds `solve_matches_the_reference_on_each_input`,
/// [`kit::cross_check_on`] every one of `inputs` (an iterator of input texts),
/// for a problem small enough to check exhaustively:
/// `problem_kit::kit_tests!(solve, each = (0..=100).map(|n| format!("{n}\n")));`.
///
/// A binary whose `solve` does not read through a `Scanner` names instead a
/// function `answer(input: &str) -> String` that panics when it rejects the
/// input: `problem_kit::kit_tests!(answer = answer_of);`
/// ([`kit::cross_check_with`], and `answer` on the quick bench input).
#[macro_export]
macro_rules! kit_tests {
    ($solve:ident) => {
        $crate::kit_tests!(@declare
            cross_check::<Kit, _>(Kit::RUNS, super::$solve),
            check_bench_input::<Kit, _>(super::$solve));
    };
    ($solve:ident, each = $inputs:expr) => {
        $crate::kit_tests!($solve);

        #[test]
        fn solve_matches_the_reference_on_each_input() {
            $crate::kit::cross_check_on::<kit::Kit, _, _>($inputs, $solve);
        }
    };
    (interactive = $play:ident) => {
        #[path = "kit.rs"]
        mod kit;

        mod kit_tests {
            use super::kit::Kit;
            use $crate::interactive::{play_sessions, Interactive as _, Program};

            #[test]
            fn wins_every_session_against_the_judge() {
                play_sessions::<Kit>(Kit::SESSIONS, || Program::in_process(super::$play));
            }
        }
    };
    (answer = $answer:ident) => {
        $crate::kit_tests!(@declare
            cross_check_with::<Kit, _>(Kit::RUNS, super::$answer),
            check_bench_input_with::<Kit, _>(super::$answer));
    };
    (@declare $check:ident::<$($c:ty),*>($($ca:expr),*), $bench:ident::<$($b:ty),*>($($ba:expr),*)) => {
        #[path = "kit.rs"]
        mod kit;

        mod kit_tests {
            use super::kit::Kit;
            use $crate::Problem as _;

            #[test]
            fn solve_matches_the_reference() {
                $crate::kit::$check::<$($c),*>($($ca),*);
            }

            #[test]
            fn bench_input_is_valid() {
                $crate::kit::$bench::<$($b),*>($($ba),*);
            }
        }
    };
}

/// Names the kit `$kit` after the package it is compiled in (its
/// [`kit::Named::NAME`], also `$kit::NAME`) and gives the example `<name>-kit`
/// its `main`, the kit's command line ([`kit::main`]), left out of the tests,
/// which compile the same file as a module. `kit!(Kit, rules)` adds the
/// `table` the lab reads ([`kit::main_with_rules`], for a `Kit` that
/// implements [`Rules`]). Invoke it once, at the end of `src/kit.rs`:
///
/// ```ignore
/// pub struct Kit;
///
/// impl problem_kit::Problem for Kit { /* bench, random, reference */ }
///
/// problem_kit::kit!(Kit);
/// ```
#[macro_export]
macro_rules! kit {
    ($kit:ident) => {
        $crate::kit!(@named $kit);

        #[cfg(not(test))]
        fn main() {
            $crate::kit::main::<$kit>();
        }
    };
    ($kit:ident, interactive) => {
        $crate::kit!(@named $kit);

        #[cfg(not(test))]
        fn main() {
            $crate::interactive::main::<$kit>();
        }
    };
    ($kit:ident, rules) => {
        $crate::kit!(@named $kit);

        #[cfg(not(test))]
        fn main() {
            $crate::kit::main_with_rules($kit);
        }
    };
    (@named $kit:ident) => {
        #[allow(dead_code)]
        impl $kit {
            /// The binary's name: its package's.
            pub const NAME: &'static str = env!("CARGO_PKG_NAME");
        }

        impl $crate::kit::Named for $kit {
            const NAME: &'static str = env!("CARGO_PKG_NAME");
        }
    };
}

/// Declares `pub struct Kit` and its [`Problem`] from the bodies of its
/// items: what the family kit macros (`take_up_to_k_kit!`,
/// `heap_tests_kit!`, `subtraction_kit!`) and [`verdict_kit!`] share. `runs` is optional (the
/// default [`Problem::RUNS`] otherwise); `bench`, `random` and `reference`
/// are closures' parameter names and bodies, written into the trait's items.
#[doc(hidden)]
#[macro_export]
macro_rules! family_kit {
    (
        $(runs = $runs:expr,)?
        bench = |$g:ident, $size:ident| $bench:expr,
        random = |$rg:ident| $random:expr,
        reference = |$input:ident| $reference:expr $(,)?
    ) => {
        /// This game's kit (see its family's module in `problem_kit`).
        pub struct Kit;

        impl $crate::Problem for Kit {
            $(const RUNS: u64 = $runs;)?

            fn bench($g: &mut $crate::Gen, $size: $crate::Size) -> std::io::Result<String> {
                $bench
            }

            fn random($rg: &mut $crate::Gen) -> std::io::Result<()> {
                $random
            }

            fn reference($input: &str) -> String {
                $reference
            }
        }
    };
}

/// Declares `pub struct Kit` and its [`Problem`] for a problem whose input
/// is one game given by a few numbers and whose answer is the verdict line
/// ([`verdict`]): `runs` is optional (the default [`Problem::RUNS`]
/// otherwise); `bench` is the bench input's description and how [`Gen`]
/// writes it; `random` writes one random small input; `first_wins` reads
/// the numbers in order, each with its type, and says whether the first
/// player wins (the brute-force search of the rules). The kit's name and
/// `main` stay the caller's: [`kit!`] after it (`kit!(Kit, rules)` when the
/// kit also implements [`Rules`]).
///
/// ```ignore
/// problem_kit::verdict_kit! {
///     runs = 500,
///     bench = "one game: random x, y ≤ 10^18", |g| g.line_of(2, 0, E18),
///     random = |g| g.line_of(2, 0, 80),
///     first_wins = |x: u64, y: u64| brute::shared_wins(&(x, y), moves),
/// }
///
/// problem_kit::kit!(Kit);
/// ```
#[macro_export]
macro_rules! verdict_kit {
    (
        $(runs = $runs:expr,)?
        bench = $what:expr, |$g:ident| $bench:expr,
        random = |$rg:ident| $random:expr,
        first_wins = |$($n:ident: $t:ty),+| $wins:expr $(,)?
    ) => {
        $crate::family_kit! {
            $(runs = $runs,)?
            bench = |$g, _size| {
                $bench?;
                Ok(String::from($what))
            },
            random = |$rg| $random,
            reference = |input| {
                let mut tokens = $crate::Tokens::new(input);
                $(let $n: $t = tokens.parse();)+
                $crate::verdict($wins)
            },
        }
    };
}
