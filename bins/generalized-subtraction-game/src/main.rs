//! AtCoder ABC278 G "Generalized Subtraction Game" (interactive): cards 1..N in a row; a move removes y consecutive present cards, L ≤ y ≤ R; who cannot move loses.
//!
//! When L < R, or L = R with N − L even, the first player wins by symmetry:
//! it removes y ∈ {L, L + 1} cards from the middle (y of N's parity), which
//! leaves two equal rows, and then answers every move `a b` in one row with
//! its mirror image `N + 2 − a − b, b` in the other. Otherwise (L = R, N − L
//! odd) the game is the octal game that takes exactly L tokens from a heap
//! and leaves zero, one or two heaps: the rows of present cards are heaps,
//! we play the side the nim-sum of their Grundy values picks and then the
//! move that brings the nim-sum back to 0.

use games_core::grundy::{octal_grundy, octal_sum_move};
use games_core::io::{run_interactive, Judge, Result};
use games_core::reply::Reply;
use std::io::{Read, Write};

/// Upper limit of N (the judge's is 2000).
const MAX_N: usize = 2000;

/// The cards still on the table, 1..=N (index 0 unused).
struct Table {
    present: Vec<bool>,
    l: usize,
    r: usize,
}

impl Table {
    fn n(&self) -> usize {
        self.present.len() - 1
    }

    /// Removes the judge's `a b`, or says why it cannot be played.
    fn judge_move<R: Read, W: Write>(
        &mut self,
        judge: &Judge<R, W>,
        a: usize,
        b: usize,
    ) -> Result<()> {
        let n = self.n();
        if b < self.l || b > self.r || a + b - 1 > n || !self.present[a..a + b].iter().all(|&p| p) {
            return Err(judge.error(format!(
                "the judge's move {a} {b} does not remove {b} present consecutive cards with {} ≤ {b} ≤ {} among 1..={n}",
                self.l, self.r
            )));
        }
        self.present[a..a + b].iter_mut().for_each(|p| *p = false);
        Ok(())
    }

    /// Removes our `x y` (a legal move by the strategy) and prints it.
    fn our_move<R: Read, W: Write>(
        &mut self,
        judge: &mut Judge<R, W>,
        x: usize,
        y: usize,
    ) -> Result<()> {
        debug_assert!(self.present[x..x + y].iter().all(|&p| p));
        self.present[x..x + y].iter_mut().for_each(|p| *p = false);
        writeln!(judge, "{x} {y}")?;
        Ok(())
    }

    /// The rows of present cards, as (first card, length).
    fn rows(&self) -> Vec<(usize, usize)> {
        let mut rows = Vec::new();
        let mut k = 1;
        while k <= self.n() {
            if self.present[k] {
                let start = k;
                while k <= self.n() && self.present[k] {
                    k += 1;
                }
                rows.push((start, k - start));
            } else {
                k += 1;
            }
        }
        rows
    }
}

/// Reads the judge's answer: `Some((a, b))` for a move, `None` for an end marker.
fn judge_answer<R: Read, W: Write>(
    judge: &mut Judge<R, W>,
    n: usize,
) -> Result<Option<(usize, usize)>> {
    let top = n as i64;
    let a: i64 = judge.next_in_or("the judge's a", 1..=top, &[0, -1])?;
    let b: i64 = judge.next_in_or("the judge's b", 1..=top, &[0, -1])?;
    match (a, b) {
        (0, 0) | (-1, -1) => Ok(None),
        (a, b) if a > 0 && b > 0 => Ok(Some((a as usize, b as usize))),
        _ => Err(judge.error(format!(
            "the judge's answer `{a} {b}` is neither a move nor `0 0` / `-1 -1`"
        ))),
    }
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let n: usize = judge.next_in("N", 1..=MAX_N)?;
    let l: usize = judge.next_in("L", 1..=n)?;
    let r: usize = judge.next_in("R", l..=n)?;
    let mut table = Table {
        present: vec![true; n + 1],
        l,
        r,
    };
    table.present[0] = false;
    if l < r || (n - l) % 2 == 0 {
        // Symmetry: take the middle, then mirror.
        writeln!(judge, "First")?;
        let y = if (n - l) % 2 == 0 { l } else { l + 1 };
        table.our_move(judge, (n - y) / 2 + 1, y)?;
        while let Some((a, b)) = judge_answer(judge, n)? {
            table.judge_move(judge, a, b)?;
            table.our_move(judge, n + 2 - a - b, b)?;
        }
        return Ok(());
    }
    // L = R: the octal game taking exactly L and leaving up to two heaps.
    let mut digits = vec![0u8; l + 1];
    digits[l] = 7;
    let g = octal_grundy(&digits, n);
    let first = g[n] != 0;
    writeln!(judge, "{}", if first { "First" } else { "Second" })?;
    if !first {
        match judge_answer(judge, n)? {
            Some((a, b)) => table.judge_move(judge, a, b)?,
            None => return Ok(()),
        }
    }
    loop {
        let rows = table.rows();
        let heaps: Vec<usize> = rows.iter().map(|&(_, len)| len).collect();
        match octal_sum_move(&digits, &g, &heaps) {
            Reply::Winning((i, (k, a, _))) | Reply::Losing(Some((i, (k, a, _)))) => {
                table.our_move(judge, rows[i].0 + a, k)?;
            }
            Reply::Losing(None) => writeln!(judge, "0 0")?,
        }
        match judge_answer(judge, n)? {
            Some((a, b)) => table.judge_move(judge, a, b)?,
            None => return Ok(()),
        }
    }
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
