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
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A position is the sorted list of pieces (rows, cols), each with rows ≤ cols.
    /// A move breaks one piece along an inner grid line, either direction.
    fn moves(pieces: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
        let norm = |r: u8, c: u8| (r.min(c), r.max(c));
        let mut next = Vec::new();
        for (i, &(r, c)) in pieces.iter().enumerate() {
            if i > 0 && pieces[i - 1] == (r, c) {
                continue; // the same piece again gives the same positions
            }
            let cuts = (1..r)
                .map(|a| (norm(a, c), norm(r - a, c)))
                .chain((1..c).map(|b| (norm(r, b), norm(r, c - b))));
            for (p, q) in cuts {
                let mut v = pieces.to_vec();
                v.remove(i);
                v.extend([p, q]);
                v.sort_unstable();
                next.push(v);
            }
        }
        next
    }

    fn brute_first_wins(m: u8, n: u8, memo: &mut HashMap<Vec<(u8, u8)>, bool>) -> bool {
        let start = vec![(m.min(n), m.max(n))];
        brute::wins(&start, |p: &Vec<(u8, u8)>| moves(p), |_| false, memo)
    }

    #[test]
    fn every_small_bar_matches_search() {
        let mut memo = HashMap::new();
        for m in 1..=5u8 {
            for n in 1..=5u8 {
                let b = brute_first_wins(m, n, &mut memo);
                assert_eq!(first_wins(m.into(), n.into()), b, "{m} x {n}");
            }
        }
    }

    #[test]
    fn random_thin_and_small_bars_match_search() {
        let mut rng = StdRng::seed_from_u64(15);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let (m, n) = if rng.gen_bool(0.5) {
                (rng.gen_range(1..=2u8), rng.gen_range(1..=9u8))
            } else {
                (rng.gen_range(1..=5u8), rng.gen_range(1..=3u8))
            };
            let b = brute_first_wins(m, n, &mut memo);
            assert_eq!(first_wins(m.into(), n.into()), b, "{m} x {n}");
        }
    }

    #[test]
    fn samples_of_the_statement() {
        assert_eq!(answer("2 3\n"), "TRƯỚC\n");
        assert_eq!(answer("999999999 1000000000\n"), "TRƯỚC\n");
        assert_eq!(answer("1 1"), "SAU\n");
        assert_eq!(answer("999999999 999999999"), "SAU\n");
    }

    #[test]
    fn out_of_range_is_refused() {
        for bad in ["0 1", "1 0", "1000000001 1", "1 1000000001", "1 1 1"] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(solve(&mut sc, &mut Vec::new()).is_err(), "{bad}");
        }
    }
}
