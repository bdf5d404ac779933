//! End-to-end tests: every sample, malformed input rejected cleanly, and the graph's own bad inputs.
problem_kit::cli_tests!();

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary on `input`: its exit code, stdout and stderr.
fn run(input: &str) -> (Option<i32>, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_undirected-geography"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bad_graphs_get_one_line_and_status_1() {
    for (input, says) in [
        ("1\n3 2\n1 2\n2 2\n", "loop"),
        ("1\n3 3\n1 2\n2 3\n3 2\n", "repeated"),
        ("1\n3 2\n1 2\n2 4\n", "from 1 to 3"),
        ("1\n4 3\n1 2\n2 3\n3 1\n", "connected"),
        ("1\n3 1\n1 2\n", "from 2 to 3"),
    ] {
        let (code, stdout, stderr) = run(input);
        assert_eq!(code, Some(1), "{input:?}: {stderr}");
        assert!(stdout.is_empty(), "{input:?}");
        assert_eq!(stderr.lines().count(), 1, "{input:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(says),
            "{input:?}: {stderr}"
        );
    }
}
