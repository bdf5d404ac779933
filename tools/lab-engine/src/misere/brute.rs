//! Misère Grundy values and outcomes of explicit sums of octal heaps and nim-heaps by game-tree search (the reference).

use super::heap_options;
use crate::tables::octal::OctalGame;
use std::collections::HashMap;

/// A memoised game-tree search over sums of heaps of one octal game and
/// nim-heaps, in misère play, written from the rules alone.
///
/// A position is a multiset of components; the misère Grundy value of a
/// position with no move is 1, else the mex of its options' values; the
/// position is a misère P-position (the player to move loses) exactly when
/// that value is 0.
#[derive(Debug, Clone)]
pub struct Brute {
    game: OctalGame,
    options: Vec<Vec<Vec<usize>>>,
    memo: HashMap<Vec<u32>, u32>,
}

/// A component: an octal heap `n` is `2n`, a nim-heap `*m` is `2m + 1`.
fn heap(n: usize) -> u32 {
    2 * n as u32
}

fn nim(m: u32) -> u32 {
    2 * m + 1
}

impl Brute {
    /// A search for `game` with an empty memo.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::brute::Brute;
    /// use lab_engine::tables::octal::OctalGame;
    /// let mut kayles = Brute::new(OctalGame::parse("0.77").unwrap());
    /// assert!(kayles.is_p(&[1])); // the only move leaves nothing: the mover loses
    /// ```
    pub fn new(game: OctalGame) -> Self {
        Brute {
            game,
            options: Vec::new(),
            memo: HashMap::new(),
        }
    }

    /// Number of positions searched so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::brute::Brute;
    /// use lab_engine::tables::octal::OctalGame;
    /// let mut b = Brute::new(OctalGame::parse("0.77").unwrap());
    /// b.is_p(&[2]);
    /// assert!(b.positions() >= 2);
    /// ```
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    fn heap_options(&mut self, n: usize) -> &[Vec<usize>] {
        while self.options.len() <= n {
            let k = self.options.len();
            self.options.push(heap_options(&self.game, k));
        }
        &self.options[n]
    }

    /// Sorted components, without those that have no move.
    fn normal(&mut self, mut pos: Vec<u32>) -> Vec<u32> {
        pos.retain(|&c| if c % 2 == 1 { c > 1 } else { true });
        let mut out = Vec::with_capacity(pos.len());
        for c in pos {
            if c % 2 == 1 || !self.heap_options((c / 2) as usize).is_empty() {
                out.push(c);
            }
        }
        out.sort_unstable();
        out
    }

    fn moves(&mut self, pos: &[u32]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for i in 0..pos.len() {
            if i > 0 && pos[i] == pos[i - 1] {
                continue;
            }
            let c = pos[i];
            let rest: Vec<u32> = pos[..i].iter().chain(&pos[i + 1..]).copied().collect();
            if c % 2 == 1 {
                for j in 0..c / 2 {
                    let mut next = rest.clone();
                    next.push(nim(j));
                    out.push(self.normal(next));
                }
            } else {
                let opts = self.heap_options((c / 2) as usize).to_vec();
                for o in opts {
                    let mut next = rest.clone();
                    next.extend(o.iter().map(|&h| heap(h)));
                    out.push(self.normal(next));
                }
            }
        }
        out
    }

    fn value(&mut self, start: Vec<u32>) -> u32 {
        let start = self.normal(start);
        if let Some(&v) = self.memo.get(&start) {
            return v;
        }
        // Explicit stack: a position is evaluated once all its options are.
        let mut stack = vec![start.clone()];
        while let Some(pos) = stack.last().cloned() {
            if self.memo.contains_key(&pos) {
                stack.pop();
                continue;
            }
            let moves = self.moves(&pos);
            let missing: Vec<Vec<u32>> = moves
                .iter()
                .filter(|m| !self.memo.contains_key(*m))
                .cloned()
                .collect();
            if missing.is_empty() {
                let v = if moves.is_empty() {
                    1
                } else {
                    let vals: Vec<u64> = moves.iter().map(|m| u64::from(self.memo[m])).collect();
                    games_core::mex::mex(vals) as u32
                };
                self.memo.insert(pos, v);
                stack.pop();
            } else {
                stack.extend(missing);
            }
        }
        self.memo[&start]
    }

    /// The misère Grundy value of the sum of octal heaps `heaps` and nim-heaps `*m` for `m` in `nims`.
    ///
    /// # Complexity
    /// Exponential: every position of the sum is searched once (memoised).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::brute::Brute;
    /// use lab_engine::tables::octal::OctalGame;
    /// let mut b = Brute::new(OctalGame::parse("0.77").unwrap());
    /// assert_eq!(b.misere_grundy(&[], &[]), 1); // no move: value 1
    /// assert_eq!(b.misere_grundy(&[], &[2, 2]), 0); // *2 + *2 loses
    /// ```
    pub fn misere_grundy(&mut self, heaps: &[usize], nims: &[u32]) -> u32 {
        let pos = heaps
            .iter()
            .map(|&h| heap(h))
            .chain(nims.iter().map(|&m| nim(m)))
            .collect();
        self.value(pos)
    }

    /// Whether the sum of heaps is a misère P-position (the player to move loses).
    ///
    /// # Complexity
    /// As [`Brute::misere_grundy`].
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::brute::Brute;
    /// use lab_engine::tables::octal::OctalGame;
    /// let mut kayles = Brute::new(OctalGame::parse("0.77").unwrap());
    /// assert!(kayles.is_p(&[1, 1, 1]));
    /// assert!(!kayles.is_p(&[]));
    /// ```
    pub fn is_p(&mut self, heaps: &[usize]) -> bool {
        self.misere_grundy(heaps, &[]) == 0
    }
}

/// Every sum of the heaps in `parts` (each any number of times) with at most
/// `max_total` tokens, as a sorted list of heap sizes, the empty sum first.
///
/// # Complexity
/// O(number of sums · max_total).
///
/// # Example
/// ```
/// use lab_engine::misere::brute::sums_upto;
/// assert_eq!(sums_upto(&[1, 2], 2), vec![vec![], vec![1], vec![1, 1], vec![2]]);
/// ```
pub fn sums_upto(parts: &[usize], max_total: usize) -> Vec<Vec<usize>> {
    let mut parts: Vec<usize> = parts.iter().copied().filter(|&p| p > 0).collect();
    parts.sort_unstable();
    parts.dedup();
    let mut out = vec![Vec::new()];
    for &p in &parts {
        let mut next = Vec::new();
        for s in &out {
            let total: usize = s.iter().sum();
            let mut t = s.clone();
            next.push(t.clone());
            let mut left = max_total - total;
            while left >= p {
                t.push(p);
                left -= p;
                next.push(t.clone());
            }
        }
        out = next;
    }
    out.sort();
    out
}

/// Indistinguishability as far as small sums show it, from the rules alone:
/// every sum X of `parts` with at most `max_x` tokens (as [`sums_upto`]),
/// and for each a class number, equal for two sums exactly when X + Z has
/// the same misère outcome for both, for every sum Z of `parts` with at most
/// `max_z` tokens. (Indistinguishability proper asks this for every Z; with
/// Z bounded the classes can only be coarser.)
///
/// # Complexity
/// Exponential: every position of every X + Z is searched once (memoised).
///
/// # Example
/// ```
/// use lab_engine::misere::brute::{outcome_classes, Brute};
/// use lab_engine::tables::octal::OctalGame;
/// let mut b = Brute::new(OctalGame::parse("0.77").unwrap());
/// let (sums, class) = outcome_classes(&mut b, &[1], 3, 3);
/// // 0, 1, 1+1, 1+1+1: misère Nim on heaps of 1 alternates N, P, N, P.
/// assert_eq!(sums.len(), 4);
/// assert_eq!(class[0], class[2]);
/// assert_ne!(class[0], class[1]);
/// ```
pub fn outcome_classes(
    brute: &mut Brute,
    parts: &[usize],
    max_x: usize,
    max_z: usize,
) -> (Vec<Vec<usize>>, Vec<u32>) {
    let xs = sums_upto(parts, max_x);
    let zs = sums_upto(parts, max_z);
    let mut ids: HashMap<Vec<bool>, u32> = HashMap::new();
    let mut class = Vec::with_capacity(xs.len());
    for x in &xs {
        let sig: Vec<bool> = zs
            .iter()
            .map(|z| {
                let mut s = x.clone();
                s.extend_from_slice(z);
                brute.is_p(&s)
            })
            .collect();
        let n = ids.len() as u32;
        class.push(*ids.entry(sig).or_insert(n));
    }
    (xs, class)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_nim_rule_holds_for_nim_heaps() {
        // The octal game 0.3 is irrelevant here: only nim-heaps are used.
        let mut b = Brute::new(OctalGame::parse("0.3").unwrap());
        for a in 0..5u32 {
            for c in 0..5u32 {
                for d in 0..4u32 {
                    let heaps = [a, c, d];
                    let big = heaps.iter().any(|&h| h >= 2);
                    let x = a ^ c ^ d;
                    let p = if big { x == 0 } else { x == 1 };
                    assert_eq!(b.misere_grundy(&[], &heaps) == 0, p, "{heaps:?}");
                }
            }
        }
    }
}
