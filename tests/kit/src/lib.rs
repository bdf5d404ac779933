//! What every contest binary's tests and tooling stand on: sample runs, bad-input checks, brute-force search, the kit.
//!
//! - Each binary's `tests/cli.rs` is one line, `problem_kit::cli_tests!();`,
//!   which runs the binary on every `samples/<name>/*.in` and on mutated
//!   copies of them that must be rejected ([`cli`]).
//! - Its `src/main.rs` declares the standard tests against its kit with
//!   [`kit_tests!`] (the cross-check and the bench input's validity); its own
//!   unit tests run `solve` on a string with [`answer`], and search the
//!   game tree straight from the rules with [`brute`].
//! - Its `src/kit.rs` ([`kit`]) states the game's rules once where it can
//!   ([`rules`]: positions and moves, read by the reference and the lab), and holds the bench input, the random small
//!   inputs and the brute-force reference, written with [`Gen`] and read
//!   with [`Tokens`]; `cargo xtask bench` and `stress` run it.

pub mod answer;
pub mod brute;
pub mod cli;
pub mod gen;
pub mod kit;
pub mod rules;

pub use answer::{answer, assert_answer, assert_rejects, try_answer};
pub use gen::{Gen, Size};
pub use kit::{Problem, Reference, Tokens};
pub use rules::{Layout, Play, Rules};

pub use cli::{
    check_bad_input, check_samples, check_terminal_hint, sample_cases, samples_root, workspace_root,
};

/// Declares the end-to-end tests of the binary whose package contains the calling test file:
/// `samples` (every sample file), `bad_input` (malformed copies must fail cleanly)
/// and `terminal_hint` (at a terminal with nothing piped in, it says what it waits for).
#[macro_export]
macro_rules! cli_tests {
    () => {
        #[test]
        fn samples() {
            $crate::check_samples(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }

        #[test]
        fn bad_input() {
            $crate::check_bad_input(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }

        #[test]
        fn terminal_hint() {
            $crate::check_terminal_hint(
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_PKG_NAME"),
            );
        }
    };
}

/// Declares the standard tests of a binary against its kit `kit::Kit`, in a
/// module `kit_tests`: `solve_matches_the_reference` ([`kit::cross_check`] on
/// [`Reference::RUNS`] random inputs) and `bench_input_is_valid`
/// ([`kit::check_bench_input`]). Invoke it in `src/main.rs` right under the
/// kit and gated like it, so the bundle never sees it:
///
/// ```ignore
/// #[cfg(test)]
/// mod kit;
///
/// #[cfg(test)]
/// problem_kit::kit_tests!(solve);
/// ```
///
/// A binary whose `solve` does not read through a `Scanner` names instead a
/// function `answer(input: &str) -> String` that panics when it rejects the
/// input: `problem_kit::kit_tests!(answer = tests::answer_of);`
/// ([`kit::cross_check_with`], and `answer` on the quick bench input).
#[macro_export]
macro_rules! kit_tests {
    ($solve:ident) => {
        mod kit_tests {
            use super::kit::Kit;
            use $crate::Reference as _;

            #[test]
            fn solve_matches_the_reference() {
                $crate::kit::cross_check::<Kit, _>(Kit::RUNS, super::$solve);
            }

            #[test]
            fn bench_input_is_valid() {
                $crate::kit::check_bench_input::<Kit, _>(super::$solve);
            }
        }
    };
    (answer = $answer:path) => {
        mod kit_tests {
            use super::*;
            use $crate::Reference as _;

            #[test]
            fn solve_matches_the_reference() {
                $crate::kit::cross_check_with::<kit::Kit, _>(kit::Kit::RUNS, $answer);
            }

            #[test]
            fn bench_input_is_valid() {
                $answer(&$crate::kit::quick_bench_input::<kit::Kit>());
            }
        }
    };
}
