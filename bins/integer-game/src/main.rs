//! Codeforces 1375 F "Integer Game" (interactive): First names y, Second adds it to one of three piles, never the one it chose on its previous turn; Second loses when two piles become equal, First when 1000 turns pass.
//!
//! We play First and win by the third turn:
//! 1. y = max − (the smallest pile Second may choose) + 1: whichever pile
//!    it chooses becomes the largest (and no two piles are equal);
//! 2. with a < b the other two and c the pile just chosen (the largest),
//!    y = 2c − a − b: Second may not choose c again, and choosing a gives
//!    b < c < 2c − b, choosing b gives a < c < 2c − a — an arithmetic
//!    progression whose largest pile is the one just chosen;
//! 3. y = the progression's difference: the largest pile may not be chosen,
//!    and adding the difference to either other pile makes it equal to the
//!    next one. Second has no pile left, and the judge prints `0`.

use games_core::io::{run_interactive, Judge, Result};
use std::io::{Read, Write};

/// Upper limit of a pile at the start.
const MAX_PILE: u64 = 1_000_000_000;

/// Our y at `piles`, the judge having chosen `last` on its previous turn.
fn next_y(piles: [u64; 3], last: Option<usize>) -> u64 {
    let max = *piles.iter().max().expect("three piles");
    match last {
        Some(c) if piles[c] == max => {
            let mut others: Vec<u64> = (0..3).filter(|&i| i != c).map(|i| piles[i]).collect();
            others.sort_unstable();
            let (a, b) = (others[0], others[1]);
            if max - b == b - a {
                b - a
            } else {
                2 * max - a - b
            }
        }
        _ => {
            let smallest = (0..3)
                .filter(|&i| Some(i) != last)
                .map(|i| piles[i])
                .min()
                .expect("two piles at least");
            max - smallest + 1
        }
    }
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let mut piles = [0u64; 3];
    for (pile, what) in piles.iter_mut().zip(["a", "b", "c"]) {
        *pile = judge.next_in(what, 1..=MAX_PILE)?;
    }
    if piles[0] == piles[1] || piles[1] == piles[2] || piles[0] == piles[2] {
        return Err(judge.error(format!(
            "the piles {} {} {} are not distinct",
            piles[0], piles[1], piles[2]
        )));
    }
    writeln!(judge, "First")?;
    let mut last = None;
    loop {
        let y = next_y(piles, last);
        writeln!(judge, "{y}")?;
        let r: i64 = judge.next_in_or("the judge's pile", 1..=3, &[0, -1])?;
        if r <= 0 {
            // 0: the judge has no pile left, we won; -1: we lost.
            return Ok(());
        }
        let i = (r - 1) as usize;
        if last == Some(i) {
            return Err(judge.error(format!(
                "the judge chose pile {r}, which it chose on its previous turn"
            )));
        }
        piles[i] += y;
        if (0..3).any(|j| j != i && piles[j] == piles[i]) {
            return Err(judge.error(format!(
                "the judge chose pile {r}, which makes two piles equal (it should have printed 0)"
            )));
        }
        last = Some(i);
    }
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
