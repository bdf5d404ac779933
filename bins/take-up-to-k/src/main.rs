//! Seed 002, practice 1: n stones, a move takes 1 to k of them, whoever takes the last stone wins.
//!
//! The losing heaps are exactly the multiples of k + 1: every take from a
//! multiple leaves a non-multiple, and from any other heap taking
//! n mod (k + 1) stones leaves a multiple. With k ≤ 10^18, k + 1 fits in u64.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Upper limit of n and k.
const MAX: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins with `n` stones when a move takes 1..=k.
fn first_wins(n: u64, k: u64) -> bool {
    n % (k + 1) != 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 1..=MAX)?;
    let k: u64 = sc.next_in("k", 1..=MAX)?;
    sc.finish()?;
    let verdict = if first_wins(n, k) { "TRƯỚC" } else { "SAU" };
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
        let mut rng = StdRng::seed_from_u64(2_001);
        for _ in 0..500 {
            let n = rng.gen_range(1..=90u64);
            let k = rng.gen_range(1..=15u64);
            let moves = |&x: &u64| (1..=k.min(x)).map(|t| x - t).collect::<Vec<u64>>();
            let first = brute::wins(&n, moves, |_| false, &mut HashMap::new());
            let expected = if first { "TRƯỚC\n" } else { "SAU\n" };
            assert_eq!(
                answer(&format!("{n} {k}")).unwrap(),
                expected,
                "n = {n}, k = {k}"
            );
        }
    }

    #[test]
    fn limits_are_exact_and_enforced() {
        assert_eq!(
            answer("1000000000000000000 1000000000000000000").unwrap(),
            "TRƯỚC\n"
        );
        assert_eq!(
            answer("999999999999999999 999999999999999998").unwrap(),
            "SAU\n"
        );
        for bad in [
            "0 1",
            "1 0",
            "1000000000000000001 1",
            "1 1000000000000000001",
            "5",
        ] {
            assert!(answer(bad).is_err(), "{bad}");
        }
    }
}
