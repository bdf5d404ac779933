//! The tooling of clobber-strips: its bench input, random small inputs and a brute-force reference from the rules (the test's strips searched as one game, no values).

use problem_kit::brute::partizan::Partizan;
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// clobber-strips's kit (see `problem_kit::kit`).
pub struct Kit;

/// Every strip one move of the player owning the stones `own` reaches: a
/// stone of theirs moves onto a neighbouring cell holding a stone of the
/// other colour, which is removed; the cell it left becomes empty.
fn clobbers(strip: &[u8], own: u8, other: u8) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for i in 0..strip.len() {
        if strip[i] != own {
            continue;
        }
        for j in [i.wrapping_sub(1), i + 1] {
            if strip.get(j) == Some(&other) {
                let mut next = strip.to_vec();
                next[i] = b'.';
                next[j] = own;
                out.push(next);
            }
        }
    }
    out
}

/// The rules: Left moves black stones `x`, Right white stones `o`.
impl Partizan for Kit {
    type Pos = Vec<u8>;

    fn left(&self, strip: &Vec<u8>) -> Vec<Vec<u8>> {
        clobbers(strip, b'x', b'o')
    }

    fn right(&self, strip: &Vec<u8>) -> Vec<Vec<u8>> {
        clobbers(strip, b'o', b'x')
    }
}

/// The problem's words, by outcome class: Left, Right, the first player, the second player.
pub const WORDS: [&str; 4] = ["Left", "Right", "First", "Second"];

/// `strip` with its colours swapped: each player gets the other's moves
/// (the strip's negative).
fn swapped(strip: &[u8]) -> Vec<u8> {
    strip
        .iter()
        .map(|&c| match c {
            b'x' => b'o',
            b'o' => b'x',
            e => e,
        })
        .collect()
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let t = size.pick(100, 2);
        g.row(&[t])?;
        for _ in 0..t {
            g.row(&[4])?;
            for _ in 0..4 {
                g.random_word(12, b"xo", b'\n')?;
            }
        }
        Ok(format!(
            "T = {t} tests of four full strips of 12 stones, each `x` or `o` at random"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let t = g.rng.gen_range(1..=3);
        g.row(&[t])?;
        for _ in 0..t {
            // The search of the whole sum grows with the product of the
            // strips' positions: at most 10 cells in all.
            let k = g.rng.gen_range(1..=3);
            // Often a strip and its colours swapped (worth its negative),
            // so sums worth 0 come up.
            let twin = g.rng.gen_bool(0.3);
            let cells = [10, 6, 4][k - 1] / if twin { 2 } else { 1 };
            let mut strips: Vec<Vec<u8>> = (0..k)
                .map(|_| {
                    let len = g.rng.gen_range(1..=cells);
                    // Half the strips full of stones.
                    let alphabet: &[u8] = if g.rng.gen_bool(0.5) { b"xo" } else { b"xxoo." };
                    (0..len)
                        .map(|_| alphabet[g.rng.gen_range(0..alphabet.len())])
                        .collect()
                })
                .collect();
            if twin {
                strips.push(swapped(&strips[0]));
            }
            let last = strips.len() - 1;
            strips.swap(g.rng.gen_range(0..=last), last);
            g.row(&[strips.len() as u64])?;
            for strip in &strips {
                g.word(strip, b'\n')?;
            }
        }
        Ok(())
    }

    /// Per test, the outcome of the strips' sum by two win/lose searches of
    /// it as one game (black first, white first): no value is used.
    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        tokens.each_test(|tokens| {
            let k: usize = tokens.parse();
            let strips: Vec<Vec<u8>> = (0..k).map(|_| tokens.word().as_bytes().to_vec()).collect();
            format!("{}\n", Kit.sum_outcome(&strips).word(WORDS))
        })
    }
}

problem_kit::kit!(Kit);
