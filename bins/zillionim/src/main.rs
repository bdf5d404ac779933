//! Code Jam 2019 Round 3 A "Zillionim" (interactive): 10^12 coins in a row, a move takes 10^10 consecutive present ones, who cannot move loses, and the AI (moving first, uniformly at random) is beaten by cutting spare 2·10^10 segments while a segment of 3·10^10 or more is left, then by exact Sprague–Grundy play.
//!
//! Write K = 10^10. A segment shorter than 3K is worth (Grundy) 0 below K,
//! 1 below 2K, 2 up to 3K − 2, and 0 at 3K − 1 (checked by a search of the
//! rules in `tests.rs`). Once every segment is shorter than 3K the game is
//! their Nim sum: from a non-zero sum we move to 0 and win whatever the AI
//! does. Before that, every move of ours cuts a segment of exactly 2K off the
//! longest segment (a "spare": the AI, at random, almost never takes it at an
//! edge, while we can take it as one move or two). From a zero sum we play the
//! move that leaves the AI the least chance of a move back to a zero sum.
//! The rate this wins at is measured (README), not proven.

use games_core::io::{run_interactive, Judge, Result};
use games_core::mex::Grundy;
use games_core::nim::sum_move;
use games_core::reply::Reply;
use std::io::{Read, Write};

/// The coins, numbered from 1.
const COINS: u64 = 1_000_000_000_000;
/// The coins one move takes.
const TAKE: u64 = 10_000_000_000;
/// The last coin a move may start at.
const MAX_START: u64 = COINS - TAKE + 1;
/// The games of a session (the statement's T is 500 in every test set).
const MAX_GAMES: u64 = 500;

/// The row: its segments of consecutive present coins, `(first coin,
/// length)` in order (empty ones dropped).
type Row = Vec<(u64, u64)>;

/// The Grundy value of a segment of `len` coins, a move taking `k`, for
/// `len < 3k`; `None` from 3k on (not tabulated).
fn short_grundy(len: u64, k: u64) -> Option<Grundy> {
    match len {
        _ if len < k => Some(0),
        _ if len < 2 * k => Some(1),
        _ if len + 2 <= 3 * k => Some(2),
        _ if len + 1 == 3 * k => Some(0),
        _ => None,
    }
}

/// Whether some segment of `row` has a move.
fn has_move(row: &Row, k: u64) -> bool {
    row.iter().any(|&(_, len)| len >= k)
}

/// Takes coins `p .. p + k` out of `row` if they are all present; `false`
/// (and `row` unchanged) if not.
fn take(row: &mut Row, p: u64, k: u64) -> bool {
    let Some(i) = row
        .iter()
        .position(|&(s, len)| s <= p && p.checked_add(k).is_some_and(|end| end <= s + len))
    else {
        return false;
    };
    let (s, len) = row[i];
    let (left, right) = (p - s, s + len - (p + k));
    let mut parts = Vec::with_capacity(2);
    if left > 0 {
        parts.push((s, left));
    }
    if right > 0 {
        parts.push((p + k, right));
    }
    row.splice(i..=i, parts);
    true
}

/// Whether the player to move at `row` can be left no move by some move:
/// exactly one segment has a move, and it is at most 3k − 2 long (a move
/// inside it can leave both sides shorter than k).
fn can_be_finished(row: &Row, k: u64) -> bool {
    let mut movable = row.iter().filter(|&&(_, len)| len >= k);
    matches!((movable.next(), movable.next()), (Some(&(_, len)), None) if len + 2 <= 3 * k)
}

/// The starts worth trying in the segment `(s, len)`, `len < 3k` (none
/// below k): every
/// kind of result there is (nothing left; one segment left of length k, or
/// of the most that can be left), each once.
fn short_candidates((s, len): (u64, u64), k: u64) -> Vec<u64> {
    if len < k {
        return Vec::new();
    }
    let mut starts = vec![s, s + len - k];
    if len >= 2 * k {
        // Both sides below k; or a side of exactly k on the left or right.
        starts.extend([s + k - 1, s + k, s + len - 2 * k]);
    }
    starts.retain(|&p| p >= s && p + k <= s + len);
    starts.sort_unstable();
    starts.dedup();
    starts
}

/// The value of `row` once every segment is shorter than 3k, each value.
fn short_values(row: &Row, k: u64) -> Option<Vec<Grundy>> {
    row.iter().map(|&(_, len)| short_grundy(len, k)).collect()
}

/// The chance the AI's random move leads from `row` (every segment shorter
/// than 3k) to a zero Nim sum, as `(moves that do, all its moves)`.
fn back_to_zero(row: &Row, k: u64) -> (u64, u64) {
    let values = short_values(row, k).expect("every segment shorter than 3k");
    let sum = values.iter().fold(0, |x, g| x ^ g);
    let (mut good, mut all) = (0u64, 0u64);
    for (&(_, len), &g) in row.iter().zip(&values) {
        if len < k {
            continue;
        }
        all += len - k + 1;
        let wanted = g ^ sum;
        // The AI's starts in this segment that leave it worth `wanted`.
        good += match (g, len >= 2 * k) {
            // k ≤ len < 2k: every start leaves nothing.
            (1, false) => u64::from(wanted == 0) * (len - k + 1),
            // 2k ≤ len ≤ 3k − 2: 3k − 1 − len starts leave nothing, the
            // other 2(len − 2k + 1) leave one segment of k or more.
            (2, _) => match wanted {
                0 => 3 * k - 1 - len,
                1 => 2 * (len - 2 * k + 1),
                _ => 0,
            },
            // len = 3k − 1: every start leaves one segment of k or more.
            _ => u64::from(wanted == 1) * (len - k + 1),
        };
    }
    (good, all)
}

/// Our move at `row` (the player to move has a move), a move taking `k`
/// coins: the start of the coins we take.
fn our_move(row: &Row, k: u64) -> u64 {
    let Some(values) = short_values(row, k) else {
        // A segment of 3k or more: cut a spare 2k off the longest (the first
        // of the longest), at its left end.
        let &(s, _) = row
            .iter()
            .rev()
            .max_by_key(|&&(_, len)| len)
            .expect("a segment");
        return s + 2 * k;
    };
    let options = |i: usize| {
        short_candidates(row[i], k).into_iter().map(move |p| {
            let (s, len) = row[i];
            let (left, right) = (p - s, s + len - p - k);
            let g = |l| short_grundy(l, k).expect("shorter than 3k");
            (p, g(left) ^ g(right))
        })
    };
    match sum_move(&values, options) {
        Reply::Winning((_, p)) => p,
        _ => {
            // A zero sum: the move leaving the AI the smallest chance back
            // (compared exactly: good / all, cross-multiplied).
            let mut best: Option<(u64, u64, u64)> = None;
            for &seg in row.iter().filter(|&&(_, len)| len >= k) {
                for p in short_candidates(seg, k) {
                    let mut after = row.clone();
                    take(&mut after, p, k);
                    let (good, all) = back_to_zero(&after, k);
                    let better = best.map_or(true, |(_, g, a)| {
                        u128::from(good) * u128::from(a) < u128::from(g) * u128::from(all)
                    });
                    if better {
                        best = Some((p, good, all));
                    }
                }
            }
            best.expect("a move").0
        }
    }
}

/// Makes the AI's move `p` (as the judge sent it) at `row`, refusing coins
/// that are not all present and a move that leaves us none (the judge must
/// send -3 for that one).
fn judge_takes<R: Read, W: Write>(judge: &Judge<R, W>, row: &mut Row, p: u64) -> Result<()> {
    if !take(row, p, TAKE) {
        return Err(judge.error(format!(
            "the AI's move {p} takes coins that are not all present"
        )));
    }
    if !has_move(row, TAKE) {
        return Err(judge.error(format!(
            "the AI's move {p} leaves us no move, but the judge sent it instead of -3"
        )));
    }
    Ok(())
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let games: u64 = judge.next_in("T", 1..=MAX_GAMES)?;
    let _wins_needed: u64 = judge.next_in("W", 0..=games)?;
    for _ in 0..games {
        let mut row: Row = vec![(1, COINS)];
        // The AI opens every game; 99·10^10 coins are left, so never -3 here.
        let p: i64 = judge.next_in_or("the AI's move P", 1..=MAX_START as i64, &[-1])?;
        if p < 0 {
            return Ok(());
        }
        judge_takes(judge, &mut row, p as u64)?;
        loop {
            let q = our_move(&row, TAKE);
            take(&mut row, q, TAKE);
            writeln!(judge, "{q}")?;
            let p: i64 =
                judge.next_in_or("the AI's move P", 1..=MAX_START as i64, &[-1, -2, -3])?;
            match p {
                -1 => return Ok(()),
                -2 if !has_move(&row, TAKE) => break,
                -2 => {
                    return Err(
                        judge.error("the judge sent -2 (we won), but the AI still has a move")
                    )
                }
                _ if !has_move(&row, TAKE) => {
                    return Err(judge.error(format!(
                        "our move left the AI no move, but the judge sent {p} instead of -2"
                    )))
                }
                -3 if can_be_finished(&row, TAKE) => break,
                -3 => {
                    return Err(judge.error(
                        "the judge sent -3 (the AI left us no move), but no move of the AI's could",
                    ))
                }
                _ => judge_takes(judge, &mut row, p as u64)?,
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
