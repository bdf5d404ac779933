//! POJ 1067 "取石子游戏" (Wythoff's game): take any number from one pile, or the same number from both.
//!
//! With a ≤ b and d = b − a the player to move loses exactly when
//! a = ⌊d·φ⌋ = ⌊(d + √(5d²)) / 2⌋ = (d + ⌊√(5d²)⌋) / 2. The seed evaluates
//! d·φ in floating point, which is wrong for large d; here 5d² ≤ 5·10^36 is
//! held in u128 and its square root taken exactly with integer arithmetic.

use games_core::arith::isqrt_u128;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest pile accepted (ours; POJ stops at 10^9).
const MAX: u64 = 1_000_000_000_000_000_000;

// 5 · MAX² must fit in u128 for the exact test below.
const _: () = assert!((MAX as u128).pow(2) <= u128::MAX / 5);

/// ⌊d·φ⌋ for the golden ratio φ, exactly: the smaller pile of the losing pair with difference d.
fn losing_smaller_pile(d: u64) -> u128 {
    let d = u128::from(d);
    (d + isqrt_u128(5 * d * d)) / 2
}

/// Whether the player to move wins with piles `a` and `b`.
fn first_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    u128::from(a) != losing_smaller_pile(b - a)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    while !sc.is_end()? {
        let a = sc.next_in("a", 0..=MAX)?;
        let b = sc.next_in("b", 0..=MAX)?;
        writeln!(out, "{}", u8::from(first_wins(a, b)))?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::brute;
    use problem_kit::{answer, try_answer};
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    #[test]
    fn every_small_position_matches_search() {
        let mut memo = HashMap::new();
        for a in 0..=60 {
            for b in 0..=60 {
                let first = brute::wins(&(a, b), kit::moves, |_| false, &mut memo);
                assert_eq!(first_wins(a, b), first, "({a}, {b})");
            }
        }
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
}
