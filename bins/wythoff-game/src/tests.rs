//! The tests of wythoff-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, try_answer};
use problem_kit::{brute, shapes};
use rand::{rngs::StdRng, Rng, SeedableRng};

problem_kit::kit_tests!(solve);

#[test]
fn every_small_position_matches_search() {
    let positions = shapes::every_pair(0..=60, 0..=60);
    brute::check_formula(positions, kit::moves, |&(a, b)| first_wins(a, b));
}

#[test]
fn formula_matches_greedy_construction_of_losing_pairs() {
    // The losing pairs (a_k, a_k + k): a_k is the least number not yet in any pair.
    const K: usize = 300_000;
    let mut used = vec![false; 3 * K];
    let mut least = 0;
    for k in 0..K {
        while used[least] {
            least += 1;
        }
        used[least] = true;
        used[least + k] = true;
        assert_eq!(losing_smaller_pile(k as u64), least as u128, "d = {k}");
    }
}

#[test]
fn formula_is_floor_of_d_phi_for_large_d() {
    // a = ⌊dφ⌋ iff 2a − d < d√5 < 2a + 2 − d, i.e. (2a − d)² < 5d² < (2a + 2 − d)²
    // (strict, as d√5 is irrational for d > 0).
    let mut rng = StdRng::seed_from_u64(16180);
    let mut ds: Vec<u64> = vec![1, MAX, MAX - 1, 381_966_011_250_105_152];
    ds.extend((0..3000).map(|i| rng.gen_range(1..=MAX >> (i % 60))));
    for d in ds {
        let a = losing_smaller_pile(d);
        let d = u128::from(d);
        let five_d2 = 5 * d * d;
        assert!((2 * a - d).pow(2) < five_d2, "d = {d}");
        assert!(five_d2 < (2 * a + 2 - d).pow(2), "d = {d}");
    }
}

#[test]
fn largest_losing_pair_within_the_limit() {
    // d = 381966011250105152 gives a = 618033988749894848 and b = a + d = 10^18.
    assert_eq!(
        losing_smaller_pile(381_966_011_250_105_152),
        618_033_988_749_894_848
    );
    assert!(!first_wins(MAX, 618_033_988_749_894_848));
    assert!(first_wins(MAX - 1, 618_033_988_749_894_848));
    assert!(first_wins(MAX, 618_033_988_749_894_847));
    assert!(first_wins(0, MAX));
    assert_eq!(answer("", solve), "");
    assert!(try_answer("1 2 3", solve).is_err());
}
