//! The tooling of chip-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute::partizan::{Memoised, Partizan, Side};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// chip-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules of one pile once the pair is chosen: Alice (Left) removes
/// exactly `a` chips, Bob (Right) exactly `b`, from a pile that has them.
pub struct Chips {
    /// Alice's number.
    pub a: u64,
    /// Bob's number.
    pub b: u64,
}

impl Partizan for Chips {
    type Pos = u64;

    fn left(&self, &v: &u64) -> Vec<u64> {
        v.checked_sub(self.a).into_iter().collect()
    }

    fn right(&self, &v: &u64) -> Vec<u64> {
        v.checked_sub(self.b).into_iter().collect()
    }
}

/// Who wins the game (a, b) on `piles`, searched as one game (the piles'
/// sum) with Alice first and with Bob first: 0 Alice, 1 Bob, 2 the first
/// player, 3 the second player (the order of the answer's counts).
pub fn searched_class(a: u64, b: u64, piles: &[u64]) -> usize {
    let game = Memoised::new(Chips { a, b });
    let alice_first = game.sum_wins(piles, Side::Left);
    let bob_first = game.sum_wins(piles, Side::Right);
    match (alice_first, bob_first) {
        (true, false) => 0,
        (false, true) => 1,
        (true, true) => 2,
        (false, false) => 3,
    }
}

impl Problem for Kit {
    const RUNS: u64 = 300;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // The judge's largest input: 100 piles up to 10^18, m = 10^5.
        let m = size.pick(100_000, 10_000);
        g.row(&[100, m])?;
        g.line_of(100, 1, 1_000_000_000_000_000_000)?;
        Ok(format!("n = 100 piles up to 10^18, m = {m}"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=3);
        // m ≤ 7 and piles ≤ 20 keep the 300 runs of 49 searches fast in
        // the debug test profile.
        let m = g.rng.gen_range(1..=7);
        let top = if g.rng.gen_bool(0.5) { 10 } else { 20 };
        g.row(&[n, m])?;
        g.line_of(n, 1, top)
    }

    /// Every pair (a, b) searched from the rules ([`searched_class`]).
    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        let n: usize = tokens.parse();
        let m: u64 = tokens.parse();
        let piles: Vec<u64> = (0..n).map(|_| tokens.parse()).collect();
        let mut counts = [0u64; 4];
        for a in 1..=m {
            for b in 1..=m {
                counts[searched_class(a, b, &piles)] += 1;
            }
        }
        let [alice, bob, first, second] = counts;
        format!("{alice} {bob} {first} {second}\n")
    }
}

problem_kit::kit!(Kit);
