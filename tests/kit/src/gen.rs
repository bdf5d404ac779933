//! Writing generated inputs: integers, words and rows into a buffer or a file, with a seeded random source.

use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

/// 10^9, the usual judge value limit.
pub const E9: u64 = 1_000_000_000;
/// 10^18, our usual widened value limit.
pub const E18: u64 = 1_000_000_000_000_000_000;

/// How large a bench input is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Size {
    /// Judge scale or larger: what `BENCHMARKS.md` reports.
    Full,
    /// About a tenth of that, for a fast look (`cargo xtask bench --quick`) and the kit's own test.
    Quick,
}

impl Size {
    /// `full` for [`Size::Full`], `quick` for [`Size::Quick`].
    pub fn pick(self, full: u64, quick: u64) -> u64 {
        match self {
            Size::Full => full,
            Size::Quick => quick,
        }
    }
}

/// A buffered writer of whitespace-separated tokens plus the generator's random source.
///
/// # Example
/// ```
/// use problem_kit::Gen;
/// let mut g = Gen::in_memory(7);
/// g.num(3, b'\n').unwrap();
/// g.word(b"IXXI", b'\n').unwrap();
/// g.row(&[1, 2, 3]).unwrap();
/// assert_eq!(g.into_string(), "3\nIXXI\n1 2 3\n");
/// ```
pub struct Gen {
    out: Option<File>,
    buf: Vec<u8>,
    /// The generator's random numbers (seeded: a run is repeatable byte for byte).
    pub rng: StdRng,
}

/// Flush to the file past this many buffered bytes.
const FLUSH_AT: usize = 1 << 20;

impl Gen {
    /// A generator that writes to the file at `path`; call [`Gen::finish`] at the end.
    ///
    /// # Errors
    /// If the file cannot be created.
    pub fn to_file(path: &Path, seed: u64) -> io::Result<Self> {
        Ok(Gen {
            out: Some(File::create(path)?),
            buf: Vec::with_capacity(FLUSH_AT + 64),
            rng: StdRng::seed_from_u64(seed),
        })
    }

    /// A generator that keeps everything in memory; take it with [`Gen::into_string`].
    pub fn in_memory(seed: u64) -> Self {
        Gen {
            out: None,
            buf: Vec::new(),
            rng: StdRng::seed_from_u64(seed),
        }
    }

    fn spill(&mut self) -> io::Result<()> {
        if let Some(f) = self.out.as_mut() {
            if self.buf.len() >= FLUSH_AT {
                f.write_all(&self.buf)?;
                self.buf.clear();
            }
        }
        Ok(())
    }

    /// Appends `v` in decimal followed by `sep`.
    ///
    /// # Errors
    /// If writing to the file fails (never in memory).
    pub fn num(&mut self, v: u64, sep: u8) -> io::Result<()> {
        push_decimal(&mut self.buf, v);
        self.buf.push(sep);
        self.spill()
    }

    /// Appends the signed `v` in decimal followed by `sep`.
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn int(&mut self, v: i64, sep: u8) -> io::Result<()> {
        if v < 0 {
            self.buf.push(b'-');
        }
        self.num(v.unsigned_abs(), sep)
    }

    /// Appends the bytes of `w` followed by `sep` (a string token: `IXXI`, a word, digits).
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn word(&mut self, w: &[u8], sep: u8) -> io::Result<()> {
        self.buf.extend_from_slice(w);
        self.buf.push(sep);
        self.spill()
    }

    /// A random string of `len` bytes drawn from `alphabet`, followed by `sep`; returns it.
    ///
    /// # Errors
    /// As [`Gen::num`].
    ///
    /// # Panics
    /// If `alphabet` is empty.
    pub fn random_word(&mut self, len: usize, alphabet: &[u8], sep: u8) -> io::Result<Vec<u8>> {
        let w: Vec<u8> = (0..len)
            .map(|_| *alphabet.choose(&mut self.rng).expect("empty alphabet"))
            .collect();
        self.word(&w, sep)?;
        Ok(w)
    }

    /// Appends `values` separated by single spaces, then a newline (an empty row is just `\n`).
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn row(&mut self, values: &[u64]) -> io::Result<()> {
        if values.is_empty() {
            return self.word(b"", b'\n');
        }
        for (i, &v) in values.iter().enumerate() {
            self.num(v, if i + 1 == values.len() { b'\n' } else { b' ' })?;
        }
        Ok(())
    }

    /// Each of `edges` on its own row, its two ends in random order (one
    /// coin per edge): a graph's edge list as a judge's generator may
    /// write it. The order of the rows is the caller's (shuffle first).
    ///
    /// # Errors
    /// As [`Gen::num`].
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(5);
    /// g.edges_either_way(&[(1, 2), (3, 4)]).unwrap();
    /// let text = g.into_string();
    /// let rows: Vec<&str> = text.lines().collect();
    /// assert!(matches!(rows[0], "1 2" | "2 1") && matches!(rows[1], "3 4" | "4 3"));
    /// ```
    pub fn edges_either_way(&mut self, edges: &[(u64, u64)]) -> io::Result<()> {
        for &(u, v) in edges {
            if self.rng.gen_bool(0.5) {
                self.row(&[u, v])?;
            } else {
                self.row(&[v, u])?;
            }
        }
        Ok(())
    }

    /// The `n − 1` edges of a random tree on the vertices `1..=n`: vertex k + 1 hangs
    /// below one of the first k, then the vertices are renamed at random, the edges
    /// shuffled and each written either way round. Every labelled tree can come out
    /// (not uniformly: a random recursive tree). Write them with [`Gen::row`].
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(3);
    /// let edges = g.random_tree(5);
    /// assert_eq!(edges.len(), 4);
    /// // n − 1 edges that reach every vertex from 1: a tree.
    /// let mut reached = vec![1u64];
    /// while let Some(&(u, v)) = edges.iter().find(|&&(u, v)| reached.contains(&u) != reached.contains(&v)) {
    ///     reached.push(if reached.contains(&u) { v } else { u });
    /// }
    /// assert_eq!(reached.len(), 5);
    /// ```
    pub fn random_tree(&mut self, n: u64) -> Vec<(u64, u64)> {
        let mut name: Vec<u64> = (1..=n).collect();
        name.shuffle(&mut self.rng);
        let mut edges: Vec<(u64, u64)> = (1..n)
            .map(|k| {
                let (u, v) = (name[self.rng.gen_range(0..k) as usize], name[k as usize]);
                if self.rng.gen() {
                    (u, v)
                } else {
                    (v, u)
                }
            })
            .collect();
        edges.shuffle(&mut self.rng);
        edges
    }

    /// `n` on a line, then `n` random values from `lo..=hi` on the next
    /// ([`Gen::line_of`]): one counted list (read back with
    /// [`crate::Tokens::counted`]).
    ///
    /// # Errors
    /// As [`Gen::num`].
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(2);
    /// g.counted_line(3, 7, 7).unwrap();
    /// assert_eq!(g.into_string(), "3\n7 7 7\n");
    /// ```
    pub fn counted_line(&mut self, n: u64, lo: u64, hi: u64) -> io::Result<()> {
        self.num(n, b'\n')?;
        self.line_of(n, lo, hi)
    }

    /// `count` random values from `lo..=hi`, space-separated, the last followed by a newline.
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn line_of(&mut self, count: u64, lo: u64, hi: u64) -> io::Result<()> {
        for i in 0..count {
            let v = self.rng.gen_range(lo..=hi);
            self.num(v, if i + 1 == count { b'\n' } else { b' ' })?;
        }
        Ok(())
    }

    /// `tests` on a line, then per test `n` on a line and `n` random values
    /// from `lo..=hi` on the next (the many-tests layout of the heap games).
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn counted_tests(&mut self, tests: u64, n: u64, lo: u64, hi: u64) -> io::Result<()> {
        self.num(tests, b'\n')?;
        for _ in 0..tests {
            self.counted_line(n, lo, hi)?;
        }
        Ok(())
    }

    /// A subtraction game: `n m` on a line, then `m` distinct random move
    /// sizes from `1..=max_s` on the next, in random order (1 not always
    /// among them: [`Gen::subtraction_game_from_one`] writes `1 = A_1 < … < A_m`).
    ///
    /// # Errors
    /// As [`Gen::num`].
    ///
    /// # Panics
    /// If `m > max_s`.
    pub fn subtraction_game(&mut self, n: u64, m: usize, max_s: u64) -> io::Result<()> {
        let moves = self.distinct(m, max_s);
        self.row(&[n, m as u64])?;
        self.row(&moves)
    }

    /// A subtraction game as statements that say `1 = A_1 < A_2 < … < A_m`
    /// write it: `n m` on a line, then [`Gen::moves_from_one`]`(m, max_s)` on
    /// the next (read back with [`crate::Tokens::subtraction_game`]).
    ///
    /// # Errors
    /// As [`Gen::num`].
    ///
    /// # Panics
    /// As [`Gen::moves_from_one`].
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(5);
    /// g.subtraction_game_from_one(100, 4, 9).unwrap();
    /// let text = g.into_string();
    /// let (n, moves) = problem_kit::Tokens::new(&text).subtraction_game();
    /// assert_eq!((n, moves.len(), moves[0]), (100, 4, 1));
    /// assert!(moves.windows(2).all(|w| w[0] < w[1]) && moves[3] <= 9);
    /// ```
    pub fn subtraction_game_from_one(&mut self, n: u64, m: usize, max_s: u64) -> io::Result<()> {
        let moves = self.moves_from_one(m, max_s);
        self.row(&[n, m as u64])?;
        self.row(&moves)
    }

    /// `m` move sizes `1 = a_1 < a_2 < … < a_m ≤ max_s`: 1, then `m − 1`
    /// distinct random sizes from `2..=max_s`, sorted (nothing is written).
    ///
    /// # Complexity
    /// O(m log m) expected ([`Gen::distinct`], then a sort).
    ///
    /// # Panics
    /// If `m` is 0 or `m > max_s`.
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(1);
    /// let moves = g.moves_from_one(5, 20);
    /// assert_eq!((moves.len(), moves[0]), (5, 1));
    /// assert!(moves.windows(2).all(|w| w[0] < w[1]) && moves[4] <= 20);
    /// assert_eq!(g.moves_from_one(3, 3), [1, 2, 3]);
    /// // Of a random size (`random_moves_from_one`): still 1 first, sorted.
    /// let moves = g.random_moves_from_one(4, 10);
    /// assert!(moves[0] == 1 && moves.len() <= 4 && moves.windows(2).all(|w| w[0] < w[1]));
    /// ```
    pub fn moves_from_one(&mut self, m: usize, max_s: u64) -> Vec<u64> {
        assert!(m >= 1, "a move set from 1 has at least the 1");
        assert!(
            m as u64 <= max_s,
            "{m} distinct move sizes from 1..={max_s}"
        );
        // m − 1 distinct values from 1..=max_s − 1, shifted up by one: 2..=max_s.
        let mut moves: Vec<u64> = std::iter::once(1)
            .chain(self.distinct(m - 1, max_s - 1).into_iter().map(|v| v + 1))
            .collect();
        moves.sort_unstable();
        moves
    }

    /// A random move set from 1 ([`Gen::moves_from_one`]): the largest size
    /// allowed `top` uniform in `1..=max_s`, `m` uniform in `1..=min(max_m, top)`.
    ///
    /// # Panics
    /// If `max_s` or `max_m` is 0.
    ///
    /// # Example
    /// In [`Gen::moves_from_one`]'s.
    pub fn random_moves_from_one(&mut self, max_m: u64, max_s: u64) -> Vec<u64> {
        let top = self.rng.gen_range(1..=max_s);
        let m = self.rng.gen_range(1..=max_m.min(top));
        self.moves_from_one(m as usize, top)
    }

    /// Two different random values from `1..=hi`, e.g. two distinct vertices
    /// of `1..=n` (nothing is written).
    ///
    /// # Panics
    /// If `hi < 2`.
    ///
    /// # Example
    /// In [`Gen::distinct_pairs`]'s.
    pub fn two_distinct(&mut self, hi: u64) -> (u64, u64) {
        assert!(hi >= 2, "two distinct values from 1..={hi}");
        let u = self.rng.gen_range(1..=hi);
        // One of the other hi − 1 values, uniformly.
        let v = self.rng.gen_range(1..hi);
        (u, if v >= u { v + 1 } else { v })
    }

    /// `count` different pairs `(u, v)` with `1 ≤ u < v ≤ hi`, in random order:
    /// the edges of a simple graph on `1..=hi` (no loops, no repeats; write
    /// them with [`Gen::edges_either_way`]), nothing written here.
    ///
    /// # Complexity
    /// O(count) expected when `count` is at most a quarter of the pairs;
    /// otherwise O(hi²), every pair listed and shuffled.
    ///
    /// # Panics
    /// If `count > hi·(hi − 1)/2`, the number of such pairs.
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(6);
    /// let mut pairs = g.distinct_pairs(6, 4);
    /// assert!(pairs.iter().all(|&(u, v)| 1 <= u && u < v && v <= 4));
    /// pairs.sort_unstable();
    /// assert_eq!(pairs, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
    /// assert_eq!(g.distinct_pairs(100, 1_000_000_000).len(), 100);
    /// // Two distinct vertices of 1..=2 (`two_distinct`): 1 and 2, in either order.
    /// let (u, v) = g.two_distinct(2);
    /// assert_eq!(u.min(v), 1);
    /// assert_eq!(u.max(v), 2);
    /// ```
    pub fn distinct_pairs(&mut self, count: usize, hi: u64) -> Vec<(u64, u64)> {
        let total = u128::from(hi) * u128::from(hi.saturating_sub(1)) / 2;
        assert!(
            count as u128 <= total,
            "{count} different pairs u < v from 1..={hi} (there are {total})"
        );
        if total <= 4 * count as u128 + 64 {
            let mut all: Vec<(u64, u64)> = (1..=hi)
                .flat_map(|u| (u + 1..=hi).map(move |v| (u, v)))
                .collect();
            all.shuffle(&mut self.rng);
            all.truncate(count);
            return all;
        }
        let mut seen = std::collections::HashSet::with_capacity(count);
        let mut out = Vec::with_capacity(count);
        while out.len() < count {
            let (u, v) = self.two_distinct(hi);
            let pair = (u.min(v), u.max(v));
            if seen.insert(pair) {
                out.push(pair);
            }
        }
        out
    }

    /// Random small tests: `t` uniform in `1..=max_t` on a line, then `test(self)`
    /// writes each of them (read back with [`crate::Tokens::each_test`]).
    ///
    /// # Errors
    /// As [`Gen::num`], or what `test` returns.
    pub fn random_tests(
        &mut self,
        max_t: u64,
        mut test: impl FnMut(&mut Gen) -> io::Result<()>,
    ) -> io::Result<()> {
        let t = self.rng.gen_range(1..=max_t);
        self.num(t, b'\n')?;
        for _ in 0..t {
            test(self)?;
        }
        Ok(())
    }

    /// Writes `count` rows `a b` for Euclid's game at its widest: every even
    /// row a pair of consecutive Fibonacci numbers up to 10^18 (the longest
    /// games), every odd row two uniform numbers in 1..=10^18. The bench input
    /// of euclid-game and every-euclid.
    ///
    /// # Errors
    /// As [`Gen::num`].
    ///
    /// # Example
    /// ```
    /// let mut g = problem_kit::Gen::in_memory(3);
    /// g.euclid_pairs(2).unwrap();
    /// assert_eq!(g.into_string().lines().count(), 2);
    /// ```
    pub fn euclid_pairs(&mut self, count: u64) -> io::Result<()> {
        let mut fib = vec![1u64, 2];
        while fib[fib.len() - 1] + fib[fib.len() - 2] <= E18 {
            fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
        }
        for i in 0..count {
            if i % 2 == 0 {
                let k = self.rng.gen_range(1..fib.len());
                self.row(&[fib[k], fib[k - 1]])?;
            } else {
                let (a, b) = (self.rng.gen_range(1..=E18), self.rng.gen_range(1..=E18));
                self.row(&[a, b])?;
            }
        }
        Ok(())
    }

    /// A random small subtraction game in the layout of
    /// [`Gen::subtraction_game`]: `n` uniform in `n_range`, the moves a
    /// [`Gen::random_move_set`]`(max_m, max_s)` (read back with
    /// [`crate::Tokens::subtraction_game`]).
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn random_subtraction_game(
        &mut self,
        max_m: u64,
        max_s: u64,
        n_range: std::ops::RangeInclusive<u64>,
    ) -> io::Result<()> {
        let moves = self.random_move_set(max_m, max_s);
        let n = self.rng.gen_range(n_range);
        self.row(&[n, moves.len() as u64])?;
        self.row(&moves)
    }

    /// The bench of the CSES heap games (nim-game, nim-game-ii, another-game):
    /// [`Gen::counted_tests`] with `t` tests (25, quick: 2) of 2·10^5 heaps
    /// from `1..=10^18`; returns the description.
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn cses_heap_tests(&mut self, size: Size) -> io::Result<String> {
        let t = size.pick(25, 2);
        self.counted_tests(t, 200_000, 1, E18)?;
        Ok(format!(
            "t = {t} tests × n = 2·10^5 heaps ≤ 10^18 (Σn = {t}× the judge's)"
        ))
    }

    /// Random small tests in the [`Gen::counted_tests`] layout: `t` uniform in
    /// `1..=max_t`, each test with `n` uniform in `1..=max_n` values uniform in `lo..=hi`.
    ///
    /// # Errors
    /// As [`Gen::num`].
    pub fn random_counted_tests(
        &mut self,
        max_t: u64,
        max_n: u64,
        lo: u64,
        hi: u64,
    ) -> io::Result<()> {
        let t = self.rng.gen_range(1..=max_t);
        self.num(t, b'\n')?;
        for _ in 0..t {
            let n = self.rng.gen_range(1..=max_n);
            self.counted_line(n, lo, hi)?;
        }
        Ok(())
    }

    /// A random move set for a subtraction game (nothing is written): the
    /// largest size `top` uniform in `1..=max_s`, then `m` uniform in
    /// `1..=min(max_m, top)` distinct sizes from `1..=top`, in random order.
    ///
    /// # Panics
    /// If `max_s` or `max_m` is 0.
    pub fn random_move_set(&mut self, max_m: u64, max_s: u64) -> Vec<u64> {
        let top = self.rng.gen_range(1..=max_s);
        let m = self.rng.gen_range(1..=max_m.min(top));
        self.distinct(m as usize, top)
    }

    /// `count` distinct random values from `1..=hi`, in random order (nothing is written).
    ///
    /// # Panics
    /// If `count > hi`.
    pub fn distinct(&mut self, count: usize, hi: u64) -> Vec<u64> {
        assert!(count as u64 <= hi, "{count} distinct values from 1..={hi}");
        if hi <= 4 * count as u64 + 64 {
            let mut all: Vec<u64> = (1..=hi).collect();
            all.shuffle(&mut self.rng);
            all.truncate(count);
            return all;
        }
        let mut seen = std::collections::HashSet::with_capacity(count);
        let mut out = Vec::with_capacity(count);
        while out.len() < count {
            let v = self.rng.gen_range(1..=hi);
            if seen.insert(v) {
                out.push(v);
            }
        }
        out
    }

    /// Everything written so far, for an in-memory generator.
    ///
    /// # Panics
    /// If the generator writes to a file, or the bytes are not UTF-8.
    pub fn into_string(self) -> String {
        assert!(self.out.is_none(), "into_string on a file generator");
        String::from_utf8(self.buf).expect("generated input is not UTF-8")
    }

    /// Writes what is still buffered and closes the file (a no-op in memory).
    ///
    /// # Errors
    /// If writing fails.
    pub fn finish(mut self) -> io::Result<()> {
        if let Some(f) = self.out.as_mut() {
            f.write_all(&self.buf)?;
            f.flush()?;
        }
        Ok(())
    }
}

/// Appends the decimal digits of `v` to `buf`.
///
/// # Example
/// ```
/// let mut buf = Vec::new();
/// problem_kit::gen::push_decimal(&mut buf, 1200);
/// assert_eq!(buf, b"1200");
/// ```
pub fn push_decimal(buf: &mut Vec<u8>, mut v: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    buf.extend_from_slice(&digits[i..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_matches_to_string() {
        for v in [0, 1, 9, 10, 99, 100, 12345, u64::MAX] {
            let mut buf = Vec::new();
            push_decimal(&mut buf, v);
            assert_eq!(String::from_utf8(buf).unwrap(), v.to_string());
        }
    }

    #[test]
    fn distinct_values_are_distinct_and_in_range() {
        let mut g = Gen::in_memory(1);
        for (count, hi) in [(5, 5), (10, 1000), (100, 1 << 40)] {
            let mut v = g.distinct(count, hi);
            assert!(v.iter().all(|&x| (1..=hi).contains(&x)));
            v.sort_unstable();
            v.dedup();
            assert_eq!(v.len(), count);
        }
    }

    #[test]
    fn counted_tests_and_subtraction_games_have_their_layout() {
        let mut g = Gen::in_memory(3);
        g.counted_tests(2, 3, 5, 5).unwrap();
        g.subtraction_game(9, 4, 4).unwrap();
        let s = g.into_string();
        let (tests, game) = s.split_at("2\n3\n5 5 5\n3\n5 5 5\n".len());
        assert_eq!(tests, "2\n3\n5 5 5\n3\n5 5 5\n");
        let mut lines = game.lines();
        assert_eq!(lines.next(), Some("9 4"));
        let mut moves: Vec<u64> = lines
            .next()
            .unwrap()
            .split(' ')
            .map(|m| m.parse().unwrap())
            .collect();
        moves.sort_unstable();
        assert_eq!(moves, [1, 2, 3, 4]);
    }

    #[test]
    fn move_sets_from_one_and_distinct_pairs_hold_their_promises() {
        let mut g = Gen::in_memory(4);
        for _ in 0..300 {
            let max_s = g.rng.gen_range(1..=12);
            let m = g.rng.gen_range(1..=max_s) as usize;
            let moves = g.moves_from_one(m, max_s);
            assert_eq!((moves.len(), moves[0]), (m, 1), "{moves:?}");
            assert!(moves.windows(2).all(|w| w[0] < w[1]) && moves[m - 1] <= max_s);
            let random = g.random_moves_from_one(5, max_s);
            assert!(random[0] == 1 && random.len() <= 5 && random.windows(2).all(|w| w[0] < w[1]));
            let hi = g.rng.gen_range(2..=9);
            let (u, v) = g.two_distinct(hi);
            assert!(u != v && (1..=hi).contains(&u) && (1..=hi).contains(&v));
            let count = g.rng.gen_range(0..=(hi * (hi - 1) / 2) as usize);
            let mut pairs = g.distinct_pairs(count, hi);
            assert!(pairs.iter().all(|&(u, v)| 1 <= u && u < v && v <= hi));
            pairs.sort_unstable();
            pairs.dedup();
            assert_eq!(pairs.len(), count);
        }
        // Both values of two_distinct(2) come out, each way round.
        let drawn: std::collections::HashSet<(u64, u64)> =
            (0..100).map(|_| g.two_distinct(2)).collect();
        assert_eq!(drawn.len(), 2);
    }

    #[test]
    fn words_and_signed_values() {
        let mut g = Gen::in_memory(2);
        g.int(-5, b' ').unwrap();
        g.int(7, b'\n').unwrap();
        let w = g.random_word(6, b"IX", b'\n').unwrap();
        g.row(&[]).unwrap();
        let s = g.into_string();
        assert!(s.starts_with("-5 7\n"));
        assert_eq!(w.len(), 6);
        assert!(w.iter().all(|c| b"IX".contains(c)));
        assert!(s.ends_with("\n\n"));
    }
}
