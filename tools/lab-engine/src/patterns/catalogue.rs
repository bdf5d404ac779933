//! The sequences game problems produce (powers, squares, Fibonacci, Wythoff's Beatty pairs, …), listed up to a bound with exact integer arithmetic.
//!
//! The pattern finder ([`crate::patterns::classes`], [`crate::patterns::grid`]) names the
//! exceptions of a residue rule by matching them against these sequences.
//! Every term is computed with integers only: ⌊nφ⌋ is
//! `(n + isqrt(5n²)) / 2`, never a float.

use games_core::arith::isqrt_u128;

/// Which terms of a sequence are kept: all, or those of even / odd index k.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Parity {
    /// Every term.
    All,
    /// The terms of even index (k = 0, 2, 4, …).
    Even,
    /// The terms of odd index (k = 1, 3, 5, …).
    Odd,
}

/// A sequence of the catalogue: its family and which of its terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Seq {
    /// b^k for k ≥ 0.
    Powers(u64, Parity),
    /// k² for k ≥ 0.
    Squares,
    /// k³ for k ≥ 0.
    Cubes,
    /// k(k + 1)/2 for k ≥ 0.
    Triangular,
    /// 1, 2, 3, 5, 8, … (F(k + 2) for k ≥ 0: each value once).
    Fibonacci(Parity),
    /// 2, 1, 3, 4, 7, 11, … (Lucas numbers L(k), k ≥ 0).
    Lucas,
    /// 2^k − 1 for k ≥ 0.
    PowersOfTwoMinusOne(Parity),
    /// 2^k + 1 for k ≥ 0.
    PowersOfTwoPlusOne,
    /// Numbers with an odd number of ones in binary.
    Odious,
    /// Numbers with an even number of ones in binary.
    Evil,
    /// ⌊kφ⌋ for k ≥ 1 (the lower Wythoff sequence).
    LowerWythoff,
    /// ⌊kφ²⌋ for k ≥ 1 (the upper Wythoff sequence).
    UpperWythoff,
}

/// ⌊kφ⌋ exactly: `(k + isqrt(5k²)) / 2`.
///
/// # Complexity
/// O(1) (one `u128` square root).
///
/// # Example
/// ```
/// use lab_engine::patterns::catalogue::floor_phi;
/// let lower: Vec<u64> = (1..=6).map(floor_phi).collect();
/// assert_eq!(lower, [1, 3, 4, 6, 8, 9]);
/// assert_eq!(floor_phi(1_000_000_000_000), 1_618_033_988_749);
/// ```
pub fn floor_phi(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + isqrt_u128(5 * k * k)) / 2) as u64
}

/// ⌊kφ²⌋ = ⌊kφ⌋ + k exactly.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::catalogue::floor_phi2;
/// let upper: Vec<u64> = (1..=6).map(floor_phi2).collect();
/// assert_eq!(upper, [2, 5, 7, 10, 13, 15]);
/// ```
pub fn floor_phi2(k: u64) -> u64 {
    floor_phi(k) + k
}

impl Seq {
    /// Every sequence the pattern finder tries, simplest first.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::catalogue::Seq;
    /// assert!(Seq::all().contains(&Seq::Squares));
    /// ```
    pub fn all() -> Vec<Seq> {
        let mut all = Vec::new();
        for b in 2..=10 {
            all.push(Seq::Powers(b, Parity::All));
        }
        all.extend([
            Seq::Squares,
            Seq::Triangular,
            Seq::Fibonacci(Parity::All),
            Seq::PowersOfTwoMinusOne(Parity::All),
            Seq::PowersOfTwoPlusOne,
            Seq::Odious,
            Seq::Evil,
            Seq::LowerWythoff,
            Seq::UpperWythoff,
            Seq::Cubes,
            Seq::Lucas,
        ]);
        for parity in [Parity::Even, Parity::Odd] {
            for b in [2, 3, 5, 6, 7, 10] {
                all.push(Seq::Powers(b, parity));
            }
            all.push(Seq::Fibonacci(parity));
            all.push(Seq::PowersOfTwoMinusOne(parity));
        }
        all
    }

    /// Whether the sequence is sparse (terms grow at least geometrically or
    /// polynomially), as opposed to a positive fraction of the numbers.
    pub fn dense(&self) -> bool {
        matches!(
            self,
            Seq::Odious | Seq::Evil | Seq::LowerWythoff | Seq::UpperWythoff
        )
    }

    /// The sequence's name for people, e.g. "2^k for odd k".
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::catalogue::{Parity, Seq};
    /// assert_eq!(Seq::Powers(2, Parity::Odd).name(), "2^k for odd k");
    /// assert_eq!(Seq::LowerWythoff.name(), "⌊kφ⌋ (k ≥ 1)");
    /// ```
    pub fn name(&self) -> String {
        self.render(&crate::patterns::verdict::LabWords)
    }

    /// [`Seq::name`] worded by `words` (the lab's or a page language's).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::catalogue::{Parity, Seq};
    /// use lab_engine::patterns::verdict::LabWords;
    /// assert_eq!(Seq::Fibonacci(Parity::Even).render(&LabWords), "the Fibonacci numbers F(k + 2) for even k");
    /// ```
    pub fn render(&self, words: &dyn crate::patterns::verdict::Words) -> String {
        let of = |p: Parity| match p {
            Parity::All => String::new(),
            Parity::Even => words.fill("seq_even_k", &[]),
            Parity::Odd => words.fill("seq_odd_k", &[]),
        };
        let plain = |key: &str| words.fill(key, &[]);
        match *self {
            Seq::Powers(b, Parity::All) => words.fill("seq_powers_all", &[("b", b.to_string())]),
            Seq::Powers(b, p) => words.fill("seq_powers", &[("b", b.to_string()), ("of", of(p))]),
            Seq::Squares => plain("seq_squares"),
            Seq::Cubes => plain("seq_cubes"),
            Seq::Triangular => plain("seq_triangular"),
            Seq::Fibonacci(Parity::All) => plain("seq_fibonacci_all"),
            Seq::Fibonacci(p) => words.fill("seq_fibonacci", &[("of", of(p))]),
            Seq::Lucas => plain("seq_lucas"),
            Seq::PowersOfTwoMinusOne(p) => words.fill("seq_two_k_minus_one", &[("of", of(p))]),
            Seq::PowersOfTwoPlusOne => plain("seq_two_k_plus_one"),
            Seq::Odious => plain("seq_odious"),
            Seq::Evil => plain("seq_evil"),
            Seq::LowerWythoff => plain("seq_lower_wythoff"),
            Seq::UpperWythoff => plain("seq_upper_wythoff"),
        }
    }

    /// The terms `≤ limit`, increasing, each once.
    ///
    /// # Complexity
    /// O(number of terms) (O(limit) for the dense sequences).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::catalogue::{Parity, Seq};
    /// assert_eq!(Seq::Powers(2, Parity::Odd).terms(40), [2, 8, 32]);
    /// assert_eq!(Seq::Fibonacci(Parity::All).terms(13), [1, 2, 3, 5, 8, 13]);
    /// assert_eq!(Seq::Triangular.terms(10), [0, 1, 3, 6, 10]);
    /// ```
    pub fn terms(&self, limit: u64) -> Vec<u64> {
        let mut out: Vec<u64> = Vec::new();
        // Indexed terms t(0), t(1), … increasing from some k on; stop past the limit.
        let mut indexed = |t: &mut dyn FnMut(u64) -> Option<u64>, parity: Parity| {
            let mut k = 0u64;
            while let Some(v) = t(k).filter(|&v| v <= limit) {
                let keep = match parity {
                    Parity::All => true,
                    Parity::Even => k & 1 == 0,
                    Parity::Odd => k & 1 == 1,
                };
                if keep {
                    out.push(v);
                }
                k += 1;
            }
        };
        match *self {
            Seq::Powers(b, p) => indexed(&mut |k| b.checked_pow(u32::try_from(k).ok()?), p),
            Seq::Squares => indexed(&mut |k| k.checked_mul(k), Parity::All),
            Seq::Cubes => indexed(&mut |k| k.checked_mul(k)?.checked_mul(k), Parity::All),
            Seq::Triangular => indexed(&mut |k| k.checked_mul(k + 1).map(|v| v / 2), Parity::All),
            Seq::Fibonacci(p) => indexed(&mut fibonacci_like(1, 2), p),
            Seq::Lucas => indexed(&mut fibonacci_like(2, 1), Parity::All),
            Seq::PowersOfTwoMinusOne(p) => indexed(&mut |k| (k < 64).then(|| (1u64 << k) - 1), p),
            Seq::PowersOfTwoPlusOne => {
                indexed(&mut |k| (k < 63).then(|| (1u64 << k) + 1), Parity::All)
            }
            Seq::Odious => out.extend((0..=limit).filter(|n| n.count_ones() % 2 == 1)),
            Seq::Evil => out.extend((0..=limit).filter(|n| n.count_ones() % 2 == 0)),
            Seq::LowerWythoff => indexed(
                &mut |k| (k < 1 << 62).then(|| floor_phi(k + 1)),
                Parity::All,
            ),
            Seq::UpperWythoff => indexed(
                &mut |k| (k < 1 << 61).then(|| floor_phi2(k + 1)),
                Parity::All,
            ),
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The terms `≤ limit` as a membership table of `limit + 1` flags.
    ///
    /// # Complexity
    /// O(limit).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::catalogue::Seq;
    /// assert_eq!(Seq::Squares.mask(5), [true, true, false, false, true, false]);
    /// ```
    pub fn mask(&self, limit: usize) -> Vec<bool> {
        let mut m = vec![false; limit + 1];
        for t in self.terms(limit as u64) {
            m[t as usize] = true;
        }
        m
    }

    /// A std-only Rust expression (over `n: u64`, with `isqrt_u128` and
    /// `floor_phi` in scope in the emitted file) that is true exactly for the terms.
    pub fn rust_test(&self) -> String {
        let parity = |p: Parity, k: &str| match p {
            Parity::All => "true".to_string(),
            Parity::Even => format!("{k} % 2 == 0"),
            Parity::Odd => format!("{k} % 2 == 1"),
        };
        match *self {
            Seq::Powers(b, p) => format!(
                "{{ let (mut v, mut k) = (1u128, 0u32); while v < u128::from(n) {{ v *= {b}; k += 1; }} v == u128::from(n) && {} }}",
                parity(p, "k")
            ),
            Seq::Squares => "{ let r = isqrt_u128(u128::from(n)); r * r == u128::from(n) }".into(),
            Seq::Cubes => "{ let mut k = 0u128; while k * k * k < u128::from(n) { k += 1; } k * k * k == u128::from(n) }".into(),
            Seq::Triangular => "{ let d = 8 * u128::from(n) + 1; let r = isqrt_u128(d); r * r == d }".into(),
            Seq::Fibonacci(p) => format!(
                "{{ let (mut a, mut b, mut k) = (1u128, 2u128, 0u32); while a < u128::from(n) {{ let c = a + b; a = b; b = c; k += 1; }} a == u128::from(n) && {} }}",
                parity(p, "k")
            ),
            Seq::Lucas => "{ let (mut a, mut b) = (2u128, 1u128); let mut hit = n == 2 || n == 1; while b < u128::from(n) { let c = a + b; a = b; b = c; } hit |= b == u128::from(n); hit }".into(),
            Seq::PowersOfTwoMinusOne(p) => format!(
                "{{ let m = u128::from(n) + 1; m.is_power_of_two() && {} }}",
                parity(p, "m.trailing_zeros()")
            ),
            Seq::PowersOfTwoPlusOne => "n == 2 || (n > 2 && (n - 1).is_power_of_two())".into(),
            Seq::Odious => "n.count_ones() % 2 == 1".into(),
            Seq::Evil => "n.count_ones() % 2 == 0".into(),
            Seq::LowerWythoff => "{ let n = u128::from(n); let k = floor_phi(n) - n; (k.saturating_sub(2)..=k + 2).any(|k| k >= 1 && floor_phi(k) == n) }".into(),
            Seq::UpperWythoff => "{ let n = u128::from(n); let k = (2 * n).saturating_sub(floor_phi(n)); (k.saturating_sub(3)..=k + 2).any(|k| k >= 1 && floor_phi(k) + k == n) }".into(),
        }
    }
}

/// The terms `a, b, a + b, …` of a Fibonacci-like sequence, one a call (the index is
/// ignored: the terms come in order), `None` once a term would pass `u64::MAX`.
fn fibonacci_like(mut a: u64, mut b: u64) -> impl FnMut(u64) -> Option<u64> {
    move |_| {
        let v = a;
        let next = a.checked_add(b);
        a = b;
        b = next.unwrap_or(u64::MAX);
        (v < u64::MAX).then_some(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wythoff_pairs_by_the_greedy_definition() {
        // The lower sequence is the mex of the pairs so far; the upper is lower + k.
        let mut used = std::collections::HashSet::new();
        let mut k = 0u64;
        let mut n = 1u64;
        while k < 2000 {
            if used.contains(&n) {
                n += 1;
                continue;
            }
            k += 1;
            assert_eq!(floor_phi(k), n, "k = {k}");
            assert_eq!(floor_phi2(k), n + k);
            used.insert(n);
            used.insert(n + k);
            n += 1;
        }
    }

    #[test]
    fn terms_are_what_their_names_say() {
        assert_eq!(Seq::Powers(3, Parity::All).terms(100), [1, 3, 9, 27, 81]);
        assert_eq!(Seq::Powers(2, Parity::Even).terms(100), [1, 4, 16, 64]);
        assert_eq!(
            Seq::PowersOfTwoMinusOne(Parity::All).terms(20),
            [0, 1, 3, 7, 15]
        );
        assert_eq!(Seq::Lucas.terms(20), [1, 2, 3, 4, 7, 11, 18]);
        assert_eq!(Seq::Evil.terms(10), [0, 3, 5, 6, 9, 10]);
        assert_eq!(Seq::UpperWythoff.terms(20), [2, 5, 7, 10, 13, 15, 18, 20]);
        for s in Seq::all().into_iter().filter(|s| !s.dense()) {
            let t = s.terms(1_000_000_000_000);
            {
                assert!(t.windows(2).all(|w| w[0] < w[1]), "{s:?}");
            }
        }
    }
}
