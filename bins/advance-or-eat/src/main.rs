//! AtCoder ABC229 H "Advance or Eat": every move changes one column, so the board is the sum of its columns; each column's value (a number plus a nimber, by the simplest-number rule) comes from its options over all 3^N columns, and Takahashi, moving first, wins iff the sum is positive or confused with 0.
//!
//! Takahashi is Left (he advances `W` and eats `B`), Snuke is Right. A
//! column is a game of its own: a move advances or removes one piece of
//! one column and leaves the others alone, so the board is the sum of its
//! N columns (Winning Ways ch. 2) and its value the sum of theirs. A column
//! of N ≤ 8 cells has 3^N ≤ 6561 states; a move either removes a piece or
//! moves one up, so ordering the states by (pieces, sum of their rows)
//! values every option before the column, and
//! `NumberStar::from_options` gives each value. Every column state of
//! every N ≤ 8 is of that form, in fact a number (`tests.rs` checks all
//! 9840). The winner: x + ∗k with x > 0, or x = 0 and k ≠ 0, is won by
//! Left moving first.

use games_core::io::{run_reading, Alphabet, Error, Reads, Result, Scanner};
use games_core::number_star::{NotNumberStar, NumberStar};
use games_core::verdict::write_winner;
use std::io::{Read, Write};

/// Largest side of the board.
const MAX_N: usize = 8;

/// A column's code: cell i from the top is base-3 digit i, 0 for `.`,
/// 1 for `W`, 2 for `B`.
fn code(cells: impl Iterator<Item = u8>) -> usize {
    cells
        .fold((0, 1), |(c, p), cell| {
            let d = match cell {
                b'W' => 1,
                b'B' => 2,
                _ => 0,
            };
            (c + d * p, p * 3)
        })
        .0
}

/// The codes Takahashi (Left) and Snuke (Right) reach from column `c` of
/// `n` cells in one move: advance one of their pieces into the empty cell
/// above it, or remove one of the other's pieces.
fn options(c: usize, n: usize) -> (Vec<usize>, Vec<usize>) {
    let pow: Vec<usize> = (0..n).map(|i| 3usize.pow(i as u32)).collect();
    let digit = |i: usize| c / pow[i] % 3;
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for i in 0..n {
        let d = digit(i);
        if d == 0 {
            continue;
        }
        // d = 1 (W): Takahashi advances it, Snuke eats it; d = 2 (B): the reverse.
        let (advancer, eater) = if d == 1 {
            (&mut left, &mut right)
        } else {
            (&mut right, &mut left)
        };
        eater.push(c - d * pow[i]);
        if i > 0 && digit(i - 1) == 0 {
            advancer.push(c - d * pow[i] + d * pow[i - 1]);
        }
    }
    (left, right)
}

/// The value of every column of `n` cells, by code; or the first column
/// (its code) whose value is not a number plus a nimber.
///
/// # Complexity
/// O(3^n · n²): 3^n columns of at most 2n options each.
fn column_values(n: usize) -> std::result::Result<Vec<NumberStar>, (usize, NotNumberStar)> {
    let states = 3usize.pow(n as u32);
    // (pieces, sum of their rows): every move lowers it.
    let key = |c: usize| {
        let (mut pieces, mut rows, mut rest) = (0, 0, c);
        for i in 0..n {
            if rest % 3 != 0 {
                pieces += 1;
                rows += i;
            }
            rest /= 3;
        }
        (pieces, rows)
    };
    let mut order: Vec<usize> = (0..states).collect();
    order.sort_by_key(|&c| key(c));
    let mut value = vec![NumberStar::ZERO; states];
    for c in order {
        let (left, right) = options(c, n);
        let of = |o: &[usize]| -> Vec<NumberStar> { o.iter().map(|&t| value[t]).collect() };
        value[c] = NumberStar::from_options(&of(&left), &of(&right)).map_err(|e| (c, e))?;
    }
    Ok(value)
}

/// The column of `n` cells with code `c`, top to bottom, as text.
fn column_text(c: usize, n: usize) -> String {
    (0..n)
        .map(|i| ['.', 'W', 'B'][c / 3usize.pow(i as u32) % 3])
        .collect()
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("N", 1..=MAX_N)?;
    let mut rows = Vec::with_capacity(n);
    for _ in 0..n {
        rows.push(sc.next_word_of("row", n..=n, Alphabet::of(b"WB."))?);
    }
    sc.finish()?;
    // Never happens for N ≤ 8 (tests.rs values every column), but a value
    // out of form is refused, never guessed.
    let values = column_values(n).map_err(|(c, e)| Error::Input {
        line: 1,
        message: format!(
            "N = {n}: the column {} (top to bottom) is {e}",
            column_text(c, n)
        ),
    })?;
    let total: NumberStar = (0..n)
        .map(|j| values[code(rows.iter().map(|row| row[j]))])
        .sum();
    write_winner(
        out,
        total.outcome().left_first_wins(),
        ["Takahashi", "Snuke"],
    )?;
    Ok(())
}

fn main() {
    // The terminal hint says the input holds strings (`run` says integers).
    run_reading(Reads::IntegersAndStrings, solve);
}

#[cfg(test)]
mod tests;
