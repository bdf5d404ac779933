//! Library Checker nim_product_64 "Nim Product (F_{2^64})": T nim products of 64-bit numbers, by `games_core::nimber::mul`.
//!
//! The product splits each number in halves twice (Karatsuba in the tower of
//! nimber fields) down to nine products in F_{2^16}, done with logarithm
//! tables built at start-up in under a millisecond (see `games_core::nimber`).

use games_core::io::{run, Result, Scanner};
use games_core::nimber;
use std::io::{Read, Write};

/// Largest number of products (the judge's limit).
const MAX_T: u32 = 1_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("T", 1..=MAX_T)?;
    nimber::prepare();
    for _ in 0..t {
        let a: u64 = sc.next("A")?;
        let b: u64 = sc.next("B")?;
        writeln!(out, "{}", nimber::mul(a, b))?;
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
    use problem_kit::{answer, assert_rejects};
    use problem_kit::{Problem, Reference};

    #[test]
    fn smallest_products() {
        let input = "4\n0 1\n1 1\n2 2\n3 3\n";
        assert_eq!(answer(input, solve), "0\n1\n3\n2\n");
        assert_eq!(kit::Kit::reference(input), "0\n1\n3\n2\n");
        assert_eq!(kit::Kit::NAME, "nim-product");
    }

    #[test]
    fn widest_values_are_exact() {
        // Fermat 2-powers: F ⊗ F = F ⊕ F/2 (2^32 ⊗ 2^32 = 2^32 + 2^31).
        assert_eq!(
            answer("2\n4294967296 4294967296\n18446744073709551615 1\n", solve),
            "6442450944\n18446744073709551615\n"
        );
        // Every product of two numbers below 2^64 against the kit's Fermat-rule reference.
        let max = u64::MAX;
        let input = format!("3\n{max} {max}\n{max} 9223372036854775808\n0 {max}\n");
        assert_eq!(answer(&input, solve), kit::Kit::reference(&input));
        assert!(answer(&input, solve).ends_with("\n0\n"));
    }

    #[test]
    fn limits_are_enforced() {
        assert_rejects(
            &[
                "0\n",
                "1000001\n",
                "1\n18446744073709551616 1\n",
                "1\n-1 1\n",
                "1\n1\n",
                "1\n1 2 3\n",
                "2\n1 2\n",
                "1\n1 x\n",
            ],
            solve,
        );
    }
}
