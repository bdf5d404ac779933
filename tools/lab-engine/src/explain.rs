//! Why `g(n)` is what it is: the positions one move away from a heap of size n, their values, and their mex.

use crate::game::Game;
use crate::octal::OctalGame;
use crate::split::SplitRule;

/// One position reachable in one move: the heaps left (empty heaps omitted) and its Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Successor {
    /// Sizes of the non-empty heaps left, smallest first (empty: nothing left).
    pub heaps: Vec<usize>,
    /// XOR of their Grundy values.
    pub value: u32,
}

/// The options of a heap of size n and the mex of their values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The heap size.
    pub n: usize,
    /// The options, at most the `limit` given (in the order the rules list them).
    pub options: Vec<Successor>,
    /// Whether `options` lists every option (else the listing stopped at the limit).
    pub complete: bool,
    /// The distinct values of the listed options, increasing.
    pub reachable: Vec<u32>,
    /// The smallest value not in `reachable`.
    pub mex: u32,
}

impl Explanation {
    /// The mex argument in one sentence, e.g. `g(7) = mex{0, 1, 3} = 2: …`.
    ///
    /// # Complexity
    /// O(number of reachable values).
    ///
    /// # Example
    /// ```
    /// use lab_engine::explain::explain;
    /// use lab_engine::game::Game;
    /// let game = Game::Subtraction(vec![1, 2]);
    /// let e = explain(&game, &game.grundy(5), 5, 100);
    /// assert_eq!(e.sentence(), "g(5) = mex{0, 1} = 2: one move reaches the values 0 to 1 but never 2.");
    /// ```
    pub fn sentence(&self) -> String {
        let set: Vec<String> = self.reachable.iter().map(|v| v.to_string()).collect();
        let head = format!("g({}) = mex{{{}}} = {}", self.n, set.join(", "), self.mex);
        let tail = if self.options.is_empty() {
            ": there is no move, so the player to move loses (a P-position).".to_string()
        } else if self.mex == 0 {
            ": no move reaches a position of value 0, so the player to move loses (a P-position)."
                .to_string()
        } else if self.mex == 1 {
            ": one move reaches value 0 but never 1; moving to a value-0 position wins.".to_string()
        } else {
            format!(
                ": one move reaches the values 0 to {} but never {}.",
                self.mex - 1,
                self.mex
            )
        };
        let more = if self.complete {
            String::new()
        } else {
            format!(
                " (Only the first {} options are listed.)",
                self.options.len()
            )
        };
        head + &tail + &more
    }
}

/// The options of a heap of size `n` in `game`, read from the table `g` (which must reach `n`),
/// listing at most `limit` of them, with the mex of their values.
///
/// Written from the rules directly, not from the table builders, so comparing
/// `mex` with `g[n]` checks the builders.
///
/// # Panics
/// If `n ≥ g.len()`.
///
/// # Complexity
/// O(min(options, limit) · parts) plus O(n) for the divisor game; the number of
/// options is |S| for subtraction games, O(n) for octal games and two-part
/// splits, O(n^(K−1)) for splits into K parts.
///
/// # Example
/// ```
/// use lab_engine::explain::explain;
/// use lab_engine::game::Game;
/// let game = Game::Subtraction(vec![2, 5, 7]);
/// let g = game.grundy(10);
/// let e = explain(&game, &g, 7, 100);
/// let left: Vec<Vec<usize>> = e.options.iter().map(|o| o.heaps.clone()).collect();
/// assert_eq!(left, vec![vec![5], vec![2], vec![]]);
/// assert_eq!(e.mex, g[7]);
/// ```
pub fn explain(game: &Game, g: &[u32], n: usize, limit: usize) -> Explanation {
    assert!(n < g.len(), "the table must reach n");
    let mut list = Lister {
        g,
        options: Vec::new(),
        limit,
        complete: true,
    };
    match game {
        Game::Subtraction(moves) => {
            for &s in moves {
                if s <= n {
                    list.push(&[n - s]);
                }
            }
        }
        Game::Divisors => {
            for d in 1..n {
                if n.is_multiple_of(d) {
                    list.push(&[d]);
                }
            }
        }
        Game::Octal(code) => octal_options(code, n, &mut list),
        Game::Split(rule) => split_options(*rule, n, &mut list),
    }
    let mut reachable: Vec<u32> = list.options.iter().map(|o| o.value).collect();
    reachable.sort_unstable();
    reachable.dedup();
    let mex = reachable
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u32)
        .map_or(reachable.len() as u32, |(i, _)| i as u32);
    Explanation {
        n,
        options: list.options,
        complete: list.complete,
        reachable,
        mex,
    }
}

/// Collects options up to a limit.
struct Lister<'a> {
    g: &'a [u32],
    options: Vec<Successor>,
    limit: usize,
    complete: bool,
}

impl Lister<'_> {
    /// Records the option leaving `heaps` (zeros dropped); false once the limit is hit.
    fn push(&mut self, heaps: &[usize]) -> bool {
        if self.options.len() >= self.limit {
            self.complete = false;
            return false;
        }
        let mut left: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        left.sort_unstable();
        let value = left.iter().fold(0, |x, &h| x ^ self.g[h]);
        self.options.push(Successor { heaps: left, value });
        true
    }
}

/// Octal digit `d_k`: remove k tokens, leaving nothing (bit 1), one heap (bit 2) or two heaps (bit 4).
fn octal_options(code: &OctalGame, n: usize, list: &mut Lister) {
    for (k, &d) in code.digits().iter().enumerate() {
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && k > 0 && rest == 0 && !list.push(&[]) {
            return;
        }
        if d & 2 != 0 && k > 0 && rest >= 1 && !list.push(&[rest]) {
            return;
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                if !list.push(&[a, rest - a]) {
                    return;
                }
            }
        }
    }
}

/// Take any positive number (with `take`), or split into `parts` non-empty heaps (all different with `unequal`).
fn split_options(rule: SplitRule, n: usize, list: &mut Lister) {
    if rule.take {
        for left in (0..n).rev() {
            if !list.push(&[left]) {
                return;
            }
        }
    }
    // Non-decreasing (strictly increasing when unequal) parts summing to n, as an odometer.
    let k = rule.parts;
    let step = usize::from(rule.unequal);
    // Smallest sum of parts[i..] when parts[i] = x: x + (x + step) + … (k − i terms).
    let min_tail = |x: usize, terms: usize| terms * x + step * terms * terms.saturating_sub(1) / 2;
    if k == 0 || min_tail(1, k) > n {
        return;
    }
    let mut parts = vec![0usize; k];
    // Fill parts[i..k-1] minimally from x, the last part takes the rest; returns false if impossible.
    let fill = |parts: &mut [usize], i: usize, x: usize, remaining: usize| -> bool {
        let terms = k - i;
        if min_tail(x, terms) > remaining {
            return false;
        }
        let mut r = remaining;
        for (j, p) in parts.iter_mut().enumerate().take(k - 1).skip(i) {
            *p = x + step * (j - i);
            r -= *p;
        }
        parts[k - 1] = r;
        true
    };
    fill(&mut parts, 0, 1, n);
    loop {
        if !list.push(&parts) {
            return;
        }
        // Advance the rightmost part (before the last) that can grow.
        let mut i = k - 1;
        let advanced = loop {
            if i == 0 {
                break false;
            }
            i -= 1;
            let used: usize = parts[..i].iter().sum();
            let next = parts[i] + 1;
            if fill(&mut parts, i, next, n - used) {
                break true;
            }
        };
        if !advanced {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn check(game: &Game, upto: usize) {
        let g = game.grundy(upto);
        for n in game.first_position()..=upto {
            let e = explain(game, &g, n, usize::MAX);
            assert!(e.complete);
            assert_eq!(e.mex, g[n], "{} at n = {n}", game.command());
            assert!(!e.reachable.contains(&g[n]));
        }
    }

    #[test]
    fn options_rebuild_every_table_from_the_rules() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..150 {
            let mut moves: Vec<usize> = (0..rng.gen_range(1..5))
                .map(|_| rng.gen_range(1..12))
                .collect();
            moves.sort_unstable();
            moves.dedup();
            check(&Game::Subtraction(moves), 60);
            let digits: String = (0..rng.gen_range(1..4))
                .map(|_| char::from(b'0' + rng.gen_range(0..8u8)))
                .collect();
            let whole = if rng.gen_bool(0.2) { "4" } else { "0" };
            check(
                &Game::Octal(OctalGame::parse(&format!("{whole}.{digits}")).unwrap()),
                60,
            );
            let rule = SplitRule {
                parts: rng.gen_range(2..5),
                unequal: rng.gen_bool(0.5),
                take: rng.gen_bool(0.5),
            };
            check(&Game::Split(rule), 30);
        }
        check(&Game::Divisors, 200);
    }

    #[test]
    fn splits_list_each_partition_once() {
        let game = Game::Split(SplitRule {
            parts: 3,
            unequal: false,
            take: false,
        });
        let g = game.grundy(7);
        let e = explain(&game, &g, 7, 100);
        let left: Vec<Vec<usize>> = e.options.iter().map(|o| o.heaps.clone()).collect();
        assert_eq!(
            left,
            vec![vec![1, 1, 5], vec![1, 2, 4], vec![1, 3, 3], vec![2, 2, 3]]
        );
        let grundy = Game::Split(SplitRule::GRUNDY);
        let e = explain(&grundy, &grundy.grundy(6), 6, 100);
        let left: Vec<Vec<usize>> = e.options.iter().map(|o| o.heaps.clone()).collect();
        assert_eq!(left, vec![vec![1, 5], vec![2, 4]]);
    }

    #[test]
    fn the_limit_cuts_the_listing_and_says_so() {
        let game = Game::Split(SplitRule {
            parts: 3,
            unequal: false,
            take: false,
        });
        let g = game.grundy(40);
        let e = explain(&game, &g, 40, 10);
        assert_eq!(e.options.len(), 10);
        assert!(!e.complete);
        assert!(e.sentence().contains("Only the first 10 options"));
    }

    #[test]
    fn sentences_for_losing_positions() {
        let game = Game::Subtraction(vec![2]);
        let g = game.grundy(4);
        assert_eq!(
            explain(&game, &g, 1, 10).sentence(),
            "g(1) = mex{} = 0: there is no move, so the player to move loses (a P-position)."
        );
        assert!(explain(&game, &g, 4, 10)
            .sentence()
            .contains("no move reaches a position of value 0"));
    }
}
