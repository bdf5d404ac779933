//! End to end: `cargo xtask stress` agrees, catches a wrong binary and keeps the
//! smallest failing input; `cargo xtask sample` writes `.out` files from the
//! reference and never runs the binary under test.

mod common;

use common::{
    assert_contains, assert_starts_with, fails_in_one_line, succeeds, words, write_files,
};
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("stress-e2e-{name}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_exe(path: &Path, text: &str) {
    fs::write(path, text).unwrap();
    let status = Command::new("chmod").arg("+x").arg(path).status().unwrap();
    assert!(status.success());
}

/// The xtask under test, in the scratch folder `dir`, acting on this checkout
/// (as `cargo xtask` typed in it would: `$CARGO_MANIFEST_DIR` says which).
fn xtask<S: AsRef<OsStr>>(args: &[S], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_MANIFEST_DIR", common::root().join("xtask"))
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// take-1-3-4 by search over the rules: takes 1, 3 or 4; who cannot move loses.
const BRUTE_1_3_4: &str = "import sys
n = int(sys.stdin.read())
win = [False] * (n + 1)
for i in range(1, n + 1):
    win[i] = any(i >= t and not win[i - t] for t in (1, 3, 4))
print('TRƯỚC' if win[n] else 'SAU')
";

/// Heap sizes of 1 to 4 digits, from the seed alone.
const GEN: &str = "import sys
s = int(sys.argv[-1])
print((s * 7919) % 10 ** (1 + s % 4))
";

fn gen_value(seed: u64) -> u64 {
    (seed * 7919) % 10u64.pow(1 + (seed % 4) as u32)
}

#[test]
fn a_correct_binary_agrees_with_the_reference() {
    let dir = scratch("agree");
    fs::write(dir.join("brute.py"), BRUTE_1_3_4).unwrap();
    fs::write(dir.join("gen.py"), GEN).unwrap();
    let line = "stress take-1-3-4 --brute 'python3 brute.py' --gen 'python3 gen.py' --runs 20";
    let out = succeeds(xtask(&words(line), &dir));
    assert_contains(&text(&out.stdout), "all 20 runs agree (seeds 1..=20)");
}

#[test]
fn a_wrong_binary_is_caught_and_its_smallest_failing_input_saved() {
    let dir = scratch("mismatch");
    fs::write(dir.join("gen.py"), GEN).unwrap();
    // Right below 100, wrong from 100 on.
    write_exe(
        &dir.join("wrong"),
        "#!/bin/sh\nread n\nif [ \"$n\" -ge 100 ]; then echo $(( n % 2 + 1 )); else echo $(( n % 2 )); fi\n",
    );
    let save = dir.join("saved");
    let out = xtask(
        &words(
            "stress take-1-3-4 --exe ./wrong --brute 'read n; echo $(( n % 2 ))' \
             --gen 'python3 gen.py' --seed 3 --runs 50 --more 30 --save saved",
        ),
        &dir,
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(out.stdout.is_empty());

    let first = (3..).find(|&s| gen_value(s) >= 100).unwrap();
    let smallest = (first..=first + 30)
        .filter(|&s| gen_value(s) >= 100)
        .min_by_key(|&s| (gen_value(s).to_string().len(), s))
        .unwrap();
    assert!(
        smallest != first,
        "the test should need the search: {first}"
    );
    let n = gen_value(smallest);
    let saved = save.join(format!("fail-{smallest}.in"));
    assert_eq!(fs::read_to_string(&saved).unwrap(), format!("{n}\n"));
    assert_eq!(fs::read_dir(&save).unwrap().count(), 1);

    assert_contains(&stderr, &format!("seed {first} fails"));
    assert!(stderr.contains(&format!("seed {smallest} (")), "{stderr}");
    assert_contains(&stderr, &format!("    {n}\n"));
    assert_contains(&stderr, &format!("./wrong printed:\n    {}\n", n % 2 + 1));
    assert!(
        stderr.contains(&format!(
            "the reference (read n; echo $(( n % 2 ))) printed:\n    {}\n",
            n % 2
        )),
        "{stderr}"
    );
    assert_contains(&stderr, "the outputs differ: first difference on line 1");
    assert!(
        stderr.contains(&format!(
            "cargo xtask sample take-1-3-4 --from 'read n; echo $(( n % 2 ))' --promote saved/fail-{smallest}.in"
        )),
        "{stderr}"
    );
    let last = stderr.lines().last().unwrap();
    assert_starts_with(last, "error: ./wrong fails on seed");
}

#[test]
fn a_passing_exe_run_names_the_executable() {
    let dir = scratch("exe-ok");
    write_exe(&dir.join("right"), "#!/bin/sh\nread n\necho $(( n % 2 ))\n");
    let out = xtask(
        &words(
            "stress take-1-3-4 --exe ./right --brute 'read n; echo $(( n % 2 ))' \
             --gen echo --runs 4",
        ),
        &dir,
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_contains(
        &stdout,
        "stress take-1-3-4 (--exe ./right): all 4 runs agree",
    );
}

#[test]
fn a_crash_says_whose_it_is() {
    let dir = scratch("crash");
    write_exe(
        &dir.join("dies"),
        "#!/bin/sh\necho 'error: line 1: oops' >&2\nexit 1\n",
    );
    let args = |exe: &str, brute: &str| {
        let rest = "--gen echo --runs 3 --more 0 --save saved";
        format!("stress take-1-3-4 --exe {exe} --brute '{brute}' {rest}")
    };
    let out = xtask(&words(&args("./dies", "echo SAU")), &dir);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_contains(
        &stderr,
        "the binary under test exited with exit status: 1: error: line 1: oops",
    );
    assert!(dir.join("saved/fail-1.in").is_file());

    let out = xtask(&words(&args("/bin/cat", "exit 3")), &dir);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr
            .contains("the reference (--brute) crashed on seed 1, not the binary (exit status: 3"),
        "{stderr}"
    );
    assert!(dir.join("saved/brute-crash-1.in").is_file());
}

#[test]
fn samples_are_written_by_the_reference_never_by_the_binary() {
    let dir = scratch("sample");
    // A stand-in for the binary under test wherever it could be found: it
    // leaves a mark if anything runs it.
    let mark = dir.join("binary-was-run");
    let poison = format!("#!/bin/sh\ntouch '{}'\necho POISON\n", mark.display());
    let target = dir.join("target");
    for sub in ["release", "debug", "bin"] {
        fs::create_dir_all(target.join(sub)).unwrap();
        write_exe(&target.join(sub).join("take-1-3-4"), &poison);
    }
    let path = format!(
        "{}:{}",
        target.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    write_files(
        &dir,
        &[
            ("brute.py", BRUTE_1_3_4),
            ("samples/sample-1.in", "7\n"),
            ("samples/sample-1.out", "SAU\n"),
            ("samples/sample-2.in", "8\r\n"),
            ("samples/sample-4.in", "9"),
            ("fail-17.in", "14\n"),
        ],
    );
    let samples = dir.join("samples");

    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(args)
            .current_dir(&dir)
            .env("CARGO_MANIFEST_DIR", common::root().join("xtask"))
            .env("CARGO_TARGET_DIR", &target)
            .env("PATH", &path)
            .output()
            .unwrap()
    };
    let read = |name: &str| fs::read_to_string(samples.join(name)).unwrap();
    // Every .in lacking its .out.
    succeeds(run(&words(
        "sample take-1-3-4 --from 'python3 brute.py' --dir samples",
    )));
    assert_eq!(read("sample-1.out"), "SAU\n");
    assert_eq!(read("sample-2.out"), "TRƯỚC\n");
    assert_eq!(read("sample-4.out"), "SAU\n");
    // A named one that has its .out already: only with --force.
    let named = [
        "sample",
        "take-1-3-4",
        "--from",
        "echo 'x  '",
        "--dir",
        "samples",
        "samples/sample-1.in",
    ];
    let out = run(&named);
    assert_eq!(out.status.code(), Some(1));
    assert_contains(&text(&out.stderr), "pass --force");
    succeeds(run(&[&named[..], &["--force"]].concat()));
    assert_eq!(read("sample-1.out"), "x\n");
    // A stress failure becomes the next sample.
    let promote = "sample take-1-3-4 --from 'python3 brute.py' --dir samples --promote fail-17.in";
    succeeds(run(&words(promote)));
    assert_eq!(read("sample-5.in"), "14\n");
    assert_eq!(read("sample-5.out"), "SAU\n");
    // A failing reference writes nothing.
    let out = run(&words(
        "sample take-1-3-4 --from 'exit 2' --dir samples --promote fail-17.in",
    ));
    assert_eq!(out.status.code(), Some(1));
    assert!(!samples.join("sample-6.in").exists());

    assert!(!mark.exists(), "the binary under test was run");
    let all: Vec<String> = fs::read_dir(&samples)
        .unwrap()
        .map(|e| fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert!(all.iter().all(|t| !t.contains("POISON")));
}

#[test]
fn help_exits_zero() {
    for command in ["stress", "sample"] {
        let out = xtask(&[command, "--help"], Path::new("."));
        assert!(out.status.success());
        assert!(text(&out.stdout).starts_with(&format!("usage: cargo xtask {command}")));
    }
}

#[test]
fn the_kit_is_the_default_generator_and_reference() {
    let dir = scratch("kit");
    let out = succeeds(xtask(&words("stress stick-game --runs 40 --jobs 2"), &dir));
    assert!(
        text(&out.stdout).contains("all 40 runs agree (seeds 1..=40)")
            && text(&out.stdout).contains("on 2 jobs"),
        "{}",
        text(&out.stdout)
    );
    // The kit's reference writes a sample's .out (here into a scratch folder).
    let samples = dir.join("samples");
    fs::create_dir_all(&samples).unwrap();
    let real = common::root().join("samples/stick-game");
    fs::copy(real.join("sample-1.in"), samples.join("sample-1.in")).unwrap();
    let out = xtask(&["sample", "stick-game", "--dir", "samples"], &dir);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("from `stick-game-kit ref`"));
    assert_eq!(
        fs::read(samples.join("sample-1.out")).unwrap(),
        fs::read(real.join("sample-1.out")).unwrap()
    );
    // The statement's output, recorded by hand, is checked by the kit's `check`.
    let given = dir.join("given.out");
    let expect = |given: &Path| {
        let args = [
            "sample",
            "stick-game",
            "--dir",
            "samples",
            "--force",
            "--expect",
        ];
        let mut args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
        args.extend([given.as_os_str(), OsStr::new("samples/sample-1.in")]);
        xtask(&args, &dir)
    };
    fs::copy(real.join("sample-1.out"), &given).unwrap();
    let out = succeeds(expect(&given));
    assert_contains(&text(&out.stdout), "(`stick-game-kit check` agrees)");
    let wrong = format!("{}x\n", fs::read_to_string(&given).unwrap());
    fs::write(&given, wrong).unwrap();
    let out = expect(&given);
    assert_eq!(out.status.code(), Some(1));
    assert_contains(
        &text(&out.stderr),
        "is not what `stick-game-kit check` answers",
    );
    assert_eq!(
        fs::read(samples.join("sample-1.out")).unwrap(),
        fs::read(real.join("sample-1.out")).unwrap()
    );
    // The kit's reference panics on what it cannot read: its message is shown.
    fs::write(samples.join("sample-9.in"), "x\n").unwrap();
    let out = xtask(
        &[
            "sample",
            "stick-game",
            "--dir",
            "samples",
            "samples/sample-9.in",
        ],
        &dir,
    );
    let stderr = fails_in_one_line(out);
    assert!(
        stderr.contains("(exit status: 101): panicked at ")
            && stderr.contains("cannot parse token `x`"),
        "{stderr}"
    );
}

/// A reference that panics as Rust does: the message on the line after `panicked at`.
const PANICS: &str = "printf \"thread 'main' (4242) panicked at bins/x/src/kit.rs:12:9:\\nno brute force past n = 40: the search would not end\\nnote: run with \\`RUST_BACKTRACE=1\\` environment variable to display a backtrace\\n\" >&2; exit 101";

#[test]
fn a_panicking_reference_is_reported_with_its_message() {
    let dir = scratch("panic");
    let samples = dir.join("samples");
    fs::create_dir_all(&samples).unwrap();
    fs::write(samples.join("sample-1.in"), "41\n").unwrap();
    let out = xtask(
        &["sample", "take-1-3-4", "--from", PANICS, "--dir", "samples"],
        &dir,
    );
    let stderr = fails_in_one_line(out);
    assert_contains(&stderr, "(exit status: 101): panicked at bins/x/src/kit.rs:12:9: no brute force past n = 40: the search would not end");
    assert!(!samples.join("sample-1.out").exists());
}

#[test]
fn a_statements_output_is_recorded_once_the_reference_agrees() {
    let dir = scratch("expect");
    write_files(
        &dir,
        &[
            ("brute.py", BRUTE_1_3_4),
            ("samples/sample-1.in", "7\n"),
            ("right.txt", "SAU  \r\n\r\n"),
            ("wrong.txt", "TRƯỚC\n"),
        ],
    );
    let samples = dir.join("samples");
    let run = |given: &str, from: &str| {
        let args = [
            "sample",
            "take-1-3-4",
            "--from",
            from,
            "--dir",
            "samples",
            "--expect",
            given,
            "samples/sample-1.in",
        ];
        xtask(&args, &dir)
    };
    // They disagree: loudly, and nothing is written.
    let out = run("wrong.txt", "python3 brute.py");
    let stderr = fails_in_one_line(out);
    assert!(
        stderr.contains("wrong.txt is not what `python3 brute.py` answers to samples/sample-1.in")
            && stderr.contains("expected: \"SAU\"; got:      \"TRƯỚC\""),
        "{stderr}"
    );
    assert!(!samples.join("sample-1.out").exists());
    // They agree: the statement's output, normalized, is the .out.
    let out = succeeds(run("right.txt", "python3 brute.py"));
    assert_contains(
        &text(&out.stdout),
        "from right.txt (`python3 brute.py` agrees)",
    );
    assert_eq!(
        fs::read_to_string(samples.join("sample-1.out")).unwrap(),
        "SAU\n"
    );
    // The reference cannot answer: written, with a warning that says why.
    fs::remove_file(samples.join("sample-1.out")).unwrap();
    let out = succeeds(run("right.txt", PANICS));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("warning: ")
            && stderr.contains("cannot answer")
            && stderr.contains("no brute force past n = 40")
            && stderr.contains("written unchecked"),
        "{stderr}"
    );
    assert_eq!(
        fs::read_to_string(samples.join("sample-1.out")).unwrap(),
        "SAU\n"
    );
    // Without the input it answers, or with a .out that differs and no --force: refused.
    let out = xtask(
        &words("sample take-1-3-4 --from 'python3 brute.py' --dir samples --expect right.txt"),
        &dir,
    );
    assert!(text(&out.stderr).contains("--expect records one sample"));
    fs::write(samples.join("sample-1.out"), "TRƯỚC\n").unwrap();
    let out = run("right.txt", "python3 brute.py");
    assert_contains(&text(&out.stderr), "pass --force");
}
