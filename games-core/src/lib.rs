//! Shared building blocks of the contest binaries: fast I/O, and the games' values and strategies (impartial, partizan, misère, score and loopy games), one module per concept; ARCHITECTURE.md maps them.
//!
//! One module per concept. Modules refer to each other only through `super::`
//! paths, so `cargo xtask bundle` can nest any subset of them inside one
//! submission file and every path still resolves.

pub mod alphabet;
pub mod anti_sg;
pub mod arith;
pub mod atomic_weight;
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
pub mod minimax_total;
pub mod misere;
pub mod modular;
pub mod move_set;
pub mod nim;
pub mod nimber;
pub mod number_star;
pub mod partizan_hackenbush;
pub mod period;
pub mod reduced_form;
pub mod remoteness;
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
