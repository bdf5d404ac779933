//! The tests of cut-cake: the standard ones against its kit, and its own.

use super::*;
use games_core::dyadic::Dyadic;
use problem_kit::brute::partizan::{NumberStar, Partizan};
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

/// Every piece up to 64 × 64 valued by the definition: the simplest
/// number between Alice's best cut and Bob's best cut, a cut being worth
/// the sum of its two parts (sums of games add).
#[test]
fn piece_values_follow_the_definition() {
    const M: usize = 64;
    let mut v = vec![vec![Dyadic::ZERO; M + 1]; M + 1];
    for w in 1..=M {
        for h in 1..=M {
            let lo = (1..w).map(|x| v[x][h] + v[w - x][h]).max();
            let hi = (1..h).map(|y| v[w][y] + v[w][h - y]).min();
            v[w][h] = Dyadic::simplest_between(lo, hi);
            let expect = Dyadic::integer(piece_value(w as u64, h as u64));
            assert_eq!(v[w][h], expect, "{w} × {h}");
        }
    }
}

/// The same against the partizan search of the whole position (pieces as
/// a multiset, cut by the rules) on the small pieces it can reach.
#[test]
fn piece_values_match_the_partizan_search() {
    for w in 1..=6u8 {
        for h in 1..=6u8 {
            let v = kit::Kit.value(&kit::start(&[(w, h)]));
            assert_eq!(
                v,
                NumberStar::from(Dyadic::integer(piece_value(w.into(), h.into()))),
                "{w} × {h}"
            );
        }
    }
}

#[test]
fn known_positions() {
    // 2 × 1 is worth 1 (Alice cuts, Bob has no move); 1 × 2 is −1.
    assert_answers(
        solve,
        &[
            ("1\n2 1\n", "Alice\nAlice\n"),
            ("2\n2 1\n1 2\n", "Bob\nAlice\n"),
            ("1\n3 3\n", "Bob\nAlice\n"),
            ("1\n1 5\n", "Bob\nBob\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    let e18 = MAX_SIDE;
    assert_eq!(piece_value(e18, 1), 999_999_999_999_999_999);
    assert_eq!(piece_value(1, e18), -999_999_999_999_999_999);
    assert_eq!(piece_value(e18, e18), 0);
    // 2^59 ≤ 10^18 < 2^60; h = 2^58: ⌊10^18 / 2^58⌋ − 1 = 2.
    assert_eq!(piece_value(e18, 1 << 58), 2);
    assert_eq!(piece_value(1 << 59, (1 << 59) - 1), 1);
    // 50 000 pieces of 10^18 × 1 against 50 000 of 1 × 10^18: the sum,
    // 0, passes through ±5·10^22, far past 64 bits.
    let wide = format!("{e18} 1\n").repeat(50_000);
    let tall = format!("1 {e18}\n").repeat(50_000);
    assert_eq!(
        answer(&format!("100000\n{wide}{tall}"), solve),
        "Bob\nAlice\n"
    );
    let tall = format!("1 {e18}\n").repeat(49_999);
    let last = format!("2 {e18}\n");
    assert_eq!(
        answer(&format!("100000\n{wide}{tall}{last}"), solve),
        "Alice\nAlice\n"
    );
    assert_eq!(
        answer(
            &format!("100000\n{}", format!("1 {e18}\n").repeat(100_000)),
            solve
        ),
        "Bob\nBob\n"
    );
}

#[test]
fn limits_are_enforced() {
    let too_many = format!("100001\n{}", "1 1\n".repeat(100_001));
    assert_rejects(
        &[
            "0\n",
            "1\n0 1\n",
            "1\n1 0\n",
            "1\n1000000000000000001 1\n",
            "1\n1 1000000000000000001\n",
            "2\n1 1\n",
            "1\n1 1 1\n",
            "",
            &too_many,
        ],
        solve,
    );
}
