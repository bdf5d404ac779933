//! The tooling of yamanote-line-game: its sessions, protocol and judge, and a search of the game from its rules.

use problem_kit::interactive::Interactive;
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::Rng;

/// yamanote-line-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// A position: which of 1..=2N+1 are declared (index 0 unused), and how many are left.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Declared {
    /// `used[k]`: k was declared.
    pub used: Vec<bool>,
    /// How many of 1..=2N+1 are still free.
    pub left: usize,
    /// The smallest free integer (past the end when none is).
    pub low: usize,
}

impl Declared {
    /// The start: N given, nothing declared.
    pub fn start(n: u64) -> Self {
        let top = 2 * n as usize + 1;
        Declared {
            used: vec![false; top + 1],
            left: top,
            low: 1,
        }
    }

    fn n(&self) -> u64 {
        (self.used.len() as u64 - 2) / 2
    }

    /// The unused integers.
    pub fn unused(&self) -> Vec<u64> {
        (1..self.used.len())
            .filter(|&k| !self.used[k])
            .map(|k| k as u64)
            .collect()
    }

    /// The position after declaring `k` (unused).
    pub fn declare(&self, k: u64) -> Self {
        let mut next = self.clone();
        next.mark(k as usize);
        next
    }

    fn mark(&mut self, k: usize) {
        self.used[k] = true;
        self.left -= 1;
        while self.low < self.used.len() && self.used[self.low] {
            self.low += 1;
        }
    }
}

impl Interactive for Kit {
    type Pos = Declared;
    type Move = u64;
    const SIDES: Option<[&'static str; 2]> = None;
    const WON: Option<&'static str> = Some("0");
    const LOST: &'static str = "0";

    fn session(g: &mut Gen) -> Vec<Declared> {
        let n = match g.rng.gen_range(0..10) {
            0 => 1,
            1 => 1000,
            2..=5 => g.rng.gen_range(1..=6),
            _ => g.rng.gen_range(1..=300),
        };
        vec![Declared::start(n)]
    }

    fn samples() -> Vec<Vec<Declared>> {
        // The statement's N = 2, then the smallest game and a longer one.
        vec![
            vec![Declared::start(2)],
            vec![Declared::start(1)],
            vec![Declared::start(5)],
        ]
    }

    fn bench(_: &mut Gen) -> Vec<Declared> {
        // 10^5, a hundred times the judge's N: each turn is a round trip between two processes.
        vec![Declared::start(100_000)]
    }

    fn start(p: &Declared) -> String {
        format!("{}\n", p.n())
    }

    fn over(p: &Declared) -> Option<bool> {
        (p.left == 0).then_some(false)
    }

    /// The parity of what is left, which `parity_decides_every_small_position`
    /// checks against a search of the rules.
    fn wins(p: &Declared) -> bool {
        p.left % 2 == 1
    }

    fn read_move(_: &Declared, line: &str) -> Result<u64, String> {
        line.parse().map_err(|_| "not a single integer".to_string())
    }

    fn write_move(&k: &u64) -> String {
        k.to_string()
    }

    fn play(p: &mut Declared, &k: &u64) -> Result<(), String> {
        let top = 2 * p.n() + 1;
        match p.used.get_mut(k as usize) {
            Some(false) if k >= 1 => {
                p.mark(k as usize);
                Ok(())
            }
            Some(true) => Err(format!("{k} was declared before")),
            _ => Err(format!("{k} is not in 1..={top}")),
        }
    }

    fn reply(p: &Declared, rng: &mut StdRng) -> u64 {
        // At the judge's turn an even number is left, so every move loses
        // (`parity_decides_every_small_position`): half the time the
        // smallest unused integer (the one a careless program would take
        // next), else a random unused one.
        if rng.gen_bool(0.5) {
            return p.low as u64;
        }
        // A random free integer by random probes.
        let top = p.used.len() - 1;
        for _ in 0..64 {
            let k = rng.gen_range(1..=top);
            if !p.used[k] {
                return k as u64;
            }
        }
        // Few integers are left: the smallest one (kept up to date by `mark`).
        p.low as u64
    }
}

problem_kit::kit!(Kit, interactive);
