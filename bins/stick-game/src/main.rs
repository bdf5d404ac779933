//! CSES 1729 "Stick Game": the win/lose table of a subtraction game for every heap 1..=n.
//!
//! A move removes exactly p sticks for some p in the given set P; who takes the
//! last stick wins (equivalently, who cannot move loses). Heap h is a win iff
//! some p ≤ h leads to a loss. The table is filled forwards: every losing heap
//! h marks h + p as a win for each p, so the work is (losing heaps) · k ≤ n · k
//! with one byte per heap (n ≤ 10^6, k ≤ 100: at most 10^8 simple steps, and in
//! practice far fewer, since with 1 ∈ P no two losing heaps are adjacent).

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest heap n (the judge's limit; the output has n characters).
const MAX_N: usize = 1_000_000;
/// Largest number of move sizes k.
const MAX_K: usize = 100;

/// `W`/`L` for heaps 1..=n under move sizes `moves` (each in 1..=n).
fn table(n: usize, moves: &[usize]) -> Vec<u8> {
    // win[h] for h in 0..=n; heap 0 has no move: a loss.
    let mut win = vec![false; n + 1];
    for h in 0..=n {
        if !win[h] {
            for &p in moves {
                if let Some(w) = win.get_mut(h + p) {
                    *w = true;
                }
            }
        }
    }
    win[1..]
        .iter()
        .map(|&w| if w { b'W' } else { b'L' })
        .collect()
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let k: usize = sc.next_in("k", 1..=MAX_K)?;
    // Distinct, in any order (the judge's are distinct; no order is needed here).
    let moves: Vec<usize> = sc.next_distinct_in("p", k, 1..=n)?;
    sc.finish()?;
    out.write_all(&table(n, &moves))?;
    out.write_all(b"\n")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
