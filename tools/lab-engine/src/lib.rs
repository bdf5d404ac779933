//! grundy-lab's engine: table builders for take-and-break games, period verdicts, the games the lab knows.
//!
//! The contest binaries use only `games-core`; the lab, the web page (and
//! anything that wants a proof, such as a binary's tests) build on this crate.
//!
//! - `game`: one enum over the games the lab knows, their names, size limits
//!   and the theorem that can prove their period. It never uses `driver`
//!   (`driver` uses it; `tests/modules.rs` checks the modules form no cycle).
//! - `driver`: **the one way from a game to its table.** `Driver::new(game)`
//!   picks the builder (`Algorithm`), `build_to(n, progress)` grows the table
//!   in place with progress callbacks, `resume` continues from saved values
//!   (a checkpoint), `build_record()` says which algorithm ran. Everything that
//!   needs a table (grundy-lab, `--until-proven`, `--sweep`, the web page)
//!   goes through it; `Game::grundy(n)` is its shorthand for a `Vec<u32>`.
//! - The builders the driver runs (not public entry points): `sparse` (the
//!   sparse-space method for octal games and two-part splits), `split` (bit
//!   sets for splits into more parts), `divisors` (the divisor sieve), the
//!   subtraction window (in `driver`), and the plain mex over `explain`'s
//!   option lists (`Algorithm::PlainMex`, the reference). The unit tests
//!   keep the plain quadratic scan of octal games (`octal`) and the split
//!   bit sets alone (`split`) as independent references for the sparse
//!   builder.
//! - `values`: the compact store (one, two or four bytes per value) every builder writes.
//! - `pattern` (period and arithmetic-period verdicts with their proofs),
//!   `prove` (grow a driver's table until a theorem proves its period),
//!   `verdict` (the one-sentence verdict the lab and the web page share) and
//!   `explain` (the positions one move away from n and their mex).
//! - `fit`: closed forms across a parameter sweep (piecewise affine by residue).
//! - `nim_report`: a Nim position by bit column with its winning moves and the
//!   deciding column, for the lab's `nim` and the web page.

pub mod catalogue;
pub mod classes;
pub mod divisors;
pub mod driver;
pub mod explain;
pub mod fit;
pub mod game;
pub mod grid;
pub mod misere;
pub mod named;
pub mod nim_report;
pub mod octal;
pub mod pattern;
pub mod prove;
pub mod sparse;
pub mod split;
pub mod values;
pub mod verdict;
