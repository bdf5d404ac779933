//! Code Jam 2021 Round 1B "Digit Blocks" (interactive): random digits arrive one at a time and each goes on one of N towers of B blocks, the block placed last on a tower its most significant digit; we fill the towers one at a time up to B − K blocks and place the top K levels by an exact expectimax over how many towers wait at each level (fixed point in u128, far below the score's unit).
//!
//! Only the towers' heights matter: a digit d placed at height h (counted
//! from 0 at the bottom) adds d · 10^h to the case's score. The full
//! expectimax over the multisets of heights has C(N + B, B) ≈ 3.2 · 10^9
//! states at N = 20, B = 15; the reduced plan keeps at most one tower
//! between heights 1 and B − K − 1 (the one being built), so a state is
//! (towers not started, the built tower's height, the counts at heights
//! B − K … B − 1), and its expected score is computed for every state at
//! start-up. Where B ≤ K the plan is the full expectimax, exactly optimal.

use games_core::io::{run_interactive, Judge, Result};
use std::io::{Read, Write};

/// Upper limit of the number of cases T (the judge's: 50).
const MAX_T: u64 = 1000;
/// Upper limit of the number of towers N (the judge's: 20).
const MAX_N: usize = 20;
/// Upper limit of the blocks per tower B (the judge's: 15).
const MAX_B: usize = 15;
/// The top levels the plan decides by counts (K): where B ≤ K the plan is
/// the full expectimax.
pub const TOP_LEVELS: usize = 4;
/// Expected scores are kept as integers in units of 10^−20: rounding down
/// once per level loses less than one unit per block left, and the largest
/// sum formed, ten options of at most N · 10^B · 10^20 ≈ 2 · 10^37, fits u128.
pub const SCALE: u128 = 100_000_000_000_000_000_000;

/// The plan for N towers of B blocks: the expected score (in units of
/// 1/[`SCALE`]) of every state of the reduced game, and what gives it.
pub struct Plan {
    /// N.
    towers: usize,
    /// B.
    blocks: usize,
    /// K, at most B: the levels B − K … B − 1 are decided by counts.
    top: usize,
    /// B − K: a tower is built alone up to this height.
    low: usize,
    /// The count vectors (a_0 … a_{K−1}) with a sum at most N, in the order
    /// the values are computed (successors first).
    counts: Vec<[u8; MAX_B]>,
    /// The rank in `counts` of a count vector, by its mixed-radix key.
    rank: Vec<u32>,
    /// The expected score of each state, by [`Plan::index`].
    value: Vec<u128>,
    /// 10^h · SCALE for every height h.
    place: Vec<u128>,
}

/// A state of the reduced game: towers not started (height 0), the height
/// of the tower being built (0 when none), the counts at the top levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    /// Towers of height 0 (always 0 when B ≤ K: they are counted at level 0).
    pub unstarted: usize,
    /// The height of the tower being built, 1 ≤ c < B − K; 0 when none.
    pub building: usize,
    /// Towers at height B − K + j, for j < K.
    pub counts: [u8; MAX_B],
}

impl Plan {
    /// The plan for `towers` towers of `blocks` blocks, `top` levels by counts.
    ///
    /// # Complexity
    /// O((N + 1) · (B − K) · C(N + K, K) · 10 · (K + 1)) time, and a u128 per
    /// slot: 2 454 606 slots (478 170 of them states) at N = 20, B = 15, K = 4.
    pub fn new(towers: usize, blocks: usize, top: usize) -> Plan {
        let top = top.min(blocks);
        let low = blocks - top;
        let radix = towers + 1;
        let mut counts: Vec<[u8; MAX_B]> = Vec::new();
        let mut a = [0u8; MAX_B];
        let keys = radix.pow(top as u32);
        for mut key in 0..keys {
            let mut sum = 0;
            for slot in a.iter_mut().take(top) {
                *slot = (key % radix) as u8;
                sum += key % radix;
                key /= radix;
            }
            if sum <= towers {
                counts.push(a);
            }
        }
        // A placement on level j moves a tower to level j + 1 (or fills it):
        // the weight Σ a_j · (K − j) drops by one, so increasing weight puts
        // successors first.
        let weight =
            |a: &[u8; MAX_B]| -> usize { (0..top).map(|j| usize::from(a[j]) * (top - j)).sum() };
        counts.sort_by_key(weight);
        let mut rank = vec![u32::MAX; keys];
        for (r, a) in counts.iter().enumerate() {
            rank[key_of(a, top, radix)] = r as u32;
        }
        let place = (0..blocks).map(|h| 10u128.pow(h as u32) * SCALE).collect();
        let mut plan = Plan {
            towers,
            blocks,
            top,
            low,
            counts,
            rank,
            value: Vec::new(),
            place,
        };
        plan.value = vec![0; (towers + 1) * low.max(1) * plan.counts.len()];
        plan.fill();
        plan
    }

    /// The start of a case: every tower empty.
    pub fn start(&self) -> State {
        let mut counts = [0u8; MAX_B];
        let unstarted = if self.low == 0 {
            counts[0] = self.towers as u8;
            0
        } else {
            self.towers
        };
        State {
            unstarted,
            building: 0,
            counts,
        }
    }

    /// The state of towers of heights `heights`, if the plan can reach it
    /// (at most one tower strictly between heights 0 and B − K).
    pub fn state_of(&self, heights: &[usize]) -> Option<State> {
        let mut s = State {
            unstarted: 0,
            building: 0,
            counts: [0; MAX_B],
        };
        for &h in heights {
            if h >= self.low && h < self.blocks {
                s.counts[h - self.low] += 1;
            } else if h == 0 {
                s.unstarted += 1;
            } else if h < self.low {
                if s.building != 0 {
                    return None;
                }
                s.building = h;
            }
        }
        Some(s)
    }

    fn index(&self, s: &State) -> usize {
        let r = self.rank[key_of(&s.counts, self.top, self.towers + 1)] as usize;
        (s.unstarted * self.low.max(1) + s.building) * self.counts.len() + r
    }

    /// The expected score of the rest of the case from `s`, in units of 1/[`SCALE`].
    pub fn value(&self, s: &State) -> u128 {
        self.value[self.index(s)]
    }

    /// The heights a block may go to at `s`, each with the state after it:
    /// the built tower (or a new one), then each top level that has a tower.
    pub fn options(&self, s: &State) -> Vec<(usize, State)> {
        let mut v = Vec::with_capacity(self.top + 1);
        if s.building > 0 || (s.unstarted > 0 && self.low > 0) {
            let mut t = *s;
            if s.building == 0 {
                t.unstarted -= 1;
            }
            t.building += 1;
            if t.building == self.low {
                t.building = 0;
                t.counts[0] += 1;
            }
            v.push((s.building, t));
        }
        for j in 0..self.top {
            if s.counts[j] > 0 {
                let mut t = *s;
                t.counts[j] -= 1;
                if j + 1 < self.top {
                    t.counts[j + 1] += 1;
                }
                v.push((self.low + j, t));
            }
        }
        v
    }

    /// The height digit `d` goes to at `s` (not over): the option of the
    /// largest d · 10^h + E[after], the first of them on a tie.
    pub fn choose(&self, s: &State, d: u8) -> (usize, State) {
        let mut best: Option<(u128, usize, State)> = None;
        for (h, t) in self.options(s) {
            let v = u128::from(d) * self.place[h] + self.value(&t);
            if best.map_or(true, |(b, _, _)| v > b) {
                best = Some((v, h, t));
            }
        }
        let (_, h, t) = best.expect("a tower with room: the case is not over");
        (h, t)
    }

    /// Computes every state's value, successors first (see [`Plan::new`]).
    fn fill(&mut self) {
        for unstarted in 0..=self.towers {
            if self.low == 0 && unstarted > 0 {
                break;
            }
            // No built tower (0) first, then its height decreasing: building
            // moves up a height or, at B − K, hands the tower to level 0
            // (a state with no built tower); a new tower leaves one fewer
            // unstarted, computed before.
            let heights = std::iter::once(0).chain((1..self.low).rev());
            for building in heights {
                for r in 0..self.counts.len() {
                    let counts = self.counts[r];
                    let waiting: usize = counts[..self.top].iter().map(|&c| usize::from(c)).sum();
                    if unstarted + usize::from(building > 0) + waiting > self.towers {
                        continue;
                    }
                    let s = State {
                        unstarted,
                        building,
                        counts,
                    };
                    let options: Vec<(u128, u128)> = self
                        .options(&s)
                        .iter()
                        .map(|(h, t)| (self.place[*h], self.value(t)))
                        .collect();
                    if options.is_empty() {
                        continue; // every tower full: nothing more to score
                    }
                    let mut sum = 0u128;
                    for d in 0..=9u128 {
                        sum += options
                            .iter()
                            .map(|&(place, after)| d * place + after)
                            .max()
                            .expect("an option");
                    }
                    let i = self.index(&s);
                    self.value[i] = sum / 10;
                }
            }
        }
    }
}

/// The mixed-radix key of the first `top` counts.
fn key_of(a: &[u8; MAX_B], top: usize, radix: usize) -> usize {
    a[..top]
        .iter()
        .rev()
        .fold(0, |k, &c| k * radix + usize::from(c))
}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let t: u64 = judge.next_in("T", 1..=MAX_T)?;
    let n: usize = judge.next_in("N", 1..=MAX_N)?;
    let b: usize = judge.next_in("B", 1..=MAX_B)?;
    let _p: u64 = judge.next_in("P", 0..=u64::MAX)?;
    let plan = Plan::new(n, b, TOP_LEVELS);
    for _ in 0..t {
        let mut heights = vec![0usize; n];
        let mut s = plan.start();
        for _ in 0..n * b {
            let d: i64 = judge.next_in_or("the digit", 0..=9, &[-1])?;
            if d < 0 {
                return Ok(()); // the judge saw a mistake of ours (never made)
            }
            let (h, next) = plan.choose(&s, d as u8);
            let i = heights
                .iter()
                .position(|&x| x == h)
                .expect("a tower at the planned height");
            heights[i] += 1;
            s = next;
            writeln!(judge, "{}", i + 1)?;
        }
    }
    let _verdict: i64 = judge.next_in_or("the verdict", 1..=1, &[-1])?;
    Ok(())
}

fn main() {
    run_interactive(play);
}

#[cfg(test)]
mod tests;
