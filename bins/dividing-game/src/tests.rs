//! The tests of dividing-game: the standard ones against its kit, and its own.

use super::*;

problem_kit::kit_tests!(answer = answer_of);

/// `solve` on raw bytes (it takes the whole input, as proconio does, not a
/// `Scanner`, so `problem_kit::answer` does not fit): the output, or the
/// error line, after checking that nothing was written before it.
fn run_on(input: &[u8]) -> std::result::Result<String, String> {
    let mut out = Vec::new();
    match solve(input, &mut out) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => {
            assert!(out.is_empty(), "partial output before `{e}`");
            Err(e.to_string())
        }
    }
}

/// The output of `solve` on `input`; panics if it rejects it (the standard tests call it).
pub(crate) fn answer_of(input: &str) -> String {
    run_on(input.as_bytes()).unwrap()
}

#[test]
fn bad_input_names_the_line_and_token() {
    let cases: [(&[u8], &str); 4] = [
        (
            b"2\n4\r\n\r\n  1 ",
            "line 4: expected A_i, an integer from 2 to 100000, found `1`",
        ),
        (
            b"2\n4",
            "line 2: expected A_i, an integer from 2 to 100000, found end of input",
        ),
        (b"1 4\n\n7\n", "line 3: expected end of input, found `7`"),
        (b"1\n\xff", "line 2: found bytes that are not UTF-8 text"),
    ];
    for (input, error) in cases {
        assert_eq!(run_on(input).unwrap_err(), error, "{input:?}");
    }
    let long = format!("1\n{}", "9".repeat(100));
    assert!(run_on(long.as_bytes()).unwrap_err().ends_with("…`"));
}
