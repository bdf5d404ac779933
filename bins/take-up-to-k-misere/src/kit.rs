//! The tooling of take-up-to-k-misere: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{verdict, Rules};

problem_kit::take_up_to_k_kit! {
    runs = 500,
    play = Misere,
    bench_n = (E18, "10^18"),
    reference = |n, k| verdict(Kit.wins(&(n, k))),
}
