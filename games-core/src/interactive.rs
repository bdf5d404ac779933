//! Playing against a judge: read its lines without reading ahead, flush every line of ours before reading, and tell its end markers from its moves.
//!
//! An interactive binary's `play` gets a [`Judge`]: it writes its moves with
//! `writeln!(judge, …)` and reads the judge's with the scanner's methods
//! ([`Judge::next_in`], [`Judge::next_in_or`], …). Every read first
//! flushes what was written, so a move is never left in a buffer while the
//! judge waits for it, and the scanner underneath is
//! [`Scanner::interactive`], which never waits for input the judge has not
//! sent. A judge line that breaks the protocol (not a number, out of range)
//! is an input error like any other: one line on stderr, status 1
//! ([`run_interactive`](super::entry::run_interactive)).

use super::error::Result;
use super::int::Int;
use super::scanner::Scanner;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

/// The judge on the other end of an interactive problem: its lines in, ours out.
pub struct Judge<R, W> {
    scanner: Scanner<R>,
    out: W,
}

impl<R: Read, W: Write> Judge<R, W> {
    /// The judge reading `out` and writing `input`; nothing is read yet.
    ///
    /// # Complexity
    /// O(1) apart from the scanner's buffer.
    ///
    /// # Example
    /// ```
    /// use games_core::interactive::Judge;
    /// use std::io::Write;
    /// let mut judge = Judge::new(&b"3\n"[..], Vec::new());
    /// let n: u32 = judge.next_in("N", 1..=1000).unwrap();
    /// writeln!(judge, "{}", 2 * n + 1).unwrap();
    /// assert_eq!(judge.written(), b"7\n");
    /// ```
    pub fn new(input: R, out: W) -> Self {
        Judge {
            scanner: Scanner::interactive(input),
            out,
        }
    }

    /// Flushes our lines, then reads the judge's next integer within `range`.
    ///
    /// # Errors
    /// As [`Scanner::next_in`]: a missing token, a non-number or a value out
    /// of range, with the judge's line; or a failed flush.
    ///
    /// # Complexity
    /// O(token length) plus the flush.
    ///
    /// # Example
    /// ```
    /// use games_core::interactive::Judge;
    /// let mut judge = Judge::new(&b"5 x"[..], Vec::new());
    /// assert_eq!(judge.next_in("i", 1..=9u32).unwrap(), 5);
    /// let e = judge.next_in("j", 1..=9u32).unwrap_err().to_string();
    /// assert_eq!(e, "line 1: expected j, an integer from 1 to 9, found `x`");
    /// ```
    pub fn next_in<T: Int>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T> {
        self.out.flush()?;
        self.scanner.next_in(what, range)
    }

    /// Flushes our lines, then reads the judge's next integer: one of
    /// `markers` (an end marker such as `0` or `-1`, returned as it is) or a
    /// value within `range`.
    ///
    /// # Errors
    /// As [`Judge::next_in`]; the message names the markers too.
    ///
    /// # Complexity
    /// O(token length + number of markers) plus the flush.
    ///
    /// # Example
    /// ```
    /// use games_core::interactive::Judge;
    /// let mut judge = Judge::new(&b"4 -1 9"[..], Vec::new());
    /// assert_eq!(judge.next_in_or("j", 1..=5i32, &[0, -1]).unwrap(), 4);
    /// assert_eq!(judge.next_in_or("j", 1..=5i32, &[0, -1]).unwrap(), -1);
    /// let e = judge.next_in_or("j", 1..=5i32, &[0, -1]).unwrap_err().to_string();
    /// assert_eq!(e, "line 1: expected j, an integer from 1 to 5 or a marker (0, -1), found `9`");
    /// ```
    pub fn next_in_or<T: Int>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
        markers: &[T],
    ) -> Result<T> {
        self.out.flush()?;
        self.scanner.next_in_or(what, range, markers)
    }

    /// Flushes our lines, then reads the judge's next word, of a length within `len`.
    ///
    /// # Errors
    /// As [`Scanner::next_word_in`].
    ///
    /// # Complexity
    /// O(token length) plus the flush.
    ///
    /// # Example
    /// ```
    /// use games_core::interactive::Judge;
    /// let mut judge = Judge::new(&b"First"[..], Vec::new());
    /// assert_eq!(judge.next_word_in("side", 1..=6).unwrap(), b"First");
    /// ```
    pub fn next_word_in(&mut self, what: &str, len: RangeInclusive<usize>) -> Result<Vec<u8>> {
        self.out.flush()?;
        self.scanner.next_word_in(what, len)
    }

    /// An input error at the judge's current line, for a protocol rule the
    /// reads cannot check (an impossible move, say).
    ///
    /// # Complexity
    /// O(length of the message).
    ///
    /// # Example
    /// ```
    /// use games_core::interactive::Judge;
    /// let judge = Judge::new(&b""[..], Vec::new());
    /// let e = judge.error("the judge took 3, which was declared before");
    /// assert_eq!(e.to_string(), "line 1: the judge took 3, which was declared before");
    /// ```
    pub fn error(&self, message: impl Into<String>) -> super::error::Error {
        self.scanner.error(message)
    }

    /// The writer our lines go to (for a `Vec<u8>`, everything written so far).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Judge::new`].
    pub fn written(&self) -> &W {
        &self.out
    }
}

impl<R, W: Write> Write for Judge<R, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.out.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    /// A pipe end that yields what the other side sent, one message per read.
    struct Pipe(mpsc::Receiver<Vec<u8>>);

    impl Read for Pipe {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.recv() {
                Ok(m) => {
                    buf[..m.len()].copy_from_slice(&m);
                    Ok(m.len())
                }
                Err(_) => Ok(0),
            }
        }
    }

    /// A writer that sends what it holds on each flush.
    struct Sender(mpsc::Sender<Vec<u8>>, Vec<u8>);

    impl Write for Sender {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.1.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            if !self.1.is_empty() {
                let _ = self.0.send(std::mem::take(&mut self.1));
            }
            Ok(())
        }
    }

    #[test]
    fn a_reply_is_read_as_soon_as_its_line_arrives_and_our_line_is_flushed_first() {
        // The judge thread answers each number with its double and ends with 0.
        let (to_us, from_judge) = mpsc::channel();
        let (to_judge, from_us) = mpsc::channel::<Vec<u8>>();
        let judge = std::thread::spawn(move || {
            to_us.send(b"3\n".to_vec()).unwrap();
            for _ in 0..3 {
                let line = from_us.recv().unwrap();
                let n: u64 = String::from_utf8(line).unwrap().trim().parse().unwrap();
                to_us.send(format!("{}\n", 2 * n).into_bytes()).unwrap();
            }
            to_us.send(b"0\n".to_vec()).unwrap();
        });
        let mut j = Judge::new(Pipe(from_judge), Sender(to_judge, Vec::new()));
        let rounds: u32 = j.next_in("t", 1..=10).unwrap();
        let mut seen = Vec::new();
        for k in 1..=rounds {
            writeln!(j, "{k}").unwrap();
            seen.push(j.next_in_or("reply", 1..=100u64, &[0]).unwrap());
        }
        assert_eq!(j.next_in_or("reply", 1..=100u64, &[0]).unwrap(), 0);
        assert_eq!(seen, [2, 4, 6]);
        judge.join().unwrap();
    }
}
