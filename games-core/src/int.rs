//! Integers straight from a token's bytes: the `Int` trait, for every integer type of std, with exact overflow checks.

use std::fmt;

/// An integer type the scanner can parse directly from bytes: every
/// integer type of std. One generic path parses a token into a `u128`
/// magnitude and converts it with `TryFrom`; the scanner's all-digit fast
/// path converts its `u64` the same way.
///
/// # Example
/// ```
/// use games_core::io::Int;
/// assert_eq!(i8::parse_token(b"-128"), Some(-128));
/// assert_eq!(u8::parse_token(b"256"), None);
/// assert_eq!(u64::parse_token(b"-0"), None);
/// ```
pub trait Int: Copy + PartialOrd + fmt::Display + TryFrom<u128> + TryFrom<i128> {
    /// Smallest value of the type.
    const MIN: Self;
    /// Largest value of the type.
    const MAX: Self;

    /// Parses a whole token (optional `-` for signed types, then decimal digits).
    /// `None` when the token is not a number or does not fit.
    ///
    /// # Complexity
    /// O(token length).
    #[inline]
    fn parse_token(token: &[u8]) -> Option<Self> {
        let (minus, digits) = match token {
            [b'-', digits @ ..] => (true, digits),
            _ => (false, token),
        };
        let mut value = 0u128;
        for &b in digits {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            value = value.checked_mul(10)?.checked_add(u128::from(d))?;
        }
        if digits.is_empty() {
            None
        } else if minus {
            // An unsigned type takes no sign, not even on zero (as `str::parse`).
            Self::try_from(-1i128).ok()?;
            Self::try_from(0i128.checked_sub_unsigned(value)?).ok()
        } else {
            Self::try_from(value).ok()
        }
    }

    /// `value` (an all-digit token already read as a `u64`) as `Self`, `None` if it does not fit.
    ///
    /// The scanner's fast path for all-digit tokens; hidden because it is an
    /// implementation detail.
    #[doc(hidden)]
    #[inline]
    fn from_digits(value: u64) -> Option<Self> {
        Self::try_from(u128::from(value)).ok()
    }
}

macro_rules! impl_int {
    ($($t:ty),*) => {$(
        impl Int for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
        }
    )*};
}

impl_int!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

#[cfg(test)]
mod tests {
    use super::super::swar::tests::Lcg;
    use super::*;

    /// Parses `token` as `T` with the scanner and with `str::parse` (which also accepts
    /// a leading `+`, so callers never pass one) and checks they agree.
    fn agrees<T>(token: &[u8])
    where
        T: Int + std::str::FromStr + PartialEq + fmt::Debug,
    {
        let expected = std::str::from_utf8(token)
            .ok()
            .and_then(|t| t.parse::<T>().ok());
        assert_eq!(
            T::parse_token(token),
            expected,
            "{}",
            String::from_utf8_lossy(token)
        );
    }

    fn agrees_all(token: &[u8]) {
        agrees::<u8>(token);
        agrees::<u16>(token);
        agrees::<u32>(token);
        agrees::<u64>(token);
        agrees::<u128>(token);
        agrees::<usize>(token);
        agrees::<i8>(token);
        agrees::<i16>(token);
        agrees::<i32>(token);
        agrees::<i64>(token);
        agrees::<i128>(token);
        agrees::<isize>(token);
    }

    #[test]
    fn parse_token_agrees_with_std_at_every_length() {
        let mut rng = Lcg(2026);
        for len in 1..=42usize {
            for _ in 0..400 {
                let mut token: Vec<u8> = (0..len).map(|_| b'0' + (rng.next() % 10) as u8).collect();
                match rng.next() % 6 {
                    0 => token[0] = b'-',
                    1 => {
                        // One stray byte anywhere, any value but `+` (std accepts a leading `+`).
                        let at = (rng.next() % len as u64) as usize;
                        let b = (rng.next() % 256) as u8;
                        token[at] = if b == b'+' { b'/' } else { b };
                    }
                    2 => {
                        // Leading zeros in front of a large value.
                        let zeros = (rng.next() % len as u64) as usize;
                        token[..zeros].fill(b'0');
                    }
                    _ => {}
                }
                agrees_all(&token);
            }
        }
    }

    #[test]
    fn parse_token_limits_of_every_type() {
        let mut tokens: Vec<String> = Vec::new();
        for v in [
            u8::MAX as u128,
            u16::MAX as u128,
            u32::MAX as u128,
            u64::MAX as u128,
            i8::MAX as u128,
            i16::MAX as u128,
            i32::MAX as u128,
            i64::MAX as u128,
            i128::MAX as u128,
            9_999_999_999_999_999_999,
            10_000_000_000_000_000_000,
            99_999_999,
            100_000_000,
            9_999_999_999_999_999,
        ] {
            for w in [v - 1, v, v + 1] {
                tokens.push(w.to_string());
                tokens.push(format!("-{w}"));
                tokens.push(format!("000{w}"));
            }
        }
        tokens.push(u128::MAX.to_string());
        tokens.push(format!("0{}", u128::MAX));
        tokens.push("340282366920938463463374607431768211456".into());
        tokens.push("-170141183460469231731687303715884105729".into());
        tokens.push("0".repeat(70));
        tokens.push("-0".into());
        for t in &tokens {
            agrees_all(t.as_bytes());
        }
        assert_eq!(u64::parse_token(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(u64::parse_token(b"18446744073709551616"), None);
        assert_eq!(
            u64::parse_token(b"9999999999999999999"),
            Some(9_999_999_999_999_999_999)
        );
        assert_eq!(i64::parse_token(b"-9223372036854775808"), Some(i64::MIN));
        assert_eq!(i64::parse_token(b"9223372036854775808"), None);
        for bad in [
            &b""[..],
            b"-",
            b"+1",
            b"1-",
            b"--1",
            b" 1",
            b"1\x00",
            b"12345678\xff",
        ] {
            if bad.first() != Some(&b'+') {
                agrees_all(bad);
            }
            assert_eq!(u64::parse_token(bad), None);
            assert_eq!(i64::parse_token(bad), None);
        }
    }
}
