//! Blue-Red Hackenbush on stalks (Winning Ways): every stalk is a number, found by the sign-expansion rule, and the position is worth their sum.
//!
//! A stalk's value (Berlekamp's rule, `games_core::blue_red::stalk_value`):
//! its edges up to the first change of colour count ±1 each, then ±1/2,
//! ±1/4, … up the stalk. Stalks are numbers, so the sum is a number v:
//! v > 0 Blue wins whoever starts, v < 0 Red does, v = 0 the second player
//! wins. The value is an exact dyadic (`games_core::dyadic`): a stalk of at
//! most 62 edges has denominator 2^61 at most and |value| ≤ 62, so the sum of
//! 10^5 of them has a numerator below 62·10^5·2^61 < 2^84 (i128 holds it).

use games_core::blue_red::stalk_value;
use games_core::dyadic::Dyadic;
use games_core::io::{run_reading, Alphabet, Reads, Result, Scanner};
use std::cmp::Ordering;
use std::io::{Read, Write};

/// Most stalks.
const MAX_N: usize = 100_000;
/// Longest stalk.
const MAX_LEN: usize = 62;
/// Most edges in all.
const MAX_TOTAL: usize = 1_000_000;

/// The winners with Blue first and with Red first, for a position worth `v`.
fn winners(v: Dyadic) -> [&'static str; 2] {
    match v.cmp(&Dyadic::ZERO) {
        Ordering::Greater => ["Blue", "Blue"],
        Ordering::Less => ["Red", "Red"],
        // The second player wins.
        Ordering::Equal => ["Red", "Blue"],
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let mut total = 0usize;
    let mut value = Dyadic::ZERO;
    for i in 1..=n {
        let stalk = sc.next_word_of("stalk", 1..=MAX_LEN, Alphabet::of(b"BR"))?;
        total += stalk.len();
        if total > MAX_TOTAL {
            return Err(sc.error(format!(
                "the stalks hold more than {MAX_TOTAL} edges in all (stalk {i} passes it)"
            )));
        }
        value += stalk_value(&stalk);
    }
    sc.finish()?;
    let [blue_first, red_first] = winners(value);
    writeln!(out, "{blue_first}\n{red_first}\n{value}")?;
    Ok(())
}

fn main() {
    // The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::{answer, assert_rejects};

    #[test]
    fn known_positions() {
        // BR + BR + R = 1/2 + 1/2 − 1 = 0: the second player wins.
        assert_eq!(answer("3\nBR BR R\n", solve), "Red\nBlue\n0\n");
        assert_eq!(answer("2\nBRRB RRBRB\n", solve), "Red\nRed\n-5/4\n");
        assert_eq!(answer("1\nBBR\n", solve), "Blue\nBlue\n3/2\n");
    }

    #[test]
    fn widest_values_are_exact() {
        // 16 129 stalks B R^61 (999 998 edges), each worth 1/2^61.
        let fine = format!("B{}", "R".repeat(61));
        let input = format!("16129\n{}", format!("{fine}\n").repeat(16_129));
        assert_eq!(
            answer(&input, solve),
            "Blue\nBlue\n16129/2305843009213693952\n"
        );
        // 10^5 stalks of ten Red edges: −10^6.
        let input = format!("100000\n{}", "RRRRRRRRRR\n".repeat(100_000));
        assert_eq!(answer(&input, solve), "Red\nRed\n-1000000\n");
        // The most extreme fraction of all: R then (BR)^30 B, 62 edges,
        // −1 + 1/2 − 1/4 + … + 1/2^61, and its mirror image cancel.
        let s: String = (0..62)
            .map(|i| if i % 2 == 0 { 'R' } else { 'B' })
            .collect();
        let m: String = s
            .chars()
            .map(|c| if c == 'B' { 'R' } else { 'B' })
            .collect();
        assert_eq!(answer(&format!("2\n{s} {m}\n"), solve), "Red\nBlue\n0\n");
        // −1 + 1/2 − 1/4 + … + 1/2^61 = (1 − 2^62) / (3·2^61), in lowest terms.
        let v = answer(&format!("1\n{s}\n"), solve);
        assert_eq!(v, "Red\nRed\n-1537228672809129301/2305843009213693952\n");
        assert_eq!(((1i128 << 62) - 1) / 3, 1_537_228_672_809_129_301);
    }

    #[test]
    fn limits_are_enforced() {
        let fine = format!("B{}\n", "R".repeat(61));
        let too_many_edges = format!("16130\n{}", fine.repeat(16_130));
        let too_many_stalks = format!("100001\n{}", "B\n".repeat(100_001));
        let too_long = format!("1\n{}\n", "B".repeat(63));
        assert_rejects(
            &[
                "0\n",
                "1\nBG\n",
                "1\nbr\n",
                "2\nB\n",
                "1\nB R\n",
                "",
                &too_many_edges,
                &too_many_stalks,
                &too_long,
            ],
            solve,
        );
    }
}
