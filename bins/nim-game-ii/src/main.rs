//! CSES 1098 "Nim Game II": heaps of sticks, a move takes 1, 2 or 3 sticks from one heap.
//!
//! One heap of x sticks is the subtraction game {1, 2, 3}, whose Grundy value
//! is x mod 4 (g(x) = mex{g(x−1), g(x−2), g(x−3)} repeats 0, 1, 2, 3). By the
//! Sprague–Grundy theorem the player to move loses iff the XOR of x_i mod 4 is
//! 0. Heaps are exact up to our widened limit 10^18 (u64). Every single value
//! is range-checked (t and n at most 2·10^5 since Σn ≤ 2·10^5 and n ≥ 1); Σn
//! itself is not enforced, since a larger total changes no answer.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
const MAX_COUNT: u32 = 200_000;
/// Largest heap (ours; CSES allows 10^9).
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut xor = 0u64;
        for _ in 0..n {
            xor ^= sc.next_in::<u64>("x", 1..=MAX_HEAP)? % 4;
        }
        writeln!(out, "{}", if xor != 0 { "first" } else { "second" })?;
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

    /// The rules alone: positions are sorted heap lists; take 1, 2 or 3 from one heap.
    fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for take in 1..=3.min(h) {
                let mut v = heaps.to_vec();
                v[i] = h - take;
                v.sort_unstable();
                next.push(v);
            }
        }
        next
    }

    #[test]
    fn random_tests_match_game_tree_search() {
        let mut rng = StdRng::seed_from_u64(1098);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let t = rng.gen_range(1..=5);
            let mut input = format!("{t}\n");
            let mut expected = String::new();
            for _ in 0..t {
                let n = rng.gen_range(1..=4);
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(1..=9)).collect();
                let line: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
                input += &format!("{n}\n{}\n", line.join(" "));
                heaps.sort_unstable();
                let first = brute::wins(&heaps, |h: &Vec<u64>| moves(h), |_| false, &mut memo);
                expected += if first { "first\n" } else { "second\n" };
            }
            assert_eq!(answer(&input), expected, "{input}");
        }
    }

    #[test]
    fn widened_heaps_are_exact() {
        // 10^18 ≡ 0 and 10^18 − 1 ≡ 3 (mod 4).
        assert_eq!(
            answer("3\n1\n1000000000000000000\n1\n999999999999999999\n2\n999999999999999999 3\n"),
            "second\nfirst\nsecond\n"
        );
        let mut sc = Scanner::new(&b"1\n1\n1000000000000000001\n"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
        let mut sc = Scanner::new(&b"1\n1\n0\n"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
    }
}
