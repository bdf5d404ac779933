//! What every contest binary's tests and tooling stand on: sample runs, bad-input checks, brute-force search, the kit.
//!
//! - Each binary's `tests/cli.rs` is one line, `problem_kit::cli_tests!();`,
//!   which runs the binary on every `samples/<name>/*.in` and on mutated
//!   copies of them that must be rejected ([`cli`]).
//! - Its unit tests run `solve` on a string with [`answer`], and search the
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
