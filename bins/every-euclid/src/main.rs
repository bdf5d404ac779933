//! HDU 3595 "GG and MM" (our output words): N Euclid's games played at once, every unfinished one moved on every turn; who makes the last move wins.
//!
//! This is an every-game sum (Every-SG). The player who wins a component
//! makes it last as long as possible, the player who loses it ends it as
//! fast as possible; the sum is decided by the component that lasts longest:
//! the first player wins iff the largest step count is odd
//! (`games_core::every_sg`). A Euclid's game's step count comes from the
//! quotients of its continued fraction in O(log)
//! (`games_core::euclid::euclid_steps`).

use games_core::euclid::euclid_steps;
use games_core::every_sg::every_sum_wins;
use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest number of games N.
const MAX_N: usize = 100_000;
/// Largest a and b (ours; the judge says positive integers).
const MAX: u64 = 1_000_000_000_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let mut steps = Vec::with_capacity(n);
    for _ in 0..n {
        let a: u64 = sc.next_in("a", 1..=MAX)?;
        let b: u64 = sc.next_in("b", 1..=MAX)?;
        steps.push(euclid_steps(a, b));
    }
    sc.finish()?;
    out.write_all(if every_sum_wins(steps) {
        b"First\n"
    } else {
        b"Second\n"
    })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
