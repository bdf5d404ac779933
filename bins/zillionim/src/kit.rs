//! The tooling of zillionim: the row of coins and its rules, the protocol with its -1/-2/-3 markers, the judge's three test groups (a uniformly random AI; win 300, 475 or 499 of 500 games), and the kit's own player (spares cut from the right, then the Grundy table).

use problem_kit::interactive::{Group, Interactive, Objective, Strategy};
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::Rng;

/// zillionim's kit (see `problem_kit::interactive`).
pub struct Kit;

/// The coins, numbered from 1.
pub const COINS: u64 = 1_000_000_000_000;
/// The coins one move takes.
pub const TAKE: u64 = 10_000_000_000;
/// The last coin a move may start at.
pub const MAX_START: u64 = COINS - TAKE + 1;
/// The games of a test set.
pub const GAMES: usize = 500;
/// The wins each test set needs, in the statement's order.
pub const NEEDED: [u64; 3] = [300, 475, 499];

/// A position: the segments of consecutive present coins, `(first coin,
/// length)` in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The segments, left to right, none empty.
    pub segments: Vec<(u64, u64)>,
}

impl Row {
    /// Every coin present.
    pub fn full() -> Row {
        Row {
            segments: vec![(1, COINS)],
        }
    }

    /// Whether the player to move has a move: a segment of `TAKE` coins or more.
    pub fn has_move(&self) -> bool {
        self.segments.iter().any(|&(_, len)| len >= TAKE)
    }

    /// The number of moves there are: the starts P whose coins P .. P + TAKE − 1
    /// are all present, (len − TAKE + 1) per segment of len ≥ TAKE.
    pub fn starts(&self) -> u64 {
        self.segments
            .iter()
            .filter(|&&(_, len)| len >= TAKE)
            .map(|&(_, len)| len - TAKE + 1)
            .sum()
    }

    /// The start number `i` (from 0) of [`Row::starts`], left to right.
    pub fn start_number(&self, mut i: u64) -> u64 {
        for &(s, len) in self.segments.iter().filter(|&&(_, len)| len >= TAKE) {
            let here = len - TAKE + 1;
            if i < here {
                return s + i;
            }
            i -= here;
        }
        panic!("start number {i} past the row's moves")
    }
}

/// The Grundy value of a segment of `len < 3·TAKE` coins, from the table
/// `tests.rs` checks by a search of the rules (0, 1, 2, and 0 at 3K − 1).
pub fn table_value(len: u64) -> u64 {
    match len {
        _ if len < TAKE => 0,
        _ if len < 2 * TAKE => 1,
        _ if len + 2 <= 3 * TAKE => 2,
        _ => {
            assert!(len + 1 == 3 * TAKE, "{len} is not in the table");
            0
        }
    }
}

/// The kit's own player (the samples' reference and the `reply` of both
/// sides), stated apart from the binary's: while a segment of 3·TAKE or more
/// is left, take the coins just left of a 2·TAKE spare at the right end of
/// the rightmost longest segment; then the Grundy table's winning move,
/// searched over the starts that matter; from a zero sum, a spare's end if
/// there is one, else the first start.
pub fn kit_move(row: &Row) -> u64 {
    let longest = row.segments.iter().map(|&(_, len)| len).max().unwrap_or(0);
    if longest >= 3 * TAKE {
        let &(s, len) = row
            .segments
            .iter()
            .rfind(|&&(_, len)| len == longest)
            .expect("a longest segment");
        return s + len - 3 * TAKE;
    }
    let sum = row
        .segments
        .iter()
        .fold(0, |x, &(_, len)| x ^ table_value(len));
    let mut first = None;
    for &(s, len) in row.segments.iter().filter(|&&(_, len)| len >= TAKE) {
        let v = table_value(len);
        // The starts with different results: both ends, and one start
        // each way of the boundaries where a side reaches TAKE.
        let mut tried = vec![s, s + len - TAKE];
        if len >= 2 * TAKE {
            tried.extend([s + TAKE - 1, s + TAKE, s + len - 2 * TAKE]);
        }
        for p in tried {
            if p < s || p + TAKE > s + len {
                continue;
            }
            first.get_or_insert(p);
            let after = table_value(p - s) ^ table_value(s + len - p - TAKE);
            if sum != 0 && v ^ after == sum {
                return p;
            }
        }
        if sum == 0 && len == 2 * TAKE {
            return s;
        }
    }
    first.expect("a move")
}

/// A session of `n` games, each from the full row: a test set has 500; a
/// sample fewer, its target scaled to them ([`Interactive::objective_for`]).
fn games(n: usize) -> Vec<Row> {
    vec![Row::full(); n]
}

impl Interactive for Kit {
    type Pos = Row;
    /// P: the move takes coins P .. P + TAKE − 1.
    type Move = u64;
    /// A session is a test set of 500 games: 4 per group in process
    /// (6000 games, a few seconds), 2 per group in `play`.
    const SESSIONS: u64 = 4;
    const PLAYED_SESSIONS: Option<u64> = Some(2);
    const SIDES: Option<[&'static str; 2]> = None;
    const WON: Option<&'static str> = Some("-2");
    const LOST: &'static str = "-1";
    const LOSING_REPLY: &'static str = "the kit's player (spares, then the Grundy table)";

    fn session(_: &mut Gen) -> Vec<Row> {
        games(GAMES)
    }

    fn samples() -> Vec<Vec<Row>> {
        // One short session per test set (its target scaled to its length).
        vec![games(1), games(2), games(1)]
    }

    fn sample_group(k: u64) -> usize {
        usize::try_from(k - 1).map_or(0, |i| i.min(2))
    }

    fn bench(_: &mut Gen) -> Vec<Row> {
        games(GAMES)
    }

    fn groups() -> Vec<Group<Kit>> {
        ["1", "2", "3"]
            .into_iter()
            .zip(NEEDED)
            .map(|(name, w)| Group::new(name, Strategy::Random, Objective::WinAtLeast(w)))
            .collect()
    }

    fn objective_for(tests: &[Row], group: &Group<Kit>) -> Objective {
        match group.objective {
            // W of 500, scaled to a shorter session and rounded up.
            Objective::WinAtLeast(w) => {
                let t = tests.len() as u64;
                Objective::WinAtLeast((w * t).div_ceil(GAMES as u64))
            }
            other => other,
        }
    }

    fn opening_for(tests: &[Row], group: &Group<Kit>) -> String {
        let w = match Self::objective_for(tests, group) {
            Objective::WinAtLeast(w) => w,
            _ => 0,
        };
        format!("{} {w}\n", tests.len())
    }

    fn program_first(_: &Row) -> bool {
        false
    }

    fn start(_: &Row) -> String {
        // The AI's first move opens the game.
        String::new()
    }

    fn over(p: &Row) -> Option<bool> {
        (!p.has_move()).then_some(false)
    }

    /// Exact where every segment is shorter than 3·TAKE (the Grundy table's
    /// Nim sum); past that not decided, and `true` (never asked: the
    /// program picks no side and no group's judge plays to win).
    fn wins(p: &Row) -> bool {
        if p.segments.iter().any(|&(_, len)| len >= 3 * TAKE) {
            return true;
        }
        p.segments
            .iter()
            .fold(0, |x, &(_, len)| x ^ table_value(len))
            != 0
    }

    fn read_move(_: &Row, line: &str) -> Result<u64, String> {
        if line.is_empty() || !line.bytes().all(|b| b.is_ascii_digit()) {
            return Err("not a single positive integer".into());
        }
        match line.parse::<u64>() {
            Ok(p) if (1..=MAX_START).contains(&p) => Ok(p),
            _ => Err("P is not in 1..=10^12 − 10^10 + 1".into()),
        }
    }

    fn write_move(&p: &u64) -> String {
        p.to_string()
    }

    fn write_judge_move(&p: &u64, after: &Row) -> String {
        if after.has_move() {
            p.to_string()
        } else {
            // The AI's move left the program no move: its move is not sent.
            "-3".into()
        }
    }

    fn play(row: &mut Row, &p: &u64) -> Result<(), String> {
        let end = p.checked_add(TAKE).filter(|_| p >= 1);
        let at = end.and_then(|end| {
            row.segments
                .iter()
                .position(|&(s, len)| s <= p && end <= s + len)
        });
        let Some(i) = at else {
            return Err(format!("coins {p} .. {p} + 10^10 − 1 are not all present"));
        };
        let (s, len) = row.segments[i];
        let mut parts = Vec::new();
        if p > s {
            parts.push((s, p - s));
        }
        if s + len > p + TAKE {
            parts.push((p + TAKE, s + len - p - TAKE));
        }
        row.segments.splice(i..=i, parts);
        Ok(())
    }

    fn reply(p: &Row, _: &mut StdRng) -> u64 {
        kit_move(p)
    }

    fn random_move(p: &Row, rng: &mut StdRng) -> u64 {
        // Uniform over every start P of the row, counted in u64.
        p.start_number(rng.gen_range(0..p.starts()))
    }

    fn show(p: &Row) -> String {
        let parts: Vec<String> = p
            .segments
            .iter()
            .map(|&(s, len)| format!("{s}..={}", s + len - 1))
            .collect();
        format!("coins present: {}", parts.join(" "))
    }
}

problem_kit::kit!(Kit, interactive);
