//! Baekjoon 18036 "Hold or Continue?": Pig to exactly 75; every turn start's win probability by a root-find per pair of banked scores, then hold against continue per query.
//!
//! W(a, b, t) is the win probability of the player to move with a banked, the
//! opponent b, and t on the turn. Banked scores never fall, so the pairs
//! {a, b} are solved from the largest sum down; within a pair the two turn
//! starts W(a, b, 0) and W(b, a, 0) depend on each other through a roll of 1
//! or a bust (the turn passes, nothing banked). For a guess y of W(b, a, 0)
//! one backward pass over the running totals gives W(a, b, ·) as the larger
//! of holding and rolling, with its slope in y; the fixed point
//! y = W(b, a, 0)(W(a, b, 0)(y)) is found by Newton's method on that
//! piecewise-linear map, kept inside a shrinking bracket by bisection. Floats
//! are exact enough: every value is within about 10^-13 of the truth, and the
//! judge promises the two choices differ by more than 10^-5.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// The score to reach exactly.
const TARGET: usize = 75;
/// Largest number of queries (the judge's: 1000; ours takes every query
/// there can be, 205 350, at once).
const MAX_Q: u32 = 250_000;

/// A value with its slope in the unknown it depends on.
#[derive(Clone, Copy, Debug)]
struct Affine {
    value: f64,
    slope: f64,
}

/// The win probability at the start of every turn of Pig to exactly `target`.
struct Pig {
    target: usize,
    /// `start[a · target + b]` = W(a, b, 0) for banked scores a, b < target.
    start: Vec<f64>,
}

impl Pig {
    /// Solves every pair of banked scores, largest sum first.
    fn new(target: usize) -> Pig {
        let top = target - 1;
        let mut pig = Pig {
            target,
            start: vec![0.0; target * target],
        };
        // A player with target − 1 banked can never win: it needs exactly 1,
        // and a 1 scores nothing. Against him the other wins for sure (he can
        // always reach the target in time); two such players never finish.
        for a in 0..top {
            pig.start[a * target + top] = 1.0;
        }
        let mut buffer = Vec::with_capacity(target + 1);
        for sum in (0..=2 * (top - 1)).rev() {
            for a in sum.saturating_sub(top - 1)..=sum / 2 {
                pig.solve_pair(a, sum - a, &mut buffer);
            }
        }
        pig
    }

    fn start(&self, a: usize, b: usize) -> f64 {
        self.start[a * self.target + b]
    }

    /// What holding is worth for a player who would bank `banked` against `b`.
    fn hold(&self, banked: usize, b: usize) -> f64 {
        let top = self.target - 1;
        if banked == self.target {
            1.0
        } else if banked == top && b == top {
            // Neither can ever win.
            0.0
        } else {
            1.0 - self.start(b, banked)
        }
    }

    /// W(a, b, t) for t = 0..=target − a into `w`, when the opponent's turn
    /// start W(b, a, 0) is `y`, each with its slope in y.
    fn turn(&self, a: usize, b: usize, y: f64, w: &mut Vec<Affine>) {
        let last = self.target - a;
        let passed = Affine {
            value: 1.0 - y,
            slope: -1.0,
        };
        w.clear();
        w.resize(last + 1, passed);
        w[last] = Affine {
            value: 1.0,
            slope: 0.0,
        };
        for t in (0..last).rev() {
            // A 1 passes the turn; 2..=6 add up, or pass it by overshooting.
            let mut roll = Affine {
                value: passed.value / 6.0,
                slope: passed.slope / 6.0,
            };
            for r in 2..=6 {
                let next = if t + r > last { passed } else { w[t + r] };
                roll.value += next.value / 6.0;
                roll.slope += next.slope / 6.0;
            }
            w[t] = roll;
            if t > 0 {
                let hold = self.hold(a + t, b);
                if hold >= roll.value {
                    w[t] = Affine {
                        value: hold,
                        slope: 0.0,
                    };
                }
            }
        }
    }

    /// W(a, b, 0) and W(b, a, 0), each depending on the other.
    fn solve_pair(&mut self, a: usize, b: usize, w: &mut Vec<Affine>) {
        // φ(y) = W(b, a, 0)(W(a, b, 0)(y)) − y falls with slope in [−1, 0)
        // (the slopes of the two turns are minus the chances that they pass,
        // below 1: some run of rolls always banks or wins), from φ(0) ≥ 0 to
        // φ(1) ≤ 0: one root, bracketed by [lo, hi].
        let (mut lo, mut hi, mut y) = (0.0f64, 1.0f64, 0.5f64);
        for _ in 0..200 {
            self.turn(a, b, y, w);
            let fx = w[0];
            self.turn(b, a, fx.value, w);
            let gy = w[0];
            let phi = gy.value - y;
            if phi > 0.0 {
                lo = y;
            } else if phi < 0.0 {
                hi = y;
            } else {
                break;
            }
            let newton = y - phi / (gy.slope * fx.slope - 1.0);
            let next = if lo < newton && newton < hi {
                newton
            } else {
                (lo + hi) / 2.0
            };
            if (next - y).abs() <= 1e-15 || hi - lo <= 1e-15 {
                break;
            }
            y = next;
        }
        self.turn(a, b, y, w);
        self.start[a * self.target + b] = w[0].value;
        // For a = b both are the same number, the root y itself.
        self.start[b * self.target + a] = y;
    }

    /// The win probabilities of holding and of rolling again for a player
    /// with `c` banked and `x` on the turn against `h`, from `w`, the turn
    /// that [`Pig::turn`] wrote for (c, h) at y = W(h, c, 0).
    fn choices(&self, c: usize, h: usize, x: usize, w: &[Affine]) -> (f64, f64) {
        let last = self.target - c;
        let passed = 1.0 - self.start(h, c);
        let mut roll = passed / 6.0;
        for r in 2..=6 {
            roll += if x + r > last { passed } else { w[x + r].value } / 6.0;
        }
        (self.hold(c + x, h), roll)
    }
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let q: u32 = sc.next_in("Q", 1..=MAX_Q)?;
    let mut queries = Vec::with_capacity(q as usize);
    for _ in 0..q {
        let c: usize = sc.next_in("C", 0..=TARGET - 2)?;
        let h: usize = sc.next_in("H", 0..=TARGET - 2)?;
        let x: usize = sc.next_in("X", 2..=TARGET - c)?;
        queries.push((c, h, x));
    }
    sc.finish()?;
    let pig = Pig::new(TARGET);
    let mut w = Vec::with_capacity(TARGET + 1);
    let mut last = None;
    let mut decisions = String::with_capacity(2 * queries.len());
    for (c, h, x) in queries {
        // One pass over the turn serves every query of the same pair.
        if last != Some((c, h)) {
            pig.turn(c, h, pig.start(h, c), &mut w);
            last = Some((c, h));
        }
        let (hold, roll) = pig.choices(c, h, x, &w);
        decisions.push_str(if hold >= roll { "H\n" } else { "C\n" });
    }
    out.write_all(decisions.as_bytes())?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
