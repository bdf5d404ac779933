//! `--sweep`: one row per parameter value, the forms across them, cross-checked against game-tree search from the rules.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{json, lab, stdout};
use problem_kit::brute;
use rand::{rngs::StdRng, Rng, SeedableRng};
use serde_json::Value;
use std::collections::HashMap;

/// Evaluates one fitted form from the JSON at `params`: its entries (None where free).
fn eval(form: &Value, params: &[i64]) -> Vec<Option<i64>> {
    let m = form["modulus"].as_i64().unwrap();
    let on = form["parameter"].as_u64().unwrap() as usize;
    let r = params[on].rem_euclid(m);
    let piece = form["pieces"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| {
            p["residues"]
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x.as_i64() == Some(r))
        })
        .expect("the pieces cover every residue");
    let ratio = |v: &Value| (v["num"].as_i64().unwrap(), v["den"].as_i64().unwrap());
    piece["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            if e.is_null() {
                return None;
            }
            // Sum of fractions over a common denominator.
            let (mut num, mut den) = ratio(&e["constant"]);
            for (c, &x) in e["coefficients"].as_array().unwrap().iter().zip(params) {
                let (n, d) = ratio(c);
                num = num * d + n * x * den;
                den *= d;
            }
            assert_eq!(num % den, 0, "a form gives an integer at {params:?}");
            Some(num / den)
        })
        .collect()
}

/// Whether the player to move at n loses (a P-position), by game-tree search with `moves`.
fn p_positions(moves: &[i64], upto: i64) -> Vec<bool> {
    let mut memo = HashMap::new();
    (0..=upto)
        .map(|n| {
            let step = |&m: &i64| -> Vec<i64> {
                moves.iter().filter(|&&s| s <= m).map(|&s| m - s).collect()
            };
            !brute::wins(&n, step, |_| false, &mut memo)
        })
        .collect()
}

/// What the fitted forms say about n: a P-position iff n mod p is in the progression.
fn predicted(forms: &Value, params: &[i64], n: i64) -> bool {
    let p = eval(&forms["period"]["form"], params)[0].unwrap();
    let a = eval(&forms["preperiod"]["form"], params)[0].unwrap();
    assert_eq!(a, 0, "these games have no preperiod");
    let set = eval(&forms["P-positions"]["form"], params);
    let (lo, step, hi) = (set[0].unwrap(), set[1], set[2].unwrap());
    let r = n % p;
    match step {
        None => r == lo && lo == hi,
        Some(s) => r >= lo && r <= hi && (r - lo) % s == 0,
    }
}

#[test]
fn one_two_k_game_formula_found_and_matches_game_tree_search() {
    let v = json(&["subtraction", "1", "2", "K", "--sweep", "K=3..40"]);
    let forms = &v["forms"];
    assert_eq!(forms["period"]["text"], "K + 1 when K ≡ 0 (mod 3), else 3");
    assert_eq!(forms["preperiod"]["text"], "0");
    assert_eq!(
        forms["P-positions"]["text"],
        "n mod p ∈ {0, 3, …, K − 3} when K ≡ 0 (mod 3), else n mod p = 0"
    );
    assert_eq!(v["rows"].as_array().unwrap().len(), 38);
    // The forms, beyond the swept range too, against search from the rules (moves 1, 2, k).
    for k in 3..=75i64 {
        let truth = p_positions(&[1, 2, k], 250);
        for (n, &lose) in truth.iter().enumerate() {
            assert_eq!(predicted(forms, &[k], n as i64), lose, "k = {k}, n = {n}");
        }
    }
}

#[test]
fn constrained_nim_range_swept_over_two_parameters_has_period_l_plus_r() {
    let v = json(&["subtraction", "L..R", "--sweep", "L=1..6,R=L..8"]);
    let forms = &v["forms"];
    assert_eq!(forms["period"]["text"], "L + R");
    assert_eq!(forms["P-positions"]["text"], "0 ≤ n mod p ≤ L − 1");
    // Same grid written as two --sweep flags.
    let again = json(&[
        "subtraction",
        "L..R",
        "--sweep",
        "L=1..6",
        "--sweep",
        "R=L..8",
    ]);
    assert_eq!(again["forms"], v["forms"]);
    let mut rng = StdRng::seed_from_u64(61);
    for _ in 0..60 {
        let l = rng.gen_range(1..=12i64);
        let r = rng.gen_range(l..=16);
        let moves: Vec<i64> = (l..=r).collect();
        let truth = p_positions(&moves, 120);
        for (n, &lose) in truth.iter().enumerate() {
            assert_eq!(
                predicted(forms, &[l, r], n as i64),
                lose,
                "{l}..{r}, n = {n}"
            );
        }
    }
}

#[test]
fn every_row_matches_game_tree_search() {
    let mut rng = StdRng::seed_from_u64(67);
    for _ in 0..8 {
        let a = rng.gen_range(1..=4i64);
        let b = rng.gen_range(a + 1..=9);
        let spec = format!("K={}..{}", b + 1, b + 12);
        let v = json(&[
            "subtraction",
            &a.to_string(),
            &b.to_string(),
            "K",
            "--sweep",
            &spec,
        ]);
        for row in v["rows"].as_array().unwrap() {
            let k = row["params"]["K"].as_i64().unwrap();
            assert_eq!(row["game"], format!("subtraction {a} {b} {k}"));
            assert_eq!(row["kind"], "periodic");
            assert_eq!(row["proven"], true);
            let p = row["period"].as_i64().unwrap();
            let pre = row["preperiod"].as_i64().unwrap();
            let residues = common::signed_numbers(&row["p_residues"]);
            let other = common::signed_numbers(&row["p_other"]);
            let truth = p_positions(&[a, b, k], 3 * (pre + p) + 60);
            for (n, &lose) in truth.iter().enumerate() {
                let n = n as i64;
                let said = if n < pre {
                    other.contains(&n)
                } else {
                    residues.contains(&(n % p))
                };
                assert_eq!(said, lose, "{a} {b} {k}: n = {n}");
            }
        }
    }
}

#[test]
fn too_few_rows_give_no_form() {
    // Four rows cannot confirm a form with a modulus of 3.
    let v = json(&["subtraction", "1", "2", "K", "--sweep", "K=3..6"]);
    assert_eq!(v["forms"]["period"]["text"], "no common form found");
    assert!(v["forms"]["period"]["form"].is_null());
    let text = stdout(&["subtraction", "1", "2", "K", "--sweep", "K=3..6"]);
    assert!(text.contains("period = no common form found"), "{text}");
}

#[test]
fn text_and_csv_have_one_row_per_value() {
    let text = stdout(&["subtraction", "1", "2", "K", "--sweep", "K=3..40"]);
    assert!(
        text.contains("period = K + 1 when K ≡ 0 (mod 3), else 3"),
        "{text}"
    );
    let rows = text.lines().filter(|l| l.contains(" | proven |")).count();
    assert_eq!(rows, 38, "{text}");
    let csv = stdout(&[
        "subtraction",
        "1",
        "2",
        "K",
        "--sweep",
        "K=3..10",
        "--format",
        "csv",
    ]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "K,game,upto,kind,period,preperiod,saltus,proven,p_residues,p_other"
    );
    assert_eq!(lines.len(), 9);
    assert_eq!(lines[4], "6,subtraction 1 2 6,100,periodic,7,0,0,true,0 3,");
}

#[test]
fn splits_and_octal_digits_sweep_too() {
    let v = json(&["split", "--parts", "K", "--sweep", "K=2..5", "--upto", "60"]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[1]["game"], "split --parts 3");
    let v = json(&["octal", "0.A", "--sweep", "A=1..7", "--upto", "60"]);
    let games: Vec<&str> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["game"].as_str().unwrap())
        .collect();
    assert_eq!(games[0], "octal 0.1");
    assert_eq!(games[6], "octal 0.7");
}

#[test]
fn rows_that_are_not_games_are_skipped_and_counted() {
    let text = stdout(&["subtraction", "L..R", "--sweep", "L=1..4,R=1..4"]);
    assert!(
        text.contains("(6 skipped, e.g. L = 2, R = 1: the move range 2..1 is empty)"),
        "{text}"
    );
}

#[test]
fn bad_sweeps_are_refused_in_one_line() {
    for args in [
        &["subtraction", "1", "2", "K"][..],
        &["subtraction", "1", "2", "K", "--sweep", "J=1..3"],
        &["subtraction", "1", "2", "K", "--sweep", "K=1..3,R=1..2"],
        &["subtraction", "L..R", "--sweep", "R=L..3,L=1..2"],
        &["subtraction", "1", "2", "K", "--sweep", "k=1..3"],
        &["subtraction", "1", "2", "K", "--sweep", "K=1..100000"],
        &[
            "subtraction",
            "1",
            "2",
            "K",
            "--sweep",
            "K=3..5",
            "--emit",
            "rust",
        ],
        &["subtraction", "K", "--sweep", "K=0..0"],
        &["split", "--parts", "K", "--sweep", "K=40..41"],
        &["subtraction", "1", "2", "K+"],
    ] {
        let out = lab().args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert_eq!(stderr.matches('\n').count(), 1, "{args:?}: {stderr}");
    }
}
