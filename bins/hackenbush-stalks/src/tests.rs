//! The tests of hackenbush-stalks: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn known_positions() {
    // BR + BR + R = 1/2 + 1/2 − 1 = 0: the second player wins.
    assert_answers(
        solve,
        &[
            ("3\nBR BR R\n", "Red\nBlue\n0\n"),
            ("2\nBRRB RRBRB\n", "Red\nRed\n-5/4\n"),
            ("1\nBBR\n", "Blue\nBlue\n3/2\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // 16 129 stalks B R^61 (999 998 edges), each worth 1/2^61.
    let fine = format!("B{}", "R".repeat(61));
    let input = format!("16129\n{}", format!("{fine}\n").repeat(16_129));
    assert_eq!(
        answer(&input, solve),
        "Blue\nBlue\n16129/2305843009213693952\n"
    );
    // 10^5 stalks of ten Red edges: −10^6.
    let input = format!("100000\n{}", "RRRRRRRRRR\n".repeat(100_000));
    assert_eq!(answer(&input, solve), "Red\nRed\n-1000000\n");
    // The most extreme fraction of all: R then (BR)^30 B, 62 edges,
    // −1 + 1/2 − 1/4 + … + 1/2^61, and its mirror image cancel.
    let s: String = (0..62)
        .map(|i| if i % 2 == 0 { 'R' } else { 'B' })
        .collect();
    let m: String = s
        .chars()
        .map(|c| if c == 'B' { 'R' } else { 'B' })
        .collect();
    assert_eq!(answer(&format!("2\n{s} {m}\n"), solve), "Red\nBlue\n0\n");
    // −1 + 1/2 − 1/4 + … + 1/2^61 = (1 − 2^62) / (3·2^61), in lowest terms.
    let v = answer(&format!("1\n{s}\n"), solve);
    assert_eq!(v, "Red\nRed\n-1537228672809129301/2305843009213693952\n");
    assert_eq!(((1i128 << 62) - 1) / 3, 1_537_228_672_809_129_301);
}

#[test]
fn limits_are_enforced() {
    let fine = format!("B{}\n", "R".repeat(61));
    let too_many_edges = format!("16130\n{}", fine.repeat(16_130));
    let too_many_stalks = format!("100001\n{}", "B\n".repeat(100_001));
    let too_long = format!("1\n{}\n", "B".repeat(63));
    assert_rejects(
        &[
            "0\n",
            "1\nBG\n",
            "1\nbr\n",
            "2\nB\n",
            "1\nB R\n",
            "",
            &too_many_edges,
            &too_many_stalks,
            &too_long,
        ],
        solve,
    );
}
