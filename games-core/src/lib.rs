//! Shared building blocks of the contest binaries: fast I/O, mex, Nim, sieves, Grundy tables, periods, retrograde analysis, Hackenbush, misère Nim, dyadic numbers and Blue-Red stalks.
//!
//! One module per concept. Modules refer to each other only through `super::`
//! paths, so `cargo xtask bundle` can nest any subset of them inside one
//! submission file and every path still resolves.

pub mod arith;
pub mod blue_red;
pub mod dyadic;
pub mod grundy;
pub mod hackenbush;
pub mod io;
pub mod mex;
pub mod misere;
pub mod nim;
pub mod period;
pub mod retrograde;
pub mod sieve;
