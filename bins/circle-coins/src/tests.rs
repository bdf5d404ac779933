//! The tests of circle-coins: the standard ones against its kit, and its own.

use super::*;
use problem_kit::brute;
use problem_kit::{assert_answers, assert_rejects};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

problem_kit::kit_tests!(solve, each = (1..=16).map(|n| format!("{n}\n")));

#[test]
fn adjacency_model_is_the_circle() {
    // Coin 0 and coin n - 1 are neighbours; a gap breaks adjacency.
    let m = kit::moves(5);
    assert!(m(&0b10001).contains(&0));
    assert!(!m(&0b00101).contains(&0));
    // Two coins on a circle of two: one pair, not two.
    assert_eq!(kit::moves(2)(&0b11), vec![0b10, 0b00, 0b01]);
    assert_eq!(kit::moves(1)(&0b1), vec![0]);
}

#[test]
fn random_broken_circles_play_as_rows() {
    // The symmetry argument rests on "once a coin is gone the circle is a
    // row". Check that model: random sets of surviving coins on a circle,
    // searched with circle adjacency, give the same verdict as the same
    // coins searched as a row cut at an empty place.
    let mut rng = StdRng::seed_from_u64(13);
    for _ in 0..300 {
        let n = rng.gen_range(3..=14u32);
        let mask = rng.gen_range(0..(1u32 << n));
        let b = brute::wins(&mask, kit::moves(n), |_| false, &mut HashMap::new());
        // Relabel so that the circle is cut at an empty place, then the
        // surviving coins are rows; search the same mask as a row game.
        let row_moves = move |&m: &u32| {
            let mut v = Vec::new();
            for i in 0..n {
                if m >> i & 1 == 1 {
                    v.push(m & !(1 << i));
                    if i + 1 < n && m >> (i + 1) & 1 == 1 {
                        v.push(m & !(3 << i));
                    }
                }
            }
            v
        };
        let full = (1u32 << n) - 1;
        if mask == full {
            assert_eq!(b, first_wins(u64::from(n)));
            continue;
        }
        let gap = (0..n).find(|&i| mask >> i & 1 == 0).unwrap();
        let rotated = ((mask >> gap) | (mask << (n - gap))) & full;
        let r = brute::wins(&rotated, row_moves, |_| false, &mut HashMap::new());
        assert_eq!(b, r, "n = {n}, mask = {mask:b}");
    }
}

#[test]
fn samples_of_the_statement() {
    assert_answers(
        solve,
        &[
            ("5\n", "SAU\n"),
            ("12\n", "SAU\n"),
            ("1", "TRƯỚC\n"),
            ("2", "TRƯỚC\n"),
            ("3", "SAU\n"),
            ("1000000000000000000", "SAU\n"),
        ],
    );
}

#[test]
fn out_of_range_is_refused() {
    assert_rejects(&["0", "1000000000000000001", "", "3 3"], solve);
}
