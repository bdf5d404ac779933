//! The tests of generalized-subtraction-game: hundreds of sessions against the judge, the kit's Grundy rule and the binary's strategy checked by search.

use super::*;
use kit::{Cards, Kit};
use problem_kit::brute;
use problem_kit::interactive::Interactive;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

problem_kit::kit_tests!(interactive = play);

/// Whether the player to move at the cards `mask` (bit k − 1: card k) wins, searched from the rules.
fn searched(n: usize, l: usize, r: usize, mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
    let moves = |&m: &u32| {
        let mut next = Vec::new();
        for y in l..=r {
            for x in 0..n.saturating_sub(y - 1) {
                let block = ((1u32 << y) - 1) << x;
                if m & block == block {
                    next.push(m & !block);
                }
            }
        }
        next
    };
    brute::wins(&mask, moves, |_| false, memo)
}

fn cards(n: usize, l: usize, r: usize, mask: u32) -> Cards {
    let mut p = Cards::start(n, l, r);
    for k in 1..=n {
        p.present[k] = mask >> (k - 1) & 1 == 1;
    }
    p
}

/// Every game (N, L, R) of N ≤ `top` cards and 1 ≤ L ≤ R ≤ N.
fn every_game(top: usize) -> impl Iterator<Item = (usize, usize, usize)> {
    (1..=top).flat_map(|n| (1..=n).flat_map(move |l| (l..=n).map(move |r| (n, l, r))))
}

#[test]
fn grundy_decides_every_small_position() {
    // Every set of cards of every N ≤ 9 and every L ≤ R ≤ N.
    for (n, l, r) in every_game(9) {
        let mut memo = HashMap::new();
        for mask in 0..1u32 << n {
            let p = cards(n, l, r, mask);
            assert_eq!(
                Kit::wins(&p),
                searched(n, l, r, mask, &mut memo),
                "N = {n}, L = {l}, R = {r}, cards {mask:b}"
            );
        }
    }
}

#[test]
fn the_judge_replies_with_a_winning_move_whenever_there_is_one() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(278);
    for _ in 0..400 {
        let n = rng.gen_range(1..=12);
        let l = rng.gen_range(1..=n);
        let r = rng.gen_range(l..=n);
        let mask = rng.gen_range(0..1u32 << n);
        let p = cards(n, l, r, mask);
        if Kit::over(&p).is_some() {
            continue;
        }
        let m = Kit::reply(&p, &mut rng);
        let mut q = p.clone();
        Kit::play(&mut q, &m).unwrap();
        let bits = q.present[1..]
            .iter()
            .enumerate()
            .fold(0u32, |b, (k, &c)| b | u32::from(c) << k);
        let mut memo = HashMap::new();
        if searched(n, l, r, mask, &mut memo) {
            assert!(
                !searched(n, l, r, bits, &mut memo),
                "N = {n}, L = {l}, R = {r}, cards {mask:b}: {m:?}"
            );
        }
    }
}

#[test]
fn the_side_the_binary_picks_is_the_searched_winner_on_every_small_game() {
    use problem_kit::interactive::{session, Opponent, Program};
    // Every N ≤ 12, every L ≤ R: the binary against the judge, which plays
    // a winning move whenever the binary slips.
    for (n, l, r) in every_game(12) {
        let mut memo = HashMap::new();
        let full = (1u32 << n) - 1;
        assert_eq!(
            Kit::wins(&Cards::start(n, l, r)),
            searched(n, l, r, full, &mut memo)
        );
        for seed in 0..2 {
            let rng = Box::new(rand::rngs::StdRng::seed_from_u64(seed));
            let mut program = Program::in_process(play);
            if let Err(f) = session::<Kit>(
                &mut program,
                &[Cards::start(n, l, r)],
                Opponent::Strategy(rng),
                None,
            ) {
                panic!("N = {n}, L = {l}, R = {r}: {f}");
            }
        }
    }
}

#[test]
fn the_longest_game_at_the_limit_plays_to_the_end() {
    use problem_kit::interactive::{session, Opponent, Program};
    for (n, l, r) in [
        (2000, 1, 1),
        (2000, 3, 3),
        (1999, 1, 1),
        (2000, 1, 2000),
        (2000, 2000, 2000),
    ] {
        let rng = Box::new(rand::rngs::StdRng::seed_from_u64(1));
        let mut program = Program::in_process(play);
        session::<Kit>(
            &mut program,
            &[Cards::start(n, l, r)],
            Opponent::Strategy(rng),
            None,
        )
        .unwrap();
    }
}

/// The binary against a fixed judge script: what it wrote, or its error.
fn against(script: &str) -> std::result::Result<String, String> {
    problem_kit::shapes::against_script(play, script)
}

#[test]
fn end_markers_end_the_game_and_bad_judge_lines_are_errors() {
    // N − L even: the middle card, then the mirror of the judge's move.
    assert_eq!(against("5 1 2\n1 2\n0 0\n").unwrap(), "First\n3 1\n4 2\n");
    assert_eq!(against("5 1 2\n-1 -1\n").unwrap(), "First\n3 1\n");
    // L = R = 1, N even: the second player wins.
    assert_eq!(against("4 1 1\n-1 -1\n").unwrap(), "Second\n");
    for (script, what) in [
        ("5 1 2\n3 1\n", "does not remove"),
        ("5 1 2\n1 3\n", "does not remove"),
        ("5 1 2\n5 2\n", "does not remove"),
        ("5 1 2\n0 5\n", "neither a move nor"),
        ("5 1 2\n-1 0\n", "neither a move nor"),
        ("5 1 2\n1 1\n", "expected the judge's a"),
        ("5 3 2\n", "expected R"),
        ("2001 1 1\n", "expected N"),
    ] {
        let e = against(script).unwrap_err();
        assert!(e.contains(what), "{script:?}: {e}");
    }
}
