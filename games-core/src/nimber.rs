//! Nimber arithmetic in the field F_{2^64} of nimbers below 2^64: product, square, power, inverse and square root.
//!
//! The nim sum is XOR. The nim product is defined by
//! a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }, and the
//! nimbers below 2^(2^k) form a field for every k. Each such field is a
//! quadratic extension of the one below: with X = 2^h (h = 2^(k−1)) a number is
//! a₁X ⊕ a₀ with a₀, a₁ < X (and a₁ ⊗ X is the ordinary a₁·X), and
//! X ⊗ X = X ⊕ X/2. So one product of size 2h is three products of size h
//! (Karatsuba) and one product by the constant X/2:
//!
//! (a₁X ⊕ a₀) ⊗ (b₁X ⊕ b₀) = ((p₁ ⊕ p₀) X) ⊕ p₀ ⊕ (p₂ ⊗ X/2), where
//! p₀ = a₀ ⊗ b₀, p₂ = a₁ ⊗ b₁, p₁ = (a₀ ⊕ a₁) ⊗ (b₀ ⊕ b₁).
//!
//! The fast product splits twice, down to nine products in F_{2^16}, each done
//! with discrete logarithms (`exp[log a + log b]`, the generator being 258);
//! the product by 2^15 is folded into the logarithm, the product by 2^31 is
//! four lookups of byte tables (it is linear over F_2). Squaring is linear
//! over F_2 too (the Frobenius map), so it is eight byte-table lookups. The
//! tables (about 1.2 MB, most of it never touched) are built once, on first
//! use, in well under a millisecond.

use std::sync::OnceLock;

/// Size of the multiplicative group of F_{2^16}.
const ORDER: u32 = 65_535;
/// A generator of the multiplicative group of F_{2^16} (the smallest one).
const GENERATOR: u64 = 258;
/// The logarithm given to 0: any sum of at most three logarithms that involves
/// it lands in the zero part of `exp`, above every sum of real logarithms.
const ZERO_LOG: u32 = 3 * ORDER;
/// `exp` covers two zero logarithms plus one real one.
const EXP_LEN: usize = 2 * ZERO_LOG as usize + ORDER as usize;

/// The tables of the fast product, built once by [`tables`].
struct Tables {
    /// `log[x]` for x < 2^16 (`ZERO_LOG` for 0).
    log: Vec<u32>,
    /// `exp[i]` = 258^(i mod 65535) for i < 3·65535, then 0.
    exp: Vec<u16>,
    /// The logarithm of 2^15.
    log_half: u32,
    /// `times_half32[j][v]` = (v << 8j) ⊗ 2^31, for 32-bit values.
    times_half32: [[u32; 256]; 4],
    /// `squares[j][v]` = (v << 8j) ⊗ (v << 8j).
    squares: [[u64; 256]; 8],
}

/// The product in the field of nimbers below 2^(2^k), k ≤ 6, by recursive halving
/// with no tables (4^k steps: only for building the tables and for tests).
fn mul_halving(a: u64, b: u64, k: u32) -> u64 {
    if k == 0 {
        return a & b;
    }
    let h = 1u32 << (k - 1);
    let mask = u64::MAX >> (64 - h);
    let (a0, a1, b0, b1) = (a & mask, a >> h, b & mask, b >> h);
    let p0 = mul_halving(a0, b0, k - 1);
    let p1 = mul_halving(a0 ^ a1, b0 ^ b1, k - 1);
    let p2 = mul_halving(a1, b1, k - 1);
    ((p1 ^ p0) << h) | (p0 ^ mul_halving(p2, 1 << (h - 1), k - 1))
}

/// Byte tables of an F_2-linear map given by its values on the bits: `t[j][v]` = f(v << 8j).
fn byte_tables<T, const N: usize>(bit_images: &[T]) -> [[T; 256]; N]
where
    T: Copy + Default + std::ops::BitXor<Output = T>,
{
    let mut t = [[T::default(); 256]; N];
    for (j, table) in t.iter_mut().enumerate() {
        for v in 1..256usize {
            let low = v.trailing_zeros() as usize;
            table[v] = table[v & (v - 1)] ^ bit_images[8 * j + low];
        }
    }
    t
}

impl Tables {
    fn build() -> Tables {
        // x ⊗ 258 in F_{2^16} is linear in x: two byte tables make the walk over the powers fast.
        let by_generator: Vec<u16> = (0..16)
            .map(|i| mul_halving(1 << i, GENERATOR, 4) as u16)
            .collect();
        let times_generator: [[u16; 256]; 2] = byte_tables(&by_generator);
        let mut log = vec![0u32; 1 << 16];
        let mut exp = vec![0u16; EXP_LEN];
        let mut x: u16 = 1;
        for i in 0..ORDER {
            exp[i as usize] = x;
            exp[(i + ORDER) as usize] = x;
            exp[(i + 2 * ORDER) as usize] = x;
            log[x as usize] = i;
            x = times_generator[0][(x & 255) as usize] ^ times_generator[1][(x >> 8) as usize];
        }
        debug_assert_eq!(x, 1, "258 generates the multiplicative group of F_(2^16)");
        log[0] = ZERO_LOG;
        let half32: Vec<u32> = (0..32)
            .map(|i| mul_halving(1 << i, 1 << 31, 5) as u32)
            .collect();
        let mut t = Tables {
            log,
            exp,
            log_half: 0,
            times_half32: byte_tables(&half32),
            squares: [[0; 256]; 8],
        };
        t.log_half = t.log[1 << 15];
        let bit_squares: Vec<u64> = (0..64).map(|i| t.mul(1 << i, 1 << i)).collect();
        t.squares = byte_tables(&bit_squares);
        t
    }

    /// The product of two nimbers below 2^32.
    #[inline(always)]
    fn mul32(&self, a: u32, b: u32) -> u32 {
        let (log, exp) = (&self.log[..], &self.exp[..]);
        let (a0, a1) = ((a & 0xffff) as usize, (a >> 16) as usize);
        let (b0, b1) = ((b & 0xffff) as usize, (b >> 16) as usize);
        let p0 = exp[(log[a0] + log[b0]) as usize] as u32;
        let p1 = exp[(log[a0 ^ a1] + log[b0 ^ b1]) as usize] as u32;
        // p₂ ⊗ 2^15, with 2^15's logarithm added in.
        let p2_half = exp[(log[a1] + log[b1] + self.log_half) as usize] as u32;
        ((p1 ^ p0) << 16) | (p0 ^ p2_half)
    }

    #[inline(always)]
    fn mul(&self, a: u64, b: u64) -> u64 {
        let (a0, a1) = (a as u32, (a >> 32) as u32);
        let (b0, b1) = (b as u32, (b >> 32) as u32);
        let p0 = self.mul32(a0, b0);
        let p1 = self.mul32(a0 ^ a1, b0 ^ b1);
        let p2 = self.mul32(a1, b1);
        let h = &self.times_half32;
        let p2_half = h[0][(p2 & 255) as usize]
            ^ h[1][((p2 >> 8) & 255) as usize]
            ^ h[2][((p2 >> 16) & 255) as usize]
            ^ h[3][(p2 >> 24) as usize];
        (u64::from(p1 ^ p0) << 32) | u64::from(p0 ^ p2_half)
    }

    #[inline(always)]
    fn square(&self, a: u64) -> u64 {
        let mut s = 0;
        for (j, table) in self.squares.iter().enumerate() {
            s ^= table[((a >> (8 * j)) & 255) as usize];
        }
        s
    }
}

/// The tables, built on first use.
fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

/// Builds the tables now rather than on the first product (to keep the building out of a timed loop).
///
/// # Complexity
/// O(2^16) the first time (well under a millisecond), O(1) afterwards.
///
/// # Example
/// ```
/// games_core::nimber::prepare();
/// assert_eq!(games_core::nimber::mul(2, 2), 3);
/// ```
pub fn prepare() {
    tables();
}

/// The nim product a ⊗ b.
///
/// # Complexity
/// O(1): nine products in F_{2^16} by logarithm tables, about 30 table lookups
/// (the tables are built on the first call, in well under a millisecond).
///
/// # Example
/// ```
/// use games_core::nimber::mul;
/// assert_eq!(mul(2, 2), 3);
/// assert_eq!(mul(16, 16), 24);
/// assert_eq!(mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
/// assert_eq!(mul(12345, 1), 12345);
/// ```
pub fn mul(a: u64, b: u64) -> u64 {
    tables().mul(a, b)
}

/// The nim square a ⊗ a.
///
/// # Complexity
/// O(1): eight lookups (squaring is F_2-linear).
///
/// # Example
/// ```
/// use games_core::nimber::{mul, square};
/// assert_eq!(square(2), 3);
/// assert_eq!(square(0xdead_beef_0123_4567), mul(0xdead_beef_0123_4567, 0xdead_beef_0123_4567));
/// ```
pub fn square(a: u64) -> u64 {
    tables().square(a)
}

/// The nim power a ⊗ a ⊗ … ⊗ a (`e` factors); `pow(a, 0)` is 1, also for a = 0.
///
/// # Complexity
/// O(log e) products and squares.
///
/// # Example
/// ```
/// use games_core::nimber::{mul, pow};
/// assert_eq!(pow(2, 3), mul(mul(2, 2), 2));
/// assert_eq!(pow(0, 0), 1);
/// // Every non-zero nimber below 2^64 has an order dividing 2^64 − 1.
/// assert_eq!(pow(0x0123_4567_89ab_cdef, u64::MAX), 1);
/// ```
pub fn pow(a: u64, e: u64) -> u64 {
    let t = tables();
    let (mut base, mut e, mut acc) = (a, e, 1u64);
    while e > 0 {
        if e & 1 == 1 {
            acc = t.mul(acc, base);
        }
        base = t.square(base);
        e >>= 1;
    }
    acc
}

/// The nim inverse of a (the b with a ⊗ b = 1), or `None` for 0.
///
/// # Complexity
/// O(64) products and squares (a^(2^64 − 2)).
///
/// # Example
/// ```
/// use games_core::nimber::{inv, mul};
/// assert_eq!(inv(2), Some(3));
/// let a = 0xfeed_f00d_1234_5678;
/// assert_eq!(mul(a, inv(a).unwrap()), 1);
/// assert_eq!(inv(0), None);
/// ```
pub fn inv(a: u64) -> Option<u64> {
    (a != 0).then(|| pow(a, u64::MAX - 1))
}

/// The nim square root of a: the unique b with b ⊗ b = a (every nimber has one).
///
/// # Complexity
/// O(64) squares (a^(2^63)).
///
/// # Example
/// ```
/// use games_core::nimber::{sqrt, square};
/// assert_eq!(sqrt(3), 2);
/// let a = 0x0bad_cafe_5555_aaaa;
/// assert_eq!(square(sqrt(a)), a);
/// ```
pub fn sqrt(a: u64) -> u64 {
    let t = tables();
    (0..63).fold(a, |x, _| t.square(x))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The nim products of all a, b < n, straight from the mex definition.
    // The definition reads t[a'][b] and t[a][b'] while writing t[a][b]: indices are clearest.
    #[allow(clippy::needless_range_loop)]
    fn by_definition(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; 4 * n + 1];
                for a2 in 0..a {
                    for b2 in 0..b {
                        let v = (t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize;
                        if v < seen.len() {
                            seen[v] = true;
                        }
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        t
    }

    #[test]
    fn products_match_the_mex_definition() {
        let n = 80;
        let t = by_definition(n);
        for (a, row) in t.iter().enumerate() {
            for (b, &want) in row.iter().enumerate() {
                let (x, y) = (a as u64, b as u64);
                assert_eq!(mul(x, y), want, "{a} ⊗ {b}");
                assert_eq!(mul_halving(x, y, 6), want, "{a} ⊗ {b}");
            }
        }
        // Spot values of the definition, also as a check on the brute force itself.
        assert_eq!(t[2][2], 3);
        assert_eq!(t[4][4], 6);
        assert_eq!(t[8][8], 13);
        assert_eq!(t[16][16], 24);
        assert_eq!(t[5][7], 13);
    }

    #[test]
    fn known_values() {
        // Fermat 2-powers F = 2^(2^k): F ⊗ F = F ⊕ F/2, and F ⊗ x = F·x for x < F.
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(mul(f, f), f ^ (f >> 1), "2^(2^{k})");
            assert_eq!(square(f), f ^ (f >> 1));
            if f <= 1 << 32 {
                let x = f - 1;
                assert_eq!(mul(f, x), f * x);
            }
        }
        assert_eq!(mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
        assert_eq!(mul(u64::MAX, 1), u64::MAX);
        assert_eq!(mul(u64::MAX, 0), 0);
        assert_eq!(mul(0, 0), 0);
        // 2^63 ⊗ 2^63, from the recursive definition worked by hand through the tower.
        assert_eq!(mul(1 << 63, 1 << 63), mul_halving(1 << 63, 1 << 63, 6));
    }

    #[test]
    fn fast_product_matches_the_recursive_one() {
        let mut rng = StdRng::seed_from_u64(20);
        for _ in 0..20_000 {
            let shift_a = rng.gen_range(0..64);
            let shift_b = rng.gen_range(0..64);
            let a = rng.gen::<u64>() >> shift_a;
            let b = rng.gen::<u64>() >> shift_b;
            assert_eq!(mul(a, b), mul_halving(a, b, 6), "{a} ⊗ {b}");
        }
        for i in 0..64 {
            for j in 0..64 {
                let (a, b) = (1u64 << i, 1u64 << j);
                assert_eq!(mul(a, b), mul_halving(a, b, 6), "2^{i} ⊗ 2^{j}");
            }
        }
    }

    #[test]
    fn field_axioms_on_random_values() {
        let mut rng = StdRng::seed_from_u64(64);
        for _ in 0..5_000 {
            let (a, b, c): (u64, u64, u64) = (rng.gen(), rng.gen(), rng.gen());
            assert_eq!(mul(a, b), mul(b, a));
            assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
            assert_eq!(mul(a, b ^ c), mul(a, b) ^ mul(a, c));
            assert_eq!(mul(a, 1), a);
            assert_eq!(square(a), mul(a, a));
            assert_eq!(square(sqrt(a)), a);
            assert_eq!(sqrt(square(a)), a);
            if a != 0 {
                let i = inv(a).unwrap();
                assert_eq!(mul(a, i), 1);
                assert_eq!(inv(i), Some(a));
            }
            let e = rng.gen_range(0..50u64);
            let mut p = 1;
            for _ in 0..e {
                p = mul(p, a);
            }
            assert_eq!(pow(a, e), p, "{a}^{e}");
            let (e1, e2): (u64, u64) = (rng.gen::<u64>() >> 1, rng.gen::<u64>() >> 1);
            assert_eq!(pow(a, e1 + e2), mul(pow(a, e1), pow(a, e2)));
        }
    }

    #[test]
    fn subfields_are_closed() {
        let mut rng = StdRng::seed_from_u64(16);
        for bits in [1u32, 2, 4, 8, 16, 32] {
            let mask = (1u64 << bits) - 1;
            for _ in 0..1000 {
                let (a, b) = (rng.gen::<u64>() & mask, rng.gen::<u64>() & mask);
                assert!(mul(a, b) <= mask, "{a} ⊗ {b} leaves F_(2^{bits})");
                assert!(sqrt(a) <= mask);
                assert!(inv(a).unwrap_or(0) <= mask);
            }
        }
    }

    #[test]
    fn the_generator_generates() {
        let t = tables();
        // Every non-zero element of F_(2^16) has exactly one logarithm.
        let mut seen = vec![false; 1 << 16];
        for i in 0..ORDER as usize {
            let x = t.exp[i] as usize;
            assert!(x != 0 && !seen[x], "258^{i} = {x} repeats");
            seen[x] = true;
            assert_eq!(t.log[x] as usize, i);
        }
        assert!(t.exp[ZERO_LOG as usize..].iter().all(|&x| x == 0));
        assert_eq!(pow(GENERATOR, u64::from(ORDER)), 1);
        for p in [3, 5, 17, 257] {
            assert_ne!(pow(GENERATOR, u64::from(ORDER / p)), 1);
        }
    }

    #[test]
    fn zero_operands_give_zero_in_every_half() {
        let mut rng = StdRng::seed_from_u64(0);
        for _ in 0..2000 {
            let mut a: u64 = rng.gen();
            let mut b: u64 = rng.gen();
            // Clear random 16-bit pieces, so the zero logarithm shows up everywhere.
            for piece in 0..4 {
                if rng.gen_bool(0.5) {
                    a &= !(0xffff << (16 * piece));
                }
                if rng.gen_bool(0.5) {
                    b &= !(0xffff << (16 * piece));
                }
            }
            assert_eq!(mul(a, b), mul_halving(a, b, 6), "{a:x} ⊗ {b:x}");
        }
    }
}
