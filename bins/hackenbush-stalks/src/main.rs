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
mod tests;
