//! The tooling of decreasing-game: its sessions, protocol and judge, a search of the game from its rules, and the equal-split rule that the tests check against it.

use problem_kit::brute;
use problem_kit::interactive::{best_reply, Interactive};
use problem_kit::Gen;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// decreasing-game's kit (see `problem_kit::interactive`).
pub struct Kit;

/// The judge's limit of n.
pub const MAX_N: usize = 300;
/// The judge's limit of a_i.
pub const MAX_A: u16 = 300;

/// A position: the array, and the first player's i when the second player
/// is to answer it (`None`: the first player is to name one).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The values, a_1 … a_n (index 0 is a_1).
    pub a: Vec<u16>,
    /// The index the first player named this round (0-based), while the
    /// second player is to answer.
    pub named: Option<usize>,
    /// How many values are positive.
    pub positive: usize,
}

impl Board {
    /// The start: the first player to name an index.
    pub fn new(a: Vec<u16>) -> Self {
        let positive = a.iter().filter(|&&v| v > 0).count();
        Board {
            a,
            named: None,
            positive,
        }
    }

    /// The legal moves (0-based indices): any positive a_i for the first
    /// player, any positive a_j with j ≠ i for the second.
    pub fn moves(&self) -> Vec<usize> {
        (0..self.a.len())
            .filter(|&k| self.a[k] > 0 && Some(k) != self.named)
            .collect()
    }

    /// Makes the legal move `k` (0-based) in place.
    fn make(&mut self, k: usize) {
        match self.named {
            None => self.named = Some(k),
            Some(i) => {
                let d = self.a[i].min(self.a[k]);
                self.a[i] -= d;
                self.a[k] -= d;
                self.positive -= usize::from(self.a[i] == 0) + usize::from(self.a[k] == 0);
                self.named = None;
            }
        }
    }

    /// The position after the legal move `k` (0-based).
    pub fn after(&self, k: usize) -> Board {
        let mut next = self.clone();
        next.make(k);
        next
    }

    /// Small enough for the game-tree search: n ≤ 5 and every a_k ≤ 4.
    pub fn is_small(&self) -> bool {
        self.a.len() <= 5 && self.a.iter().all(|&v| v <= 4)
    }
}

/// Whether the multiset `a` splits into two parts of equal sum (the empty
/// array does: 0 = 0). A bitset of reachable sums up to half the total,
/// the copies of each value added in 1, 2, 4, … blocks (binary splitting).
///
/// # Complexity
/// O(number of blocks · sum / 64), the blocks at most Σ_v log2(count_v + 1).
pub fn splits(a: &[u16]) -> bool {
    let total: usize = a.iter().map(|&v| usize::from(v)).sum();
    if total % 2 == 1 {
        return false;
    }
    let half = total / 2;
    let top = a.iter().copied().max().unwrap_or(0);
    let mut count = vec![0usize; usize::from(top) + 1];
    for &v in a {
        count[usize::from(v)] += 1;
    }
    let words = half / 64 + 1;
    let mut bits = vec![0u64; words];
    bits[0] = 1;
    for (v, &c) in count.iter().enumerate().skip(1) {
        let (mut left, mut block) = (c, 1);
        while left > 0 {
            let take = block.min(left);
            or_shifted(&mut bits, v * take);
            left -= take;
            block *= 2;
        }
    }
    bits[half / 64] >> (half % 64) & 1 == 1
}

/// `bits |= bits << by`, within the words there are (bits past the end are dropped).
fn or_shifted(bits: &mut [u64], by: usize) {
    let (ws, bs) = (by / 64, by % 64);
    for w in (ws..bits.len()).rev() {
        let low = if bs > 0 && w > ws {
            bits[w - ws - 1] >> (64 - bs)
        } else {
            0
        };
        bits[w] |= bits[w - ws] << bs | low;
    }
}

/// Who wins by the equal-split rule: the player to name i (the first)
/// wins iff `a` has no equal split; the player to answer an i (the
/// second) wins iff it has one. `rule_matches_the_search_everywhere_small`
/// checks it against the search.
pub fn rule_wins(p: &Board) -> bool {
    match p.named {
        None => !splits(&p.a),
        Some(_) => splits(&p.a),
    }
}

/// Who wins by a game-tree search from the rules alone (small positions:
/// the memo is kept per thread across calls).
pub fn search_wins(p: &Board) -> bool {
    brute::shared_wins(p, |q: &Board| {
        q.moves().into_iter().map(|k| q.after(k)).collect()
    })
}

/// Values 1..=`hi` (`count` of them) with sum `sum` (count ≤ sum ≤ count · hi), at random.
fn with_sum(g: &mut Gen, count: usize, sum: usize, hi: u16) -> Vec<u16> {
    let mut v = vec![1u16; count];
    let mut left = sum - count;
    while left > 0 {
        let k = g.rng.gen_range(0..count);
        if v[k] < hi {
            let add = left
                .min(usize::from(hi - v[k]))
                .min(g.rng.gen_range(1..=20));
            v[k] += add as u16;
            left -= add;
        }
    }
    v
}

/// Random values in 1..=hi.
fn random_values(g: &mut Gen, n: usize, hi: u16) -> Vec<u16> {
    (0..n).map(|_| g.rng.gen_range(1..=hi)).collect()
}

/// A start with a known equal split: two halves of equal sum, shuffled
/// (at most `max_half` values in the first, and n ≤ 300 in all).
fn two_equal_halves(g: &mut Gen, max_half: usize) -> Vec<u16> {
    let m = g.rng.gen_range(1..=max_half);
    let left = random_values(g, m, MAX_A);
    let sum: usize = left.iter().map(|&v| usize::from(v)).sum();
    let fewest = sum.div_ceil(usize::from(MAX_A));
    let most = sum.min(MAX_N - left.len()).min(fewest + 20);
    let count = g.rng.gen_range(fewest..=most);
    let mut a = left;
    a.extend(with_sum(g, count, sum, MAX_A));
    a.shuffle(&mut g.rng);
    a
}

/// Multiples of 4 and one 2: an even sum whose half is odd, while every
/// subset sum is even, so no equal split (the first player wins).
fn fours_and_a_two(g: &mut Gen, n: usize) -> Vec<u16> {
    let mut a: Vec<u16> = (0..n).map(|_| 4 * g.rng.gen_range(1..=MAX_A / 4)).collect();
    let k = g.rng.gen_range(0..n);
    a[k] = 2;
    a
}

impl Interactive for Kit {
    type Pos = Board;
    type Move = usize;
    const SIDES: Option<[&'static str; 2]> = Some(["First", "Second"]);
    const WON: Option<&'static str> = Some("0");
    const LOST: &'static str = "-1";

    fn session(g: &mut Gen) -> Vec<Board> {
        let a = match g.rng.gen_range(0..20) {
            // n = 1: the second player can never answer.
            0 => vec![g.rng.gen_range(1..=MAX_A)],
            // All equal: a split iff n is even.
            1 => {
                let n = if g.rng.gen_bool(0.5) {
                    g.rng.gen_range(1..=6)
                } else {
                    g.rng.gen_range(1..=MAX_N)
                };
                vec![g.rng.gen_range(1..=MAX_A); n]
            }
            // One huge value against the others, which sum to exactly as
            // much (a split) or to less (none).
            2 => {
                let rest = g.rng.gen_range(1..MAX_N);
                let huge = g.rng.gen_range(rest + 1..=usize::from(MAX_A));
                let sum = if g.rng.gen_bool(0.5) {
                    huge
                } else {
                    g.rng.gen_range(rest..huge)
                };
                let mut a = with_sum(g, rest, sum, MAX_A);
                a.push(huge as u16);
                a.shuffle(&mut g.rng);
                a
            }
            // Small: decided by the search, the judge replies by it.
            3..=8 => {
                let n = g.rng.gen_range(1..=5);
                random_values(g, n, 4)
            }
            // Two values: a split iff they are equal.
            9 => {
                let x = g.rng.gen_range(1..=MAX_A);
                let y = if g.rng.gen_bool(0.5) {
                    x
                } else {
                    g.rng.gen_range(1..=MAX_A)
                };
                vec![x, y]
            }
            // Moderate and random (mostly decided by the sum's parity).
            10..=11 => {
                let n = g.rng.gen_range(2..=30);
                random_values(g, n, MAX_A)
            }
            // At the limits, random.
            12..=13 => random_values(g, MAX_N, MAX_A),
            // At the limits, all 300: n = 300 splits, n = 299 does not.
            14 => vec![MAX_A; MAX_N - g.rng.gen_range(0..=1)],
            // An even sum with no split, moderate or at the limits.
            15..=16 => {
                let n = if g.rng.gen_bool(0.5) {
                    MAX_N
                } else {
                    g.rng.gen_range(1..=30)
                };
                fours_and_a_two(g, n)
            }
            // A split by construction, moderate or large.
            _ => {
                let max_half = if g.rng.gen_bool(0.5) { 10 } else { 140 };
                two_equal_halves(g, max_half)
            }
        };
        vec![Board::new(a)]
    }

    fn samples() -> Vec<Vec<Board>> {
        // An odd sum (First), a split 1 + 2 = 3 (Second), an even sum with no split (First).
        vec![
            vec![Board::new(vec![10, 4, 6, 3])],
            vec![Board::new(vec![1, 2, 3])],
            vec![Board::new(vec![3, 3, 3, 1])],
        ]
    }

    fn bench(g: &mut Gen) -> Vec<Board> {
        // n = 300 at the limits with an even sum and no split: the program
        // plays First for about 300 rounds and the judge, losing, checks
        // the split at each of its answers.
        vec![Board::new(fours_and_a_two(g, MAX_N))]
    }

    fn start(p: &Board) -> String {
        let values: Vec<String> = p.a.iter().map(u16::to_string).collect();
        format!("{}\n{}\n", p.a.len(), values.join(" "))
    }

    fn over(p: &Board) -> Option<bool> {
        let stuck = match p.named {
            None => p.positive == 0,
            // a_i > 0, so there is a j exactly when another value is positive.
            Some(_) => p.positive <= 1,
        };
        stuck.then_some(false)
    }

    /// The search on small positions, the equal-split rule past them.
    fn wins(p: &Board) -> bool {
        if p.is_small() {
            search_wins(p)
        } else {
            rule_wins(p)
        }
    }

    fn read_move(_: &Board, line: &str) -> Result<usize, String> {
        line.parse()
            .map_err(|_| "not a single index (a positive integer)".to_string())
    }

    fn write_move(&m: &usize) -> String {
        m.to_string()
    }

    fn play(p: &mut Board, &m: &usize) -> Result<(), String> {
        let n = p.a.len();
        if !(1..=n).contains(&m) {
            return Err(format!("{m} is not an index in 1..={n}"));
        }
        let k = m - 1;
        if p.a[k] == 0 {
            return Err(format!("a_{m} is 0"));
        }
        if p.named == Some(k) {
            return Err(format!("j = {m} is the i the first player named"));
        }
        p.make(k);
        Ok(())
    }

    fn reply(p: &Board, rng: &mut StdRng) -> usize {
        let moves = p.moves();
        if p.is_small() {
            let options = moves.iter().map(|&k| (k + 1, p.after(k))).collect();
            return best_reply(options, search_wins, rng)
                .expect("the judge moves only when it can");
        }
        match p.named {
            // Naming i: by the rule every i leaves the answer position
            // (a, i), which the second player wins iff `a` splits, whatever
            // i is; so no choice is better than another. Half the time the
            // smallest value (the longest game), else a random one.
            None => {
                let k = if rng.gen_bool(0.5) {
                    *moves
                        .iter()
                        .min_by_key(|&&k| p.a[k])
                        .expect("a positive value")
                } else {
                    *moves.choose(rng).expect("a positive value")
                };
                k + 1
            }
            Some(i) => {
                // The answer j wins iff (after it) the array splits. Only
                // a_j's value matters to that, so the candidates are tried
                // one value each, in random order; `answers_split_only_if_the_array_did`
                // checks that none wins when `a` has no split, which skips them then.
                if splits(&p.a) {
                    let mut values: Vec<u16> = moves.iter().map(|&k| p.a[k]).collect();
                    values.sort_unstable();
                    values.dedup();
                    values.shuffle(rng);
                    for v in values {
                        let with_v: Vec<usize> =
                            moves.iter().copied().filter(|&k| p.a[k] == v).collect();
                        let k = *with_v.choose(rng).expect("a value from the moves");
                        if splits(&p.after(k).a) {
                            return k + 1;
                        }
                    }
                }
                // Losing: an answer of another value zeroes only one
                // element, which makes the game longest.
                let longer: Vec<usize> = moves
                    .iter()
                    .copied()
                    .filter(|&k| p.a[k] != p.a[i])
                    .collect();
                let pool = if longer.is_empty() || rng.gen_bool(0.25) {
                    &moves
                } else {
                    &longer
                };
                pool.choose(rng).expect("the judge moves only when it can") + 1
            }
        }
    }

    fn show(p: &Board) -> String {
        match p.named {
            None => format!("a = {:?}, the first player to name i", p.a),
            Some(i) => format!("a = {:?}, the second player to answer i = {}", p.a, i + 1),
        }
    }
}

problem_kit::kit!(Kit, interactive);
