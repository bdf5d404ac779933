//! End-to-end tests: every sample (judged by the kit's checker: any winning path), and malformed input rejected cleanly.
problem_kit::cli_tests!(checker);
