//! AtCoder ABC297 G "Constrained Nim 2": Nim where a move takes at least L and at most R stones.
//!
//! One pile of a stones has Grundy value ⌊(a mod (L + R)) / L⌋: write
//! a = q(L + R) + r. Every value w below ⌊r / L⌋ is reached by taking
//! x ∈ [L, R] so that the residue lands in [wL, wL + L), and the value
//! ⌊r / L⌋ itself is never reached (taking x ≤ r leaves a residue below
//! ⌊r / L⌋·L, taking x > r wraps to a residue of at least r + L). The piles
//! add up by the Sprague–Grundy theorem: the first player wins iff the XOR of
//! the values is non-zero. Everything fits a `u64` (L + R ≤ 2·10^9).

use games_core::io::{run, Result, Scanner};
use games_core::nim::nim_sum;
use std::io::{Read, Write};

/// Largest N (the judge's limit).
const MAX_N: usize = 200_000;
/// Largest A_i, L and R (the judge's limit).
const MAX_V: u64 = 1_000_000_000;

/// Grundy value of a pile of `a` stones when a move takes `l..=r` stones (1 ≤ l ≤ r).
fn grundy(a: u64, l: u64, r: u64) -> u64 {
    (a % (l + r)) / l
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let l: u64 = sc.next_in("L", 1..=MAX_V)?;
    let r: u64 = sc.next_in("R", l..=MAX_V)?;
    let mut piles = Vec::with_capacity(n);
    for _ in 0..n {
        piles.push(grundy(sc.next_in("A_i", 1..=MAX_V)?, l, r));
    }
    sc.finish()?;
    let first = nim_sum(piles) != 0;
    writeln!(out, "{}", if first { "First" } else { "Second" })?;
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

    /// The formula against the mex definition, for every 1 ≤ L ≤ R ≤ 16 and a ≤ 400.
    #[test]
    fn formula_matches_the_definition() {
        for l in 1..=16usize {
            for r in l..=16 {
                let mut g: Vec<u64> = Vec::new();
                for a in 0..=400usize {
                    let reach: Vec<u64> = (l..=r.min(a)).map(|x| g[a - x]).collect();
                    let v = (0..).find(|v| !reach.contains(v)).unwrap();
                    assert_eq!(grundy(a as u64, l as u64, r as u64), v, "a={a} L={l} R={r}");
                    g.push(v);
                }
            }
        }
    }

    /// At the widest values: the definition near the top, seen through one period.
    #[test]
    fn widest_values() {
        let m = MAX_V;
        // L = R = 10^9: a pile below L cannot move; a pile of exactly L can, to 0.
        assert_eq!(grundy(m - 1, m, m), 0);
        assert_eq!(grundy(m, m, m), 1);
        // L = 1, R = 10^9: every pile ≤ R is taken whole, so its value is a itself.
        assert_eq!(grundy(m, 1, m), m);
        assert_eq!(answer("1 1 1000000000\n1000000000\n", solve), "First\n");
        assert_eq!(
            answer("1 1000000000 1000000000\n999999999\n", solve),
            "Second\n"
        );
        assert_eq!(
            answer("2 1000000000 1000000000\n1000000000 1000000000\n", solve),
            "Second\n"
        );
    }

    #[test]
    fn limits_are_enforced() {
        let bad = [
            "0 1 1\n",             // N = 0
            "200001 1 1\n1\n",     // N past 2·10^5 (rejected before the piles)
            "1 0 1\n1\n",          // L = 0
            "1 3 2\n1\n",          // R < L
            "1 1 1000000001\n1\n", // R past 10^9
            "1 1 2\n0\n",          // A_i = 0
            "1 1 2\n1000000001\n", // A_i past 10^9
            "2 1 2\n1\n",          // a pile missing
        ];
        problem_kit::assert_rejects(&bad, solve);
        assert_eq!(answer("1 1 1\n1\n", solve), "First\n");
        assert_eq!(answer("1 2 2\n1\n", solve), "Second\n");
    }
}
