//! The tooling of hackenbush-stalks: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute::partizan::{Partizan, Side};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// hackenbush-stalks's kit (see `problem_kit::kit`).
pub struct Kit;

/// The rules of one stalk: Blue (Left) deletes a `B` edge, Red (Right) an
/// `R` edge; the edges above the deleted one fall with it.
impl Partizan for Kit {
    type Pos = Vec<u8>;

    fn left(&self, stalk: &Vec<u8>) -> Vec<Vec<u8>> {
        cut(stalk, b'B')
    }

    fn right(&self, stalk: &Vec<u8>) -> Vec<Vec<u8>> {
        cut(stalk, b'R')
    }
}

/// The stalks left when an edge of `colour` is deleted: what lies below it.
fn cut(stalk: &[u8], colour: u8) -> Vec<Vec<u8>> {
    (0..stalk.len())
        .filter(|&i| stalk[i] == colour)
        .map(|i| stalk[..i].to_vec())
        .collect()
}

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // 14 000 stalks of 62 edges, then 86 000 short ones: 10^5 stalks,
        // 10^6 edges in all (the quick run: a tenth of each).
        let (long, short) = (size.pick(14_000, 1_400), size.pick(86_000, 8_600));
        g.row(&[long + short])?;
        for _ in 0..long {
            // A long first run now and then, so integer parts vary too.
            let run = if g.rng.gen_bool(0.2) {
                g.rng.gen_range(1..=62)
            } else {
                1
            };
            let first = if g.rng.gen_bool(0.5) { b'B' } else { b'R' };
            let mut stalk = vec![first; run];
            stalk.extend((run..62).map(|_| if g.rng.gen_bool(0.5) { b'B' } else { b'R' }));
            g.word(&stalk, b'\n')?;
        }
        for i in 0..short {
            // 46 % of them two edges long: 132 000 edges with the 86 000 stalks.
            let len = if i < short * 46 / 86 { 2 } else { 1 };
            g.random_word(len as usize, b"BR", b'\n')?;
        }
        Ok(format!(
            "{} stalks, {} edges",
            long + short,
            62 * long + short + short * 46 / 86
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=3);
        let mut stalks: Vec<Vec<u8>> = (0..n)
            .map(|_| {
                let len = g.rng.gen_range(1..=6);
                (0..len)
                    .map(|_| if g.rng.gen_bool(0.5) { b'B' } else { b'R' })
                    .collect()
            })
            .collect();
        if n < 3 && g.rng.gen_bool(0.4) {
            // The first stalk with its colours swapped: the two cancel, so
            // zero (the second player wins) comes up often.
            let mirror = stalks[0]
                .iter()
                .map(|&c| if c == b'B' { b'R' } else { b'B' })
                .collect();
            stalks.push(mirror);
        }
        g.row(&[stalks.len() as u64])?;
        for s in &stalks {
            g.word(s, b'\n')?;
        }
        Ok(())
    }

    /// The winners by play on the whole position searched as one game, and
    /// its value by the definition (the simplest number between the best
    /// options), also on the whole position: no stalk value is added.
    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        let n: usize = tokens.parse();
        let stalks: Vec<Vec<u8>> = (0..n).map(|_| tokens.word().as_bytes().to_vec()).collect();
        let name = |blue_wins: bool| if blue_wins { "Blue" } else { "Red" };
        let blue_first = name(Kit.sum_wins(&stalks, Side::Left));
        let red_first = name(!Kit.sum_wins(&stalks, Side::Right));
        format!("{blue_first}\n{red_first}\n{}\n", Kit.sum_value(&stalks))
    }
}

problem_kit::kit!(Kit);
