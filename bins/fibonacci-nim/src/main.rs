//! HDU 2516 "取石子游戏" (Fibonacci nim): the first move takes any number but not all, later moves at most twice the last take.
//!
//! The player to move first loses exactly when n is a Fibonacci number
//! (Zeckendorf: otherwise he takes the smallest term of n's Zeckendorf sum).
//! The Fibonacci numbers up to our limit 10^18 are only 86, built once in u64.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest pile accepted (ours; HDU stops below 2^31).
const MAX: u64 = 1_000_000_000_000_000_000;

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that are at most `limit`, ascending.
///
/// While `a ≤ limit ≤ 10^18` the next term `b < 2a`, so `a + b < 3·10^18`
/// stays far below `u64::MAX`: no overflow, and the loop stops at the limit.
fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut terms = Vec::new();
    while a <= limit {
        terms.push(a);
        (a, b) = (b, a + b);
    }
    terms
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let fibonacci = fibonacci_up_to(MAX);
    loop {
        let n = sc.next_in("n (or 0 to end)", 0..=MAX)?;
        if n == 0 {
            break;
        }
        if n == 1 {
            return Err(sc.error(format!(
                "expected n (or 0 to end), an integer from 2 to {MAX}, found `1`"
            )));
        }
        let verdict = if fibonacci.binary_search(&n).is_ok() {
            "Second win"
        } else {
            "First win"
        };
        writeln!(out, "{verdict}")?;
    }
    sc.finish()
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
    use kit::Kit;
    use problem_kit::Reference;
    use problem_kit::{answer, try_answer};

    #[test]
    fn every_small_pile_matches_search() {
        let fibonacci = fibonacci_up_to(MAX);
        for n in 2..=150 {
            let second = fibonacci.binary_search(&n).is_ok();
            let verdict = if second {
                "Second win\n"
            } else {
                "First win\n"
            };
            assert_eq!(Kit::reference(&format!("{n}\n0\n")), verdict, "n = {n}");
        }
    }

    #[test]
    fn fibonacci_table_is_exact_up_to_the_limit() {
        let f = fibonacci_up_to(MAX);
        assert_eq!(f.len(), 86);
        assert_eq!(&f[..6], &[1, 2, 3, 5, 8, 13]);
        assert!(f.windows(3).all(|w| w[0] + w[1] == w[2]));
        // F(87) = 679891637638612258 ≤ 10^18 < F(88) = 1100087778366101931.
        assert_eq!(*f.last().unwrap(), 679_891_637_638_612_258);
        assert!(f[f.len() - 2] + f[f.len() - 1] > MAX);
    }

    #[test]
    fn one_and_a_missing_zero_are_errors() {
        for bad in ["1\n0\n", "2\n13\n", "", "1000000000000000001\n0\n"] {
            assert!(try_answer(bad, solve).is_err(), "{bad:?}");
        }
        assert_eq!(answer("0\n", solve), "");
    }
}
