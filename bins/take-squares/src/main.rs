//! Seed 002, practice 8: n stones, a move takes a positive perfect square of them; who cannot move loses.
//!
//! No closed form is known, so a win/lose table over heaps 0..=n: heap x wins
//! iff x − j² loses for some j ≥ 1. O(n√n) ≈ 3·10^7 steps for n = 10^5.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: usize = 100_000;

/// `wins[x]` for every heap x in 0..=n.
fn square_wins(n: usize) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for x in 1..=n {
        let mut j = 1;
        while j * j <= x {
            if !wins[x - j * j] {
                wins[x] = true;
                break;
            }
            j += 1;
        }
    }
    wins
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 0..=MAX_N)?;
    sc.finish()?;
    let verdict = if square_wins(n)[n] { "TRƯỚC" } else { "SAU" };
    writeln!(out, "{verdict}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String> {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn matches_game_tree_search() {
        // Straight from the rules: every square t with 1 ≤ t ≤ x.
        let moves = |&x: &usize| {
            (1..=x)
                .filter(|t| (1..=*t).any(|j| j * j == *t))
                .map(|t| x - t)
                .collect::<Vec<usize>>()
        };
        let mut memo = HashMap::new();
        let mut rng = StdRng::seed_from_u64(2_008);
        let ns = (0..=150usize).chain((0..300).map(|_| rng.gen_range(0..=600usize)));
        for n in ns {
            let first = brute::wins(&n, moves, |_| false, &mut memo);
            let expected = if first { "TRƯỚC\n" } else { "SAU\n" };
            assert_eq!(answer(&format!("{n}\n")).unwrap(), expected, "n = {n}");
        }
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        assert_eq!(answer("0").unwrap(), "SAU\n");
        assert_eq!(answer("100000").unwrap(), "TRƯỚC\n");
        for bad in ["100001", "", "4 4"] {
            assert!(answer(bad).is_err(), "{bad:?}");
        }
    }
}
