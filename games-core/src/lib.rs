//! Shared building blocks of the contest binaries: fast I/O, mex, Nim, sieves, Grundy tables, periods, retrograde analysis, Hackenbush on trees and graphs, misère Nim and misère sums, who ends ahead in a score game and the totals of taking items largest first, every-game sums, Euclid's game, Wythoff's game, nimbers, dyadic numbers (in an i128, and of any length with the Blue-Red Hackenbush edge rule), number + nimber partizan values, canonical forms of short partizan games, their CGSuite notation and thermographs, Blue-Red stalks, linear bases over GF(2), maximum matchings (general and bipartite) and undirected vertex geography (on any graph, and on a grid of free cells), the input shapes of the take-up-to-k, CSES heap and subtraction games, limits on a sum over the tests, and the TRƯỚC/SAU verdict.
//!
//! One module per concept. Modules refer to each other only through `super::`
//! paths, so `cargo xtask bundle` can nest any subset of them inside one
//! submission file and every path still resolves.

pub mod alphabet;
pub mod anti_sg;
pub mod arith;
pub mod big_dyadic;
pub mod bipartite;
pub mod blue_red;
pub mod canonical;
pub mod cgt_notation;
pub mod clobber;
pub mod col_snort;
pub mod cutcake;
pub mod domineering;
pub mod dyadic;
pub mod entry;
pub mod error;
pub mod euclid;
pub mod every_sg;
pub mod geography;
pub mod graph_notation;
pub mod grid;
pub mod grundy;
pub mod hackenbush;
pub mod heap_tests;
pub mod int;
pub mod interactive;
pub mod io;
pub mod matching;
pub mod mex;
pub mod misere;
pub mod modular;
pub mod move_set;
pub mod nim;
pub mod nimber;
pub mod number_star;
pub mod partizan_hackenbush;
pub mod period;
pub mod reply;
pub mod retrograde;
pub mod ruleset;
pub mod scanner;
pub mod score;
pub mod show;
pub mod sieve;
pub mod sum_limit;
pub mod swar;
pub mod take_up_to_k;
pub mod test_support;
pub mod thermograph;
pub mod toads_frogs;
pub mod toppling_dominoes;
pub mod valuer;
pub mod verdict;
pub mod walsh;
pub mod wythoff;
pub mod xor_basis;
