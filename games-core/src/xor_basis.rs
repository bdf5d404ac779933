//! Linear bases over GF(2) of `u64` vectors: span tests, rank, maximum XOR, the heaviest independent set, intersections.
//!
//! A set of numbers under XOR is a vector space over GF(2) (one coordinate per
//! bit). [`XorBasis`] keeps a basis of the span of everything inserted in
//! *reduced* row echelon form: at most one row per leading bit, and no row
//! holds another row's leading bit. That form is unique for a span, so two
//! bases are equal (`==`) exactly when they span the same space, and the
//! maximum of `x ^ s` over the span is read off by one pass from the top bit.
//!
//! Nim positions meet this algebra whenever a player picks a set of heaps:
//! some non-empty subset of heaps has nim-sum 0 exactly when the heaps are
//! linearly dependent, and "independent sets of heaps" form a matroid, so the
//! heaviest one is found greedily ([`heaviest_independent`]).

/// A basis of a subspace of GF(2)^64, in reduced row echelon form.
///
/// `rows[b]` is the row whose highest set bit is `b`, or 0 when no row leads
/// with bit `b`; every other row has bit `b` clear when `rows[b] != 0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct XorBasis {
    rows: [u64; 64],
}

impl Default for XorBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl XorBasis {
    /// The basis of the zero space {0}.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b = XorBasis::new();
    /// assert_eq!(b.rank(), 0);
    /// assert!(b.contains(0) && !b.contains(1));
    /// ```
    pub const fn new() -> Self {
        Self { rows: [0; 64] }
    }

    /// Adds `x` to the spanned space; returns whether it was independent of the
    /// rows so far (the rank grew by one). Inserting 0 or a vector already in
    /// the span changes nothing and returns `false`.
    ///
    /// `x` is reduced by the rows from the top bit down; if something is left,
    /// it becomes the row of its leading bit and that bit is cleared from every
    /// higher row, keeping the form reduced.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let mut b = XorBasis::new();
    /// assert!(b.insert(0b110));
    /// assert!(b.insert(0b011));
    /// assert!(!b.insert(0b101)); // 0b110 ^ 0b011
    /// assert_eq!(b.rank(), 2);
    /// ```
    pub fn insert(&mut self, x: u64) -> bool {
        let x = self.min_xor_with(x);
        if x == 0 {
            return false;
        }
        let lead = 63 - x.leading_zeros() as usize;
        for row in &mut self.rows[lead + 1..] {
            if *row >> lead & 1 == 1 {
                *row ^= x;
            }
        }
        self.rows[lead] = x;
        true
    }

    /// Whether `x` is the XOR of some subset of the inserted vectors (0 always is).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b: XorBasis = [5u64, 9].into_iter().collect();
    /// assert!(b.contains(5 ^ 9) && b.contains(0));
    /// assert!(!b.contains(4));
    /// ```
    pub fn contains(&self, x: u64) -> bool {
        self.min_xor_with(x) == 0
    }

    /// The dimension of the spanned space: it holds 2^rank vectors.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b: XorBasis = [3u64, 5, 6, 8].into_iter().collect();
    /// assert_eq!(b.rank(), 3); // 6 = 3 ^ 5
    /// ```
    pub fn rank(&self) -> u32 {
        self.rows.iter().filter(|&&r| r != 0).count() as u32
    }

    /// The largest XOR of a subset of the inserted vectors (0 for the zero space).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b: XorBasis = [0b1010u64, 0b0110, 0b0011].into_iter().collect();
    /// assert_eq!(b.max_xor(), 0b1111); // 1010 ^ 0110 ^ 0011
    /// ```
    pub fn max_xor(&self) -> u64 {
        self.max_xor_with(0)
    }

    /// The largest `x ^ s` over the vectors `s` of the span.
    ///
    /// From the top bit down, a row is taken when it raises the value; in the
    /// reduced form a row changes no higher bit, so each choice is final.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b: XorBasis = [0b100u64, 0b010].into_iter().collect();
    /// assert_eq!(b.max_xor_with(0b001), 0b111);
    /// assert_eq!(b.max_xor_with(0b011), 0b111);
    /// assert_eq!(b.max_xor_with(0b110), 0b110); // 0b001 is out of reach
    /// ```
    pub fn max_xor_with(&self, x: u64) -> u64 {
        self.rows
            .iter()
            .rev()
            .fold(x, |acc, &row| if acc ^ row > acc { acc ^ row } else { acc })
    }

    /// The smallest `x ^ s` over the vectors `s` of the span: `x` with every
    /// leading bit of a row cleared (0 exactly when `x` is in the span).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b: XorBasis = [0b110u64].into_iter().collect();
    /// assert_eq!(b.min_xor_with(0b111), 0b001);
    /// assert_eq!(b.min_xor_with(0b110), 0);
    /// ```
    pub fn min_xor_with(&self, x: u64) -> u64 {
        self.rows
            .iter()
            .enumerate()
            .rev()
            .fold(
                x,
                |acc, (bit, &row)| {
                    if acc >> bit & 1 == 1 {
                        acc ^ row
                    } else {
                        acc
                    }
                },
            )
    }

    /// The basis vectors, highest leading bit first: `rank()` non-zero numbers
    /// whose XOR subsets are exactly the span, each with its own leading bit.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let b: XorBasis = [0b110u64, 0b011].into_iter().collect();
    /// assert_eq!(b.rows(), vec![0b101, 0b011]); // reduced: 0b110 ^ 0b011
    /// ```
    pub fn rows(&self) -> Vec<u64> {
        self.rows
            .iter()
            .rev()
            .copied()
            .filter(|&r| r != 0)
            .collect()
    }

    /// The basis of the intersection of the spans of `self` and `other`.
    ///
    /// Zassenhaus' idea with pairs: every row is a pair (v, a) with v in the
    /// sum of the two spaces and a the part of v that comes from `self`
    /// (v ⊕ a lies in `other`). Starting from `self`'s rows (x, x), each row y
    /// of `other` enters as (y, 0) and is reduced; when v reaches 0, a = y ⊕ (a
    /// vector of `other`) lies in both spaces. These a are independent and
    /// there are rank(self) + rank(other) − rank(sum) of them, the dimension
    /// of the intersection.
    ///
    /// # Complexity
    /// O(64²).
    ///
    /// # Example
    /// ```
    /// use games_core::xor_basis::XorBasis;
    /// let a: XorBasis = [0b001u64, 0b010].into_iter().collect();
    /// let b: XorBasis = [0b011u64, 0b100].into_iter().collect();
    /// let both = a.intersection(&b);
    /// assert_eq!(both.rows(), vec![0b011]);
    /// ```
    pub fn intersection(&self, other: &XorBasis) -> XorBasis {
        // pairs[bit] = (v, a) with v's leading bit `bit`, or (0, 0).
        let mut pairs = [(0u64, 0u64); 64];
        for (bit, &row) in self.rows.iter().enumerate() {
            pairs[bit] = (row, row);
        }
        let mut both = XorBasis::new();
        for &y in other.rows.iter().rev().filter(|&&r| r != 0) {
            let (mut v, mut a) = (y, 0u64);
            for bit in (0..64).rev() {
                if v >> bit & 1 == 0 {
                    continue;
                }
                let (pv, pa) = pairs[bit];
                if pv == 0 {
                    pairs[bit] = (v, a);
                    break;
                }
                v ^= pv;
                a ^= pa;
            }
            if v == 0 {
                both.insert(a);
            }
        }
        both
    }
}

impl FromIterator<u64> for XorBasis {
    /// The basis of the span of the given vectors.
    fn from_iter<I: IntoIterator<Item = u64>>(iter: I) -> Self {
        let mut b = XorBasis::new();
        for x in iter {
            b.insert(x);
        }
        b
    }
}

/// A heaviest linearly independent subset of `vectors` (no non-empty subset
/// XORs to 0), as indices into `vectors` in increasing order; `weight(i)`
/// weighs vector `i`.
///
/// Independent sets of vectors form a matroid, so the greedy rule is exact:
/// take the vectors heaviest first (ties by index) and keep each one that is
/// independent of those kept (stopping at 64, which span everything). The
/// result is a basis of the span of all of `vectors` (zero vectors are never
/// kept) whose total weight is the largest of all such bases, for any weights
/// that add up (the greedy order only compares them); with weights ≥ 0, as
/// heap sizes, it is also the heaviest of all independent subsets.
///
/// # Complexity
/// O(n log n) for the sort (by `weight`, called O(n log n) times), then O(64) per
/// vector until 64 are kept.
///
/// # Example
/// ```
/// use games_core::xor_basis::heaviest_independent;
/// // 5 ^ 6 ^ 3 = 0: one of them must go, the lightest (3).
/// let heaps = [5u64, 6, 3];
/// assert_eq!(heaviest_independent(&heaps, |i| heaps[i]), vec![0, 1]);
/// ```
pub fn heaviest_independent<W: Ord, F: Fn(usize) -> W>(vectors: &[u64], weight: F) -> Vec<usize> {
    let mut order: Vec<usize> = (0..vectors.len()).collect();
    order.sort_by(|&i, &j| weight(j).cmp(&weight(i)).then(i.cmp(&j)));
    let mut basis = XorBasis::new();
    let mut kept = Vec::new();
    for i in order {
        if basis.insert(vectors[i]) {
            kept.push(i);
            // 64 independent vectors span everything: no later one is independent.
            if kept.len() == 64 {
                break;
            }
        }
    }
    kept.sort_unstable();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::BTreeSet;

    /// Every XOR of a subset of `v`, by enumeration.
    fn span(v: &[u64]) -> BTreeSet<u64> {
        (0u32..1 << v.len())
            .map(|mask| {
                v.iter()
                    .enumerate()
                    .filter(|&(i, _)| mask >> i & 1 == 1)
                    .fold(0, |x, (_, &y)| x ^ y)
            })
            .collect()
    }

    /// A few random vectors of at most `bits` bits (small, so spans repeat and collide).
    fn random_set(rng: &mut StdRng, bits: u32) -> Vec<u64> {
        let n = rng.gen_range(0..=6);
        (0..n).map(|_| rng.gen_range(0..1u64 << bits)).collect()
    }

    #[test]
    fn span_rank_and_extremes_match_enumeration() {
        let mut rng = StdRng::seed_from_u64(0x6f2);
        for _ in 0..2000 {
            let bits = rng.gen_range(1..=6);
            let v = random_set(&mut rng, bits);
            let all = span(&v);
            let b: XorBasis = v.iter().copied().collect();
            assert_eq!(1usize << b.rank(), all.len(), "{v:?}");
            assert_eq!(b.max_xor(), *all.iter().max().unwrap(), "{v:?}");
            assert_eq!(span(&b.rows()), all, "{v:?}");
            for x in 0..1u64 << bits {
                assert_eq!(b.contains(x), all.contains(&x), "{v:?} {x}");
                let xs = all.iter().map(|s| s ^ x);
                assert_eq!(b.max_xor_with(x), xs.clone().max().unwrap(), "{v:?} {x}");
                assert_eq!(b.min_xor_with(x), xs.min().unwrap(), "{v:?} {x}");
            }
        }
    }

    #[test]
    fn insert_reports_independence_and_keeps_the_form_reduced() {
        let mut rng = StdRng::seed_from_u64(0x1b5);
        for _ in 0..500 {
            let mut b = XorBasis::new();
            let mut seen = vec![];
            for _ in 0..8 {
                let x = rng.gen_range(0..64u64);
                let before = span(&seen);
                assert_eq!(b.insert(x), !before.contains(&x), "{seen:?} {x}");
                seen.push(x);
                let rows = b.rows();
                for (i, &r) in rows.iter().enumerate() {
                    let lead = 63 - r.leading_zeros();
                    for (j, &other) in rows.iter().enumerate() {
                        assert!(i == j || other >> lead & 1 == 0, "{rows:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn equal_bases_are_equal_spans() {
        let mut rng = StdRng::seed_from_u64(0x3c1);
        for _ in 0..3000 {
            let (u, v) = (random_set(&mut rng, 3), random_set(&mut rng, 3));
            let (a, b): (XorBasis, XorBasis) =
                (u.iter().copied().collect(), v.iter().copied().collect());
            assert_eq!(a == b, span(&u) == span(&v), "{u:?} {v:?}");
        }
    }

    #[test]
    fn intersection_matches_enumeration() {
        let mut rng = StdRng::seed_from_u64(0x9e7);
        for _ in 0..3000 {
            let bits = rng.gen_range(1..=5);
            let (u, v) = (random_set(&mut rng, bits), random_set(&mut rng, bits));
            let (a, b): (XorBasis, XorBasis) =
                (u.iter().copied().collect(), v.iter().copied().collect());
            let expected: BTreeSet<u64> = span(&u).intersection(&span(&v)).copied().collect();
            let both = a.intersection(&b);
            assert_eq!(span(&both.rows()), expected, "{u:?} ∩ {v:?}");
            assert_eq!(both, b.intersection(&a), "{u:?} {v:?}");
        }
        // Wide vectors: the intersection of a space with itself, with {0}, and of two 64-bit spaces.
        let a: XorBasis = [u64::MAX, 1 << 63, 12345].into_iter().collect();
        assert_eq!(a.intersection(&a), a);
        assert_eq!(a.intersection(&XorBasis::new()), XorBasis::new());
        let b: XorBasis = [u64::MAX ^ (1 << 63), 7].into_iter().collect();
        assert_eq!(a.intersection(&b).rows(), vec![u64::MAX ^ (1 << 63)]);
    }

    #[test]
    fn heaviest_independent_stops_at_64_wide_vectors() {
        let mut rng = StdRng::seed_from_u64(0x64);
        let v: Vec<u64> = (0..200).map(|_| rng.gen()).collect();
        let kept = heaviest_independent(&v, |i| v[i]);
        assert_eq!(kept.len(), 64);
        let all: XorBasis = v.iter().copied().collect();
        let chosen: XorBasis = kept.iter().map(|&i| v[i]).collect();
        assert_eq!((chosen, chosen.rank()), (all, 64));
        // The 64 heaviest when they are independent: the single bits, each the heaviest of its kind.
        let mut w: Vec<u64> = (0..64).map(|b| 1u64 << b).collect();
        w.extend(v.iter().map(|x| x | 1 << 63));
        let kept = heaviest_independent(&w, |i| u64::from(i < 64) * 10 + 1);
        assert_eq!(kept, (0..64).collect::<Vec<_>>());
    }

    #[test]
    fn heaviest_independent_matches_every_subset() {
        let mut rng = StdRng::seed_from_u64(0x4a0);
        for _ in 0..2000 {
            let n = rng.gen_range(0..=7);
            let v: Vec<u64> = (0..n).map(|_| rng.gen_range(0..16)).collect();
            let w: Vec<u64> = (0..n).map(|_| rng.gen_range(0..10)).collect();
            let independent = |mask: u32| {
                let chosen: Vec<u64> = (0..n)
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| v[i])
                    .collect();
                span(&chosen).len() == 1 << chosen.len()
            };
            let weigh =
                |mask: u32| -> u64 { (0..n).filter(|i| mask >> i & 1 == 1).map(|i| w[i]).sum() };
            let best = (0u32..1 << n)
                .filter(|&m| independent(m))
                .map(weigh)
                .max()
                .unwrap();
            let kept = heaviest_independent(&v, |i| w[i]);
            let mask = kept.iter().fold(0u32, |m, &i| m | 1 << i);
            assert!(kept.windows(2).all(|p| p[0] < p[1]), "{kept:?}");
            assert!(independent(mask), "{v:?} {w:?} {kept:?}");
            assert_eq!(weigh(mask), best, "{v:?} {w:?} {kept:?}");
        }
    }
}
