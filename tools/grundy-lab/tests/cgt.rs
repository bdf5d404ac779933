//! End-to-end runs of `grundy-lab cgt`: a value, a position, a sum, JSON lines from standard input with a bad line among them, one-line errors, and the 2×2 subgrids.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{json, lab, stdout};
use serde_json::Value;

#[test]
fn a_value_and_a_position() {
    let v = json(&["cgt", "{0|*}"]);
    assert_eq!(v["value"], "^");
    assert_eq!(v["outcome"], "L");
    assert_eq!(v["temperature"], 0);
    let v = json(&["cgt", "domineering", "...|..."]);
    assert_eq!(v["value"], "{2|-1/2}");
    assert_eq!(v["braces"], "{2|-1/2}");
    assert_eq!(v["outcome"], "N");
    assert_eq!(
        (v["left_stop"].clone(), v["right_stop"].clone()),
        (2.into(), "-1/2".into())
    );
    assert_eq!(
        (v["temperature"].clone(), v["mean"].clone()),
        ("5/4".into(), "3/4".into())
    );
    let text = stdout(&["cgt", "{3||2|1}"]);
    assert!(text.contains("value         {3||2|1}\n"), "{text}");
    assert!(text.contains("temperature   3/4\n"), "{text}");
    assert!(text.contains("mean          9/4\n"), "{text}");
}

#[test]
fn a_sum_of_rulesets_and_a_value() {
    // ±1 + ∗ + ↑∗ = ±1 + ↑.
    let v = json(&["cgt", "domineering ..|.. + clobber xo + ^*"]);
    assert_eq!(v["value"], "{1^|-1^}");
    assert_eq!(v["outcome"], "N");
    let v = json(&["cgt", "clobber xxo + clobber xoo + toads t..f"]);
    assert_eq!(
        (v["value"].clone(), v["outcome"].clone()),
        ("0".into(), "P".into())
    );
}

#[test]
fn json_lines_answer_every_line_in_order() {
    let out = lab()
        .args(["cgt", "--format", "json", "-"])
        .write_stdin("+-1\ndomineering ..|.\ntoads tt.f\n")
        .output()
        .unwrap();
    // A refused line is answered too; the exit status says one was refused.
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: 1 line refused (each answered with its error)\n"
    );
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        (lines[0]["value"].clone(), lines[0]["temperature"].clone()),
        ("+-1".into(), 1.into())
    );
    assert_eq!(lines[1]["input"], "domineering ..|.");
    assert_eq!(
        lines[1]["error"],
        "domineering \"..|.\": ragged grid: row 2 has 1 cells, row 1 has 2"
    );
    assert_eq!(lines[2]["value"], "{1/2|0}");
}

#[test]
fn bad_input_is_one_line_naming_what_and_where() {
    for (args, message) in [
        (
            vec!["cgt", "domineering ..|.. + chess e4"],
            "error: term 2 unknown ruleset \"chess\" at column 21",
        ),
        (vec!["cgt", "{1|0}}"], "error: unbalanced brace at column 6"),
        (
            vec!["cgt", "clobber xz"],
            "error: clobber \"xz\": unexpected 'z' at column 2",
        ),
    ] {
        let out = lab().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.starts_with(message) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

#[test]
fn all_2x2_subgrids() {
    let v = json(&["cgt", "--all-subgrids", "2x2"]);
    assert_eq!(v["boards"], 16);
    assert_eq!(v["distinct"], 5);
    assert_eq!(
        v["values"][0],
        serde_json::json!({"value": "0", "outcome": "P", "count": 7})
    );
    assert_eq!(
        v["outcomes"],
        serde_json::json!({"L": 2, "R": 2, "N": 5, "P": 7})
    );
}

#[test]
fn explain_and_plot() {
    let v = json(&["cgt", "--explain", "{1,0|-1,{2|-2}}"]);
    let steps: Vec<&str> = v["explain"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert!(
        steps.contains(&"Left's 0 is dominated by 1 (0 ≤ 1)"),
        "{steps:?}"
    );
    assert!(
        steps
            .iter()
            .any(|s| s.starts_with("Right's {2|-2} = +-2 is reversible through Left's reply 2")),
        "{steps:?}"
    );
    assert_eq!(steps.last().unwrap(), &"canonical: {1 | -1} = +-1");
    let dir = std::env::temp_dir().join(format!("grundy-lab-cgt-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("th.svg");
    stdout(&[
        "cgt",
        "--plot",
        svg.to_str().unwrap(),
        "domineering",
        "...|...",
    ]);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("temperature 5/4") && text.contains("mean 3/4"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The first rows of the README's published families, in one run.
#[test]
fn the_published_families_first_rows() {
    let rows = [
        // Clobber (xxo)^n = ⌊(n+1)/2⌋·↑ (Albert, Grossman, Nowakowski, Wolfe 2005).
        ("clobber xxo", "^", "L"),
        ("clobber xxoxxo", "^", "L"),
        ("clobber xxoxxoxxo", "^^", "L"),
        ("clobber xxoxxoxxoxxo", "^^", "L"),
        // (xo)^n: a first-player win but for n = 3.
        ("clobber xo", "*", "N"),
        ("clobber xoxo", "+-{*,^}", "N"),
        ("clobber xoxoxo", "0", "P"),
        // Toads and Frogs t^a..f^b.
        ("toads t..f", "0", "P"),
        ("toads tt..f", "1", "L"),
        ("toads t..ff", "-1", "R"),
        ("toads tt..ff", "*", "N"),
        ("toads ttt..ff", "{1/2|0}", "N"),
        ("toads ttt..fff", "+-1/8", "N"),
        ("toads tttt..fff", "{1*|v}", "N"),
        // Domineering rectangles (rows × columns; Left plays vertically).
        ("domineering .|.", "1", "L"),
        ("domineering ..|..", "+-1", "N"),
        ("domineering ...|...", "{2|-1/2}", "N"),
        ("domineering ...|...|...", "+-1", "N"),
    ];
    let input: String = rows.iter().map(|r| format!("{}\n", r.0)).collect();
    let out = lab()
        .args(["cgt", "--format", "json", "-"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for (line, (game, value, outcome)) in text.lines().zip(rows) {
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(
            (v["value"].as_str(), v["outcome"].as_str()),
            (Some(value), Some(outcome)),
            "{game}"
        );
    }
    assert_eq!(text.lines().count(), rows.len());
}
