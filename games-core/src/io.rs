//! Streaming integer scanner with line-aware errors, and the `run` entry point every binary uses.
//!
//! The scanner reads its source through one fixed-size buffer, so memory stays
//! constant however large the input is, and parses integers straight from the
//! bytes with no per-token allocation. Tokens are separated by ASCII whitespace
//! (space, `\t`, `\n`, `\r`, form feed). Every error names the line, what was
//! expected and the offending token.

use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

/// Size of the refill buffer in bytes; also the longest token the scanner accepts.
pub const BUFFER_SIZE: usize = 1 << 16;

/// Why a program stopped: malformed input (with its line) or a failed read/write.
#[derive(Debug)]
pub enum Error {
    /// The input broke the problem's format; `line` is 1-based.
    Input {
        /// Line of the offending token (1-based).
        line: u64,
        /// What was wrong, in one line.
        message: String,
    },
    /// Reading stdin or writing the answer failed.
    Io(io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input { line, message } => write!(f, "line {line}: {message}"),
            Error::Io(e) => write!(f, "I/O error: {e}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::Io(e)
    }
}

/// Result type of every `solve` function.
pub type Result<T> = std::result::Result<T, Error>;

/// An integer type the scanner can parse directly from bytes.
pub trait Int: Copy + PartialOrd + fmt::Display {
    /// Smallest value of the type.
    const MIN: Self;
    /// Largest value of the type.
    const MAX: Self;
    /// Parses a whole token (optional `-` for signed types, then decimal digits).
    /// `None` when the token is not a number or does not fit.
    fn parse_token(token: &[u8]) -> Option<Self>;
}

macro_rules! impl_unsigned {
    ($($t:ty),*) => {$(
        impl Int for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            #[inline]
            fn parse_token(token: &[u8]) -> Option<Self> {
                if token.is_empty() {
                    return None;
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
            fn parse_token(token: &[u8]) -> Option<Self> {
                let (negative, digits) = match token.split_first() {
                    Some((b'-', rest)) => (true, rest),
                    _ => (false, token),
                };
                if digits.is_empty() {
                    return None;
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

#[inline]
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0c)
}

/// Streaming whitespace-separated token reader over any [`Read`].
pub struct Scanner<R> {
    source: R,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    eof: bool,
    line: u64,
}

impl<R: Read> Scanner<R> {
    /// Wraps `source`; nothing is read until the first token is asked for.
    ///
    /// # Complexity
    /// O(1) apart from allocating one [`BUFFER_SIZE`] buffer.
    ///
    /// # Example
    /// ```
    /// use games_core::io::Scanner;
    /// let mut sc = Scanner::new(&b"3 -4\r\n5"[..]);
    /// assert_eq!(sc.next::<u64>("a").unwrap(), 3);
    /// assert_eq!(sc.next::<i64>("b").unwrap(), -4);
    /// assert_eq!(sc.next_in("c", 1..=5u32).unwrap(), 5);
    /// assert!(sc.finish().is_ok());
    /// ```
    pub fn new(source: R) -> Self {
        Scanner {
            source,
            buf: vec![0; BUFFER_SIZE].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            line: 1,
        }
    }

    /// The 1-based line the scanner has reached.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// Builds an input error located at the current line.
    pub fn error(&self, message: impl Into<String>) -> Error {
        Error::Input {
            line: self.line,
            message: message.into(),
        }
    }

    /// Moves unread bytes to the front and reads more. Sets `eof` when the source ends.
    fn refill(&mut self) -> Result<()> {
        self.buf.copy_within(self.pos..self.end, 0);
        self.end -= self.pos;
        self.pos = 0;
        loop {
            match self.source.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::Io(e)),
            }
        }
    }

    /// Skips whitespace, counting lines. Returns `false` at end of input.
    fn skip_space(&mut self) -> Result<bool> {
        loop {
            while self.pos < self.end {
                let b = self.buf[self.pos];
                if !is_space(b) {
                    return Ok(true);
                }
                if b == b'\n' {
                    self.line += 1;
                }
                self.pos += 1;
            }
            if self.eof {
                return Ok(false);
            }
            self.refill()?;
        }
    }

    /// Reads the next token; returns its byte range in `buf`, or `None` at end of input.
    fn token(&mut self) -> Result<Option<(usize, usize)>> {
        if !self.skip_space()? {
            return Ok(None);
        }
        let mut i = self.pos;
        loop {
            while i < self.end && !is_space(self.buf[i]) {
                i += 1;
            }
            if i < self.end || self.eof {
                break;
            }
            let len = i - self.pos;
            if len == self.buf.len() {
                return Err(self.error(format!(
                    "found a token longer than {} bytes",
                    self.buf.len()
                )));
            }
            self.refill()?;
            i = self.pos + len;
        }
        let start = self.pos;
        self.pos = i;
        Ok(Some((start, i)))
    }

    fn describe(&self, start: usize, end: usize) -> String {
        let text = String::from_utf8_lossy(&self.buf[start..end]);
        let mut shown: String = text.chars().take(24).collect();
        if shown.len() < text.len() {
            shown.push('…');
        }
        format!("`{shown}`")
    }

    /// Reads the next integer, which must lie in `range`; `what` names it in errors.
    ///
    /// # Errors
    /// A missing token, a non-number, or a value outside `range`, each as
    /// `line L: expected <what>, an integer from <lo> to <hi>, found <token>`.
    ///
    /// # Complexity
    /// O(token length), amortised over buffer refills.
    ///
    /// # Example
    /// ```
    /// use games_core::io::Scanner;
    /// let mut sc = Scanner::new(&b"7\nabc"[..]);
    /// assert_eq!(sc.next_in("n", 1..=10u64).unwrap(), 7);
    /// let err = sc.next_in("k", 1..=10u64).unwrap_err().to_string();
    /// assert_eq!(err, "line 2: expected k, an integer from 1 to 10, found `abc`");
    /// ```
    pub fn next_in<T: Int>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T> {
        match self.token()? {
            Some((start, end)) => match T::parse_token(&self.buf[start..end]) {
                Some(v) if range.contains(&v) => Ok(v),
                _ => {
                    let found = self.describe(start, end);
                    Err(self.error(format!(
                        "expected {what}, an integer from {} to {}, found {found}",
                        range.start(),
                        range.end()
                    )))
                }
            },
            None => Err(self.error(format!(
                "expected {what}, an integer from {} to {}, found end of input",
                range.start(),
                range.end()
            ))),
        }
    }

    /// Reads the next integer of any value `T` can hold.
    ///
    /// # Errors
    /// As [`Scanner::next_in`] with the full range of `T`.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// use games_core::io::Scanner;
    /// let mut sc = Scanner::new(&b"18446744073709551616"[..]);
    /// assert!(sc.next::<u64>("x").is_err());
    /// ```
    pub fn next<T: Int>(&mut self, what: &str) -> Result<T> {
        self.next_in(what, T::MIN..=T::MAX)
    }

    /// Skips whitespace and tells whether the input has ended (for "until end of input" formats).
    ///
    /// # Complexity
    /// O(whitespace skipped).
    ///
    /// # Example
    /// ```
    /// use games_core::io::Scanner;
    /// let mut sc = Scanner::new(&b" 1 \n"[..]);
    /// assert!(!sc.is_end().unwrap());
    /// sc.next::<u8>("x").unwrap();
    /// assert!(sc.is_end().unwrap());
    /// ```
    pub fn is_end(&mut self) -> Result<bool> {
        Ok(!self.skip_space()?)
    }

    /// Checks that nothing but whitespace is left.
    ///
    /// # Errors
    /// `line L: expected end of input, found <token>` when a token remains.
    ///
    /// # Complexity
    /// O(whitespace skipped).
    ///
    /// # Example
    /// ```
    /// use games_core::io::Scanner;
    /// let mut sc = Scanner::new(&b"1 2"[..]);
    /// sc.next::<u8>("x").unwrap();
    /// assert_eq!(sc.finish().unwrap_err().to_string(), "line 1: expected end of input, found `2`");
    /// ```
    pub fn finish(&mut self) -> Result<()> {
        match self.token()? {
            None => Ok(()),
            Some((start, end)) => {
                let found = self.describe(start, end);
                Err(self.error(format!("expected end of input, found {found}")))
            }
        }
    }
}

/// Runs a program: scans stdin, lets `solve` write into a buffer, and prints
/// the buffer only if `solve` succeeded.
///
/// On error it prints one line `error: …` on stderr and exits with status 1,
/// so bad input never yields a partial answer. A panic (a bug) is reported
/// in one line too, with status 101.
///
/// # Complexity
/// That of `solve`, plus writing the output once.
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Scanner<io::StdinLock<'static>>, &mut Vec<u8>) -> Result<()>,
{
    std::panic::set_hook(Box::new(|info| {
        let text = info.to_string().replace('\n', " ");
        eprintln!("error: internal bug: {text}");
    }));
    let mut scanner = Scanner::new(io::stdin().lock());
    let mut out = Vec::with_capacity(1 << 16);
    let result = solve(&mut scanner, &mut out).and_then(|()| {
        let mut stdout = io::stdout().lock();
        stdout.write_all(&out)?;
        stdout.flush()?;
        Ok(())
    });
    match result {
        Ok(()) => {}
        Err(Error::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out at most `chunk` bytes per call, to cross buffer edges.
    struct Trickle<'a> {
        data: &'a [u8],
        chunk: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let n = self.chunk.min(out.len()).min(self.data.len());
            out[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    #[test]
    fn parses_all_widths_and_signs() {
        let mut sc = Scanner::new(
            &b"0 18446744073709551615 -9223372036854775808 340282366920938463463374607431768211455"
                [..],
        );
        assert_eq!(sc.next::<u64>("a").unwrap(), 0);
        assert_eq!(sc.next::<u64>("b").unwrap(), u64::MAX);
        assert_eq!(sc.next::<i64>("c").unwrap(), i64::MIN);
        assert_eq!(sc.next::<u128>("d").unwrap(), u128::MAX);
        sc.finish().unwrap();
    }

    #[test]
    fn rejects_overflow_signs_and_words() {
        for bad in [
            "18446744073709551616",
            "-1",
            "+1",
            "1x",
            "x",
            "-",
            "1.0",
            "١",
        ] {
            let mut sc = Scanner::new(bad.as_bytes());
            assert!(sc.next::<u64>("v").is_err(), "{bad}");
        }
        let mut sc = Scanner::new(&b"-9223372036854775809"[..]);
        assert!(sc.next::<i64>("v").is_err());
    }

    #[test]
    fn errors_name_line_and_token() {
        let mut sc = Scanner::new(&b"1\r\n2\r\n\r\n  zz9 "[..]);
        sc.next::<u8>("a").unwrap();
        sc.next::<u8>("b").unwrap();
        let e = sc.next_in("heap size", 1..=9u32).unwrap_err().to_string();
        assert_eq!(
            e,
            "line 4: expected heap size, an integer from 1 to 9, found `zz9`"
        );
        let mut sc = Scanner::new(&b"5\n"[..]);
        sc.next::<u8>("a").unwrap();
        let e = sc.next_in("k", 0..=3u8).unwrap_err().to_string();
        assert_eq!(
            e,
            "line 2: expected k, an integer from 0 to 3, found end of input"
        );
    }

    #[test]
    fn long_tokens_are_shortened_in_errors() {
        let long = "9".repeat(100);
        let mut sc = Scanner::new(long.as_bytes());
        let e = sc.next::<u64>("n").unwrap_err().to_string();
        assert!(e.len() < 120, "{e}");
        assert!(e.ends_with("…`"), "{e}");
    }

    #[test]
    fn tokens_cross_buffer_edges() {
        let mut text = String::new();
        let mut expected = Vec::new();
        let mut x: u64 = 12345;
        for i in 0..60_000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let v = x >> (i % 64);
            expected.push(v);
            text.push_str(&v.to_string());
            text.push(if i % 7 == 0 { '\n' } else { ' ' });
        }
        for chunk in [1, 3, 4096, BUFFER_SIZE - 1, usize::MAX] {
            let mut sc = Scanner::new(Trickle {
                data: text.as_bytes(),
                chunk,
            });
            for &v in &expected {
                assert_eq!(sc.next::<u64>("v").unwrap(), v);
            }
            sc.finish().unwrap();
            assert_eq!(sc.line(), 1 + 60_000 / 7 + 1);
        }
    }

    #[test]
    fn too_long_token_is_an_error_not_a_hang() {
        let data = vec![b'7'; BUFFER_SIZE * 3];
        let mut sc = Scanner::new(&data[..]);
        assert!(sc.next::<u64>("n").is_err());
    }
}
