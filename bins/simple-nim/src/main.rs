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
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use kit::Kit;
    use problem_kit::brute;
    use problem_kit::kit::random_input;
    use problem_kit::Reference;
    use problem_kit::{answer, try_answer};
    use std::collections::HashMap;

    #[test]
    fn grundy_formula_matches_search_over_heap_multisets() {
        let mut memo = HashMap::new();
        for h in 0..=24u64 {
            let start = if h == 0 { vec![] } else { vec![h] };
            let g = brute::grundy(&start, kit::moves, &mut memo);
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
    fn the_random_positions_include_losing_ones() {
        let losing: usize = (0..300)
            .map(|seed| {
                Kit::reference(&random_input::<Kit>(seed))
                    .matches("Second")
                    .count()
            })
            .sum();
        assert!(losing >= 30, "only {losing} losing positions were tried");
    }

    #[test]
    fn largest_sizes() {
        // 10^9 = 2^9 · 1953125, so g(10^9 − 1) ^ g(10^9) = 10^9 ^ (10^9 − 1) = 2^10 − 1 = g(1024).
        assert_eq!(grundy(1_000_000_000), 999_999_999);
        assert_eq!(grundy(999_999_999), 1_000_000_000);
        assert_eq!(
            answer(
                "2\n3\n999999999 1000000000 1024\n3\n999999999 1000000000 1023\n",
                solve
            ),
            "Second player wins.\nFirst player wins.\n"
        );
    }

    #[test]
    fn heap_count_limits() {
        // 10^6 heaps of one object: an even count of g = 1, so the XOR is 0.
        let ones = "1 ".repeat(1_000_000);
        assert_eq!(
            answer(&format!("1 1000000 {ones}"), solve),
            "Second player wins.\n"
        );
        assert!(try_answer("1 1000001 1", solve).is_err());
        assert!(try_answer("101 1 1", solve).is_err());
    }
}
