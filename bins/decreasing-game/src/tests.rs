//! The tests of decreasing-game: hundreds of sessions against the judge, the equal-split rule checked against a search of every small position, and the program's strategy checked against every reply on small arrays.

use super::*;
use kit::{rule_wins, search_wins, splits, Board, Kit};
use problem_kit::interactive::{session, Interactive, Opponent, Program};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::ops::RangeInclusive;

problem_kit::kit_tests!(interactive = play);

/// Every array of length 1..=`n` with values in 0..=`hi`.
fn every_array(n: usize, hi: u16) -> Vec<Vec<u16>> {
    let mut all = Vec::new();
    let mut layer = vec![Vec::new()];
    for _ in 0..n {
        layer = layer
            .iter()
            .flat_map(|a: &Vec<u16>| {
                (0..=hi).map(move |v| {
                    let mut b = a.clone();
                    b.push(v);
                    b
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// Every position of an array: the first player to name, or the second to answer each positive i.
fn positions(a: &[u16]) -> Vec<Board> {
    let start = Board::new(a.to_vec());
    let mut all = vec![start.clone()];
    all.extend(start.moves().into_iter().map(|k| start.after(k)));
    all
}

#[test]
fn rule_matches_the_search_everywhere_small() {
    // n ≤ 5, a_k ≤ 4 (zeros too: positions in mid-game), both players to move.
    let mut checked = 0;
    for a in every_array(5, 4) {
        for p in positions(&a) {
            assert_eq!(rule_wins(&p), search_wins(&p), "{}", Kit::show(&p));
            checked += 1;
        }
    }
    assert_eq!(checked, 18_749);
}

/// A random array: its length drawn from `lengths`, each value from `values`.
fn random_array(
    rng: &mut StdRng,
    lengths: RangeInclusive<usize>,
    values: RangeInclusive<u16>,
) -> Vec<u16> {
    let n = rng.gen_range(lengths);
    (0..n).map(|_| rng.gen_range(values.clone())).collect()
}

#[test]
fn answers_split_only_if_the_array_did() {
    // Past the search: from (a, i), some answer j leaves a split exactly
    // when a splits (what the judge's reply relies on to skip the
    // candidates), and when a has none, every i and j keep it so.
    let mut rng = StdRng::seed_from_u64(1839);
    for _ in 0..400 {
        let a = random_array(&mut rng, 2..=12, 0..=30);
        let start = Board::new(a.clone());
        for i in start.moves() {
            let p = start.after(i);
            let answered = p.moves().into_iter().any(|j| splits(&p.after(j).a));
            let can_answer = !p.moves().is_empty();
            assert_eq!(answered, can_answer && splits(&a), "{}", Kit::show(&p));
        }
    }
}

#[test]
fn the_judge_replies_with_a_winning_move_whenever_there_is_one() {
    // Mid-sized positions, either player to move, decided by the rule.
    let mut rng = StdRng::seed_from_u64(44);
    let mut winning = 0;
    for _ in 0..300 {
        let a = random_array(&mut rng, 2..=14, 1..=40);
        for p in positions(&a) {
            if Kit::over(&p).is_some() {
                continue;
            }
            let m = Kit::reply(&p, &mut rng);
            let mut q = p.clone();
            Kit::play(&mut q, &m).unwrap();
            if Kit::wins(&p) {
                winning += 1;
                assert!(!Kit::wins(&q), "{} → {m}", Kit::show(&p));
            }
        }
    }
    assert!(winning > 300, "{winning}");
}

/// Whether the program's bitset splits `a` into two halves of equal sum;
/// a split it gives is checked to be one.
fn checked_split(a: &[u16]) -> bool {
    let values: Vec<u32> = a.iter().map(|&v| u32::from(v)).collect();
    let Some(part) = equal_split(&values) else {
        return false;
    };
    let sum = |side: bool| -> u32 {
        values
            .iter()
            .zip(&part)
            .filter(|(_, &p)| p == side)
            .map(|(v, _)| v)
            .sum()
    };
    assert_eq!(sum(true), sum(false), "{a:?}: {part:?}");
    true
}

#[test]
fn the_program_splits_exactly_when_the_search_says_second_wins() {
    // The program's bitset against the search on small arrays, and against
    // the kit's own subset sum on arrays up to the limits.
    for a in every_array(5, 4) {
        if a.contains(&0) {
            continue;
        }
        assert_eq!(
            checked_split(&a),
            !search_wins(&Board::new(a.clone())),
            "{a:?}"
        );
    }
    let mut rng = StdRng::seed_from_u64(300);
    for round in 0..300 {
        let hi = if round % 3 == 0 { 7 } else { kit::MAX_A };
        let mut a = random_array(&mut rng, 1..=kit::MAX_N, 1..=hi);
        if round % 5 == 0 {
            // Even multiples and one 2: an even sum, no split.
            a.iter_mut().for_each(|v| *v = 4 * (*v / 4).max(1));
            a[0] = 2;
        }
        assert_eq!(checked_split(&a), splits(&a), "{a:?}");
    }
}

/// Whether the program's second player, keeping `part`, wins from `a`
/// against every sequence of the first player's choices.
fn second_holds(a: &[u32], part: &[bool]) -> bool {
    (0..a.len()).filter(|&i| a[i] > 0).all(|i| {
        // A fresh scan finds what the kept pointers would (they only skip zeros).
        match answer(a, part, i, &mut [0, 0]) {
            Some(j) if j != i && a[j] > 0 => {
                let mut b = a.to_vec();
                decrease(&mut b, i, j);
                second_holds(&b, part)
            }
            _ => false,
        }
    })
}

/// Whether the first player wins from `a` naming any positive value each
/// round, against every answer (the claim that every choice works).
fn any_first_choice_holds(a: &[u32]) -> bool {
    let positive: Vec<usize> = (0..a.len()).filter(|&k| a[k] > 0).collect();
    !positive.is_empty()
        && positive.iter().all(|&i| {
            positive.iter().filter(|&&j| j != i).all(|&j| {
                let mut b = a.to_vec();
                decrease(&mut b, i, j);
                any_first_choice_holds(&b)
            })
        })
}

#[test]
fn the_program_wins_every_small_game_against_every_reply() {
    let mut sides = [0; 2];
    for a in every_array(5, 4) {
        if a.contains(&0) {
            continue;
        }
        let values: Vec<u32> = a.iter().map(|&v| u32::from(v)).collect();
        match equal_split(&values) {
            Some(part) => {
                sides[1] += 1;
                assert!(
                    second_holds(&values, &part),
                    "{a:?} as Second with {part:?}"
                );
            }
            None => {
                sides[0] += 1;
                assert!(any_first_choice_holds(&values), "{a:?} as First");
            }
        }
    }
    assert!(sides[0] > 100 && sides[1] > 100, "{sides:?}");
}

#[test]
fn the_program_as_first_names_the_first_positive_value() {
    let a = [0u32, 0, 3, 0, 5];
    let mut from = 0;
    assert_eq!(next_positive(&a, None, &mut from), Some(2));
    assert_eq!(from, 2);
    let part = [true, true, true, false, false];
    assert_eq!(answer(&a, &part, 2, &mut [0, 0]), Some(4));
    assert_eq!(answer(&a, &part, 4, &mut [0, 0]), Some(2));
}

/// A second player that picks the right side but answers with the first
/// positive j ≠ i, ignoring the split.
fn careless<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let n: usize = judge.next_in("n", 1..=MAX_N)?;
    let mut a = Vec::new();
    for _ in 0..n {
        a.push(judge.next_in("a_i", 1..=MAX_A)?);
    }
    if equal_split(&a).is_none() {
        writeln!(judge, "First")?;
        return as_first(judge, &mut a);
    }
    writeln!(judge, "Second")?;
    loop {
        let i: i64 = judge.next_in_or("i", 1..=n as i64, &[0, -1])?;
        if i <= 0 {
            return Ok(());
        }
        let i = i as usize - 1;
        let j = (0..n).find(|&j| j != i && a[j] > 0).expect("a j");
        writeln!(judge, "{}", j + 1)?;
        decrease(&mut a, i, j);
    }
}

#[test]
fn a_careless_second_player_is_punished() {
    // [1, 2, 3] splits 1 + 2 = 3; against i = 3 the careless answer j = 1
    // leaves [0, 2, 2]... and others, depending on the judge's i. Over a few
    // sessions of split starts it must lose at least one.
    let starts = [
        vec![1u16, 2, 3],
        vec![2, 2, 1, 1],
        vec![5, 3, 2, 4, 4],
        vec![10, 20, 7, 3, 6, 4],
    ];
    let mut lost = 0;
    for (seed, a) in starts.iter().enumerate() {
        for round in 0..8u64 {
            let rng = Box::new(StdRng::seed_from_u64(seed as u64 * 100 + round));
            let mut program = Program::in_process(careless);
            let tests = vec![Board::new(a.clone())];
            if let Err(f) = session::<Kit>(&mut program, &tests, Opponent::Strategy(rng), None) {
                assert!(f.what.contains("lost game"), "{f}");
                lost += 1;
            }
        }
    }
    assert!(lost > 0);
}

#[test]
fn the_bench_game_plays_to_the_end() {
    let mut g = problem_kit::Gen::in_memory(7);
    let tests = Kit::bench(&mut g);
    let rng = Box::new(StdRng::seed_from_u64(1));
    let mut program = Program::in_process(play);
    session::<Kit>(&mut program, &tests, Opponent::Strategy(rng), None).unwrap();
}
