//! Practice 15 of seed 002: break one piece of an m × n chocolate bar along a grid line; who cannot break loses.
//!
//! Each break adds one piece and the game ends at m·n single squares, so
//! exactly m·n − 1 breaks are made whatever anyone does: the first player
//! wins iff m·n − 1 is odd, i.e. iff m or n is even. Parity only, so no
//! product is formed and nothing can overflow.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest side the binary accepts.
const MAX_SIDE: u64 = 1_000_000_000;

/// Whether the first player wins on an m × n bar.
fn first_wins(m: u64, n: u64) -> bool {
    m % 2 == 0 || n % 2 == 0
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let m: u64 = sc.next_in("m", 1..=MAX_SIDE)?;
    let n: u64 = sc.next_in("n", 1..=MAX_SIDE)?;
    sc.finish()?;
    writeln!(out, "{}", if first_wins(m, n) { "TRƯỚC" } else { "SAU" })?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod kit;

#[cfg(test)]
problem_kit::kit_tests!(solve);

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::kit::cross_check_on;
    use problem_kit::{answer, try_answer};

    #[test]
    fn every_small_bar_matches_search() {
        let bars = (1..=5).flat_map(|m| (1..=5).map(move |n| format!("{m} {n}\n")));
        cross_check_on::<kit::Kit, _, _>(bars, solve);
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("2 3\n", solve), "TRƯỚC\n");
        assert_eq!(answer("999999999 1000000000\n", solve), "TRƯỚC\n");
        assert_eq!(answer("1 1", solve), "SAU\n");
        assert_eq!(answer("999999999 999999999", solve), "SAU\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in ["0 1", "1 0", "1000000001 1", "1 1000000001", "1 1 1"] {
            assert!(try_answer(bad, solve).is_err(), "{bad}");
        }
    }
}
