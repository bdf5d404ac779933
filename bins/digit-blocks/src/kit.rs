//! The tooling of digit-blocks: its sessions (T = 50 cases of N = 20 towers of B = 15 blocks), protocol and judge (uniformly random digits, the verdict 1 / −1 against the group's P), and the game's rules as a score game with chance, searched exactly on small towers.

use problem_kit::interactive::{Group, Interactive, Objective, Strategy};
use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::Rng;

/// digit-blocks's kit (see `problem_kit::interactive`).
pub struct Kit;

/// Cases per session in both test sets.
pub const CASES: usize = 50;
/// Towers per case in both test sets.
pub const TOWERS: u8 = 20;
/// Blocks per tower in both test sets.
pub const BLOCKS: u8 = 15;
/// Test set 1's target total (about 90 % of T · S).
pub const P1: i128 = 860_939_810_732_536_850;
/// Test set 2's target total (about 98 % of T · S).
pub const P2: i128 = 937_467_793_908_762_347;
/// The statement's sample's target (`2 3 3 1500`): the samples' P.
pub const SAMPLE_P: i128 = 1500;

/// One case in play: every tower's height (in the towers' order, as the
/// program numbers them from 1), the digit waiting to be placed and the
/// score so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// B: a tower is full at this height.
    pub blocks: u8,
    /// The towers' heights.
    pub heights: Vec<u8>,
    /// The judge's digit, while the program is to place it.
    pub digit: Option<u8>,
    /// The sum of d · 10^h over the blocks placed (at most 20 · (10^15 − 1)).
    pub score: u64,
}

impl Pos {
    /// A case of `towers` empty towers of `blocks` blocks, the judge to draw.
    pub fn start(towers: u8, blocks: u8) -> Pos {
        Pos {
            blocks,
            heights: vec![0; usize::from(towers)],
            digit: None,
            score: 0,
        }
    }

    /// The heights, sorted: the position as the rules see it.
    pub fn sorted(&self) -> Vec<u8> {
        let mut h = self.heights.clone();
        h.sort_unstable();
        h
    }
}

/// The game from its rules: (B, the heights sorted, the digit to place).
/// Chance draws a digit 0–9, each of weight 1, while a tower has room; the
/// player puts it on a tower of any height h < B, scoring d · 10^h.
pub struct Towers;

/// A position of [`Towers`].
pub type Sorted = (u8, Vec<u8>, Option<u8>);

impl ScoreRules for Towers {
    type Pos = Sorted;

    fn turn(&self, p: &Sorted) -> Turn {
        if p.2.is_some() {
            Turn::Max
        } else {
            Turn::Chance
        }
    }

    fn moves(&self, (b, heights, digit): &Sorted) -> Vec<Edge<Sorted>> {
        match digit {
            None if heights.iter().all(|h| h == b) => Vec::new(),
            None => (0..=9)
                .map(|d| Edge::chance(1, (*b, heights.clone(), Some(d))))
                .collect(),
            Some(d) => {
                let mut seen = Vec::new();
                let mut v = Vec::new();
                for (i, &h) in heights.iter().enumerate() {
                    if h < *b && !seen.contains(&h) {
                        seen.push(h);
                        let mut after = heights.clone();
                        after[i] += 1;
                        after.sort_unstable();
                        v.push(Edge::gain(gain(*d, h), (*b, after, None)));
                    }
                }
                v
            }
        }
    }
}

/// What digit `d` scores at height `h`: d · 10^h.
pub fn gain(d: u8, h: u8) -> i128 {
    i128::from(d) * 10i128.pow(u32::from(h))
}

/// Sorted positions up to which the kit's reply searches the rules exactly.
const SEARCHED: u64 = 10_000;

/// The number of sorted height tuples of `towers` towers of `blocks`: C(N + B, N).
pub fn sorted_states(towers: u64, blocks: u64) -> u64 {
    (1..=towers).fold(1, |c, k| c * (blocks + k) / k)
}

/// The height the kit's player puts digit `d` on at `p`: the best by the
/// exact expectimax of the rules (the first, lowest, of the best), where
/// the case has at most [`SEARCHED`] sorted positions; past that (never in
/// a sample) a rule: a 9 or an 8 on the tallest tower with room, anything
/// else on the lowest.
pub fn best_height(p: &Pos, d: u8) -> u8 {
    let sorted = p.sorted();
    let open: Vec<u8> = sorted.iter().copied().filter(|&h| h < p.blocks).collect();
    if sorted_states(sorted.len() as u64, u64::from(p.blocks)) > SEARCHED {
        let (low, high) = (open[0], open[open.len() - 1]);
        return if d >= 8 { high } else { low };
    }
    let edge = Towers
        .best_expected(&(p.blocks, sorted.clone(), Some(d)))
        .expect("a tower with room");
    // The edge's heights differ from `sorted` at the height that grew.
    let (_, after, _) = edge.to;
    (0..p.blocks)
        .find(|&h| {
            let was = sorted.iter().filter(|&&x| x == h).count();
            let now = after.iter().filter(|&&x| x == h).count();
            now + 1 == was
        })
        .expect("one tower grew")
}

impl Interactive for Kit {
    type Pos = Pos;
    /// The judge's digit (0–9), or the program's tower (1–N), as written.
    type Move = u64;
    /// Each session plays T = 50 cases of 300 exchanges; 2 groups.
    const SESSIONS: u64 = 4;
    const PLAYED_SESSIONS: Option<u64> = Some(3);
    const SIDES: Option<[&'static str; 2]> = None;
    const WON: Option<&'static str> = None;
    /// A tower number out of range, a full tower, a malformed line.
    const LOST: &'static str = "-1";
    const LOSING_REPLY: &'static str = "a uniformly random digit";

    fn session(_: &mut Gen) -> Vec<Pos> {
        // Both test sets: T = 50 cases, N = 20, B = 15; the digits are the
        // judge's, fresh for every session.
        vec![Pos::start(TOWERS, BLOCKS); CASES]
    }

    fn samples() -> Vec<Vec<Pos>> {
        vec![
            // The statement's shape: T = 2, N = 3, B = 3 (`2 3 3 1500`).
            vec![Pos::start(3, 3); 2],
            // One tower: every placement is forced.
            vec![Pos::start(1, 4)],
            // Three towers of 5: one built alone to B − 4 = 1, then the top four levels.
            vec![Pos::start(3, 5)],
        ]
    }

    fn bench(g: &mut Gen) -> Vec<Pos> {
        Self::session(g)
    }

    fn opening_for(tests: &[Pos], group: &Group<Kit>) -> String {
        let first = &tests[0];
        let p = match Self::objective_for(tests, group) {
            Objective::TotalAtLeast(p) => p,
            other => panic!("digit-blocks' groups are totals, not {other:?}"),
        };
        format!(
            "{} {} {} {p}\n",
            tests.len(),
            first.heights.len(),
            first.blocks
        )
    }

    /// The group's P for a session at the judge's size (T = 50, N = 20,
    /// B = 15); a shorter one (only the samples) is judged against the
    /// statement's sample target, 1500.
    fn objective_for(tests: &[Pos], group: &Group<Kit>) -> Objective {
        let first = &tests[0];
        assert!(
            tests
                .iter()
                .all(|t| t.heights.len() == first.heights.len() && t.blocks == first.blocks),
            "one session's cases share N and B"
        );
        let full = tests.len() == CASES
            && first.heights.len() == usize::from(TOWERS)
            && first.blocks == BLOCKS;
        if full {
            group.objective
        } else {
            Objective::TotalAtLeast(SAMPLE_P)
        }
    }

    fn start(_: &Pos) -> String {
        String::new()
    }

    fn program_first(_: &Pos) -> bool {
        false
    }

    fn over(p: &Pos) -> Option<bool> {
        // Every tower full, after the program's placement: the judge, to
        // move, has nothing to draw (the case counts as completed).
        (p.digit.is_none() && p.heights.iter().all(|&h| h == p.blocks)).then_some(false)
    }

    fn wins(_: &Pos) -> bool {
        // No side to pick (`SIDES` is None): every case is a score.
        true
    }

    fn read_move(p: &Pos, line: &str) -> Result<u64, String> {
        let i: u64 = line.parse().map_err(|_| "not a tower number".to_string())?;
        let n = p.heights.len() as u64;
        if !(1..=n).contains(&i) {
            return Err(format!("tower {i} is not in 1..={n}"));
        }
        Ok(i)
    }

    fn write_move(m: &u64) -> String {
        m.to_string()
    }

    fn play(p: &mut Pos, &m: &u64) -> Result<(), String> {
        match p.digit {
            None => {
                if m > 9 {
                    return Err(format!("{m} is not a digit"));
                }
                p.digit = Some(m as u8);
            }
            Some(d) => {
                let n = p.heights.len() as u64;
                if !(1..=n).contains(&m) {
                    return Err(format!("tower {m} is not in 1..={n}"));
                }
                let i = (m - 1) as usize;
                let h = p.heights[i];
                if h >= p.blocks {
                    return Err(format!("tower {m} is full ({h} blocks)"));
                }
                p.score += d as u64 * 10u64.pow(u32::from(h));
                p.heights[i] = h + 1;
                p.digit = None;
            }
        }
        Ok(())
    }

    fn reply(p: &Pos, rng: &mut StdRng) -> u64 {
        match p.digit {
            None => rng.gen_range(0..=9),
            Some(d) => {
                let h = best_height(p, d);
                let i = p.heights.iter().position(|&x| x == h).expect("a tower");
                i as u64 + 1
            }
        }
    }

    fn judge_moves(p: &Pos) -> Vec<u64> {
        if p.digit.is_none() {
            (0..=9).collect()
        } else {
            Vec::new()
        }
    }

    fn score(end: &Pos) -> i128 {
        i128::from(end.score)
    }

    fn closing(met: bool) -> String {
        if met { "1\n" } else { "-1\n" }.to_string()
    }

    fn groups() -> Vec<Group<Kit>> {
        vec![
            Group::new("1", Strategy::Random, Objective::TotalAtLeast(P1)),
            Group::new("2", Strategy::Random, Objective::TotalAtLeast(P2)),
        ]
    }

    fn show(p: &Pos) -> String {
        let digit = p
            .digit
            .map_or("the judge to draw a digit".to_string(), |d| {
                format!("digit {d} to place")
            });
        format!(
            "heights {:?} of {}, score {}; {digit}",
            p.heights, p.blocks, p.score
        )
    }
}

problem_kit::kit!(Kit, interactive);
