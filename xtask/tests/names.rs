//! Names that explain themselves: no tracker number (`issue 23.1`, `bug 5`) in
//! the code, the tests or the docs, since a reader has no tracker. Checked over
//! the whole checkout, binaries and tools included.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

/// Folders not read: cargo's output, git's and npm's.
const SKIPPED: [&str; 3] = ["target", ".git", "node_modules"];

/// Names from outside that carry a number and are looked up where they come
/// from: Library Checker's test case `issue610_00` (general-matching's sample).
const OUTSIDE_NAMES: [&str; 1] = ["issue610_00"];

fn files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if !SKIPPED.contains(&name.as_str()) {
                files(&path, found);
            }
        } else {
            found.push(path);
        }
    }
}

/// The `issue N` or `bug N` (any case, with or without the space) in `line`, if any.
fn tracker_number(line: &str) -> Option<String> {
    let lower = line.to_ascii_lowercase();
    for word in ["issue", "bug"] {
        for (at, _) in lower.match_indices(word) {
            let after = lower[at + word.len()..].trim_start_matches(' ');
            let before = lower[..at].chars().next_back();
            if after.starts_with(|c: char| c.is_ascii_digit())
                && !before.is_some_and(|c| c.is_alphanumeric())
            {
                let number: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == '.')
                    .collect();
                let spaces = lower.len() - at - word.len() - after.len();
                let hit = format!("{}{}", &line[at..at + word.len() + spaces], number);
                return Some(hit.trim_end_matches('.').to_string());
            }
        }
    }
    None
}

#[test]
fn the_tracker_numbers_are_recognised() {
    assert_eq!(
        tracker_number("(\"issue 23.1: x\", …)").as_deref(),
        Some("issue 23.1")
    );
    assert!(tracker_number("mod issue21;").is_some());
    assert!(tracker_number("/// Bug 5: the banner").is_some());
    assert!(tracker_number("the issues of 2026, debug 1").is_none());
}

#[test]
fn no_code_test_or_doc_names_a_tracker_number() {
    let root = common::root();
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut hits = Vec::new();
    for path in &all {
        if path.ends_with("xtask/tests/names.rs") {
            continue; // its examples
        }
        let Ok(text) = fs::read_to_string(path) else {
            continue; // not text
        };
        let shown = path.strip_prefix(&root).unwrap().display().to_string();
        if shown.contains("issue") && tracker_number(&shown).is_some() {
            hits.push(format!("{shown}: its name"));
        }
        for (i, line) in text.lines().enumerate() {
            let mut line = line.to_string();
            for name in OUTSIDE_NAMES {
                line = line.replace(name, "");
            }
            if let Some(hit) = tracker_number(&line) {
                hits.push(format!("{shown}:{}: `{hit}`", i + 1));
            }
        }
    }
    assert!(all.len() > 100, "read only {} files", all.len());
    assert!(
        hits.is_empty(),
        "tracker numbers a reader cannot look up:\n{}",
        hits.join("\n")
    );
}
