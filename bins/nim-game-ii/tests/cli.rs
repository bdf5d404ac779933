//! End-to-end tests: every sample, and malformed input rejected cleanly.
games_tests::cli_tests!();
