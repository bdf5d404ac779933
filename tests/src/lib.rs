//! Test support for the contest binaries: golden sample runs, bad-input checks and brute-force game search.
//!
//! Each binary's `tests/cli.rs` is one line, `games_tests::cli_tests!();`,
//! which runs the binary on every `samples/<name>/*.in` and on mutated copies
//! of them that must be rejected. Cross-checks inside the binaries use
//! [`brute`] to search the game tree straight from the rules.

pub mod brute;
pub mod cli;
pub mod diff;

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
