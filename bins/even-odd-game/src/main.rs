//! Codeforces 1472D "Even-Odd Game": players remove elements in turn, Alice scoring the evens she takes and Bob the odds; taking the largest element left is always optimal.
//!
//! With f(x) = x for an even x (else 0) and s(x) = x for an odd x (else
//! 0), Alice − Bob = Σ over Alice's elements of f(x) + s(x) = x, minus
//! Σ over all elements of s(x): Alice wants the largest elements, and so
//! does Bob. Taking the largest left, Alice's k-th pick is at least the
//! (2k − 1)-th largest and Bob's at least the 2k-th, guarantees that add up
//! to the whole sum, so play in descending order is optimal: Alice takes
//! positions 0, 2, 4, … and Bob 1, 3, 5, …. `score::take_largest_first`
//! sums what each scores in i128 (up to 2·10^5 · 10^18 = 2·10^23 with our
//! widened values), and the sign of Alice − Bob is the verdict.
//! O(n log n) per test.

use games_core::io::{run, Result, Scanner};
use games_core::score::{take_largest_first, Lead};
use games_core::sum_limit::SumLimit;
use std::io::{Read, Write};

/// Largest number of tests t (the judge's).
const MAX_T: u32 = 10_000;
/// Largest total of n over the tests, and so the largest n (the judge's).
const MAX_SUM_N: usize = 200_000;
/// Largest a_i: ours (the judge's is 10^9).
const MAX_A: u64 = 1_000_000_000_000_000_000;

/// Alice's total minus Bob's when both take the largest element left, Alice first.
///
/// # Complexity
/// O(n log n); `a` is left sorted in descending order.
fn alice_minus_bob(a: &mut [u64]) -> i128 {
    // x ≤ 10^18 < 2^63 fits an i64 gain.
    let scored_by = |even: bool| move |&x: &u64| if (x % 2 == 0) == even { x as i64 } else { 0 };
    take_largest_first(a, |&x| x, scored_by(true), scored_by(false)).difference()
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_T)?;
    let mut sum_n = SumLimit::new("n", MAX_SUM_N);
    let mut a: Vec<u64> = Vec::new();
    for _ in 0..t {
        let n = sum_n.next_in(sc, 1..=MAX_SUM_N)?;
        a.clear();
        for _ in 0..n {
            a.push(sc.next_in("a_i", 1..=MAX_A)?);
        }
        let verdict = Lead::of(alice_minus_bob(&mut a)).word(["Alice", "Bob", "Tie"]);
        writeln!(out, "{verdict}")?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
