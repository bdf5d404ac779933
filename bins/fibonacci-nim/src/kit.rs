//! The tooling of fibonacci-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::{shapes, Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// fibonacci-nim's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let count = size.pick(1_000_000, 100_000);
        let mut fib = vec![2u64, 3];
        while let Some(next) = fib[fib.len() - 2].checked_add(fib[fib.len() - 1]) {
            if next > E18 {
                break;
            }
            fib.push(next);
        }
        for i in 0..count {
            let n = if i % 8 == 0 {
                fib[g.rng.gen_range(0..fib.len())]
            } else {
                g.rng.gen_range(2..=E18)
            };
            g.num(n, b'\n')?;
        }
        g.num(0, b'\n')?;
        Ok(format!(
            "{count} values n ≤ 10^18 (every 8th a Fibonacci number), then 0"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let count = g.rng.gen_range(1..=8);
        for _ in 0..count {
            let n = g.rng.gen_range(2..=120u64);
            g.num(n, b'\n')?;
        }
        g.num(0, b'\n')
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let piles = shapes::until_zero(&mut t, |_, n| n);
        // The first take is 1..=n − 1.
        let starts = piles.iter().map(|&n| (n, n - 1));
        shapes::searched_verdicts(starts, moves, ["First win\n", "Second win\n"])
    }
}

/// The rules alone: a state is (stones left, most the mover may take). A take
/// of k leaves (left − k, 2k); a cap above the pile is the same as a cap equal to it.
fn moves(&(left, cap): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=cap.min(left))
        .map(|k| (left - k, (2 * k).min(left - k)))
        .collect()
}

/// The rules for the lab: the game at n stones is the state (n, n − 1), the
/// first move taking at most n − 1 (n ≥ 2).
impl Rules for Kit {
    type Pos = (u64, u64);
    const LAYOUT: Option<Layout<(u64, u64)>> =
        Some(Layout::Line(|n| (n >= 2).then_some((n, n - 1))));

    fn moves(&self, p: &(u64, u64)) -> Vec<(u64, u64)> {
        moves(p)
    }
}

problem_kit::kit!(Kit, rules);
