//! Codeforces 1839 E "Decreasing Game" (interactive): each round the first player names i with a_i > 0, the second j ≠ i with a_j > 0, and both drop by min(a_i, a_j); who cannot name loses. We pick the winning side and win.
//!
//! The second player wins exactly when the array splits into two parts of
//! equal sum (the README proves it). With such a split, the second player
//! answers every i with a positive a_j from the other part: both parts lose
//! the same amount, so the split survives, and the part without i always has
//! a positive element while the first player can still move. Without one,
//! no round can create one, so the first player may name any positive a_i
//! and is never stuck; every round zeroes an element, so the second player
//! is stuck in the end.
//!
//! The split comes from one subset-sum bitset, O(n · sum / 64), which also
//! records for every sum the first element that reached it, so the part is
//! read back in O(n) with O(sum) memory. Each round then costs O(1)
//! amortised: a pointer per part skips the elements that are zero.

use games_core::io::{run_interactive, Judge, Result};
use std::io::{Read, Write};

/// Upper limit of n (the judge's is 300).
const MAX_N: usize = 1000;
/// Upper limit of a_i (the judge's is 300).
const MAX_A: u32 = 1000;

/// A split of `a` into two parts of equal sum: `part[k]` says which part
/// a_k is in. `None` when there is none.
///
/// # Complexity
/// O(n · sum / 64) time, O(n + sum) memory.
fn equal_split(a: &[u32]) -> Option<Vec<bool>> {
    let total: usize = a.iter().map(|&v| v as usize).sum();
    if total % 2 == 1 {
        return None;
    }
    let half = total / 2;
    let words = half / 64 + 1;
    // The bits 0..=half: the last word keeps half % 64 + 1 of its bits.
    let top = match half % 64 {
        63 => !0u64,
        r => (1u64 << (r + 1)) - 1,
    };
    let mut reach = vec![0u64; words];
    reach[0] = 1;
    // `first[s]`: the element whose turn made the sum s reachable, so that
    // s − a_first[s] was reachable with the elements before it.
    let mut first = vec![0u32; half + 1];
    let reached = |reach: &[u64]| reach[half / 64] >> (half % 64) & 1 == 1;
    for (k, &v) in a.iter().enumerate() {
        let (ws, bs) = (v as usize / 64, v as usize % 64);
        // From the top down, so every word read is still the old one.
        for w in (ws..words).rev() {
            let mut shifted = reach[w - ws] << bs;
            if bs > 0 && w > ws {
                shifted |= reach[w - ws - 1] >> (64 - bs);
            }
            if w == words - 1 {
                shifted &= top;
            }
            let mut added = shifted & !reach[w];
            reach[w] |= added;
            while added != 0 {
                first[w * 64 + added.trailing_zeros() as usize] = k as u32;
                added &= added - 1;
            }
        }
        if reached(&reach) {
            break;
        }
    }
    if !reached(&reach) {
        return None;
    }
    // Back from half: each step's element comes strictly before the last one's.
    let mut part = vec![false; a.len()];
    let mut s = half;
    while s > 0 {
        let k = first[s] as usize;
        part[k] = true;
        s -= a[k] as usize;
    }
    Some(part)
}

/// Both named values drop by the smaller one.
fn decrease(a: &mut [u32], i: usize, j: usize) {
    let d = a[i].min(a[j]);
    a[i] -= d;
    a[j] -= d;
}

/// The first positive a_k with k ≥ `*from`, on the part `side` when given;
/// `*from` moves up to it (every value it passes is zero or on the other
/// part, and values only decrease, so it never has to look back).
fn next_positive(a: &[u32], part: Option<(&[bool], bool)>, from: &mut usize) -> Option<usize> {
    while *from < a.len() {
        let k = *from;
        if a[k] > 0 && part.map_or(true, |(p, side)| p[k] == side) {
            return Some(k);
        }
        *from += 1;
    }
    None
}

/// The first player's game: name the first positive a_i, read j.
fn as_first<R: Read, W: Write>(judge: &mut Judge<R, W>, a: &mut [u32]) -> Result<()> {
    let n = a.len();
    let mut low = 0;
    loop {
        // No equal split, so not every a_k is 0 (the empty parts would be one).
        let Some(i) = next_positive(a, None, &mut low) else {
            return Err(judge.error("every a_k is 0 although no equal split existed: the judge's replies were checked, so this cannot happen"));
        };
        writeln!(judge, "{}", i + 1)?;
        let j: i64 = judge.next_in_or("j", 1..=n as i64, &[0, -1])?;
        if j <= 0 {
            return Ok(());
        }
        let j = j as usize - 1;
        if j == i {
            return Err(judge.error(format!("the judge answered j = {}, the i we named", j + 1)));
        }
        if a[j] == 0 {
            return Err(judge.error(format!(
                "the judge answered j = {}, but a_{} is 0",
                j + 1,
                j + 1
            )));
        }
        decrease(a, i, j);
    }
}

/// The second player's game: read i, answer with the first positive a_j of the other part.
fn as_second<R: Read, W: Write>(
    judge: &mut Judge<R, W>,
    a: &mut [u32],
    part: &[bool],
) -> Result<()> {
    let n = a.len();
    let mut from = [0usize; 2];
    loop {
        let i: i64 = judge.next_in_or("i", 1..=n as i64, &[0, -1])?;
        if i <= 0 {
            return Ok(());
        }
        let i = i as usize - 1;
        if a[i] == 0 {
            return Err(judge.error(format!(
                "the judge named i = {}, but a_{} is 0",
                i + 1,
                i + 1
            )));
        }
        let Some(j) = answer(a, part, i, &mut from) else {
            return Err(judge.error("the other part has no positive element although the parts' sums are equal: cannot happen"));
        };
        writeln!(judge, "{}", j + 1)?;
        decrease(a, i, j);
    }
}

/// The second player's answer to i: the first positive a_j on the part
/// without i (`from`: where each part's scan stands, `[0, 0]` at first).
fn answer(a: &[u32], part: &[bool], i: usize, from: &mut [usize; 2]) -> Option<usize> {
    let side = !part[i];
    next_positive(a, Some((part, side)), &mut from[usize::from(side)])
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let n: usize = judge.next_in("n", 1..=MAX_N)?;
    let mut a = Vec::with_capacity(n);
    for _ in 0..n {
        a.push(judge.next_in("a_i", 1..=MAX_A)?);
    }
    match equal_split(&a) {
        None => {
            writeln!(judge, "First")?;
            as_first(judge, &mut a)
        }
        Some(part) => {
            writeln!(judge, "Second")?;
            as_second(judge, &mut a, &part)
        }
    }
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
