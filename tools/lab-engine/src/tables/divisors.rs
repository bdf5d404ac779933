//! The divisor game: replace n by a proper divisor; its Grundy values, computed from the rule.

use crate::tables::values::Values;
use games_core::mex::Marker;

/// Incremental Grundy table `g(0..len)` of the divisor game, in compact cells
/// (the driver's [`crate::tables::driver::Algorithm::DivisorSieve`]): a move replaces `n ≥ 2` by
/// a divisor `d` of `n` with `1 ≤ d < n`; `1` has no move. `g(0) = 0` is a
/// placeholder (0 is not a position). The values turn out to be Ω(n).
///
/// Computed from the rule: the divisors of each `n` are generated from its
/// factorisation by a smallest-prime-factor sieve.
///
/// # Complexity
/// O(upto log upto) time in all (the sieve is redone, at twice the size, when
/// the table outgrows it), O(upto) memory.
#[derive(Debug, Clone)]
pub(crate) struct DivisorSieve {
    g: Values,
    /// Smallest prime factors of `0..spf.len()`.
    spf: Vec<u32>,
    marker: Marker,
    divisors: Vec<usize>,
}

impl DivisorSieve {
    /// A table continuing from `g` (which must hold at least `g(0)`).
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn resume(g: Values) -> Self {
        DivisorSieve {
            g,
            spf: Vec::new(),
            marker: Marker::new(64),
            divisors: Vec::new(),
        }
    }

    /// `g(0..len)`.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn values(&self) -> &Values {
        &self.g
    }

    /// The values, consuming the table.
    ///
    /// # Complexity
    /// O(1).
    pub(crate) fn into_values(self) -> Values {
        self.g
    }

    /// Sieves the smallest prime factors up to `upto` now (one sieve for a build to `upto`).
    ///
    /// # Panics
    /// If `upto ≥ 2^32`.
    ///
    /// # Complexity
    /// O(upto log log upto) when the sieve is shorter, else O(1).
    pub(crate) fn reserve(&mut self, upto: usize) {
        if self.spf.len() <= upto {
            self.spf = games_core::sieve::smallest_prime_factors(upto);
        }
        if upto >= self.g.len() {
            self.g.reserve(upto + 1 - self.g.len());
        }
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet.
    ///
    /// # Panics
    /// If `upto ≥ 2^32`.
    ///
    /// # Complexity
    /// See [`DivisorSieve`].
    pub(crate) fn extend_to(&mut self, upto: usize) {
        if self.spf.len() <= upto {
            self.reserve(upto.max(2 * self.spf.len()));
        }
        while self.g.len() <= upto {
            let n = self.g.len();
            let value = if n < 2 { 0 } else { self.next(n) };
            self.g.push(value).expect("the storage widens as needed");
        }
    }

    /// `g(n)` for `n ≥ 2`: the mex over its proper divisors, generated from its factorisation.
    fn next(&mut self, n: usize) -> u32 {
        let divisors = &mut self.divisors;
        divisors.clear();
        divisors.push(1);
        let mut rest = n;
        while rest > 1 {
            let p = self.spf[rest] as usize;
            let mut e = 0;
            while rest.is_multiple_of(p) {
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
        self.marker.clear();
        for &d in divisors.iter() {
            if d < n {
                self.marker.mark(u64::from(self.g.get(d)));
            }
        }
        self.marker.mex() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::game::Game;

    #[test]
    fn the_sieve_resumes_and_grows() {
        let mut sieve = DivisorSieve::resume(Values::from_u32(&[0, 0]).unwrap());
        sieve.extend_to(8);
        assert_eq!(sieve.values().to_u32(), [0, 0, 1, 1, 2, 1, 2, 1, 3]);
        // Past the sieve: it is redone at twice the size.
        sieve.extend_to(100);
        assert_eq!(sieve.values().get(64), 6);
        assert_eq!(sieve.into_values().len(), 101);
    }

    #[test]
    fn divisor_game_values_are_big_omega() {
        let g = Game::Divisors.grundy(3000);
        let omega = games_core::sieve::big_omega_table(3000);
        for n in 1..=3000 {
            assert_eq!(g[n], u32::from(omega[n]), "g({n})");
        }
        assert_eq!(Game::Divisors.grundy(0), vec![0]);
        assert_eq!(Game::Divisors.grundy(1), vec![0, 0]);
    }
}
