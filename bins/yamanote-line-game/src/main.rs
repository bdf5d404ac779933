//! AtCoder ABC244 C "Yamanote Line Game" (interactive): you and the judge declare unused integers in 1..=2N+1, you first; who cannot declare loses.
//!
//! There are 2N + 1 integers, an odd number, and every turn uses one, so the
//! first player makes the last declaration whatever either side plays: any
//! unused integer is a winning move. We declare the smallest one left.

use games_core::io::{run_interactive, Judge, Result};
use std::io::{Read, Write};

/// Upper limit of N (the judge's is 1000).
const MAX_N: u64 = 1_000_000;

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let n: u64 = judge.next_in("N", 1..=MAX_N)?;
    let top = 2 * n + 1;
    let mut declared = vec![false; top as usize + 1];
    let mut smallest = 1usize;
    loop {
        // Our turn always leaves an odd number of integers, so one is unused.
        while declared[smallest] {
            smallest += 1;
        }
        declared[smallest] = true;
        writeln!(judge, "{smallest}")?;
        let j: u64 = judge.next_in_or("the judge's integer", 1..=top, &[0])?;
        if j == 0 {
            return Ok(());
        }
        if std::mem::replace(&mut declared[j as usize], true) {
            return Err(judge.error(format!("the judge declared {j}, which was declared before")));
        }
    }
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
