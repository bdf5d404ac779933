//! `.ci/run`'s budget: a run over its limit fails, one over the budget only warns.
//!
//! The run's cargo and rustup are stubs that take a moment and succeed, so the whole
//! script runs in a few seconds with budgets of 0 and 1 s.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A folder of stub programs: `cargo` sleeps a fifth of a second, `rustup` answers
/// that the 1.75 toolchain and the wasm target are there.
fn stubs(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ci-budget-{tag}-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    for (name, body) in [
        ("cargo", "sleep 0.2\n"),
        ("rustup", "echo wasm32-unknown-unknown\n"),
    ] {
        let path = dir.join(name);
        fs::write(&path, format!("#!/bin/sh\n{body}")).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    }
    dir
}

fn ci_run(tag: &str, env: &[(&str, &str)]) -> Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let dir = stubs(tag);
    let path = format!("{}:{}", dir.display(), std::env::var("PATH").unwrap());
    let out = Command::new("bash")
        .arg(root.join(".ci/run"))
        .env("PATH", path)
        .env("CHROMIUM", "/bin/true")
        .env("CHROMEDRIVER", "/bin/true")
        .env_remove("CI_BUDGET_ENFORCE")
        .env_remove("CI_BUDGET_LIMIT")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    fs::remove_dir_all(&dir).unwrap();
    out
}

/// Runs `.ci/run` with `env` and checks its exit code and that its last two lines hold
/// `says`.
fn expect(tag: &str, env: &[(&str, &str)], code: i32, says: &str) {
    let out = ci_run(tag, env);
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let tail = lines[lines.len().saturating_sub(2)..].join("\n");
    assert_eq!(out.status.code(), Some(code), "{tail}");
    assert!(tail.contains(says), "{tail}");
}

#[test]
fn over_the_limit_fails_by_default() {
    // Eight stub steps of 0.2 s each: over a second, so over a limit of 0.
    let env = [("CI_BUDGET_SECONDS", "0"), ("CI_BUDGET_LIMIT", "0")];
    expect(
        "over",
        &env,
        1,
        "s is over the CI budget's limit of 0 s (budget 0 s;",
    );
}

#[test]
fn over_the_budget_within_the_limit_warns_and_passes() {
    let env = [("CI_BUDGET_SECONDS", "0"), ("CI_BUDGET_LIMIT", "600")];
    let says = "warning: over the CI budget of 0 s, within its limit of 600 s";
    expect("warn", &env, 0, says);
}

#[test]
fn enforce_false_lets_a_run_over_the_limit_pass() {
    let env = [
        ("CI_BUDGET_SECONDS", "0"),
        ("CI_BUDGET_LIMIT", "0"),
        ("CI_BUDGET_ENFORCE", "false"),
    ];
    expect(
        "off",
        &env,
        0,
        "over the CI budget's limit of 0 s, not enforced",
    );
}

#[test]
fn the_default_limit_is_a_quarter_over_the_budget() {
    let env = [("CI_BUDGET_SECONDS", "800")];
    expect(
        "default",
        &env,
        0,
        "budget 800 s wall on 2 cores, installs included; fails above 1000 s",
    );
}
