//! Exact dyadic numbers N/2^e of any length (a two's-complement integer of 64-bit limbs over a power of two): sums, negation, sign, floor, and the Blue-Red Hackenbush rule for an edge carrying a number.
//!
//! [`super::dyadic::Dyadic`] holds p/2^k in an `i128`; Blue-Red Hackenbush
//! on a tree of 10^5 edges reaches denominators 2^k with k near 10^5, so
//! this type keeps the numerator in as many limbs as it needs. It is kept
//! canonical: N odd, or e = 0 (an integer), and no limb on top that only
//! repeats the sign; so equal values have equal representations.
//!
//! The Hackenbush rule ([`BigDyadic::hackenbush_edge`]): a Left (blue)
//! edge joining a subtree worth the number x to the ground is worth x + 1
//! when x ≥ 0, and (x + p) / 2^(p−1) when x < 0, with p the least positive
//! integer such that x + p > 1; a Right (red) edge is its mirror image,
//! −edge(−x). A tree is worth the sum of its branches at the root.

use super::dyadic::{Dyadic, MAX_EXP};
use std::cmp::Ordering;
use std::ops::{AddAssign, Neg, SubAssign};

/// An exact number N / 2^e, N a two's-complement integer of any length (see
/// the module header).
///
/// `Eq` and `Hash` compare values (the representation is canonical), `Ord`
/// orders them; `+=` and `-=` (by value or by reference) and `-` are exact.
///
/// # Complexity
/// Sums, negation and comparison are O(limbs of the operands, plus the
/// difference of their exponents / 64); [`BigDyadic::halved`] adds to the
/// exponent in O(1) when the numerator is odd.
///
/// # Example
/// ```
/// use games_core::big_dyadic::BigDyadic;
/// // 1/2^200 − 1/2^200 = 0; 3 · (1/2^200) > 1/2^199.
/// let tiny = BigDyadic::integer(1).halved(200);
/// let mut x = tiny.clone();
/// x -= &tiny;
/// assert_eq!(x, BigDyadic::ZERO);
/// let mut three = tiny.clone();
/// three += &tiny;
/// three += &tiny;
/// assert!(three > BigDyadic::integer(1).halved(199));
/// assert_eq!(three.exponent(), 200);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigDyadic {
    /// N, little-endian two's complement; empty for 0.
    limbs: Vec<u64>,
    /// e.
    exp: u64,
}

/// The sign extension of `limbs`: all ones when negative, else 0.
fn extension(limbs: &[u64]) -> u64 {
    match limbs.last() {
        Some(&top) if (top as i64) < 0 => u64::MAX,
        _ => 0,
    }
}

/// Limb `i` of the integer `limbs`, its sign extension past the end.
fn limb(limbs: &[u64], i: usize) -> u64 {
    match limbs.get(i) {
        Some(&l) => l,
        None => extension(limbs),
    }
}

/// Limb `i` of the integer `limbs` · 2^(64·words + bits), bits < 64.
fn shifted_limb(limbs: &[u64], i: usize, words: usize, bits: u32) -> u64 {
    if i < words {
        return 0;
    }
    let j = i - words;
    if bits == 0 {
        return limb(limbs, j);
    }
    let low = if j == 0 {
        0
    } else {
        limb(limbs, j - 1) >> (64 - bits)
    };
    (limb(limbs, j) << bits) | low
}

impl BigDyadic {
    /// Zero.
    pub const ZERO: BigDyadic = BigDyadic {
        limbs: Vec::new(),
        exp: 0,
    };

    /// The integer `n`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// assert_eq!(BigDyadic::integer(-3).floor(), -3);
    /// assert_eq!(BigDyadic::integer(0), BigDyadic::ZERO);
    /// ```
    pub fn integer(n: i64) -> BigDyadic {
        let limbs = if n == 0 { Vec::new() } else { vec![n as u64] };
        BigDyadic { limbs, exp: 0 }
    }

    /// The same value as `d`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// use games_core::dyadic::Dyadic;
    /// let d = Dyadic::new(-7, 3);
    /// assert_eq!(BigDyadic::from_dyadic(d).to_dyadic(), Some(d));
    /// ```
    pub fn from_dyadic(d: Dyadic) -> BigDyadic {
        let num = d.numerator();
        let mut x = BigDyadic {
            limbs: vec![num as u64, (num >> 64) as u64],
            exp: u64::from(d.exponent()),
        };
        x.normalize();
        x
    }

    /// The same value as a [`Dyadic`], or `None` when it does not fit one
    /// (a denominator finer than 2^[`MAX_EXP`], or a numerator past `i128`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// use games_core::dyadic::Dyadic;
    /// let x = BigDyadic::integer(3).halved(2);
    /// assert_eq!(x.to_dyadic(), Some(Dyadic::new(3, 2)));
    /// assert_eq!(BigDyadic::integer(1).halved(126).to_dyadic(), None);
    /// ```
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        if self.limbs.len() > 2 || self.exp > u64::from(MAX_EXP) {
            return None;
        }
        let num =
            (u128::from(limb(&self.limbs, 1)) << 64 | u128::from(limb(&self.limbs, 0))) as i128;
        Some(Dyadic::new(num, self.exp as u32))
    }

    /// The exponent e of the denominator 2^e in lowest terms (0: an integer).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// assert_eq!(BigDyadic::integer(6).halved(3).exponent(), 2);
    /// ```
    pub fn exponent(&self) -> u64 {
        self.exp
    }

    /// The sign: `Greater` above 0, `Less` below, `Equal` at 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// use std::cmp::Ordering;
    /// assert_eq!(BigDyadic::integer(-1).halved(90).signum(), Ordering::Less);
    /// assert_eq!(BigDyadic::ZERO.signum(), Ordering::Equal);
    /// ```
    pub fn signum(&self) -> Ordering {
        match self.limbs.last() {
            None => Ordering::Equal,
            Some(&top) if (top as i64) < 0 => Ordering::Less,
            Some(_) => Ordering::Greater,
        }
    }

    /// ⌊value⌋, the greatest integer not above the value.
    ///
    /// # Complexity
    /// O(limbs above the binary point).
    ///
    /// # Panics
    /// If ⌊value⌋ does not fit an `i64`.
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// assert_eq!(BigDyadic::integer(-7).halved(2).floor(), -2);
    /// assert_eq!(BigDyadic::integer(7).halved(2).floor(), 1);
    /// ```
    pub fn floor(&self) -> i64 {
        let (words, bits) = ((self.exp / 64) as usize, (self.exp % 64) as u32);
        // Limb k of N >> e (an arithmetic shift rounds towards −∞).
        let shifted = |k: usize| {
            let low = limb(&self.limbs, words + k) >> bits;
            if bits == 0 {
                low
            } else {
                low | limb(&self.limbs, words + k + 1) << (64 - bits)
            }
        };
        let floor = shifted(0);
        let sign = if (floor as i64) < 0 { u64::MAX } else { 0 };
        let fits = (1..=self.limbs.len().saturating_sub(words)).all(|k| shifted(k) == sign);
        assert!(fits, "the integer part does not fit 64 bits");
        floor as i64
    }

    /// The value divided by 2^k.
    ///
    /// # Complexity
    /// O(1) when the numerator is odd (not an integer, or an odd integer),
    /// else O(limbs).
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// use games_core::dyadic::Dyadic;
    /// assert_eq!(BigDyadic::integer(6).halved(2).to_dyadic(), Some(Dyadic::new(3, 1)));
    /// ```
    pub fn halved(mut self, k: u64) -> BigDyadic {
        if !self.limbs.is_empty() {
            self.exp = self.exp.checked_add(k).expect("exponent overflow");
            self.normalize();
        }
        self
    }

    /// The value of a Blue-Red Hackenbush edge of Left's colour (`left`)
    /// or Right's whose upper end carries a position worth `self` (see the
    /// module header): x + 1 for x ≥ 0, else (x + p) / 2^(p−1) with p the
    /// least positive integer with x + p > 1; a Right edge is −edge(−x).
    ///
    /// # Complexity
    /// O(1) beyond a carry through the integer part (a value with an
    /// integer part of k limbs: O(k)).
    ///
    /// # Panics
    /// If the integer part of the value does not fit an `i64`.
    ///
    /// # Example
    /// ```
    /// use games_core::big_dyadic::BigDyadic;
    /// use games_core::dyadic::Dyadic;
    /// // A stalk: Blue on the ground, then Red: 1/2; Blue, Red, Red: 1/4.
    /// let br = BigDyadic::ZERO.hackenbush_edge(false).hackenbush_edge(true);
    /// assert_eq!(br.to_dyadic(), Some(Dyadic::new(1, 1)));
    /// let brr = BigDyadic::ZERO
    ///     .hackenbush_edge(false)
    ///     .hackenbush_edge(false)
    ///     .hackenbush_edge(true);
    /// assert_eq!(brr.to_dyadic(), Some(Dyadic::new(1, 2)));
    /// ```
    pub fn hackenbush_edge(self, left: bool) -> BigDyadic {
        let mut x = self;
        // The mover's direction: Left's edges push the value up.
        let (toward, unit) = if left {
            (Ordering::Less, 1)
        } else {
            (Ordering::Greater, -1)
        };
        if x.signum() != toward {
            x.add_integer(unit);
            return x;
        }
        // For Left, x + p ∈ (1, 2] with p = 2 − ⌈x⌉; for Right the mirror
        // image, x − p ∈ [−2, −1) with p = 2 + ⌊x⌋ (no negation: O(1)).
        let floor = x.floor();
        let p = if left {
            2 - (floor + i64::from(x.exp > 0))
        } else {
            2 + floor
        };
        x.add_integer(unit * p);
        x.halved((p - 1) as u64)
    }

    /// Adds the integer `k`.
    fn add_integer(&mut self, k: i64) {
        if k != 0 {
            let exp = self.exp;
            self.add_shifted(&[k as u64], exp);
            self.normalize();
        }
    }

    /// Adds `other` · 2^shift to the numerator (not normalised after).
    fn add_shifted(&mut self, other: &[u64], shift: u64) {
        if other.is_empty() {
            return;
        }
        let (words, bits) = ((shift / 64) as usize, (shift % 64) as u32);
        // Past `end` the shifted `other` is only its sign extension.
        let end = other.len() + words + usize::from(bits > 0);
        let need = self.limbs.len().max(end) + 1;
        let ext = extension(&self.limbs);
        self.limbs.resize(need, ext);
        let other_ext = extension(other);
        let mut carry = 0u64;
        for i in words..need {
            let o = if i < end {
                shifted_limb(other, i, words, bits)
            } else if (other_ext == 0 && carry == 0) || (other_ext == u64::MAX && carry == 1) {
                // Every limb above stays as it is (modulo 2^(64·need)).
                break;
            } else {
                other_ext
            };
            let (s, c1) = self.limbs[i].overflowing_add(o);
            let (s, c2) = s.overflowing_add(carry);
            self.limbs[i] = s;
            carry = u64::from(c1 || c2);
        }
    }

    /// Makes the representation canonical: no limb on top that repeats the
    /// sign, and N odd unless e = 0.
    fn normalize(&mut self) {
        self.trim();
        if self.limbs.is_empty() {
            self.exp = 0;
            return;
        }
        if self.exp == 0 || self.limbs[0] & 1 == 1 {
            return;
        }
        let zero_limbs = self.limbs.iter().take_while(|&&l| l == 0).count();
        let zeros = 64 * zero_limbs as u64 + u64::from(self.limbs[zero_limbs].trailing_zeros());
        let s = zeros.min(self.exp);
        let (words, bits) = ((s / 64) as usize, (s % 64) as u32);
        let len = self.limbs.len() - words;
        let shifted: Vec<u64> = (0..len)
            .map(|k| {
                let low = self.limbs[words + k] >> bits;
                if bits == 0 {
                    low
                } else {
                    low | limb(&self.limbs, words + k + 1) << (64 - bits)
                }
            })
            .collect();
        self.limbs = shifted;
        self.exp -= s;
        self.trim();
    }

    /// Drops the limbs on top that only repeat the sign (all of them for 0).
    fn trim(&mut self) {
        while let Some(&top) = self.limbs.last() {
            let below = self.limbs.len().checked_sub(2).map(|i| self.limbs[i]);
            let redundant = match below {
                None => top == 0,
                Some(b) => top == if (b as i64) < 0 { u64::MAX } else { 0 },
            };
            if !redundant {
                break;
            }
            self.limbs.pop();
        }
    }

    /// Negates in place.
    fn negate(&mut self) {
        if self.limbs.is_empty() {
            return;
        }
        // Room for −(−2^(64k−1)).
        let ext = extension(&self.limbs);
        self.limbs.push(ext);
        let mut carry = true;
        for l in &mut self.limbs {
            let (s, c) = (!*l).overflowing_add(u64::from(carry));
            *l = s;
            carry = c;
        }
        self.normalize();
    }

    /// Adds `other` (the common part of `+=` by value and by reference).
    fn add(&mut self, other: &BigDyadic) {
        if other.limbs.is_empty() {
            return;
        }
        if self.exp < other.exp {
            // Rewrite self over the finer denominator.
            let shift = other.exp - self.exp;
            let (words, bits) = ((shift / 64) as usize, (shift % 64) as u32);
            let len = self.limbs.len() + words + 1;
            self.limbs = (0..len)
                .map(|i| shifted_limb(&self.limbs, i, words, bits))
                .collect();
            self.exp = other.exp;
        }
        let shift = self.exp - other.exp;
        self.add_shifted(&other.limbs, shift);
        self.normalize();
    }
}

impl AddAssign<&BigDyadic> for BigDyadic {
    fn add_assign(&mut self, other: &BigDyadic) {
        self.add(other);
    }
}

/// By value: the shorter operand is added into the longer one's limbs (a
/// sum into 0 takes `other`'s limbs without copying them).
impl AddAssign<BigDyadic> for BigDyadic {
    fn add_assign(&mut self, mut other: BigDyadic) {
        if self.limbs.len() < other.limbs.len() {
            std::mem::swap(self, &mut other);
        }
        self.add(&other);
    }
}

impl SubAssign<&BigDyadic> for BigDyadic {
    fn sub_assign(&mut self, other: &BigDyadic) {
        self.add(&-other.clone());
    }
}

impl Neg for BigDyadic {
    type Output = BigDyadic;

    fn neg(mut self) -> BigDyadic {
        self.negate();
        self
    }
}

impl Ord for BigDyadic {
    fn cmp(&self, other: &BigDyadic) -> Ordering {
        let mut difference = self.clone();
        difference -= other;
        difference.signum()
    }
}

impl PartialOrd for BigDyadic {
    fn partial_cmp(&self, other: &BigDyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::super::blue_red::stalk_value;
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The edge rule on a `Dyadic`, written from the module header.
    fn edge(x: Dyadic, left: bool) -> Dyadic {
        if !left {
            return -edge(-x, true);
        }
        if x >= Dyadic::ZERO {
            return x + Dyadic::ONE;
        }
        let mut p = 1;
        while x + Dyadic::integer(p) <= Dyadic::ONE {
            p += 1;
        }
        (x + Dyadic::integer(p)).halved(p as u32 - 1)
    }

    fn big(d: Dyadic) -> BigDyadic {
        BigDyadic::from_dyadic(d)
    }

    /// A random dyadic: numerator up to ±2^60, exponent up to 62 (so that
    /// `Dyadic`'s own sums of two fit its i128).
    fn random_dyadic(rng: &mut StdRng) -> Dyadic {
        let bits = rng.gen_range(0..=60);
        let num = rng.gen_range(0..=1i128 << bits) >> rng.gen_range(0..=bits);
        let num = if rng.gen_bool(0.5) { num } else { -num };
        Dyadic::new(num, rng.gen_range(0..=62))
    }

    #[test]
    fn arithmetic_agrees_with_dyadic() {
        let mut rng = StdRng::seed_from_u64(5);
        // Edges put on a negative number (the (x + p) / 2^(p−1) branch).
        let mut negative_edges = 0;
        for _ in 0..3_000 {
            let (a, b) = (random_dyadic(&mut rng), random_dyadic(&mut rng));
            let mut sum = big(a);
            sum += &big(b);
            assert_eq!(sum.to_dyadic(), Some(a + b), "{a} + {b}");
            assert_eq!(sum, big(a + b), "canonical: {a} + {b}");
            let mut by_value = big(a);
            by_value += big(b);
            assert_eq!(by_value, sum);
            let mut difference = big(a);
            difference -= &big(b);
            assert_eq!(difference.to_dyadic(), Some(a - b), "{a} - {b}");
            assert_eq!((-big(a)).to_dyadic(), Some(-a));
            assert_eq!(big(a).cmp(&big(b)), a.cmp(&b), "{a} vs {b}");
            assert_eq!(big(a).signum(), a.cmp(&Dyadic::ZERO));
            assert_eq!(i128::from(big(a).floor()), a.floor(), "⌊{a}⌋");
            let k: u32 = rng.gen_range(0..10);
            if a.exponent() + k <= MAX_EXP {
                assert_eq!(big(a).halved(u64::from(k)).to_dyadic(), Some(a.halved(k)));
            }
            if a.floor().abs() < 40 {
                negative_edges += 1;
                for left in [true, false] {
                    let got = big(a).hackenbush_edge(left).to_dyadic();
                    assert_eq!(got, Some(edge(a, left)), "edge({a}, {left})");
                }
            }
        }
        // Both colours on each such number: one of the two meets a negative x.
        assert!(negative_edges > 1_000, "{negative_edges}");
    }

    #[test]
    fn edges_build_every_stalk_of_up_to_12_edges() {
        // A stalk from the top down: each edge carries the stalk above it.
        for len in 0..=12u32 {
            for mask in 0..1u32 << len {
                let colours: Vec<u8> = (0..len)
                    .map(|i| if mask >> i & 1 == 1 { b'B' } else { b'R' })
                    .collect();
                let value = colours
                    .iter()
                    .rev()
                    .fold(BigDyadic::ZERO, |x, &c| x.hackenbush_edge(c == b'B'));
                assert_eq!(
                    value.to_dyadic(),
                    Some(stalk_value(&colours)),
                    "{}",
                    String::from_utf8_lossy(&colours)
                );
            }
        }
    }

    #[test]
    fn values_far_past_i128_stay_exact() {
        // An alternating stalk of 3 000 edges, R at the ground: its value
        // −1 + 1/2 − 1/4 + … has a denominator 2^2999; adding its mirror
        // image gives exactly 0, and 2^2999 times it is an odd integer.
        let stalk = |first: bool| {
            (0..3_000).rev().fold(BigDyadic::ZERO, |x, i| {
                x.hackenbush_edge((i % 2 == 0) == first)
            })
        };
        let (red, blue) = (stalk(false), stalk(true));
        assert_eq!(red.exponent(), 2_999);
        assert_eq!(red.signum(), Ordering::Less);
        assert_eq!(red.floor(), -1);
        assert_eq!(-red.clone(), blue);
        let mut zero = red.clone();
        zero += &blue;
        assert_eq!(zero, BigDyadic::ZERO);
        // Adding 1/2^2999 moves it up by the last place alone.
        let mut up = red.clone();
        up += &BigDyadic::integer(1).halved(2_999);
        assert!(up > red && up.exponent() < 2_999);
        // A long Red run then one Blue edge: (x + p) / 2^(p−1) with p = 3 002.
        let deep = (0..3_000).fold(BigDyadic::ZERO, |x, _| x.hackenbush_edge(false));
        assert_eq!(deep.floor(), -3_000);
        let top = deep.hackenbush_edge(true);
        assert_eq!(top, BigDyadic::integer(1).halved(3_000));
    }

    #[test]
    #[should_panic(expected = "does not fit 64 bits")]
    fn a_huge_integer_part_is_refused() {
        let mut x = BigDyadic::integer(i64::MAX);
        x += &BigDyadic::integer(i64::MAX);
        x.floor();
    }
}
