//! The tests of subtraction-game-huge: the standard ones against its kit, and its own.

use super::*;
use games_core::grundy::subtraction_wins;
use problem_kit::{answer, assert_rejects};
use rand::{rngs::StdRng, seq::index::sample, Rng, SeedableRng};

problem_kit::kit_tests!(solve);

fn input(n: u64, moves: &[usize]) -> String {
    let s: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    format!("{n} {}\n{}\n", moves.len(), s.join(" "))
}

fn verdict(first: bool) -> &'static str {
    if first {
        "TRƯỚC\n"
    } else {
        "SAU\n"
    }
}

fn random_moves(rng: &mut StdRng) -> Vec<usize> {
    let top = rng.gen_range(1..=MAX_S);
    let m = rng.gen_range(1..=MAX_M.min(top));
    sample(rng, top, m).iter().map(|s| s + 1).collect()
}

#[test]
fn matches_plain_table_up_to_a_few_thousand() {
    let mut rng = StdRng::seed_from_u64(2_077);
    for _ in 0..300 {
        let moves = random_moves(&mut rng);
        let table = subtraction_wins(&moves, 5000);
        for _ in 0..5 {
            let n = rng.gen_range(0..=5000usize);
            assert_eq!(
                answer(&input(n as u64, &moves), solve),
                verdict(table[n]),
                "{moves:?} {n}"
            );
        }
    }
}

#[test]
fn long_preperiod_is_not_mistaken_for_a_period() {
    // {2, 8, 15, 17, 18, 20}: results start repeating with period 35 only
    // after heap 200, so a period read off a short prefix would be wrong.
    let moves = [2, 8, 15, 17, 18, 20];
    let table = subtraction_wins(&moves, 3000);
    let last_irregular = (0..2000).rev().find(|&x| table[x] != table[x + 35]);
    assert!(last_irregular.unwrap() > 200, "{last_irregular:?}");
    for (n, &w) in table.iter().enumerate() {
        assert_eq!(answer(&input(n as u64, &moves), solve), verdict(w), "{n}");
    }
}

#[test]
fn limits_are_exact_and_enforced() {
    // A single move s: heap n wins iff n mod 2s ≥ s.
    assert_eq!(answer("1000000000000000000 1 20", solve), verdict(false));
    assert_eq!(answer("999999999999999999 1 1", solve), verdict(true));
    assert_eq!(
        answer("0 10 11 12 13 14 15 16 17 18 19 20", solve),
        verdict(false)
    );
    assert_rejects(
        &[
            "1000000000000000001 1 1",
            "5 0",
            "5 11 1 2 3 4 5 6 7 8 9 10 11",
            "5 2 1 21",
            "5 2 0 1",
            "5 2 4 4",
            "5 2 1",
        ],
        solve,
    );
}
