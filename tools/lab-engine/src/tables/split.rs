//! Splitting games: one heap splits into K non-empty heaps (optionally all different, optionally with Nim's take); the bit-set builder the driver runs for them.

use crate::tables::values::Values;
use games_core::mex::Marker;

/// The moves of a splitting game on heaps of tokens.
///
/// A move picks one heap and splits it into exactly `parts` non-empty heaps
/// (all of different sizes when `unequal`), or, when `take`, removes any
/// positive number of tokens from it instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SplitRule {
    /// How many non-empty heaps one split produces (at least 2).
    pub parts: usize,
    /// Whether the heaps a split produces must all have different sizes.
    pub unequal: bool,
    /// Whether a move may instead remove any positive number of tokens from one heap.
    pub take: bool,
}

impl SplitRule {
    /// Grundy's game: split a heap into two heaps of different sizes.
    pub const GRUNDY: SplitRule = SplitRule {
        parts: 2,
        unequal: true,
        take: false,
    };
    /// HDU 5795 "A Simple Nim": take any positive number, or split a heap into three.
    pub const TAKE_OR_SPLIT_IN_THREE: SplitRule = SplitRule {
        parts: 3,
        unequal: false,
        take: true,
    };
}

/// Grundy values `g(0..=upto)` of the splitting game `rule` by [`SplitTable`]
/// alone: the sparse-space builder's independent reference in tests (the
/// driver builds two-part splits without taking by the sparse space).
#[cfg(test)]
pub(crate) fn split_grundy(rule: SplitRule, upto: usize) -> Vec<u32> {
    let mut table = SplitTable::new(rule);
    table.extend_to(upto);
    table.into_values().to_u32()
}

/// Masks of the bit positions whose bit `k` is 0, for `k = 0..6`.
const LOW_MASKS: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// `dst |= { v ^ c : v ∈ src }` for sets of small integers stored as bit words.
///
/// `dst.len()` must be a power of two with `src.len() ≤ dst.len()` and `c < 64 · dst.len()`.
pub(crate) fn or_xor_translated(dst: &mut [u64], src: &[u64], c: u32) {
    let high = (c >> 6) as usize;
    let low = c & 63;
    for (w, &bits) in src.iter().enumerate() {
        if bits != 0 {
            let mut moved = bits;
            for (k, &mask) in LOW_MASKS.iter().enumerate() {
                if low >> k & 1 == 1 {
                    let shift = 1 << k;
                    moved = ((moved & mask) << shift) | ((moved >> shift) & mask);
                }
            }
            dst[w ^ high] |= moved;
        }
    }
}

/// Per heap size `y`, a run of bit sets of one width (the sets of XOR values
/// reachable by splitting `y` into a fixed number of parts).
#[derive(Debug, Clone, Default)]
pub(crate) struct XorSets {
    words: Vec<u64>,
    /// Start, width (words per set) and count of sets for each heap size.
    runs: Vec<(usize, usize, usize)>,
}

impl XorSets {
    pub(crate) fn push_run(&mut self, width: usize, sets: &[u64]) {
        let count = sets.len().checked_div(width).unwrap_or(0);
        self.runs.push((self.words.len(), width, count));
        self.words.extend_from_slice(sets);
    }

    /// Set `i` of heap size `y`, empty when there is none.
    pub(crate) fn get(&self, y: usize, i: usize) -> &[u64] {
        match self.runs.get(y) {
            Some(&(start, width, count)) if i < count => {
                &self.words[start + i * width..start + (i + 1) * width]
            }
            _ => &[],
        }
    }
}

/// Largest `m` such that `j` different parts, all at least `m`, can sum to `y` (0 if none).
fn largest_smallest_part(j: usize, y: usize) -> usize {
    let base = j * (j - 1) / 2;
    if y < base + j {
        0
    } else {
        (y - base) / j
    }
}

/// Incremental Grundy table of a splitting game ([`SplitRule`]).
///
/// For two parts each value is a direct mex over the splits. For `K ≥ 3`
/// parts the table keeps, for every heap size `y` and `j < K`, the set of
/// XOR values reachable by splitting `y` into `j` parts, as a bit set; a split
/// of `x` into `j` parts is its smallest part `a` plus a split of `x − a` into
/// `j − 1` parts, so each set is a union of XOR-translates `g(a) ^ S`, done a
/// machine word at a time. With `unequal` the sets are further indexed by a
/// lower bound on the parts (suffix unions), which keeps the parts distinct.
///
/// # Complexity
/// Let U be the smallest power of two above every Grundy value (U ≥ 64).
/// Two parts: O(upto²) time, O(upto) memory. `K ≥ 3` parts:
/// O(K · upto² · U / 64) time and O(K · upto · U / 8) bytes; with `unequal`,
/// O(K · upto² · U / 64) time and O(upto² · U / 16) bytes. With `take`,
/// U grows like upto, so `K ≥ 3` tables are practical up to a few thousand.
///
/// # Panics
/// If `rule.parts < 2`.
#[derive(Debug, Clone)]
pub(crate) struct SplitTable {
    rule: SplitRule,
    g: Values,
    marker: Marker,
    /// With `take`: whether each value occurs among `g(0..len)`.
    present: Vec<bool>,
    /// Words of a full-width set: a power of two with every value `< 64 · words`.
    words: usize,
    /// `levels[j]`: the sets for splits into `j` parts, `2 ≤ j < parts`.
    levels: Vec<XorSets>,
}

impl SplitTable {
    /// A table holding only `g(0) = 0`.
    ///
    /// # Panics
    /// If `rule.parts < 2`.
    ///
    /// # Complexity
    /// O(parts).
    pub(crate) fn new(rule: SplitRule) -> Self {
        assert!(rule.parts >= 2, "a split makes at least two heaps");
        let mut levels = vec![XorSets::default(); rule.parts];
        for level in &mut levels {
            // Heap size 0 has no split into any number of parts.
            level.push_run(0, &[]);
        }
        let mut g = Values::new();
        g.push(0).expect("0 fits");
        SplitTable {
            rule,
            g,
            marker: Marker::new(64),
            present: vec![true],
            words: 1,
            levels,
        }
    }

    /// `g(0..len)`, everything computed so far.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn values(&self) -> &Values {
        &self.g
    }

    /// The computed values, consuming the table.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn into_values(self) -> Values {
        self.g
    }

    /// Computes `g(x)` for every `x ≤ upto` not computed yet.
    ///
    /// # Complexity
    /// See [`SplitTable`]; extending in pieces costs the same as in one go.
    pub(crate) fn extend_to(&mut self, upto: usize) {
        while self.g.len() <= upto {
            let x = self.g.len();
            let value = if self.rule.parts == 2 {
                self.next_two_parts()
            } else {
                self.next_many_parts(x)
            };
            self.g.push(value).expect("the storage widens as needed");
            if self.rule.take {
                let v = value as usize;
                if v >= self.present.len() {
                    self.present.resize(v + 1, false);
                }
                self.present[v] = true;
            }
            while value as usize >= 64 * self.words {
                self.words *= 2;
            }
        }
    }

    /// Whether `v` is the value of a heap smaller than the current one (a take move reaches it).
    fn taken(&self, v: usize) -> bool {
        self.rule.take && self.present.get(v) == Some(&true)
    }

    fn next_two_parts(&mut self) -> u32 {
        self.marker.clear();
        let x = self.g.len();
        let mut a = 1;
        while 2 * a < x || (!self.rule.unequal && 2 * a == x) {
            self.marker
                .mark(u64::from(self.g.get(a) ^ self.g.get(x - a)));
            a += 1;
        }
        let mut v = 0;
        while self.marker.is_marked(v as u64) || self.taken(v) {
            v += 1;
        }
        v as u32
    }

    fn next_many_parts(&mut self, x: usize) -> u32 {
        let parts = self.rule.parts;
        let width = self.words;
        let mut last = vec![0u64; width];
        if self.rule.unequal {
            for j in 2..parts {
                let top = largest_smallest_part(j, x);
                let mut sets = vec![0u64; top * width];
                let mut suffix = vec![0u64; width];
                for m in (1..=top).rev() {
                    self.add_unequal(&mut suffix, j, x, m);
                    sets[(m - 1) * width..m * width].copy_from_slice(&suffix);
                }
                self.levels[j].push_run(width, &sets);
            }
            for m in 1..=largest_smallest_part(parts, x) {
                self.add_unequal(&mut last, parts, x, m);
            }
        } else {
            for j in 2..=parts {
                let mut set = vec![0u64; width];
                if j == 2 {
                    for a in 1..=x / 2 {
                        let v = self.g.get(a) ^ self.g.get(x - a);
                        set[(v >> 6) as usize] |= 1 << (v & 63);
                    }
                } else {
                    for a in 1..=x / j {
                        or_xor_translated(
                            &mut set,
                            self.levels[j - 1].get(x - a, 0),
                            self.g.get(a),
                        );
                    }
                }
                if j < parts {
                    let width = if x >= j { width } else { 0 };
                    self.levels[j].push_run(width, &set[..width]);
                } else {
                    last = set;
                }
            }
        }
        let mut v = 0;
        while (v < 64 * width && last[v >> 6] >> (v & 63) & 1 == 1) || self.taken(v) {
            v += 1;
        }
        v as u32
    }

    /// `set |=` XOR values of splits of `y` into `j` different parts whose smallest part is `m`.
    fn add_unequal(&self, set: &mut [u64], j: usize, y: usize, m: usize) {
        if j == 2 {
            let v = self.g.get(m) ^ self.g.get(y - m);
            set[(v >> 6) as usize] |= 1 << (v & 63);
        } else {
            or_xor_translated(set, self.levels[j - 1].get(y - m, m), self.g.get(m));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_core::grundy::split_unequal_grundy;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Every way to write `x` as `parts` positive parts in non-decreasing order
    /// (strictly increasing when `unequal`), each part at least `min`.
    fn partitions(x: usize, parts: usize, min: usize, unequal: bool, out: &mut Vec<Vec<usize>>) {
        if parts == 1 {
            if x >= min {
                out.push(vec![x]);
            }
            return;
        }
        for a in min.max(1)..=x {
            let next = if unequal { a + 1 } else { a };
            let mut rest = Vec::new();
            partitions(x - a, parts - 1, next, unequal, &mut rest);
            for mut r in rest {
                r.insert(0, a);
                out.push(r);
            }
        }
    }

    #[test]
    fn split_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(5);
        for round in 0..60 {
            let rule = SplitRule {
                parts: rng.gen_range(2..=5),
                unequal: rng.gen_bool(0.5),
                take: rng.gen_bool(0.5),
            };
            let upto = if rule.parts <= 3 { 40 } else { 28 };
            // Extend in random pieces: the result must not depend on them.
            let mut table = SplitTable::new(rule);
            while table.values().len() <= upto {
                let next = table.values().len() + rng.gen_range(0..5);
                table.extend_to(next.min(upto));
            }
            let g = table.into_values().to_u32();
            assert_eq!(g.len(), upto + 1);
            for x in 0..=upto {
                let mut ways = Vec::new();
                partitions(x, rule.parts, 1, rule.unequal, &mut ways);
                let mut succ: Vec<u64> = ways
                    .iter()
                    .map(|w| u64::from(w.iter().fold(0, |acc, &h| acc ^ g[h])))
                    .collect();
                if rule.take {
                    succ.extend((0..x).map(|y| u64::from(g[y])));
                }
                assert_eq!(
                    u64::from(g[x]),
                    games_core::mex::mex(succ),
                    "{rule:?} round {round} g({x})"
                );
            }
        }
        assert_eq!(
            split_unequal_grundy(40),
            split_grundy(SplitRule::GRUNDY, 40)
        );
    }

    #[test]
    fn small_tables_grow_in_pieces() {
        let mut table = SplitTable::new(SplitRule::GRUNDY);
        table.extend_to(5);
        table.extend_to(9);
        assert_eq!(table.values().to_u32(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
        let three = SplitTable::new(SplitRule {
            parts: 3,
            unequal: true,
            take: false,
        });
        assert_eq!(three.into_values().to_u32(), [0]);
        let equal = SplitRule {
            parts: 2,
            unequal: false,
            take: false,
        };
        assert_eq!(split_grundy(equal, 6), [0, 0, 1, 0, 1, 0, 1]);
        let take = SplitRule {
            parts: 2,
            unequal: true,
            take: true,
        };
        // g(3): taking reaches 0, 1, 2; the split 1 + 2 reaches 1 ^ 2 = 3.
        assert_eq!(split_grundy(take, 3), [0, 1, 2, 4]);
    }

    #[test]
    fn xor_translation_matches_definition() {
        let mut rng = StdRng::seed_from_u64(9);
        for _ in 0..300 {
            let dst_words: usize = 1 << rng.gen_range(0..4);
            let src_words: usize = 1 << rng.gen_range(0..=dst_words.trailing_zeros());
            let src: Vec<u64> = (0..src_words)
                .map(|_| rng.gen::<u64>() & rng.gen::<u64>())
                .collect();
            let c = rng.gen_range(0..64 * dst_words as u32);
            let mut dst = vec![0u64; dst_words];
            or_xor_translated(&mut dst, &src, c);
            for v in 0..64 * dst_words {
                let u = v ^ c as usize;
                let expected = u < 64 * src_words && src[u >> 6] >> (u & 63) & 1 == 1;
                assert_eq!(
                    dst[v >> 6] >> (v & 63) & 1 == 1,
                    expected,
                    "v = {v}, c = {c}"
                );
            }
        }
    }
}
