//! Integers straight from a token's bytes: the `Int` trait, for every integer type of std, with exact overflow checks.

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

/// The value of `digits` (decimal digits and nothing else, at least one);
/// `None` if a byte is not a digit or the value passes `u128::MAX`.
///
/// The general path only: the scanner reads the usual all-digit token eight
/// bytes at a time (`swar`) and never comes here for it.
#[inline]
fn unsigned_value(digits: &[u8]) -> Option<u128> {
    if digits.is_empty() {
        return None;
    }
    // Nineteen digits stay below 10^19 < 2^64: no check needed, and u64 steps are cheap.
    let (head, tail) = digits.split_at(digits.len().min(19));
    let mut short = 0u64;
    for &b in head {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        short = short * 10 + u64::from(d);
    }
    let mut value = u128::from(short);
    for &b in tail {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u128::from(d))?;
    }
    Some(value)
}

/// The value of an optional `-` and then digits; `None` if it is not one or
/// does not fit in an `i128` (whose `MIN` has the magnitude 2^127).
#[inline]
fn signed_value(token: &[u8]) -> Option<i128> {
    match token.split_first() {
        Some((b'-', digits)) => 0i128.checked_sub_unsigned(unsigned_value(digits)?),
        _ => i128::try_from(unsigned_value(token)?).ok(),
    }
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
                <$t>::try_from(unsigned_value(token)?).ok()
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
                <$t>::try_from(signed_value(token)?).ok()
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
