//! AtCoder ABC206 F "Interval Game 2": players choose, in turn, listed half-open intervals disjoint from the chosen ones.
//!
//! Choosing [a, b) inside the free stretch [l, r) leaves two independent
//! stretches [l, a) and [b, r) (touching ends do not intersect), in which only
//! the intervals lying wholly inside each can still be chosen. So with
//! g(l, r) the Grundy value of the free stretch [l, r),
//! g(l, r) = mex over listed [a, b) ⊆ [l, r) of g(l, a) ⊕ g(b, r),
//! filled by increasing length over the coordinates 1..=100, and Alice wins
//! iff g(1, 100) ≠ 0. O(100² · N) per test; the values stay below 128.

use games_core::io::{run, Result, Scanner};
use games_core::mex::Marker;
use std::io::{Read, Write};

/// Largest number of tests T.
const MAX_T: usize = 20;
/// Largest number of intervals N.
const MAX_N: usize = 100;
/// Largest coordinate (intervals lie in [1, 100)).
const MAX_X: usize = 100;

/// Grundy value of the whole line [1, MAX_X) given the listed intervals `(L, R)`.
fn grundy_of_line(intervals: &[(usize, usize)]) -> usize {
    // g[l][r] for 1 ≤ l ≤ r ≤ MAX_X; an empty stretch (l = r) is 0.
    let mut g = vec![[0u8; MAX_X + 1]; MAX_X + 1];
    let mut marker = Marker::new(128);
    for len in 1..MAX_X {
        for l in 1..=MAX_X - len {
            let r = l + len;
            marker.clear();
            for &(a, b) in intervals {
                if l <= a && b <= r {
                    marker.mark(u64::from(g[l][a] ^ g[b][r]));
                }
            }
            // A mex never exceeds N ≤ 100, so it fits a byte (and XORs stay below 128).
            g[l][r] = marker.mex() as u8;
        }
    }
    usize::from(g[1][MAX_X])
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: usize = sc.next_in("T", 1..=MAX_T)?;
    for _ in 0..t {
        let n: usize = sc.next_in("N", 1..=MAX_N)?;
        let mut intervals = Vec::with_capacity(n);
        for _ in 0..n {
            let l: usize = sc.next_in("L", 1..=MAX_X - 1)?;
            let r: usize = sc.next_in("R", l + 1..=MAX_X)?;
            intervals.push((l, r));
        }
        let alice = grundy_of_line(&intervals) != 0;
        writeln!(out, "{}", if alice { "Alice" } else { "Bob" })?;
    }
    sc.finish()?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
