//! Arithmetic modulo a constant `P` up to 2^31 (the primes 998244353, 10^9 + 7, 10^9 + 9): sums, products, powers, inverses and geometric sums of `u32` residues.
//!
//! The modulus is a const generic, `add::<P>(a, b)`, so every `%` is by a
//! constant (a multiplication, not a division) and no value carries its
//! modulus around. A residue is a `u32` in `0..P`; products are taken in
//! `u64`. A modulus outside `1..=2^31` is refused when the program is
//! compiled (the sums `a + b < 2P` must fit a `u32`).
//!
//! Counting problems ask for their answer mod one of these:
//! ```
//! use games_core::modular::{pow, MOD_998244353};
//! const P: u32 = MOD_998244353;
//! // 2^100 mod 998244353
//! assert_eq!(pow::<P>(2, 100), 882_499_718);
//! ```
//!
//! A modulus of 0 (or above 2^31) does not compile:
//! ```compile_fail
//! let _ = games_core::modular::add::<0>(0, 0);
//! ```

/// 998244353 = 119·2^23 + 1, the usual prime of counting problems (and of NTTs).
pub const MOD_998244353: u32 = 998_244_353;
/// 10^9 + 7, a prime.
pub const MOD_1000000007: u32 = 1_000_000_007;
/// 10^9 + 9, a prime.
pub const MOD_1000000009: u32 = 1_000_000_009;

/// The compile-time check of a modulus: naming `Modulus::<P>::VALID` fails
/// the build unless 1 ≤ P ≤ 2^31.
struct Modulus<const P: u32>;

impl<const P: u32> Modulus<P> {
    const VALID: () = assert!(P >= 1 && P <= 1 << 31, "the modulus must be in 1..=2^31");
}

/// `x mod P` for any `u64`.
///
/// # Complexity
/// O(1): one multiplication-based remainder by the constant `P`.
///
/// # Example
/// ```
/// use games_core::modular::{reduce, MOD_1000000007};
/// assert_eq!(reduce::<MOD_1000000007>(u64::MAX), 582_344_007);
/// assert_eq!(reduce::<7>(20), 6);
/// ```
#[inline]
pub fn reduce<const P: u32>(x: u64) -> u32 {
    #[allow(clippy::let_unit_value)]
    let () = Modulus::<P>::VALID;
    (x % u64::from(P)) as u32
}

/// `(a + b) mod P` for residues `a, b < P`.
///
/// Branch-free (the sign of `a + b − P` masks a correction), so loops over
/// slices vectorise, with SSE2 alone.
///
/// # Constraints
/// `a < P` and `b < P`; otherwise the result is unspecified (but no panic in
/// a release build).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use games_core::modular::{add, MOD_998244353};
/// const P: u32 = MOD_998244353;
/// assert_eq!(add::<P>(P - 1, P - 1), P - 2);
/// assert_eq!(add::<P>(3, 4), 7);
/// ```
#[inline(always)]
pub fn add<const P: u32>(a: u32, b: u32) -> u32 {
    #[allow(clippy::let_unit_value)]
    let () = Modulus::<P>::VALID;
    // a + b − P lies in [−P, P), within i32 since P ≤ 2^31: add P back when
    // it is negative (the sign bit, spread by an arithmetic shift, masks P).
    let s = a.wrapping_add(b).wrapping_sub(P);
    s.wrapping_add(P & ((s as i32) >> 31) as u32)
}

/// `(a − b) mod P` for residues `a, b < P`.
///
/// Branch-free, like [`add`].
///
/// # Constraints
/// `a < P` and `b < P`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use games_core::modular::{sub, MOD_998244353};
/// const P: u32 = MOD_998244353;
/// assert_eq!(sub::<P>(3, 5), P - 2);
/// assert_eq!(sub::<P>(5, 3), 2);
/// ```
#[inline(always)]
pub fn sub<const P: u32>(a: u32, b: u32) -> u32 {
    #[allow(clippy::let_unit_value)]
    let () = Modulus::<P>::VALID;
    // a − b lies in (−P, P): add P back when it is negative.
    let d = a.wrapping_sub(b);
    d.wrapping_add(P & ((d as i32) >> 31) as u32)
}

/// `(a · b) mod P` for any `a, b` (not only residues).
///
/// # Complexity
/// O(1): a 64-bit product and a remainder by the constant `P`.
///
/// # Example
/// ```
/// use games_core::modular::{mul, MOD_998244353};
/// const P: u32 = MOD_998244353;
/// assert_eq!(mul::<P>(P - 1, P - 1), 1); // (−1)² = 1
/// assert_eq!(mul::<P>(u32::MAX, 2), 603_979_766);
/// ```
#[inline(always)]
pub fn mul<const P: u32>(a: u32, b: u32) -> u32 {
    reduce::<P>(u64::from(a) * u64::from(b))
}

/// `a^e mod P` for any `a` and any exponent (`0^0 = 1`, also for P = 1 the
/// result is 0).
///
/// # Complexity
/// O(log e) multiplications (square and multiply).
///
/// # Example
/// ```
/// use games_core::modular::{pow, MOD_998244353, MOD_1000000007};
/// assert_eq!(pow::<MOD_1000000007>(2, 1_000_000_006), 1); // Fermat
/// assert_eq!(pow::<MOD_998244353>(3, 0), 1);
/// assert_eq!(pow::<MOD_998244353>(0, 0), 1);
/// assert_eq!(pow::<MOD_998244353>(0, 5), 0);
/// assert_eq!(pow::<MOD_998244353>(10, u64::MAX), 738_357_891);
/// ```
pub fn pow<const P: u32>(a: u32, mut e: u64) -> u32 {
    let mut base = reduce::<P>(u64::from(a));
    let mut acc = reduce::<P>(1);
    while e > 0 {
        if e & 1 == 1 {
            acc = mul::<P>(acc, base);
        }
        base = mul::<P>(base, base);
        e >>= 1;
    }
    acc
}

/// The inverse of `a` mod P: the `x < P` with `a·x ≡ 1`, or `None` when there
/// is none (`a ≡ 0` for a prime P; `gcd(a, P) > 1` for any P).
///
/// By the extended Euclidean algorithm, so P need not be prime.
///
/// # Complexity
/// O(log P) divisions.
///
/// # Example
/// ```
/// use games_core::modular::{inv, mul, MOD_998244353};
/// const P: u32 = MOD_998244353;
/// let x = inv::<P>(2).unwrap();
/// assert_eq!(x, (P + 1) / 2);
/// assert_eq!(mul::<P>(x, 2), 1);
/// assert_eq!(inv::<P>(P), None); // P ≡ 0
/// assert_eq!(inv::<12>(5), Some(5));
/// assert_eq!(inv::<12>(4), None);
/// ```
pub fn inv<const P: u32>(a: u32) -> Option<u32> {
    // Invariants: r0 ≡ s0·a and r1 ≡ s1·a (mod P), |s| ≤ P.
    let (mut r0, mut r1) = (i64::from(P), i64::from(reduce::<P>(u64::from(a))));
    let (mut s0, mut s1) = (0i64, 1i64);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    // r0 = gcd(a, P); P = 1 makes every residue 0, its own inverse.
    if r0 != 1 && P != 1 {
        return None;
    }
    Some(s0.rem_euclid(i64::from(P)) as u32)
}

/// `1 + r + r² + … + r^(n−1) mod P` (the sum of n terms; 0 for n = 0).
///
/// By doubling, without a division, so it holds for r ≡ 1 and for any P.
/// Multiply by r for `r + r² + … + r^n`.
///
/// # Complexity
/// O(log n) multiplications (about four per bit of n).
///
/// # Example
/// ```
/// use games_core::modular::{geometric_sum, MOD_998244353};
/// const P: u32 = MOD_998244353;
/// assert_eq!(geometric_sum::<P>(2, 10), 1023);
/// assert_eq!(geometric_sum::<P>(1, 10), 10);
/// assert_eq!(geometric_sum::<P>(0, 10), 1); // 0^0 = 1, then zeros
/// assert_eq!(geometric_sum::<P>(5, 0), 0);
/// // 1 + (−1) + 1 + … over an odd number of terms
/// assert_eq!(geometric_sum::<P>(P - 1, 1_000_000_000_000_000_001), 1);
/// ```
pub fn geometric_sum<const P: u32>(r: u32, n: u64) -> u32 {
    let r = reduce::<P>(u64::from(r));
    // sum = 1 + … + r^(m−1) and power = r^m for the prefix m of n's bits.
    let (mut sum, mut power) = (0u32, reduce::<P>(1));
    for bit in (0..u64::BITS - n.leading_zeros()).rev() {
        // m → 2m: S(2m) = S(m)·(1 + r^m).
        sum = mul::<P>(sum, add::<P>(power, reduce::<P>(1)));
        power = mul::<P>(power, power);
        if n >> bit & 1 == 1 {
            // m → m + 1: S(m + 1) = S(m) + r^m.
            sum = add::<P>(sum, power);
            power = mul::<P>(power, r);
        }
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const P: u32 = MOD_998244353;
    const Q: u32 = MOD_1000000007;

    /// a^e by e multiplications in u128, no reduction tricks.
    fn naive_pow(a: u64, e: u64, m: u64) -> u64 {
        (0..e).fold(1 % m, |acc, _| (acc as u128 * a as u128 % m as u128) as u64)
    }

    fn check_add_sub_mul<const M: u32>(rng: &mut StdRng) {
        let m = u64::from(M);
        let edges = [0, 1, M / 2, M - 2, M - 1];
        for i in 0..20_000 {
            let (a, b) = if i < 25 {
                (edges[i % 5], edges[i / 5])
            } else {
                (rng.gen_range(0..M), rng.gen_range(0..M))
            };
            let (a64, b64) = (u64::from(a), u64::from(b));
            assert_eq!(
                u64::from(add::<M>(a, b)),
                (a64 + b64) % m,
                "{a} + {b} mod {M}"
            );
            assert_eq!(
                u64::from(sub::<M>(a, b)),
                (a64 + m - b64) % m,
                "{a} - {b} mod {M}"
            );
            assert_eq!(
                u64::from(mul::<M>(a, b)),
                a64 * b64 % m,
                "{a} * {b} mod {M}"
            );
            let (x, y) = (rng.gen::<u32>(), rng.gen::<u32>());
            assert_eq!(u64::from(mul::<M>(x, y)), u64::from(x) * u64::from(y) % m);
        }
    }

    #[test]
    fn add_sub_mul_match_u64_arithmetic() {
        let mut rng = StdRng::seed_from_u64(998);
        check_add_sub_mul::<P>(&mut rng);
        check_add_sub_mul::<Q>(&mut rng);
        check_add_sub_mul::<MOD_1000000009>(&mut rng);
        // The largest modulus allowed: sums reach 2^32 − 2.
        check_add_sub_mul::<{ 1 << 31 }>(&mut rng);
        check_add_sub_mul::<2>(&mut rng);
        check_add_sub_mul::<3>(&mut rng);
    }

    #[test]
    fn pow_matches_repeated_multiplication() {
        let mut rng = StdRng::seed_from_u64(353);
        for _ in 0..300 {
            let a: u32 = rng.gen();
            let e = rng.gen_range(0..2000u64);
            assert_eq!(u64::from(pow::<P>(a, e)), naive_pow(a.into(), e, P.into()));
            assert_eq!(u64::from(pow::<Q>(a, e)), naive_pow(a.into(), e, Q.into()));
            assert_eq!(u64::from(pow::<12>(a, e)), naive_pow(a.into(), e, 12));
        }
        // Exponents past u32: a^(k(P−1) + r) = a^r for a ≢ 0 (Fermat).
        for _ in 0..300 {
            let a = rng.gen_range(1..P);
            let r = rng.gen_range(0..100u64);
            let k = rng.gen_range(0..u64::MAX / u64::from(P));
            assert_eq!(pow::<P>(a, k * u64::from(P - 1) + r), pow::<P>(a, r));
        }
        assert_eq!(pow::<1>(5, 0), 0);
    }

    #[test]
    fn inverses_multiply_to_one() {
        let mut rng = StdRng::seed_from_u64(7);
        for i in 0..5000u32 {
            let a = if i < 3 {
                [1, 2, P - 1][i as usize]
            } else {
                rng.gen_range(1..P)
            };
            let x = inv::<P>(a).expect("a prime modulus inverts every non-zero residue");
            assert!(x < P);
            assert_eq!(mul::<P>(a, x), 1, "a = {a}");
            let y = inv::<Q>(a).unwrap();
            assert_eq!(mul::<Q>(a, y), 1);
            // Against Fermat: a^(P−2).
            assert_eq!(x, pow::<P>(a, u64::from(P - 2)));
        }
        assert_eq!(inv::<P>(0), None);
        assert_eq!(inv::<P>(P), None);
        // A composite modulus: exactly the units are invertible.
        for a in 0..360u32 {
            let gcd = (1..=360u32)
                .rev()
                .find(|d| a % d == 0 && 360 % d == 0)
                .unwrap();
            match inv::<360>(a) {
                Some(x) => assert_eq!((a * x % 360, gcd), (1, 1), "a = {a}"),
                None => assert!(gcd > 1, "a = {a}"),
            }
        }
        assert_eq!(inv::<1>(0), Some(0));
    }

    #[test]
    fn geometric_sums_match_term_by_term() {
        let mut rng = StdRng::seed_from_u64(212);
        for i in 0..400 {
            let r = match i % 4 {
                0 => rng.gen_range(0..3),
                1 => P - rng.gen_range(1..3),
                _ => rng.gen(),
            };
            let n = rng.gen_range(0..600u64);
            let (mut sum, mut term) = (0u64, 1u64);
            for _ in 0..n {
                sum = (sum + term) % u64::from(P);
                term = term * u64::from(r % P) % u64::from(P);
            }
            assert_eq!(u64::from(geometric_sum::<P>(r, n)), sum, "r = {r}, n = {n}");
        }
        // Huge n against the closed form (r^n − 1)/(r − 1) for r ≠ 1.
        for _ in 0..300 {
            let r = rng.gen_range(2..P);
            let n: u64 = rng.gen();
            let closed = mul::<P>(sub::<P>(pow::<P>(r, n), 1), inv::<P>(r - 1).unwrap());
            assert_eq!(geometric_sum::<P>(r, n), closed, "r = {r}, n = {n}");
            assert_eq!(geometric_sum::<P>(1, n), reduce::<P>(n));
        }
        assert_eq!(geometric_sum::<12>(5, 3), (1 + 5 + 25) % 12);
    }
}
