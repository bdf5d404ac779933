//! `octal CODE --misere --sums FILE`: many sums from one quotient, against `--heaps` one by one and a game-tree search from the rules.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{json, lab, stdout};
use lab_engine::misere::brute::Brute;
use lab_engine::misere::heap_options;
use lab_engine::tables::octal::OctalGame;
use rand::{rngs::StdRng, Rng, SeedableRng};
use serde_json::Value;
use std::path::PathBuf;

/// A fresh directory under the system's temp dir.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-lab-sums-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `count` random sums of 1 to 4 heaps of 0..=9, and a sums file holding
/// them: separators mixed (spaces, commas, both), with comments and blank
/// lines between; each sum with the line it is on.
fn random_sums(rng: &mut StdRng, count: usize) -> (String, Vec<(usize, Vec<usize>)>) {
    let mut text = String::from("# random sums\n");
    let mut line = 1;
    let mut sums = Vec::new();
    for _ in 0..count {
        if rng.gen_bool(0.1) {
            text.push_str(if rng.gen_bool(0.5) {
                "\n"
            } else {
                "  # a comment\n"
            });
            line += 1;
        }
        let n = rng.gen_range(1..=4);
        let heaps: Vec<usize> = (0..n).map(|_| rng.gen_range(0..=9)).collect();
        let sep = [" ", ",", ", ", "  "][rng.gen_range(0..4)];
        let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        text.push_str(&list.join(sep));
        text.push_str(if rng.gen_bool(0.2) { " # tail\n" } else { "\n" });
        line += 1;
        sums.push((line, heaps));
    }
    (text, sums)
}

/// Checks one answer (a `--heaps` object) for `heaps` against the search:
/// the outcome, and a winning move that is legal and leaves a P-position.
/// Returns 0 for a P-position, 1 for an N-position with no move, 2 for one
/// with a winning move.
fn check_against_search(game: &OctalGame, brute: &mut Brute, heaps: &[usize], v: &Value) -> usize {
    let p = brute.is_p(heaps);
    assert_eq!(v["outcome"], if p { "P" } else { "N" }, "{game} {heaps:?}");
    assert_eq!(
        common::numbers(&v["heaps"]),
        heaps.iter().map(|&h| h as u64).collect::<Vec<_>>()
    );
    let mv = &v["winning_move"];
    let has_move = heaps.iter().any(|&h| !heap_options(game, h).is_empty());
    if p || !has_move {
        assert!(mv.is_null(), "{game} {heaps:?}");
        return usize::from(!p);
    }
    let i = mv["index"].as_u64().unwrap() as usize;
    assert_eq!(mv["heap"], heaps[i], "{game} {heaps:?}");
    let left: Vec<usize> = common::numbers(&mv["leaves"])
        .into_iter()
        .map(|x| x as usize)
        .collect();
    assert!(
        heap_options(game, heaps[i]).contains(&left),
        "{game} {heaps:?}"
    );
    let mut after = heaps.to_vec();
    after.remove(i);
    after.extend(left);
    assert!(brute.is_p(&after), "{game} {heaps:?} → {after:?}");
    2
}

#[test]
fn sums_from_one_build_agree_with_heaps_calls_and_search() {
    let mut rng = StdRng::seed_from_u64(120);
    let dir = temp_dir("agree");
    for code in ["0.07", "0.77", "0.137"] {
        let game = OctalGame::parse(code).unwrap();
        let mut brute = Brute::new(game.clone());
        let (text, sums) = random_sums(&mut rng, 150);
        let path = dir.join(format!("{code}.txt"));
        std::fs::write(&path, &text).unwrap();
        let v = json(&["octal", code, "--misere", "--sums", path.to_str().unwrap()]);
        let answers = v.as_array().unwrap();
        assert_eq!(answers.len(), sums.len(), "{code}");
        let top = sums.iter().flat_map(|(_, h)| h).max().unwrap();
        let mut seen = [0; 3];
        for ((line, heaps), answer) in sums.iter().zip(answers) {
            assert_eq!(answer["line"], *line, "{code} {heaps:?}");
            // One build, to the largest heap of all the sums.
            assert_eq!(answer["checked_up_to"], *top, "{code}");
            seen[check_against_search(&game, &mut brute, heaps, answer)] += 1;
        }
        assert!(seen[0] >= 10 && seen[2] >= 10, "{code}: {seen:?}");
        // Separate --heaps calls (each builds its own quotient) give the same answers.
        for ((_, heaps), answer) in sums.iter().zip(answers).take(12) {
            let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
            let one = json(&["octal", code, "--misere", "--heaps", &list.join(",")]);
            assert_eq!(one["outcome"], answer["outcome"], "{code} {heaps:?}");
            assert_eq!(
                one["winning_move"], answer["winning_move"],
                "{code} {heaps:?}"
            );
            assert_eq!(one["heaps"], answer["heaps"], "{code} {heaps:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn text_and_csv_give_a_line_per_sum() {
    let dir = temp_dir("formats");
    let path = dir.join("sums.txt");
    std::fs::write(&path, "# Kayles\n3 4 5\n1,1,1\n\n2, 3  # two heaps\n0\n").unwrap();
    let path = path.to_str().unwrap();
    let args = ["octal", "0.77", "--misere", "--sums", path];
    let v = json(&args);
    let text = stdout(&args);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        format!("Octal game 0.77 (Kayles), misère play: 4 sums from {path} in the quotient of heaps 0..=5 (order 12)")
    );
    assert_eq!(
        &lines[1..],
        [
            "3 + 4 + 5 maps to bc: N (the player to move wins), winning move heap #1 (3) → 1 + 1",
            "1 + 1 + 1 maps to a: P (the player to move loses)",
            "2 + 3 maps to ab^2: N (the player to move wins), winning move heap #2 (3) → 2",
            "0 maps to 1: N (no move is left: the player to move has won)",
        ]
    );
    let mut csv_args = args.to_vec();
    csv_args.extend(["--format", "csv"]);
    let csv = stdout(&csv_args);
    assert_eq!(
        csv,
        "line,heaps,outcome,element,winning_index,winning_heap,winning_leaves,quotient_order,checked_up_to,proven\n\
         2,3 4 5,N,bc,0,3,1 1,12,5,false\n\
         3,1 1 1,P,a,,,,12,5,false\n\
         5,2 3,N,ab^2,1,3,2,12,5,false\n\
         6,0,N,1,,,,12,5,false\n"
    );
    // The JSON array says the same.
    let lines: Vec<u64> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [2, 3, 5, 6]);
    // --heaps in CSV: the same columns without the line, one row.
    let one = stdout(&[
        "octal", "0.77", "--misere", "--heaps", "3,4,5", "--format", "csv",
    ]);
    assert_eq!(
        one,
        "heaps,outcome,element,winning_index,winning_heap,winning_leaves,quotient_order,checked_up_to,proven\n\
         3 4 5,N,bc,0,3,1 1,12,5,false\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sums_from_standard_input() {
    let out = lab()
        .args([
            "octal", "0.07", "--misere", "--sums", "-", "--format", "json",
        ])
        .write_stdin("4 5\n# nothing\n2,2\n")
        .assert()
        .success()
        .get_output()
        .clone();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let answers = v.as_array().unwrap();
    assert_eq!(answers.len(), 2);
    assert_eq!(answers[0]["heaps"], serde_json::json!([4, 5]));
    assert_eq!(answers[1]["line"], 3);
    for (answer, heaps) in answers.iter().zip(["4,5", "2,2"]) {
        let one = json(&["octal", "0.07", "--misere", "--heaps", heaps]);
        assert_eq!(one["outcome"], answer["outcome"], "{heaps}");
        assert_eq!(one["winning_move"], answer["winning_move"], "{heaps}");
    }
    // Text names the source.
    let out = lab()
        .args(["octal", "0.07", "--misere", "--sums", "-"])
        .write_stdin("1\n")
        .assert()
        .success()
        .get_output()
        .clone();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            "Octal game 0.07 (Dawson's Kayles), misère play: 1 sum from standard input in"
        ),
        "{text}"
    );
}

/// Runs grundy-lab with `args` in `dir` (and `stdin`), which must fail with
/// exit code 2, nothing on stdout and one line on stderr: that line.
fn refused_in(dir: &std::path::Path, args: &[&str], stdin: &str) -> String {
    let out = lab()
        .current_dir(dir)
        .args(args)
        .write_stdin(stdin)
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    err.trim_end().to_string()
}

#[test]
fn bad_sums_are_refused_in_one_line_naming_file_and_line() {
    let dir = temp_dir("bad");
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "1 2\n\n# fine so far\n3,4\n5\n6 7\nx3 4\n",
            &[],
            "error: sums.txt:7: `x3` is not a heap size",
        ),
        ("", &[], "error: sums.txt: no sums (every line is blank or a comment)"),
        (
            "# only comments\n\n   \n",
            &[],
            "error: sums.txt: no sums (every line is blank or a comment)",
        ),
        (
            "1,,2\n",
            &[],
            "error: sums.txt:1: an empty heap size (a comma with no number before or after it)",
        ),
        (
            "1\n2 -3\n",
            &[],
            "error: sums.txt:2: `-3` is not a heap size",
        ),
        (
            "99999999999999999999999\n",
            &[],
            "error: sums.txt:1: `99999999999999999999999` is not a heap size (at most 18446744073709551615)",
        ),
        (
            "1 \u{1}\n",
            &[],
            "error: sums.txt:1: `\\u{1}` is not a heap size",
        ),
        // Above --upto with no period proved: the heap and the limit, from the one build.
        (
            "1 2\n3 4\n3 11\n12\n",
            &["--upto", "10"],
            "error: sums.txt:3: heap 11 is beyond --upto 10: no period of the quotient is \
             proved by heaps up to 10 (raise --upto, at most 2000)",
        ),
    ];
    for (text, extra, want) in cases {
        std::fs::write(dir.join("sums.txt"), text).unwrap();
        let mut args = vec!["octal", "0.77", "--misere", "--sums", "sums.txt"];
        args.extend_from_slice(extra);
        assert_eq!(refused_in(&dir, &args, ""), *want, "{text:?}");
    }
    std::fs::write(dir.join("bytes.txt"), b"1 2\n3 \xff\n").unwrap();
    assert_eq!(
        refused_in(
            &dir,
            &["octal", "0.77", "--misere", "--sums", "bytes.txt"],
            ""
        ),
        "error: bytes.txt:2: not UTF-8 text"
    );
    assert_eq!(
        refused_in(
            &dir,
            &["octal", "0.77", "--misere", "--sums", "-"],
            "1\n2 y\n"
        ),
        "error: standard input:2: `y` is not a heap size"
    );
    let err = refused_in(
        &dir,
        &["octal", "0.77", "--misere", "--sums", "missing.txt"],
        "",
    );
    assert!(err.starts_with("error: cannot read missing.txt: "), "{err}");
    // --sums needs --misere and does not combine with --heaps.
    assert_eq!(
        refused_in(&dir, &["octal", "0.77", "--sums", "sums.txt"], ""),
        "error: missing --misere (see grundy-lab --help)"
    );
    let err = refused_in(
        &dir,
        &[
            "octal", "0.77", "--misere", "--sums", "sums.txt", "--heaps", "1",
        ],
        "",
    );
    assert!(
        err.contains("'--sums <FILE>' cannot be used with '--heaps"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
