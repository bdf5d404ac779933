//! `cargo xtask test` end to end, in a scratch workspace of two small crates (no
//! dependencies: a second of build): every kind of test executable and the
//! doctests run, as cargo runs them, and a failing test fails the command.

mod common;

use common::{assert_contains, write_files, Scratch};
use std::path::Path;
use std::process::{Command, Output};

const FILES: [(&str, &str); 7] = [
    (
        "Cargo.toml",
        "[workspace]\nmembers = [\"demo\", \"tool\"]\nresolver = \"2\"\n",
    ),
    (
        "tool/Cargo.toml",
        "[package]\nname = \"tool\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    ),
    (
        "tool/src/main.rs",
        "fn main() {}\n\n#[test]\nfn a_binary_without_a_library() {}\n",
    ),
    (
        "demo/Cargo.toml",
        "[package]\nname = \"demo\"\nversion = \"0.3.0\"\nedition = \"2021\"\n",
    ),
    (
        "demo/src/lib.rs",
        "//! A crate to test the test runner.\n\n\
         /// Twice `x`.\n///\n/// ```\n/// assert_eq!(demo::twice(2), 4);\n/// ```\n\
         pub fn twice(x: u32) -> u32 {\n    2 * x\n}\n\n\
         #[cfg(test)]\nmod tests {\n    #[test]\n    fn twice_adds() {\n        assert_eq!(super::twice(3), 6);\n    }\n\n\
         \x20   #[test]\n    #[ignore]\n    fn fails_when_asked() {\n        panic!(\"the failing test ran\");\n    }\n}\n",
    ),
    (
        "demo/src/main.rs",
        "fn main() {\n    println!(\"{}\", demo::twice(21));\n}\n\n\
         #[test]\nfn the_binary_has_unit_tests_too() {}\n",
    ),
    (
        "demo/tests/env.rs",
        "#[test]\nfn run_as_cargo_runs_it() {\n\
         \x20   let dir = std::env::var(\"CARGO_MANIFEST_DIR\").unwrap();\n\
         \x20   assert_eq!(std::env::current_dir().unwrap(), std::path::PathBuf::from(&dir));\n\
         \x20   assert_eq!(std::env::var(\"CARGO_PKG_NAME\").unwrap(), \"demo\");\n\
         \x20   assert_eq!(std::env::var(\"CARGO_PKG_VERSION\").unwrap(), \"0.3.0\");\n\
         \x20   assert!(std::env::var_os(\"CARGO\").is_some());\n}\n",
    ),
];

/// `cargo xtask test ARGS` in the scratch workspace `dir`, building into its own target folder.
fn xtask_test(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("test")
        .args(args)
        .current_dir(dir)
        .env_remove("CARGO_MANIFEST_DIR")
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .output()
        .unwrap()
}

#[test]
fn every_test_executable_and_the_doctests_run_and_a_failure_fails() {
    let scratch = Scratch::new(Path::new(env!("CARGO_TARGET_TMPDIR")), "xtask-test-runner");
    write_files(&scratch.0, &FILES);

    let out = xtask_test(&scratch.0, &["--jobs", "2"]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{stdout}\n{stderr}");
    for label in [
        "Running unittests src/lib.rs (demo)",
        "Running unittests src/main.rs (demo)",
        "Running tests/env.rs (demo)",
        "Running doctests (cargo test --doc)",
        "test twice_adds ... ok",
        "test run_as_cargo_runs_it ... ok",
        "src/lib.rs - twice (line 5) ... ok",
    ] {
        assert_contains(&stdout.replace("tests::twice_adds", "twice_adds"), label);
    }
    assert_contains(&stdout, "Running unittests src/main.rs (tool)");
    assert_contains(&stderr, "all 5 jobs passed");
    // The last run's times order the next one.
    let times = std::fs::read_to_string(scratch.0.join("target/xtask-test-times.tsv")).unwrap();
    assert_eq!(times.lines().count(), 5, "{times}");

    // One package without a library: its tests, and no doctests job (cargo would refuse it).
    let out = xtask_test(&scratch.0, &["-p", "tool"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_contains(&stderr, "Running 1 test executable on");
    assert_contains(&stderr, "all 1 job passed");

    // Arguments after `--` reach every executable: the ignored test runs, and fails.
    let out = xtask_test(&scratch.0, &["--", "--ignored"]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    assert_contains(&stdout, "the failing test ran");
    assert_contains(&stderr, "error: 1 of 5 jobs failed");
    assert_contains(&stderr, "unittests src/lib.rs (demo)");
}
