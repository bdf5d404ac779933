//! The tests of ninetynine: hundreds of sessions in the three groups, our number checked against the kit's and a search of the rules, the two fixed friends beaten in their only game, our chance against the random friend computed exactly by expectimax (the optimum, 1 − 2^−33), a weak opening caught by group 2, and judge lines that break the protocol refused.

use super::*;
use kit::{best_number, next_numbers, AgainstRandom, Kit};
use problem_kit::brute;
use problem_kit::interactive::{
    judge_rng, session_in, session_tests, ChunkIn, Group, Interactive, LinesOut, Opponent, Program,
};
use problem_kit::score::{Ratio, ScoreRules};
use problem_kit::shapes::against_script;
use rand::SeedableRng;

problem_kit::kit_tests!(interactive = play);

#[test]
fn our_number_is_the_kit_s_and_wins_wherever_a_search_of_the_rules_says() {
    let mut memo = Default::default();
    for n in 0..GOAL {
        assert_eq!(ours(n), best_number(n), "after {n}");
        assert!(next_numbers(n).contains(&ours(n)), "after {n}");
        let wins = brute::wins(&n, |&n: &u64| next_numbers(n), |_| false, &mut memo);
        assert_eq!(Kit::wins(&n), wins, "after {n}");
        // Where the mover wins, our number leaves the friend lost.
        if wins {
            assert!(!Kit::wins(&ours(n)), "after {n}");
        }
    }
    assert!(
        !Kit::wins(&0),
        "from 0 the first player loses against best play"
    );
}

#[test]
fn ours_wins_the_only_game_against_each_fixed_friend() {
    // The friends of groups 1 and 2 are deterministic: one game each says all.
    let mut rng = rand::rngs::StdRng::seed_from_u64(0);
    for g in &Kit::groups()[..2] {
        let mut n = 0;
        let mut said = Vec::new();
        let winner = loop {
            n = ours(n);
            said.push(n);
            if n == GOAL {
                break "we";
            }
            n = g.judge.pick(&n, &mut rng);
            if n == GOAL {
                break "the friend";
            }
        };
        assert_eq!(winner, "we", "group {}: we said {said:?}", g.name);
    }
}

#[test]
fn against_the_random_friend_ours_is_the_best_chance_1_minus_2_to_the_minus_33() {
    let best = AgainstRandom { strategy: None };
    let our = AgainstRandom {
        strategy: Some(ours),
    };
    let exact = Ratio::new((1i128 << 33) - 1, 1i128 << 33);
    assert_eq!(best.expected(&(0, true)), exact);
    assert_eq!(our.expected(&(0, true)), exact);
    // Optimal from every number the friend may leave, not only from 0.
    for n in 0..GOAL {
        assert_eq!(
            our.expected(&(n, true)),
            best.expected(&(n, true)),
            "after {n}"
        );
    }
    // Falling back to + 2 instead is worse (96 → 98 hands the friend 99).
    let plus_two = AgainstRandom {
        strategy: Some(|n| if n % 3 == 0 { n + 2 } else { (n / 3 + 1) * 3 }),
    };
    assert!(plus_two.expected(&(0, true)) < exact);
}

fn first_failure(
    play: fn(&mut Judge<ChunkIn, LinesOut>) -> Result<()>,
    g: &Group<Kit>,
) -> Option<String> {
    (0..50).find_map(|seed| {
        let rng = Opponent::Strategy(Box::new(judge_rng::<Kit>(seed)));
        session_in::<Kit>(
            &mut Program::in_process(play),
            &session_tests::<Kit>(seed),
            g,
            rng,
            None,
        )
        .err()
        .map(|f| f.to_string())
    })
}

#[test]
fn opening_with_1_is_caught_by_group_2() {
    let groups = Kit::groups();
    let weak = |j: &mut Judge<ChunkIn, LinesOut>| play_by(j, opening_1);
    assert_eq!(first_failure(weak, &groups[0]), None);
    let f = first_failure(weak, &groups[1]).expect("the friend who adds 2 wins");
    assert!(
        f.starts_with("lost game") && f.contains("always adds 2, unless at 98"),
        "{f}"
    );
    // Against the random friend it loses with probability 2^−33 too.
    let opening_1 = AgainstRandom {
        strategy: Some(opening_1),
    };
    assert_eq!(
        opening_1.expected(&(0, true)),
        Ratio::new((1i128 << 33) - 1, 1i128 << 33)
    );
    // Always adding 1 loses to group 2 and, often, to the random friend.
    let plodder = |j: &mut Judge<ChunkIn, LinesOut>| play_by(j, |n| n + 1);
    assert!(first_failure(plodder, &groups[1]).is_some());
    assert!(first_failure(plodder, &groups[2]).is_some());
}

/// Our numbers, but opening with 1.
fn opening_1(n: u64) -> u64 {
    if n == 0 {
        1
    } else {
        ours(n)
    }
}

#[test]
fn the_friend_saying_99_ends_our_game_and_bad_lines_are_refused() {
    // The friend takes every multiple of 3: we lose at his 99 and stop.
    let friend: String = (1..=33).map(|k| format!("{}\n", 3 * k)).collect();
    let ours_said: String = std::iter::once(2)
        .chain((1..=32).map(|k| 3 * k + 1))
        .map(|n| format!("{n}\n"))
        .collect();
    assert_eq!(against_script(play, &friend).unwrap(), ours_said);
    // The judge's lines ending mid-game (we said 2, 4, 6 and 9).
    let out = against_script(play, "3\n5\n7\n").unwrap_err();
    assert!(out.contains("end of input"), "{out}");
    let refused = |script: &str, says: &str| {
        let e = against_script(play, script).unwrap_err();
        assert!(e.contains(says), "{script:?}: {e}");
    };
    refused(
        "2\n",
        "expected the friend's number, an integer from 3 to 4, found `2`",
    );
    refused("5\n", "an integer from 3 to 4, found `5`");
    refused("4\n6\n", "an integer from 7 to 8, found `6`");
    refused("4\n9\n", "an integer from 7 to 8, found `9`");
    refused("-1\n", "found `-1`");
    refused("x\n", "expected the friend's number");
    refused("", "end of input");
}
