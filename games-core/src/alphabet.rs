//! Which bytes a string token may hold (`Alphabet`), and how errors name the set.

use super::show::{show_all, show_token};

/// Which bytes a string token may hold, for [`Scanner::next_word_of`](super::scanner::Scanner::next_word_of).
///
/// A set of bytes (whitespace never reaches it: it ends a token) and the
/// words errors use for it. The common sets are constants; [`Alphabet::of`]
/// makes any other.
///
/// # Example
/// ```
/// use games_core::io::Alphabet;
/// let pins = Alphabet::of(b"IX");
/// assert!(pins.allows(b'I') && !pins.allows(b'i'));
/// assert_eq!(pins.describe(), "characters `I` or `X`");
/// assert!(Alphabet::ASCII_LETTERS.allows(b'q') && !Alphabet::ASCII_LETTERS.allows(b'1'));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alphabet {
    /// Bit `b` set iff byte `b` is allowed.
    bits: [u64; 4],
    /// What errors call the set; empty for a set made by [`Alphabet::of`] (listed then).
    name: &'static str,
}

impl Alphabet {
    /// Any byte (but whitespace, which separates tokens): a token as it is.
    pub const ANY: Alphabet = Alphabet {
        bits: [u64::MAX; 4],
        name: "characters",
    };
    /// `A`–`Z` and `a`–`z`.
    pub const ASCII_LETTERS: Alphabet =
        Alphabet::ranges(&[(b'A', b'Z'), (b'a', b'z')], "ASCII letters");
    /// `a`–`z`.
    pub const LOWERCASE: Alphabet = Alphabet::ranges(&[(b'a', b'z')], "lowercase ASCII letters");
    /// `A`–`Z`.
    pub const UPPERCASE: Alphabet = Alphabet::ranges(&[(b'A', b'Z')], "uppercase ASCII letters");
    /// `0`–`9`.
    pub const DIGITS: Alphabet = Alphabet::ranges(&[(b'0', b'9')], "decimal digits");

    /// The bytes of the inclusive ranges, named `name` in errors.
    const fn ranges(ranges: &[(u8, u8)], name: &'static str) -> Alphabet {
        let mut bits = [0u64; 4];
        let mut r = 0;
        while r < ranges.len() {
            let mut b = ranges[r].0 as usize;
            while b <= ranges[r].1 as usize {
                bits[b / 64] |= 1 << (b % 64);
                b += 1;
            }
            r += 1;
        }
        Alphabet { bits, name }
    }

    /// Exactly the bytes of `chars` (`b"IX"`: the pins of a bowling row).
    /// Errors list them: "characters `I` or `X`".
    ///
    /// # Complexity
    /// O(`chars.len()`); usable in a `const`.
    ///
    /// # Example
    /// ```
    /// use games_core::io::Alphabet;
    /// const PLAYERS: Alphabet = Alphabet::of(b"TA");
    /// assert!(PLAYERS.allows(b'T') && !PLAYERS.allows(b'X'));
    /// ```
    pub const fn of(chars: &[u8]) -> Alphabet {
        let mut bits = [0u64; 4];
        let mut i = 0;
        while i < chars.len() {
            let b = chars[i] as usize;
            bits[b / 64] |= 1 << (b % 64);
            i += 1;
        }
        Alphabet { bits, name: "" }
    }

    /// Whether byte `b` may appear in the token.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::io::Alphabet;
    /// assert!(Alphabet::DIGITS.allows(b'7') && !Alphabet::DIGITS.allows(b'x'));
    /// ```
    #[inline(always)]
    pub fn allows(&self, b: u8) -> bool {
        self.bits[usize::from(b >> 6)] >> (b & 63) & 1 == 1
    }

    /// The set in words, as errors show it: "ASCII letters", "characters `I` or `X`".
    ///
    /// # Complexity
    /// O(256).
    ///
    /// # Example
    /// ```
    /// use games_core::io::Alphabet;
    /// assert_eq!(Alphabet::DIGITS.describe(), "decimal digits");
    /// assert_eq!(Alphabet::of(b"abc").describe(), "characters `a`, `b` or `c`");
    /// ```
    pub fn describe(&self) -> String {
        if !self.name.is_empty() {
            return self.name.to_string();
        }
        let members: Vec<u8> = (0..=255u8).filter(|&b| self.allows(b)).collect();
        let quoted: Vec<String> = members
            .iter()
            .map(|&b| format!("`{}`", show_token(&[b])))
            .collect();
        match quoted.len() {
            0 => "characters from an empty set".to_string(),
            1..=6 => {
                let (last, rest) = quoted.split_last().expect("not empty");
                if rest.is_empty() {
                    format!("characters {last}")
                } else {
                    format!("characters {} or {last}", rest.join(", "))
                }
            }
            _ => format!("characters from `{}`", show_all(&members)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alphabets_hold_exactly_their_bytes() {
        for b in 0..=255u8 {
            assert!(Alphabet::ANY.allows(b));
            assert_eq!(Alphabet::ASCII_LETTERS.allows(b), b.is_ascii_alphabetic());
            assert_eq!(Alphabet::LOWERCASE.allows(b), b.is_ascii_lowercase());
            assert_eq!(Alphabet::UPPERCASE.allows(b), b.is_ascii_uppercase());
            assert_eq!(Alphabet::DIGITS.allows(b), b.is_ascii_digit());
            assert_eq!(
                Alphabet::of(b"IX\xff").allows(b),
                matches!(b, b'I' | b'X' | 0xff)
            );
        }
        assert_eq!(Alphabet::of(b"X").describe(), "characters `X`");
        assert_eq!(Alphabet::of(b"").describe(), "characters from an empty set");
        assert_eq!(
            Alphabet::of(b"0123456789abcdef").describe(),
            "characters from `0123456789abcdef`"
        );
        assert_eq!(Alphabet::of(b"`\\").describe(), "characters `\\\\` or ```");
    }
}
