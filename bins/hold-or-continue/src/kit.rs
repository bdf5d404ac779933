//! The tooling of hold-or-continue: its bench input, random valid queries and a reference from the rules (value iteration over every state).

use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::collections::HashMap;
use std::io;

/// hold-or-continue's kit (see `problem_kit::kit`).
pub struct Kit;

/// The judge's target score.
const TARGET: usize = 75;

/// How far apart the two choices must be for a query to be valid (the judge's promise).
pub const GAP: f64 = 1e-5;

/// Pig to exactly `target` as a score game: Max is the player the query asks
/// about, Min her opponent, and the score is 1 when Max wins, 0 otherwise.
pub struct PigRules {
    /// The score to bank exactly.
    pub target: u8,
}

/// Where a turn stands: both banked scores, whose turn it is and what is on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    /// Max's and Min's banked scores.
    pub banked: [u8; 2],
    /// The player on turn: 0 for Max, 1 for Min.
    pub mover: u8,
    /// What the mover has on the turn, not yet banked.
    pub total: u8,
}

/// A position of [`PigRules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PigPos {
    /// The mover rolls the die (a turn starts here, with a total of 0).
    Roll(Seat),
    /// The mover holds or rolls again.
    Choose(Seat),
    /// The game is over: this player banked the target exactly.
    Won(u8),
    /// Both players hold target − 1 and need exactly 1, which no roll
    /// scores: nobody can ever win (Max's chance is 0).
    Endless,
}

impl ScoreRules for PigRules {
    type Pos = PigPos;

    fn turn(&self, p: &PigPos) -> Turn {
        match p {
            PigPos::Choose(Seat { mover: 0, .. }) => Turn::Max,
            PigPos::Choose(_) => Turn::Min,
            _ => Turn::Chance,
        }
    }

    fn moves(&self, p: &PigPos) -> Vec<Edge<PigPos>> {
        let target = self.target;
        match *p {
            PigPos::Roll(seat) => {
                // A 1 ends the turn with nothing banked; 2..=6 add to the
                // turn, unless they take it past the target, which ends it too.
                let passed = PigPos::Roll(Seat {
                    mover: 1 - seat.mover,
                    total: 0,
                    ..seat
                });
                let mut next = vec![Edge::chance(1, passed)];
                for face in 2..=6 {
                    let total = seat.total + face;
                    next.push(Edge::chance(
                        1,
                        if seat.banked[seat.mover as usize] + total > target {
                            passed
                        } else {
                            PigPos::Choose(Seat { total, ..seat })
                        },
                    ));
                }
                next
            }
            PigPos::Choose(seat) => {
                let mut banked = seat.banked;
                banked[seat.mover as usize] += seat.total;
                let hold = if banked[seat.mover as usize] == target {
                    PigPos::Won(seat.mover)
                } else if banked == [target - 1, target - 1] {
                    PigPos::Endless
                } else {
                    PigPos::Roll(Seat {
                        banked,
                        mover: 1 - seat.mover,
                        total: 0,
                    })
                };
                vec![Edge::to(hold), Edge::to(PigPos::Roll(seat))]
            }
            PigPos::Won(_) | PigPos::Endless => Vec::new(),
        }
    }

    fn payoff(&self, p: &PigPos) -> i128 {
        i128::from(*p == PigPos::Won(0))
    }
}

/// Max's win probability by holding and by rolling again, for every query
/// (C, H, X) of [`queries`] at `target`: a bracketed fixed point over the
/// game (`problem_kit::loopy`, within 10^-10) from Max's turn at banked
/// scores 0 or 1 each (a bank of 1 is never reached from 0, yet may be
/// asked; a query's banks are at most target − 2).
pub fn by_the_rules(target: u8) -> HashMap<(usize, usize, usize), (f64, f64)> {
    let rules = PigRules { target };
    let mut value = HashMap::new();
    for banked in [[0, 0], [0, 1], [1, 0], [1, 1]] {
        let start = PigPos::Roll(Seat {
            banked,
            mover: 0,
            total: 0,
        });
        if banked.iter().all(|&b| b + 2 <= target) && !value.contains_key(&start) {
            value.extend(rules.loopy_expected_f64_all(&start, 1e-10));
        }
    }
    queries(target as usize)
        .map(|(c, h, x)| {
            let asked = PigPos::Choose(Seat {
                banked: [c as u8, h as u8],
                mover: 0,
                total: x as u8,
            });
            let options: Vec<f64> = rules.moves(&asked).iter().map(|e| value[&e.to]).collect();
            ((c, h, x), (options[0], options[1]))
        })
        .collect()
}

/// Win probabilities of Pig to exactly `target` for the player to move, in
/// every state (a banked, b the opponent's, t on the turn), by Gauss–Seidel
/// value iteration over all states at once from 0, until a sweep changes
/// nothing by more than 10^-14: the same rules as [`PigRules`] with the
/// opponent's chance as 1 − the mover's, flat arrays instead of a search, fast
/// enough for the judge's target (`sweeps_agree_with_the_rules` checks it
/// against [`by_the_rules`] on small targets).
pub struct Sweeps {
    target: usize,
    /// `value[(a · target + b) · (target + 1) + t]`.
    value: Vec<f64>,
}

impl Sweeps {
    /// Iterates to the fixed point; panics after 10 000 sweeps.
    pub fn new(target: usize) -> Sweeps {
        let mut s = Sweeps {
            target,
            value: vec![0.0; target * target * (target + 1)],
        };
        for _ in 0..10_000 {
            let mut change = 0.0f64;
            for a in (0..target).rev() {
                for b in (0..target).rev() {
                    for t in (0..=target - a).rev() {
                        let v = s.best(a, b, t);
                        let i = s.index(a, b, t);
                        change = change.max((v - s.value[i]).abs());
                        s.value[i] = v;
                    }
                }
            }
            if change <= 1e-14 {
                return s;
            }
        }
        panic!("no fixed point after 10 000 sweeps for target {target}");
    }

    fn index(&self, a: usize, b: usize, t: usize) -> usize {
        (a * self.target + b) * (self.target + 1) + t
    }

    /// The turn passes with a still banked: the opponent moves at (b, a, 0).
    fn passed(&self, a: usize, b: usize) -> f64 {
        if a == self.target - 1 && b == self.target - 1 {
            // Both need exactly 1, which no roll scores: nobody ever wins.
            return 0.0;
        }
        1.0 - self.value[self.index(b, a, 0)]
    }

    /// Holding with t on the turn.
    pub fn hold(&self, a: usize, b: usize, t: usize) -> f64 {
        if a + t == self.target {
            1.0
        } else {
            self.passed(a + t, b)
        }
    }

    /// Rolling with t on the turn: a 1 passes the turn, 2..=6 add up and
    /// going past the target passes it too.
    pub fn roll(&self, a: usize, b: usize, t: usize) -> f64 {
        let mut sum = self.passed(a, b);
        for r in 2..=6 {
            sum += if a + t + r > self.target {
                self.passed(a, b)
            } else {
                self.value[self.index(a, b, t + r)]
            };
        }
        sum / 6.0
    }

    /// The better choice; at the start of a turn the player must roll.
    fn best(&self, a: usize, b: usize, t: usize) -> f64 {
        if t == 0 {
            self.roll(a, b, t)
        } else {
            self.hold(a, b, t).max(self.roll(a, b, t))
        }
    }
}

thread_local! {
    /// The judge's target, searched once per process.
    static JUDGE: Sweeps = Sweeps::new(TARGET);
}

/// Every query (C, H, X) the judge may ask at `target`.
pub fn queries(target: usize) -> impl Iterator<Item = (usize, usize, usize)> {
    (0..target - 1).flat_map(move |c| {
        (0..target - 1).flat_map(move |h| (2..=target - c).map(move |x| (c, h, x)))
    })
}

impl Problem for Kit {
    const RUNS: u64 = 100;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // The pairs are solved whatever the queries; the queries cost little.
        let q = size.pick(250_000, 1000);
        g.row(&[q])?;
        for _ in 0..q {
            let c = g.rng.gen_range(0..=73u64);
            let h = g.rng.gen_range(0..=73u64);
            let x = g.rng.gen_range(2..=75 - c);
            g.row(&[c, h, x])?;
        }
        Ok(format!(
            "Q = {q} random queries (ours; the judge's Q is at most 1000)"
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // Valid queries only: the choices more than GAP apart, near the line
        // between holding and rolling half the time.
        let q = g.rng.gen_range(1..=20u64);
        let mut rows = Vec::new();
        JUDGE.with(|s| {
            while (rows.len() as u64) < q {
                let c = g.rng.gen_range(0..=73usize);
                let h = g.rng.gen_range(0..=73usize);
                let x = if g.rng.gen_bool(0.5) {
                    g.rng.gen_range(2..=75 - c)
                } else {
                    g.rng.gen_range(15..=30usize).min(75 - c)
                };
                if (s.hold(c, h, x) - s.roll(c, h, x)).abs() > GAP {
                    rows.push([c as u64, h as u64, x as u64]);
                }
            }
        });
        g.row(&[q])?;
        for row in rows {
            g.row(&row)?;
        }
        Ok(())
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        let q: usize = t.parse();
        JUDGE.with(|s| {
            let mut out = String::new();
            for _ in 0..q {
                let v: Vec<usize> = t.many(3);
                let (hold, roll) = (s.hold(v[0], v[1], v[2]), s.roll(v[0], v[1], v[2]));
                out.push_str(if hold >= roll { "H\n" } else { "C\n" });
            }
            out
        })
    }
}

problem_kit::kit!(Kit);
