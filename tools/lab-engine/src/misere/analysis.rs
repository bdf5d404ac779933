//! One octal game in misère play: genus table, quotient with a presentation, and the outcome of a sum of heaps with a winning move.

use super::genus::{genus_by_search, genus_table, Genus};

/// Positions the genus search may visit (a few hundred MiB at most).
pub const GENUS_POSITIONS: usize = 3_000_000;
use super::period::{self, Period};
use super::quotient::Monoid;
use super::{build_octal, heap_options, HeapStep};
use crate::tables::octal::OctalGame;
use std::collections::HashMap;

/// The lab's misère analysis of the heaps `0..=upto` of an octal game.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The game.
    pub game: OctalGame,
    /// The largest heap asked for.
    pub requested: usize,
    /// Normal-play Grundy values `g(0..=requested)`.
    pub normal: Vec<u32>,
    /// The genus of heaps `0..genus.len()`.
    pub genus: Vec<Genus>,
    /// Why the genus table stops early, if it does.
    pub genus_stop: Option<String>,
    /// How many heaps (`0..genus_exact`) have their genus read exactly from the
    /// quotient of the heaps and the nim-heaps ([`super::genus::genus_table`]);
    /// the rest of `genus` comes from the capped search (checked, not proved).
    pub genus_exact: usize,
    /// The misère quotient of the heaps `0..=reached`.
    pub quotient: Monoid,
    /// The letter of each heap `0..=reached` in `quotient` (`None`: no move, the identity).
    pub letter_of: Vec<Option<u32>>,
    /// The largest heap in the quotient.
    pub reached: usize,
    /// Why the quotient stops early, if it does.
    pub stop: Option<String>,
    /// The period of the heaps' elements the periodicity theorem proves from
    /// heaps `0..=reached` ([`super::period`]): the quotient is then the whole
    /// game's and every heap has an element.
    pub period: Option<Period>,
    /// A period seen in the elements but not yet proved, with the heap that would prove it.
    pub period_seen: Option<Period>,
    /// Each heap the quotient builder added: the order it gave, its time and kept pairs.
    pub steps: Vec<HeapStep>,
}

/// A generator-and-relation presentation of a quotient, with each element's normal form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presentation {
    /// Generator names (`a`, `b`, …) and the heap each is the image of.
    pub generators: Vec<(String, usize)>,
    /// Relations `lhs = rhs`, written as monomials.
    pub relations: Vec<(String, String)>,
    /// The normal form (a monomial in the generators, `1` the identity) of each element.
    pub names: Vec<String>,
}

/// The outcome of a sum of heaps, with a winning move when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// `true`: a misère P-position (the player to move loses).
    pub p: bool,
    /// A winning move: the index of the heap moved in, its size, and the heaps it leaves.
    pub winning: Option<(usize, usize, Vec<usize>)>,
    /// The element of the quotient the sum maps to.
    pub element: u32,
}

fn generator_name(i: usize) -> String {
    if i < 26 {
        char::from(b'a' + i as u8).to_string()
    } else {
        format!("x{i}")
    }
}

fn monomial(exps: &[u32], gens: &[(String, usize)]) -> String {
    let mut s = String::new();
    for (i, &e) in exps.iter().enumerate() {
        if e == 0 {
            continue;
        }
        s.push_str(&gens[i].0);
        if e > 1 {
            s.push('^');
            s.push_str(&e.to_string());
        }
    }
    if s.is_empty() {
        "1".into()
    } else {
        s
    }
}

impl Analysis {
    /// Builds the genus table (by search, [`genus_by_search`]) and the
    /// quotient of the heaps `0..=upto`; `budget` caps the quotient's pair
    /// search per heap (see [`super::quotient::Builder`]).
    ///
    /// # Complexity
    /// Exponential for the genus (capped), [`super::quotient::Builder::push`] per heap for the quotient.
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new(OctalGame::parse("0.77").unwrap(), 10, 1_000_000);
    /// assert_eq!(a.reached, 10);
    /// assert_eq!(a.genus[1].to_string(), "1^{031}");
    /// ```
    pub fn new(game: OctalGame, upto: usize, budget: usize) -> Self {
        Analysis::new_quotient_only(game, upto, budget).with_genus(GENUS_POSITIONS)
    }

    /// Adds the genus table of the heaps `0..=requested` by search
    /// ([`genus_by_search`]), visiting at most `positions` positions.
    ///
    /// # Complexity
    /// Exponential in the heap size, capped by `positions`.
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new_quotient_only(OctalGame::parse("0.77").unwrap(), 6, 100_000);
    /// assert_eq!(a.with_genus(100_000).genus[5].to_string(), "4^{146}");
    /// ```
    pub fn with_genus(mut self, positions: usize) -> Self {
        (self.genus, self.genus_stop) = genus_by_search(&self.game, self.requested, positions);
        self
    }

    /// Adds the genus table of the heaps `0..=requested`, read exactly from the
    /// quotient of the heaps and the nim-heaps `*1 … *M`
    /// ([`super::genus::genus_table`], pair budget `budget`) as far as that
    /// quotient reaches, and by search ([`genus_by_search`], at most
    /// `positions` positions) only for the heaps beyond it;
    /// [`Analysis::genus_exact`] says where the exact part ends.
    ///
    /// # Complexity
    /// That of [`super::genus::genus_table`], plus the capped search when the quotient stops early.
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new_quotient_only(OctalGame::parse("0.77").unwrap(), 12, 1_000_000)
    ///     .with_exact_genus(100_000, 20_000_000);
    /// assert_eq!(a.genus_exact, 13); // every heap 0..=12 exact
    /// assert_eq!(a.genus[5].to_string(), "4^{146}");
    /// // A smaller pair budget stops the quotient with the nim-heaps early: the rest is searched.
    /// let b = Analysis::new_quotient_only(OctalGame::parse("0.77").unwrap(), 12, 1_000_000)
    ///     .with_exact_genus(100_000, 1_000);
    /// assert!(b.genus_exact < 13);
    /// assert_eq!(b.genus, a.genus);
    /// ```
    pub fn with_exact_genus(mut self, positions: usize, budget: usize) -> Self {
        let exact = match genus_table(&self.game, self.requested, budget) {
            Ok(t) => t.genus,
            Err(_) => Vec::new(),
        };
        self.genus_exact = exact.len();
        self.genus_stop = None;
        self.genus = exact;
        if self.genus_exact <= self.requested {
            let (search, stop) = genus_by_search(&self.game, self.requested, positions);
            self.genus.extend(search.into_iter().skip(self.genus_exact));
            self.genus_stop = stop;
        }
        self
    }

    /// The quotient alone (no genus table): enough for outcomes of sums.
    ///
    /// # Complexity
    /// One quotient build; see [`super::quotient::Builder::push`].
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new_quotient_only(OctalGame::parse("0.77").unwrap(), 6, 100_000);
    /// assert!(a.genus.is_empty());
    /// assert!(!a.outcome(&[6]).unwrap().p);
    /// ```
    pub fn new_quotient_only(game: OctalGame, upto: usize, budget: usize) -> Self {
        let normal = crate::tables::game::Game::Octal(game.clone()).grundy(upto);
        let built = build_octal(&game, upto, 0, budget);
        Analysis {
            game,
            requested: upto,
            normal,
            genus: Vec::new(),
            genus_stop: None,
            genus_exact: 0,
            quotient: built.monoid,
            letter_of: built.letter_of,
            reached: built.reached,
            stop: built.stop,
            period: None,
            period_seen: None,
            steps: built.steps,
        }
        .with_period()
    }

    /// Fills [`Analysis::period`] and [`Analysis::period_seen`] from the heaps built.
    fn with_period(mut self) -> Self {
        let elements: Vec<u32> = (0..=self.reached)
            .map(|h| self.letter_of[h].map_or(0, |a| self.quotient.letter(a)))
            .collect();
        let k = self.game.max_removal();
        let heaps = self.game.max_heaps_left();
        self.period = period::proved(&elements, k, heaps);
        if self.period.is_none() {
            self.period_seen = period::seen(&elements, k, heaps);
        }
        self
    }

    /// Whether every heap, however large, has an element (a period is proved).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// assert!(Analysis::new_quotient_only(OctalGame::parse("0.75").unwrap(), 40, 100_000).covers_all());
    /// assert!(!Analysis::new_quotient_only(OctalGame::parse("0.75").unwrap(), 10, 100_000).covers_all());
    /// ```
    pub fn covers_all(&self) -> bool {
        self.period.is_some()
    }

    /// The largest n such that every heap `0..=n` has a tame genus (`None` if even heap 0's table is missing).
    ///
    /// # Complexity
    /// O(heaps).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new(OctalGame::parse("0.07").unwrap(), 12, 1_000_000);
    /// assert!(a.tame_upto().unwrap() >= 8);
    /// ```
    pub fn tame_upto(&self) -> Option<usize> {
        let first_wild = self.genus.iter().position(|g| !g.is_tame());
        match first_wild {
            Some(0) => None,
            Some(n) => Some(n - 1),
            None => self.genus.len().checked_sub(1),
        }
    }

    /// The element a heap maps to (`None` beyond the quotient).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new(OctalGame::parse("0.77").unwrap(), 5, 100_000);
    /// assert_eq!(a.element(0), Some(0));
    /// assert_eq!(a.element(6), None);
    /// ```
    pub fn element(&self, heap: usize) -> Option<u32> {
        let heap = match self.period {
            Some(p) if heap > self.reached => p.reduce(heap),
            _ => heap,
        };
        if heap > self.reached {
            return None;
        }
        Some(self.letter_of[heap].map_or(0, |a| self.quotient.letter(a)))
    }

    /// The options of heap `h` as far as their elements go: every option for
    /// a heap in the table; beyond it (a proved period), the splits a + b
    /// with a below `start + period` only, since any other split reaches the
    /// same element as (a − p) + (b + p) (see [`super::period`]); likewise
    /// the splits a + b + c in three with a ≤ b both below `start + period`
    /// (while the middle part is at least `start + period`, moving p tokens
    /// from it to the largest keeps every element and the sum).
    ///
    /// # Complexity
    /// O(h) in the table (O(h²) with three-heap digits), O(start + period)
    /// per digit beyond it (O((start + period)²) for a three-heap digit).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new_quotient_only(OctalGame::parse("0.75").unwrap(), 40, 100_000);
    /// assert_eq!(a.options_of(3), vec![vec![1, 1], vec![2]]);
    /// assert!(a.options_of(1_000_000_000_000_000_000).len() < 40);
    /// // Trailing zero digits move nothing, however far they reach.
    /// let b = Analysis::new_quotient_only(OctalGame::parse("0.300000000000000000000000000000").unwrap(), 20, 100_000);
    /// assert!(b.covers_all());
    /// assert_eq!(b.options_of(21), vec![vec![20]]);
    /// ```
    pub fn options_of(&self, h: usize) -> Vec<Vec<usize>> {
        let Some(p) = self.period.filter(|_| h > self.reached) else {
            return heap_options(&self.game, h);
        };
        let mut out = Vec::new();
        // Digits past the last non-zero one (`0.30`) move nothing.
        for (j, &d) in self
            .game
            .digits()
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d != 0)
        {
            let t = h - j; // h > reached ≥ k ≥ j for every non-zero digit j
            if d & 2 != 0 && j > 0 {
                out.push(vec![t]);
            }
            let small = p.start + p.period - 1;
            if d & 4 != 0 {
                for a in 1..=(t / 2).min(small) {
                    out.push(vec![a, t - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..=(t / 3).min(small) {
                    for b in a..=((t - a) / 2).min(small) {
                        out.push(vec![a, b, t - a - b]);
                    }
                }
            }
        }
        out
    }

    /// The misère outcome of the sum of `heaps` and, when it is an
    /// N-position with a move, a winning move, read from the quotient.
    ///
    /// # Errors
    /// When a heap lies beyond the quotient (heap > `reached`).
    ///
    /// # Complexity
    /// O(heaps + options of the heaps): one product per option.
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new(OctalGame::parse("0.77").unwrap(), 10, 1_000_000);
    /// assert!(a.outcome(&[1, 1, 1]).unwrap().p);
    /// let o = a.outcome(&[2, 3]).unwrap();
    /// assert!(!o.p);
    /// // 2 + 3 → 2 + 1 + 1 (the middle pin of three): a P-position.
    /// assert!(o.winning.is_some());
    /// assert!(a.outcome(&[11]).is_err());
    /// ```
    pub fn outcome(&self, heaps: &[usize]) -> Result<Outcome, String> {
        if let Some(&h) = heaps.iter().find(|&&h| self.element(h).is_none()) {
            return Err(format!(
                "heap {h} is beyond the tabulated quotient (heaps up to {})",
                self.reached
            ));
        }
        let q = &self.quotient;
        let images: Vec<u32> = heaps
            .iter()
            .map(|&h| self.element(h).unwrap_or(0))
            .collect();
        let total = images.iter().fold(0, |acc, &x| q.mul(acc, x));
        let p = q.is_p(total);
        let mut winning = None;
        if !p {
            'search: for (i, &h) in heaps.iter().enumerate() {
                let rest = images
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .fold(0, |acc, (_, &x)| q.mul(acc, x));
                for o in self.options_of(h) {
                    let e = o
                        .iter()
                        .fold(rest, |acc, &k| q.mul(acc, self.element(k).unwrap_or(0)));
                    if q.is_p(e) {
                        winning = Some((i, h, o));
                        break 'search;
                    }
                }
            }
        }
        Ok(Outcome {
            p,
            winning,
            element: total,
        })
    }

    /// A presentation of the quotient: generators are the images of the
    /// heaps not already in the submonoid of the smaller heaps' images, in
    /// heap order; each element's normal form is its least monomial (by
    /// degree, then exponents in generator order); the relations are the
    /// least monomials that are not normal forms, each equal to its normal
    /// form (a complete rewriting system for the monoid).
    ///
    /// # Complexity
    /// O(order · generators²) products plus hashing.
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::new(OctalGame::parse("0.52").unwrap(), 12, 100_000);
    /// let p = a.presentation();
    /// assert_eq!(p.names.len(), a.quotient.order());
    /// ```
    pub fn presentation(&self) -> Presentation {
        let q = &self.quotient;
        let n = q.order();
        let mut gens: Vec<(String, usize)> = Vec::new();
        let mut gen_elem: Vec<u32> = Vec::new();
        let mut span = vec![false; n];
        span[0] = true;
        for heap in 1..=self.reached {
            let Some(x) = self.element(heap) else {
                continue;
            };
            if span[x as usize] {
                continue;
            }
            gens.push((generator_name(gens.len()), heap));
            gen_elem.push(x);
            // Close the span under the generators.
            let mut stack: Vec<u32> = (0..n as u32).filter(|&y| span[y as usize]).collect();
            while let Some(y) = stack.pop() {
                for &g in &gen_elem {
                    let z = q.mul(y, g);
                    if !span[z as usize] {
                        span[z as usize] = true;
                        stack.push(z);
                    }
                }
            }
        }
        let k = gens.len();
        let mut normal: Vec<Option<Vec<u32>>> = vec![None; n];
        normal[0] = Some(vec![0; k]);
        let mut normal_set: HashMap<Vec<u32>, u32> = HashMap::new();
        normal_set.insert(vec![0; k], 0);
        let mut frontier: Vec<(Vec<u32>, u32)> = vec![(vec![0; k], 0)];
        let mut relations = Vec::new();
        while !frontier.is_empty() {
            let mut candidates: Vec<(Vec<u32>, u32)> = Vec::new();
            for (m, x) in &frontier {
                for (i, &g) in gen_elem.iter().enumerate() {
                    let mut m2 = m.clone();
                    m2[i] += 1;
                    candidates.push((m2, q.mul(*x, g)));
                }
            }
            // Least first: exponents compared in generator order, larger first.
            candidates.sort_by(|a, b| b.0.cmp(&a.0));
            candidates.dedup_by(|a, b| a.0 == b.0);
            let mut next = Vec::new();
            for (m, x) in candidates {
                if normal[x as usize].is_none() {
                    normal[x as usize] = Some(m.clone());
                    normal_set.insert(m.clone(), x);
                    next.push((m, x));
                    continue;
                }
                // Not a normal form: a relation when every divisor is one.
                let minimal = (0..k).filter(|&i| m[i] > 0).all(|i| {
                    let mut d = m.clone();
                    d[i] -= 1;
                    normal_set.contains_key(&d)
                });
                if minimal {
                    let rhs = normal[x as usize].clone().unwrap_or_default();
                    relations.push((m, rhs));
                }
            }
            frontier = next;
        }
        let names = normal
            .iter()
            .map(|m| monomial(m.as_deref().unwrap_or(&[]), &gens))
            .collect();
        let relations = relations
            .iter()
            .map(|(l, r)| (monomial(l, &gens), monomial(r, &gens)))
            .collect();
        Presentation {
            generators: gens,
            relations,
            names,
        }
    }
}

impl Analysis {
    /// As [`Analysis::new`], with the genus search capped at `genus_positions`
    /// positions instead of the lab's cap: for callers that must answer fast
    /// (the web page). The cap is checked before each heap, as in [`genus_by_search`].
    ///
    /// # Complexity
    /// As [`Analysis::new`].
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::analysis::Analysis;
    /// use lab_engine::tables::octal::OctalGame;
    /// let a = Analysis::with_genus_cap(OctalGame::parse("0.77").unwrap(), 10, 100_000, 20_000);
    /// assert_eq!(a.genus[1].to_string(), "1^{031}");
    /// ```
    pub fn with_genus_cap(
        game: OctalGame,
        upto: usize,
        budget: usize,
        genus_positions: usize,
    ) -> Self {
        Analysis::new_quotient_only(game, upto, budget).with_genus(genus_positions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::brute::Brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Outcomes and winning moves read from the quotient against a game-tree
    /// search from the rules, on hundreds of random sums of small heaps of
    /// tame and wild games and of random octal codes; a sum the quotient does
    /// not cover must be refused, never answered.
    #[test]
    fn outcomes_agree_with_search_or_are_refused() {
        let mut rng = StdRng::seed_from_u64(22_2026);
        let mut codes: Vec<String> = ["0.77", "0.07", "0.137", "0.4", "0.75", "0.35", "0.123"]
            .iter()
            .map(|c| c.to_string())
            .collect();
        while codes.len() < 14 {
            let digits = rng.gen_range(2..=3);
            let mut code = String::from("0.");
            for i in 0..digits {
                let d = if i + 1 == digits {
                    rng.gen_range(1..=7)
                } else {
                    rng.gen_range(0..=7)
                };
                code.push(char::from(b'0' + d));
            }
            if OctalGame::parse(&code).is_ok() && !codes.contains(&code) {
                codes.push(code);
            }
        }
        let (mut answered, mut refused) = (0, 0);
        for code in &codes {
            let game = OctalGame::parse(code).unwrap();
            let a = Analysis::new_quotient_only(game.clone(), 10, 2_000_000);
            let mut b = Brute::new(game.clone());
            for _ in 0..40 {
                let count = rng.gen_range(1..=4);
                // Heaps 11 and 12 are past the quotient: refused.
                let heaps: Vec<usize> = (0..count).map(|_| rng.gen_range(0..=12)).collect();
                if heaps.iter().sum::<usize>() > 24 {
                    continue;
                }
                match a.outcome(&heaps) {
                    Err(_) => {
                        assert!(heaps.iter().any(|&h| h > a.reached), "{code} {heaps:?}");
                        refused += 1;
                    }
                    Ok(o) => {
                        answered += 1;
                        assert_eq!(o.p, b.is_p(&heaps), "{code} {heaps:?}");
                        let has_move = heaps.iter().any(|&h| !heap_options(&game, h).is_empty());
                        assert_eq!(o.winning.is_some(), !o.p && has_move, "{code} {heaps:?}");
                        if let Some((i, h, left)) = o.winning {
                            assert_eq!(heaps[i], h);
                            assert!(heap_options(&game, h).contains(&left), "{code} {heaps:?}");
                            let mut after = heaps.clone();
                            after.remove(i);
                            after.extend(left);
                            assert!(b.is_p(&after), "{code} {heaps:?} → {after:?}");
                        }
                    }
                }
            }
        }
        // Both paths ran.
        assert!(answered >= 300 && refused >= 5, "{answered} {refused}");
    }
}
