//! A value class of a one-number game (its P-positions, or the n with g(n) = v) as residue classes plus exceptions named from the catalogue.
//!
//! A rule says: for every position n ≥ `from`, n is in the class exactly
//! when `n mod m ∈ R` and n is not a term of the `removed` sequence, or
//! `n mod m ∉ R` and n is a term of the `added` sequence. Below `from` the
//! table itself is the answer (the positions where the rule errs are listed).
//!
//! Evidence, as for periods ([`crate::patterns::pattern`]): the tail from `from` to the
//! table's end must be [`well_supported`] for the modulus m (three periods,
//! twelve values, a quarter of the table), and every catalogue sequence the
//! rule uses must have at least [`MIN_MEMBERS`] terms of at least
//! [`MIN_TERM`] in that tail (a dense sequence — odious, evil, ⌊kφ⌋, ⌊kφ²⌋ —
//! as many as a period needs values, [`crate::patterns::pattern::MIN_VALUES`]). A class
//! with finitely many members (no residue and no sequence) is never a rule:
//! "no P-position after 1222" is a count, not a pattern. Nor is a rule whose
//! exceptions are the first terms of a catalogue sequence (2, 8, 32, 128
//! before "the odd n" from 129): they are the sequence seen too briefly, and
//! the next term would make the rule wrong. Nor is one whose last two
//! exceptions at least double before the table reaches where a geometric
//! progression through them would err next ([`geometric_exceptions`]).
//! Every rule is
//! checked up to the table's end only; no theorem proves it.

use crate::patterns::catalogue::Seq;
use crate::patterns::pattern::well_supported;
use crate::patterns::verdict::{LabWords, Words};
use serde::Serialize;

/// The largest modulus tried.
pub const MAX_MODULUS: usize = 12;

/// A catalogue sequence needs at least this many terms past the exceptions,
/// each at least [`MIN_TERM`].
pub const MIN_MEMBERS: usize = 4;

/// Terms below this do not count as evidence: 1, 2, 3, 5 begin too many sequences.
pub const MIN_TERM: usize = 8;

/// A value class described by residues and catalogue exceptions (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClassRule {
    /// The class: the positions whose value is this.
    pub value: u32,
    /// m.
    pub modulus: usize,
    /// R: the residues mod m in the class (before exceptions).
    pub residues: Vec<usize>,
    /// Terms of this sequence outside R are in the class too.
    pub added: Option<Seq>,
    /// Terms of this sequence inside R are not in the class.
    pub removed: Option<Seq>,
    /// The rule holds for every position n ≥ from (checked up to `upto`).
    pub from: usize,
    /// The first position of the table.
    pub first: usize,
    /// The positions n < from where the rule errs (the table decides there).
    pub exceptions: Vec<usize>,
    /// The table's last position.
    pub upto: usize,
}

impl ClassRule {
    /// Whether the rule puts n (≥ `from`) in the class; `added` / `removed`
    /// are the flags of [`ClassRule::added`] / [`ClassRule::removed`] up to at least n.
    pub fn holds(&self, n: usize, added: &[bool], removed: &[bool]) -> bool {
        if self.residues.contains(&(n % self.modulus)) {
            !(self.removed.is_some() && removed[n])
        } else {
            self.added.is_some() && added[n]
        }
    }

    /// The flags of the rule's sequences up to `limit` (empty when unused).
    pub fn masks(&self, limit: usize) -> (Vec<bool>, Vec<bool>) {
        let m = |s: &Option<Seq>| s.map_or_else(Vec::new, |s| s.mask(limit));
        (m(&self.added), m(&self.removed))
    }

    /// The rule in words, e.g. "n ≡ 1 (mod 2), and 2^k for odd k".
    ///
    /// # Complexity
    /// O(m).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::catalogue::{Parity, Seq};
    /// use lab_engine::patterns::classes::ClassRule;
    /// let r = ClassRule { value: 0, modulus: 2, residues: vec![1],
    ///     added: Some(Seq::Powers(2, Parity::Odd)), removed: None, from: 0, first: 0, exceptions: vec![], upto: 300 };
    /// assert_eq!(r.members(), "the odd n, and 2^k for odd k");
    /// ```
    pub fn members(&self) -> String {
        self.render_members(&LabWords)
    }

    /// [`ClassRule::members`] worded by `words` (the lab's or a page language's).
    ///
    /// # Complexity
    /// O(m).
    pub fn render_members(&self, words: &dyn Words) -> String {
        let m = self.modulus;
        let base = match (m, self.residues.as_slice()) {
            (_, []) => String::new(),
            (1, _) => words.fill("class_every", &[]),
            (2, [0]) => words.fill("class_even", &[]),
            (2, [1]) => words.fill("class_odd", &[]),
            (_, [r]) => words.fill(
                "class_residue",
                &[("r", r.to_string()), ("m", m.to_string())],
            ),
            (_, rs) => {
                let rs: Vec<String> = rs.iter().map(usize::to_string).collect();
                words.fill(
                    "class_residues",
                    &[("m", m.to_string()), ("set", rs.join(", "))],
                )
            }
        };
        let mut out = base;
        if let Some(s) = self.removed {
            out.push_str(&words.fill("class_except", &[("seq", s.render(words))]));
        }
        if let Some(s) = self.added {
            if out.is_empty() {
                out = s.render(words);
            } else {
                out.push_str(&words.fill("class_and", &[("seq", s.render(words))]));
            }
        }
        out
    }

    /// The rule as a sentence about the class named `class` ("the P-positions").
    pub fn sentence(&self, class: &str) -> String {
        self.render(class, &LabWords)
    }

    /// [`ClassRule::sentence`] worded by `words`: the one renderer of a class rule, as
    /// [`crate::patterns::verdict::Verdict::render`] is of a verdict.
    ///
    /// # Complexity
    /// O(m + exceptions).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::classes::ClassRule;
    /// use lab_engine::patterns::verdict::LabWords;
    /// let r = ClassRule { value: 0, modulus: 6, residues: vec![0], added: None, removed: None,
    ///     from: 2, first: 0, exceptions: vec![1], upto: 60 };
    /// assert_eq!(r.render("P", &LabWords), "P are n ≡ 0 (mod 6) for every n ≥ 2 (the rule errs at n = 1), checked up to 60 only");
    /// ```
    pub fn render(&self, class: &str, words: &dyn Words) -> String {
        let mut s = words.fill(
            "class_are",
            &[
                ("class", class.to_string()),
                ("members", self.render_members(words)),
            ],
        );
        if self.from > self.first {
            s.push_str(&words.fill("class_from", &[("from", self.from.to_string())]));
            if !self.exceptions.is_empty() {
                let e: Vec<String> = self.exceptions.iter().map(usize::to_string).collect();
                s.push_str(&words.fill("class_errs", &[("list", e.join(", "))]));
            }
        }
        s.push_str(&words.fill("class_checked", &[("upto", self.upto.to_string())]));
        s
    }
}

/// The catalogue sequence whose terms in `MIN_TERM..before` are exactly the
/// `exceptions` there, when at least two exceptions are that large: a rule
/// from `before` on that errs on them has seen a sequence too briefly.
///
/// # Complexity
/// O(catalogue size · terms below `before`).
///
/// # Example
/// ```
/// use lab_engine::patterns::catalogue::{Parity, Seq};
/// use lab_engine::patterns::classes::begins_catalogue;
/// assert_eq!(begins_catalogue(&[2, 8, 32, 128], 129), Some(Seq::Powers(2, Parity::Odd)));
/// assert_eq!(begins_catalogue(&[3, 10, 11], 40), None);
/// ```
pub fn begins_catalogue(exceptions: &[usize], before: usize) -> Option<Seq> {
    let big: Vec<u64> = exceptions
        .iter()
        .filter(|&&n| n >= MIN_TERM && n < before)
        .map(|&n| n as u64)
        .collect();
    if big.len() < 2 {
        return None;
    }
    Seq::all().into_iter().find(|s| {
        let terms = s.terms(before.saturating_sub(1) as u64);
        terms
            .iter()
            .copied()
            .filter(|&t| t >= MIN_TERM as u64)
            .eq(big.iter().copied())
    })
}

/// Whether the last two `exceptions` a < b (b ≥ [`MIN_TERM`]) at least
/// double (b ≥ 2a) while the table ends before b²/a, where a geometric
/// progression through them would err next: then the rule's clean tail is no
/// evidence (powers of 4 as exceptions, 4 and 16, leave 17..=63 clean).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::classes::geometric_exceptions;
/// assert!(geometric_exceptions(&[2, 4, 16], 60)); // 64 may be next
/// assert!(!geometric_exceptions(&[2, 4, 16], 64));
/// assert!(!geometric_exceptions(&[3, 5, 6], 60));
/// ```
pub fn geometric_exceptions(exceptions: &[usize], upto: usize) -> bool {
    match exceptions {
        [.., a, b] if *b >= MIN_TERM && *b >= 2 * *a && *a > 0 => upto < b * b / a,
        _ => false,
    }
}

/// The last position `n ≥ lo` (scanning down from the end) where `want(n) != got(n)`.
fn last_mismatch(lo: usize, hi: usize, mut differs: impl FnMut(usize) -> bool) -> Option<usize> {
    (lo..=hi).rev().find(|&n| differs(n))
}

/// The best-supported rule for the class `value` of `values` (`None`: n is
/// not a position; positions form one run `first..=upto`), or `None`.
///
/// # Complexity
/// O(MAX_MODULUS · (catalogue size) · len) at worst; a wrong sequence stops
/// at its first mismatch from the end.
///
/// # Example
/// ```
/// use lab_engine::patterns::catalogue::{Parity, Seq};
/// use lab_engine::patterns::classes::find_class_rule;
/// // Odd n, and 2^k for odd k: subtract a divisor d with 1 < d < n.
/// let v: Vec<Option<u32>> = (0..=600u64)
///     .map(|n| (n >= 1).then(|| u32::from(!(n % 2 == 1 || (n.is_power_of_two() && n.trailing_zeros() % 2 == 1)))))
///     .collect();
/// let r = find_class_rule(&v, 0).unwrap();
/// assert_eq!((r.modulus, r.residues.as_slice(), r.added), (2, &[1][..], Some(Seq::Powers(2, Parity::Odd))));
/// ```
pub fn find_class_rule(values: &[Option<u32>], value: u32) -> Option<ClassRule> {
    let len = values.len();
    let first = values.iter().position(Option::is_some)?;
    let upto = len - 1;
    let in_class: Vec<bool> = values.iter().map(|v| *v == Some(value)).collect();
    if !in_class.iter().any(|&b| b) {
        return None;
    }
    let catalogue: Vec<(Seq, Vec<bool>)> = Seq::all()
        .into_iter()
        .map(|s| {
            let mask = s.mask(upto);
            (s, mask)
        })
        .collect();
    let mut best: Option<(usize, usize, usize, ClassRule)> = None;
    for m in 1..=MAX_MODULUS.min(len / 3).max(1) {
        let mut count = vec![(0usize, 0usize); m];
        for n in first..len {
            count[n % m].1 += 1;
            if in_class[n] {
                count[n % m].0 += 1;
            }
        }
        let residues: Vec<usize> = (0..m).filter(|&r| 2 * count[r].0 > count[r].1).collect();
        let inside = |n: usize| residues.contains(&(n % m));
        // The sequences (or none) that explain the class outside R, and the non-class inside R.
        let fit = |outside: bool| -> Vec<(Option<Seq>, Option<usize>)> {
            let region = |n: usize| inside(n) != outside;
            let wanted = |n: usize| if outside { in_class[n] } else { !in_class[n] };
            let mut fits = vec![(None, last_mismatch(first, upto, |n| region(n) && wanted(n)))];
            for (s, mask) in &catalogue {
                let e = last_mismatch(first, upto, |n| region(n) && wanted(n) != mask[n]);
                fits.push((Some(*s), e));
            }
            fits
        };
        let (adds, removes) = (fit(true), fit(false));
        for (added, ea) in &adds {
            for (removed, eb) in &removes {
                let e = match (ea, eb) {
                    (None, None) => None,
                    (a, b) => (*a).max(*b),
                };
                let from = e.map_or(first, |e| e + 1);
                if from > upto || !well_supported(len, from, m) {
                    continue;
                }
                if residues.is_empty() && added.is_none() {
                    continue; // finitely many members: a count, not a pattern
                }
                let members = |s: &Option<Seq>, outside: bool| match s {
                    None => usize::MAX,
                    Some(s) => {
                        let mask = &catalogue.iter().find(|(t, _)| t == s).expect("listed").1;
                        (from.max(MIN_TERM)..len)
                            .filter(|&n| mask[n] && inside(n) != outside)
                            .count()
                    }
                };
                // A dense sequence (a positive fraction of the numbers) is held to a period's
                // count of values; a sparse one to MIN_MEMBERS terms.
                let needed = |s: &Option<Seq>| match s {
                    Some(s) if s.dense() => crate::patterns::pattern::MIN_VALUES,
                    _ => MIN_MEMBERS,
                };
                if members(added, true) < needed(added) || members(removed, false) < needed(removed)
                {
                    continue;
                }
                let used = usize::from(added.is_some()) + usize::from(removed.is_some());
                let key = (from, m, used);
                if best.as_ref().is_some_and(|b| (b.0, b.1, b.2) <= key) {
                    continue;
                }
                let rule = ClassRule {
                    value,
                    modulus: m,
                    residues: residues.clone(),
                    added: *added,
                    removed: *removed,
                    from,
                    first,
                    exceptions: Vec::new(),
                    upto,
                };
                best = Some((from, m, used, rule));
            }
        }
    }
    let mut rule = best?.3;
    let (added, removed) = rule.masks(upto);
    rule.exceptions = (first..rule.from)
        .filter(|&n| rule.holds(n, &added, &removed) != in_class[n])
        .collect();
    if geometric_exceptions(&rule.exceptions, upto) {
        return None;
    }
    // Exceptions that begin a catalogue sequence are its first terms, not a preperiod.
    let residue = |n: usize| rule.residues.contains(&(n % rule.modulus));
    for (outside, used) in [(true, rule.added), (false, rule.removed)] {
        let side: Vec<usize> = rule
            .exceptions
            .iter()
            .copied()
            .filter(|&n| residue(n) != outside)
            .collect();
        if used.is_some() || side.iter().filter(|&&n| n >= MIN_TERM).count() < 2 {
            continue;
        }
        let begins = catalogue.iter().any(|(_, mask)| {
            let terms = (MIN_TERM..rule.from).filter(|&n| mask[n] && residue(n) != outside);
            terms.eq(side.iter().copied().filter(|&n| n >= MIN_TERM))
        });
        if begins {
            return None;
        }
    }
    Some(rule)
}

/// [`find_class_rule`] for a sequence of unknown rules, by the stricter
/// evidence rule of [`crate::patterns::pattern::classify_sequence`]: the rule is read
/// from the first two thirds of the table ([`crate::patterns::pattern::read_prefix`])
/// and the whole table must give the same rule (same residues, sequences and
/// start); the table holds `2·from + m` values at least; and its residues hold
/// at least [`crate::patterns::pattern::MIN_VALUES`] members of the class from its start.
///
/// # Complexity
/// Twice that of [`find_class_rule`].
///
/// # Example
/// ```
/// use lab_engine::patterns::classes::find_sequence_class_rule;
/// // P iff n ≡ 0 (mod 3), but only from 40 on: too late in a table up to 60.
/// let v: Vec<Option<u32>> = (0..=60).map(|n| Some(u32::from(n % 3 != 0 || n < 40 && n % 2 == 1))).collect();
/// assert!(find_sequence_class_rule(&v, 0).is_none());
/// let v: Vec<Option<u32>> = (0..=60).map(|n| Some(u32::from(n % 3 != 0))).collect();
/// assert_eq!(find_sequence_class_rule(&v, 0).unwrap().modulus, 3);
/// ```
pub fn find_sequence_class_rule(values: &[Option<u32>], value: u32) -> Option<ClassRule> {
    let len = values.len();
    let early = find_class_rule(&values[..crate::patterns::pattern::read_prefix(len)], value)?;
    let rule = find_class_rule(values, value)?;
    let same = (
        early.modulus,
        &early.residues,
        early.added,
        early.removed,
        early.from,
    ) == (
        rule.modulus,
        &rule.residues,
        rule.added,
        rule.removed,
        rule.from,
    );
    // A residue class seen on a handful of members is a handful of events
    // (one P-position per 26 values, six times), not a rule.
    let members = (rule.from..len)
        .filter(|&n| rule.residues.contains(&(n % rule.modulus)) && values[n] == Some(value))
        .count();
    let enough = rule.residues.is_empty() || members >= crate::patterns::pattern::MIN_VALUES;
    (same && enough && 2 * rule.from + rule.modulus <= len).then_some(rule)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::catalogue::Parity;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// P-positions by game-tree search (memo by n; moves only go down).
    fn p_positions(upto: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<Option<u32>> {
        let mut win = vec![false; upto + 1];
        for n in 0..=upto {
            win[n] = moves(n).iter().any(|&m| !win[m]);
        }
        win.iter().map(|&w| Some(u32::from(w))).collect()
    }

    #[test]
    fn subtract_a_proper_divisor_above_one() {
        let v = p_positions(2100, |n| {
            (2..n).filter(|d| n / d * d == n).map(|d| n - d).collect()
        });
        let mut v = v;
        v[0] = None;
        let r = find_class_rule(&v, 0).unwrap();
        assert_eq!(r.members(), "the odd n, and 2^k for odd k");
        // Too few powers up to 40 (2, 8, 32): no claim.
        let short = find_class_rule(&v[..=400], 0);
        assert!(short.is_none(), "{short:?}");
    }

    #[test]
    fn fibonacci_nim_first_moves() {
        // Position n (first move, up to n − 1 tokens): lose iff n is Fibonacci.
        let fib = Seq::Fibonacci(Parity::All).mask(500);
        let v: Vec<Option<u32>> = (0..=500)
            .map(|n| (n >= 2).then(|| u32::from(!fib[n])))
            .collect();
        let r = find_class_rule(&v, 0).unwrap();
        assert_eq!(
            (r.residues.len(), r.added),
            (0, Some(Seq::Fibonacci(Parity::All)))
        );
        assert!(find_class_rule(&v[..=30], 0).is_none());
    }

    #[test]
    fn rules_reproduce_their_tables_and_refuse_noise() {
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..200 {
            let len = rng.gen_range(1..300);
            let v: Vec<Option<u32>> = (0..len).map(|_| Some(rng.gen_range(0..3))).collect();
            if let Some(r) = find_class_rule(&v, 0) {
                // Random noise may show a rule only on a short, clean tail.
                let (a, b) = r.masks(len - 1);
                for (n, value) in v.iter().enumerate().skip(r.from) {
                    assert_eq!(r.holds(n, &a, &b), *value == Some(0));
                }
                assert!(r.added.is_none() && r.removed.is_none(), "{r:?}");
            }
        }
    }
}
