//! `grundy-lab census`: known periods on a few codes, the resume path and the agreement column.

mod common;

use std::path::PathBuf;

/// A fresh path in the temporary directory for this test.
fn temp(name: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("grundy-lab-census-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// Runs the census with `args`, expects success; returns stdout.
fn census(args: &[&str]) -> String {
    let out = common::lab().arg("census").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The Markdown row of `code`.
fn row<'a>(markdown: &'a str, code: &str) -> &'a str {
    markdown
        .lines()
        .find(|l| l.starts_with(&format!("| {code} |")))
        .unwrap_or_else(|| panic!("no row for {code} in\n{markdown}"))
}

#[test]
fn kayles_dawsons_kayles_and_dawsons_chess_have_their_known_periods() {
    let md = census(&["--codes", "0.07,0.77,0.137", "--max", "4096", "--jobs", "2"]);
    // Kayles: period 12 from 71 (the last exceptional value is g(70)).
    assert!(row(&md, "0.77").starts_with("| 0.77 | 12 | 71 | period 12 from 71 | agree |"));
    // Dawson's chess 0.137: period 34, last exception at n = 51, so from 52; Dawson's
    // Kayles 0.07 is the same sequence one heap later (g_.07(n) = g_.137(n − 1)): from 53.
    assert!(row(&md, "0.137").starts_with("| 0.137 | 34 | 52 |"));
    assert!(row(&md, "0.07").starts_with("| 0.07 | 34 | 53 |"));
    // Both are .4 by the lookup table, whose preperiod is 54 (one heap later again).
    assert!(row(&md, "0.07")
        .contains("period 34 from 54 (as .4) | agree: period equal; preperiod 53 vs 54"));
    assert!(md.contains("3 games, 3 proven"));
}

#[test]
fn a_small_cap_leaves_an_unsolved_game_open_up_to_the_cap() {
    let md = census(&["--codes", "0.6", "--max", "4096"]);
    assert!(
        row(&md, "0.6").starts_with(
            "| 0.6 | none up to 4096 | — | unsolved | agree: unsolved in the reference |"
        ),
        "{md}"
    );
}

#[test]
fn a_restart_skips_the_games_in_the_results_file_and_the_agreement_column_judges_them() {
    let results = temp("resume.tsv");
    let markdown = temp("resume.md");
    // A results file that already holds 0.77 — with a wrong period, so that a rerun would show.
    std::fs::write(
        &results,
        "code\tstatus\tperiod\tpreperiod\tchecked_upto\tseconds\tcpu_seconds\tstop\tnote\n\
         0.77\tproven\t13\t71\t999\t0.5\t0.5\tproven\t\n",
    )
    .unwrap();
    let summary = census(&[
        "--codes",
        "0.77,0.07",
        "--max",
        "4096",
        "--results",
        results.to_str().unwrap(),
        "--markdown",
        markdown.to_str().unwrap(),
    ]);
    assert!(
        summary.contains("1 built now, 1 from the results file"),
        "{summary}"
    );
    let tsv = std::fs::read_to_string(&results).unwrap();
    // 0.77 kept as it was, 0.07 appended, then the invocation's record.
    assert_eq!(tsv.matches("0.77\t").count(), 1);
    assert!(tsv.contains("0.77\tproven\t13\t71\t999"));
    assert!(tsv.contains("\n0.07\tproven\t34\t53\t"));
    assert!(tsv.lines().last().unwrap().starts_with("# invocation\t"));
    let md = std::fs::read_to_string(&markdown).unwrap();
    assert!(
        row(&md, "0.77").contains("| differs: period 13, the reference 12 |"),
        "{md}"
    );
    assert!(row(&md, "0.07").contains("| agree: period equal"));
    assert!(md.contains("agree 1, differ 1"));
    // A second restart builds nothing and writes the same table.
    let again = census(&[
        "--codes",
        "0.77,0.07",
        "--results",
        results.to_str().unwrap(),
        "--markdown",
        markdown.to_str().unwrap(),
    ]);
    assert!(
        again.contains("0 built now, 2 from the results file"),
        "{again}"
    );
    assert_eq!(std::fs::read_to_string(&results).unwrap(), tsv);
    // --redo builds 0.77 again: its new row, appended, supersedes the wrong one.
    census(&[
        "--codes",
        "0.77,0.07",
        "--redo",
        "--results",
        results.to_str().unwrap(),
        "--markdown",
        markdown.to_str().unwrap(),
    ]);
    let tsv = std::fs::read_to_string(&results).unwrap();
    assert_eq!(tsv.matches("0.77\t").count(), 2);
    let md = std::fs::read_to_string(&markdown).unwrap();
    assert!(row(&md, "0.77").starts_with("| 0.77 | 12 | 71 | period 12 from 71 | agree |"));
    assert!(md.contains("agree 2, differ 0"));
    let _ = std::fs::remove_file(&results);
    let _ = std::fs::remove_file(&markdown);
}

#[test]
fn a_bad_code_or_time_limit_is_refused() {
    for args in [
        &["--codes", "0.7g"][..],
        &["--codes", "0.f"][..],
        &["--time-limit", "0"][..],
        &["--cpu-limit", "-1"][..],
        &["--cpu-limit", "NaN"][..],
        &["--cpu-limit", "5", "--time-limit", "5"][..],
    ] {
        let out = common::lab().arg("census").args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}
