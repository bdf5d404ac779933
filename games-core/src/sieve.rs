//! Smallest-prime-factor sieve and Ω(n), the number of prime factors counted with multiplicity.

/// `spf[i]` = smallest prime factor of `i` for `2 ≤ i ≤ upto` (`spf[0] = spf[1] = 0`).
///
/// # Panics
/// If `upto ≥ 2^32` (the table stores `u32`).
///
/// # Complexity
/// O(n log log n) time, O(n) memory.
///
/// # Example
/// ```
/// use games_core::sieve::smallest_prime_factors;
/// let spf = smallest_prime_factors(12);
/// assert_eq!(&spf[2..], &[2, 3, 2, 5, 2, 7, 2, 3, 2, 11, 2]);
/// ```
pub fn smallest_prime_factors(upto: usize) -> Vec<u32> {
    let n = upto;
    // Through u64 so that the bound also compiles where usize has 32 bits (wasm32).
    assert!((n as u64) < 1 << 32, "sieve bound {n} does not fit u32");
    let mut spf = vec![0u32; n + 1];
    for i in 2..=n {
        if spf[i] == 0 {
            let mut j = i;
            while j <= n {
                if spf[j] == 0 {
                    spf[j] = i as u32;
                }
                j += i;
            }
        }
    }
    spf
}

/// `omega[i]` = Ω(i), the number of prime factors of `i` with multiplicity, for `i ≤ upto`
/// (`omega[0] = omega[1] = 0`).
///
/// Ω(i) = Ω(i / spf(i)) + 1, filled in increasing order. In a game where a
/// move replaces a number by one of its proper divisors, Ω is the Grundy
/// value (every smaller Ω is one move away); it is
/// stored as `u8` (Ω < 64 for every `u64`), so widen it with
/// [`Grundy::from`](super::mex::Grundy).
///
/// # Panics
/// If `upto ≥ 2^32`.
///
/// # Complexity
/// O(n log log n) time, O(n) memory.
///
/// # Example
/// ```
/// use games_core::sieve::big_omega_table;
/// let omega = big_omega_table(12);
/// assert_eq!(&omega[2..], &[1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn big_omega_table(upto: usize) -> Vec<u8> {
    let spf = smallest_prime_factors(upto);
    let mut omega = vec![0u8; upto + 1];
    for i in 2..=upto {
        omega[i] = omega[i / spf[i] as usize] + 1;
    }
    omega
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn omega_matches_trial_division() {
        let omega = big_omega_table(5000);
        for (i, &got) in omega.iter().enumerate().skip(1) {
            let (mut m, mut count, mut p) = (i, 0, 2);
            while p * p <= m {
                while m % p == 0 {
                    m /= p;
                    count += 1;
                }
                p += 1;
            }
            if m > 1 {
                count += 1;
            }
            assert_eq!(got, count, "Ω({i})");
        }
    }
}
