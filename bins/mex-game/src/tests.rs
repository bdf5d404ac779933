//! The tests of mex-game: hundreds of sessions against the kit's judge in its four groups, the kit's values and Bob's optimal moves checked against an exact minimax of the rules on every small set, slips of Alice's caught, and judge lines that break the protocol refused.

use super::*;
use kit::{
    alice_value, bob_best, bob_value, from_small, mex_of_bits, BobBest, Bounded, Kit, Pos, Small,
};
use problem_kit::interactive::{
    judge_rng, session_in, session_tests, Group, Interactive, Opponent, Program,
};
use problem_kit::score::ScoreRules;
use problem_kit::shapes::against_script;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

problem_kit::kit_tests!(interactive = play);

/// Values of the small starts: 0..=SMALL.
const SMALL: u8 = 5;

/// The search's bound on Alice's values for starts of size `n` with
/// values ≤ `max`: max + 2n + 3 (our assumption that larger values never
/// help her: a value above every value of S and above n + 1 only lets Bob
/// take anything, as the largest value would).
fn top(n: u8, max: u8) -> u8 {
    max + 2 * n + 3
}

/// The search's start for the set `bits` of size `n`.
fn small_start(bits: u32, n: u8, max: u8) -> Small {
    (bits, None, 0, n, top(n, max))
}

/// Every set of `n` values of 0..=max, as bits.
fn sets_of(n: u8, max: u8) -> Vec<u32> {
    (0u32..1 << (max + 1))
        .filter(|b| b.count_ones() == u32::from(n))
        .collect()
}

/// The positions reachable from `start` by the rules, with the start's.
fn reachable(start: Small) -> Vec<Small> {
    let mut seen: HashSet<Small> = HashSet::from([start]);
    let mut todo = vec![start];
    while let Some(p) = todo.pop() {
        for e in Bounded.moves(&p) {
            if seen.insert(e.to) {
                todo.push(e.to);
            }
        }
    }
    seen.into_iter().collect()
}

#[test]
fn the_optimum_is_the_minimax_value_of_every_small_set() {
    // Every set of 1 to 3 values of 0..=5, and of 4 values of 0..=4.
    let mut starts: Vec<(u32, u8, u8)> = Vec::new();
    for n in 1..=3 {
        starts.extend(sets_of(n, SMALL).into_iter().map(|b| (b, n, SMALL)));
    }
    starts.extend(sets_of(4, 4).into_iter().map(|b| (b, 4, 4)));
    // And 300 random sets of up to 3 values of 0..=7 (fixed seed).
    let mut rng = StdRng::seed_from_u64(1867);
    for _ in 0..300 {
        let n: u8 = rng.gen_range(1..=3);
        let mut bits = 0u32;
        while bits.count_ones() < u32::from(n) {
            bits |= 1 << rng.gen_range(0..=7);
        }
        starts.push((bits, n, 7));
    }
    let optima: HashSet<u64> = starts
        .iter()
        .map(|&(bits, n, max)| {
            let value = Bounded.value(&small_start(bits, n, max));
            let start = from_small(&small_start(bits, n, max), 0);
            let kit = Pos::start(&start.values().collect::<Vec<_>>());
            // MEX(S ∪ {MEX(S)}), as the formula says.
            let with_mex = bits | 1 << mex_of_bits(bits);
            assert_eq!(value, i128::from(mex_of_bits(with_mex)), "S = {bits:b}");
            assert_eq!(Kit::optimum(&kit), value, "S = {bits:b}");
            value as u64
        })
        .collect();
    assert!(
        optima.len() >= 4,
        "the starts reach several optima: {optima:?}"
    );
}

#[test]
fn every_small_position_matches_the_minimax_and_bob_s_best_moves() {
    // Every position reached from every set of 1 to 3 values of 0..=5: the
    // kit's value for the side to move, Alice's move (the MEX), the exact
    // set of Bob's optimal moves, and who reaches the start's optimum.
    let (mut alice, mut bob, mut ends) = (0u32, 0u32, 0u32);
    for n in 1..=3 {
        for bits in sets_of(n, SMALL) {
            let start = small_start(bits, n, SMALL);
            let optimum = Bounded.value(&start) as u64;
            for p in reachable(start) {
                let value = Bounded.value(&p);
                let q = from_small(&p, optimum);
                let at = Kit::show(&q);
                let moves = Bounded.moves(&p);
                if moves.is_empty() {
                    ends += 1;
                    assert_eq!(Kit::over(&q), Some((value as u64) < optimum), "{at}");
                    assert_eq!(Kit::score(&q), value, "{at}");
                    continue;
                }
                assert_eq!(Kit::over(&q), None, "{at}");
                let mut rng = StdRng::seed_from_u64(u64::from(p.0));
                match p.1 {
                    None => {
                        alice += 1;
                        assert_eq!(i128::from(alice_value(&q)), value, "{at}");
                        assert_eq!(Kit::wins(&q), value as u64 >= optimum, "{at}");
                        // Adding the MEX keeps the value.
                        let x = Kit::reply(&q, &mut rng) as u8;
                        let after = (p.0 | 1 << x, Some(x), p.2 + 1, p.3, p.4);
                        assert_eq!(Bounded.value(&after), value, "{at}: adding {x}");
                    }
                    Some(x) => {
                        bob += 1;
                        assert_eq!(i128::from(bob_value(&q)), value, "{at}");
                        assert_eq!(Kit::wins(&q), (value as u64) < optimum, "{at}");
                        let best: Vec<u64> = moves
                            .iter()
                            .filter(|e| Bounded.value(&e.to) == value)
                            .map(|e| u64::from((p.0 & !e.to.0).trailing_zeros()))
                            .collect();
                        let said: Vec<u64> = match bob_best(&q) {
                            BobBest::Below(k) => (0..k).collect(),
                            BobBest::Only(y) => vec![y],
                            BobBest::Any => (0..u64::from(x)).filter(|&y| q.contains(y)).collect(),
                        };
                        assert_eq!(said, best, "{at}");
                        let y = Kit::reply(&q, &mut rng);
                        assert!(best.contains(&y), "{at}: Bob's reply {y}");
                    }
                }
            }
        }
    }
    assert!(
        alice > 1000 && bob > 1000 && ends > 1000,
        "{alice} {bob} {ends}"
    );
}

#[test]
fn the_statement_s_sets_and_the_widest_values() {
    let optimum = |v: &[u64]| Pos::start(v).optimum;
    // The statement's results: 4, 4 and 1.
    assert_eq!(optimum(&[1, 2, 3, 5, 7]), 4);
    assert_eq!(optimum(&[0, 1, 2]), 4);
    assert_eq!(optimum(&[5, 7, 57]), 1);
    let m = kit::MAX_VALUE;
    assert_eq!(optimum(&[m]), 1);
    assert_eq!(optimum(&[0, m]), 2);
    assert_eq!(optimum(&[m - 1, m]), 1);
    let n = kit::MAX_N as u64;
    assert_eq!(optimum(&(0..n).collect::<Vec<_>>()), n + 1);
    let mut gap: Vec<u64> = (0..n).filter(|&v| v != 7).collect();
    gap.push(m);
    assert_eq!(optimum(&gap), n);
}

/// Alice adding `first(S)` first, then the value Bob took, through the
/// protocol (no checks of the judge's lines).
fn alice_opening<R: Read, W: Write>(
    judge: &mut Judge<R, W>,
    first: fn(&[u64]) -> u64,
) -> Result<()> {
    let t: u64 = judge.next_in("t", 1..=100_000)?;
    for _ in 0..t {
        let n: usize = judge.next_in("n", 1..=100_000)?;
        let mut s = Vec::with_capacity(n);
        for _ in 0..n {
            s.push(judge.next_in("s", 0..=MAX_VALUE)?);
        }
        let mut ours = first(&s);
        loop {
            writeln!(judge, "{ours}")?;
            let y: i64 = judge.next_in_or("y", 0..=MAX_VALUE as i64, &[-1, -2])?;
            if y < 0 {
                break;
            }
            ours = y as u64;
        }
    }
    Ok(())
}

/// The largest value of 0..=10^9 missing from `s` (increasing).
fn largest_missing(s: &[u64]) -> u64 {
    s.iter()
        .rev()
        .fold(MAX_VALUE, |v, &x| if x == v { v - 1 } else { v })
}

/// The first failure of the program `start()` in group `g` over sessions 0..50, if any.
fn failure_in(start: impl Fn() -> Program, g: &Group<Kit>) -> Option<String> {
    (0..50).find_map(|seed| {
        let tests = session_tests::<Kit>(seed);
        let rng = Opponent::Strategy(Box::new(judge_rng::<Kit>(seed)));
        session_in::<Kit>(&mut start(), &tests, g, rng, None)
            .err()
            .map(|f| f.to_string())
    })
}

#[test]
fn alice_s_slips_are_caught() {
    let groups = Kit::groups();
    // Opening with the largest value missing from S instead of the MEX lets
    // Bob take any value; each of the four Bobs holds her below the optimum.
    for g in &groups {
        let f = failure_in(
            || Program::in_process(|j| alice_opening(j, largest_missing)),
            g,
        )
        .unwrap_or_else(|| panic!("group {}: the slip is not caught", g.name));
        assert!(f.starts_with("below the optimum: game "), "{f}");
    }
    // A value already in S is refused, and the judge says -2.
    let f = failure_in(
        || Program::in_process(|j| alice_opening(j, |s| s[0])),
        &groups[0],
    )
    .expect("the repeated value is refused");
    assert!(f.starts_with("illegal move `"), "{f}");
    assert!(
        f.contains("is in S already") && f.contains("judge> -2"),
        "{f}"
    );
}

#[test]
fn our_moves_against_the_statement_s_judge() {
    // The statement's sample judge, answered by our strategy: the MEX, then
    // each value Bob takes (the statement's own Alice played other values).
    let script = "3\n5\n1 2 3 5 7\n-1\n3\n0 1 2\n0\n-1\n3\n5 7 57\n-1\n";
    assert_eq!(against_script(play, script).unwrap(), "0\n3\n0\n0\n");
    // Bob takes 2, then 1, then 0: we put each back.
    let script = "1\n3\n0 1 2\n2\n1\n0\n-1\n";
    assert_eq!(against_script(play, script).unwrap(), "3\n2\n1\n0\n");
    // We stop at once on -2 (our move was invalid).
    assert_eq!(against_script(play, "1\n1\n0\n-2\n").unwrap(), "1\n");
}

#[test]
fn judge_lines_that_break_the_protocol_are_refused() {
    let refused = |script: &str, says: &str| {
        let e = against_script(play, script).unwrap_err();
        assert!(e.contains(says), "{script:?}: {e}");
    };
    // Bob takes a value that is not below ours (equal, above, after our 0).
    refused(
        "1\n3\n0 1 2\n3\n",
        "Bob took 3, which is not below our last value 3",
    );
    refused(
        "1\n3\n0 1 2\n1\n1\n",
        "Bob took 1, which is not below our last value 1",
    );
    refused(
        "1\n2\n0 1\n5\n",
        "Bob took 5, which is not below our last value 2",
    );
    refused(
        "1\n2\n3 4\n0\n",
        "Bob took 0, which is not below our last value 0",
    );
    // The game declared over while Bob may still take a value.
    refused(
        "1\n3\n0 1 2\n-1\n",
        "-1 while Bob may still take a value below our 3",
    );
    // Markers and values out of range.
    refused(
        "1\n1\n0\n-3\n",
        "expected y, an integer from 0 to 1000000000 or a marker (-1, -2), found `-3`",
    );
    refused("1\n1\n0\n1000000001\n", "found `1000000001`");
    // S out of order, repeated, or past 10^9; n and t out of range; Σn too large.
    refused(
        "1\n3\n0 2 1\n",
        "s_i = 1 is not above the value before it, 2",
    );
    refused("1\n2\n4 4\n", "s_i = 4 is not above the value before it, 4");
    refused("1\n1\n1000000001\n", "expected s_i");
    refused("1\n0\n", "expected n");
    refused("100001\n", "expected t");
    let mut many = String::from("2\n99999\n");
    many.push_str(
        &(1..=99_999)
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" "),
    );
    many.push_str("\n-1\n2\n");
    refused(
        &many,
        "the sum of n over the tests reaches 100001, past 100000",
    );
}
