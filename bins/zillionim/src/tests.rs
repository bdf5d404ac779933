//! The tests of zillionim: the sessions of every test group against the kit's random AI; the Grundy table and the Nim sum searched from the rules at K = 3, 5, 7; our winning moves checked against that search; and, scaled down, our win probability against the random AI computed exactly (expectimax), checked by play and compared with the best possible.

use super::*;
use problem_kit::rules::{Game, Rules};
use problem_kit::score::{Edge, ScoreRules, Scored, Turn};
use problem_kit::shapes::against_script;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;

problem_kit::kit_tests!(interactive = play);

/// The rules alone, scaled: a row of segments (their lengths, sorted, those
/// shorter than `k` dropped); a move takes `k` consecutive coins of one
/// segment, leaving its two sides; who cannot move loses.
struct Coins {
    k: u64,
}

/// The segments `lengths` with the one at `i` replaced by its sides after a
/// move starting `a` coins into it: sorted, those shorter than `k` dropped.
fn after_move(lengths: &[u64], i: usize, a: u64, k: u64) -> Vec<u64> {
    let mut next: Vec<u64> = lengths.to_vec();
    let len = next.remove(i);
    next.extend([a, len - k - a]);
    next.retain(|&l| l >= k);
    next.sort_unstable();
    next
}

impl Rules for Coins {
    type Pos = Vec<u64>;
    fn moves(&self, lengths: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..lengths.len() {
            if i > 0 && lengths[i] == lengths[i - 1] {
                continue;
            }
            for a in 0..=lengths[i] - self.k {
                out.push(after_move(lengths, i, a, self.k));
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

#[test]
fn the_grundy_table_matches_a_search_of_the_rules() {
    for k in [3u64, 5, 7] {
        let game = Game::new(Coins { k });
        for len in 0..3 * k {
            let pos = if len >= k { vec![len] } else { Vec::new() };
            assert_eq!(
                u64::from(game.grundy(&pos)),
                short_grundy(len, k).unwrap(),
                "k = {k}, a segment of {len}"
            );
        }
        // From 3k on the table says nothing.
        assert_eq!(short_grundy(3 * k, k), None);
    }
    // At full size, the table's bounds.
    let k = TAKE;
    let at = |len| short_grundy(len, k);
    assert_eq!(
        [
            at(k - 1),
            at(k),
            at(2 * k - 1),
            at(2 * k),
            at(3 * k - 2),
            at(3 * k - 1)
        ],
        [Some(0), Some(1), Some(1), Some(2), Some(2), Some(0)]
    );
    assert_eq!(at(3 * k), None);
    assert_eq!(kit::table_value(3 * k - 1), 0);
}

/// Every multiset of at most `n` segment lengths in `k..3k` (and the empty row).
fn short_rows(k: u64, n: usize) -> Vec<Vec<u64>> {
    let mut rows = vec![Vec::new()];
    let mut frontier = vec![Vec::new()];
    for _ in 0..n {
        let mut next = Vec::new();
        for row in &frontier {
            let from = row.last().copied().unwrap_or(k);
            for len in from..3 * k {
                let mut r: Vec<u64> = row.clone();
                r.push(len);
                next.push(r);
            }
        }
        rows.extend(next.iter().cloned());
        frontier = next;
    }
    rows
}

/// The row laid out from coin 1, a dead coin between segments, in the
/// order given.
fn laid_out(lengths: &[u64]) -> Row {
    let mut row = Vec::new();
    let mut at = 1;
    for &len in lengths {
        row.push((at, len));
        at += len + 1;
    }
    row
}

/// The sorted lengths ≥ k of a row.
fn lengths_of(row: &Row, k: u64) -> Vec<u64> {
    let mut v: Vec<u64> = row.iter().map(|s| s.1).filter(|&l| l >= k).collect();
    v.sort_unstable();
    v
}

#[test]
fn the_nim_sum_decides_every_short_row_and_our_move_wins_from_each_won_one() {
    for (k, n) in [(3u64, 4), (5, 3), (7, 2)] {
        let game = Game::new(Coins { k });
        for lengths in short_rows(k, n) {
            let sum = lengths
                .iter()
                .fold(0, |x, &l| x ^ short_grundy(l, k).unwrap());
            assert_eq!(game.wins(&lengths), sum != 0, "k = {k}, {lengths:?}");
            if lengths.is_empty() {
                continue;
            }
            // In either order of the segments.
            for order in [lengths.clone(), lengths.iter().rev().copied().collect()] {
                let mut row = laid_out(&order);
                let p = our_move(&row, k);
                assert!(take(&mut row, p, k), "k = {k}, {order:?}: {p} is illegal");
                if sum != 0 {
                    let left = lengths_of(&row, k);
                    assert!(!game.wins(&left), "k = {k}, {order:?}: {p} leaves {left:?}");
                }
            }
        }
    }
}

#[test]
fn the_kits_player_wins_from_every_won_short_row_at_full_size() {
    // The kit's player is written for the full size; the lengths are
    // scaled up from k = 5 (so each segment keeps its value) and the
    // result is judged by the table, which the search above checks.
    let k = 5;
    for lengths in short_rows(k, 3) {
        let full: Vec<u64> = lengths
            .iter()
            .map(|&l| match short_grundy(l, k).unwrap() {
                1 => TAKE + (l - k) * (TAKE / 7),
                2 if l + 2 == 3 * k => 3 * TAKE - 2,
                2 => 2 * TAKE + (l - 2 * k) * (TAKE / 7),
                _ => 3 * TAKE - 1,
            })
            .collect();
        let value = |r: &kit::Row| {
            r.segments
                .iter()
                .fold(0, |x, &(_, len)| x ^ kit::table_value(len))
        };
        let mut row = kit::Row {
            segments: laid_out(&full),
        };
        if value(&row) == 0 || full.is_empty() {
            continue;
        }
        let p = kit::kit_move(&row);
        <kit::Kit as problem_kit::interactive::Interactive>::play(&mut row, &p).unwrap();
        assert_eq!(value(&row), 0, "{full:?}: {p}");
    }
}

/// Plays one game against a uniformly random AI that moves first, on a row
/// of `coins` coins, `k` a move; whether we won. Every move of ours must be legal.
fn game_against_random(coins: u64, k: u64, rng: &mut StdRng) -> bool {
    let mut row: Row = vec![(1, coins)];
    loop {
        let moves: u64 = row.iter().filter(|s| s.1 >= k).map(|s| s.1 - k + 1).sum();
        if moves == 0 {
            return true;
        }
        let mut i = rng.gen_range(0..moves);
        let &(s, _) = row
            .iter()
            .filter(|s| s.1 >= k)
            .find(|s| {
                let here = s.1 - k + 1;
                let inside = i < here;
                if !inside {
                    i -= here;
                }
                inside
            })
            .expect("a segment");
        assert!(take(&mut row, s + i, k));
        if !has_move(&row, k) {
            return false;
        }
        let p = our_move(&row, k);
        assert!(take(&mut row, p, k), "our move {p} is illegal at {row:?}");
    }
}

/// The scaled game against the uniformly random AI (chance), which moves
/// first: `(lengths, whether we are to move)`; we score 1 for a win. With
/// `ours` we play `our_move` (the row laid out in sorted order), without it
/// every move (the best possible).
struct VsRandom {
    k: u64,
    ours: bool,
}

impl ScoreRules for VsRandom {
    type Pos = (Vec<u64>, bool);
    fn turn(&self, p: &Self::Pos) -> Turn {
        if p.1 {
            Turn::Max
        } else {
            Turn::Chance
        }
    }
    fn moves(&self, (lengths, us): &Self::Pos) -> Vec<Edge<Self::Pos>> {
        let k = self.k;
        if *us && self.ours && !lengths.is_empty() {
            let mut row = laid_out(lengths);
            let p = our_move(&row, k);
            assert!(take(&mut row, p, k));
            return vec![Edge::to((lengths_of(&row, k), false))];
        }
        // Every start P, once each: the AI's weights, merged by result.
        let mut to: BTreeMap<Vec<u64>, u64> = BTreeMap::new();
        for i in 0..lengths.len() {
            for a in 0..=lengths[i] - k {
                *to.entry(after_move(lengths, i, a, k)).or_default() += 1;
            }
        }
        to.into_iter()
            .map(|(next, w)| Edge::chance(w, (next, !us)))
            .collect()
    }
    fn payoff(&self, &(_, us): &Self::Pos) -> i128 {
        // No move left: the player to move has lost.
        i128::from(!us)
    }
}

#[test]
fn scaled_down_our_win_probability_is_computed_exactly_and_checked_by_play() {
    // (coins, k): our probability of winning against the random AI, exact,
    // next to the best possible (expectimax over every move of ours).
    let mut rng = StdRng::seed_from_u64(2019);
    for (coins, k, exact) in [(24u64, 3u64, true), (40, 4, false), (60, 5, false)] {
        let start = (vec![coins], false);
        let ours = Scored::new(VsRandom { k, ours: true });
        let best = Scored::new(VsRandom { k, ours: false });
        let (p, optimum) = if exact {
            let (p, b) = (ours.expected(&start), best.expected(&start));
            assert!(p <= b, "{coins}/{k}: {p} > {b}");
            (p.to_f64(), b.to_f64())
        } else {
            (ours.expected_f64(&start), best.expected_f64(&start))
        };
        assert!(
            p <= optimum + 1e-12 && p > 0.5,
            "{coins}/{k}: {p} vs {optimum}"
        );
        // Played out: the rate within 4.5 standard errors of the computed one.
        let games = 4000;
        let won = (0..games)
            .filter(|_| game_against_random(coins, k, &mut rng))
            .count() as f64;
        let se = (p * (1.0 - p) / games as f64).sqrt().max(1e-3);
        assert!(
            (won / games as f64 - p).abs() < 4.5 * se,
            "{coins}/{k}: won {won} of {games}, computed {p}"
        );
        // The best player wins every game exactly where the full row is
        // worth 0 (every first move of the AI's then leaves a won row).
        let zero = Game::new(Coins { k }).grundy(&vec![coins]) == 0;
        assert_eq!(zero, optimum == 1.0, "{coins}/{k}: the best {optimum}");
        eprintln!("{coins} coins, k = {k}: ours {p:.6}, the best {optimum:.6}");
    }
}

#[test]
fn at_full_size_our_moves_are_legal_and_win_against_a_random_ai() {
    // Fixed seed: 300 games of the real size (the rate itself is measured
    // through the judge: README).
    let mut rng = StdRng::seed_from_u64(500);
    let won = (0..300)
        .filter(|_| game_against_random(COINS, TAKE, &mut rng))
        .count();
    assert_eq!(won, 300);
    // A spare is cut off the longest segment, at its left end.
    let row = vec![(1, 5 * TAKE), (6 * TAKE, 7 * TAKE), (14 * TAKE, 7 * TAKE)];
    assert_eq!(our_move(&row, TAKE), 8 * TAKE);
}

/// The judge's lines of one game in which the AI opens at 1 and then the
/// lines `rest`, after the opening `1 1`.
fn one_game(rest: &str) -> String {
    format!("1 1\n1\n{rest}")
}

#[test]
fn judge_lines_that_break_the_protocol_are_refused() {
    // -1: stop at once.
    assert_eq!(against_script(play, "2 0\n-1\n"), Ok(String::new()));
    let first = our_move(&vec![(TAKE + 1, COINS - TAKE)], TAKE);
    assert_eq!(first, TAKE + 1 + 2 * TAKE);
    assert_eq!(
        against_script(play, &one_game("-1\n")),
        Ok(format!("{first}\n"))
    );
    let cases = [
        (
            one_game("-2\n"),
            "the judge sent -2 (we won), but the AI still has a move",
        ),
        (
            one_game("-3\n"),
            "the judge sent -3 (the AI left us no move), but no move of the AI's could",
        ),
        (
            one_game("5\n"),
            "the AI's move 5 takes coins that are not all present",
        ),
        (one_game(&format!("{}\n", first + 1)), "the AI's move"),
        ("1 2\n".to_string(), "expected W, an integer from 0 to 1"),
        (
            "501 0\n".to_string(),
            "expected T, an integer from 1 to 500",
        ),
        ("1 0\n-3\n".to_string(), "a marker (-1)"),
        ("1 0\n0\n".to_string(), "expected the AI's move P"),
    ];
    for (script, says) in cases {
        let e = against_script(play, &script).unwrap_err();
        assert!(e.contains(says), "{script:?}: {e}");
    }
}

#[test]
fn the_end_of_a_game_is_checked_against_the_row() {
    // A row where our move ends the game: -2 is the only line that fits.
    // Built from a real game: the AI's moves chosen so the row empties.
    let mut row: Row = vec![(1, 2 * TAKE)];
    let p = our_move(&row, TAKE);
    assert!(take(&mut row, p, TAKE));
    assert!(!has_move(&row, TAKE), "from 2K alone we finish it: {row:?}");
    assert!(can_be_finished(&vec![(1, 3 * TAKE - 2)], TAKE));
    assert!(!can_be_finished(&vec![(1, 3 * TAKE - 1)], TAKE));
    assert!(!can_be_finished(&vec![(1, TAKE), (TAKE + 2, TAKE)], TAKE));
}

/// A game against an AI that finishes the game whenever it can, plays as
/// we do once every segment is shorter than 3K, and before that one of a
/// few starts per segment (its ends, K − 1 in, the middle) at random: the
/// judge's lines (the AI's moves, then `-3`) and ours, or `None` when we won.
fn lost_game(rng: &mut StdRng) -> Option<(String, String)> {
    let k = TAKE;
    let mut row: Row = vec![(1, COINS)];
    let (mut judge, mut ours) = (String::new(), String::new());
    loop {
        let mut starts = Vec::new();
        for &(s, len) in row.iter().filter(|seg| seg.1 >= k) {
            starts.extend([s, s + len - k, s + (len - k) / 2]);
            if len >= 2 * k - 1 {
                starts.push(s + k - 1);
            }
        }
        if starts.is_empty() {
            return None;
        }
        let finishing = starts.iter().copied().find(|&p| {
            let mut after = row.clone();
            take(&mut after, p, k) && !has_move(&after, k)
        });
        if finishing.is_some() {
            judge.push_str("-3\n");
            return Some((judge, ours));
        }
        // Once every segment is shorter than 3K the AI plays as we do
        // (to a zero Nim sum when it can).
        let p = if short_values(&row, k).is_some() {
            our_move(&row, k)
        } else {
            starts[rng.gen_range(0..starts.len())]
        };
        assert!(take(&mut row, p, k));
        judge.push_str(&format!("{p}\n"));
        let q = our_move(&row, k);
        assert!(take(&mut row, q, k));
        ours.push_str(&format!("{q}\n"));
    }
}

#[test]
fn a_game_the_ai_finishes_with_minus_3_is_lost_and_the_next_one_starts() {
    // A lost game, found against an AI that plays the Nim sum at the end
    // (the random AI almost never wins).
    let mut rng = StdRng::seed_from_u64(3);
    let (judge, ours) = (0..2000)
        .find_map(|_| lost_game(&mut rng))
        .expect("a lost game in 2000");
    // Two games: the lost one, then the next one's first line is -1.
    let script = format!("2 1\n{judge}-1\n");
    assert_eq!(against_script(play, &script), Ok(ours.clone()));
    // -2 where the AI would still have a move, or a move after -3's place:
    // refused (the game is checked against the row).
    let early = judge.replace("-3\n", "-2\n");
    let e = against_script(play, &format!("1 1\n{early}")).unwrap_err();
    assert!(
        e.contains("the judge sent -2 (we won), but the AI still has a move"),
        "{e}"
    );
}

#[test]
fn a_move_after_our_last_move_is_refused() {
    // A game we win against the random AI, with the judge's -2 replaced by a move.
    let mut rng = StdRng::seed_from_u64(11);
    let k = TAKE;
    let mut row: Row = vec![(1, COINS)];
    let mut script = String::from("1 1\n");
    while has_move(&row, k) {
        let moves: u64 = row.iter().filter(|s| s.1 >= k).map(|s| s.1 - k + 1).sum();
        let mut i = rng.gen_range(0..moves);
        let p = row
            .iter()
            .filter(|s| s.1 >= k)
            .find_map(|&(s, len)| {
                let here = len - k + 1;
                if i < here {
                    Some(s + i)
                } else {
                    i -= here;
                    None
                }
            })
            .unwrap();
        assert!(take(&mut row, p, k));
        script.push_str(&format!("{p}\n"));
        assert!(has_move(&row, k), "the random AI won this game");
        let q = our_move(&row, k);
        assert!(take(&mut row, q, k));
    }
    let won = format!("{script}-2\n");
    assert!(against_script(play, &won).is_ok());
    let e = against_script(play, &format!("{script}1\n")).unwrap_err();
    assert!(
        e.contains("our move left the AI no move, but the judge sent 1 instead of -2"),
        "{e}"
    );
}
