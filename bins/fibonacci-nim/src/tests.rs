//! The tests of fibonacci-nim: the standard ones against its kit, and its own.

use super::*;
use kit::Kit;
use problem_kit::Problem;
use problem_kit::{answer, try_answer};

problem_kit::kit_tests!(solve);

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
