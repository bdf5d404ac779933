//! End-to-end tests: every sample (judged by the kit's checker: any maximum matching), malformed input rejected cleanly, and the graph's own bad inputs.
problem_kit::cli_tests!(checker);

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary on `input`: its exit code, stdout and stderr.
fn run(input: &str) -> (Option<i32>, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_general-matching"))
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
        ("3 2\n0 1\n1 1\n", "loop"),
        ("3 2\n0 1\n1 0\n", "repeated"),
        ("3 2\n0 2\n0 2\n", "repeated"),
        ("3 1\n0 3\n", "from 0 to 2"),
        ("3 4\n0 1\n1 2\n2 0\n", "from 0 to 3"),
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
