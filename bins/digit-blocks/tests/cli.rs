//! End-to-end tests: every sample session won through real pipes, and bad judge lines rejected cleanly.
problem_kit::cli_tests!(interactive);
