//! The tooling of xor-break-game: its sessions, protocol and judge, and the rule its reference uses (checked against a search of the rules in src/tests.rs).

use problem_kit::interactive::Interactive;
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::Rng;

/// xor-break-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// Upper limit of n.
pub const MAX_N: u64 = 1_000_000_000_000_000_000;

/// How many breaks the program may make in one test.
pub const LIMIT: u32 = 63;

/// A position of one test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    /// The numbers the player to move may break: `[n, n]` at the start,
    /// then the two parts of the last break.
    pub nums: [u64; 2],
    /// Breaks made so far in this test (the first player breaks when it is even).
    pub breaks: u32,
    /// Whether the first player wins the start: the side the program must
    /// take (the judge refuses the other), so the side whose breaks count
    /// towards the limit of 63.
    pub first_wins: bool,
}

impl Pos {
    /// The start of a test with `n`.
    pub fn start(n: u64) -> Pos {
        Pos {
            nums: [n, n],
            breaks: 0,
            first_wins: n.count_ones() % 2 == 0,
        }
    }

    /// The breaks the program (the side that wins the start) has made.
    pub fn program_breaks(&self) -> u32 {
        if self.first_wins {
            self.breaks.div_ceil(2)
        } else {
            self.breaks / 2
        }
    }

    /// Whether the program is to move.
    pub fn program_to_move(&self) -> bool {
        (self.breaks % 2 == 0) == self.first_wins
    }
}

/// Whether `p` can be broken at all: not a power of two. (A power of two
/// 2^a cannot: one part would need bit a, and so be at least p; any other p
/// can: its highest bit and the rest.)
pub fn breakable(p: u64) -> bool {
    p.count_ones() >= 2
}

/// Whether `[p1, p2]` is a break of `p`.
pub fn is_break(p: u64, [p1, p2]: [u64; 2]) -> bool {
    p1 > 0 && p2 > 0 && p1 < p && p2 < p && p1 ^ p2 == p
}

/// The part below the highest bit of a break of `q`, whose top bit is `b`
/// (a set bit of q under its highest), with the bits under `b` given by
/// `low`: every break of q is one of these (the part without q's highest
/// bit is below 2^h, and the other part is below q exactly when this
/// one's highest bit is set in q).
fn part(b: u32, low: u64) -> u64 {
    (1u64 << b) | (low & ((1u64 << b) - 1))
}

/// The set bits of `q` under its highest.
fn lower_bits(q: u64) -> Vec<u32> {
    let h = 63 - q.leading_zeros();
    (0..h).filter(|&b| q >> b & 1 == 1).collect()
}

/// A random break of `q` (breakable); with `odd_small`, the part below
/// q's highest bit has odd popcount (for an even q, both parts then have).
fn random_break(q: u64, odd_small: bool, rng: &mut StdRng) -> [u64; 2] {
    let bits = lower_bits(q);
    let b = bits[rng.gen_range(0..bits.len())];
    let mut small = part(b, rng.gen());
    if odd_small && small.count_ones() % 2 == 0 {
        // b > 0 here: part(0, _) = 1 has odd popcount.
        small ^= 1;
    }
    let big = q ^ small;
    let pair = if rng.gen_bool(0.5) {
        [small, big]
    } else {
        [big, small]
    };
    debug_assert!(is_break(q, pair));
    pair
}

/// A losing break of `q` (odd popcount, breakable) that holds out: the one
/// whose even-popcount part keeps the most set bits, then the largest:
/// q's bits above the cut kept, the bits under it refilled.
fn holding_break(q: u64) -> [u64; 2] {
    let mut best: Option<((u32, u64), [u64; 2])> = None;
    for b in lower_bits(q) {
        for low in [u64::MAX, u64::MAX ^ 1, u64::MAX ^ 2, 0, 1] {
            let small = part(b, low);
            let big = q ^ small;
            let even = if small.count_ones() % 2 == 0 {
                small
            } else {
                big
            };
            let key = (even.count_ones(), even);
            if best.map_or(true, |(k, _)| key > k) {
                best = Some((key, [big, small]));
            }
        }
    }
    best.expect("q is breakable").1
}

impl Interactive for Kit {
    type Pos = Pos;
    type Move = [u64; 2];
    const SIDES: Option<[&'static str; 2]> = Some(["first", "second"]);
    const WON: Option<&'static str> = Some("0 0");
    const LOST: &'static str = "-1 -1";

    fn session(g: &mut Gen) -> Vec<Pos> {
        let tests = match g.rng.gen_range(0..4) {
            0 => 1,
            1 => g.rng.gen_range(2..=4),
            _ => g.rng.gen_range(4..=10),
        };
        (0..tests)
            .map(|_| {
                let n = match g.rng.gen_range(0..12) {
                    0 => g.rng.gen_range(1..=4),
                    1 | 2 => g.rng.gen_range(1..=64),
                    3 => 1u64 << g.rng.gen_range(0..60),
                    4 => (1u64 << g.rng.gen_range(1..60)) + g.rng.gen_range(0..=1),
                    5 => (1u64 << g.rng.gen_range(1..=59)) - 1,
                    6 => MAX_N - g.rng.gen_range(0..=3),
                    7 => (3u64 << 58) + g.rng.gen_range(0..=1),
                    8 => g.rng.gen_range(1..=1_000_000),
                    _ => g.rng.gen_range(1..=MAX_N),
                };
                Pos::start(n)
            })
            .collect()
    }

    fn samples() -> Vec<Vec<Pos>> {
        // The statement's four tests, then two short ones.
        vec![
            [1, 3, 13, 777_777_770_001].map(Pos::start).to_vec(),
            [2, 7, 10].map(Pos::start).to_vec(),
        ]
    }

    fn bench(g: &mut Gen) -> Vec<Pos> {
        // 1000 tests at the limits, many of them dense (all ones under a
        // high bit), where the judge holds out longest.
        (0..1000)
            .map(|i| {
                let n = match i % 4 {
                    0 => (1u64 << 59) - 1 - (i % 2),
                    1 => (3u64 << 58) + (i & 1),
                    2 => MAX_N - g.rng.gen_range(0..1000),
                    _ => g.rng.gen_range(MAX_N / 2..=MAX_N),
                };
                Pos::start(n)
            })
            .collect()
    }

    fn opening(tests: &[Pos]) -> String {
        format!("{}\n", tests.len())
    }

    fn start(p: &Pos) -> String {
        format!("{}\n", p.nums[0])
    }

    fn over(p: &Pos) -> Option<bool> {
        if !p.nums.iter().any(|&q| breakable(q)) {
            return Some(false);
        }
        if !p.program_to_move() && p.program_breaks() >= LIMIT {
            // The program has used its 63 breaks and the judge can still break.
            return Some(true);
        }
        None
    }

    /// The mover wins when it may break a number of even popcount (the
    /// limit of 63 aside: `over` applies it); `popcount_parity_decides`
    /// checks this against a search of the rules.
    fn wins(p: &Pos) -> bool {
        p.nums.iter().any(|q| q.count_ones() % 2 == 0)
    }

    fn read_move(_: &Pos, line: &str) -> Result<[u64; 2], String> {
        let parts: Vec<&str> = line.split_whitespace().collect();
        match parts[..] {
            [a, b] => match (a.parse(), b.parse()) {
                (Ok(a), Ok(b)) => Ok([a, b]),
                _ => Err("expected two positive integers `p1 p2`".into()),
            },
            _ => Err("expected two integers `p1 p2`".into()),
        }
    }

    fn write_move(m: &[u64; 2]) -> String {
        format!("{} {}", m[0], m[1])
    }

    fn play(p: &mut Pos, m: &[u64; 2]) -> Result<(), String> {
        let [a, b] = p.nums;
        let target = m[0] ^ m[1];
        if target != a && target != b {
            return Err(if a == b {
                format!("{} ⊕ {} = {target}, not {a}", m[0], m[1])
            } else {
                format!("{} ⊕ {} = {target}, neither {a} nor {b}", m[0], m[1])
            });
        }
        if !is_break(target, *m) {
            return Err(format!("both parts must be positive and below {target}"));
        }
        p.nums = *m;
        p.breaks += 1;
        Ok(())
    }

    fn reply(p: &Pos, rng: &mut StdRng) -> [u64; 2] {
        // A winning break whenever there is one: an even-popcount number
        // into two odd parts.
        if let Some(&even) = p.nums.iter().find(|q| q.count_ones() % 2 == 0) {
            return random_break(even, true, rng);
        }
        let options: Vec<u64> = p.nums.iter().copied().filter(|&q| breakable(q)).collect();
        let q = options[rng.gen_range(0..options.len())];
        // Every break loses: mostly the one that holds out, sometimes a random one.
        if rng.gen_bool(0.75) {
            holding_break(q)
        } else {
            random_break(q, false, rng)
        }
    }

    fn show(p: &Pos) -> String {
        format!(
            "to break: {} or {} (break {} of the test; the program has made {})",
            p.nums[0],
            p.nums[1],
            p.breaks + 1,
            p.program_breaks()
        )
    }
}

problem_kit::kit!(Kit, interactive);
