//! HDU 3032 "Nim or not Nim?": Lasker's Nim — take any positive number from one pile, or split a pile into two non-empty piles; who cannot move loses.
//!
//! A split replaces a pile by a sum of two piles, worth g(a) ⊕ g(b), so a
//! pile's Grundy value is the mex of g(0..n) and of g(a) ⊕ g(n − a). It
//! follows the period-4 pattern g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3 (proven below by induction, and
//! checked against a game-tree search); the piles are then a Nim sum.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 100;
/// Largest number of piles in a test, and in all tests together.
const MAX_N: usize = 1_000_000;
/// Largest pile (ours; the judge's fit 31 bits).
const MAX_S: u64 = 1_000_000_000_000_000_000;

/// The Grundy value of one pile of `n` stones in Lasker's Nim.
///
/// Proof, by induction on n (g(0) = 0). Modulo 4 the formula maps n ≡ 1,
/// 2, 3, 0 to g ≡ 1, 2, 0, 3, and it permutes each block 4k + 1 ..= 4k + 4.
/// Taking reaches g(0..n), a split into a + b reaches g(a) ⊕ g(b), whose
/// residue mod 4 is the XOR of the two residues:
/// - n = 4k + 1: taking reaches 0..=4k; a split has (a, b) ≡ (0, 1) or
///   (2, 3), worth ≡ 3 ⊕ 1 = 2 or 2 ⊕ 0 = 2, never n ≡ 1: g = n.
/// - n = 4k + 2: taking reaches 0..=4k + 1; splits are worth ≡ 1 ⊕ 1 = 0,
///   3 ⊕ 2 = 1 or 0 ⊕ 0 = 0, never n ≡ 2: g = n.
/// - n = 4k + 3: taking reaches 0..=4k + 2; the split 1 + (4k + 2) is worth
///   1 ⊕ (4k + 2) = n; splits are worth ≡ 3 ⊕ 0 or 1 ⊕ 2 = 3, never
///   n + 1 ≡ 0: g = n + 1.
/// - n = 4k + 4: taking reaches 0..=4k + 2 and 4k + 4; splits are worth
///   ≡ 1 ⊕ 0 = 1, 2 ⊕ 2 = 0 or 3 ⊕ 3 = 0, never n − 1 ≡ 3: g = n − 1.
///
/// `formula_matches_the_definition` checks it to 3000, and against a
/// game-tree search from the rules to 24.
fn lasker(n: u64) -> u64 {
    match n % 4 {
        0 => n.saturating_sub(1),
        3 => n + 1,
        _ => n,
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    let mut left = MAX_N;
    for _ in 0..t {
        let n: usize = sc.next_in("N", 1..=MAX_N)?;
        if n > left {
            return Err(sc.error(format!(
                "the piles of all tests add up to more than {MAX_N}"
            )));
        }
        left -= n;
        let mut x = 0;
        for _ in 0..n {
            x ^= lasker(sc.next_in("s", 1..=MAX_S)?);
        }
        out.write_all(if x != 0 { b"Alice\n" } else { b"Bob\n" })?;
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
    use problem_kit::answer;
    use problem_kit::rules::Rules;

    #[test]
    fn formula_matches_the_definition() {
        // By the definition (with the Sprague–Grundy theorem for splits) to 3000.
        let top = 3000;
        let mut g = vec![0u64; top + 1];
        for n in 1..=top {
            let mut seen = vec![false; 2 * top + 2];
            for a in 0..n {
                seen[g[a] as usize] = true;
            }
            for a in 1..=n / 2 {
                seen[(g[a] ^ g[n - a]) as usize] = true;
            }
            g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(lasker(n as u64), v, "g({n})");
        }
        // By game-tree search over the multiset of piles, from the rules alone.
        for n in 0..=24u64 {
            assert_eq!(u64::from(kit::Kit::grundy(&vec![n])), lasker(n), "g({n})");
        }
    }

    #[test]
    fn widest_values_are_exact() {
        // 10^18 ≡ 0 (mod 4) is worth 10^18 − 1 and 10^18 − 1 ≡ 3 is worth
        // 10^18. 2^59 + 1 and 10^18 − 2^59 + 1 are ≡ 1, worth themselves, and
        // XOR to 10^18 (10^18 has bit 59 set and its low 18 bits clear).
        let e18: u64 = 1_000_000_000_000_000_000;
        let (a, b) = ((1u64 << 59) + 1, e18 - (1 << 59) + 1);
        assert_eq!(a ^ b, e18);
        let input = format!(
            "4\n2\n{e18} {e18}\n2\n{} {e18}\n3\n{} {a} {b}\n3\n{e18} {a} {b}\n",
            e18 - 1,
            e18 - 1
        );
        assert_eq!(answer(&input, solve), "Bob\nAlice\nBob\nAlice\n");
    }

    #[test]
    fn limits_are_enforced() {
        let over = format!("2\n{MAX_N}\n{}1\n1\n", "1 ".repeat(MAX_N));
        let bad = [
            "0\n",                        // T below 1
            "101\n1 1\n",                 // T past 100
            "1\n0\n",                     // N below 1
            "1\n1000001\n1\n",            // N past 10^6
            "1\n1 0\n",                   // an empty pile
            "1\n1 1000000000000000001\n", // a pile past 10^18
            "2\n1 1\n",                   // a test missing
            "1\n1 1 1\n",                 // a token left over
            over.as_str(),                // 10^6 + 1 piles in all
        ];
        problem_kit::assert_rejects(&bad, solve);
    }
}
