//! The tooling of cut-cake: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::brute::partizan::{Partizan, Side};
use problem_kit::gen::E18;
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// cut-cake's kit (see `problem_kit::kit`).
pub struct Kit;

/// A piece: (columns, rows).
type Piece = (u8, u8);

/// A position as the search keeps it: the pieces with at least two columns
/// and two rows, sorted; then the cuts left in Alice's strips (pieces one row
/// high) and in Bob's (one column wide).
///
/// A strip of w × 1 can only ever be cut by Alice, and however she cuts it,
/// it holds exactly w − 1 cuts, one used per move: as far as play goes it is
/// a stock of w − 1 moves only she can make (a 1 × h strip: h − 1 of Bob's;
/// 1 × 1 is nothing). Keeping the stocks as counts is the same game with far
/// fewer positions.
pub type Cake = (Vec<Piece>, u16, u16);

/// The position made of `pieces`.
pub fn start(pieces: &[Piece]) -> Cake {
    let mut cake = (Vec::new(), 0, 0);
    for &p in pieces {
        add(&mut cake, p);
    }
    cake.0.sort_unstable();
    cake
}

/// Puts piece `p` into `cake` (unsorted).
fn add(cake: &mut Cake, (w, h): Piece) {
    match (w, h) {
        (_, 1) => cake.1 += u16::from(w) - 1,
        (1, _) => cake.2 += u16::from(h) - 1,
        _ => cake.0.push((w, h)),
    }
}

/// Every position one cut reaches: `split(p, k)` cuts piece `p` at `k`
/// along the mover's direction, `side(p)` is the length being cut, and
/// `stock` picks the mover's stock of strip cuts.
fn cuts(
    cake: &Cake,
    split: fn(Piece, u8) -> (Piece, Piece),
    side: fn(Piece) -> u8,
    stock: fn(&mut Cake) -> &mut u16,
) -> Vec<Cake> {
    let mut out = Vec::new();
    let mut spend = cake.clone();
    if *stock(&mut spend) > 0 {
        *stock(&mut spend) -= 1;
        out.push(spend);
    }
    let pieces = &cake.0;
    for (i, &p) in pieces.iter().enumerate() {
        if i > 0 && pieces[i - 1] == p {
            continue;
        }
        // Cutting at k or at side − k gives the same two pieces.
        for k in 1..=side(p) / 2 {
            let (a, b) = split(p, k);
            let mut next = cake.clone();
            next.0.remove(i);
            add(&mut next, a);
            add(&mut next, b);
            next.0.sort_unstable();
            out.push(next);
        }
    }
    out
}

/// The rules: Alice (Left) cuts a piece between two columns, Bob (Right)
/// between two rows.
impl Partizan for Kit {
    type Pos = Cake;

    fn left(&self, cake: &Cake) -> Vec<Cake> {
        cuts(
            cake,
            |(w, h), k| ((k, h), (w - k, h)),
            |(w, _)| w,
            |c| &mut c.1,
        )
    }

    fn right(&self, cake: &Cake) -> Vec<Cake> {
        cuts(
            cake,
            |(w, h), k| ((w, k), (w, h - k)),
            |(_, h)| h,
            |c| &mut c.2,
        )
    }
}

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let n = size.pick(100_000, 10_000);
        g.row(&[n])?;
        for _ in 0..n {
            // Sides of every binary length up to 10^18, so all three cases occur.
            let side = |g: &mut Gen| {
                let bits = g.rng.gen_range(1..=60);
                g.rng.gen_range(1..=(1u64 << (bits - 1)) * 2 - 1).min(E18)
            };
            let (w, h) = (side(g), side(g));
            g.row(&[w, h])?;
        }
        Ok(format!(
            "N = {n} pieces, sides of random binary lengths up to 10^18"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let n = g.rng.gen_range(1..=3);
        // Both sides up to 4, or a long side up to 8 and a short one up to 2
        // (the search of the whole position grows fast with the pieces' area).
        let mut pieces: Vec<(u64, u64)> = (0..n)
            .map(|_| match g.rng.gen_range(0..3) {
                0 => (g.rng.gen_range(1..=4), g.rng.gen_range(1..=4)),
                1 => (g.rng.gen_range(1..=8), g.rng.gen_range(1..=2)),
                _ => (g.rng.gen_range(1..=2), g.rng.gen_range(1..=8)),
            })
            .collect();
        if n < 3 && g.rng.gen_bool(0.4) {
            // The first piece turned a quarter: the two cancel, so the
            // second player's wins come up often.
            pieces.push((pieces[0].1, pieces[0].0));
        }
        g.row(&[pieces.len() as u64])?;
        for (w, h) in pieces {
            g.row(&[w, h])?;
        }
        Ok(())
    }

    /// The winners by a win/lose search of the whole position, once with
    /// Alice first and once with Bob first: no value is used.
    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        let n: usize = tokens.parse();
        let pieces: Vec<Piece> = (0..n).map(|_| (tokens.parse(), tokens.parse())).collect();
        let position = start(&pieces);
        let alice_first = if Kit.wins(&position, Side::Left) {
            "Alice"
        } else {
            "Bob"
        };
        let bob_first = if Kit.wins(&position, Side::Right) {
            "Bob"
        } else {
            "Alice"
        };
        format!("{alice_first}\n{bob_first}\n")
    }
}

problem_kit::kit!(Kit);
