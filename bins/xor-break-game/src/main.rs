//! Codeforces 1934 D2 "XOR Break — Game Version" (interactive): break p into p1 ⊕ p2 = p with 0 < p1, p2 < p; the opponent goes on from p1 or p2; who cannot break loses.
//!
//! A break keeps the parity of the popcount (popcount(p1) + popcount(p2) ≡
//! popcount(p) mod 2), and exactly the powers of two cannot be broken. So a
//! number of even popcount is a win for the player to break it: split off
//! its highest set bit, `p1 = 2^a`, `p2 = p ⊕ 2^a`, both of odd popcount
//! (and 2^a cannot be broken, so the opponent must take p2). A number of
//! odd popcount is a loss: every break has one part of even popcount, which
//! the opponent takes. Each of our breaks hands the judge a number whose
//! highest bit is below the highest bit of the number we broke, which is at
//! most the highest bit of the number the judge broke before: the judge's
//! numbers have strictly falling highest bits (from bit 59 at most, down to
//! bit 2, since an odd popcount of 3 or more needs three bits), so we make
//! at most 58 breaks, within the limit of 63.

use games_core::io::{run_interactive, Judge, Result};
use std::io::{Read, Write};

/// Upper limit of n.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// What the judge answers on its turn.
enum Heard {
    /// Its break `p1 p2`.
    Break([u64; 2]),
    /// `0 0`: it cannot break, we won this test.
    Won,
    /// `-1 -1`: our break was invalid or over the limit; stop.
    Lost,
}

/// The judge's answer; `targets` are the numbers it may break (ours, or
/// n), and its break must be of one of them.
fn judge_break<R: Read, W: Write>(judge: &mut Judge<R, W>, targets: &[u64]) -> Result<Heard> {
    let p1: i64 = judge.next_in_or("the judge's p1", 1..=MAX_N as i64, &[0, -1])?;
    if p1 <= 0 {
        // Both numbers of the marker: `0 0` or `-1 -1`.
        let _: i64 = judge.next_in("the end marker's second number", p1..=p1)?;
        return Ok(if p1 == 0 { Heard::Won } else { Heard::Lost });
    }
    let p2: i64 = judge.next_in("the judge's p2", 1..=MAX_N as i64)?;
    let (p1, p2) = (p1 as u64, p2 as u64);
    let p = p1 ^ p2;
    if !targets.contains(&p) || p1 >= p || p2 >= p {
        return Err(judge.error(format!(
            "the judge's break {p1} {p2} is not a break of {}",
            targets
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" or ")
        )));
    }
    Ok(Heard::Break([p1, p2]))
}

/// Our break of `p` (even popcount, so two bits at least): its highest set
/// bit and the rest, both of odd popcount.
fn break_even(p: u64) -> [u64; 2] {
    let top = 1u64 << (63 - p.leading_zeros());
    [p ^ top, top]
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    play_with(judge, break_even)
}

/// The session, breaking each number of even popcount with `split`.
fn play_with<R: Read, W: Write>(judge: &mut Judge<R, W>, split: fn(u64) -> [u64; 2]) -> Result<()> {
    let t: u32 = judge.next_in("t", 1..=1000)?;
    for _ in 0..t {
        let n: u64 = judge.next_in("n", 1..=MAX_N)?;
        // What the judge may break next: n itself when it moves first.
        let mut ours = if n.count_ones() % 2 == 0 {
            writeln!(judge, "first")?;
            let b = split(n);
            writeln!(judge, "{} {}", b[0], b[1])?;
            b
        } else {
            writeln!(judge, "second")?;
            [n, n]
        };
        loop {
            let theirs = match judge_break(judge, &ours)? {
                Heard::Break(b) => b,
                Heard::Won => break,
                Heard::Lost => return Ok(()),
            };
            // One part of the judge's break has even popcount: we break it.
            let Some(&even) = theirs.iter().find(|p| p.count_ones() % 2 == 0) else {
                return Err(judge.error(format!(
                    "the judge's break {} {} has no part of even popcount",
                    theirs[0], theirs[1]
                )));
            };
            ours = split(even);
            writeln!(judge, "{} {}", ours[0], ours[1])?;
        }
    }
    Ok(())
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
