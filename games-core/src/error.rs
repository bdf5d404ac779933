//! Why a program stopped: an input error with its line, or a failed read or write; the `Result` of every `solve`.

use std::fmt;
use std::io;

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
