//! The divisor game: replace n by a proper divisor; its Grundy values, computed from the rule.

use games_core::mex::Marker;

/// Grundy values `g(0..=upto)` of the divisor game: a move replaces `n ≥ 2` by
/// a divisor `d` of `n` with `1 ≤ d < n`; `1` has no move. `g(0) = 0` is a
/// placeholder (0 is not a position). The values turn out to be Ω(n).
///
/// Computed from the rule: the divisors of each `n` are generated from its
/// factorisation by a smallest-prime-factor sieve.
///
/// # Panics
/// If `upto ≥ 2^32` (the sieve stores `u32`).
///
/// # Complexity
/// O(upto log upto) time (the total number of divisors), O(upto) memory.
///
/// # Example
/// ```
/// use lab_engine::divisors::divisor_grundy;
/// assert_eq!(divisor_grundy(12), vec![0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn divisor_grundy(upto: usize) -> Vec<u32> {
    let spf = games_core::sieve::smallest_prime_factors(upto);
    let mut g = vec![0u32; upto + 1];
    let mut marker = Marker::new(64);
    let mut divisors: Vec<usize> = Vec::new();
    for n in 2..=upto {
        divisors.clear();
        divisors.push(1);
        let mut rest = n;
        while rest > 1 {
            let p = spf[rest] as usize;
            let mut e = 0;
            while rest % p == 0 {
                rest /= p;
                e += 1;
            }
            let known = divisors.len();
            let mut power = 1;
            for _ in 0..e {
                power *= p;
                for i in 0..known {
                    divisors.push(divisors[i] * power);
                }
            }
        }
        marker.clear();
        for &d in &divisors {
            if d < n {
                marker.mark(g[d] as usize);
            }
        }
        g[n] = marker.mex() as u32;
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divisor_game_values_are_big_omega() {
        let g = divisor_grundy(3000);
        let omega = games_core::sieve::big_omega_table(3000);
        for n in 1..=3000 {
            assert_eq!(g[n], u32::from(omega[n]), "g({n})");
        }
        assert_eq!(divisor_grundy(0), vec![0]);
        assert_eq!(divisor_grundy(1), vec![0, 0]);
    }
}
