//! grundy-lab's engine: table builders for take-and-break games, period verdicts, the games the lab knows.
//!
//! The contest binaries use only `games-core`; the lab (and anything that
//! wants a proof, such as a binary's tests) builds on this crate:
//! `split` (K-part splits), `octal` (octal games), `divisors` (the divisor
//! game), `pattern` (period and arithmetic-period verdicts with their proofs)
//! and `game` (one enum over all of them); `sparse` (the sparse-space
//! builder for octal games and two-part splits), `values` (compact one- or
//! two-byte tables), `table` (an incremental table for any game), `prove`
//! (grow a table until a theorem proves its period), `verdict` (the
//! one-sentence verdict the lab and the web page share), `explain` (the
//! positions one move away from n and their mex) and `nim` (a Nim position by
//! bit column with its winning moves, for the lab's `nim` and the web page).

pub mod divisors;
pub mod explain;
pub mod game;
pub mod nim;
pub mod octal;
pub mod pattern;
pub mod prove;
pub mod sparse;
pub mod split;
pub mod table;
pub mod values;
pub mod verdict;
