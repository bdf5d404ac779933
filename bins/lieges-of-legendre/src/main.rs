//! Codeforces 603C "Lieges of Legendre": remove one cow, or split a pile of 2x cows into k piles of x.
//!
//! By Sprague–Grundy the piles add up, and the split of a pile 2x is worth
//! the XOR of k copies of g(x): g(x) when k is odd, 0 when k is even. So
//! g(2x) = mex{g(2x − 1), that} and g(2x + 1) = mex{g(2x)}, which gives
//! - k even: g = 0, 1, 2 for 0, 1, 2 cows; from 3 on, 0 for odd and 1 for even piles;
//! - k odd: g = 0, 1, 0, 1, 2 for 0..=4 cows; from 5 on, 0 for odd piles, and
//!   for even a ≥ 6: 2 if g(a/2) = 1, else 1 (g(a − 1) = 0, so the mex is the
//!   smallest value other than 0 and g(a/2)).
//!
//! The odd-k case halves a until it is odd or below 6: at most 30 steps, a loop.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest n (the judge's limit).
const MAX_N: usize = 100_000;
/// Largest a_i and k (the judge's limit).
const MAX_V: u32 = 1_000_000_000;

/// Grundy value of one pile of `a` cows when a split makes `k` piles.
fn grundy(a: u32, k: u32) -> u32 {
    if k % 2 == 0 {
        return match a {
            0..=2 => a,
            _ => u32::from(a % 2 == 0),
        };
    }
    // Halve while the value is given by the rule for even a ≥ 6.
    let mut x = a;
    let mut halvings = 0;
    while x >= 6 && x % 2 == 0 {
        x /= 2;
        halvings += 1;
    }
    let mut g = match x {
        0..=4 => [0, 1, 0, 1, 2][x as usize],
        _ => 0, // odd and at least 5
    };
    for _ in 0..halvings {
        g = if g == 1 { 2 } else { 1 };
    }
    g
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let k: u32 = sc.next_in("k", 1..=MAX_V)?;
    let mut xor = 0;
    for _ in 0..n {
        xor ^= grundy(sc.next_in("a_i", 1..=MAX_V)?, k);
    }
    sc.finish()?;
    writeln!(out, "{}", if xor != 0 { "Kevin" } else { "Nicky" })?;
    Ok(())
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
    use problem_kit::answer;

    /// g(0..=len) by definition, iteratively: the mex of g(a − 1) and, for even
    /// a, the XOR of k copies of g(a / 2) (XOR-ed k times, not by parity).
    fn table(k: u32, len: usize) -> Vec<u32> {
        let mut g = vec![0u32; len + 1];
        for a in 1..=len {
            let mut reach = vec![g[a - 1]];
            if a % 2 == 0 {
                // k copies, folded one at a time up to k = 64, then by repeating
                // the 64-copy block: XOR of 2c copies is 0 for any c.
                let copies = if k > 64 { 64 + k % 2 } else { k };
                reach.push((0..copies).fold(0, |acc, _| acc ^ g[a / 2]));
            }
            g[a] = (0..).find(|v| !reach.contains(v)).unwrap();
        }
        g
    }

    /// Every k from 1 to 60 and a few up to 10^9, for every a up to 3000.
    #[test]
    fn formula_matches_the_definition() {
        let ks = (1..=60).chain([999_999_999, 1_000_000_000, 65_535, 65_536]);
        for k in ks {
            let g = table(k, 3000);
            for (a, &v) in g.iter().enumerate() {
                assert_eq!(grundy(a as u32, k), v, "a={a} k={k}");
            }
        }
    }

    /// Piles up to 10^9: odd k along chains of halvings (powers of two times small numbers).
    #[test]
    fn widest_values() {
        // By the rule: g(a) for even a ≥ 6 alternates along a = 3·2^j:
        // g(3) = 1, g(6) = 2, g(12) = 1, g(24) = 2, …
        let mut a = 3u32;
        let mut expect = 1;
        while a <= MAX_V / 2 {
            a *= 2;
            expect = if expect == 1 { 2 } else { 1 };
            assert_eq!(grundy(a, 1), expect, "a={a}");
        }
        // 2^29 = 536870912: g(4) = 2, so g(8) = 1, g(16) = 2, … g(2^29) = 1 (29 odd).
        assert_eq!(grundy(1 << 29, 1), 1);
        assert_eq!(grundy(1 << 29, 2), 1);
        assert_eq!(grundy(MAX_V, MAX_V), 1);
        assert_eq!(grundy(MAX_V - 1, MAX_V - 1), 0);
        assert_eq!(
            answer("2 999999999\n536870912 536870912\n", solve),
            "Nicky\n"
        );
    }

    #[test]
    fn limits_are_enforced() {
        let bad = [
            "0 1\n",             // n = 0
            "100001 1\n1\n",     // n past 10^5
            "1 0\n1\n",          // k = 0
            "1 1000000001\n1\n", // k past 10^9
            "1 1\n0\n",          // a_i = 0
            "1 1\n1000000001\n", // a_i past 10^9
            "2 1\n1\n",          // a pile missing
        ];
        problem_kit::assert_rejects(&bad, solve);
        assert_eq!(answer("1 1\n1\n", solve), "Kevin\n");
        assert_eq!(answer("1 1\n2\n", solve), "Nicky\n");
    }
}
