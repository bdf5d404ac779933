//! End-to-end runs of the grundy-lab binary: JSON shape and verdicts, text, CSV, plots, bad arguments.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{json, lab, numbers, stdout};

#[test]
fn subtraction_json_has_the_documented_shape() {
    let v = json(&["subtraction", "4", "1", "3", "3"]);
    assert_eq!(v["game"], "subtraction 1 3 4");
    assert_eq!(v["upto"], 100);
    let g = numbers(&v["grundy"]);
    assert_eq!(g.len(), 101);
    assert_eq!(&g[..10], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
    assert_eq!(&numbers(&v["p_positions"])[..5], &[0, 2, 7, 9, 14]);
    let p = &v["pattern"];
    assert_eq!(p["kind"], "periodic");
    assert_eq!(p["preperiod"], 0);
    assert_eq!(p["period"], 7);
    assert_eq!(p["saltus"], 0);
    assert_eq!(p["proven"], true);
}

#[test]
fn default_upto_is_100_and_upto_0_works() {
    assert_eq!(numbers(&json(&["divisors"])["grundy"]).len(), 101);
    let v = json(&["split", "--upto", "0"]);
    assert_eq!(numbers(&v["grundy"]), vec![0]);
    assert_eq!(v["pattern"]["kind"], "none");
}

#[test]
fn kayles_is_proven_only_with_a_long_enough_table() {
    // Up to 100 the period 12 from 71 shows 2.5 times: too few values to claim it.
    let shorter = json(&["octal", "0.77"]);
    let p = &shorter["pattern"];
    assert_eq!(p["kind"], "none");
    assert_eq!(p["too_few"]["period"], 12);
    assert_eq!(p["too_few"]["values"], 30);
    assert_eq!(p["too_few"]["needed"], 36);
    assert_eq!(p["too_few"]["upto_to_show"], 106);
    let sentence = p["verdict"].as_str().unwrap();
    assert!(sentence.contains("too few values"), "{sentence}");
    assert!(sentence.contains("--upto 167 would prove it"), "{sentence}");
    let short = json(&["octal", "0.77", "--upto", "106"]);
    assert_eq!(short["pattern"]["kind"], "periodic");
    assert_eq!(short["pattern"]["preperiod"], 71);
    assert_eq!(short["pattern"]["period"], 12);
    assert_eq!(short["pattern"]["proven"], false);
    assert_eq!(short["pattern"]["upto_to_prove"], 167);
    let long = json(&["octal", "0.77", "--upto", "167"]);
    assert_eq!(long["pattern"]["proven"], true);
    assert_eq!(long["game"], "octal 0.77");
}

#[test]
fn dawsons_chess_period() {
    let v = json(&["octal", "0.137", "--upto", "300"]);
    assert_eq!(v["pattern"]["kind"], "periodic");
    assert_eq!(v["pattern"]["preperiod"], 52);
    assert_eq!(v["pattern"]["period"], 34);
    assert_eq!(v["pattern"]["proven"], true);
}

#[test]
fn grundys_game_has_no_pattern_and_last_p_position_1222() {
    let v = json(&["split", "--unequal", "--upto", "1500"]);
    assert_eq!(v["game"], "split --parts 2 --unequal");
    let p = &v["pattern"];
    assert_eq!(p["kind"], "none");
    assert_eq!(p["proven"], false);
    assert_eq!(p["p_position_count"], 42);
    assert_eq!(p["last_p_position"], 1222);
    assert!(p["preperiod"].is_null() && p["period"].is_null() && p["saltus"].is_null());
    assert!(p["max_value"].as_u64().unwrap() > 0);
}

#[test]
fn grundys_game_up_to_5_claims_no_arithmetic_period() {
    // This once said "g(n + 1) = g(n) + 2 for every n ≥ 4" from two values.
    let v = json(&["split", "--parts", "2", "--unequal", "--upto", "5"]);
    let p = &v["pattern"];
    assert_eq!(p["kind"], "none");
    assert!(p["saltus"].is_null());
    // Nor does it propose that rule (g(6) = 1 breaks it): a table of 6 values is too small.
    assert!(p["too_few"].is_null());
    let sentence = p["verdict"].as_str().unwrap();
    assert!(
        sentence.starts_with("no period found up to 5: "),
        "{sentence}"
    );
    assert!(!sentence.contains("g(n + 1)"), "{sentence}");
    let text = stdout(&["split", "--parts", "2", "--unequal", "--upto", "5"]);
    assert!(!text.contains("arithmetic-periodic"), "{text}");
}

#[test]
fn hdu_5795_is_arithmetic_periodic() {
    let v = json(&["split", "--parts", "3", "--take", "--upto", "300"]);
    let p = &v["pattern"];
    assert_eq!(p["kind"], "arithmetic-periodic");
    assert_eq!(
        (
            p["preperiod"].clone(),
            p["period"].clone(),
            p["saltus"].clone()
        ),
        (1.into(), 8.into(), 8.into())
    );
    assert_eq!(p["proven"], false);
    assert_eq!(numbers(&v["grundy"])[7..9], [8, 7]);
}

#[test]
fn splitting_in_two_equal_allowed_is_proven_as_octal_4_0() {
    let v = json(&["split", "--upto", "20"]);
    assert_eq!(v["pattern"]["kind"], "periodic");
    assert_eq!(v["pattern"]["period"], 2);
    assert_eq!(v["pattern"]["proven"], true);
    assert_eq!(
        json(&["octal", "4.0", "--upto", "20"])["grundy"],
        v["grundy"]
    );
}

#[test]
fn divisor_values_are_big_omega_and_0_is_no_position() {
    let v = json(&["divisors", "--upto", "64"]);
    let g = numbers(&v["grundy"]);
    assert_eq!(g[0], 0);
    assert_eq!(g[64], 6);
    assert_eq!(g[60], 4);
    assert_eq!(g[61], 1);
    assert_eq!(numbers(&v["p_positions"]), vec![1]);
    assert_eq!(v["pattern"]["kind"], "none");
}

#[test]
fn nim_json_lists_every_winning_move() {
    let v = json(&["nim", "5", "7", "9"]);
    assert_eq!(numbers(&v["heaps"]), vec![5, 7, 9]);
    assert_eq!(v["nim_sum"], 11);
    assert_eq!(
        v["winning_moves"],
        serde_json::json!([{"heap": 3, "from": 9, "to": 2}])
    );
    let v = json(&["nim", "1", "1", "1"]);
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 3);
    let v = json(&["nim", "3", "3"]);
    assert_eq!(v["nim_sum"], 0);
    assert_eq!(v["winning_moves"], serde_json::json!([]));
    let big = u64::MAX.to_string();
    let v = json(&["nim", &big, "1"]);
    assert_eq!(v["nim_sum"].as_u64(), Some(u64::MAX - 1));
}

#[test]
fn nim_text_shows_bit_columns_and_csv_rows() {
    let text = stdout(&["nim", "5", "7", "9"]);
    assert!(text.contains("bit 3 2 1 0"), "{text}");
    assert!(text.contains("nim-sum   11      1 0 1 1"), "{text}");
    assert!(text.contains("heap 3: 9 → 2"), "{text}");
    let csv = stdout(&["nim", "5", "7", "9", "--format", "csv"]);
    assert_eq!(csv, "heap,size,winning_move_to\n1,5,\n2,7,\n3,9,2\n");
}

#[test]
fn text_table_is_aligned_and_marks_p_positions() {
    let text = stdout(&["subtraction", "1", "3", "4", "--upto", "25"]);
    let rows: Vec<&str> = text.lines().filter(|l| l.contains(" | ")).collect();
    assert_eq!(rows.len(), 4, "{text}");
    assert!(
        rows[1].starts_with(" 0 |  0*  1   0*  1   2   3   2   0*  1   0*"),
        "{text}"
    );
    // The last value of every full row ends under the header's "+9".
    for row in &rows[1..3] {
        assert_eq!(row.trim_end_matches('*').len(), rows[0].len(), "{text}");
    }
    assert!(
        text.contains("P-positions (8 up to 25): 0, 2, 7, 9, 14, 16, 21, 23"),
        "{text}"
    );
    let verdict: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("Verdict: "))
        .collect();
    assert_eq!(verdict.len(), 1);
    assert!(
        verdict[0].contains("g(n + 7) = g(n) for every n ≥ 0"),
        "{text}"
    );
}

#[test]
fn csv_has_one_row_per_heap_size() {
    let csv = stdout(&["octal", "0.07", "--upto", "9", "--format", "csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 11);
    assert_eq!(lines[0], "n,grundy,p_position");
    assert_eq!(lines[1], "0,0,true");
    assert_eq!(lines[3], "2,1,false");
    assert_eq!(lines[10], "9,0,true");
}

#[test]
fn plot_writes_an_svg_scatter() {
    let path = std::env::temp_dir().join(format!("grundy-lab-test-{}.svg", std::process::id()));
    let path_str = path.to_str().unwrap();
    let text = stdout(&["split", "--unequal", "--upto", "300", "--plot", path_str]);
    assert!(text.contains("Verdict: "));
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(svg.starts_with("<svg"), "{}", &svg[..100.min(svg.len())]);
    // One circle per heap size, plus the two legend markers.
    assert_eq!(svg.matches("<circle").count(), 301 + 2);
    assert!(svg.contains("g(n)"));
}

#[test]
fn bad_arguments_are_rejected_in_one_line() {
    let cases: &[&[&str]] = &[
        &[],
        &["frobnicate"],
        &["octal"],
        &["octal", "0.8g"],
        &["octal", "0.F8"],
        &["octal", "0.9", "--upto", "20001"],
        &["octal", "077"],
        &["octal", "2.7"],
        &["octal", "0."],
        &["subtraction"],
        &["subtraction", "0", "2"],
        &["subtraction", "x"],
        &["subtraction", "-1"],
        &["split", "--parts", "1"],
        &["split", "--parts", "three"],
        &["split", "--upto", "-5"],
        &["split", "--upto", "abc"],
        &["split", "--upto", "99999999999999999999"],
        &["split", "--upto", "4294967296"],
        &["octal", "0.77", "--until-proven", "--max", "4294967296"],
        &["octal", "0.77", "--until-proven", "--mask", "0xfe"],
        &["divisors", "--upto", "10000001"],
        &["subtraction", "1", "2", "--upto", "10000001"],
        &["split", "--unequal", "--upto", "100000", "--format", "csv"],
        &["split", "--mask", "zz"],
        &["divisors", "--mask", "0xfe"],
        &["divisors", "--checkpoint", "/tmp/grundy-lab-unused.ckp"],
        &["octal", "0.77", "--resume", "/nonexistent-dir/x.ckp"],
        &["octal", "0.77", "--values", "/nonexistent-dir/values.txt"],
        &["split", "--format", "xml"],
        &["split", "--parts", "3", "--unequal", "--upto", "100000"],
        &["nim"],
        &["nim", "-3"],
        &["nim", "18446744073709551616"],
        &["nim", "1", "--upto", "5"],
        &["divisors", "7"],
        &["octal", "0.77", "--plot", "/nonexistent-dir/grundy.svg"],
    ];
    for args in cases {
        let out = lab().args(*args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr:?}");
        assert!(
            stderr.ends_with('\n') && stderr.matches('\n').count() == 1,
            "{args:?}: {stderr:?}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr:?}");
    }
}

#[test]
fn help_and_version_succeed() {
    let help = stdout(&["--help"]);
    for sub in ["subtraction", "split", "octal", "divisors", "nim"] {
        assert!(help.contains(sub), "{help}");
    }
    assert!(stdout(&["split", "--help"]).contains("--unequal"));
    assert!(stdout(&["--version"]).starts_with("grundy-lab "));
}

#[test]
fn missing_arguments_are_named() {
    for (args, named) in [
        (&["subtraction"][..], "<S>"),
        (&["nim"][..], "<HEAP>"),
        (&["octal"][..], "<CODE>"),
        (&["octal", "0.77", "--max", "500"][..], "--until-proven"),
    ] {
        let out = lab().args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.starts_with("error: missing "), "{args:?}: {stderr}");
        assert!(stderr.contains(named), "{args:?}: {stderr}");
        assert_eq!(stderr.matches('\n').count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn plot_files_must_be_svg_and_are_refused_before_any_work() {
    let dir = std::env::temp_dir().join(format!("grundy-lab-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["d.png", "d", "d.svg.png", "svg"] {
        let path = dir.join(name);
        let out = lab()
            .args(["octal", "0.77", "--plot", path.to_str().unwrap()])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty(), "{name}");
        assert!(
            stderr.starts_with("error: --plot writes SVG"),
            "{name}: {stderr}"
        );
        assert!(!path.exists(), "{name} was created");
    }
    let path = dir.join("upper.SVG");
    stdout(&["octal", "0.77", "--plot", path.to_str().unwrap()]);
    assert!(std::fs::read_to_string(&path).unwrap().starts_with("<svg"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn large_tables_give_a_summary_with_the_sparse_space_statistics() {
    // Grundy's game to 10^5: 1274 rare values under the mask 0xfe, the last at
    // 82 860 (Flammenkamp's table), P-positions ending at 1222.
    let v = json(&["split", "--unequal", "--upto", "100000"]);
    assert!(v.get("grundy").is_none() && v.get("p_positions").is_none());
    let p = &v["pattern"];
    assert_eq!(p["kind"], "none");
    assert_eq!(p["p_position_count"], 42);
    assert_eq!(p["last_p_position"], 1222);
    let b = &v["builder"];
    assert_eq!(b["name"], "sparse space (Berlekamp–Conway–Guy)");
    assert_eq!(b["mask"], "0xfe");
    assert_eq!(b["rare_values"], 1274);
    assert_eq!(b["last_rare_position"], 82860);
    let text = stdout(&["split", "--unequal", "--upto", "100000"]);
    assert!(text.contains("summary"), "{text}");
    assert!(
        text.contains("mask 0xfe; 1274 rare values, the last at n = 82860"),
        "{text}"
    );
    assert!(text.lines().count() < 12, "{text}");
}

#[test]
fn values_file_streams_every_value() {
    let dir = std::env::temp_dir().join(format!("grundy-lab-values-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lines = dir.join("g.txt");
    let csv = dir.join("g.csv");
    let v = json(&[
        "octal",
        "0.137",
        "--upto",
        "500",
        "--values",
        lines.to_str().unwrap(),
    ]);
    let listed: Vec<u64> = std::fs::read_to_string(&lines)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    assert_eq!(listed, numbers(&v["grundy"]));
    stdout(&[
        "octal",
        "0.137",
        "--upto",
        "500",
        "--values",
        csv.to_str().unwrap(),
        "--values-format",
        "csv",
    ]);
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(rows.lines().next(), Some("n,grundy"));
    assert_eq!(rows.lines().nth(6), Some("5,3"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn octal_codes_in_the_literatures_notation() {
    for (short, full) in [
        (".137", "0.137"),
        ("4", "4.0"),
        (".07", "0.07"),
        ("4.3", "4.3"),
    ] {
        let a = json(&["octal", short, "--upto", "60"]);
        let b = json(&["octal", full, "--upto", "60"]);
        assert_eq!(a, b, "{short}");
        assert_eq!(a["game"], format!("octal {full}"));
    }
    assert!(stdout(&["octal", ".137"]).starts_with("Octal game 0.137 (Dawson's chess)"));
}

#[test]
fn until_proven_grows_to_the_proof() {
    let v = json(&["octal", "0.77", "--until-proven"]);
    assert_eq!(v["upto"], 167);
    assert_eq!(v["pattern"]["proven"], true);
    assert_eq!(v["pattern"]["preperiod"], 71);
    assert_eq!(numbers(&v["until_proven"]["sizes"]), [100, 167]);
    assert_eq!(v["until_proven"]["proven"], true);
    // The grown table is the table a fixed --upto computes.
    assert_eq!(
        v["grundy"],
        json(&["octal", "0.77", "--upto", "167"])["grundy"]
    );
    // Without --until-proven there is no until_proven object.
    assert!(json(&["octal", "0.77"]).get("until_proven").is_none());

    let v = json(&[
        "subtraction",
        "2",
        "5",
        "7",
        "--upto",
        "0",
        "--until-proven",
    ]);
    assert_eq!(v["pattern"]["proven"], true);
    assert_eq!(v["pattern"]["period"], 22);

    let text = stdout(&["octal", ".07", "--until-proven"]);
    assert!(
        text.contains("Until proven: grew g(0..=N) for N = 100 → "),
        "{text}"
    );
    assert!(text.contains("proven for all n by the Guy–Smith"), "{text}");
}

#[test]
fn until_proven_stops_at_the_cap_and_says_what_it_needs() {
    let v = json(&["octal", "0.07", "--until-proven", "--max", "150"]);
    assert_eq!(v["upto"], 150);
    let growth = &v["until_proven"];
    assert_eq!(growth["proven"], false);
    let needed = growth["needed"].as_u64().unwrap();
    assert!(needed > 150);
    assert!(growth["summary"]
        .as_str()
        .unwrap()
        .contains(&format!("--max {needed}")));
    let at = needed.to_string();
    let v = json(&["octal", "0.07", "--upto", &at]);
    assert_eq!(v["pattern"]["proven"], true);

    // Nothing in sight: the summary says how the theorem would go.
    let v = json(&["octal", "0.16", "--until-proven", "--max", "300"]);
    let summary = v["until_proven"]["summary"].as_str().unwrap().to_string();
    assert!(v["until_proven"]["needed"].is_null(), "{summary}");
    assert!(summary.contains("raise --max"), "{summary}");
}

#[test]
fn until_proven_refuses_games_without_a_theorem() {
    for args in [
        &["split", "--unequal", "--until-proven"][..],
        &["split", "--parts", "3", "--take", "--until-proven"][..],
        &["divisors", "--until-proven"][..],
    ] {
        let out = lab().args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.contains("no periodicity theorem"), "{stderr}");
        assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
    }
    let out = lab()
        .args([
            "octal",
            "0.77",
            "--until-proven",
            "--upto",
            "500",
            "--max",
            "200",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn until_proven_saves_checkpoints_and_resumes_from_them() {
    let dir = std::env::temp_dir().join(format!("grundy-lab-grow-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (ckp, resumed, direct) = (
        dir.join("g.ckp"),
        dir.join("resumed.txt"),
        dir.join("direct.txt"),
    );
    let ckp_s = ckp.to_str().unwrap();
    // A partial table (no period shows up to 200 000), then the growth from it.
    stdout(&["octal", "0.16", "--upto", "200000", "--checkpoint", ckp_s]);
    // `octal 0.16 --until-proven --max MAX --resume CKP`.
    let from_checkpoint = |max: &'static str| {
        vec![
            "octal",
            "0.16",
            "--until-proven",
            "--max",
            max,
            "--resume",
            ckp_s,
        ]
    };
    let resumed_s = resumed.to_str().unwrap();
    let mut args = from_checkpoint("1000000");
    args.extend(["--checkpoint", ckp_s, "--values", resumed_s]);
    let v = json(&args);
    let growth = &v["until_proven"];
    assert_eq!(growth["proven"], true, "{growth}");
    assert_eq!(growth["resumed_from"], 200_000, "{growth}");
    assert_eq!(numbers(&growth["sizes"])[0], 200_000, "{growth}");
    assert!(growth["summary"]
        .as_str()
        .unwrap()
        .starts_with("resumed from a checkpoint holding g(0..=200000); grew"));
    assert_eq!(
        (&v["pattern"]["preperiod"], &v["pattern"]["period"]),
        (&105_351.into(), &149_459.into())
    );
    // The resumed table is the one-shot table of the same size.
    let upto = v["upto"].to_string();
    stdout(&[
        "octal",
        "0.16",
        "--upto",
        &upto,
        "--values",
        direct.to_str().unwrap(),
    ]);
    assert_eq!(
        std::fs::read(&resumed).unwrap(),
        std::fs::read(&direct).unwrap()
    );
    // The checkpoint saved at the end holds the whole grown table: resuming
    // from it proves at once, and a --max below it is refused in one line.
    let again = json(&from_checkpoint("1000000"));
    assert_eq!(
        numbers(&again["until_proven"]["sizes"]),
        [v["upto"].as_u64().unwrap()]
    );
    assert_eq!(again["pattern"], v["pattern"]);
    let out = lab().args(from_checkpoint("300000")).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("beyond --max 300000"), "{stderr}");
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn no_period_verdicts_say_how_far_to_look() {
    let v = json(&["octal", "0.07"]);
    assert_eq!(v["pattern"]["kind"], "none");
    let verdict = v["pattern"]["verdict"].as_str().unwrap();
    assert!(verdict.contains("--until-proven"), "{verdict}");
    let v = json(&["split", "--unequal", "--upto", "300"]);
    let verdict = v["pattern"]["verdict"].as_str().unwrap();
    assert!(verdict.contains("never proven"), "{verdict}");
    assert!(verdict.contains("larger --upto"), "{verdict}");
}

#[test]
fn checkpoint_and_resume_give_the_one_shot_table_and_tampering_is_refused() {
    let dir = std::env::temp_dir().join(format!("grundy-lab-ckp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ckp = dir.join("g.ckp");
    let (ckp_s, one, two) = (
        ckp.to_str().unwrap(),
        dir.join("one.txt"),
        dir.join("two.txt"),
    );
    stdout(&[
        "split",
        "--unequal",
        "--upto",
        "6000",
        "--checkpoint",
        ckp_s,
    ]);
    stdout(&[
        "split",
        "--unequal",
        "--upto",
        "20000",
        "--resume",
        ckp_s,
        "--values",
        one.to_str().unwrap(),
    ]);
    stdout(&[
        "split",
        "--unequal",
        "--upto",
        "20000",
        "--values",
        two.to_str().unwrap(),
    ]);
    assert_eq!(std::fs::read(&one).unwrap(), std::fs::read(&two).unwrap());
    // Another game, a truncated file and a flipped byte are all refused in one line.
    let good = std::fs::read(&ckp).unwrap();
    let refused = |args: &[&str], what: &str| {
        let out = lab().args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{what}");
        assert!(stderr.starts_with("error: checkpoint "), "{what}: {stderr}");
        assert_eq!(stderr.matches('\n').count(), 1, "{what}: {stderr}");
    };
    refused(
        &["split", "--upto", "20000", "--resume", ckp_s],
        "other game",
    );
    std::fs::write(&ckp, &good[..good.len() / 2]).unwrap();
    refused(
        &["split", "--unequal", "--upto", "20000", "--resume", ckp_s],
        "truncated",
    );
    let mut bad = good.clone();
    bad[good.len() / 2] ^= 1;
    std::fs::write(&ckp, &bad).unwrap();
    refused(
        &["split", "--unequal", "--upto", "20000", "--resume", ckp_s],
        "corrupted",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn large_plots_draw_one_bar_per_column() {
    let path = std::env::temp_dir().join(format!("grundy-lab-big-{}.svg", std::process::id()));
    stdout(&[
        "octal",
        "0.77",
        "--upto",
        "50000",
        "--plot",
        path.to_str().unwrap(),
    ]);
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(svg.matches("<circle").count() < 1000);
    assert!(svg.matches("<polyline").count() + svg.matches("<path").count() < 1100);
    assert!(svg.matches("<polyline").count() + svg.matches("<path").count() > 800);
}

#[test]
fn forced_masks_change_the_path_not_the_values() {
    let reference = json(&["octal", "0.16", "--upto", "3000"]);
    for mask in ["0", "0x1", "0xfe", "4095"] {
        let v = json(&["octal", "0.16", "--upto", "3000", "--mask", mask]);
        assert_eq!(v["grundy"], reference["grundy"], "--mask {mask}");
        let paths = v["builder"]["paths"].as_array().unwrap();
        assert_eq!(paths.len(), 1, "--mask {mask}: {paths:?}");
        assert!(paths[0].as_str().unwrap().contains("sparse space, mask"));
    }
    assert_eq!(
        json(&["subtraction", "1", "2"])["builder"]["name"],
        "subtraction table"
    );
}

#[test]
fn control_bytes_in_a_bad_value_are_shown_escaped() {
    for (args, shown) in [
        (&["nim", "5\u{1b}[31m"][..], r#""5\u{1b}[31m""#),
        (&["subtraction", "\u{7}"][..], r#""\u{7}""#),
    ] {
        let out = lab().args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.contains(shown), "{args:?}: {stderr}");
        assert!(!stderr.contains(['\u{1b}', '\u{7}']), "{args:?}: {stderr}");
        assert_eq!(stderr.matches('\n').count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn emit_without_a_pattern_says_where_to_look_or_that_none_will_come() {
    let err = |args: &[&str]| {
        let out = lab().args(args).assert().failure().get_output().clone();
        String::from_utf8(out.stderr).unwrap()
    };
    let divisors = err(&["divisors", "--upto", "50", "--emit", "rust-snippet"]);
    assert!(divisors.contains("none will come"), "{divisors}");
    let short = err(&["subtraction", "1", "3", "--upto", "3", "--emit", "rust"]);
    assert!(
        short.contains("--until-proven, or a larger --upto"),
        "{short}"
    );
    assert_eq!(short.lines().count(), 1, "{short}");
}

#[test]
fn a_proven_period_fills_the_rest_of_the_table_and_says_so() {
    // Dawson's Kayles: period 34 from 53, proven on g(0..=256) at the first check.
    let filled = json(&["octal", "0.07", "--upto", "3000"]);
    let fill = &filled["builder"]["period_fill"];
    assert_eq!(fill["from"], 257);
    assert_eq!(
        (fill["preperiod"].as_u64(), fill["period"].as_u64()),
        (Some(53), Some(34))
    );
    assert_eq!(fill["theorem"], "Guy–Smith periodicity theorem");
    let computed = json(&["octal", "0.07", "--upto", "3000", "--no-period-fill"]);
    assert!(computed["builder"].get("period_fill").is_none());
    assert_eq!(numbers(&filled["grundy"]), numbers(&computed["grundy"]));
    assert_eq!(filled["pattern"], computed["pattern"]);
    let text = stdout(&["octal", "0.77", "--upto", "1000"]);
    assert!(
        text.contains("Period fill: g(0..=256) computed; the Guy–Smith periodicity theorem proved period 12 from n = 71"),
        "{text}"
    );
    // Grundy's game has no theorem: nothing is filled.
    let grundy = json(&["split", "--unequal", "--upto", "3000"]);
    assert!(grundy["builder"].get("period_fill").is_none());
}

#[test]
fn hexadecimal_codes_are_tabled_and_proven_by_the_three_heap_bound() {
    let out = lab()
        .args(["octal", "0.f", "--until-proven"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("Hexadecimal game 0.f"), "{text}");
    assert!(text.contains("the period holds for 1 ≤ n < 7"), "{text}");
    assert!(text.contains("(three-heap form)"), "{text}");
    assert!(text.contains("Builder: three-heap bit sets"), "{text}");
    let out = lab()
        .args(["octal", "0.8", "--misere", "--heaps", "4,7"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
