//! POJ 2348 "Euclid's Game": subtract a positive multiple of the smaller number from the larger; whoever makes a 0 wins.
//!
//! With a ≥ b the player to move wins at once when b divides a (take all of
//! a) and wins when a ≥ 2b: of the two pairs (a mod b + b, b) and
//! (b, a mod b), one is lost for the opponent, and both are reachable. When
//! b < a < 2b the only move is to (b, a − b). So the winner is decided by
//! the first quotient of the continued fraction of a/b that is ≥ 2 (or the
//! last): `games_core::euclid::euclid_wins`, O(log) per pair.

use games_core::euclid::euclid_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of pairs before `0 0`.
const MAX_LINES: usize = 100_000;
/// Largest a and b (ours; the judge says positive integers).
const MAX: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let mut lines = 0;
    loop {
        let a: u64 = sc.next_in("a", 0..=MAX)?;
        if a == 0 {
            sc.next_in::<u64>("b (the end marker `0 0`)", 0..=0)?;
            break;
        }
        let b: u64 = sc.next_in("b", 1..=MAX)?;
        lines += 1;
        if lines > MAX_LINES {
            return Err(sc.error(format!("more than {MAX_LINES} pairs before `0 0`")));
        }
        out.write_all(if euclid_wins(a, b) {
            b"Stan wins\n"
        } else {
            b"Ollie wins\n"
        })?;
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

    #[test]
    fn widest_values_are_exact() {
        // 10^18 = 10^18 · 1: take it all. (10^18, 10^18 − 1): quotient 1, then
        // (10^18 − 1, 1) is won by the opponent. Consecutive Fibonacci numbers
        // F(87) = 679891637638612258 and F(86) = 420196140727489673: the
        // quotients are 1 (84 times) then 2, so after 84 forced moves the
        // player to move, Stan again, faces (2, 1) and wins. One step down,
        // F(86) and F(85) = 259695496911122585: 83 forced moves, Ollie wins.
        let e18 = "1000000000000000000";
        let input = format!(
            "{e18} 1\n{e18} 999999999999999999\n679891637638612258 420196140727489673\n\
             420196140727489673 679891637638612258\n{e18} {e18}\n\
             420196140727489673 259695496911122585\n0 0\n"
        );
        assert_eq!(
            answer(&input, solve),
            "Stan wins\nOllie wins\nStan wins\nStan wins\nStan wins\nOllie wins\n"
        );
        assert_eq!(answer("0 0\n", solve), "");
        let max = format!("{}0 0\n", "34 12\n".repeat(MAX_LINES));
        assert_eq!(answer(&max, solve).len(), MAX_LINES * "Stan wins\n".len());
    }

    #[test]
    fn limits_are_enforced() {
        let too_many = format!("{}0 0\n", "34 12\n".repeat(MAX_LINES + 1));
        let bad = [
            "",                             // no end marker
            "34 12\n",                      // no end marker
            "0 5\n",                        // a 0 that is not the marker
            "5 0\n0 0\n",                   // b = 0
            "1000000000000000001 1\n0 0\n", // a past 10^18
            "1 1000000000000000001\n0 0\n", // b past 10^18
            "34 12\n0 0\n1 1\n",            // a token after the marker
            "0\n",                          // half a marker
            too_many.as_str(),
        ];
        problem_kit::assert_rejects(&bad, solve);
    }
}
