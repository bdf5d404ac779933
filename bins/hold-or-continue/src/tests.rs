//! The tests of hold-or-continue: the standard ones against its kit, and its own.

use super::*;
use kit::{by_the_rules, queries, Sweeps};
use problem_kit::{assert_answers, try_answer};

problem_kit::kit_tests!(solve);

/// Choices closer than this are not compared: both sides are within about
/// 10^-10 of the truth, and the judge only asks where they differ by 10^-5.
const MARGIN: f64 = 1e-7;

#[test]
fn small_targets_agree_with_the_rules() {
    // Every query the judge could ask, were the target 2 to 12: the binary's
    // decision and its two probabilities against a bracketed fixed point over
    // the whole game, from the rules alone.
    let (mut holds, mut rolls, mut close) = (0, 0, 0);
    let mut w = Vec::new();
    for target in 2..=12u8 {
        let pig = Pig::new(target as usize);
        for ((c, h, x), (hold, roll)) in by_the_rules(target) {
            pig.turn(c, h, pig.start(h, c), &mut w);
            let (our_hold, our_roll) = pig.choices(c, h, x, &w);
            let at = format!("target {target}, C = {c}, H = {h}, X = {x}");
            assert!(
                (our_hold - hold).abs() < 1e-9,
                "{at}: hold {our_hold} vs {hold}"
            );
            assert!(
                (our_roll - roll).abs() < 1e-9,
                "{at}: roll {our_roll} vs {roll}"
            );
            if (hold - roll).abs() <= MARGIN {
                close += 1;
            } else if hold > roll {
                holds += 1;
            } else {
                rolls += 1;
            }
        }
    }
    assert!(holds > 100 && rolls > 100, "{holds} holds, {rolls} rolls");
    assert!(close < 20, "{close} queries too close to call");
}

#[test]
fn sweeps_agree_with_the_rules() {
    // The kit's fast reference (the judge's target) against the bracketed
    // fixed point, on small targets.
    for target in [2u8, 3, 5, 8, 11] {
        let sweeps = Sweeps::new(target as usize);
        let rules = by_the_rules(target);
        for (c, h, x) in queries(target as usize) {
            let (hold, roll) = rules[&(c, h, x)];
            assert!((sweeps.hold(c, h, x) - hold).abs() < 1e-9);
            assert!((sweeps.roll(c, h, x) - roll).abs() < 1e-9);
        }
    }
}

#[test]
fn known_decisions() {
    assert_answers(
        solve,
        &[
            // The judge's sample.
            ("3\n15 0 3\n35 50 40\n15 0 30\n", "C\nH\nH\n"),
            // From 0 against 0, hold from 21 on (20 is still a roll) ...
            ("3\n0 0 2\n0 0 20\n0 0 21\n", "C\nC\nH\n"),
            // ... except at 74, which can never win; 75 wins at once.
            ("3\n0 0 73\n0 0 74\n0 0 75\n", "H\nC\nH\n"),
            // Holding to 74 is worth nothing; at 73 against 73 take the 2.
            ("3\n72 0 2\n73 73 2\n0 73 60\n", "C\nH\nH\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // Every query the judge allows, as one input past its Q: each decision
    // against the kit's sweeps, wherever the two choices are apart.
    let sweeps = Sweeps::new(TARGET);
    let asked: Vec<(usize, usize, usize)> = queries(TARGET).collect();
    let mut input = format!("{}\n", asked.len());
    for (c, h, x) in &asked {
        input.push_str(&format!("{c} {h} {x}\n"));
    }
    let out = problem_kit::answer(&input, solve);
    let mut compared = 0;
    for ((c, h, x), line) in asked.iter().zip(out.lines()) {
        let (hold, roll) = (sweeps.hold(*c, *h, *x), sweeps.roll(*c, *h, *x));
        if (hold - roll).abs() > MARGIN {
            let want = if hold > roll { "H" } else { "C" };
            assert_eq!(line, want, "C = {c}, H = {h}, X = {x}");
            compared += 1;
        }
    }
    assert!(compared > 200_000, "{compared} compared");
    assert!(try_answer("250001\n0 0 2\n", solve).is_err());
}

#[test]
fn limits_are_enforced() {
    let bad = [
        "0\n",          // Q below 1
        "1\n74 0 2\n",  // C past 73
        "1\n0 74 2\n",  // H past 73
        "1\n0 0 1\n",   // X below 2
        "1\n10 0 66\n", // C + X past 75
        "2\n0 0 2\n",   // cut short
    ];
    problem_kit::assert_rejects(&bad, solve);
}
