//! Codeforces 1867 C "Salyg1n and the MEX Game" (interactive): Alice adds a value missing from S, Bob removes one below her last; we play Alice and add the MEX every turn (it re-adds what Bob just took), which forces MEX(S ∪ {MEX(S)}), the most Alice can.
//!
//! Let m = MEX(S). Our first value is m. Then 0..m − 1 and m are all in S,
//! Bob may only take some y < m, and we put y back: S is again
//! S ∪ {m} whenever Bob is to move, and the values we add strictly
//! decrease, so Bob runs out of moves (at the latest after we add 0, within
//! the 2n + 1 moves). The result is MEX(S ∪ {m}); the kit proves Bob can
//! hold Alice to that from every position (README). Bob's values are always
//! below our last one, which keeps every value below it in S: a y below
//! our last value is always one Bob may take, and a y that is not, or a
//! `-1` while he still has one, breaks the protocol.

use games_core::io::{run_interactive, Judge, Result};
use games_core::sum_limit::SumLimit;
use std::io::{Read, Write};

/// Upper limit of t, the number of tests.
const MAX_T: u32 = 100_000;
/// Upper limit of n, and of the sum of n over the tests.
const MAX_N: usize = 100_000;
/// Upper limit of a value in S, of ours and of Bob's.
const MAX_VALUE: u64 = 1_000_000_000;
/// The judge's line after the game is over.
const GAME_OVER: i64 = -1;
/// The judge's line after an invalid move of ours.
const INVALID: i64 = -2;

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let t: u32 = judge.next_in("t", 1..=MAX_T)?;
    let mut sum_n = SumLimit::new("n", MAX_N);
    for _ in 0..t {
        let n: usize = judge.next_in("n", 1..=MAX_N)?;
        sum_n.add(n).map_err(|why| judge.error(why))?;
        // The values come in increasing order: the MEX is counted as they pass.
        let mut mex: u64 = 0;
        let mut previous: Option<u64> = None;
        for _ in 0..n {
            let s: u64 = judge.next_in("s_i", 0..=MAX_VALUE)?;
            if let Some(p) = previous.filter(|&p| s <= p) {
                return Err(judge.error(format!(
                    "s_i = {s} is not above the value before it, {p} (S is given in increasing order)"
                )));
            }
            if s == mex {
                mex += 1;
            }
            previous = Some(s);
        }
        // Ours is always the MEX: m first, then each value Bob takes.
        let mut ours = mex;
        loop {
            writeln!(judge, "{ours}")?;
            let y: i64 = judge.next_in_or("y", 0..=MAX_VALUE as i64, &[GAME_OVER, INVALID])?;
            match y {
                GAME_OVER if ours > 0 => {
                    let why = format!("-1 while Bob may still take a value below our {ours}");
                    return Err(judge.error(why));
                }
                GAME_OVER => break,
                // Our move was invalid: the statement asks us to stop at once.
                INVALID => return Ok(()),
                _ if y as u64 >= ours => {
                    return Err(judge.error(format!(
                        "Bob took {y}, which is not below our last value {ours}"
                    )))
                }
                _ => ours = y as u64,
            }
        }
    }
    Ok(())
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
