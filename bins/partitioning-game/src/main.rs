//! LightOJ 1199 "Partitioning Game": piles of coins, a move splits one pile into two unequal non-empty piles.
//!
//! The move is Grundy's game, so a test is won by Alice iff the XOR of
//! g(pile) over its piles is non-zero, with g from
//! [`split_unequal_grundy`]. The whole input is read first so that the
//! O(m²) table is built once, only up to the largest pile m that occurs.
//! Every single value is range-checked; there is no aggregate limit.

use games_core::grundy::split_unequal_grundy;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of tests.
const MAX_TESTS: u32 = 1000;
/// Largest number of piles in one test.
const MAX_PILES: u32 = 100;
/// Largest pile size.
const MAX_SIZE: usize = 10_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_TESTS)?;
    let mut tests = Vec::with_capacity(t as usize);
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_PILES)?;
        let piles = (0..n)
            .map(|_| sc.next_in("pile size", 1..=MAX_SIZE))
            .collect::<Result<Vec<usize>>>()?;
        tests.push(piles);
    }
    sc.finish()?;
    let largest = tests.iter().flatten().copied().max().unwrap_or(0);
    let g = split_unequal_grundy(largest);
    for (case, piles) in tests.iter().enumerate() {
        let xor = piles.iter().fold(0, |x, &p| x ^ g[p]);
        let winner = if xor != 0 { "Alice" } else { "Bob" };
        writeln!(out, "Case {}: {winner}", case + 1)?;
    }
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

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn random_tests_match_search_over_pile_multisets() {
        // Positions are sorted pile lists; the search knows only the move rule.
        let split_moves = |piles: &Vec<usize>| {
            let mut next = Vec::new();
            for (i, &p) in piles.iter().enumerate() {
                for a in (1..p).filter(|&a| 2 * a < p) {
                    let mut v = piles.clone();
                    v.remove(i);
                    v.extend([a, p - a]);
                    v.sort_unstable();
                    next.push(v);
                }
            }
            next
        };
        let mut rng = StdRng::seed_from_u64(1199);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let t = rng.gen_range(1..=4);
            let mut input = format!("{t}\n");
            let mut expected = String::new();
            for case in 1..=t {
                let n = rng.gen_range(1..=3);
                let mut piles: Vec<usize> = (0..n).map(|_| rng.gen_range(1..=10)).collect();
                let line: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
                input += &format!("{n}\n{}\n", line.join(" "));
                piles.sort_unstable();
                let alice = brute::wins(&piles, split_moves, |_| false, &mut memo);
                expected += &format!("Case {case}: {}\n", if alice { "Alice" } else { "Bob" });
            }
            assert_eq!(answer(&input), expected, "{input}");
        }
    }

    #[test]
    fn bad_input_gives_no_partial_answer() {
        let mut out = Vec::new();
        let mut sc = Scanner::new(&b"2\n1\n4\n1\n10001\n"[..]);
        let e = solve(&mut sc, &mut out).unwrap_err().to_string();
        assert!(e.starts_with("line 5: expected pile size"), "{e}");
        assert!(out.is_empty());
    }
}
