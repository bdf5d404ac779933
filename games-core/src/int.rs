//! Integers straight from a token's bytes: the `Int` trait, for every integer type of std, with exact overflow checks.

use super::swar::{load8, non_digits, value8, ONES, POW10};
use std::fmt;

/// An integer type the scanner can parse directly from bytes.
pub trait Int: Copy + PartialOrd + fmt::Display {
    /// Smallest value of the type.
    const MIN: Self;
    /// Largest value of the type.
    const MAX: Self;
    /// Parses a whole token (optional `-` for signed types, then decimal digits).
    /// `None` when the token is not a number or does not fit.
    fn parse_token(token: &[u8]) -> Option<Self>;

    /// `value` (an all-digit token already read as a `u64`) as `Self`, `None` if it does not fit.
    ///
    /// The scanner's fast path for all-digit tokens; hidden because it is an
    /// implementation detail. The default goes through [`Int::parse_token`];
    /// every integer type of std overrides it with a plain conversion.
    #[doc(hidden)]
    #[inline]
    fn from_digits(value: u64) -> Option<Self> {
        Self::parse_token(value.to_string().as_bytes())
    }
}

/// Longest digit string whose value always fits in a `u64` (10^19 − 1 < 2^64).
const SHORT_DIGITS: usize = 19;

/// Value of a string of 1 to [`SHORT_DIGITS`] decimal digits; `None` if a byte is not a digit.
#[inline(always)]
fn parse_short(digits: &[u8]) -> Option<u64> {
    debug_assert!(!digits.is_empty() && digits.len() <= SHORT_DIGITS);
    let len = digits.len();
    if len < 8 {
        let mut value = 0u64;
        for &b in digits {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            value = value * 10 + u64::from(d);
        }
        return Some(value);
    }
    let mut value = 0u64;
    let mut i = 0;
    while i + 8 <= len {
        let x = load8(&digits[i..]);
        if non_digits(x) != 0 {
            return None;
        }
        value = value * 100_000_000 + value8(x.wrapping_sub(0x30 * ONES));
        i += 8;
    }
    let rest = len - i;
    if rest > 0 {
        // The last eight bytes end at the token's end; the lowest `8 - rest`
        // of them are digits already counted, so they are masked to zeros
        // (leading zeros of this eight-digit group).
        let x = load8(&digits[len - 8..]);
        if non_digits(x) != 0 {
            return None;
        }
        let shift = 8 * (8 - rest) as u32;
        value = value * POW10[rest] + value8(x.wrapping_sub(0x30 * ONES) & (u64::MAX << shift));
    }
    Some(value)
}

macro_rules! impl_unsigned {
    ($($t:ty),*) => {$(
        impl Int for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            #[inline]
            fn from_digits(value: u64) -> Option<Self> {
                <$t>::try_from(value).ok()
            }
            #[inline]
            fn parse_token(token: &[u8]) -> Option<Self> {
                if token.is_empty() {
                    return None;
                }
                if token.len() <= SHORT_DIGITS {
                    let value = parse_short(token)?;
                    return <$t>::try_from(value).ok();
                }
                let mut value: $t = 0;
                for &b in token {
                    let d = b.wrapping_sub(b'0');
                    if d > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?.checked_add(d as $t)?;
                }
                Some(value)
            }
        }
    )*};
}

macro_rules! impl_signed {
    ($($t:ty),*) => {$(
        impl Int for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            #[inline]
            fn from_digits(value: u64) -> Option<Self> {
                <$t>::try_from(value).ok()
            }
            #[inline]
            fn parse_token(token: &[u8]) -> Option<Self> {
                let (negative, digits) = match token.split_first() {
                    Some((b'-', rest)) => (true, rest),
                    _ => (false, token),
                };
                if digits.is_empty() {
                    return None;
                }
                if digits.len() <= SHORT_DIGITS {
                    let magnitude = i128::from(parse_short(digits)?);
                    let value = if negative { -magnitude } else { magnitude };
                    return <$t>::try_from(value).ok();
                }
                // Accumulate towards the sign so that MIN parses without overflow.
                let mut value: $t = 0;
                for &b in digits {
                    let d = b.wrapping_sub(b'0');
                    if d > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?;
                    value = if negative {
                        value.checked_sub(d as $t)?
                    } else {
                        value.checked_add(d as $t)?
                    };
                }
                Some(value)
            }
        }
    )*};
}

impl_unsigned!(u8, u16, u32, u64, u128, usize);
impl_signed!(i8, i16, i32, i64, i128, isize);

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
