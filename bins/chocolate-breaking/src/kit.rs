//! The tooling of chocolate-breaking: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E9;
use problem_kit::{brute, Layout, Rules};
use rand::Rng;
use std::collections::HashMap;

problem_kit::verdict_kit! {
    bench = "one bar: 10^9 × 10^9", |g| g.row(&[E9, E9]),
    // Thin bars (up to 2 × 9) or small ones (up to 5 × 3), either way round.
    random = |g| {
        let (m, n) = if g.rng.gen_bool(0.5) {
            (g.rng.gen_range(1..=2), g.rng.gen_range(1..=9))
        } else {
            (g.rng.gen_range(1..=5), g.rng.gen_range(1..=3))
        };
        g.row(&[m, n])
    },
    first_wins = |m: u8, n: u8| brute::shared_wins(&vec![(m.min(n), m.max(n))], moves),
}

/// The rules alone: a position is the sorted list of pieces (rows, cols),
/// each with rows ≤ cols; a move breaks one piece along an inner grid line,
/// either direction.
fn moves(pieces: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
    let norm = |r: u8, c: u8| (r.min(c), r.max(c));
    let mut next = Vec::new();
    for (i, &(r, c)) in pieces.iter().enumerate() {
        if i > 0 && pieces[i - 1] == (r, c) {
            continue; // the same piece again gives the same positions
        }
        let cuts = (1..r)
            .map(|a| (norm(a, c), norm(r - a, c)))
            .chain((1..c).map(|b| (norm(r, b), norm(r, c - b))));
        for (p, q) in cuts {
            let mut v = pieces.to_vec();
            v.remove(i);
            v.extend([p, q]);
            v.sort_unstable();
            next.push(v);
        }
    }
    next
}

/// The Grundy value of one piece (rows ≤ cols) by the Sprague–Grundy
/// theorem: a break leaves two pieces, whose values XOR. Every piece with no
/// more rows and columns is computed first, in order, so no recursion.
fn piece_grundy(piece: (u8, u8)) -> u32 {
    // The pieces' own zero-sized type: its memo is theirs alone.
    struct Pieces;
    brute::memo_of::<Pieces, _, _, _>(|memo: &mut HashMap<(u8, u8), u32>| {
        for r in 1..=piece.0 {
            for c in 1..=piece.1 {
                let p = (r.min(c), r.max(c));
                if memo.contains_key(&p) {
                    continue;
                }
                let options: Vec<u32> = moves(&[p])
                    .iter()
                    .map(|v| v.iter().fold(0, |x, q| x ^ memo[q]))
                    .collect();
                let mex = (0..).find(|g| !options.contains(g)).unwrap_or(0);
                memo.insert(p, mex);
            }
        }
        memo[&piece]
    })
}

/// The rules for the lab: a position is the sorted list of pieces; the lab
/// tabulates the single m × n bar at (m, n), m, n ≥ 1.
impl Rules for Kit {
    type Pos = Vec<(u8, u8)>;
    const LAYOUT: Option<Layout<Vec<(u8, u8)>>> = Some(Layout::Grid(|m, n| {
        let (m, n) = (u8::try_from(m).ok()?, u8::try_from(n).ok()?);
        (m >= 1 && n >= 1).then(|| vec![(m.min(n), m.max(n))])
    }));

    fn moves(&self, p: &Vec<(u8, u8)>) -> Vec<Vec<(u8, u8)>> {
        moves(p)
    }

    /// The XOR of the pieces' values ([`piece_grundy`]): searching the
    /// positions themselves (every multiset of pieces) is far too slow for a table.
    fn grundy(&self, p: &Vec<(u8, u8)>) -> u32 {
        p.iter().fold(0, |x, &q| x ^ piece_grundy(q))
    }
}

problem_kit::kit!(Kit, rules);
