//! Practice 13 of seed 002: n coins in a circle; take one coin or two adjacent coins; the last taker wins.
//!
//! n = 1 or 2: the first player takes everything. n ≥ 3: whatever the first
//! player takes opens the circle into a row of n − 1 or n − 2 coins; the
//! second player then takes the middle one or two coins of that row (one if
//! its length is odd, two if even), leaving two equal rows, and mirrors every
//! later move in the other row. So the second player wins.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest n the binary accepts.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Whether the first player wins with `n` coins in a full circle.
fn first_wins(n: u64) -> bool {
    n <= 2
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("n", 1..=MAX_N)?;
    sc.finish()?;
    writeln!(out, "{}", if first_wins(n) { "TRƯỚC" } else { "SAU" })?;
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
    use problem_kit::brute;
    use problem_kit::kit::cross_check_on;
    use problem_kit::{answer, assert_rejects};
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    #[test]
    fn every_circle_up_to_16_matches_search() {
        cross_check_on::<kit::Kit, _, _>((1..=16).map(|n| format!("{n}\n")), solve);
    }

    #[test]
    fn adjacency_model_is_the_circle() {
        // Coin 0 and coin n - 1 are neighbours; a gap breaks adjacency.
        let m = kit::moves(5);
        assert!(m(&0b10001).contains(&0));
        assert!(!m(&0b00101).contains(&0));
        // Two coins on a circle of two: one pair, not two.
        assert_eq!(kit::moves(2)(&0b11), vec![0b10, 0b00, 0b01]);
        assert_eq!(kit::moves(1)(&0b1), vec![0]);
    }

    #[test]
    fn random_broken_circles_play_as_rows() {
        // The symmetry argument rests on "once a coin is gone the circle is a
        // row". Check that model: random sets of surviving coins on a circle,
        // searched with circle adjacency, give the same verdict as the same
        // coins searched as a row cut at an empty place.
        let mut rng = StdRng::seed_from_u64(13);
        for _ in 0..300 {
            let n = rng.gen_range(3..=14u32);
            let mask = rng.gen_range(0..(1u32 << n));
            let b = brute::wins(&mask, kit::moves(n), |_| false, &mut HashMap::new());
            // Relabel so that the circle is cut at an empty place, then the
            // surviving coins are rows; search the same mask as a row game.
            let row_moves = move |&m: &u32| {
                let mut v = Vec::new();
                for i in 0..n {
                    if m >> i & 1 == 1 {
                        v.push(m & !(1 << i));
                        if i + 1 < n && m >> (i + 1) & 1 == 1 {
                            v.push(m & !(3 << i));
                        }
                    }
                }
                v
            };
            let full = (1u32 << n) - 1;
            if mask == full {
                assert_eq!(b, first_wins(u64::from(n)));
                continue;
            }
            let gap = (0..n).find(|&i| mask >> i & 1 == 0).unwrap();
            let rotated = ((mask >> gap) | (mask << (n - gap))) & full;
            let r = brute::wins(&rotated, row_moves, |_| false, &mut HashMap::new());
            assert_eq!(b, r, "n = {n}, mask = {mask:b}");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("5\n", solve), "SAU\n");
        assert_eq!(answer("12\n", solve), "SAU\n");
        assert_eq!(answer("1", solve), "TRƯỚC\n");
        assert_eq!(answer("2", solve), "TRƯỚC\n");
        assert_eq!(answer("3", solve), "SAU\n");
        assert_eq!(answer("1000000000000000000", solve), "SAU\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        assert_rejects(&["0", "1000000000000000001", "", "3 3"], solve);
    }
}
