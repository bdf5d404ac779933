//! HDU 5795 "A Simple Nim": take any positive number from one heap, or split a heap into three non-empty heaps.
//!
//! The Grundy value of one heap is g(0) = 0, g(8k − 1) = 8k, g(8k) = 8k − 1
//! (k ≥ 1) and g(x) = x otherwise (the seed finds it by tabulating; the tests
//! below check it against a search over heap multisets). The first player
//! wins iff the XOR of g over all heaps is non-zero. Up to 10^8 sizes arrive,
//! so they are folded into the XOR as they are read and never stored.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Grundy value of one heap of `x` objects.
///
/// Written without branches: on random heap sizes a `match` on `x % 8`
/// mispredicts often enough to cost more than parsing the number did.
#[inline]
fn grundy(x: u64) -> u64 {
    let r = x % 8;
    x + u64::from(r == 7) - u64::from(r == 0 && x > 0)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=100)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=1_000_000)?;
        let mut x = 0u64;
        for _ in 0..n {
            x ^= grundy(sc.next_in("heap size s[i]", 1..=1_000_000_000u64)?);
        }
        let verdict = if x != 0 {
            "First player wins."
        } else {
            "Second player wins."
        };
        writeln!(out, "{verdict}")?;
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

    /// Positions are sorted lists of non-empty heaps; the moves are exactly the rules:
    /// remove 1..=h from one heap, or replace one heap by three non-empty heaps.
    #[allow(clippy::ptr_arg)] // the search's states are `Vec<u64>`, so it passes `&Vec<u64>`
    fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let mut rest = heaps.clone();
            rest.remove(i);
            for left in 0..h {
                let mut v = rest.clone();
                if left > 0 {
                    v.push(left);
                }
                v.sort_unstable();
                next.push(v);
            }
            for a in 1..h {
                for b in a..h - a {
                    let c = h - a - b;
                    if c >= b {
                        let mut v = rest.clone();
                        v.extend([a, b, c]);
                        v.sort_unstable();
                        next.push(v);
                    }
                }
            }
        }
        next
    }

    #[test]
    fn grundy_formula_matches_search_over_heap_multisets() {
        let mut memo = HashMap::new();
        for h in 0..=24u64 {
            let start = if h == 0 { vec![] } else { vec![h] };
            let g = brute::grundy(&start, moves, &mut memo);
            assert_eq!(u64::from(g), grundy(h), "h = {h}");
        }
    }

    #[test]
    fn grundy_formula_matches_single_heap_definition_up_to_300() {
        // g(x) = mex of g(y) for y < x and of g(a) ^ g(b) ^ g(c) for a + b + c = x.
        let n = 300;
        let mut g = vec![0u64; n + 1];
        for x in 1..=n {
            let mut seen = vec![false; 2 * n + 2];
            for y in 0..x {
                seen[g[y] as usize] = true;
            }
            for a in 1..x {
                for b in a..x - a {
                    let c = x - a - b;
                    if c >= b {
                        seen[(g[a] ^ g[b] ^ g[c]) as usize] = true;
                    }
                }
            }
            g[x] = seen.iter().position(|&s| !s).unwrap() as u64;
            assert_eq!(g[x], grundy(x as u64), "x = {x}");
        }
    }

    #[test]
    fn random_positions_match_search() {
        let mut rng = StdRng::seed_from_u64(5795);
        let mut memo = HashMap::new();
        let mut losing = 0;
        for _ in 0..300 {
            let tests: Vec<Vec<u64>> = (0..rng.gen_range(1..=4))
                .map(|_| {
                    // At most 24 objects in all, the range the single-heap search covers.
                    let n = rng.gen_range(1..=3);
                    (0..n).map(|_| rng.gen_range(1..=8)).collect()
                })
                .collect();
            let mut input = format!("{}\n", tests.len());
            let mut expected = String::new();
            for heaps in &tests {
                let line: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
                input += &format!("{}\n{}\n", heaps.len(), line.join(" "));
                let mut start = heaps.clone();
                start.sort_unstable();
                let first = brute::wins(&start, moves, |_| false, &mut memo);
                losing += usize::from(!first);
                expected += if first {
                    "First player wins.\n"
                } else {
                    "Second player wins.\n"
                };
            }
            assert_eq!(answer(&input), expected, "{input}");
        }
        assert!(losing >= 30, "only {losing} losing positions were tried");
    }

    #[test]
    fn largest_sizes() {
        // 10^9 = 2^9 · 1953125, so g(10^9 − 1) ^ g(10^9) = 10^9 ^ (10^9 − 1) = 2^10 − 1 = g(1024).
        assert_eq!(grundy(1_000_000_000), 999_999_999);
        assert_eq!(grundy(999_999_999), 1_000_000_000);
        assert_eq!(
            answer("2\n3\n999999999 1000000000 1024\n3\n999999999 1000000000 1023\n"),
            "Second player wins.\nFirst player wins.\n"
        );
    }

    #[test]
    fn heap_count_limits() {
        // 10^6 heaps of one object: an even count of g = 1, so the XOR is 0.
        let ones = "1 ".repeat(1_000_000);
        assert_eq!(
            answer(&format!("1 1000000 {ones}")),
            "Second player wins.\n"
        );
        let mut sc = Scanner::new(&b"1 1000001 1"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
        let mut sc = Scanner::new(&b"101 1 1"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
    }
}
