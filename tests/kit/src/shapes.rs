//! Small shapes that several binaries' tests share: an interactive binary run against a fixed judge script.

use games_core::interactive::Judge;

/// What `play` wrote against a judge whose every line is `script` (all of
/// it there from the start), or its error's message: an interactive
/// binary's tests of fixed judge lines, end markers and protocol breaks.
pub fn against_script<'a>(
    play: impl FnOnce(&mut Judge<&'a [u8], Vec<u8>>) -> games_core::io::Result<()>,
    script: &'a str,
) -> Result<String, String> {
    let mut judge = Judge::new(script.as_bytes(), Vec::new());
    match play(&mut judge) {
        Ok(()) => Ok(String::from_utf8(judge.written().clone()).unwrap()),
        Err(e) => Err(e.to_string()),
    }
}
