//! Why `g(n)` is what it is: the positions one move away from a heap of size n, their values, and their mex.

use crate::tables::game::Game;
use crate::tables::octal::OctalGame;
use crate::tables::split::SplitRule;

/// One position reachable in one move: the heaps left (empty heaps omitted) and its Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Successor {
    /// Sizes of the non-empty heaps left, smallest first (empty: nothing left).
    pub heaps: Vec<usize>,
    /// XOR of their Grundy values.
    pub value: u32,
}

/// The options of a heap of size n and the mex of their values, taken over every option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The heap size.
    pub n: usize,
    /// The options, at most the `limit` given (in the order the rules list them).
    pub options: Vec<Successor>,
    /// Whether `options` lists every option (else the listing stopped at the limit).
    pub complete: bool,
    /// How many options n has in all (listed or not).
    pub total: usize,
    /// The distinct values of all the options (listed or not), increasing.
    pub reachable: Vec<u32>,
    /// For each value `v < mex`, the first option (in the rules' order) of value `v`:
    /// the evidence that `v` occurs, whether or not that option is listed.
    pub witnesses: Vec<Successor>,
    /// The smallest value not in `reachable`: g(n).
    pub mex: u32,
}

impl Explanation {
    /// The mex argument in one sentence, e.g. `g(7) = mex{0, 1, 3} = 2: …`; when the
    /// options are too many to list, how the mex over all of them was reached.
    ///
    /// # Complexity
    /// O(number of reachable values).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::explain::explain;
    /// use lab_engine::tables::game::Game;
    /// let game = Game::Subtraction(vec![1, 2]);
    /// let e = explain(&game, &game.grundy(5), 5, 100);
    /// assert_eq!(e.sentence(), "g(5) = mex{0, 1} = 2: one move reaches the values 0 to 1 but never 2.");
    /// ```
    pub fn sentence(&self) -> String {
        if !self.complete {
            let occur = match self.mex {
                0 => "no option has value 0".to_string(),
                1 => "value 0 occurs, 1 does not".to_string(),
                m => format!("the values 0 to {} all occur, {m} does not", m - 1),
            };
            return format!(
                "g({}) = {}: the mex over all {} options ({occur}); only the first {} are listed.",
                self.n,
                self.mex,
                self.total,
                self.options.len()
            );
        }
        let set: Vec<String> = self.reachable.iter().map(|v| v.to_string()).collect();
        let head = format!("g({}) = mex{{{}}} = {}", self.n, set.join(", "), self.mex);
        let tail = if self.options.is_empty() {
            ": there is no move, so the player to move loses (a P-position).".to_string()
        } else if self.mex == 0 {
            ": no move reaches a position of value 0, so the player to move loses (a P-position)."
                .to_string()
        } else if self.mex == 1 {
            ": one move reaches value 0 but never 1; moving to a value-0 position wins.".to_string()
        } else {
            format!(
                ": one move reaches the values 0 to {} but never {}.",
                self.mex - 1,
                self.mex
            )
        };
        head + &tail
    }
}

/// The options of a heap of size `n` in `game`, read from the table `g` (which must reach `n`),
/// listing at most `limit` of them; the mex is taken over all of them, listed or not.
///
/// Written from the rules directly, not from the table builders, so comparing
/// `mex` with `g[n]` checks the builders.
///
/// # Panics
/// If `n ≥ g.len()`.
///
/// # Complexity
/// O(options · parts) plus O(n) for the divisor game; the number of
/// options is |S| for subtraction games, O(n) for octal games and two-part
/// splits, O(n^(K−1)) for splits into K parts. Memory O(min(options, limit) + mex).
///
/// # Example
/// ```
/// use lab_engine::patterns::explain::explain;
/// use lab_engine::tables::game::Game;
/// let game = Game::Subtraction(vec![2, 5, 7]);
/// let g = game.grundy(10);
/// let e = explain(&game, &g, 7, 100);
/// let left: Vec<Vec<usize>> = e.options.iter().map(|o| o.heaps.clone()).collect();
/// assert_eq!(left, vec![vec![5], vec![2], vec![]]);
/// assert_eq!(e.mex, g[7]);
/// ```
pub fn explain(game: &Game, g: &[u32], n: usize, limit: usize) -> Explanation {
    assert!(n < g.len(), "the table must reach n");
    let mut list = Lister {
        g,
        options: Vec::new(),
        limit,
        total: 0,
        first_of: Vec::new(),
    };
    match game {
        Game::Subtraction(moves) => {
            for &s in moves {
                if s <= n {
                    list.push(&[n - s]);
                }
            }
        }
        Game::Divisors => {
            for d in 1..n {
                if n.is_multiple_of(d) {
                    list.push(&[d]);
                }
            }
        }
        Game::Octal(code) => octal_options(code, n, &mut list),
        Game::Split(rule) => split_options(*rule, n, &mut list),
    }
    let reachable: Vec<u32> = (0..list.first_of.len())
        .filter(|&v| list.first_of[v].is_some())
        .map(|v| v as u32)
        .collect();
    let mex = list
        .first_of
        .iter()
        .position(Option::is_none)
        .unwrap_or(list.first_of.len());
    let witnesses: Vec<Successor> = list.first_of[..mex].iter().flatten().cloned().collect();
    Explanation {
        n,
        complete: list.total == list.options.len(),
        options: list.options,
        total: list.total,
        reachable,
        witnesses,
        mex: mex as u32,
    }
}

/// Visits every option: keeps the first `limit`, counts them all, and the first of each value.
struct Lister<'a> {
    g: &'a [u32],
    options: Vec<Successor>,
    limit: usize,
    total: usize,
    /// `first_of[v]`: the first option of value v seen so far.
    first_of: Vec<Option<Successor>>,
}

impl Lister<'_> {
    /// Records the option leaving `heaps` (zeros dropped): counted, listed if below the limit,
    /// and kept as the witness of its value if it is the first of that value.
    fn push(&mut self, heaps: &[usize]) {
        self.total += 1;
        let value = heaps.iter().fold(0, |x, &h| x ^ self.g[h]);
        let listed = self.options.len() < self.limit;
        if !listed && self.has(value) {
            return;
        }
        let option = self.successor(heaps);
        if listed {
            self.options.push(option.clone());
        }
        self.witness(option);
    }

    /// Lists the option leaving `heaps` if below the limit, without counting it (for options
    /// counted and valued by [`SplitSets`]); false once the limit is reached.
    fn list_only(&mut self, heaps: &[usize]) -> bool {
        if self.options.len() >= self.limit {
            return false;
        }
        let option = self.successor(heaps);
        self.options.push(option);
        true
    }

    /// Whether an option of value `v` has been seen.
    fn has(&self, v: u32) -> bool {
        matches!(self.first_of.get(v as usize), Some(Some(_)))
    }

    /// Keeps `option` as the witness of its value unless one is known.
    fn witness(&mut self, option: Successor) {
        let v = option.value as usize;
        if self.first_of.len() <= v {
            self.first_of.resize(v + 1, None);
        }
        if self.first_of[v].is_none() {
            self.first_of[v] = Some(option);
        }
    }

    fn successor(&self, heaps: &[usize]) -> Successor {
        let mut left: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        left.sort_unstable();
        let value = left.iter().fold(0, |x, &h| x ^ self.g[h]);
        Successor { heaps: left, value }
    }
}

/// Octal or hexadecimal digit `d_k`: remove k tokens, leaving nothing (bit 1), one heap (bit 2), two heaps (bit 4) or three heaps (bit 8).
fn octal_options(code: &OctalGame, n: usize, list: &mut Lister) {
    for (k, &d) in code.digits().iter().enumerate() {
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && k > 0 && rest == 0 {
            list.push(&[]);
        }
        if d & 2 != 0 && k > 0 && rest >= 1 {
            list.push(&[rest]);
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                list.push(&[a, rest - a]);
            }
        }
        if d & 8 != 0 {
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    list.push(&[a, b, rest - a - b]);
                }
            }
        }
    }
}

/// Take any positive number (with `take`), or split into `parts` non-empty heaps (all different with `unequal`).
fn split_options(rule: SplitRule, n: usize, list: &mut Lister) {
    if rule.take {
        for left in (0..n).rev() {
            list.push(&[left]);
        }
    }
    let k = rule.parts;
    if k >= 3 {
        // Too many to visit one by one (O(n^(K−1))): list the first few, and take the count,
        // the values and a witness of each value from the sets of XOR values part by part.
        partitions(rule, n, &mut |parts| list.list_only(parts));
        let sets = SplitSets::new(rule, list.g, n);
        list.total += sets.count(k, 1, n) as usize;
        let top = sets.set(k, 1, n);
        for v in ones(&top) {
            if !list.has(v) {
                let heaps = sets.witness(k, 1, n, v);
                let option = list.successor(&heaps);
                list.witness(option);
            }
        }
    } else {
        partitions(rule, n, &mut |parts| {
            list.push(parts);
            true
        });
    }
}

/// Visits the splits of `n` into `rule.parts` parts, non-decreasing (strictly increasing when
/// unequal), in lexicographic order, as an odometer, until `visit` returns false.
fn partitions(rule: SplitRule, n: usize, visit: &mut dyn FnMut(&[usize]) -> bool) {
    let k = rule.parts;
    let step = usize::from(rule.unequal);
    // Smallest sum of parts[i..] when parts[i] = x: x + (x + step) + … (k − i terms).
    let min_tail = |x: usize, terms: usize| terms * x + step * terms * terms.saturating_sub(1) / 2;
    if k == 0 || min_tail(1, k) > n {
        return;
    }
    let mut parts = vec![0usize; k];
    // Fill parts[i..k-1] minimally from x, the last part takes the rest; returns false if impossible.
    let fill = |parts: &mut [usize], i: usize, x: usize, remaining: usize| -> bool {
        let terms = k - i;
        if min_tail(x, terms) > remaining {
            return false;
        }
        let mut r = remaining;
        for (j, p) in parts.iter_mut().enumerate().take(k - 1).skip(i) {
            *p = x + step * (j - i);
            r -= *p;
        }
        parts[k - 1] = r;
        true
    };
    fill(&mut parts, 0, 1, n);
    loop {
        if !visit(&parts) {
            return;
        }
        // Advance the rightmost part (before the last) that can grow.
        let mut i = k - 1;
        let advanced = loop {
            if i == 0 {
                break false;
            }
            i -= 1;
            let used: usize = parts[..i].iter().sum();
            let next = parts[i] + 1;
            if fill(&mut parts, i, next, n - used) {
                break true;
            }
        };
        if !advanced {
            return;
        }
    }
}

/// The values of a bit set, increasing.
fn ones(set: &[u64]) -> Vec<u32> {
    let mut out = Vec::new();
    for (i, &w) in set.iter().enumerate() {
        let mut w = w;
        while w != 0 {
            out.push(64 * i as u32 + w.trailing_zeros());
            w &= w - 1;
        }
    }
    out
}

/// For splits into `j` parts, `2 ≤ j < K`, each at least `lo`, non-decreasing (increasing
/// when unequal), summing to `m ≤ n`: the set of XOR values (as bit sets) and how many there are.
/// Such a split is its smallest part `a ≥ lo` plus a split of `m − a` into `j − 1` parts of at
/// least `a` (`a + 1` when unequal), so each set is the one for `lo + 1` plus `g(lo)` XOR a
/// smaller one.
struct SplitSets<'a> {
    g: &'a [u32],
    step: usize,
    /// Words per set: every value of `g(..=n)` and every XOR of them is below `64 · words`.
    words: usize,
    /// `sets[j][m]`: the sets for `lo = 1..=m / j`, one after another.
    sets: Vec<Vec<Vec<u64>>>,
    /// `counts[j][m][lo − 1]`: how many splits (saturating).
    counts: Vec<Vec<Vec<u64>>>,
}

impl<'a> SplitSets<'a> {
    /// O(K · n² · words) time, O(n² · log K · words) words of memory.
    fn new(rule: SplitRule, g: &'a [u32], n: usize) -> Self {
        let top = g[..=n].iter().copied().max().unwrap_or(0) as usize;
        let words = (top + 1).next_power_of_two().div_ceil(64);
        let mut me = SplitSets {
            g,
            step: usize::from(rule.unequal),
            words,
            sets: vec![Vec::new(); rule.parts],
            counts: vec![Vec::new(); rule.parts],
        };
        for j in 2..rule.parts {
            let mut sets = Vec::with_capacity(n + 1);
            let mut counts = Vec::with_capacity(n + 1);
            for m in 0..=n {
                let los = m / j;
                let mut set = vec![0u64; los * words];
                let mut count = vec![0u64; los];
                let mut here = vec![0u64; words];
                for lo in (1..=los).rev() {
                    let mut c = 0;
                    if lo < los {
                        here.copy_from_slice(&set[lo * words..(lo + 1) * words]);
                        c = count[lo];
                    }
                    me.add(&mut here, &mut c, j, lo, m);
                    set[(lo - 1) * words..lo * words].copy_from_slice(&here);
                    count[lo - 1] = c;
                }
                sets.push(set);
                counts.push(count);
            }
            me.sets[j] = sets;
            me.counts[j] = counts;
        }
        me
    }

    /// Adds the splits of `m` into `j` parts whose smallest part is exactly `a`.
    fn add(&self, set: &mut [u64], count: &mut u64, j: usize, a: usize, m: usize) {
        let c = self.g[a] as usize;
        let mut translate = |rest: &[u64]| {
            // x ^ c for every x in rest: whole words move to word i ^ (c / 64), bits within by c % 64.
            let (high, low) = (c >> 6, c & 63);
            for (i, &w) in rest.iter().enumerate() {
                let mut w = w;
                while w != 0 {
                    let b = w.trailing_zeros() as usize;
                    set[i ^ high] |= 1 << (b ^ low);
                    w &= w - 1;
                }
            }
        };
        let (rest_j, rest_lo, rest_m) = (j - 1, a + self.step, m - a);
        if rest_j == 1 {
            if rest_m >= rest_lo {
                let x = self.g[rest_m] as usize ^ c;
                set[x >> 6] |= 1 << (x & 63);
            }
        } else if rest_lo <= rest_m / rest_j {
            translate(self.stored(rest_j, rest_lo, rest_m));
        }
        *count = count.saturating_add(self.count(rest_j, rest_lo, rest_m));
    }

    /// The stored set of `2 ≤ j < K` parts (`1 ≤ lo ≤ m / j`).
    fn stored(&self, j: usize, lo: usize, m: usize) -> &[u64] {
        &self.sets[j][m][(lo - 1) * self.words..lo * self.words]
    }

    /// The XOR values of splits of `m` into `j` parts of at least `lo`.
    fn set(&self, j: usize, lo: usize, m: usize) -> Vec<u64> {
        let mut set = vec![0u64; self.words];
        if j == 1 {
            if m >= lo {
                let x = self.g[m] as usize;
                set[x >> 6] |= 1 << (x & 63);
            }
        } else if j < self.sets.len() {
            if lo >= 1 && lo <= m / j {
                set.copy_from_slice(self.stored(j, lo, m));
            }
        } else {
            // The top level (j = K) is needed at one (lo, m) only: built on demand.
            let mut c = 0;
            for a in lo.max(1)..=m / j {
                self.add(&mut set, &mut c, j, a, m);
            }
        }
        set
    }

    /// How many splits of `m` into `j` parts of at least `lo` there are (saturating).
    fn count(&self, j: usize, lo: usize, m: usize) -> u64 {
        if j == 1 {
            u64::from(m >= lo)
        } else if j < self.counts.len() {
            if lo >= 1 && lo <= m / j {
                self.counts[j][m][lo - 1]
            } else {
                0
            }
        } else {
            let (mut set, mut c) = (vec![0u64; self.words], 0);
            for a in lo.max(1)..=m / j {
                self.add(&mut set, &mut c, j, a, m);
            }
            c
        }
    }

    /// The lexicographically first split of `m` into `j` parts of at least `lo` with XOR `v`
    /// (which must be in [`SplitSets::set`]): the first one the odometer visits.
    fn witness(&self, j: usize, lo: usize, m: usize, v: u32) -> Vec<usize> {
        let (mut j, mut lo, mut m, mut v) = (j, lo, m, v);
        let mut parts = Vec::with_capacity(j);
        while j > 1 {
            let a = (lo..=m / j)
                .find(|&a| {
                    let x = (v ^ self.g[a]) as usize;
                    let (rj, rlo, rm) = (j - 1, a + self.step, m - a);
                    if rj == 1 {
                        rm >= rlo && self.g[rm] as usize == x
                    } else {
                        rlo <= rm / rj
                            && x < 64 * self.words
                            && self.stored(rj, rlo, rm)[x >> 6] >> (x & 63) & 1 == 1
                    }
                })
                .expect("the value is in the set");
            parts.push(a);
            v ^= self.g[a];
            lo = a + self.step;
            m -= a;
            j -= 1;
        }
        parts.push(m);
        parts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn check(game: &Game, upto: usize) {
        let g = game.grundy(upto);
        for n in game.first_position()..=upto {
            let e = explain(game, &g, n, usize::MAX);
            assert!(e.complete);
            assert_eq!(e.mex, g[n], "{} at n = {n}", game.command());
            assert!(!e.reachable.contains(&g[n]));
        }
    }

    #[test]
    fn options_rebuild_every_table_from_the_rules() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..150 {
            let mut moves: Vec<usize> = (0..rng.gen_range(1..5))
                .map(|_| rng.gen_range(1..12))
                .collect();
            moves.sort_unstable();
            moves.dedup();
            check(&Game::Subtraction(moves), 60);
            let digits: String = (0..rng.gen_range(1..4))
                .map(|_| char::from(b'0' + rng.gen_range(0..8u8)))
                .collect();
            let whole = if rng.gen_bool(0.2) { "4" } else { "0" };
            check(
                &Game::Octal(OctalGame::parse(&format!("{whole}.{digits}")).unwrap()),
                60,
            );
            let rule = SplitRule {
                parts: rng.gen_range(2..5),
                unequal: rng.gen_bool(0.5),
                take: rng.gen_bool(0.5),
            };
            check(&Game::Split(rule), 30);
        }
        check(&Game::Divisors, 200);
    }

    /// Split a heap into three parts, equal ones allowed, nothing taken.
    fn three_parts() -> Game {
        Game::Split(SplitRule {
            parts: 3,
            unequal: false,
            take: false,
        })
    }

    #[test]
    fn splits_list_each_partition_once() {
        let game = three_parts();
        let g = game.grundy(7);
        let e = explain(&game, &g, 7, 100);
        let left: Vec<Vec<usize>> = e.options.iter().map(|o| o.heaps.clone()).collect();
        assert_eq!(
            left,
            vec![vec![1, 1, 5], vec![1, 2, 4], vec![1, 3, 3], vec![2, 2, 3]]
        );
        let grundy = Game::Split(SplitRule::GRUNDY);
        let e = explain(&grundy, &grundy.grundy(6), 6, 100);
        let left: Vec<Vec<usize>> = e.options.iter().map(|o| o.heaps.clone()).collect();
        assert_eq!(left, vec![vec![1, 5], vec![2, 4]]);
    }

    #[test]
    fn the_limit_cuts_the_listing_and_says_so() {
        let game = three_parts();
        let g = game.grundy(40);
        let e = explain(&game, &g, 40, 10);
        assert_eq!(e.options.len(), 10);
        assert!(!e.complete);
        // Partitions of 40 into 3 parts: round(40² / 12) = 133.
        assert_eq!(e.total, 133);
        assert_eq!(e.mex, g[40]);
        let s = e.sentence();
        assert!(
            s.contains("the mex over all 133 options")
                && s.contains("only the first 10 are listed"),
            "{s}"
        );
    }

    #[test]
    fn a_cut_listing_still_takes_the_mex_over_every_option() {
        // The page's four reported cases, with a limit far below their option counts.
        let kayles = Game::Octal(OctalGame::parse("0.77").unwrap());
        let grundy = Game::Split(SplitRule::GRUNDY);
        let three = three_parts();
        let mut rng = StdRng::seed_from_u64(23);
        let four = Game::Split(SplitRule {
            parts: 4,
            unequal: true,
            take: true,
        });
        for (game, upto) in [
            (&kayles, 3000),
            (&grundy, 3000),
            (&three, 200),
            (&four, 120),
        ] {
            let g = game.grundy(upto);
            for _ in 0..40 {
                let n = rng.gen_range(game.first_position()..=upto);
                let limit = rng.gen_range(0..20);
                let full = explain(game, &g, n, usize::MAX);
                let cut = explain(game, &g, n, limit);
                assert_eq!(cut.mex, g[n], "{} at n = {n}", game.command());
                assert_eq!(cut.total, full.options.len());
                assert_eq!(cut.reachable, full.reachable);
                assert_eq!(cut.options[..], full.options[..cut.options.len()]);
                assert_eq!(cut.complete, limit >= full.options.len());
                // One witness per smaller value, each an option of that value.
                assert_eq!(cut.witnesses.len(), g[n] as usize);
                for (v, w) in cut.witnesses.iter().enumerate() {
                    assert_eq!(w.value, v as u32);
                    // The first option of that value in the rules' order.
                    assert_eq!(Some(w), full.options.iter().find(|o| o.value == v as u32));
                    let x = w.heaps.iter().fold(0, |x, &h| x ^ g[h]);
                    assert_eq!(x, w.value);
                }
                if !cut.complete {
                    assert!(cut.sentence().starts_with(&format!("g({n}) = {}:", g[n])));
                }
            }
        }
    }

    #[test]
    fn sentences_for_losing_positions() {
        let game = Game::Subtraction(vec![2]);
        let g = game.grundy(4);
        assert_eq!(
            explain(&game, &g, 1, 10).sentence(),
            "g(1) = mex{} = 0: there is no move, so the player to move loses (a P-position)."
        );
        assert!(explain(&game, &g, 4, 10)
            .sentence()
            .contains("no move reaches a position of value 0"));
    }
}
