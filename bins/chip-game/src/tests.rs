//! The tests of chip-game: the standard ones against its kit, and its own.

use super::*;
use kit::searched_class;
use problem_kit::brute::partizan::{Memoised, Partizan, Side};
use problem_kit::{answer, assert_answers, assert_rejects};
use rand::{rngs::StdRng, Rng, SeedableRng};

problem_kit::kit_tests!(solve);

/// The rule for one pair, as the module header states it (0 Alice, 1 Bob,
/// 2 first, 3 second): parity for a = b, the players swapped for a > b,
/// the residues modulo a + b for a < b.
fn rule_class(a: u64, b: u64, piles: &[u64]) -> usize {
    let index = |c: Class| match c {
        Class::Alice => 0,
        Class::First => 2,
        Class::Second => 3,
    };
    if a == b {
        let moves: u64 = piles.iter().map(|v| v / a).sum();
        return if moves % 2 == 1 { 2 } else { 3 };
    }
    if a > b {
        return match rule_class(b, a, piles) {
            0 => 1,
            c => c,
        };
    }
    let residues: Vec<u64> = piles.iter().map(|v| v % (a + b)).collect();
    if residues.iter().any(|&r| a <= r && r < b) {
        return index(Class::Alice);
    }
    let big = residues.iter().filter(|&&r| r >= 2 * a).count() as u64;
    let mid = residues.iter().filter(|&&r| b <= r && r < 2 * a).count() as u64;
    index(class_of_counts(big, mid))
}

/// The per-pair rule against a search of the game from the rules, on 2 000
/// random positions (piles up to 14, up to 3 of them, a and b up to 7);
/// every class must come up often.
#[test]
fn the_residue_rule_matches_the_search() {
    let mut rng = StdRng::seed_from_u64(1033);
    let mut seen = [0u32; 4];
    for _ in 0..2_000 {
        let piles: Vec<u64> = (0..rng.gen_range(1..=3))
            .map(|_| rng.gen_range(1..=14))
            .collect();
        let (a, b) = (rng.gen_range(1..=7), rng.gen_range(1..=7));
        let searched = searched_class(a, b, &piles);
        assert_eq!(rule_class(a, b, &piles), searched, "a={a} b={b} {piles:?}");
        seen[searched] += 1;
    }
    assert!(seen.iter().all(|&c| c > 100), "each class often: {seen:?}");
}

/// The counter against the per-pair rule summed over every pair, on 200
/// random inputs with piles up to 10^18 (the rule is checked against the
/// search above) or small piles (many dead residues), m up to 40.
#[test]
fn the_counter_matches_the_rule_pair_by_pair() {
    let mut rng = StdRng::seed_from_u64(1034);
    for i in 0..200 {
        let top = if i % 2 == 0 { MAX_V } else { 60 };
        let piles: Vec<u64> = (0..rng.gen_range(1..=6))
            .map(|_| rng.gen_range(1..=top))
            .collect();
        let m = rng.gen_range(1..=40);
        let mut expected = [0u64; 4];
        for a in 1..=m {
            for b in 1..=m {
                expected[rule_class(a, b, &piles)] += 1;
            }
        }
        assert_eq!(count(m, &piles), expected, "m={m} {piles:?}");
    }
}

#[test]
fn division_by_multiplication_is_exact() {
    let mut rng = StdRng::seed_from_u64(1035);
    for _ in 0..20_000 {
        let d = rng.gen_range(1..=2 * MAX_M);
        let v = match rng.gen_range(0..3) {
            0 => rng.gen_range(0..=u64::MAX),
            1 => u64::MAX - rng.gen_range(0..1000),
            _ => d * rng.gen_range(0..1000) + rng.gen_range(0..d),
        };
        assert_eq!(Divisor::new(d).div_rem(v), (v / d, v % d), "{v} / {d}");
    }
}

#[test]
fn known_answers() {
    // The statement's samples, then inputs answered by the kit's search.
    assert_answers(
        solve,
        &[
            ("2 2\n4 5\n", "1 1 1 1\n"),
            ("2 20\n4 5\n", "82 82 6 230\n"),
            ("1 3\n1\n", "2 2 1 4\n"),
            ("1 5\n7\n", "4 4 10 7\n"),
            ("3 4\n3 3 3\n", "4 4 5 3\n"),
            ("2 6\n10 1\n", "8 8 8 12\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // One chip: only 1 can be taken. (1, 1) is one move (first player);
    // (1, b > 1) Alice moves and Bob never can; (a > 1, b > 1) nobody moves.
    assert_eq!(answer("1 100000\n1\n", solve), "99999 99999 1 9999800001\n");
    // 10^18 ≡ 1 (mod 3): (1, 2) has a residue in [1, 2); 10^18 and 5·10^17
    // moves are even.
    assert_eq!(answer("1 2\n1000000000000000000\n", solve), "1 1 0 2\n");
    // 10 piles of 10^18 with m = 10^5: the counts fill m² = 10^10 (past
    // 2^32) and Alice's equal Bob's.
    let input = format!("10 100000\n{}\n", ["1000000000000000000"; 10].join(" "));
    let counts: Vec<u64> = answer(&input, solve)
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u64>(), 10_000_000_000);
    assert_eq!(counts[0], counts[1]);
}

#[test]
fn limits_are_enforced() {
    let too_many = format!("101 1\n{}\n", ["1"; 101].join(" "));
    assert_rejects(
        &[
            "0 1\n\n",
            "1 0\n1\n",
            "1 100001\n1\n",
            "1 1\n0\n",
            "1 1\n1000000000000000001\n",
            "2 1\n1\n",
            "1 1\n1 1\n",
            &too_many,
        ],
        solve,
    );
}

/// One pile of (a, b) minus another: Left takes `a` from the first pile or
/// `b` from the second (the negative of a pile swaps the players), Right
/// the other way round.
struct Difference {
    a: u64,
    b: u64,
}

impl Partizan for Difference {
    type Pos = (u64, u64);

    fn left(&self, &(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut next: Vec<(u64, u64)> = x.checked_sub(self.a).map(|x| (x, y)).into_iter().collect();
        next.extend(y.checked_sub(self.b).map(|y| (x, y)));
        next
    }

    fn right(&self, &(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut next: Vec<(u64, u64)> = x.checked_sub(self.b).map(|x| (x, y)).into_iter().collect();
        next.extend(y.checked_sub(self.a).map(|y| (x, y)));
        next
    }
}

/// The contract's fact behind the residue rule: a pile's value (not only
/// its outcome) is periodic in its size with period a + b. G_v − G_(v+a+b)
/// is searched as one game: it is 0 (whoever starts loses) for every a, b
/// up to 6 and v up to 24.
#[test]
fn pile_values_are_periodic_with_period_a_plus_b() {
    for a in 1..=6 {
        for b in 1..=6 {
            let game = Memoised::new(Difference { a, b });
            for v in 0..=24 {
                let p = (v, v + a + b);
                assert!(
                    !game.wins(&p, Side::Left) && !game.wins(&p, Side::Right),
                    "a={a} b={b}: G_{v} ≠ G_{}",
                    v + a + b
                );
            }
            // A period must not be claimed where there is none: G_1 ≠ G_0 as
            // soon as a player can move at 1.
            if a == 1 || b == 1 {
                let p = (1, 0);
                assert!(game.wins(&p, Side::Left) || game.wins(&p, Side::Right));
            }
        }
    }
}
