//! Helpers shared by the end-to-end tests.

use std::process::Output;

/// `out`, after checking that it is a success.
pub fn succeeds(out: Output) -> Output {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// `line` split at spaces, except inside `'…'` (the quotes dropped).
pub fn words(line: &str) -> Vec<&str> {
    let mut words = Vec::new();
    for (i, part) in line.split('\'').enumerate() {
        if i % 2 == 1 {
            words.push(part);
        } else {
            words.extend(part.split_whitespace());
        }
    }
    words
}
