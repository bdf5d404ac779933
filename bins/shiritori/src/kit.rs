//! The tooling of shiritori: its bench input, random small word lists and a word-by-word reference from the rules.

use problem_kit::brute::{self, Outcome};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// shiritori's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 500;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Eight-letter words whose three-letter ends come from 70000 strings:
        // a random graph of 2·10^5 moves (about three per end), where wins,
        // losses and draws all occur in bulk.
        let n = size.pick(200_000, 20_000);
        let letters: Vec<u8> = (b'A'..=b'Z').chain(b'a'..=b'z').collect();
        let ends: Vec<Vec<u8>> = (0..70_000)
            .map(|_| (0..3).map(|_| letters[g.rng.gen_range(0..52)]).collect())
            .collect();
        g.num(n, b'\n')?;
        for _ in 0..n {
            let mut w = ends[g.rng.gen_range(0..ends.len())].clone();
            w.extend((0..2).map(|_| letters[g.rng.gen_range(0..52)]));
            w.extend_from_slice(&ends[g.rng.gen_range(0..ends.len())]);
            g.word(&w, b'\n')?;
        }
        Ok(format!(
            "N = {n} words of 8 letters, ends drawn from 70000 three-letter strings (the judge's limit)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // Few letters and short words, so that words chain and cycles appear.
        let alphabets: [&[u8]; 3] = [b"ab", b"abA", b"xyzX"];
        let alphabet = alphabets[g.rng.gen_range(0..alphabets.len())];
        let n = g.rng.gen_range(1..=8u64);
        g.num(n, b'\n')?;
        for _ in 0..n {
            let len = g.rng.gen_range(3..=5);
            g.random_word(len, alphabet, b'\n')?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let n: usize = t.parse();
        let words: Vec<&[u8]> = (0..n).map(|_| t.word().as_bytes()).collect();
        // State i: word i was just said; the player to move must say a word
        // that starts with its last three letters (none: that player loses).
        let follows = |&i: &usize| -> Vec<usize> {
            let end = &words[i][words[i].len() - 3..];
            (0..n).filter(|&j| &words[j][..3] == end).collect()
        };
        let starts: Vec<usize> = (0..n).collect();
        let outcome = brute::outcomes(&starts, follows, |_| false);
        // Takahashi said word i; Aoki is the player to move.
        (0..n)
            .map(|i| match outcome[&i] {
                Outcome::Lose => "Takahashi\n",
                Outcome::Win => "Aoki\n",
                Outcome::Draw => "Draw\n",
            })
            .collect()
    }
}

problem_kit::kit!(Kit);
