//! Seed 002, practice 7: the subtraction game of practice 6 with n up to 10^18 and moves up to 20.
//!
//! The result at heap x depends only on the results at the max(s) heaps below
//! it, so that window (a bitmask of at most 20 bits) is a state that fixes the
//! rest of the sequence. `SubtractionCycle` runs Brent's cycle finding on it
//! from heap 0 and gets the exact preperiod and period (at most 2^20 states);
//! n is then reduced into the first cycle. Nothing is guessed from a prefix.

use games_core::io::{run, Result, Scanner};
use games_core::period::SubtractionCycle;
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: u64 = 1_000_000_000_000_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 20;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 0..=MAX_N)?;
    let m: usize = sc.next_in("m", 1..=MAX_M)?;
    let moves = sc.next_distinct_in("s", m, 1..=MAX_S)?;
    sc.finish()?;
    let verdict = if SubtractionCycle::new(&moves).wins(n) {
        "TRƯỚC"
    } else {
        "SAU"
    };
    writeln!(out, "{verdict}")?;
    Ok(())
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
    use games_core::grundy::subtraction_wins;
    use problem_kit::{answer, assert_rejects};
    use rand::{rngs::StdRng, seq::index::sample, Rng, SeedableRng};

    fn input(n: u64, moves: &[usize]) -> String {
        let s: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
        format!("{n} {}\n{}\n", moves.len(), s.join(" "))
    }

    fn verdict(first: bool) -> &'static str {
        if first {
            "TRƯỚC\n"
        } else {
            "SAU\n"
        }
    }

    fn random_moves(rng: &mut StdRng) -> Vec<usize> {
        let top = rng.gen_range(1..=MAX_S);
        let m = rng.gen_range(1..=MAX_M.min(top));
        sample(rng, top, m).iter().map(|s| s + 1).collect()
    }

    #[test]
    fn matches_plain_table_up_to_a_few_thousand() {
        let mut rng = StdRng::seed_from_u64(2_077);
        for _ in 0..300 {
            let moves = random_moves(&mut rng);
            let table = subtraction_wins(&moves, 5000);
            for _ in 0..5 {
                let n = rng.gen_range(0..=5000usize);
                assert_eq!(
                    answer(&input(n as u64, &moves), solve),
                    verdict(table[n]),
                    "{moves:?} {n}"
                );
            }
        }
    }

    #[test]
    fn long_preperiod_is_not_mistaken_for_a_period() {
        // {2, 8, 15, 17, 18, 20}: results start repeating with period 35 only
        // after heap 200, so a period read off a short prefix would be wrong.
        let moves = [2, 8, 15, 17, 18, 20];
        let table = subtraction_wins(&moves, 3000);
        let last_irregular = (0..2000).rev().find(|&x| table[x] != table[x + 35]);
        assert!(last_irregular.unwrap() > 200, "{last_irregular:?}");
        for (n, &w) in table.iter().enumerate() {
            assert_eq!(answer(&input(n as u64, &moves), solve), verdict(w), "{n}");
        }
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        // A single move s: heap n wins iff n mod 2s ≥ s.
        assert_eq!(answer("1000000000000000000 1 20", solve), verdict(false));
        assert_eq!(answer("999999999999999999 1 1", solve), verdict(true));
        assert_eq!(
            answer("0 10 11 12 13 14 15 16 17 18 19 20", solve),
            verdict(false)
        );
        assert_rejects(
            &[
                "1000000000000000001 1 1",
                "5 0",
                "5 11 1 2 3 4 5 6 7 8 9 10 11",
                "5 2 1 21",
                "5 2 0 1",
                "5 2 4 4",
                "5 2 1",
            ],
            solve,
        );
    }
}
