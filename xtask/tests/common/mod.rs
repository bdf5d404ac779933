//! Helpers shared by the end-to-end tests (each test file uses some of them).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The checkout under test: the parent of `$CARGO_MANIFEST_DIR` as `cargo test`
/// sets it when it runs the test (the compile-time value only without it).
pub fn root() -> PathBuf {
    let manifest_dir = std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    manifest_dir
        .parent()
        .expect("xtask/ sits inside the workspace")
        .to_path_buf()
}

/// The `cargo` that runs the tests (`$CARGO`), or the one on `PATH`.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Where cargo builds the workspace at `root`: `cargo metadata`'s
/// `target_directory`, so `$CARGO_TARGET_DIR` and configs are obeyed.
pub fn target_dir(root: &Path) -> PathBuf {
    let out = succeeds(
        cargo()
            .current_dir(root)
            .args(["metadata", "--format-version", "1", "--no-deps"])
            .output()
            .expect("cannot run cargo metadata"),
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    PathBuf::from(
        meta["target_directory"]
            .as_str()
            .expect("cargo metadata names its target_directory"),
    )
}

/// A scratch folder removed, with everything in it, when the guard is dropped
/// (also when the test fails).
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// A fresh empty folder `<parent>/<name>` (what an earlier run left there goes first).
    pub fn new(parent: &Path, name: &str) -> Scratch {
        let dir = parent.join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

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

/// Checks that `text` contains `needle`, showing both when it does not.
#[track_caller]
pub fn assert_contains(text: &str, needle: &str) {
    assert!(text.contains(needle), "expected {needle:?} in:\n{text}");
}

/// The stderr of `out`, after checking that it failed with status 1 and
/// wrote nothing on stdout.
#[track_caller]
pub fn fails_quietly(out: Output) -> String {
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    stderr
}

/// Checks that `text` starts with `prefix`, showing both when it does not.
#[track_caller]
pub fn assert_starts_with(text: &str, prefix: &str) {
    assert!(
        text.starts_with(prefix),
        "expected to start with {prefix:?}:\n{text}"
    );
}

/// The stderr of `out`, after checking that it failed with status 1 and
/// said why in one line.
#[track_caller]
pub fn fails_in_one_line(out: Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

/// Writes `files` (path relative to `dir`, text), with their folders.
pub fn write_files(dir: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}
