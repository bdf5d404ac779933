//! HDU 3544 "Alice's Game": Conway's Cutcake, a partizan game whose pieces are worth integers given by the binary lengths of their sides; the sum of the pieces decides.
//!
//! Alice (Left) cuts between columns, Bob (Right) between rows. A piece of
//! w columns and h rows, with 2^a ≤ w < 2^(a+1) and 2^b ≤ h < 2^(b+1), is
//! worth ⌊w / 2^b⌋ − 1 if a > b, −(⌊h / 2^a⌋ − 1) if a < b, and 0 if a = b
//! (Winning Ways, "Cutcake"; see `piece_value`). The position is the sum of
//! its pieces, an integer v: v > 0 Alice wins whoever starts, v < 0 Bob
//! does, v = 0 the second player wins. |v| < 10^5·10^18 needs an i128.

use games_core::io::{run, Result, Scanner};
use std::cmp::Ordering;
use std::io::{Read, Write};

/// Most pieces.
const MAX_N: u32 = 100_000;
/// Widest and highest piece.
const MAX_SIDE: u64 = 1_000_000_000_000_000_000;

/// The value of a piece of `w` columns by `h` rows, Alice's (columns) count positive.
///
/// The formula is Winning Ways' table for Cutcake (volume 1, chapter 2):
/// a piece whose sides have the same binary length is 0, and otherwise
/// the longer side counts the free cuts its owner has to spare after the
/// other side's owner runs out. Checked here for every piece up to 64 × 64
/// against the definition (`piece_values_follow_the_definition`) and, on
/// small pieces, against the partizan search from the rules.
///
/// # Complexity
/// O(1).
fn piece_value(w: u64, h: u64) -> i128 {
    let (a, b) = (w.ilog2(), h.ilog2());
    match a.cmp(&b) {
        Ordering::Greater => i128::from(w >> b) - 1,
        Ordering::Less => -(i128::from(h >> a) - 1),
        Ordering::Equal => 0,
    }
}

/// The winners with Alice first and with Bob first, for a position worth `v`.
fn winners(v: i128) -> [&'static str; 2] {
    match v.cmp(&0) {
        Ordering::Greater => ["Alice", "Alice"],
        Ordering::Less => ["Bob", "Bob"],
        // The second player wins.
        Ordering::Equal => ["Bob", "Alice"],
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u32 = sc.next_in("N", 1..=MAX_N)?;
    // |sum| ≤ 10^5 · 10^18 = 10^23 < 2^77.
    let mut value: i128 = 0;
    for _ in 0..n {
        let w: u64 = sc.next_in("w", 1..=MAX_SIDE)?;
        let h: u64 = sc.next_in("h", 1..=MAX_SIDE)?;
        value += piece_value(w, h);
    }
    sc.finish()?;
    let [alice_first, bob_first] = winners(value);
    writeln!(out, "{alice_first}\n{bob_first}")?;
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
    use games_core::dyadic::Dyadic;
    use problem_kit::brute::partizan::Partizan;
    use problem_kit::{answer, assert_rejects};

    /// Every piece up to 64 × 64 valued by the definition: the simplest
    /// number between Alice's best cut and Bob's best cut, a cut being worth
    /// the sum of its two parts (sums of games add).
    #[test]
    fn piece_values_follow_the_definition() {
        const M: usize = 64;
        let mut v = vec![vec![Dyadic::ZERO; M + 1]; M + 1];
        for w in 1..=M {
            for h in 1..=M {
                let lo = (1..w).map(|x| v[x][h] + v[w - x][h]).max();
                let hi = (1..h).map(|y| v[w][y] + v[w][h - y]).min();
                v[w][h] = Dyadic::simplest_between(lo, hi);
                let expect = Dyadic::integer(piece_value(w as u64, h as u64));
                assert_eq!(v[w][h], expect, "{w} × {h}");
            }
        }
    }

    /// The same against the partizan search of the whole position (pieces as
    /// a multiset, cut by the rules) on the small pieces it can reach.
    #[test]
    fn piece_values_match_the_partizan_search() {
        for w in 1..=6u8 {
            for h in 1..=6u8 {
                let v = kit::Kit::value(&kit::start(&[(w, h)]));
                assert_eq!(
                    v,
                    Dyadic::integer(piece_value(w.into(), h.into())),
                    "{w} × {h}"
                );
            }
        }
    }

    #[test]
    fn known_positions() {
        // 2 × 1 is worth 1 (Alice cuts, Bob has no move); 1 × 2 is −1.
        assert_eq!(answer("1\n2 1\n", solve), "Alice\nAlice\n");
        assert_eq!(answer("2\n2 1\n1 2\n", solve), "Bob\nAlice\n");
        assert_eq!(answer("1\n3 3\n", solve), "Bob\nAlice\n");
        assert_eq!(answer("1\n1 5\n", solve), "Bob\nBob\n");
    }

    #[test]
    fn widest_values_are_exact() {
        let e18 = MAX_SIDE;
        assert_eq!(piece_value(e18, 1), 999_999_999_999_999_999);
        assert_eq!(piece_value(1, e18), -999_999_999_999_999_999);
        assert_eq!(piece_value(e18, e18), 0);
        // 2^59 ≤ 10^18 < 2^60; h = 2^58: ⌊10^18 / 2^58⌋ − 1 = 2.
        assert_eq!(piece_value(e18, 1 << 58), 2);
        assert_eq!(piece_value(1 << 59, (1 << 59) - 1), 1);
        // 50 000 pieces of 10^18 × 1 against 50 000 of 1 × 10^18: the sum,
        // 0, passes through ±5·10^22, far past 64 bits.
        let wide = format!("{e18} 1\n").repeat(50_000);
        let tall = format!("1 {e18}\n").repeat(50_000);
        assert_eq!(
            answer(&format!("100000\n{wide}{tall}"), solve),
            "Bob\nAlice\n"
        );
        let tall = format!("1 {e18}\n").repeat(49_999);
        let last = format!("2 {e18}\n");
        assert_eq!(
            answer(&format!("100000\n{wide}{tall}{last}"), solve),
            "Alice\nAlice\n"
        );
        assert_eq!(
            answer(
                &format!("100000\n{}", format!("1 {e18}\n").repeat(100_000)),
                solve
            ),
            "Bob\nBob\n"
        );
    }

    #[test]
    fn limits_are_enforced() {
        let too_many = format!("100001\n{}", "1 1\n".repeat(100_001));
        assert_rejects(
            &[
                "0\n",
                "1\n0 1\n",
                "1\n1 0\n",
                "1\n1000000000000000001 1\n",
                "1\n1 1000000000000000001\n",
                "2\n1 1\n",
                "1\n1 1 1\n",
                "",
                &too_many,
            ],
            solve,
        );
    }
}
