//! What a table shows and the words for it: periods and their proofs, verdicts, explanations, sweeps' closed forms, and the patterns of sequences read from anywhere.

pub mod catalogue;
pub mod classes;
pub mod explain;
pub mod fit;
pub mod grid;
pub mod named;
pub mod nim_report;
pub mod pattern;
pub mod prove;
pub mod verdict;
