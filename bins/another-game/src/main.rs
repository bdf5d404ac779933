//! CSES 2208 "Another Game": a move takes one coin from each heap of a chosen non-empty set of heaps.
//!
//! The player to move wins iff some heap is odd. If every heap is even, any
//! move makes the chosen heaps odd, and copying it (taking one more coin from
//! exactly those heaps) makes every heap even again, so the second player
//! always has a reply and takes the last coin. If some heap is odd, taking one
//! coin from every odd heap leaves all heaps even: a losing position for the
//! opponent. Only parities matter, so heaps are exact up to our widened limit
//! 10^18. Every single value is range-checked (t, n ≤ 2·10^5); Σn is not
//! enforced, since a larger total changes no answer.

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
        let mut some_odd = false;
        for _ in 0..n {
            some_odd |= sc.next_in::<u64>("x", 1..=MAX_HEAP)? % 2 == 1;
        }
        writeln!(out, "{}", if some_odd { "first" } else { "second" })?;
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

    /// The rules alone: positions are sorted heap lists; choose a non-empty set of
    /// non-empty heaps and take one coin from each.
    fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for set in 1u32..1 << heaps.len() {
            let chosen = |i: usize| set >> i & 1 == 1;
            if (0..heaps.len()).any(|i| chosen(i) && heaps[i] == 0) {
                continue;
            }
            let mut v: Vec<u64> = (0..heaps.len())
                .map(|i| heaps[i] - u64::from(chosen(i)))
                .collect();
            v.sort_unstable();
            next.push(v);
        }
        next
    }

    #[test]
    fn random_tests_match_game_tree_search() {
        let mut rng = StdRng::seed_from_u64(2208);
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
                let first = brute::wins(&heaps, |h: &Vec<u64>| moves(h), |_| false, &mut memo);
                expected += if first { "first\n" } else { "second\n" };
            }
            assert_eq!(answer(&input), expected, "{input}");
        }
    }

    #[test]
    fn widened_heaps_are_exact() {
        assert_eq!(
            answer("2\n2\n1000000000000000000 1000000000000000000\n2\n1000000000000000000 999999999999999999\n"),
            "second\nfirst\n"
        );
        let mut sc = Scanner::new(&b"1\n1\n1000000000000000001\n"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
        let mut sc = Scanner::new(&b"1\n1\n0\n"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
    }
}
