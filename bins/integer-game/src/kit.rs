//! The tooling of integer-game: its sessions, protocol and judge (playing either side), and the reference: First wins every position with three turns left (the progression argument), the last two turns decided exactly.

use problem_kit::interactive::Interactive;
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// integer-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// Upper limit of a pile at the start.
pub const MAX_PILE: u64 = 1_000_000_000;
/// Upper limit of y.
pub const MAX_Y: u64 = 1_000_000_000_000;
/// First loses when this many turns have passed.
pub const TURNS: u32 = 1000;

/// A position: the piles, Second's previous pile, the turns played, and
/// First's y when Second is to choose.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// The three piles (they stay below 10^9 + 1000 · 10^12).
    pub piles: [u64; 3],
    /// The pile (0..3) Second chose on its previous turn.
    pub last: Option<usize>,
    /// Turns completed (First's y and Second's pile).
    pub turns: u32,
    /// First's y, when Second is to choose its pile.
    pub pending: Option<u64>,
}

impl Pos {
    /// The start: piles `a b c`, First to name y.
    pub fn start(piles: [u64; 3]) -> Pos {
        Pos {
            piles,
            last: None,
            turns: 0,
            pending: None,
        }
    }

    /// Whether two piles are equal.
    pub fn two_equal(&self) -> bool {
        let [a, b, c] = self.piles;
        a == b || b == c || a == c
    }

    /// The piles Second may choose (not its previous one).
    pub fn allowed(&self) -> impl Iterator<Item = usize> + '_ {
        (0..3).filter(move |&i| Some(i) != self.last)
    }

    /// Second's turn, y given: the position after it adds y to pile `i`.
    pub fn after(&self, y: u64, i: usize) -> Pos {
        let mut q = self.clone();
        q.piles[i] += y;
        q.last = Some(i);
        q.turns += 1;
        q.pending = None;
        q
    }
}

/// Whether First, to move at `p` (piles distinct), forces two equal piles
/// within `k ≤ 2` turns. Exact: a winning y makes each pile Second may
/// choose either equal to another pile or, with a turn to spare, the
/// largest of an arithmetic progression (the only positions First wins in
/// one turn); both are among the finitely many candidates tried.
/// `small_positions_match_a_search_of_the_rules` checks this by search.
pub fn first_wins_within(p: &Pos, k: u32) -> bool {
    if k == 0 {
        return false;
    }
    if k >= 3 {
        // y > max makes the chosen pile the largest; then 2c − a − b makes
        // a progression whatever Second chooses; then its difference.
        return true;
    }
    let mut candidates = Vec::new();
    for i in p.allowed() {
        for m in 0..3 {
            if m != i && p.piles[m] > p.piles[i] {
                candidates.push(p.piles[m] - p.piles[i]);
            }
        }
        if k == 2 {
            let mut others: Vec<u64> = (0..3).filter(|&j| j != i).map(|j| p.piles[j]).collect();
            others.sort_unstable();
            let target = 2 * others[1] - others[0];
            if target > p.piles[i] {
                candidates.push(target - p.piles[i]);
            }
        }
    }
    candidates.into_iter().filter(|&y| y <= MAX_Y).any(|y| {
        p.allowed().all(|i| {
            let q = p.after(y, i);
            q.two_equal() || first_wins_within(&q, k - 1)
        })
    })
}

/// The turns left to First at `p`.
fn left(p: &Pos) -> u32 {
    TURNS.saturating_sub(p.turns)
}

/// Whether the player to move at `p` (not over) wins: First to move wins
/// with three turns left (proven), and exactly as `first_wins_within` says
/// with fewer; Second wins when it has a pile after which First does not.
pub fn wins(p: &Pos) -> bool {
    match p.pending {
        None => first_wins_within(p, left(p)),
        Some(y) => p.allowed().any(|i| {
            let q = p.after(y, i);
            !q.two_equal() && !first_wins_within(&q, left(&q))
        }),
    }
}

/// The kit's own First: the progression strategy, stated independently of
/// the binary's (a larger first y).
fn first_move(p: &Pos) -> u64 {
    let max = *p.piles.iter().max().expect("three piles");
    if let Some(c) = p.last.filter(|&c| p.piles[c] == max) {
        let mut others: Vec<u64> = (0..3).filter(|&j| j != c).map(|j| p.piles[j]).collect();
        others.sort_unstable();
        let (a, b) = (others[0], others[1]);
        if b - a == max - b {
            return b - a;
        }
        return 2 * max - a - b;
    }
    // Larger than every pile: whichever pile Second chooses becomes the largest.
    max + 1
}

impl Interactive for Kit {
    type Pos = Pos;
    /// First's y, or Second's pile (1..=3), as written.
    type Move = u64;
    // First wins every start with distinct piles (proven in the README;
    // `wins` is checked against a search in src/tests.rs).
    const EITHER_SIDE_WINS: bool = false;
    const SIDES: Option<[&'static str; 2]> = Some(["First", "Second"]);
    const WON: Option<&'static str> = Some("0");
    const LOST: &'static str = "-1";

    fn session(g: &mut Gen) -> Vec<Pos> {
        let r = &mut g.rng;
        let mut piles = match r.gen_range(0..10) {
            0 => [1, 2, 3],
            1 => [MAX_PILE, MAX_PILE - 1, MAX_PILE - 2],
            2 => [1, MAX_PILE, MAX_PILE / 2],
            3 => [1, 2, MAX_PILE],
            4 => {
                // An arithmetic progression.
                let a = r.gen_range(1..=MAX_PILE / 3);
                let d = r.gen_range(1..=(MAX_PILE - a) / 2);
                [a, a + d, a + 2 * d]
            }
            5 | 6 => {
                let mut v = [0; 3];
                for k in 0..3 {
                    v[k] = loop {
                        let x = r.gen_range(1..=6);
                        if !v[..k].contains(&x) {
                            break x;
                        }
                    };
                }
                v
            }
            _ => loop {
                let v = [0; 3].map(|_| r.gen_range(1..=MAX_PILE));
                if v[0] != v[1] && v[1] != v[2] && v[0] != v[2] {
                    break v;
                }
            },
        };
        piles.shuffle(r);
        vec![Pos::start(piles)]
    }

    fn samples() -> Vec<Vec<Pos>> {
        // The statement's 5 2 6, then the smallest piles and piles at the limit.
        vec![
            vec![Pos::start([5, 2, 6])],
            vec![Pos::start([1, 2, 3])],
            vec![Pos::start([MAX_PILE, 1, MAX_PILE - 1])],
        ]
    }

    fn bench(_: &mut Gen) -> Vec<Pos> {
        vec![Pos::start([MAX_PILE, MAX_PILE - 1, 1])]
    }

    fn start(p: &Pos) -> String {
        format!("{} {} {}\n", p.piles[0], p.piles[1], p.piles[2])
    }

    fn over(p: &Pos) -> Option<bool> {
        match p.pending {
            // Second made two piles equal: First (to move) has won.
            None if p.two_equal() => Some(true),
            None if p.turns >= TURNS => Some(false),
            None => None,
            Some(y) => {
                let safe = p.allowed().any(|i| !p.after(y, i).two_equal());
                (!safe).then_some(false)
            }
        }
    }

    fn wins(p: &Pos) -> bool {
        wins(p)
    }

    fn read_move(p: &Pos, line: &str) -> Result<u64, String> {
        let v: u64 = line
            .parse()
            .map_err(|_| "not a single positive integer".to_string())?;
        match p.pending {
            None if !(1..=MAX_Y).contains(&v) => Err(format!("y = {v} is not in 1..=10^12")),
            Some(_) if !(1..=3).contains(&v) => Err(format!("pile {v} is not 1, 2 or 3")),
            _ => Ok(v),
        }
    }

    fn write_move(m: &u64) -> String {
        m.to_string()
    }

    fn play(p: &mut Pos, &m: &u64) -> Result<(), String> {
        match p.pending {
            None => {
                if !(1..=MAX_Y).contains(&m) {
                    return Err(format!("y = {m} is not in 1..=10^12"));
                }
                p.pending = Some(m);
            }
            Some(y) => {
                if !(1..=3).contains(&m) {
                    return Err(format!("pile {m} is not 1, 2 or 3"));
                }
                let i = (m - 1) as usize;
                if p.last == Some(i) {
                    return Err(format!("pile {m} was chosen on the previous turn"));
                }
                *p = p.after(y, i);
            }
        }
        Ok(())
    }

    fn reply(p: &Pos, rng: &mut StdRng) -> u64 {
        let Some(y) = p.pending else {
            return first_move(p);
        };
        // As Second: only piles that keep the piles distinct; among them a
        // winning one if any, else one that survives First's next turn,
        // else any.
        let mut best: Vec<(u8, usize)> = p
            .allowed()
            .filter_map(|i| {
                let q = p.after(y, i);
                if q.two_equal() {
                    return None;
                }
                let tier = if !first_wins_within(&q, left(&q)) {
                    2
                } else if !first_wins_within(&q, left(&q).min(1)) {
                    1
                } else {
                    0
                };
                Some((tier, i))
            })
            .collect();
        let top = best
            .iter()
            .map(|&(t, _)| t)
            .max()
            .expect("a safe pile: not over");
        best.retain(|&(t, _)| t == top);
        best.choose(rng).expect("a pile").1 as u64 + 1
    }

    fn show(p: &Pos) -> String {
        let last = p.last.map_or("none".to_string(), |i| (i + 1).to_string());
        match p.pending {
            None => format!(
                "piles {:?}, Second's last pile {last}, {} turns played; First to name y",
                p.piles, p.turns
            ),
            Some(y) => format!(
                "piles {:?}, Second's last pile {last}, {} turns played; Second to add y = {y}",
                p.piles, p.turns
            ),
        }
    }
}

problem_kit::kit!(Kit, interactive);
