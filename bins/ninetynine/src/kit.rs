//! The tooling of ninetynine: its session (one game from 0), protocol and judge (the friend of each test group: adds 1, adds 2, at random), the optimal move for the side to move, and the game's rules as a score game against the random friend for an exact expectimax.

use problem_kit::interactive::{Group, Interactive, Objective, Strategy};
use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::Gen;
use rand::rngs::StdRng;

/// ninetynine's kit (see `problem_kit::interactive`).
pub struct Kit;

/// Whoever says this number wins.
pub const GOAL: u64 = 99;

/// The numbers that may follow `n`: n + 1 and n + 2, up to 99.
pub fn next_numbers(n: u64) -> Vec<u64> {
    (n + 1..=n + 2).filter(|&m| m <= GOAL).collect()
}

/// The optimal number to say after `n` (not 99): the next multiple of 3,
/// which wins; from a multiple of 3, which loses against best play, 2 at
/// the start and n + 1 later (what keeps the random friend's chance least).
pub fn best_number(n: u64) -> u64 {
    if n % 3 != 0 {
        (n / 3 + 1) * 3
    } else if n == 0 {
        2
    } else {
        n + 1
    }
}

/// The friend of group 1.
fn adds_one(&n: &u64, _: &mut StdRng) -> u64 {
    n + 1
}

/// The friend of group 2 (after 98 only 99 may be said).
fn adds_two(&n: &u64, _: &mut StdRng) -> u64 {
    (n + 2).min(GOAL)
}

impl Interactive for Kit {
    /// The last number said (0 before the first).
    type Pos = u64;
    /// A number said.
    type Move = u64;
    const SIDES: Option<[&'static str; 2]> = None;
    /// Nothing follows our 99: we exit.
    const WON: Option<&'static str> = None;
    /// The statement does not say what the judge sends after an invalid
    /// move; the kit's judge sends this line, then stops.
    const LOST: &'static str = "-1";
    const LOSING_REPLY: &'static str = "opens with 2, and from a multiple of 3 adds 1";

    fn session(_: &mut Gen) -> Vec<u64> {
        // One game a run, always from 0.
        vec![0]
    }

    fn samples() -> Vec<Vec<u64>> {
        // One game in each group.
        vec![vec![0]; 3]
    }

    fn sample_group(k: u64) -> usize {
        ((k - 1) % 3) as usize
    }

    fn bench(_: &mut Gen) -> Vec<u64> {
        vec![0]
    }

    fn start(_: &u64) -> String {
        // We speak first: the judge sends nothing before our number.
        String::new()
    }

    fn over(&n: &u64) -> Option<bool> {
        // 99 was said: the player to move has lost.
        (n == GOAL).then_some(false)
    }

    fn wins(&n: &u64) -> bool {
        // Say the multiples of 3: the mover wins exactly off them.
        n % 3 != 0
    }

    fn read_move(_: &u64, line: &str) -> Result<u64, String> {
        line.parse()
            .map_err(|_| "not a number from 1 to 99".to_string())
    }

    fn write_move(&m: &u64) -> String {
        m.to_string()
    }

    fn play(n: &mut u64, &m: &u64) -> Result<(), String> {
        if next_numbers(*n).contains(&m) {
            *n = m;
            Ok(())
        } else if *n == GOAL - 1 {
            Err("after 98 only 99 may be said".to_string())
        } else {
            Err(format!("after {n} say {} or {}", *n + 1, *n + 2))
        }
    }

    fn reply(&n: &u64, _: &mut StdRng) -> u64 {
        best_number(n)
    }

    fn judge_moves(&n: &u64) -> Vec<u64> {
        next_numbers(n)
    }

    fn groups() -> Vec<Group<Kit>> {
        [
            ("1", Strategy::rule("always adds 1", adds_one)),
            ("2", Strategy::rule("always adds 2, unless at 98", adds_two)),
            ("3", Strategy::Random),
        ]
        .map(|(name, judge)| Group::new(name, judge, Objective::WinEach))
        .into()
    }

    fn show(&n: &u64) -> String {
        format!("the last number said is {n}")
    }
}

/// The rules against the friend who picks at random: a position is (the
/// last number said, whether we are to speak). We choose our number (Max)
/// among n + 1 and n + 2 up to 99, or by `strategy` when one is given; the
/// friend's number is chance, each of his numbers alike (only 99 after 98).
/// The game pays 1 when we said 99, else 0: its expected value is our
/// chance of winning.
pub struct AgainstRandom {
    /// Our number after each number the friend said, or `None`: any.
    pub strategy: Option<fn(u64) -> u64>,
}

impl ScoreRules for AgainstRandom {
    type Pos = (u64, bool);

    fn turn(&self, &(_, ours): &(u64, bool)) -> Turn {
        if ours {
            Turn::Max
        } else {
            Turn::Chance
        }
    }

    fn moves(&self, &(n, ours): &(u64, bool)) -> Vec<Edge<(u64, bool)>> {
        if n == GOAL {
            return Vec::new();
        }
        match self.strategy {
            Some(pick) if ours => {
                let m = pick(n);
                assert!(
                    next_numbers(n).contains(&m),
                    "the strategy says {m} after {n}"
                );
                vec![Edge::to((m, false))]
            }
            _ if ours => next_numbers(n)
                .into_iter()
                .map(|m| Edge::to((m, false)))
                .collect(),
            _ => next_numbers(n)
                .into_iter()
                .map(|m| Edge::chance(1, (m, true)))
                .collect(),
        }
    }

    fn payoff(&self, &(_, ours): &(u64, bool)) -> i128 {
        // 99 was said; if we are to speak, the friend said it.
        i128::from(!ours)
    }
}

problem_kit::kit!(Kit, interactive);
