//! What lab-engine's integration tests share: a number read from the environment.

// Each test file uses a part of it.
#![allow(dead_code)]

/// The number in the environment variable `name`, or `default` when it is unset or not a number
/// (how a test's seed, case count or table size is changed from the command line).
pub fn env_number<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}
