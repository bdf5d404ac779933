//! The tooling of mex-game: its sessions, protocol and judge (Bob in four test groups: optimal, at random, the smallest value, the largest), the best play of either side at full size, and the game's rules for a search on small sets.
//!
//! Alice's best move is the MEX; from a set S with Alice to move the result
//! with best play is MEX(S ∪ {MEX(S)}), and with Bob to move it is
//! max(MEX(S), 1). The README proves both; `src/tests.rs` checks them, and
//! every optimal move of Bob's, against an exact minimax of the rules
//! ([`Bounded`]) on every small set.

use problem_kit::interactive::{Group, Interactive, Objective, Strategy};
use problem_kit::score::{Edge, ScoreRules, Turn};
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::Rng;
use std::collections::BTreeSet;

/// mex-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// Upper limit of t, the number of tests.
pub const MAX_T: usize = 100_000;
/// Upper limit of n, and of the sum of n over a session's tests.
pub const MAX_N: usize = 100_000;
/// Upper limit of every value, in S and in a move.
pub const MAX_VALUE: u64 = 1_000_000_000;

/// A position: the set S now, whose turn it is (Bob's when Alice's last
/// value is pending), the moves made, and the start's size n.
#[derive(Clone, Debug)]
pub struct Pos {
    /// S now.
    set: BTreeSet<u64>,
    /// The values of 0..=n + 1 missing from S, so that the MEX is the first
    /// (S never holds more than n + 1 values).
    missing: BTreeSet<u64>,
    /// Alice's last value, when Bob is to move.
    pub last: Option<u64>,
    /// The moves made, Alice's and Bob's.
    pub moves: u64,
    /// The start's size: the game stops after 2n + 1 moves.
    pub n: u64,
    /// The start's optimum (what Alice must reach to win the game).
    pub optimum: u64,
}

impl Pos {
    /// The start: the set `values` (distinct), Alice to move.
    ///
    /// # Panics
    /// If two values are equal.
    pub fn start(values: &[u64]) -> Pos {
        let set: BTreeSet<u64> = values.iter().copied().collect();
        assert_eq!(set.len(), values.len(), "the values of S are distinct");
        let mut p = Pos::of(set, values.len() as u64);
        p.optimum = alice_value(&p);
        p
    }

    /// S = `set` in a game of size `n`, Alice to move, no move made yet
    /// (the optimum to be set).
    fn of(set: BTreeSet<u64>, n: u64) -> Pos {
        let missing = (0..=n + 1).filter(|v| !set.contains(v)).collect();
        Pos {
            set,
            missing,
            last: None,
            moves: 0,
            n,
            optimum: 0,
        }
    }

    /// S now, in increasing order.
    pub fn values(&self) -> impl Iterator<Item = u64> + '_ {
        self.set.iter().copied()
    }

    /// Whether `v` is in S.
    pub fn contains(&self, v: u64) -> bool {
        self.set.contains(&v)
    }

    /// MEX(S).
    pub fn mex(&self) -> u64 {
        *self
            .missing
            .first()
            .expect("S holds at most n + 1 of 0..=n + 1")
    }

    /// Adds `x` (not in S) to S.
    fn insert(&mut self, x: u64) {
        self.set.insert(x);
        self.missing.remove(&x);
    }

    /// Removes `y` (in S) from S.
    fn remove(&mut self, y: u64) {
        self.set.remove(&y);
        if y <= self.n + 1 {
            self.missing.insert(y);
        }
    }

    /// The values Bob may take now: those of S below Alice's last value.
    pub fn removable(&self) -> impl DoubleEndedIterator<Item = u64> + '_ {
        let below = self.last.unwrap_or(0);
        self.set.range(..below).copied()
    }
}

/// The result with best play from `p`, Alice to move: MEX(S ∪ {MEX(S)}),
/// the second value missing from S.
pub fn alice_value(p: &Pos) -> u64 {
    debug_assert!(p.last.is_none(), "Alice to move");
    *p.missing
        .iter()
        .nth(1)
        .expect("S holds n of 0..=n + 1 when Alice is to move")
}

/// The result with best play from `p`, Bob to move and the game not over:
/// max(MEX(S), 1).
pub fn bob_value(p: &Pos) -> u64 {
    p.mex().max(1)
}

/// Bob's optimal moves at a position where he is to move (the game not over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BobBest {
    /// Every value below this one (all of them in S).
    Below(u64),
    /// This value alone.
    Only(u64),
    /// Every value he may take.
    Any,
}

/// Bob's optimal moves at `p`: with m = MEX(S) > 0, every value below both
/// m and Alice's last (each leaves m); with 0 missing, the value 1 if it
/// is in S (leaving 1), else any (Alice gets 1 whatever he takes).
pub fn bob_best(p: &Pos) -> BobBest {
    let x = p.last.expect("Bob to move");
    match p.mex() {
        0 if p.contains(1) => BobBest::Only(1),
        0 => BobBest::Any,
        m => BobBest::Below(m.min(x)),
    }
}

/// A value Bob may take at `p`, uniformly at random.
fn random_removal(p: &Pos, rng: &mut StdRng) -> u64 {
    let count = p.removable().count();
    assert!(count > 0, "Bob to move with a value to take");
    p.removable()
        .nth(rng.gen_range(0..count))
        .expect("within the count")
}

/// The smallest value Bob may take at `p`.
fn smallest_removal(p: &Pos, _: &mut StdRng) -> u64 {
    p.removable()
        .next()
        .expect("Bob to move with a value to take")
}

/// The largest value Bob may take at `p`.
fn largest_removal(p: &Pos, _: &mut StdRng) -> u64 {
    p.removable()
        .next_back()
        .expect("Bob to move with a value to take")
}

impl Interactive for Kit {
    type Pos = Pos;
    /// Alice's value to add, or Bob's to remove.
    type Move = u64;
    const SIDES: Option<[&'static str; 2]> = None;
    const WON: Option<&'static str> = Some("-1");
    const LOST: &'static str = "-2";
    const LOSING_REPLY: &'static str =
        "a value whose removal leaves the least result Alice can still force, uniformly among those";

    fn session(g: &mut Gen) -> Vec<Pos> {
        let r = &mut g.rng;
        match r.gen_range(0..100) {
            // One game at the limit: 0..n − 1, which the largest-value Bob
            // drags out to 2n + 1 moves.
            0 => vec![Pos::start(&(0..MAX_N as u64).collect::<Vec<_>>())],
            // The largest n, at random: a long prefix 0..k − 1 and large values.
            1 => {
                let k = r.gen_range(0..=MAX_N as u64 / 2);
                let mut v: Vec<u64> = (0..k).filter(|_| r.gen_bool(0.9)).collect();
                let mut seen: BTreeSet<u64> = v.iter().copied().collect();
                while v.len() < MAX_N {
                    let x = r.gen_range(0..=MAX_VALUE);
                    if seen.insert(x) {
                        v.push(x);
                    }
                }
                vec![Pos::start(&v)]
            }
            // Many tiny games.
            2 | 3 => (0..1000).map(|_| tiny(r)).collect(),
            _ => (0..r.gen_range(1..=6))
                .map(|_| match r.gen_range(0..6) {
                    0 => tiny(r),
                    // 0..k − 1: the MEX is n, the optimum n + 1.
                    1 => Pos::start(&(0..r.gen_range(1..=40)).collect::<Vec<_>>()),
                    // 0..a − 1 and a + 1..b − 1: the optimum is b.
                    2 => {
                        let a = r.gen_range(0..=20);
                        let b = r.gen_range(a + 1..=40);
                        let v: Vec<u64> = (0..b).filter(|&x| x != a).collect();
                        if v.is_empty() {
                            Pos::start(&[MAX_VALUE])
                        } else {
                            Pos::start(&v)
                        }
                    }
                    // Values at the top of the range.
                    3 => {
                        let k = r.gen_range(1..=8);
                        Pos::start(&(MAX_VALUE + 1 - k..=MAX_VALUE).collect::<Vec<_>>())
                    }
                    // A prefix with holes, then a few large values.
                    _ => {
                        let mut v: Vec<u64> = (0..r.gen_range(0..30))
                            .filter(|_| r.gen_bool(0.8))
                            .collect();
                        for _ in 0..r.gen_range(0..5) {
                            let x = r.gen_range(0..=MAX_VALUE);
                            if !v.contains(&x) {
                                v.push(x);
                            }
                        }
                        if v.is_empty() {
                            v.push(0);
                        }
                        Pos::start(&v)
                    }
                })
                .collect(),
        }
    }

    fn samples() -> Vec<Vec<Pos>> {
        vec![
            // The statement's three sets.
            vec![
                Pos::start(&[1, 2, 3, 5, 7]),
                Pos::start(&[0, 1, 2]),
                Pos::start(&[5, 7, 57]),
            ],
            // The smallest sets, and the largest value.
            vec![
                Pos::start(&[0]),
                Pos::start(&[1]),
                Pos::start(&[0, 1]),
                Pos::start(&[MAX_VALUE]),
            ],
            vec![Pos::start(&[0, 1, 2, 4]), Pos::start(&[2, 3])],
            vec![Pos::start(&[0, 1, 2, 3, 5]), Pos::start(&[0, MAX_VALUE])],
        ]
    }

    fn sample_group(k: u64) -> usize {
        // Samples 1 to 4 in the groups in order: optimal, random, smallest, largest.
        ((k - 1) % 4) as usize
    }

    fn bench(_: &mut Gen) -> Vec<Pos> {
        // The most exchanges: 10^5 games of S = {0}, each two values of
        // Alice's (1, then 0 once Bob takes 0).
        vec![Pos::start(&[0]); MAX_T]
    }

    fn opening(tests: &[Pos]) -> String {
        format!("{}\n", tests.len())
    }

    fn start(p: &Pos) -> String {
        let values: Vec<String> = p.values().map(|v| v.to_string()).collect();
        format!("{}\n{}\n", p.n, values.join(" "))
    }

    fn over(p: &Pos) -> Option<bool> {
        // Over after Alice's move: at 2n + 1 moves, or when Bob has nothing
        // below her value. Bob, to move, "wins" when Alice is below the optimum.
        let done = p.last.is_some() && (p.moves == 2 * p.n + 1 || p.removable().next().is_none());
        done.then(|| p.mex() < p.optimum)
    }

    fn wins(p: &Pos) -> bool {
        match p.last {
            None => alice_value(p) >= p.optimum,
            Some(_) => match Self::over(p) {
                Some(bob_wins) => bob_wins,
                None => bob_value(p) < p.optimum,
            },
        }
    }

    fn read_move(_: &Pos, line: &str) -> Result<u64, String> {
        match line.parse::<u64>() {
            Ok(x) if x <= MAX_VALUE => Ok(x),
            Ok(x) => Err(format!("x = {x} is past 10^9")),
            Err(_) => Err("not an integer from 0 to 10^9".into()),
        }
    }

    fn write_move(&v: &u64) -> String {
        v.to_string()
    }

    fn play(p: &mut Pos, &v: &u64) -> Result<(), String> {
        match p.last {
            None => {
                if v > MAX_VALUE {
                    return Err(format!("x = {v} is past 10^9"));
                }
                if p.contains(v) {
                    return Err(format!("{v} is in S already"));
                }
                p.insert(v);
                p.last = Some(v);
            }
            Some(x) => {
                if v >= x || !p.contains(v) {
                    return Err(format!("Bob's {v} is not a value of S below {x}"));
                }
                p.remove(v);
                p.last = None;
            }
        }
        p.moves += 1;
        Ok(())
    }

    fn reply(p: &Pos, rng: &mut StdRng) -> u64 {
        if p.last.is_none() {
            return p.mex();
        }
        match bob_best(p) {
            BobBest::Below(k) => rng.gen_range(0..k),
            BobBest::Only(y) => y,
            BobBest::Any => random_removal(p, rng),
        }
    }

    fn random_move(p: &Pos, rng: &mut StdRng) -> u64 {
        random_removal(p, rng)
    }

    fn score(end: &Pos) -> i128 {
        i128::from(end.mex())
    }

    fn optimum(start: &Pos) -> i128 {
        i128::from(start.optimum)
    }

    fn groups() -> Vec<Group<Kit>> {
        let smallest = "takes the smallest value of S below Alice's last";
        let largest = "takes the largest value of S below Alice's last";
        [
            ("optimal", Strategy::Optimal),
            ("random", Strategy::Random),
            ("smallest", Strategy::rule(smallest, smallest_removal)),
            ("largest", Strategy::rule(largest, largest_removal)),
        ]
        .map(|(name, judge)| Group::new(name, judge, Objective::Optimum))
        .into()
    }

    fn show(p: &Pos) -> String {
        let shown: Vec<String> = p.values().take(12).map(|v| v.to_string()).collect();
        let more = if p.set.len() > 12 { " …" } else { "" };
        let turn = match p.last {
            None => "Alice to add a value".to_string(),
            Some(x) => format!("Bob to take a value below {x}"),
        };
        format!(
            "S = {{{}{more}}} ({} values, MEX {}), {} of the 2n + 1 = {} moves made, {turn}; the optimum is {}",
            shown.join(", "),
            p.set.len(),
            p.mex(),
            p.moves,
            2 * p.n + 1,
            p.optimum
        )
    }
}

/// A tiny start: 1 to 4 distinct values of 0..=9.
fn tiny(r: &mut StdRng) -> Pos {
    let n = r.gen_range(1..=4);
    let mut v: Vec<u64> = Vec::new();
    while v.len() < n {
        let x = r.gen_range(0..=9);
        if !v.contains(&x) {
            v.push(x);
        }
    }
    Pos::start(&v)
}

/// The game's rules alone, with Alice's values bounded: a position is
/// (S as a bit set of 0..=top, Alice's pending value when Bob is to move,
/// the moves made, n, top). Alice (Max) adds a value of 0..=top not in S;
/// Bob (Min) removes a value of S below her last one; the game ends when
/// Bob has none, or after 2n + 1 moves; it pays MEX(S). The bound `top` is
/// the search's assumption (values past it never help Alice), not a rule.
pub struct Bounded;

/// [`Bounded`]'s position: (S as bits, Alice's pending value, moves made, n, top).
pub type Small = (u32, Option<u8>, u8, u8, u8);

/// MEX of a bit set.
pub fn mex_of_bits(bits: u32) -> u64 {
    u64::from((!bits).trailing_zeros())
}

impl ScoreRules for Bounded {
    type Pos = Small;

    fn turn(&self, p: &Small) -> Turn {
        if p.1.is_none() {
            Turn::Max
        } else {
            Turn::Min
        }
    }

    fn moves(&self, &(bits, last, moves, n, top): &Small) -> Vec<Edge<Small>> {
        if moves == 2 * n + 1 {
            return Vec::new();
        }
        match last {
            None => (0..=top)
                .filter(|&x| bits & (1 << x) == 0)
                .map(|x| Edge::to((bits | 1 << x, Some(x), moves + 1, n, top)))
                .collect(),
            Some(x) => (0..x)
                .filter(|&y| bits & (1 << y) != 0)
                .map(|y| Edge::to((bits & !(1 << y), None, moves + 1, n, top)))
                .collect(),
        }
    }

    fn payoff(&self, &(bits, ..): &Small) -> i128 {
        i128::from(mex_of_bits(bits))
    }
}

/// The kit's position for `small` (reached from a start of size n with
/// optimum `optimum`).
pub fn from_small(&(bits, last, moves, n, _): &Small, optimum: u64) -> Pos {
    let set = (0..32).filter(|&v| bits & (1 << v) != 0).collect();
    Pos {
        last: last.map(u64::from),
        moves: u64::from(moves),
        optimum,
        ..Pos::of(set, u64::from(n))
    }
}

problem_kit::kit!(Kit, interactive);
