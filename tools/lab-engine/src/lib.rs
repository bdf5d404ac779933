//! grundy-lab's engine: table builders for take-and-break games, period verdicts, the games the lab knows.
//!
//! The contest binaries use only `games-core`; the lab, the web page (and
//! anything that wants a proof, such as a binary's tests) build on this crate.
//! Its modules sit in three folders, one per role; every module is named below.
//!
//! **[`tables`]: from a game to its Grundy table.**
//! - `game`: one enum over the games the lab knows, their names, size limits
//!   and the theorem that can prove their period. It never uses `driver`.
//! - `driver`: **the one way from a game to its table.** `Driver::new(game)`
//!   picks the builder (`Algorithm`), `build_to(n, progress)` grows the table
//!   in place with progress callbacks, `resume` continues from saved values
//!   (a checkpoint), `build_record()` says which algorithm ran. Everything that
//!   needs a table (grundy-lab, `--until-proven`, `--sweep`, the web page)
//!   goes through it; `Game::grundy(n)` is its shorthand for a `Vec<u32>`.
//! - The builders the driver runs (not public entry points): `sparse` (the
//!   sparse-space method for octal games and two-part splits), `split` (bit
//!   sets for splits into more parts), `hex` (bit sets of the two- and
//!   three-heap splits of hexadecimal games), `divisors` (the divisor sieve), the
//!   subtraction window (in `driver`), and the plain mex over
//!   `patterns::explain`'s option lists (`Algorithm::PlainMex`, the
//!   reference). `octal` is the octal and hexadecimal games' notation; its unit tests keep the
//!   plain quadratic scan of octal games, and `split`'s the split bit sets
//!   alone, as independent references for the sparse builder.
//! - `values`: the compact store (one, two or four bytes per value) every builder writes.
//!
//! **[`patterns`]: what a table shows, and the words for it.**
//! - `pattern` (period and arithmetic-period verdicts with their evidence
//!   rule and proofs), `prove` (grow a driver's table until a theorem proves
//!   its period), `verdict` (the one-sentence verdict the lab and the web page
//!   share, worded by a `Words` table) and `explain` (the positions one move
//!   away from n and their mex).
//! - `fit`: closed forms across a parameter sweep (piecewise affine by residue).
//! - `nim_report`: a Nim position by bit column with its winning moves and the
//!   deciding column, for the lab's `nim` and the web page.
//! - For sequences read from anywhere (rules unknown, a stricter evidence
//!   rule): `catalogue` (the sequences game problems produce, exact
//!   integers), `classes` (a value class as residues plus catalogue
//!   exceptions), `named` (a one-number sequence's pattern and its predictor)
//!   and `grid` (tables of pairs (x, y): periodic rows and columns, residue
//!   rules a·x + b·y ≡ c (mod m), Beatty pairs, P-positions on lines).
//!
//! **[`misere`]: misère play of octal games** (genus, tameness, the misère
//! quotient and its periodicity theorem; the module's own doc maps its files).
//!
//! The modules depend on each other one way (`tests/modules.rs` checks that
//! no module, counted as `tables::driver`, `patterns::verdict`, `misere`, …,
//! reaches itself). The folders are roles, not layers: `patterns` builds on
//! `tables` (`prove` grows a `Driver`, `verdict` names the `Game`), and
//! three edges go the other way — the driver finds the period it fills from
//! with `patterns::pattern`, its plain mex lists options with
//! `patterns::explain`, and `game` names `pattern::Proof`. `misere` uses
//! `tables` only.

pub mod misere;
pub mod patterns;
pub mod tables;

/// The driver under its path from before the folders (`CONTRIBUTING.md` names
/// `lab_engine::driver::Driver`); new code writes `lab_engine::tables::driver`.
pub use tables::driver;

/// The pattern finder under its path from before the folders
/// (`CONTRIBUTING.md` names `lab_engine::pattern`); new code writes
/// `lab_engine::patterns::pattern`.
pub use patterns::pattern;
