//! What the lab names in a sequence read from anywhere (one number per position): a period, else value classes by residues and catalogue exceptions; and the predictor the named pattern is.
//!
//! The period verdict is [`crate::patterns::verdict::Verdict`]'s, with its evidence
//! rule. When it claims nothing, [`crate::patterns::classes`] describes the
//! P-positions (then the other values, when there are few) as residue
//! classes with catalogue exceptions. A named pattern predicts every
//! position; where nothing is named, [`LineAnalysis::predict`] gives nothing.

use crate::patterns::classes::{
    begins_catalogue, find_sequence_class_rule, geometric_exceptions, ClassRule,
};
use crate::patterns::verdict::Verdict;
use serde::Serialize;

/// At most this many distinct values get a class rule each.
pub const MAX_CLASSES: usize = 8;

/// What a prediction gives per position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Predicts {
    /// The values themselves.
    Values,
    /// Only whether the position is a P-position (0) or not (1).
    Outcomes,
    /// Nothing: no pattern is named.
    Nothing,
}

/// The lab's analysis of `g(first..=upto)`.
#[derive(Debug, Clone, Serialize)]
pub struct LineAnalysis {
    /// The first position.
    pub first: usize,
    /// The period verdict.
    pub verdict: Verdict,
    /// When no period is claimed: class rules, P-positions (value 0) first.
    pub classes: Vec<ClassRule>,
    /// The value of every position no class rule claims, when the rules decide every value.
    pub rest: Option<u32>,
    /// What [`LineAnalysis::predict`] gives.
    pub predicts: Predicts,
    /// The pattern in one sentence (the verdict's, or the class rules').
    pub sentence: String,
    #[serde(skip)]
    values: Vec<u32>,
}

impl LineAnalysis {
    /// Analyses `values` (positions `first..values.len()`; the values before
    /// `first` are ignored). `letters`: the values are outcomes, 0 for a
    /// P-position and 1 for an N-position.
    ///
    /// # Panics
    /// If `first >= values.len()`.
    ///
    /// # Complexity
    /// That of [`crate::patterns::pattern::classify`], plus that of
    /// [`find_sequence_class_rule`] per class when no period is claimed.
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::named::{LineAnalysis, Predicts};
    /// let fib = [1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89];
    /// let v: Vec<u32> = (0..100).map(|n| u32::from(!fib.contains(&n))).collect();
    /// let a = LineAnalysis::new(&v, 1, true);
    /// assert_eq!(a.predicts, Predicts::Values);
    /// assert!(a.sentence.contains("Fibonacci"), "{}", a.sentence);
    /// assert_eq!(a.predict(144).unwrap()[144], 0);
    /// ```
    pub fn new(values: &[u32], first: usize, letters: bool) -> Self {
        assert!(first < values.len(), "at least one position");
        let top = values[first..].iter().copied().max().unwrap_or(0);
        // Placeholders that match no value, so no rule reaches below `first`.
        let mut g = values.to_vec();
        for v in &mut g[..first] {
            *v = top.saturating_add(1);
        }
        let verdict = Verdict::of_sequence(first, &g);
        let mut a = LineAnalysis {
            first,
            sentence: verdict.sentence.clone(),
            verdict,
            classes: Vec::new(),
            rest: None,
            predicts: Predicts::Nothing,
            values: g,
        };
        if letters {
            a.sentence = a.sentence.replace("g(n", "outcome(n");
        }
        let mut doubt = String::new();
        if a.verdict.kind == "periodic" {
            // Exceptions before the preperiod that are a catalogue sequence's first terms
            // mean the sequence goes on, and the period would be wrong at its next term.
            let (pre, p) = (
                a.verdict.preperiod.unwrap_or(0),
                a.verdict.period.unwrap_or(1),
            );
            let exceptions: Vec<usize> = (first..pre)
                .filter(|&n| {
                    let back = pre + (p - (pre - n) % p) % p;
                    a.values.get(back).is_some_and(|&v| v != a.values[n])
                })
                .collect();
            let seq = begins_catalogue(&exceptions, pre)
                .map(|s| s.name())
                .or_else(|| {
                    geometric_exceptions(&exceptions, values.len() - 1)
                        .then(|| "what may be a geometric progression".to_string())
                });
            match seq {
                Some(seq) => {
                    let e: Vec<String> = exceptions.iter().map(usize::to_string).collect();
                    doubt = format!(
                        "no period claimed: {} holds only from n = {pre}, after exceptions at n = {} that begin {} — the next term would break it",
                        a.verdict.sentence.split(" for every").next().unwrap_or(""),
                        e.join(", "),
                        seq
                    );
                    if letters {
                        doubt = doubt.replace("g(n", "outcome(n");
                    }
                    a.verdict.kind = "none";
                    a.sentence = format!("{doubt}.");
                }
                None => {
                    a.predicts = Predicts::Values;
                    return a;
                }
            }
        } else if a.verdict.kind != "none" {
            a.predicts = Predicts::Values;
            return a;
        }
        let opt: Vec<Option<u32>> = (0..values.len())
            .map(|n| (n >= first).then_some(values[n]))
            .collect();
        let Some(p) = find_sequence_class_rule(&opt, 0) else {
            if !doubt.is_empty() {
                a.sentence = format!("{doubt}; a longer table would tell.");
            }
            return a;
        };
        a.classes.push(p);
        // The other values by count, most frequent last (it is the rest).
        let mut counts: Vec<(u32, usize)> = Vec::new();
        for &v in &values[first..] {
            if v == 0 {
                continue;
            }
            match counts.iter_mut().find(|(w, _)| *w == v) {
                Some(c) => c.1 += 1,
                None => counts.push((v, 1)),
            }
        }
        counts.sort_by_key(|&(v, c)| (std::cmp::Reverse(c), v));
        a.predicts = Predicts::Outcomes;
        if let Some((&(rest, _), others)) = counts.split_first() {
            if counts.len() <= MAX_CLASSES {
                let rules: Option<Vec<ClassRule>> = others
                    .iter()
                    .map(|&(v, _)| find_sequence_class_rule(&opt, v))
                    .collect();
                if let Some(rules) = rules {
                    a.classes.extend(rules);
                    a.rest = Some(rest);
                    a.predicts = Predicts::Values;
                }
            }
        } else {
            a.predicts = Predicts::Values;
        }
        if letters {
            a.predicts = Predicts::Values;
        }
        let upto = values.len() - 1;
        let mut parts = vec![a.classes[0].sentence(if letters {
            "the P-positions"
        } else {
            "the P-positions (g = 0)"
        })];
        for r in &a.classes[1..] {
            parts.push(r.sentence(&format!("the n with g(n) = {}", r.value)));
        }
        if let Some(rest) = a.rest {
            if !letters {
                parts.push(format!("every other n has g(n) = {rest}"));
            }
        }
        a.sentence = format!(
            "classes: {}. No period up to {upto}{}.",
            parts.join("; "),
            if a.predicts == Predicts::Outcomes {
                " and no rule for the other values, so only outcomes are predicted"
            } else {
                ""
            }
        );
        a
    }

    /// Whether a pattern is named.
    pub fn named(&self) -> bool {
        self.predicts != Predicts::Nothing
    }

    /// The value (or, for [`Predicts::Outcomes`], 0 for P and 1 for N) of
    /// every n in `0..=upto` (placeholders before `first`) by the named
    /// pattern: the table where it goes, the rule beyond; `None` when nothing is named.
    ///
    /// # Complexity
    /// O(upto) (plus the catalogue terms up to `upto`).
    pub fn predict(&self, upto: usize) -> Option<Vec<u32>> {
        let known = self.values.len();
        let outcome = |v: u32| u32::from(v != 0);
        match self.predicts {
            Predicts::Nothing => None,
            _ if self.verdict.kind != "none" => {
                let a = self.verdict.preperiod?;
                let p = self.verdict.period?;
                let s = self.verdict.saltus?;
                Some(
                    (0..=upto)
                        .map(|n| {
                            if n < known {
                                self.values[n]
                            } else {
                                let k = (n - a) / p;
                                self.values[a + (n - a) % p] + s * k as u32
                            }
                        })
                        .collect(),
                )
            }
            predicts => {
                let masks: Vec<(Vec<bool>, Vec<bool>)> =
                    self.classes.iter().map(|r| r.masks(upto)).collect();
                Some(
                    (0..=upto)
                        .map(|n| {
                            if n < known {
                                let v = self.values[n];
                                return if predicts == Predicts::Outcomes {
                                    outcome(v)
                                } else {
                                    v
                                };
                            }
                            let hit = self
                                .classes
                                .iter()
                                .zip(&masks)
                                .find(|(r, (a, b))| r.holds(n, a, b));
                            match (predicts, hit) {
                                (Predicts::Outcomes, h) => u32::from(h.is_none()),
                                (_, Some((r, _))) => r.value,
                                (_, None) => self.rest.unwrap_or(1),
                            }
                        })
                        .collect(),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn grundy(upto: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<u32> {
        let mut g = vec![0u32; upto + 1];
        for n in 0..=upto {
            let opts: Vec<u32> = moves(n).iter().map(|&m| g[m]).collect();
            g[n] = (0..).find(|v| !opts.contains(v)).unwrap();
        }
        g
    }

    /// Predictions from a short table agree with a long one wherever they are made.
    #[test]
    fn predictions_never_contradict_longer_tables() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut named = 0;
        for _ in 0..60 {
            // A random subtraction set, possibly with a divisor move.
            let set: Vec<usize> = (0..rng.gen_range(1..4))
                .map(|_| rng.gen_range(1..9))
                .collect();
            let divisor = rng.gen_bool(0.3);
            let moves = |n: usize| {
                let mut m: Vec<usize> = set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect();
                if divisor {
                    m.extend((2..n).filter(|d| n / d * d == n).map(|d| n - d));
                }
                m
            };
            let long = grundy(1500, moves);
            let a = LineAnalysis::new(&long[..=300], 0, false);
            if let Some(p) = a.predict(1500) {
                named += 1;
                for n in 0..=1500 {
                    let want = match a.predicts {
                        Predicts::Outcomes => u32::from(long[n] != 0),
                        _ => long[n],
                    };
                    assert_eq!(p[n], want, "{set:?} {divisor} n = {n}: {}", a.sentence);
                }
            }
        }
        assert!(named > 20, "only {named}");
    }
}
