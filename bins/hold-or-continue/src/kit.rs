//! The tooling of hold-or-continue: its bench input, random small inputs and a brute-force reference from the rules.
//!
//! TODO(xtask new): the placeholder game's; write the real problem's (see `problem_kit::kit`):
//! the positions and moves in `impl Rules for Kit` (`cargo xtask lab hold-or-continue`
//! tabulates them), and the reference from `Kit.wins` or `Kit.grundy` (see `problem_kit::rules`).

use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// hold-or-continue's kit (see `problem_kit::kit`).
pub struct Kit;

// TODO(xtask new): the real moves.
/// The rules alone, from the statement: the positions, where the lab finds
/// them (`LAYOUT`), and every position one move reaches.
impl Rules for Kit {
    type Pos = u64;
    const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(Some));

    fn moves(&self, &n: &u64) -> Vec<u64> {
        if n >= 1 {
            vec![n - 1]
        } else {
            Vec::new()
        }
    }
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // TODO(xtask new): the largest input the judge sends, with our widened values.
        let t = size.pick(200_000, 20_000);
        g.row(&[t])?;
        for _ in 0..t {
            g.line_of(1, 1, 1_000_000_000_000_000_000)?;
        }
        Ok(format!("t = {t} heaps up to 10^18"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // TODO(xtask new): small random inputs that reach every branch of `solve` (and more than one answer).
        let t = g.rng.gen_range(1..=5);
        g.row(&[t])?;
        for _ in 0..t {
            g.line_of(1, 1, 30)?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut tokens = Tokens::new(input);
        let t: usize = tokens.parse();
        let mut out = String::new();
        for _ in 0..t {
            let n: u64 = tokens.parse();
            let first = Kit.wins(&n);
            out.push_str(if first { "first\n" } else { "second\n" });
        }
        out
    }
}

problem_kit::kit!(Kit, rules);
