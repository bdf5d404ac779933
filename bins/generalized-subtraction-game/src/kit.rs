//! The tooling of generalized-subtraction-game: its sessions, protocol and judge, with Grundy values of rows computed from the rules (not from the binary's strategy).

use problem_kit::interactive::Interactive;
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::Rng;
use std::sync::Arc;

/// generalized-subtraction-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// A position: the cards still on the table, and the game's L and R.
#[derive(Clone, Debug)]
pub struct Cards {
    /// `present[k]`: card k (1..=N) is on the table; index 0 unused.
    pub present: Vec<bool>,
    /// The fewest cards a move removes.
    pub l: usize,
    /// The most cards a move removes.
    pub r: usize,
    /// Grundy values of a row of 0..=N present cards under these L and R.
    pub g: Arc<Vec<u32>>,
}

/// Grundy values of a row of k cards, k = 0..=n, when a move removes y
/// consecutive cards, l ≤ y ≤ r, splitting the row into two of i and
/// k − y − i cards. A row of k has the option values S(s) = {g(i) ^ g(s − i)}
/// for s = k − y in [k − r, k − l]; `last[v]`, the largest s whose S(s)
/// holds v, decides whether v is in the window. O(n² + n · V) for the V
/// values that occur.
pub fn row_grundy(n: usize, l: usize, r: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    let mut last: Vec<i64> = Vec::new();
    for k in 0..=n {
        if k < l {
            continue;
        }
        let s = k - l;
        for i in 0..=s / 2 {
            let v = (g[i] ^ g[s - i]) as usize;
            if v >= last.len() {
                last.resize(v + 1, -1);
            }
            last[v] = s as i64;
        }
        let low = k.saturating_sub(r) as i64;
        g[k] = (0..last.len())
            .find(|&v| last[v] < low)
            .unwrap_or(last.len()) as u32;
    }
    g
}

impl Cards {
    /// The start: all N cards, moves of L..=R cards.
    pub fn start(n: usize, l: usize, r: usize) -> Self {
        let mut present = vec![true; n + 1];
        present[0] = false;
        Cards {
            present,
            l,
            r,
            g: Arc::new(row_grundy(n, l, r)),
        }
    }

    /// N.
    pub fn n(&self) -> usize {
        self.present.len() - 1
    }

    /// The rows of present cards, as (first card, length).
    pub fn rows(&self) -> Vec<(usize, usize)> {
        let n = self.n();
        let mut rows = Vec::new();
        let mut k = 1;
        while k <= n {
            if self.present[k] {
                let start = k;
                while k <= n && self.present[k] {
                    k += 1;
                }
                rows.push((start, k - start));
            } else {
                k += 1;
            }
        }
        rows
    }

    /// The nim-sum of the rows' Grundy values.
    pub fn nim_sum(&self) -> u32 {
        self.rows().iter().fold(0, |x, &(_, len)| x ^ self.g[len])
    }
}

impl Interactive for Kit {
    type Pos = Cards;
    type Move = (usize, usize);
    const SIDES: Option<[&'static str; 2]> = Some(["First", "Second"]);
    const WON: Option<&'static str> = Some("0 0");
    const LOST: &'static str = "-1 -1";

    fn session(g: &mut Gen) -> Vec<Cards> {
        let rng = &mut g.rng;
        let (n, l, r) = match rng.gen_range(0..12) {
            // The smallest games.
            0 => {
                let n = rng.gen_range(1..=3);
                let l = rng.gen_range(1..=n);
                (n, l, rng.gen_range(l..=n))
            }
            // L = R: the Grundy side, where the second player often wins.
            1..=5 => {
                let n = if rng.gen_bool(0.2) {
                    2000
                } else {
                    rng.gen_range(1..=300)
                };
                let l = if rng.gen_bool(0.5) {
                    rng.gen_range(1..=4.min(n))
                } else {
                    rng.gen_range(1..=n)
                };
                (n, l, l)
            }
            // L = R with N − L odd.
            6..=7 => {
                let n = rng.gen_range(2..=200);
                let l = rng.gen_range(1..=n - 1);
                let l = if (n - l) % 2 == 1 { l } else { l + 1 }.min(n - 1);
                (n, l, l)
            }
            // At the limits.
            8 => (2000, 1, rng.gen_range(1..=2000)),
            // L < R: the symmetry side.
            _ => {
                let n = rng.gen_range(2..=300);
                let l = rng.gen_range(1..n);
                (n, l, rng.gen_range(l + 1..=n))
            }
        };
        vec![Cards::start(n, l, r)]
    }

    fn samples() -> Vec<Vec<Cards>> {
        // A symmetry win, a second-player win (L = R = 1, N even), a Grundy win.
        vec![
            vec![Cards::start(6, 1, 2)],
            vec![Cards::start(4, 1, 1)],
            vec![Cards::start(7, 2, 2)],
        ]
    }

    fn bench(_: &mut Gen) -> Vec<Cards> {
        // The longest game on the Grundy side: L = R = 1, N = 2000 (the
        // second player wins; 2000 moves, a scan of the rows on each of ours).
        vec![Cards::start(2000, 1, 1)]
    }

    fn start(p: &Cards) -> String {
        format!("{} {} {}\n", p.n(), p.l, p.r)
    }

    fn over(p: &Cards) -> Option<bool> {
        p.rows().iter().all(|&(_, len)| len < p.l).then_some(false)
    }

    /// The nim-sum of the rows' Grundy values ([`row_grundy`]), which
    /// `grundy_decides_every_small_position` checks against a search of the rules.
    fn wins(p: &Cards) -> bool {
        p.nim_sum() != 0
    }

    fn read_move(_: &Cards, line: &str) -> Result<(usize, usize), String> {
        let parts: Vec<&str> = line.split_whitespace().collect();
        match parts.as_slice() {
            [x, y] => match (x.parse(), y.parse()) {
                (Ok(x), Ok(y)) => Ok((x, y)),
                _ => Err("expected two non-negative integers `x y`".into()),
            },
            _ => Err("expected two integers `x y`".into()),
        }
    }

    fn write_move(&(x, y): &(usize, usize)) -> String {
        format!("{x} {y}")
    }

    fn play(p: &mut Cards, &(x, y): &(usize, usize)) -> Result<(), String> {
        let n = p.n();
        if (x, y) == (0, 0) {
            return Err("`0 0` says there is no move, but there is one".into());
        }
        if y < p.l || y > p.r {
            return Err(format!("y = {y} is not in {}..={}", p.l, p.r));
        }
        if x < 1 || x + y - 1 > n {
            return Err(format!(
                "cards {x}..{} are not all within 1..={n}",
                x + y - 1
            ));
        }
        if let Some(k) = (x..x + y).find(|&k| !p.present[k]) {
            return Err(format!("card {k} was removed before"));
        }
        p.present[x..x + y].iter_mut().for_each(|c| *c = false);
        Ok(())
    }

    fn reply(p: &Cards, rng: &mut StdRng) -> (usize, usize) {
        let rows = p.rows();
        let x = p.nim_sum();
        if x != 0 {
            // A winning move: a row of len goes to rows i and rest − i worth g(len) ^ x.
            for &(start, len) in &rows {
                let target = p.g[len] ^ x;
                for y in p.l..=p.r.min(len) {
                    let rest = len - y;
                    if let Some(i) = (0..=rest).find(|&i| p.g[i] ^ p.g[rest - i] == target) {
                        return (start + i, y);
                    }
                }
            }
            panic!("nim-sum {x} but no move to 0: the Grundy table is wrong");
        }
        // Lost: a random legal move, half the time one removing the fewest cards.
        let open: Vec<(usize, usize)> = rows.into_iter().filter(|&(_, len)| len >= p.l).collect();
        let (start, len) = open[rng.gen_range(0..open.len())];
        let y = if rng.gen_bool(0.5) {
            p.l
        } else {
            rng.gen_range(p.l..=p.r.min(len))
        };
        (start + rng.gen_range(0..=len - y), y)
    }

    fn show(p: &Cards) -> String {
        let cards: String = p.present[1..]
            .iter()
            .map(|&c| if c { '#' } else { '.' })
            .collect();
        format!("L = {}, R = {}: {cards}", p.l, p.r)
    }
}

problem_kit::kit!(Kit, interactive);
