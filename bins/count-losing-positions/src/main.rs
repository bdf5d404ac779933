//! Seed 002, practice 10: how many heaps n in 1..=N lose for the player to move in the subtraction game of practice 6.
//!
//! One win/lose table over heaps 0..=N, then a count of its losing entries
//! from heap 1 on: O(N · m) ≤ 10^7 steps.

use games_core::grundy::subtraction_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of N.
const MAX_N: usize = 1_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 100;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let m: usize = sc.next_in("m", 1..=MAX_M)?;
    let moves = sc.next_distinct_in("s", m, 1..=MAX_S)?;
    sc.finish()?;
    let losing = subtraction_wins(&moves, n)[1..]
        .iter()
        .filter(|&&w| !w)
        .count();
    writeln!(out, "{losing}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, seq::index::sample, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String> {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn matches_game_tree_search() {
        let mut rng = StdRng::seed_from_u64(2_010);
        for _ in 0..300 {
            let top = rng.gen_range(1..=MAX_S);
            let m = rng.gen_range(1..=MAX_M.min(top));
            let moves: Vec<usize> = sample(&mut rng, top, m).iter().map(|s| s + 1).collect();
            let n = rng.gen_range(1..=300);
            let rules = |&x: &usize| {
                moves
                    .iter()
                    .filter(|&&s| s <= x)
                    .map(|&s| x - s)
                    .collect::<Vec<usize>>()
            };
            let mut memo = HashMap::new();
            let expected = (1..=n)
                .filter(|x| !brute::wins(x, rules, |_| false, &mut memo))
                .count();
            let s: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
            let input = format!("{n} {m}\n{}\n", s.join(" "));
            assert_eq!(answer(&input).unwrap(), format!("{expected}\n"), "{input}");
        }
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        assert_eq!(answer("1 1 1").unwrap(), "0\n");
        assert_eq!(answer("1 1 2").unwrap(), "1\n");
        // Only move 100: heaps with n mod 200 < 100 lose, 0 excluded.
        assert_eq!(answer("1000000 1 100").unwrap(), "500000\n");
        for bad in [
            "0 1 1",
            "1000001 1 1",
            "5 0",
            "5 11 1 2 3 4 5 6 7 8 9 10 11",
            "5 2 1 101",
            "5 2 7 7",
            "5 2 1",
        ] {
            assert!(answer(bad).is_err(), "{bad}");
        }
    }
}
