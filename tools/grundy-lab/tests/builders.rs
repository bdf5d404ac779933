//! Every Grundy-table builder the lab uses (through its driver), checked against a brute-force search over heap multisets
//! written only from the game's rules, and against published sequences and periods.

use games_core::grundy::{split_unequal_grundy, subtraction_grundy};
use lab_engine::patterns::pattern::{classify, ArithmeticPeriod, Pattern, Period, Proof};
use lab_engine::tables::game::Game;
use lab_engine::tables::octal::OctalGame;
use lab_engine::tables::split::SplitRule;
use problem_kit::brute;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// A position: the multiset of heap sizes, sorted, empty heaps dropped.
type Heaps = Vec<usize>;

/// `heaps` with heap `i` replaced by `new` (zeros dropped), sorted.
fn replace(heaps: &Heaps, i: usize, new: &[usize]) -> Heaps {
    let mut v = heaps.clone();
    v.remove(i);
    v.extend(new.iter().copied().filter(|&h| h > 0));
    v.sort_unstable();
    v
}

/// Every way to write `h` as `parts` positive parts in non-decreasing order
/// (strictly increasing when `unequal`), each at least `min`.
fn splits(h: usize, parts: usize, min: usize, unequal: bool) -> Vec<Vec<usize>> {
    if parts == 1 {
        return if h >= min { vec![vec![h]] } else { vec![] };
    }
    let mut out = Vec::new();
    for a in min.max(1)..=h {
        for mut rest in splits(h - a, parts - 1, if unequal { a + 1 } else { a }, unequal) {
            rest.insert(0, a);
            out.push(rest);
        }
    }
    out
}

/// The brute-force Grundy value of every multiset position `positions[i]`.
fn brute_values(positions: &[Heaps], moves: impl Fn(&Heaps) -> Vec<Heaps> + Copy) -> Vec<u32> {
    let mut memo = HashMap::new();
    positions
        .iter()
        .map(|p| brute::grundy(p, moves, &mut memo))
        .collect()
}

/// Single heaps 0..=n, plus random sums of two or three heaps with at most `n` tokens in all
/// (so the search explores no more positions than the single heaps already need).
fn positions(rng: &mut StdRng, n: usize) -> Vec<Heaps> {
    let mut out: Vec<Heaps> = (0..=n)
        .map(|h| if h == 0 { vec![] } else { vec![h] })
        .collect();
    while out.len() < n + 1 + 20 {
        let k = rng.gen_range(2..=3);
        let mut p: Heaps = (0..k).map(|_| rng.gen_range(1..=n / 2)).collect();
        if p.iter().sum::<usize>() <= n {
            p.sort_unstable();
            out.push(p);
        }
    }
    out
}

/// The table predicts the value of a sum of heaps as the XOR of its heaps' values.
fn assert_table_matches(g: &[u32], positions: &[Heaps], brute: &[u32], what: &str) {
    for (p, &b) in positions.iter().zip(brute) {
        let predicted = p.iter().fold(0, |x, &h| x ^ g[h]);
        assert_eq!(predicted, b, "{what}: position {p:?}");
    }
}

#[test]
fn subtraction_tables_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(101);
    for _ in 0..100 {
        let k = rng.gen_range(1..=4);
        let set: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=9)).collect();
        let n = 20;
        let moves = |p: &Heaps| {
            let mut out = Vec::new();
            for (i, &h) in p.iter().enumerate() {
                for &s in &set {
                    if s <= h {
                        out.push(replace(p, i, &[h - s]));
                    }
                }
            }
            out
        };
        let pos = positions(&mut rng, n);
        let b = brute_values(&pos, moves);
        // The lab's own builder (the driver), not a second implementation.
        assert_table_matches(
            &Game::Subtraction(set.clone()).grundy(n),
            &pos,
            &b,
            &format!("S = {set:?}"),
        );
    }
}

#[test]
fn split_tables_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(102);
    let mut rules: Vec<SplitRule> = vec![SplitRule::GRUNDY, SplitRule::TAKE_OR_SPLIT_IN_THREE];
    for _ in 0..30 {
        rules.push(SplitRule {
            parts: rng.gen_range(2..=4),
            unequal: rng.gen_bool(0.5),
            take: rng.gen_bool(0.5),
        });
    }
    for rule in rules {
        let n = if rule.take { 13 } else { 18 };
        let moves = |p: &Heaps| {
            let mut out = Vec::new();
            for (i, &h) in p.iter().enumerate() {
                for parts in splits(h, rule.parts, 1, rule.unequal) {
                    out.push(replace(p, i, &parts));
                }
                if rule.take {
                    for t in 0..h {
                        out.push(replace(p, i, &[t]));
                    }
                }
            }
            out
        };
        let pos = positions(&mut rng, n);
        let b = brute_values(&pos, moves);
        assert_table_matches(&Game::Split(rule).grundy(n), &pos, &b, &format!("{rule:?}"));
    }
}

#[test]
fn octal_tables_match_brute_force() {
    let mut rng = StdRng::seed_from_u64(103);
    let mut codes: Vec<String> = ["0.77", "0.07", "0.137", "4.7", "0.6", "4.0", "0.0"]
        .map(String::from)
        .to_vec();
    for _ in 0..40 {
        let mut code = String::from(if rng.gen_bool(0.25) { "4." } else { "0." });
        for _ in 0..rng.gen_range(1..=4) {
            code.push(char::from(b'0' + rng.gen_range(0..8u8)));
        }
        codes.push(code);
    }
    for code in codes {
        let game = OctalGame::parse(&code).unwrap();
        let digits = game.digits().to_vec();
        let n = 18;
        let moves = |p: &Heaps| {
            let mut out = Vec::new();
            for (i, &h) in p.iter().enumerate() {
                for (k, &d) in digits.iter().enumerate() {
                    if k > h {
                        break;
                    }
                    if d & 1 != 0 && k == h && k > 0 {
                        out.push(replace(p, i, &[]));
                    }
                    if d & 2 != 0 && k > 0 && k < h {
                        out.push(replace(p, i, &[h - k]));
                    }
                    if d & 4 != 0 {
                        for parts in splits(h - k, 2, 1, false) {
                            out.push(replace(p, i, &parts));
                        }
                    }
                }
            }
            out
        };
        let pos = positions(&mut rng, n);
        let b = brute_values(&pos, moves);
        assert_table_matches(&Game::Octal(game.clone()).grundy(n), &pos, &b, &code);
    }
}

#[test]
fn divisor_table_matches_brute_force() {
    let mut rng = StdRng::seed_from_u64(104);
    let n = 60;
    // Positions are multisets of numbers ≥ 1; 1 has no move.
    let moves = |p: &Heaps| {
        let mut out = Vec::new();
        for (i, &x) in p.iter().enumerate() {
            for d in (1..x).filter(|d| x % d == 0) {
                let mut v = p.clone();
                v[i] = d;
                v.sort_unstable();
                out.push(v);
            }
        }
        out
    };
    let mut pos: Vec<Heaps> = (1..=n).map(|x| vec![x]).collect();
    for _ in 0..50 {
        let mut p: Heaps = (0..rng.gen_range(2..=3))
            .map(|_| rng.gen_range(1..=n))
            .collect();
        p.sort_unstable();
        pos.push(p);
    }
    let b = brute_values(&pos, moves);
    assert_table_matches(&Game::Divisors.grundy(n), &pos, &b, "divisors");
}

/// Positions `n < len − period` whose value differs from the eventual periodic value.
fn exceptions(g: &[u32], period: usize) -> Vec<usize> {
    let last = g.len() - 1;
    (0..g.len() - period)
        .filter(|&n| g[n] != g[last - (last - n) % period])
        .collect()
}

#[test]
fn kayles_has_period_12_after_its_last_exception_at_70() {
    let kayles = Game::Octal(OctalGame::parse("0.77").unwrap());
    let g = kayles.grundy(1000);
    assert_eq!(&g[..12], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert_eq!(&g[72..84], &[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]);
    assert_eq!(
        exceptions(&g, 12),
        vec![0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]
    );
    let proof = Proof::GuySmith {
        max_removal: 2,
        max_heaps: 2,
    };
    let period = |proven| {
        Pattern::Periodic(Period {
            preperiod: 71,
            period: 12,
            proven,
        })
    };
    assert_eq!(classify(&g, proof), period(true));
    // The theorem needs 71 ≤ n < 2·71 + 12 + 2 checked, i.e. the table up to 167.
    assert_eq!(classify(&g[..=167], proof), period(true));
    assert_eq!(classify(&g[..=166], proof), period(false));
}

#[test]
fn dawsons_kayles_and_dawsons_chess_have_period_34() {
    let dawson_kayles = Game::Octal(OctalGame::parse("0.07").unwrap()).grundy(1000);
    let dawson_chess = Game::Octal(OctalGame::parse("0.137").unwrap()).grundy(1000);
    // Dawson's chess on n files is Dawson's Kayles on n + 1 pins.
    assert_eq!(&dawson_kayles[1..], &dawson_chess[..1000]);
    // The literature's seven exceptions (last at 51) are in Dawson's chess numbering.
    assert_eq!(
        exceptions(&dawson_chess, 34),
        vec![0, 14, 16, 17, 31, 34, 51]
    );
    assert_eq!(
        exceptions(&dawson_kayles, 34),
        vec![0, 1, 15, 17, 18, 32, 35, 52]
    );
    let proof = Proof::GuySmith {
        max_removal: 3,
        max_heaps: 2,
    };
    assert_eq!(
        classify(&dawson_chess, proof),
        Pattern::Periodic(Period {
            preperiod: 52,
            period: 34,
            proven: true
        })
    );
    assert_eq!(
        classify(
            &dawson_kayles,
            Proof::GuySmith {
                max_removal: 2,
                max_heaps: 2
            }
        ),
        Pattern::Periodic(Period {
            preperiod: 53,
            period: 34,
            proven: true
        })
    );
}

#[test]
fn grundys_game_p_positions() {
    let g = Game::Split(SplitRule::GRUNDY).grundy(2000);
    assert_eq!(g, brute::grundys_game_by_definition(2000));
    assert_eq!(g, split_unequal_grundy(2000));
    let p: Vec<usize> = (0..=2000).filter(|&n| g[n] == 0).collect();
    // Recomputed here, not remembered: 42 P-positions, the last 1222 (OEIS A002188).
    let expected = vec![
        0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340,
        346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926,
        929, 932, 1222,
    ];
    assert_eq!(p, expected);
}

/// Flammenkamp's list of Grundy's game's sparse values ("Known Sparse SGV of Grundy's Game",
/// wwwhomes.uni-bielefeld.de/achim/grundy.html) as far as it could be retrieved here: its first
/// 48 entries, every n ≤ 231 whose value v is rare under his mask m = …11110, i.e.
/// popcount(v & !1) is even. He lists 1287 in all; the rest of the page was not retrievable.
const FLAMMENKAMP_GRUNDY_RARE_PREFIX: [(usize, u32); 48] = [
    (0, 0),
    (1, 0),
    (2, 0),
    (3, 1),
    (4, 0),
    (6, 1),
    (7, 0),
    (9, 1),
    (10, 0),
    (12, 1),
    (15, 1),
    (20, 0),
    (23, 0),
    (26, 0),
    (28, 1),
    (31, 1),
    (34, 1),
    (37, 1),
    (40, 1),
    (43, 1),
    (46, 1),
    (49, 1),
    (50, 0),
    (52, 1),
    (53, 0),
    (55, 1),
    (58, 1),
    (61, 1),
    (87, 7),
    (90, 7),
    (93, 7),
    (146, 6),
    (149, 6),
    (152, 6),
    (158, 11),
    (161, 11),
    (164, 11),
    (167, 11),
    (176, 7),
    (179, 7),
    (181, 12),
    (182, 7),
    (185, 7),
    (188, 7),
    (190, 12),
    (193, 12),
    (196, 10),
    (231, 10),
];

#[test]
fn grundys_game_rare_values_agree_with_flammenkamps_list() {
    let upto = 231;
    let g = Game::Split(SplitRule::GRUNDY).grundy(upto);
    assert_eq!(g, brute::grundys_game_by_definition(upto));
    let rare: Vec<(usize, u32)> = (0..=upto)
        .filter(|&n| (g[n] & !1).count_ones().is_multiple_of(2))
        .map(|n| (n, g[n]))
        .collect();
    assert_eq!(rare, FLAMMENKAMP_GRUNDY_RARE_PREFIX);
}

#[test]
fn subtraction_1_3_4_has_period_7() {
    let g = subtraction_grundy(&[1, 3, 4], 100);
    let p: Vec<usize> = (0..=14).filter(|&n| g[n] == 0).collect();
    assert_eq!(p, vec![0, 2, 7, 9, 14]);
    assert_eq!(
        classify(&g, Proof::Window { width: 4 }),
        Pattern::Periodic(Period {
            preperiod: 0,
            period: 7,
            proven: true
        })
    );
}

#[test]
fn hdu_5795_swaps_8k_minus_1_and_8k() {
    let g = Game::Split(SplitRule::TAKE_OR_SPLIT_IN_THREE).grundy(1500);
    for (n, &v) in g.iter().enumerate() {
        let expected = match n % 8 {
            7 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        };
        assert_eq!(v as usize, expected, "g({n})");
    }
    assert_eq!(
        classify(&g, Proof::None),
        Pattern::ArithmeticPeriodic(ArithmeticPeriod {
            preperiod: 1,
            period: 8,
            saltus: 8
        })
    );
}
