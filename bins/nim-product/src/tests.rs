//! The tests of nim-product: the standard ones against its kit, and its own.

use super::*;
use problem_kit::Problem;
use problem_kit::{answer, assert_rejects};

problem_kit::kit_tests!(solve);

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
