//! The seed problems' answer line: `TRƯỚC` when the player to move (the first player) wins, `SAU` when not.

use super::error::Result;
use std::io::Write;

/// Writes the verdict line: `TRƯỚC` if `first_wins`, else `SAU`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use games_core::verdict::write_verdict;
/// let mut out = Vec::new();
/// write_verdict(&mut out, true).unwrap();
/// write_verdict(&mut out, false).unwrap();
/// assert_eq!(out, "TRƯỚC\nSAU\n".as_bytes());
/// ```
pub fn write_verdict<W: Write>(out: &mut W, first_wins: bool) -> Result<()> {
    writeln!(out, "{}", if first_wins { "TRƯỚC" } else { "SAU" })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_verdict_is_one_line() {
        for (first_wins, line) in [(true, "TRƯỚC\n"), (false, "SAU\n")] {
            let mut out = Vec::new();
            write_verdict(&mut out, first_wins).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), line);
        }
    }
}
