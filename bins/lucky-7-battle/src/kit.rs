//! The tooling of lucky-7-battle: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{Gen, Problem, Size, Tokens};
use std::io;

/// lucky-7-battle's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(200_000, 20_000) as usize;
        g.num(n as u64, b'\n')?;
        g.random_word(n, b"0123456789", b'\n')?;
        g.random_word(n, b"TA", b'\n')?;
        Ok(format!(
            "N = {n} random digits and players (the judge's limit)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        use rand::Rng;
        let n = g.rng.gen_range(1..=10usize);
        g.num(n as u64, b'\n')?;
        // Some digits 0 and 7 (no choice mod 7), mostly any digit.
        g.random_word(n, b"01234567897", b'\n')?;
        let players: &[u8] = match g.rng.gen_range(0..4) {
            0 => b"T",
            1 => b"A",
            _ => b"TA",
        };
        g.random_word(n, players, b'\n')?;
        Ok(())
    }

    /// The whole game tree from the rules, with the actual numbers: every one of
    /// the 2^N ways to play, then the rounds folded from the last (the player of
    /// round i takes the better of its two subtrees for themself).
    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let s = t.word().as_bytes();
        let x = t.word().as_bytes();
        assert!(n <= 18, "reference: N ≤ 18");
        // Node j at depth i: bit i − 1 − k of j says whether round k kept S_k (1) or appended 0.
        let mut level: Vec<bool> = (0..1usize << n)
            .map(|choices| {
                let text: String = (0..n)
                    .map(|k| {
                        if choices >> (n - 1 - k) & 1 == 1 {
                            char::from(s[k])
                        } else {
                            '0'
                        }
                    })
                    .collect();
                text.parse::<u64>().unwrap() % 7 == 0
            })
            .collect();
        for i in (0..n).rev() {
            level = (0..1usize << i)
                .map(|j| {
                    let (zero, keep) = (level[2 * j], level[2 * j + 1]);
                    if x[i] == b'T' {
                        zero || keep
                    } else {
                        zero && keep
                    }
                })
                .collect();
        }
        format!("{}\n", if level[0] { "Takahashi" } else { "Aoki" })
    }
}

problem_kit::kit!(Kit);
