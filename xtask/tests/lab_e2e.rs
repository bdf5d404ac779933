//! End to end: `cargo xtask lab <name>` names each converted problem's pattern
//! from its kit's rules, and what the pattern predicts far beyond the table
//! agrees with the problem's own binary (take-squares: the lab names no
//! pattern, and predicts nothing).

mod common;

use common::{assert_contains, root};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("lab")
        .args(args)
        .current_dir(root())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

/// The positions the lab predicts to be P-positions (value `P`, `L` or `0`), by coordinates.
fn predicted_p(rows: &str) -> Vec<(Vec<u64>, bool)> {
    rows.lines()
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            let coords = f[..f.len() - 1]
                .iter()
                .map(|c| c.parse().unwrap())
                .collect();
            let last = f[f.len() - 1];
            (coords, matches!(last, "P" | "L" | "0"))
        })
        .collect()
}

/// A fixed pseudo-random pick (no dependency): a linear congruential generator.
struct Pick(u64);
impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Runs the release binary `name` on `input`, from the release folder of the
/// target folder cargo builds in (`$CARGO_TARGET_DIR` or not).
fn binary(release: &Path, name: &str, input: &str) -> String {
    let exe = release.join(name);
    let mut child = Command::new(&exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{name} on {input:?}");
    text(&out.stdout)
}

/// Checks `samples` of the lab's prediction against the binary: `ask(coords)`
/// is the binary's input, `first_wins(output)` reads its answer.
fn agrees(
    release: &Path,
    name: &str,
    extent: &[&str],
    upto: usize,
    samples: usize,
    ask: impl Fn(&[u64]) -> String,
    first_wins: impl Fn(&str) -> bool,
) {
    let m = upto.to_string();
    let mut args = vec![name];
    args.extend_from_slice(extent);
    args.extend(["--predict", &m]);
    let out = lab(&args);
    assert!(out.status.success(), "{name}: {}", text(&out.stderr));
    let rows = predicted_p(&text(&out.stdout));
    let last = rows.last().map(|(c, _)| c[0]);
    assert_eq!(last, Some(upto as u64), "{name}: the prediction ends early");
    let mut pick = Pick(name.len() as u64);
    for _ in 0..samples {
        let (coords, p) = &rows[pick.below(rows.len())];
        let answer = binary(release, name, &ask(coords));
        assert_eq!(
            first_wins(&answer),
            !p,
            "{name} at {coords:?}: the lab predicts {}",
            if *p { "P" } else { "N" }
        );
    }
}

#[test]
fn the_lab_rediscovers_each_binarys_pattern() {
    let names = [
        "subtract-divisor",
        "fibonacci-nim",
        "take-squares",
        "king-to-corner",
        "knight-to-corner",
        "wythoff-game",
        "chocolate-breaking",
    ];
    let mut build = common::cargo();
    build
        .current_dir(root())
        .args(["build", "--release", "--quiet"]);
    for n in names {
        build.args(["-p", n]);
    }
    assert!(build.status().unwrap().success());
    let release = common::target_dir(&root()).join("release");
    let tr = |s: &str| s.trim() == "TRƯỚC";

    // The verdicts, in words.
    let out = lab(&["subtract-divisor", "--upto", "2000"]);
    assert!(text(&out.stdout).contains("the P-positions (g = 0) are the odd n"));
    let out = lab(&["fibonacci-nim", "--upto", "300"]);
    assert!(text(&out.stdout).contains("Fibonacci numbers"));
    let out = lab(&["wythoff-game", "--grid", "40x40"]);
    assert!(text(&out.stdout).contains("(⌊kφ⌋, ⌊kφ²⌋) and their mirror images"));

    // The predictions, far beyond the tables, against the binaries.
    agrees(
        &release,
        "subtract-divisor",
        &["--upto", "2000"],
        100_000,
        60,
        |c| format!("{}\n", c[0]),
        tr,
    );
    agrees(
        &release,
        "fibonacci-nim",
        &["--upto", "300"],
        100_000,
        60,
        |c| format!("{}\n0\n", c[0]),
        |s| s.trim() == "First win",
    );
    agrees(
        &release,
        "king-to-corner",
        &["--grid", "40x40"],
        300,
        60,
        |c| format!("{} {}\n", c[0], c[1]),
        tr,
    );
    agrees(
        &release,
        "knight-to-corner",
        &["--grid", "40x40"],
        300,
        60,
        |c| format!("1000 {} {}\n", c[0], c[1]),
        tr,
    );
    agrees(
        &release,
        "wythoff-game",
        &["--grid", "40x40"],
        300,
        200,
        |c| format!("{} {}\n", c[0], c[1]),
        |s| s.trim() == "1",
    );
    agrees(
        &release,
        "chocolate-breaking",
        &["--grid", "30x30"],
        300,
        60,
        |c| format!("{} {}\n", c[0], c[1]),
        tr,
    );
    // Wythoff's P-positions are rare: check every one the lab predicts up to 300.
    let out = lab(&["wythoff-game", "--grid", "40x40", "--predict", "300"]);
    let ps: Vec<String> = predicted_p(&text(&out.stdout))
        .into_iter()
        .filter(|(_, p)| *p)
        .map(|(c, _)| format!("{} {}\n", c[0], c[1]))
        .collect();
    assert!(ps.len() > 200, "{} P-positions", ps.len());
    let answers = binary(&release, "wythoff-game", &ps.concat());
    assert!(
        answers.lines().all(|l| l == "0"),
        "a predicted P-position is not one"
    );

    // take-squares: no pattern, so nothing predicted.
    let out = lab(&["take-squares", "--upto", "2000", "--predict", "5000"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert_contains(&text(&out.stderr), "no pattern named");
}
