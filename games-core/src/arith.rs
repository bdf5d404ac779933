//! Exact integer arithmetic the standard library of Rust 1.75 lacks: integer square roots.
//!
//! `u128::isqrt` only arrived in Rust 1.84, and a float square root is off by
//! one for large arguments (f64 keeps 53 bits), so these use integer Newton
//! steps only.

/// ⌊√n⌋ for any `u128`: the largest r with r² ≤ n.
///
/// Newton's iteration `x ← (x + n / x) / 2` started above the root decreases
/// strictly until it reaches ⌊√n⌋ and never overflows (`x ≤ 2^64`,
/// `n / x < 2^64` at every step).
///
/// # Complexity
/// O(log log n) iterations of u128 division after an O(1) start, i.e. at most
/// about 8 divisions.
///
/// # Example
/// ```
/// use games_core::arith::isqrt_u128;
/// assert_eq!(isqrt_u128(0), 0);
/// assert_eq!(isqrt_u128(24), 4);
/// assert_eq!(isqrt_u128(25), 5);
/// // 5 · (10^18)^2 = 5·10^36: its root 2236067977499789696 needs 62 bits.
/// assert_eq!(isqrt_u128(5 * 10u128.pow(36)), 2_236_067_977_499_789_696);
/// assert_eq!(isqrt_u128(u128::MAX), u64::MAX as u128);
/// ```
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // 2^⌈bits/2⌉ > √n, since n < 2^bits.
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1 << bits.div_ceil(2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// ⌊√n⌋ for any `u64`: the largest r with r² ≤ n.
///
/// # Complexity
/// That of [`isqrt_u128`]: a handful of divisions.
///
/// # Example
/// ```
/// use games_core::arith::isqrt_u64;
/// assert_eq!(isqrt_u64(99), 9);
/// assert_eq!(isqrt_u64(100), 10);
/// assert_eq!(isqrt_u64(u64::MAX), u32::MAX as u64);
/// ```
pub fn isqrt_u64(n: u64) -> u64 {
    // The root of a u64 is below 2^32, so the narrowing cannot truncate.
    isqrt_u128(u128::from(n)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// r is ⌊√n⌋ iff r² ≤ n < (r + 1)², checked without overflow.
    fn is_floor_root(n: u128, r: u128) -> bool {
        let low = r.checked_mul(r).is_some_and(|sq| sq <= n);
        let high = (r + 1).checked_mul(r + 1).map_or(true, |sq| n < sq);
        low && high
    }

    #[test]
    fn small_values_match_a_linear_scan() {
        let mut r = 0u128;
        for n in 0..200_000u128 {
            while (r + 1) * (r + 1) <= n {
                r += 1;
            }
            assert_eq!(isqrt_u128(n), r, "n = {n}");
            assert_eq!(isqrt_u64(n as u64), r as u64, "n = {n}");
        }
    }

    #[test]
    fn squares_and_their_neighbours() {
        let mut rng = StdRng::seed_from_u64(1067);
        let mut roots: Vec<u128> = vec![1, 2, 3, (1 << 32) - 1, 1 << 32, u64::MAX as u128];
        roots.extend((0..2000).map(|_| (rng.gen::<u64>() as u128).max(1)));
        roots.extend((0..2000).map(|i| (rng.gen::<u64>() as u128 >> (i % 64)).max(1)));
        for r in roots {
            let sq = r * r;
            assert_eq!(isqrt_u128(sq), r, "r = {r}");
            assert_eq!(isqrt_u128(sq - 1), r - 1, "r = {r}");
            if let Some(next) = sq.checked_add(2 * r) {
                // (r + 1)² − 1 = r² + 2r still has root r.
                assert_eq!(isqrt_u128(next), r, "r = {r}");
            }
            if r <= u32::MAX as u128 {
                let sq = sq as u64;
                assert_eq!(isqrt_u64(sq) as u128, r);
                assert_eq!(isqrt_u64(sq - 1) as u128, r - 1);
            }
        }
    }

    #[test]
    fn extremes() {
        assert_eq!(isqrt_u128(u128::MAX), u64::MAX as u128);
        assert_eq!(isqrt_u128(u128::MAX - 1), u64::MAX as u128);
        // (2^64 − 1)² = 2^128 − 2^65 + 1.
        let top_square = (u64::MAX as u128) * (u64::MAX as u128);
        assert_eq!(isqrt_u128(top_square), u64::MAX as u128);
        assert_eq!(isqrt_u128(top_square - 1), u64::MAX as u128 - 1);
        for shift in 0..128 {
            let n = 1u128 << shift;
            assert!(is_floor_root(n, isqrt_u128(n)), "2^{shift}");
            assert!(is_floor_root(n - 1, isqrt_u128(n - 1)), "2^{shift} - 1");
        }
        assert_eq!(isqrt_u64(u64::MAX), u32::MAX as u64);
        assert_eq!(isqrt_u64(u64::MAX - 1), u32::MAX as u64);
    }

    #[test]
    fn random_values_of_every_size() {
        let mut rng = StdRng::seed_from_u64(84);
        for i in 0..20_000 {
            let n = rng.gen::<u128>() >> (i % 128);
            assert!(is_floor_root(n, isqrt_u128(n)), "n = {n}");
            let m = rng.gen::<u64>() >> (i % 64);
            assert!(is_floor_root(m as u128, isqrt_u64(m) as u128), "m = {m}");
        }
    }
}
