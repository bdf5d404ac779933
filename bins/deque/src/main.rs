//! AtCoder Educational DP Contest L "Deque": take the left or right end of a row; print X − Y, the first player's total minus the second's, with best play.
//!
//! The player to move on a[l..=r] is in the first player's seat of a game
//! on that row alone, so its advantage (mover's total minus the other's)
//! is f(l, r) = max(a_l − f(l + 1, r), a_r − f(l, r − 1)): whatever end he
//! takes, the other then gains f of what is left. Taro moves first, so the
//! answer is f over the whole row ([`ends_advantage`], filled by length in
//! one row of N values: O(N²) time, O(N) memory). Every f is at most the
//! row's sum, 3000 · 10^9 = 3·10^12, in size: i64.

use games_core::io::{run, Result, Scanner};
use games_core::score::ends_advantage;
use std::io::{Read, Write};

/// Largest N (the judge's limit, and ours).
const MAX_N: usize = 3000;
/// Largest a_i (the judge's limit, and ours).
const MAX_A: i64 = 1_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let a = (0..n)
        .map(|_| sc.next_in("a_i", 1..=MAX_A))
        .collect::<Result<Vec<i64>>>()?;
    sc.finish()?;
    writeln!(out, "{}", ends_advantage(&a))?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
