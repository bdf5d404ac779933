//! CSES 1730 "Nim Game I": heaps of sticks, a move takes any positive number from one heap.
//!
//! By Bouton's theorem the player to move loses iff the XOR of the heap sizes
//! is 0, so each test is one pass over its heaps. Heap sizes are exact up to
//! our widened limit 10^18 (u64). Every single value is range-checked (t and n
//! at most 2·10^5 because Σn ≤ 2·10^5 and n ≥ 1); the aggregate limit Σn itself
//! is not enforced, since a larger total changes no answer, only the running time.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
const MAX_COUNT: u32 = 200_000;
/// Largest heap size (ours; CSES allows 10^9).
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut xor = 0u64;
        for _ in 0..n {
            xor ^= sc.next_in("x", 1..=MAX_HEAP)?;
        }
        let first = xor != 0;
        writeln!(out, "{}", if first { "first" } else { "second" })?;
    }
    sc.finish()
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

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn random_tests_match_game_tree_search() {
        // Positions are sorted heap lists; a move lowers one heap to any smaller size.
        let nim_moves = |heaps: &Vec<u64>| {
            let mut next = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for smaller in 0..h {
                    let mut v = heaps.clone();
                    v[i] = smaller;
                    v.sort_unstable();
                    next.push(v);
                }
            }
            next
        };
        let mut rng = StdRng::seed_from_u64(1730);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let t = rng.gen_range(1..=5);
            let mut input = format!("{t}\n");
            let mut expected = String::new();
            for _ in 0..t {
                let n = rng.gen_range(1..=4);
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(1..=6)).collect();
                let line: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
                input += &format!("{n}\n{}\n", line.join(" "));
                heaps.sort_unstable();
                let first = brute::wins(&heaps, nim_moves, |_| false, &mut memo);
                expected += if first { "first\n" } else { "second\n" };
            }
            assert_eq!(answer(&input), expected, "{input}");
        }
    }

    #[test]
    fn widened_heaps_are_exact() {
        assert_eq!(
            answer("2\n2\n1000000000000000000 1000000000000000000\n1\n1000000000000000000\n"),
            "second\nfirst\n"
        );
        let mut sc = Scanner::new(&b"1\n1\n1000000000000000001\n"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
    }
}
