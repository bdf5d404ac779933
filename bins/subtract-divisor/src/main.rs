//! Seed 002, practice 9: replace x by x − d for a divisor d of x with 1 ≤ d < x; who faces 1 cannot move and loses.
//!
//! Odd numbers lose and even numbers win. Every divisor of an odd x is odd,
//! so each move from an odd x leads to an even number; from an even x the move
//! d = 1 leads to the odd x − 1. The terminal position 1 is odd and lost.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` on the board.
fn first_wins(n: u64) -> bool {
    n % 2 == 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 1..=MAX)?;
    sc.finish()?;
    let verdict = if first_wins(n) { "TRƯỚC" } else { "SAU" };
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
        // Straight from the rules: every divisor d of x with 1 ≤ d < x.
        let moves = |&x: &u64| {
            (1..x)
                .filter(|&d| x % d == 0)
                .map(|d| x - d)
                .collect::<Vec<u64>>()
        };
        let mut memo = HashMap::new();
        let mut rng = StdRng::seed_from_u64(2_009);
        let ns = (1..=300u64).chain((0..300).map(|_| rng.gen_range(1..=1500u64)));
        for n in ns {
            let first = brute::wins(&n, moves, |_| false, &mut memo);
            let expected = if first { "TRƯỚC\n" } else { "SAU\n" };
            assert_eq!(answer(&format!("{n}\n")).unwrap(), expected, "n = {n}");
        }
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        assert_eq!(answer("1").unwrap(), "SAU\n");
        assert_eq!(answer("1000000000000000000").unwrap(), "TRƯỚC\n");
        for bad in ["0", "1000000000000000001", "", "2 2"] {
            assert!(answer(bad).is_err(), "{bad:?}");
        }
    }
}
