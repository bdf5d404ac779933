//! The tests of partitioning-game: the standard ones against its kit, and its own.

use super::*;

problem_kit::kit_tests!(solve);

#[test]
fn bad_input_gives_no_partial_answer() {
    let mut out = Vec::new();
    let mut sc = Scanner::new(&b"2\n1\n4\n1\n10001\n"[..]);
    let e = solve(&mut sc, &mut out).unwrap_err().to_string();
    assert!(e.starts_with("line 5: expected pile size"), "{e}");
    assert!(out.is_empty());
}
