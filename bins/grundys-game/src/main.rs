//! CSES 2207 "Grundy's Game": one heap, a move splits a heap into two unequal non-empty heaps.
//!
//! 1222 is the last losing size up to 2^35 (checked by others well past our
//! table); beyond 2^35 nobody has a proof, so such n is refused, not guessed.

use games_core::grundy::split_unequal_grundy;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// The last losing heap size known (and proven up to [`PROVEN_UP_TO`]).
const LAST_LOSING: u64 = 1222;
/// The largest n for which "first player wins when n > 1222" is established.
const PROVEN_UP_TO: u64 = 1 << 35;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=100_000)?;
    let grundy = split_unequal_grundy(LAST_LOSING as usize);
    for _ in 0..t {
        let n: u64 = sc.next_in("n", 1..=u64::MAX)?;
        if n > PROVEN_UP_TO {
            return Err(sc.error(format!(
                "n = {n} is above 2^35 = {PROVEN_UP_TO}, where no proven answer exists"
            )));
        }
        let first = n > LAST_LOSING || grundy[n as usize] != 0;
        writeln!(out, "{}", if first { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
