//! The tooling of palindrome-game: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// palindrome-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// A position: the string, whether the move before was a reversal, and
/// whether Alice moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// The string's bits, character i (from the left) in bit i, `1` as 1.
    pub bits: u32,
    /// The string's length (at most 32).
    pub n: u32,
    /// Whether the last move was a reversal (then none may follow).
    pub reversed: bool,
    /// Whether Alice is to move.
    pub alice: bool,
}

impl Pos {
    /// The start: `s` (of `0`s and `1`s, at most 32 of them), Alice to move.
    pub fn start(s: &[u8]) -> Pos {
        assert!(s.len() <= 32, "a search on {} characters", s.len());
        let bits = (0..s.len())
            .filter(|&i| s[i] == b'1')
            .fold(0, |b, i| b | 1 << i);
        Pos {
            bits,
            n: s.len() as u32,
            reversed: false,
            alice: true,
        }
    }
}

/// The rules alone, from the statement. A move turns one `0` into a `1`
/// (the mover pays a dollar) or, when the string is not a palindrome and the
/// last move was no reversal, reverses it for free; the game ends when every
/// character is `1`. The score is Bob's payments − Alice's (Alice maximises).
impl ScoreRules for Kit {
    type Pos = Pos;

    fn turn(&self, p: &Pos) -> Turn {
        if p.alice {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    fn moves(&self, p: &Pos) -> Vec<Edge<Pos>> {
        let mut next = Vec::new();
        let paid = if p.alice { -1 } else { 1 };
        for i in (0..p.n).filter(|i| p.bits >> i & 1 == 0) {
            let to = Pos {
                bits: p.bits | 1 << i,
                reversed: false,
                alice: !p.alice,
                ..*p
            };
            next.push(Edge::gain(paid, to));
        }
        let reversed = (0..p.n)
            .filter(|i| p.bits >> i & 1 == 1)
            .fold(0, |b, i| b | 1 << (p.n - 1 - i));
        if reversed != p.bits && !p.reversed {
            let to = Pos {
                bits: reversed,
                reversed: true,
                alice: !p.alice,
                ..*p
            };
            next.push(Edge::to(to));
        }
        next
    }
}

/// The answer line of `s` by the search: who pays less.
pub fn searched(s: &[u8]) -> String {
    let verdict = Kit.lead(&Pos::start(s)).word(["ALICE", "BOB", "DRAW"]);
    format!("{verdict}\n")
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // t · n = 10^6 characters, the most the judge's limits allow: half
        // of the strings palindromes, half broken only at the middle (both
        // make the palindrome check read the whole string).
        let t = size.pick(1000, 100);
        g.num(t, b'\n')?;
        for i in 0..t {
            let n = 1000;
            let half: Vec<u8> = (0..n / 2)
                .map(|_| if g.rng.gen_bool(0.5) { b'0' } else { b'1' })
                .collect();
            let mut s: Vec<u8> = half.iter().chain(half.iter().rev()).copied().collect();
            if i % 2 == 1 {
                s[n / 2] ^= 1;
            }
            g.num(n as u64, b'\n')?;
            g.word(&s, b'\n')?;
        }
        Ok(format!(
            "t = {t} strings of n = 1000, half palindromes, half broken at the middle"
        ))
    }

    /// Up to 5 strings of length ≤ 10, a third of them palindromes (the
    /// B1 case), mostly `1`s half the time (few `0`s: the draws).
    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(5, |g| {
            let n: usize = g.rng.gen_range(1..=10);
            let ones = if g.rng.gen_bool(0.5) { 0.5 } else { 0.85 };
            let mut s: Vec<u8> = (0..n)
                .map(|_| if g.rng.gen_bool(ones) { b'1' } else { b'0' })
                .collect();
            if g.rng.gen_bool(1.0 / 3.0) {
                for i in 0..n / 2 {
                    s[n - 1 - i] = s[i];
                }
            }
            if !s.contains(&b'0') {
                // The judge's strings hold a `0`.
                let i = g.rng.gen_range(0..n);
                s[i] = b'0';
            }
            g.num(n as u64, b'\n')?;
            g.word(&s, b'\n')
        })
    }

    fn reference(input: &str) -> String {
        Tokens::new(input).each_test(|t| {
            let _n: usize = t.parse();
            searched(t.word().as_bytes())
        })
    }
}

problem_kit::kit!(Kit);
