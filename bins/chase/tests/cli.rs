//! End-to-end tests: every sample, and malformed input rejected cleanly.
problem_kit::cli_tests!();
