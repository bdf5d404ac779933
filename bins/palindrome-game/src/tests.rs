//! The tests of palindrome-game: the standard ones against its kit, every short string against the search, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_answers, assert_rejects};

/// Every string of `0`s and `1`s of length 1 to `longest`, as inputs of at
/// most `MAX_T` tests each.
fn every_string(longest: u32) -> Vec<String> {
    let mut tests: Vec<String> = Vec::new();
    for n in 1..=longest {
        for bits in 0u32..1 << n {
            let s: String = (0..n)
                .map(|i| if bits >> i & 1 == 1 { '1' } else { '0' })
                .collect();
            tests.push(format!("{n}\n{s}\n"));
        }
    }
    tests
        .chunks(MAX_T as usize)
        .map(|chunk| format!("{}\n{}", chunk.len(), chunk.concat()))
        .collect()
}

// Every string of length ≤ 12 (8190 of them, all-`1` ones included), each
// against the search from the rules.
problem_kit::kit_tests!(solve, each = every_string(12));

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            // The hard version's sample.
            ("3\n3\n110\n2\n00\n4\n1010\n", "ALICE\nBOB\nALICE\n"),
            // The easy version's sample (palindromes only).
            ("2\n4\n1001\n1\n0\n", "BOB\nBOB\n"),
            // The draw: n odd, the middle `0` and one more.
            ("2\n3\n001\n5\n11010\n", "DRAW\nDRAW\n"),
            // Palindromes: an odd number of `0`s past 1 is Alice's, an even one Bob's.
            ("3\n3\n000\n5\n01010\n6\n010010\n", "ALICE\nALICE\nBOB\n"),
            // No `0` at all (ours; the judge never sends it): nobody pays.
            ("1\n4\n1111\n", "DRAW\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // The judge's widest: 1000 strings of 1000 characters.
    let zeros = "0".repeat(1000);
    let mut broken = "0".repeat(1000);
    broken.replace_range(0..1, "1");
    let input = format!(
        "1000\n{}",
        format!("1000\n{zeros}\n1000\n{broken}\n").repeat(500)
    );
    assert_eq!(answer(&input, solve), "BOB\nALICE\n".repeat(500));
    // Ours: one string of 10^6, a palindrome with 999 999 `0`s (odd) and one
    // not a palindrome, with the draw's shape at n = 10^6 − 1.
    let mut s = vec![b'0'; MAX_SUM_N];
    s[MAX_SUM_N / 2] = b'1';
    let odd = String::from_utf8(s).unwrap();
    assert_eq!(
        answer(&format!("1\n{MAX_SUM_N}\n{odd}\n"), solve),
        "ALICE\n"
    );
    let n = MAX_SUM_N - 1;
    let mut s = vec![b'1'; n];
    s[0] = b'0';
    s[n / 2] = b'0';
    let draw = String::from_utf8(s).unwrap();
    assert_eq!(answer(&format!("1\n{n}\n{draw}\n"), solve), "DRAW\n");
}

#[test]
fn out_of_range_is_refused() {
    let long = "0".repeat(MAX_SUM_N + 1);
    let half = "0".repeat(MAX_SUM_N / 2 + 1);
    let sum_over = format!("2\n{0}\n{half}\n{0}\n{half}\n", MAX_SUM_N / 2 + 1);
    let too_many_tests = "1\n0\n".repeat(MAX_T as usize + 1);
    assert_rejects(
        &[
            "0\n",
            "1\n0\n\n",
            "1\n3\n01\n",
            "1\n2\n011\n",
            "1\n3\n012\n",
            "1\n3\n0a1\n",
            "1\n2\n0 1\n",
            "1\n1\n0\n0\n",
            &format!("1\n{}\n{long}\n", MAX_SUM_N + 1),
            &format!("{}\n{too_many_tests}", MAX_T + 1),
        ],
        solve,
    );
    // Σn past its limit, refused and named as such.
    assert_error(
        &sum_over,
        solve,
        "line 4: the sum of n over the tests reaches 1000002, past 1000000",
    );
}
