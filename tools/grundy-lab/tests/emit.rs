//! `--emit rust`: the emitted file compiles with plain rustc (2021, 2024, 1.75 when installed), its tests pass, and `grundy(n)` is the lab's table.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{check_layout, check_lints, compile, installed, json, lab, run_tests, scaffold_main};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process;

/// A fresh directory under the system's temp dir.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-lab-emit-{}-{name}", process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `rustc args…` and panics with its output when it fails or warns.
fn rustc(toolchain: Option<&str>, args: &[&str], dir: &Path) {
    compile("rustc", toolchain, args, dir);
}

/// Runs `program [+toolchain] args…` in `dir`; panics with its output when it fails or warns.
/// Whether `rustc +1.75.0` runs here (`rustup toolchain install 1.75.0 --profile minimal`).
fn has_rust_1_75() -> bool {
    process::Command::new("rustc")
        .args(["+1.75.0", "--version"])
        .output()
        .is_ok_and(|out| out.status.success())
}

/// Builds `dir/{exe}.rs` with `rustc -O` and runs it: it must print the lab's
/// table (`g(0..=upto)` from its JSON report, one a line) and then
/// `g(u64::MAX)` as the rule in the report's pattern gives it from the
/// table's own values; returns that value.
fn prints_the_lab_table(dir: &Path, exe: &str, table: &Value, name: &str) -> u128 {
    let source = format!("{exe}.rs");
    rustc(None, &["--edition", "2021", "-O", &source, "-o", exe], dir);
    let run = process::Command::new(dir.join(exe)).output().unwrap();
    assert!(run.status.success(), "{name}");
    let printed: Vec<u128> = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    let lab_table: Vec<u64> = serde_json::from_value(table["grundy"].clone()).unwrap();
    let lab_table: Vec<u128> = lab_table.into_iter().map(u128::from).collect();
    assert_eq!(printed.len(), lab_table.len() + 1, "{name}");
    assert_eq!(printed[..lab_table.len()], lab_table[..], "{name}");
    let p = &table["pattern"];
    let (a, period, saltus) = (
        p["preperiod"].as_u64().unwrap() as u128,
        p["period"].as_u64().unwrap() as u128,
        p["saltus"].as_u64().unwrap() as u128,
    );
    let n = u128::from(u64::MAX);
    let k = (n - a) / period;
    let expected = lab_table[(a + (n - a) % period) as usize] + k * saltus;
    assert_eq!(printed[lab_table.len()], expected, "{name}: g(u64::MAX)");
    expected
}

/// Emits the file for `args`, checks its header, compiles and runs its tests,
/// and compares `grundy(n)` with the lab's JSON table for every n it holds.
fn emit_and_check(name: &str, args: &[&str], proven: bool) -> u128 {
    let out = lab().args(args).args(["--emit", "rust"]).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let source = String::from_utf8(out.stdout).unwrap();
    let header: String = source
        .lines()
        .take_while(|l| l.starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    if proven {
        assert!(header.contains("Status: proven (theorem)"), "{header}");
    } else {
        assert!(header.contains("Status: checked up to "), "{header}");
        assert!(header.contains("NOT proven"), "{header}");
    }
    assert!(!source.contains("extern crate") && !source.contains("use games_core"));

    let dir = temp_dir(name);
    std::fs::write(dir.join("emitted.rs"), &source).unwrap();
    // Its own tests, from the rules.
    let report = run_tests("emitted.rs", "tests", &dir);
    assert!(
        report.contains("test result: ok. 2 passed"),
        "{name}: {report}"
    );
    // Edition 2024, and rustc 1.75 where it is installed.
    rustc(
        None,
        &[
            "--edition",
            "2024",
            "--test",
            "emitted.rs",
            "--emit=metadata",
            "-o",
            "e2024.rmeta",
        ],
        &dir,
    );
    if has_rust_1_75() {
        rustc(
            Some("1.75.0"),
            &[
                "--edition",
                "2021",
                "--test",
                "emitted.rs",
                "--emit=metadata",
                "-o",
                "e175.rmeta",
            ],
            &dir,
        );
    } else {
        eprintln!("note: rustc 1.75.0 is not installed; the 1.75 compile was skipped");
    }
    // Clippy's default lints, as deny, where clippy is installed (a binary of
    // this workspace runs them on whatever is pasted into it).
    if installed("clippy-driver") {
        let args = [
            "--edition",
            "2021",
            "--test",
            "emitted.rs",
            "--emit=metadata",
        ];
        let lib = [
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "emitted.rs",
            "--emit=metadata",
        ];
        for args in [&args[..], &lib[..]] {
            let mut args = args.to_vec();
            args.extend(["-o", "clippy.rmeta", "-D", "warnings"]);
            compile("clippy-driver", None, &args, &dir);
        }
    } else {
        eprintln!("note: clippy-driver is not installed; the lint check was skipped");
    }
    // Pasted into a binary: grundy(n) against the lab's table, and the largest heap.
    let table = json(args);
    let upto = table["upto"].as_u64().unwrap();
    let main = format!(
        "{source}\nfn main() {{\n    for n in 0..={upto}u64 {{\n        println!(\"{{}}\", grundy(n));\n    }}\n    println!(\"{{}}\", grundy(u64::MAX));\n}}\n"
    );
    std::fs::write(dir.join("paste.rs"), main).unwrap();
    let last = prints_the_lab_table(&dir, "paste", &table, name);
    std::fs::remove_dir_all(&dir).unwrap();
    last
}

/// One `#[test]` per game, `test_name: (folder name, the lab's arguments, whether the header
/// must say proven)`, each [`emit_and_check`] (a test each: their compilations run in parallel).
macro_rules! emitted_files {
    ($($(#[doc = $doc:literal])* $test:ident: ($name:literal, $args:expr, $proven:literal);)*) => {
        $(
            $(#[doc = $doc])*
            #[test]
            fn $test() {
                emit_and_check($name, $args, $proven);
            }
        )*
    };
}

emitted_files! {
    subtraction_2_5_7: ("sub", &["subtraction", "2", "5", "7"], true);
    kayles_proven_with_enough_upto: ("kayles", &["octal", "0.77", "--upto", "200"], true);
    dawsons_chess_in_the_short_notation_until_proven:
        ("dawson", &["octal", ".137", "--until-proven"], true);
    kayles_short_table_is_labelled_checked_only:
        ("kayles-short", &["octal", "0.77", "--upto", "106"], false);
    /// 0.a: remove one token and leave one or three heaps; the emitted tests
    /// rebuild the table from the rules, three-heap moves included.
    hexadecimal_game_until_proven_checks_its_three_heap_moves:
        ("hex-0a", &["octal", "0.a", "--until-proven"], true);
}

#[test]
fn arithmetic_periodic_split_in_three_with_take_past_u64() {
    // g(8k + 7) = 8k + 8: at n = u64::MAX the value is 2^64, past u64.
    let top = emit_and_check(
        "hdu5795",
        &["split", "--parts", "3", "--take", "--upto", "300"],
        false,
    );
    assert_eq!(top, 1u128 << 64);
}

#[test]
fn period_one_and_no_preperiod_compile_clean() {
    // split --parts 2: period 2 from 1; subtraction 1: period 2 from 0;
    // split --parts 5 --take up to 30: g(n) = n, period 1 and saltus 1 from 0.
    emit_and_check("split2", &["split", "--upto", "40"], true);
    emit_and_check("sub1", &["subtraction", "1", "--upto", "20"], true);
    emit_and_check(
        "take-or-split5",
        &["split", "--parts", "5", "--take", "--upto", "30"],
        false,
    );
}

#[test]
fn no_pattern_no_file() {
    for args in [
        &["split", "--unequal", "--upto", "300"][..],
        &["octal", "0.07", "--upto", "60"][..],
    ] {
        for lang in ["rust", "rust-snippet"] {
            let out = lab().args(args).args(["--emit", lang]).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(!out.status.success(), "{args:?}");
            assert!(out.stdout.is_empty(), "{args:?}");
            assert!(
                stderr.starts_with(&format!("error: --emit {lang}: ")),
                "{stderr}"
            );
            assert!(stderr.contains("no pattern"), "{stderr}");
            assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
        }
    }
}

/// A binary's `main.rs` in the scaffold's shape (bins/stick-game's `//!`
/// header, `use` lines, `solve`, `main`, `#[cfg(test)] mod tests` with
/// `use super::*`), with `snippet` pasted unedited below the `use` lines and
/// `solve` calling `grundy`.
fn scaffold_with(snippet: &str, upto: u64) -> String {
    let stick = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bins/stick-game/src/main.rs"),
    )
    .unwrap();
    let header: String = stick
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(
        header.starts_with("//! "),
        "the template starts with its //! header"
    );
    let body = format!(
        "    for n in 0..={upto}u64 {{
        writeln!(out, \"{{}}\", grundy(n))?;
    }}
    writeln!(out, \"{{}}\", grundy(u64::MAX))"
    );
    scaffold_main(&header, snippet, &body, "")
}

#[test]
fn rust_snippet_pastes_into_a_scaffolded_main_as_it_is() {
    for (name, args) in [
        ("sub", &["subtraction", "2", "5", "7"][..]),
        ("kayles", &["octal", "0.77", "--upto", "200"]),
        (
            "hdu5795",
            &["split", "--parts", "3", "--take", "--upto", "300"],
        ),
        ("split2", &["split", "--upto", "40"]),
        (
            "take5",
            &["split", "--parts", "5", "--take", "--upto", "30"],
        ),
        ("nomove", &["octal", "0.0", "--upto", "30"]),
    ] {
        let out = lab()
            .args(args)
            .args(["--emit", "rust-snippet"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}");
        let snippet = String::from_utf8(out.stdout).unwrap();
        // Nothing to edit: no top-level line comment (it would precede a binary's //!
        // if pasted first), no pub item, no allow.
        for line in snippet.lines() {
            assert!(
                !line.starts_with("//") || line.starts_with("/// ") || line == "///",
                "{name}: {line}"
            );
            assert!(!line.trim_start().starts_with("pub "), "{name}: {line}");
        }
        assert!(
            !snippet.contains("#[allow") && !snippet.contains("//!"),
            "{name}"
        );
        assert!(snippet.contains("mod grundy_lab_pattern {"), "{name}");
        assert!(!snippet.contains("mod tests"), "{name}");

        let table = json(args);
        let upto = table["upto"].as_u64().unwrap();
        let main = scaffold_with(&snippet, upto);
        let dir = temp_dir(&format!("snippet-{name}"));
        std::fs::write(dir.join("snippet.rs"), &snippet).unwrap();
        std::fs::write(dir.join("main.rs"), &main).unwrap();
        check_layout(&["snippet.rs", "main.rs"], &dir);
        check_lints("main.rs", "m.rmeta", &dir);
        // Edition 2024 and rustc 1.75 build it; both test modules pass.
        rustc(
            None,
            &[
                "--edition",
                "2024",
                "main.rs",
                "--emit=metadata",
                "-o",
                "e.rmeta",
            ],
            &dir,
        );
        if has_rust_1_75() {
            rustc(
                Some("1.75.0"),
                &["--edition", "2021", "main.rs", "-o", "old"],
                &dir,
            );
        }
        let report = run_tests("main.rs", "tests", &dir);
        assert!(
            report.contains("test result: ok. 3 passed"),
            "{name}: {report}"
        );
        assert!(
            report.contains("grundy_lab_pattern::grundy_matches_the_rules ... ok"),
            "{report}"
        );
        // The binary prints the lab's table, and the rule's value at u64::MAX.
        prints_the_lab_table(&dir, "main", &table, name);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
