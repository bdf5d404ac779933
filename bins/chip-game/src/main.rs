//! Codeforces 1033G "Chip Game": partizan subtraction piles (Alice takes a, Bob takes b); for a < b the outcome depends only on the piles modulo a + b, and over one sum a + b it changes at most three times as a grows, so every pair is counted in O(n) per sum.
//!
//! Left is Alice. For a = b the game is impartial and every pile allows
//! exactly ⌊v/a⌋ moves whatever is played: the first player wins iff their
//! sum is odd. Swapping a and b swaps the players, so only a < b needs a
//! rule; then with s = a + b and r_i = v_i mod s (the outcome depends only
//! on the residues: the pile values are periodic with period s):
//! - some r_i in [a, b): Alice wins (that pile gives her a move Bob can
//!   never answer in kind);
//! - else every r_i is below a (dead) or at least b; call r_i *big* when
//!   r_i ≥ 2a (Alice has a spare move there) and *mid* otherwise (each
//!   player moves there once): big ≥ 2, or big = 1 with #mid odd, Alice
//!   wins; big = 1 with #mid even, or big = 0 with #mid odd, the first
//!   player; big = 0 with #mid even, the second player.
//!
//! Counting: for one sum s the valid a are max(1, s − m) ≤ a ≤ ⌊(s − 1)/2⌋.
//! Some r lies in [a, s − a) iff a ≤ T = max_i min(r_i, s − 1 − r_i). Past T
//! no residue lies in (T, s − 1 − T), so #{r ≥ a} = #{r > T} stays
//! constant, and #big = #{r ≥ 2a} drops below 2 and below 1 at ⌊r₂/2⌋ + 1
//! and ⌊r₁/2⌋ + 1 (r₁ ≥ r₂ the two largest residues): three intervals of a.
//! O(n) per sum, O(n·m) in all, with one multiplication per residue
//! (Barrett reduction) instead of a division.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Most piles.
const MAX_N: usize = 100;
/// Largest a or b.
const MAX_M: u64 = 100_000;
/// Largest pile.
const MAX_V: u64 = 1_000_000_000_000_000_000;

/// Who wins a game (a, b), Alice being Left.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    /// Alice wins whoever starts.
    Alice,
    /// The player who moves first wins.
    First,
    /// The player who moves second wins.
    Second,
}

/// The class of a game with a < b and no residue in [a, b), from the
/// number of big residues (≥ 2a) and of mid ones (in [b, 2a)).
fn class_of_counts(big: u64, mid: u64) -> Class {
    let mid_odd = mid % 2 == 1;
    match big {
        0 if mid_odd => Class::First,
        0 => Class::Second,
        1 if mid_odd => Class::Alice,
        1 => Class::First,
        _ => Class::Alice,
    }
}

/// Division by a fixed `d` (1 ≤ d < 2^32) by one 128-bit multiplication:
/// q̂ = ⌊v·⌊(2^64 − 1)/d⌋ / 2^64⌋ is at most 2 below ⌊v/d⌋ for v < 2^64, so
/// two corrections at most make it exact.
#[derive(Clone, Copy)]
struct Divisor {
    d: u64,
    inverse: u64,
}

impl Divisor {
    fn new(d: u64) -> Divisor {
        Divisor {
            d,
            inverse: u64::MAX / d,
        }
    }

    /// (⌊v/d⌋, v mod d).
    fn div_rem(self, v: u64) -> (u64, u64) {
        let mut q = ((u128::from(v) * u128::from(self.inverse)) >> 64) as u64;
        let mut r = v - q * self.d;
        while r >= self.d {
            q += 1;
            r -= self.d;
        }
        (q, r)
    }
}

/// The counts of pairs (a, b) in [1, m]² won by Alice, Bob, the first
/// player and the second player.
fn count(m: u64, piles: &[u64]) -> [u64; 4] {
    // Pairs a < b by class (Alice, First, Second), and the pairs a = b.
    let mut below = [0u64; 3];
    let (mut first_eq, mut second_eq) = (0u64, 0u64);
    for a in 1..=m {
        let div = Divisor::new(a);
        let moves: u64 = piles.iter().map(|&v| div.div_rem(v).0 & 1).sum();
        if moves % 2 == 1 {
            first_eq += 1;
        } else {
            second_eq += 1;
        }
    }
    let mut add = |class: Class, lo: u64, hi: u64| {
        if lo <= hi {
            below[class as usize] += hi - lo + 1;
        }
    };
    for s in 3..=2 * m {
        let (lo, hi) = (s.saturating_sub(m).max(1), (s - 1) / 2);
        if lo > hi {
            continue;
        }
        let div = Divisor::new(s);
        let mut residues = [0u64; MAX_N];
        // T, and the two largest residues.
        let (mut t, mut r1, mut r2) = (0u64, 0u64, 0u64);
        for (slot, &v) in residues.iter_mut().zip(piles) {
            let r = div.div_rem(v).1;
            *slot = r;
            t = t.max(r.min(s - 1 - r));
            if r > r1 {
                r2 = r1;
                r1 = r;
            } else if r > r2 {
                r2 = r;
            }
        }
        add(Class::Alice, lo, hi.min(t));
        let start = lo.max(t + 1);
        if start > hi {
            continue;
        }
        // Past T the residues ≥ a are those > T, each of them ≥ b; the big
        // ones (≥ 2a) are at least two up to ⌊r₂/2⌋, one up to ⌊r₁/2⌋.
        let live = residues[..piles.len()].iter().filter(|&&r| r > t).count() as u64;
        add(Class::Alice, start, hi.min(r2 / 2));
        add(
            class_of_counts(1, live.saturating_sub(1)),
            start.max(r2 / 2 + 1),
            hi.min(r1 / 2),
        );
        add(class_of_counts(0, live), start.max(r1 / 2 + 1), hi);
    }
    let [alice, first, second] = below;
    [alice, alice, 2 * first + first_eq, 2 * second + second_eq]
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let m: u64 = sc.next_in("m", 1..=MAX_M)?;
    let mut piles: Vec<u64> = Vec::with_capacity(n);
    for _ in 0..n {
        let v: u64 = sc.next_in("v", 1..=MAX_V)?;
        piles.push(v);
    }
    sc.finish()?;
    let [alice, bob, first, second] = count(m, &piles);
    writeln!(out, "{alice} {bob} {first} {second}")?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
