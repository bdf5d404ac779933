//! The tests of s-nim: the standard ones against its kit, and its own.

use super::*;

problem_kit::kit_tests!(solve);

#[test]
fn missing_terminator_is_an_error() {
    let mut sc = Scanner::new(&b"1 1\n1\n1 1\n"[..]);
    let e = solve(&mut sc, &mut Vec::new()).unwrap_err().to_string();
    assert!(
        e.contains("expected k, an integer from 0 to 100, found end of input"),
        "{e}"
    );
}
