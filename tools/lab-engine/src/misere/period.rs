//! Periodicity of an octal or hexadecimal game's misère quotient: when a finite check proves that the heaps' elements repeat for ever.
//!
//! Let `φ(n)` be the element of heap n in the quotient `Q_M` of the heaps
//! `0..=M`, let k be the largest number of tokens a move removes (the
//! last non-zero code digit's place), and let `j = max(J, 2)` for J the most
//! non-empty heaps a move leaves (3 for a hexadecimal digit 8 to f).
//!
//! **Theorem.** If `n0 ≥ 1`, `p ≥ 1`, `φ(n + p) = φ(n)` for every
//! `n0 ≤ n ≤ M − p`, and `M ≥ j·(n0 + p − 1) + k` (for j = 2:
//! `2·n0 + 2·p + k − 2`), then for every heap
//! `m > M`, `φ(m) = φ(m − p)` and the quotient of the heaps `0..=m` is still
//! `Q_M`: the misère quotient of the whole game is `Q_M` and the heaps'
//! elements are periodic with period p from n0.
//!
//! This is the misère counterpart of the Guy–Smith periodicity theorem for
//! Grundy values. The literature has one for misère quotients, named the
//! Guy–Smith–Plambeck Periodicity Theorem in Siegel, "Misère games and
//! misère quotients" (arXiv:math/0612616); its exact hypothesis could not be
//! retrieved here, so the statement above and its proof are the lab's own,
//! and the bound is the one proved here. Siegel's MisereSolver stops at the
//! looser m·n0 + m·p + k + m ≤ N (m = 3 for octal games; see the README).
//!
//! **Proof.** By induction on m > M, assuming the quotient of the heaps
//! `0..m` is `Q_M` and `φ(x) = φ(x − p)` for `n0 + p ≤ x < m`.
//!
//! 1. *Twin lemma* (what [`super::quotient::Builder::push`] uses for any
//!    earlier heap c; here c = m − p): if the options of heap m reach the same
//!    set of elements of `Q_M`, the quotient of the heaps below m, as the
//!    options of heap c, the two heaps are interchangeable in every sum.
//!    For a sum X, let σ(X) replace each copy of m by c; by induction on X's
//!    game tree, X and σ(X) have the same misère outcome: a move in another
//!    heap of X corresponds to the same move in σ(X), whose result is σ of
//!    the result; a move in a copy of m to Z leaves σ(X) − c + Z after σ, a
//!    sum of heaps below m whose outcome is read from `Q_M`, and the options
//!    Z̃ of c give the same set of elements, hence the same set of outcomes;
//!    X has a move exactly when σ(X) has. A position is a P-position exactly
//!    when it has a move and no option is one, so the outcomes agree. Hence
//!    heap m maps to `φ(c)` and adds no element.
//! 2. *The option sets agree.* A move removes r ≤ k tokens and leaves
//!    nothing (impossible here: m > M ≥ k and m − p ≥ M + 1 − p > k), or
//!    i ≤ J non-empty heaps summing to m − r (for a `.0` digit, r = 0; then
//!    i ≥ 2). Since m − r ≥ M + 1 − k ≥ j·(n0 + p − 1) + 1, the largest part
//!    b is at least ⌈(m − r) / j⌉ ≥ n0 + p, and b < m, so `φ(b) = φ(b − p)`:
//!    the product of the parts' elements is that of the same parts with b − p
//!    for b, an option of m − p by the same digit (b − p ≥ n0 ≥ 1). Conversely
//!    an option of m − p leaves parts summing to m − p − r ≥ j·(n0 + p − 1) +
//!    1 − p > j·(n0 − 1), so its largest part b' ≥ n0, and `φ(b') = φ(b' +
//!    p)`: with b' + p for b' it is an option of m with the same element. The
//!    digits allowed do not depend on the heap once it exceeds k + j. ∎
//!
//! The elements `φ(n)` must be those of the quotient of *all* heaps up to M
//! (an element may be split by a later heap, so the check is made in `Q_M`).

/// A proved period of the heaps' elements: `φ(n + period) = φ(n)` for all `n ≥ start`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The first heap of the periodic part (n0 ≥ 1).
    pub start: usize,
    /// The period p ≥ 1.
    pub period: usize,
    /// The smallest M that proves it: `j·(start + period − 1) + k` (at least `start + period`).
    pub proof_needs: usize,
}

impl Period {
    /// The heap in `start..start + period` (or `heap` itself below `start`) with the same element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::period::Period;
    /// let p = Period { start: 71, period: 12, proof_needs: 166 };
    /// assert_eq!(p.reduce(70), 70);
    /// assert_eq!(p.reduce(84), 72);
    /// assert_eq!(p.reduce(1_000_000_000_000_000_000), 71 + (1_000_000_000_000_000_000 - 71) % 12);
    /// ```
    pub fn reduce(&self, heap: usize) -> usize {
        if heap < self.start {
            heap
        } else {
            self.start + (heap - self.start) % self.period
        }
    }
}

/// The M the theorem needs for period `p` from `n0` when moves remove at
/// most `k` tokens and leave at most `heaps` heaps.
fn needs(n0: usize, p: usize, k: usize, heaps: usize) -> usize {
    (heaps.max(2) * (n0 + p - 1) + k).max(n0 + p)
}

/// For each period p = 1, 2, … (up to `elements.len() / 2`), the least
/// n0 ≥ 1 with `elements[n + p] == elements[n]` for `n0 ≤ n ≤ M − p`, where
/// `M = elements.len() − 1`, when at least one full period repeats.
fn candidates(elements: &[u32], k: usize, heaps: usize) -> impl Iterator<Item = Period> + '_ {
    let m = elements.len().saturating_sub(1);
    (1..=m / 2).filter_map(move |p| {
        let mut n0 = m - p + 1;
        while n0 > 1 && elements[n0 - 1 + p] == elements[n0 - 1] {
            n0 -= 1;
        }
        // At least one whole period must have repeated.
        (n0 + 2 * p <= m + 1).then(|| Period {
            start: n0,
            period: p,
            proof_needs: needs(n0, p, k, heaps),
        })
    })
}

/// The period the theorem proves from the elements of heaps `0..=M` in `Q_M`
/// (`elements[n]` = φ(n)), for moves removing at most `k` tokens and leaving
/// at most `heaps` heaps: the smallest period with a proof, from its
/// earliest start.
///
/// # Complexity
/// O(M²) comparisons at most.
///
/// # Example
/// ```
/// use lab_engine::misere::period::proved;
/// // Elements 0, then 1 2 1 2 … from heap 1; moves remove at most 2 tokens.
/// let e: Vec<u32> = (0..=10).map(|n| if n == 0 { 0 } else { 1 + (n as u32 + 1) % 2 }).collect();
/// let p = proved(&e, 2, 2).unwrap();
/// assert_eq!((p.start, p.period, p.proof_needs), (1, 2, 6));
/// assert!(proved(&e[..6], 2, 2).is_none()); // M = 5 < 6
/// // Moves leaving three heaps need M ≥ 3·(1 + 2 − 1) + 2 = 8.
/// assert!(proved(&e[..8], 2, 3).is_none());
/// assert_eq!(proved(&e[..9], 2, 3).unwrap().proof_needs, 8);
/// ```
pub fn proved(elements: &[u32], k: usize, heaps: usize) -> Option<Period> {
    let m = elements.len().checked_sub(1)?;
    candidates(elements, k, heaps).find(|c| c.proof_needs <= m)
}

/// The smallest period seen in the elements (at least two whole periods and
/// 24 heaps from its start) that the theorem does not yet prove, with the `M`
/// that would prove it if the period held that far (a guess, not a claim).
///
/// # Complexity
/// O(M²) comparisons at most.
///
/// # Example
/// ```
/// use lab_engine::misere::period::seen;
/// let e: Vec<u32> = (0..=33).map(|n| if n < 10 { n as u32 } else { 20 + (n as u32 % 3) }).collect();
/// let p = seen(&e, 2, 2).unwrap();
/// assert!(seen(&e[..33], 2, 2).is_none()); // 23 heaps from heap 10
/// assert_eq!((p.start, p.period, p.proof_needs), (10, 3, 26));
/// ```
pub fn seen(elements: &[u32], k: usize, heaps: usize) -> Option<Period> {
    let m = elements.len().checked_sub(1)?;
    candidates(elements, k, heaps).find(|c| m + 1 >= c.start + (2 * c.period).max(24))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::brute::Brute;
    use crate::misere::build_octal;
    use crate::tables::octal::OctalGame;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn elements(code: &str, upto: usize) -> (Vec<u32>, usize, usize) {
        let game = OctalGame::parse(code).unwrap();
        // The heaps the builder reached (wild games may stop early).
        let b = build_octal(&game, upto, 0, 2_000_000);
        let e = b
            .letter_of
            .iter()
            .map(|l| l.map_or(0, |a| b.monoid.letter(a)))
            .take(b.reached + 1)
            .collect();
        (e, game.max_removal(), game.max_heaps_left())
    }

    #[test]
    fn needs_is_the_theorem_s_bound() {
        assert_eq!(needs(71, 12, 2, 2), 166);
        assert_eq!(needs(1, 1, 0, 2), 2);
        assert_eq!(needs(1, 1, 1, 2), 3);
        assert_eq!(needs(1, 1, 1, 1), 3);
        assert_eq!(needs(71, 12, 2, 3), 3 * 82 + 2);
    }

    #[test]
    fn a_period_is_proved_only_from_enough_heaps() {
        // 0.75: elements periodic with period 2 from heap 9 (k = 2): needs M ≥ 2·9 + 4 + 0 = 22.
        let (e, k, j) = elements("0.75", 40);
        let p = proved(&e, k, j).unwrap();
        assert_eq!(p.period, 2);
        for m in 0..e.len() {
            if let Some(q) = proved(&e[..=m], k, j) {
                assert!(q.proof_needs <= m);
            }
        }
    }

    /// The proved period's predictions hold in quotients built much further,
    /// and a sum with heaps far beyond M has the outcome game-tree search gives.
    #[test]
    fn proved_periods_hold_beyond_the_heaps_that_prove_them() {
        let mut rng = StdRng::seed_from_u64(2212);
        let mut proofs = 0;
        for code in [
            "0.75", "0.77", "0.52", "0.71", "0.15", "0.31", "0.312", "0.72", "0.34", "0.53",
            "0.56", "0.6",
        ] {
            let (e, k, j) = elements(code, 200);
            for m in 10..e.len() {
                let Some(p) = proved(&e[..=m], k, j) else {
                    continue;
                };
                proofs += 1;
                for (n, &x) in e.iter().enumerate() {
                    assert_eq!(
                        x,
                        e[p.reduce(n)],
                        "{code}: proof at M = {m} ({p:?}) fails at heap {n}"
                    );
                }
                break;
            }
            // Outcomes of random sums with heaps beyond the proof, by search.
            if let Some(p) = proved(&e, k, j) {
                let game = OctalGame::parse(code).unwrap();
                let b = build_octal(&game, p.proof_needs, 0, 20_000_000);
                let mut brute = Brute::new(game.clone());
                let q = &b.monoid;
                let phi = |h: usize| {
                    let r = p.reduce(h);
                    b.letter_of[r].map_or(0, |a| q.letter(a))
                };
                for _ in 0..40 {
                    let heaps: Vec<usize> = (0..rng.gen_range(1..=3))
                        .map(|_| rng.gen_range(1..=p.proof_needs + 12))
                        .collect();
                    if heaps.iter().sum::<usize>() > 36 {
                        continue;
                    }
                    let x = heaps.iter().fold(0, |acc, &h| q.mul(acc, phi(h)));
                    assert_eq!(q.is_p(x), brute.is_p(&heaps), "{code}: {heaps:?}");
                }
            }
        }
        assert!(proofs >= 9, "only {proofs} periods proved");
    }
}
