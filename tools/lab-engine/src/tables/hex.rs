//! Hexadecimal games, whose moves may leave three heaps: the bit-set builder the driver runs for them.
//!
//! For a heap size `m` let `S2(m) = { g(a) ⊕ g(b) : a + b = m, a, b ≥ 1 }`
//! and `S3(m) = { g(a) ⊕ g(b) ⊕ g(c) : a + b + c = m, a, b, c ≥ 1 }`. Then
//! `g(n)` is the mex of the values the code's one-heap moves reach, of
//! `S2(n − k)` for every `k` whose digit has bit 4, and of `S3(n − k)` for
//! every `k` whose digit has bit 8. Both sets are kept for every `m`, as bit
//! sets of machine words:
//!
//! - `S2(m)` directly, one bit per split `a + (m − a)`, `a ≤ m / 2`: O(m);
//! - `S3(m) = ⋃_{a = 1}^{⌊m/3⌋} (g(a) ⊕ S2(m − a))`: every split into three
//!   parts has its smallest part `a ≤ m / 3`, and the other two parts are a
//!   split of `m − a` (whose parts may be smaller than `a`: the union is over
//!   every split, each counted at least once). An XOR-translate of a bit set
//!   costs O(U / 64) word operations (split's `or_xor_translated`), so
//!   `S3(m)` costs O(m · U / 64) instead of the O(m²) triples.
//!
//! Here U is the smallest power of two (at least 64) above every value so
//! far: XOR never leaves `0..U`, so a set of width U/64 words holds every
//! value a split reaches.
//!
//! # Complexity
//! O(upto² · U / 192 + upto · (t + s · U / 64)) time for s digits with a
//! split, O(upto · U / 4) bytes of memory (two sets of U bits per heap size).

use crate::tables::octal::OctalGame;
use crate::tables::split::{or_xor_translated, XorSets};
use crate::tables::values::Values;

/// Incremental Grundy table of an octal or hexadecimal game by bit sets of
/// the two- and three-heap splits (see the module docs).
#[derive(Debug, Clone)]
pub(crate) struct ThreeHeapTable {
    /// `(k, bits)` for `k ≥ 1`: removing `k` may leave nothing (bit 1) or one heap (bit 2).
    singles: Vec<(usize, u8)>,
    /// The `k` whose removal may leave two heaps.
    pairs: Vec<usize>,
    /// The `k` whose removal may leave three heaps.
    triples: Vec<usize>,
    g: Values,
    /// Words of a full-width set: a power of two with every value `< 64 · words`.
    words: usize,
    two: XorSets,
    three: XorSets,
    /// Whether the values were continued by a proven period (the sets then stop).
    filled: bool,
}

impl ThreeHeapTable {
    /// A table of `game` holding only `g(0) = 0`.
    ///
    /// # Complexity
    /// O(code length).
    pub(crate) fn new(game: &OctalGame) -> Self {
        let mut singles = Vec::new();
        let mut pairs = Vec::new();
        let mut triples = Vec::new();
        for (k, &d) in game.digits().iter().enumerate() {
            if k > 0 && d & 3 != 0 {
                singles.push((k, d & 3));
            }
            if d & 4 != 0 {
                pairs.push(k);
            }
            if d & 8 != 0 {
                triples.push(k);
            }
        }
        let mut g = Values::new();
        g.push(0).expect("0 fits");
        let mut two = XorSets::default();
        let mut three = XorSets::default();
        // Heap size 0 has no split.
        two.push_run(0, &[]);
        three.push_run(0, &[]);
        ThreeHeapTable {
            singles,
            pairs,
            triples,
            g,
            words: 1,
            two,
            three,
            filled: false,
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

    /// Continues the values by period `period` up to `upto` (a proven period: no move is looked at any more).
    ///
    /// # Complexity
    /// O(upto − len).
    pub(crate) fn extend_periodic(&mut self, period: usize, upto: usize) {
        self.filled = true;
        self.g.extend_periodic(period, upto);
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet.
    ///
    /// # Panics
    /// After [`ThreeHeapTable::extend_periodic`] (the sets stopped there).
    ///
    /// # Complexity
    /// See the module docs; extending in pieces costs the same as in one go.
    pub(crate) fn extend_to(&mut self, upto: usize) {
        assert!(
            !self.filled,
            "a table continued by its period computes no more"
        );
        while self.g.len() <= upto {
            let n = self.g.len();
            self.push_sets(n);
            let width = self.words;
            let mut reached = vec![0u64; width];
            let mut mark = |v: u32| reached[(v >> 6) as usize] |= 1 << (v & 63);
            for &(k, bits) in &self.singles {
                if bits & 1 != 0 && k == n {
                    mark(0);
                }
                if bits & 2 != 0 && k < n {
                    mark(self.g.get(n - k));
                }
            }
            for (sets, removals) in [(&self.two, &self.pairs), (&self.three, &self.triples)] {
                for &k in removals.iter().take_while(|&&k| k <= n) {
                    for (w, &bits) in sets.get(n - k, 0).iter().enumerate() {
                        reached[w] |= bits;
                    }
                }
            }
            let v = reached
                .iter()
                .position(|&w| w != u64::MAX)
                .map_or(64 * width, |w| 64 * w + reached[w].trailing_ones() as usize);
            self.g.push(v as u32).expect("the storage widens as needed");
            while v >= 64 * self.words {
                self.words *= 2;
            }
        }
    }

    /// Stores `S2(n)` and `S3(n)` (empty when the game never splits in two or three).
    fn push_sets(&mut self, n: usize) {
        let width = self.words;
        let mut two = vec![0u64; width];
        if !self.pairs.is_empty() || !self.triples.is_empty() {
            for a in 1..=n / 2 {
                let v = self.g.get(a) ^ self.g.get(n - a);
                two[(v >> 6) as usize] |= 1 << (v & 63);
            }
        }
        let mut three = vec![0u64; width];
        if !self.triples.is_empty() {
            for a in 1..=n / 3 {
                or_xor_translated(&mut three, self.two.get(n - a, 0), self.g.get(a));
            }
        }
        self.two.push_run(width, &two);
        self.three.push_run(width, &three);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::octal::plain_grundy;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn table(code: &str, upto: usize) -> Vec<u32> {
        let mut t = ThreeHeapTable::new(&OctalGame::parse(code).unwrap());
        t.extend_to(upto);
        t.into_values().to_u32()
    }

    /// Random octal and hexadecimal codes, extended in random pieces, against the plain scan.
    #[test]
    fn bit_sets_match_the_plain_scan_on_random_codes() {
        let mut rng = StdRng::seed_from_u64(1616);
        for round in 0..300 {
            let len = rng.gen_range(1..=4);
            let mut code = String::from(["0.", "4.", "8.", "c."][rng.gen_range(0..4)]);
            for _ in 0..len {
                code.push(char::from_digit(rng.gen_range(0..16), 16).unwrap());
            }
            let game = OctalGame::parse(&code).unwrap();
            let upto = if round < 20 { 160 } else { 60 };
            let mut t = ThreeHeapTable::new(&game);
            while t.values().len() <= upto {
                let next = t.values().len() + rng.gen_range(0..7);
                t.extend_to(next.min(upto));
            }
            assert_eq!(
                t.into_values().to_u32(),
                plain_grundy(&game, upto),
                "{code}"
            );
        }
    }

    #[test]
    fn values_beyond_a_word_widen_the_sets() {
        // 8.f splits in three, or removes one and leaves 0 to 3 heaps: values pass 64.
        let g = table("8.f", 400);
        assert!(g.iter().any(|&v| v >= 64), "max {:?}", g.iter().max());
        assert_eq!(g, plain_grundy(&OctalGame::parse("8.f").unwrap(), 400));
    }
}
