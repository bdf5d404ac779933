//! `octal CODE --misere [--heaps …]` end to end: outcomes and winning moves against a game-tree search from the rules.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{json, lab};
use lab_engine::misere::brute::Brute;
use lab_engine::misere::heap_options;
use lab_engine::tables::octal::OctalGame;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn outcomes_and_winning_moves_agree_with_search() {
    let mut rng = StdRng::seed_from_u64(2222);
    for code in ["0.77", "0.07", "0.137", "0.4", "0.52"] {
        let game = OctalGame::parse(code).unwrap();
        let mut brute = Brute::new(game.clone());
        for _ in 0..12 {
            let count = rng.gen_range(1..=4);
            let heaps: Vec<usize> = (0..count).map(|_| rng.gen_range(0..=9)).collect();
            let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
            let v = json(&["octal", code, "--misere", "--heaps", &list.join(",")]);
            let p = brute.is_p(&heaps);
            assert_eq!(v["outcome"], if p { "P" } else { "N" }, "{code} {heaps:?}");
            let mv = &v["winning_move"];
            let has_move = heaps.iter().any(|&h| !heap_options(&game, h).is_empty());
            if p || !has_move {
                assert!(mv.is_null(), "{code} {heaps:?}");
                continue;
            }
            // The move named is legal and leaves a P-position.
            let i = mv["index"].as_u64().unwrap() as usize;
            let left: Vec<usize> = common::numbers(&mv["leaves"])
                .into_iter()
                .map(|x| x as usize)
                .collect();
            assert!(
                heap_options(&game, heaps[i]).contains(&left),
                "{code} {heaps:?}"
            );
            let mut after: Vec<usize> = heaps.clone();
            after.remove(i);
            after.extend(left);
            assert!(brute.is_p(&after), "{code} {heaps:?} → {after:?}");
        }
    }
}

#[test]
fn table_has_genus_and_quotient() {
    let v = json(&["octal", "0.77", "--misere", "--upto", "12"]);
    assert_eq!(v["heaps"][0]["genus"], "0^{120}");
    assert_eq!(v["heaps"][1]["genus"], "1^{031}");
    assert!(v["quotient"]["order"].as_u64().unwrap() >= 2);
    let verdict = v["verdict"].as_str().unwrap();
    assert!(
        verdict.starts_with("quotient checked up to 12"),
        "{verdict}"
    );
    assert!(
        verdict.contains("Genus exact for heaps 0..=12"),
        "{verdict}"
    );
    assert!(!verdict.contains("Genus checked"), "{verdict}");
    assert_eq!(v["genus_exact_upto"], 12);
    assert!(!verdict.contains("proven"), "{verdict}");
}

/// Runs grundy-lab with `args`, which must fail with nothing on stdout: its stderr.
fn refused(args: &[&str]) -> String {
    let out = lab().args(args).assert().failure().get_output().clone();
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn heaps_take_commas_or_spaces_as_a_sums_line_does() {
    let base = ["octal", "0.77", "--misere", "--upto", "12", "--heaps"];
    let with = |heaps: &[&str]| json(&[&base[..], heaps].concat());
    let commas = with(&["3,4,5"]);
    assert_eq!(commas["heaps"], serde_json::json!([3, 4, 5]), "{commas}");
    assert_eq!(with(&["3", "4", "5"]), commas);
    assert_eq!(with(&["3 4 5"]), commas);
    assert_eq!(with(&["3, 4", "5"]), commas);
    for (heaps, why) in [
        ("3,,4", "an empty heap size"),
        ("3,x", "`x` is not a heap size"),
        ("", "no heap size"),
        ("3\n4", "one sum only"),
    ] {
        let err = refused(&[&base[..], &[heaps]].concat());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(why), "{heaps:?}: {err}");
    }
}

#[test]
fn heaps_beyond_upto_are_refused() {
    let err = refused(&[
        "octal", "0.77", "--misere", "--upto", "10", "--heaps", "3,11",
    ]);
    assert!(err.contains("heap 11 is beyond --upto 10"), "{err}");
    // --heaps needs --misere.
    lab()
        .args(["octal", "0.77", "--heaps", "3"])
        .assert()
        .failure();
}

#[test]
fn heaps_past_where_the_quotient_stopped_are_refused() {
    // 0.35's quotient stops (README, known limitations): a sum with the first
    // heap it could not add must be refused in one line, never answered.
    let table = json(&["octal", "0.35", "--misere", "--upto", "40"]);
    assert!(table["stop"].is_string(), "{table}");
    let past = (table["reached"].as_u64().unwrap() + 1).to_string();
    let err = refused(&[
        "octal",
        "0.35",
        "--misere",
        "--heaps",
        &format!("{past},1"),
        "--format",
        "json",
    ]);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!("heap {past} is beyond the tabulated quotient")),
        "{err}"
    );
    // Heaps it covers are answered.
    let v = json(&["octal", "0.35", "--misere", "--heaps", "6,4,2,1"]);
    assert!(v["outcome"] == "N" || v["outcome"] == "P");
}

#[test]
fn a_proved_period_answers_sums_with_heaps_of_any_size() {
    // Kayles: period 12 from heap 71, proved by heaps 0..=166 (misere::period,
    // whose tests check proofs against search on sums with heaps beyond them).
    let err = refused(&[
        "octal",
        "0.77",
        "--misere",
        "--upto",
        "165",
        "--heaps",
        "18446744073709551615",
    ]);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("--upto 166 proves it"), "{err}");
    let outcome = |heaps: &[u64]| {
        let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        json(&[
            "octal",
            "0.77",
            "--misere",
            "--upto",
            "166",
            "--heaps",
            &list.join(","),
        ])
    };
    let mut rng = StdRng::seed_from_u64(166);
    let mut seen = [0; 2];
    for _ in 0..8 {
        let h: u64 = rng.gen_range(1u64 << 40..=u64::MAX);
        let small: u64 = rng.gen_range(0..=9);
        let v = outcome(&[h, small]);
        assert_eq!(v["proven"], true);
        // A huge heap plays as heap 71 + (h − 71) mod 12.
        let r = 71 + (h - 71) % 12;
        assert_eq!(
            v["outcome"],
            outcome(&[r, small])["outcome"],
            "{h} + {small}"
        );
        if v["outcome"] == "P" {
            seen[0] += 1;
            continue;
        }
        seen[1] += 1;
        // The winning move is a legal Kayles move and leaves a P-position.
        let mv = &v["winning_move"];
        let moved = [h, small][mv["index"].as_u64().unwrap() as usize];
        let leaves = common::numbers(&mv["leaves"]);
        let removed = moved - leaves.iter().sum::<u64>();
        assert!(
            (1..=2).contains(&removed) && leaves.len() <= 2,
            "{moved} → {leaves:?}"
        );
        let mut after = leaves.clone();
        after.push(if mv["index"] == 0 { small } else { h });
        assert_eq!(outcome(&after)["outcome"], "P", "{h} + {small} → {after:?}");
    }
    assert!(seen[1] > 0, "no N-position met: {seen:?}");
}

#[test]
fn until_proven_grows_the_misere_table_to_the_proof() {
    // Kayles from the default --upto 100: period 12 from 71 shows, 166 proves it.
    let v = json(&[
        "octal",
        "0.77",
        "--misere",
        "--until-proven",
        "--heaps",
        "1000001,2",
    ]);
    assert_eq!(v["checked_up_to"], 166);
    assert_eq!(v["proven"], true);
    // Capped below the proof: the sum with a larger heap is refused, naming the size that proves it.
    let err = refused(&[
        "octal",
        "0.77",
        "--misere",
        "--until-proven",
        "--max",
        "150",
        "--heaps",
        "1000001,2",
    ]);
    assert!(err.contains("--upto 166 proves it"), "{err}");
    // The table: grown as far as it needs, and says proven.
    let t = json(&[
        "octal",
        "0.75",
        "--misere",
        "--until-proven",
        "--upto",
        "10",
    ]);
    assert_eq!(t["period"]["proven"], true);
    let upto = t["upto"].as_u64().unwrap();
    assert!(upto > 10 && upto as usize >= t["period"]["proof_needs"].as_u64().unwrap() as usize);
    // Its build, heap by heap: every heap once, in order, with the order it reached.
    let build = t["build"].as_array().unwrap();
    assert_eq!(
        build.len() as u64,
        t["reached"].as_u64().unwrap(),
        "{build:?}"
    );
    for (i, step) in build.iter().enumerate() {
        assert_eq!(step["heap"], i + 1, "{step}");
    }
    assert_eq!(build.last().unwrap()["order"], t["quotient"]["order"]);
    // In text the same account goes to stderr, and the last line names the heap reached.
    let out = lab()
        .args(["octal", "0.07", "--misere", "--until-proven", "--max", "20"])
        .assert()
        .success()
        .get_output()
        .clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.lines()
            .last()
            .unwrap()
            .starts_with("--until-proven: quotient built to heap 20 (order"),
        "{err}"
    );
    // --max above what --misere supports is refused.
    let err = refused(&[
        "octal",
        "0.75",
        "--misere",
        "--until-proven",
        "--max",
        "5000",
    ]);
    assert!(err.contains("--max at most 2000"), "{err}");
}
