//! Seed 002, practice 6: n stones, a move takes exactly s_i stones for some i; who cannot move loses.
//!
//! A win/lose table over heaps 0..=n (heap x wins iff some move reaches a
//! losing heap), the seed's `bang_thang_thua`: O(n · m) ≤ 10^7 steps.

use games_core::grundy::subtraction_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: usize = 1_000_000;
/// Upper limit of m.
const MAX_M: usize = 10;
/// Upper limit of each move s_i.
const MAX_S: usize = 100;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 0..=MAX_N)?;
    let m: usize = sc.next_in("m", 1..=MAX_M)?;
    let moves = sc.next_distinct_in("s", m, 1..=MAX_S)?;
    sc.finish()?;
    let verdict = if subtraction_wins(&moves, n)[n] {
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

    fn input(n: usize, moves: &[usize]) -> String {
        let s: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
        format!("{n} {}\n{}\n", moves.len(), s.join(" "))
    }

    #[test]
    fn matches_game_tree_search() {
        let mut rng = StdRng::seed_from_u64(2_006);
        for _ in 0..400 {
            let top = rng.gen_range(1..=MAX_S);
            let m = rng.gen_range(1..=MAX_M.min(top));
            let moves: Vec<usize> = sample(&mut rng, top, m).iter().map(|s| s + 1).collect();
            let n = rng.gen_range(0..=400);
            let rules = |&x: &usize| {
                moves
                    .iter()
                    .filter(|&&s| s <= x)
                    .map(|&s| x - s)
                    .collect::<Vec<usize>>()
            };
            let first = brute::wins(&n, rules, |_| false, &mut HashMap::new());
            let expected = if first { "TRƯỚC\n" } else { "SAU\n" };
            assert_eq!(
                answer(&input(n, &moves)).unwrap(),
                expected,
                "{moves:?} {n}"
            );
        }
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        assert_eq!(answer("0 1 1").unwrap(), "SAU\n");
        assert_eq!(answer("99 1 100").unwrap(), "SAU\n");
        assert_eq!(answer("100 1 100").unwrap(), "TRƯỚC\n");
        for bad in [
            "1000001 1 1",
            "5 0",
            "5 11 1 2 3 4 5 6 7 8 9 10 11",
            "5 2 1 101",
            "5 2 0 1",
            "5 3 1 3 1",
            "5 2 1",
        ] {
            assert!(answer(bad).is_err(), "{bad}");
        }
        let e = answer("5 3\n1 3\n1").unwrap_err().to_string();
        assert_eq!(
            e,
            "line 3: s_3 = 1 repeats an earlier value; the values must be distinct"
        );
    }
}
