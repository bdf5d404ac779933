//! The tooling of consecutive-misere: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::gen::E18;
use problem_kit::rules::Play;
use problem_kit::{brute, shapes, Gen, Layout, Problem, Rules, Size, Tokens};
use rand::Rng;
use std::io;

/// consecutive-misere's kit (see `problem_kit::kit`).
pub struct Kit;

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        let (tests, n) = (10, size.pick(100_000, 10_000));
        for i in 0..tests {
            g.row(&[n])?;
            // Every fifth test only single apples (the misère exception).
            let top = if i % 5 == 0 { 1 } else { E18 };
            g.line_of(n, 1, top)?;
        }
        Ok(format!(
            "{tests} tests of N = {n} rows up to 10^18 (10^6 rows in all), two of them all ones"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        let tests = g.rng.gen_range(1..=3);
        for _ in 0..tests {
            // Aim at each answer half the time, redrawing (up to 100 times)
            // until the search agrees; rows of one apple a third of the time.
            let first = g.rng.gen_bool(0.5);
            let ones = g.rng.gen_bool(0.3);
            let draw = |g: &mut Gen| {
                let n = g.rng.gen_range(1..=4);
                let top = if ones {
                    1
                } else if n >= 3 {
                    5
                } else {
                    9
                };
                (0..n).map(|_| g.rng.gen_range(1..=top)).collect()
            };
            shapes::counted_row_won_by(g, first, draw, |rows| Kit.wins(rows))?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let mut out = String::new();
        while !t.is_empty() {
            let n: usize = t.parse();
            let mut rows: Vec<u64> = t.many(n);
            rows.sort_unstable();
            // All the rows together are one position, searched as one misère game.
            out.push_str(if Kit.wins(&rows) { "Yes\n" } else { "No\n" });
        }
        out
    }
}

/// The rules alone, on the sorted list of non-empty rows: take one or more
/// neighbouring apples from one row, leaving the apples on either side as
/// (up to) two rows; whoever takes the last apple loses.
impl Rules for Kit {
    type Pos = Vec<u64>;
    const PLAY: Play = Play::Misere;
    /// One row of n (n = 0: no row).
    const LAYOUT: Option<Layout<Vec<u64>>> = Some(Layout::Line(shapes::one_heap));

    fn moves(&self, rows: &Vec<u64>) -> Vec<Vec<u64>> {
        // Take apples start..start + k (0-based) of a row.
        let mut next = brute::replace_one_heap(rows, |r| {
            (1..=r)
                .flat_map(|k| (0..=r - k).map(move |start| (k, start)))
                .map(|(k, start)| {
                    [start, r - k - start]
                        .into_iter()
                        .filter(|&x| x > 0)
                        .collect()
                })
                .collect()
        });
        next.sort_unstable();
        next.dedup();
        next
    }
}

problem_kit::kit!(Kit, rules);
