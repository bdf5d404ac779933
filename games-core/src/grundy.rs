//! Grundy-table builders shared by several binaries: subtraction games, splitting games, octal games, divisor games.
//!
//! Every builder fills `g(0..=upto)` in increasing order from the game's rule
//! (`g(x)` = mex of the values of the positions one move away, a sum of heaps
//! being worth the XOR of its heaps). The incremental tables
//! ([`SplitTable`], [`OctalTable`]) can be extended piece by piece, which lets
//! a caller report progress on long runs.

use super::mex::Marker;

/// Grundy values `g(0..=upto)` of the subtraction game with move set `moves`:
/// a move removes exactly some `s ∈ moves` tokens from the heap.
///
/// Zeros and repeats in `moves` are ignored (a zero move would make the game
/// loopy, so it is not a move at all here).
///
/// # Complexity
/// O(upto · k) time for k moves, O(upto) memory.
///
/// # Example
/// ```
/// use games_core::grundy::subtraction_grundy;
/// assert_eq!(subtraction_grundy(&[1, 3, 4], 9), vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
pub fn subtraction_grundy(moves: &[usize], upto: usize) -> Vec<u32> {
    let mut moves: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
    moves.sort_unstable();
    moves.dedup();
    let mut g = vec![0u32; upto + 1];
    let mut marker = Marker::new(moves.len() + 1);
    for x in 1..=upto {
        marker.clear();
        for &s in moves.iter().take_while(|&&s| s <= x) {
            marker.mark(g[x - s] as usize);
        }
        g[x] = marker.mex() as u32;
    }
    g
}

/// Win/lose table of the subtraction game: `wins[x]` iff the player to move at `x` wins.
///
/// # Complexity
/// O(upto · k) time, O(upto) memory.
///
/// # Example
/// ```
/// use games_core::grundy::subtraction_wins;
/// let wins = subtraction_wins(&[1, 3, 4], 14);
/// let losing: Vec<usize> = (0..=14).filter(|&x| !wins[x]).collect();
/// assert_eq!(losing, vec![0, 2, 7, 9, 14]);
/// ```
pub fn subtraction_wins(moves: &[usize], upto: usize) -> Vec<bool> {
    let mut wins = vec![false; upto + 1];
    for x in 1..=upto {
        wins[x] = moves.iter().any(|&s| s > 0 && s <= x && !wins[x - s]);
    }
    wins
}

/// Grundy values `g(0..=upto)` of Grundy's game: a move splits one heap into two
/// non-empty heaps of different sizes, so `g(x) = mex { g(a) ^ g(x − a) : 1 ≤ a, 2a < x }`.
///
/// This is also LightOJ 1199's partitioning game.
///
/// # Complexity
/// O(upto²) time, O(upto) memory.
///
/// # Example
/// ```
/// use games_core::grundy::split_unequal_grundy;
/// assert_eq!(split_unequal_grundy(9), vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
pub fn split_unequal_grundy(upto: usize) -> Vec<u32> {
    split_grundy(SplitRule::GRUNDY, upto)
}

/// The moves of a splitting game on heaps of tokens.
///
/// A move picks one heap and splits it into exactly `parts` non-empty heaps
/// (all of different sizes when `unequal`), or, when `take`, removes any
/// positive number of tokens from it instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SplitRule {
    /// How many non-empty heaps one split produces (at least 2).
    pub parts: usize,
    /// Whether the heaps a split produces must all have different sizes.
    pub unequal: bool,
    /// Whether a move may instead remove any positive number of tokens from one heap.
    pub take: bool,
}

impl SplitRule {
    /// Grundy's game: split a heap into two heaps of different sizes.
    pub const GRUNDY: SplitRule = SplitRule {
        parts: 2,
        unequal: true,
        take: false,
    };
    /// HDU 5795 "A Simple Nim": take any positive number, or split a heap into three.
    pub const TAKE_OR_SPLIT_IN_THREE: SplitRule = SplitRule {
        parts: 3,
        unequal: false,
        take: true,
    };
}

/// Grundy values `g(0..=upto)` of the splitting game `rule` (see [`SplitTable`]).
///
/// # Panics
/// If `rule.parts < 2`.
///
/// # Complexity
/// See [`SplitTable`].
///
/// # Example
/// ```
/// use games_core::grundy::{split_grundy, SplitRule};
/// // HDU 5795: g(n) = n except g(8k + 7) = 8k + 8 and g(8k + 8) = 8k + 7.
/// let g = split_grundy(SplitRule::TAKE_OR_SPLIT_IN_THREE, 16);
/// assert_eq!(g, vec![0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]);
/// ```
pub fn split_grundy(rule: SplitRule, upto: usize) -> Vec<u32> {
    let mut table = SplitTable::new(rule);
    table.extend_to(upto);
    table.into_values()
}

/// Masks of the bit positions whose bit `k` is 0, for `k = 0..6`.
const LOW_MASKS: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// `dst |= { v ^ c : v ∈ src }` for sets of small integers stored as bit words.
///
/// `dst.len()` must be a power of two with `src.len() ≤ dst.len()` and `c < 64 · dst.len()`.
fn or_xor_translated(dst: &mut [u64], src: &[u64], c: u32) {
    let high = (c >> 6) as usize;
    let low = c & 63;
    for (w, &bits) in src.iter().enumerate() {
        if bits != 0 {
            let mut moved = bits;
            for (k, &mask) in LOW_MASKS.iter().enumerate() {
                if low >> k & 1 == 1 {
                    let shift = 1 << k;
                    moved = ((moved & mask) << shift) | ((moved >> shift) & mask);
                }
            }
            dst[w ^ high] |= moved;
        }
    }
}

/// Per heap size `y`, a run of bit sets of one width (the sets of XOR values
/// reachable by splitting `y` into a fixed number of parts).
#[derive(Debug, Clone, Default)]
struct XorSets {
    words: Vec<u64>,
    /// Start, width (words per set) and count of sets for each heap size.
    runs: Vec<(usize, usize, usize)>,
}

impl XorSets {
    fn push_run(&mut self, width: usize, sets: &[u64]) {
        let count = sets.len().checked_div(width).unwrap_or(0);
        self.runs.push((self.words.len(), width, count));
        self.words.extend_from_slice(sets);
    }

    /// Set `i` of heap size `y`, empty when there is none.
    fn get(&self, y: usize, i: usize) -> &[u64] {
        match self.runs.get(y) {
            Some(&(start, width, count)) if i < count => {
                &self.words[start + i * width..start + (i + 1) * width]
            }
            _ => &[],
        }
    }
}

/// Largest `m` such that `j` different parts, all at least `m`, can sum to `y` (0 if none).
fn largest_smallest_part(j: usize, y: usize) -> usize {
    let base = j * (j - 1) / 2;
    if y < base + j {
        0
    } else {
        (y - base) / j
    }
}

/// Incremental Grundy table of a splitting game ([`SplitRule`]).
///
/// For two parts each value is a direct mex over the splits. For `K ≥ 3`
/// parts the table keeps, for every heap size `y` and `j < K`, the set of
/// XOR values reachable by splitting `y` into `j` parts, as a bit set; a split
/// of `x` into `j` parts is its smallest part `a` plus a split of `x − a` into
/// `j − 1` parts, so each set is a union of XOR-translates `g(a) ^ S`, done a
/// machine word at a time. With `unequal` the sets are further indexed by a
/// lower bound on the parts (suffix unions), which keeps the parts distinct.
///
/// # Complexity
/// Let U be the smallest power of two above every Grundy value (U ≥ 64).
/// Two parts: O(upto²) time, O(upto) memory. `K ≥ 3` parts:
/// O(K · upto² · U / 64) time and O(K · upto · U / 8) bytes; with `unequal`,
/// O(K · upto² · U / 64) time and O(upto² · U / 16) bytes. With `take`,
/// U grows like upto, so `K ≥ 3` tables are practical up to a few thousand.
///
/// # Panics
/// If `rule.parts < 2`.
///
/// # Example
/// ```
/// use games_core::grundy::{SplitRule, SplitTable};
/// let mut table = SplitTable::new(SplitRule::GRUNDY);
/// table.extend_to(5);
/// table.extend_to(9);
/// assert_eq!(table.values(), &[0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
#[derive(Debug, Clone)]
pub struct SplitTable {
    rule: SplitRule,
    g: Vec<u32>,
    marker: Marker,
    /// With `take`: whether each value occurs among `g(0..len)`.
    present: Vec<bool>,
    /// Words of a full-width set: a power of two with every value `< 64 · words`.
    words: usize,
    /// `levels[j]`: the sets for splits into `j` parts, `2 ≤ j < parts`.
    levels: Vec<XorSets>,
}

impl SplitTable {
    /// A table holding only `g(0) = 0`.
    ///
    /// # Panics
    /// If `rule.parts < 2`.
    ///
    /// # Complexity
    /// O(parts).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{SplitRule, SplitTable};
    /// let table = SplitTable::new(SplitRule { parts: 3, unequal: true, take: false });
    /// assert_eq!(table.values(), &[0]);
    /// ```
    pub fn new(rule: SplitRule) -> Self {
        assert!(rule.parts >= 2, "a split makes at least two heaps");
        let mut levels = vec![XorSets::default(); rule.parts];
        for level in &mut levels {
            // Heap size 0 has no split into any number of parts.
            level.push_run(0, &[]);
        }
        SplitTable {
            rule,
            g: vec![0],
            marker: Marker::new(64),
            present: vec![true],
            words: 1,
            levels,
        }
    }

    /// The rule this table follows.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{SplitRule, SplitTable};
    /// assert_eq!(SplitTable::new(SplitRule::GRUNDY).rule(), SplitRule::GRUNDY);
    /// ```
    pub fn rule(&self) -> SplitRule {
        self.rule
    }

    /// `g(0..len)`, everything computed so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{SplitRule, SplitTable};
    /// let mut table = SplitTable::new(SplitRule { parts: 2, unequal: false, take: false });
    /// table.extend_to(6);
    /// assert_eq!(table.values(), &[0, 0, 1, 0, 1, 0, 1]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The computed values, consuming the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{SplitRule, SplitTable};
    /// let mut table = SplitTable::new(SplitRule::GRUNDY);
    /// table.extend_to(4);
    /// assert_eq!(table.into_values(), vec![0, 0, 0, 1, 0]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// Computes `g(x)` for every `x ≤ upto` not computed yet.
    ///
    /// # Complexity
    /// See [`SplitTable`]; extending in pieces costs the same as in one go.
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{SplitRule, SplitTable};
    /// let mut table = SplitTable::new(SplitRule { parts: 2, unequal: true, take: true });
    /// table.extend_to(3);
    /// // g(3): taking reaches 0, 1, 2; the split 1 + 2 reaches 1 ^ 2 = 3.
    /// assert_eq!(table.values(), &[0, 1, 2, 4]);
    /// ```
    pub fn extend_to(&mut self, upto: usize) {
        while self.g.len() <= upto {
            let x = self.g.len();
            let value = if self.rule.parts == 2 {
                self.next_two_parts(x)
            } else {
                self.next_many_parts(x)
            };
            self.g.push(value);
            if self.rule.take {
                let v = value as usize;
                if v >= self.present.len() {
                    self.present.resize(v + 1, false);
                }
                self.present[v] = true;
            }
            while value as usize >= 64 * self.words {
                self.words *= 2;
            }
        }
    }

    /// Whether `v` is the value of a heap smaller than the current one (a take move reaches it).
    fn taken(&self, v: usize) -> bool {
        self.rule.take && self.present.get(v) == Some(&true)
    }

    fn next_two_parts(&mut self, x: usize) -> u32 {
        let g = &self.g;
        self.marker.clear();
        let mut a = 1;
        while 2 * a < x || (!self.rule.unequal && 2 * a == x) {
            self.marker.mark((g[a] ^ g[x - a]) as usize);
            a += 1;
        }
        let mut v = 0;
        while self.marker.is_marked(v) || self.taken(v) {
            v += 1;
        }
        v as u32
    }

    fn next_many_parts(&mut self, x: usize) -> u32 {
        let parts = self.rule.parts;
        let width = self.words;
        let mut last = vec![0u64; width];
        if self.rule.unequal {
            for j in 2..parts {
                let top = largest_smallest_part(j, x);
                let mut sets = vec![0u64; top * width];
                let mut suffix = vec![0u64; width];
                for m in (1..=top).rev() {
                    self.add_unequal(&mut suffix, j, x, m);
                    sets[(m - 1) * width..m * width].copy_from_slice(&suffix);
                }
                self.levels[j].push_run(width, &sets);
            }
            for m in 1..=largest_smallest_part(parts, x) {
                self.add_unequal(&mut last, parts, x, m);
            }
        } else {
            for j in 2..=parts {
                let mut set = vec![0u64; width];
                if j == 2 {
                    for a in 1..=x / 2 {
                        let v = self.g[a] ^ self.g[x - a];
                        set[(v >> 6) as usize] |= 1 << (v & 63);
                    }
                } else {
                    for a in 1..=x / j {
                        or_xor_translated(&mut set, self.levels[j - 1].get(x - a, 0), self.g[a]);
                    }
                }
                if j < parts {
                    let width = if x >= j { width } else { 0 };
                    self.levels[j].push_run(width, &set[..width]);
                } else {
                    last = set;
                }
            }
        }
        let mut v = 0;
        while (v < 64 * width && last[v >> 6] >> (v & 63) & 1 == 1) || self.taken(v) {
            v += 1;
        }
        v as u32
    }

    /// `set |=` XOR values of splits of `y` into `j` different parts whose smallest part is `m`.
    fn add_unequal(&self, set: &mut [u64], j: usize, y: usize, m: usize) {
        if j == 2 {
            let v = self.g[m] ^ self.g[y - m];
            set[(v >> 6) as usize] |= 1 << (v & 63);
        } else {
            or_xor_translated(set, self.levels[j - 1].get(y - m, m), self.g[m]);
        }
    }
}

/// An octal game in the standard notation `d₀.d₁d₂…d_t`.
///
/// Digit `d_k` (0–7) says what may be left after removing `k` tokens from one
/// heap: bit 1 — nothing (the heap had exactly `k`), bit 2 — one non-empty
/// heap, bit 4 — two non-empty heaps. `d₀` is 0 or 4 (4: a heap may be split
/// in two without removing anything). Kayles is `0.77`, Dawson's Kayles
/// `0.07`, Dawson's chess `0.137`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalGame {
    digits: Vec<u8>,
}

impl OctalGame {
    /// Parses a code such as `0.77` or `4.7`.
    ///
    /// # Errors
    /// A one-line message when the code is empty, has no point, has a digit
    /// before the point other than 0 or 4, no digit after it, or a character
    /// that is not an octal digit.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::OctalGame;
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// assert_eq!(kayles.digits(), &[0, 7, 7]);
    /// assert!(OctalGame::parse("0.78").is_err());
    /// assert!(OctalGame::parse("077").is_err());
    /// ```
    pub fn parse(code: &str) -> Result<Self, String> {
        if code.is_empty() {
            return Err("the octal code is empty (write e.g. 0.77 for Kayles)".into());
        }
        let Some((whole, fraction)) = code.split_once('.') else {
            return Err(format!(
                "octal code `{code}` has no point: write it as d0.d1d2... (e.g. 0.77 for Kayles)"
            ));
        };
        let d0 = match whole {
            "0" => 0,
            "4" => 4,
            _ => {
                return Err(format!(
                    "octal code `{code}`: the part before the point must be 0 or 4 \
                     (4 lets a heap be split in two), not `{whole}`"
                ))
            }
        };
        if fraction.is_empty() {
            return Err(format!("octal code `{code}` has no digit after the point"));
        }
        let mut digits = vec![d0];
        for c in fraction.chars() {
            match c {
                '0'..='7' => digits.push(c as u8 - b'0'),
                _ => {
                    return Err(format!(
                        "octal code `{code}`: `{c}` is not an octal digit (0 to 7)"
                    ))
                }
            }
        }
        Ok(OctalGame { digits })
    }

    /// `d₀, d₁, …, d_t` as written (trailing zeros kept).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::OctalGame;
    /// assert_eq!(OctalGame::parse("4.70").unwrap().digits(), &[4, 7, 0]);
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The largest number of tokens a move may remove (`t`, the last non-zero digit's place).
    ///
    /// # Complexity
    /// O(t).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::OctalGame;
    /// assert_eq!(OctalGame::parse("0.137").unwrap().max_removal(), 3);
    /// assert_eq!(OctalGame::parse("4.0").unwrap().max_removal(), 0);
    /// ```
    pub fn max_removal(&self) -> usize {
        self.digits.iter().rposition(|&d| d != 0).unwrap_or(0)
    }

    /// Grundy values `g(0..=upto)` (see [`OctalTable`]).
    ///
    /// # Complexity
    /// See [`OctalTable`].
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::OctalGame;
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// assert_eq!(kayles.grundy(11), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// ```
    pub fn grundy(&self, upto: usize) -> Vec<u32> {
        let mut table = OctalTable::new(self.clone());
        table.extend_to(upto);
        table.into_values()
    }
}

impl std::fmt::Display for OctalGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for OctalGame {
    type Err = String;

    fn from_str(code: &str) -> Result<Self, String> {
        OctalGame::parse(code)
    }
}

/// Incremental Grundy table of an [`OctalGame`].
///
/// # Complexity
/// O(upto · t + s · upto² / 4) time for s digits that allow a split, O(upto) memory.
///
/// # Example
/// ```
/// use games_core::grundy::{OctalGame, OctalTable};
/// let mut table = OctalTable::new(OctalGame::parse("0.07").unwrap());
/// table.extend_to(10);
/// assert_eq!(table.values(), &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
/// ```
#[derive(Debug, Clone)]
pub struct OctalTable {
    game: OctalGame,
    g: Vec<u32>,
    marker: Marker,
}

impl OctalTable {
    /// A table holding only `g(0) = 0`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{OctalGame, OctalTable};
    /// assert_eq!(OctalTable::new(OctalGame::parse("0.77").unwrap()).values(), &[0]);
    /// ```
    pub fn new(game: OctalGame) -> Self {
        OctalTable {
            game,
            g: vec![0],
            marker: Marker::new(64),
        }
    }

    /// `g(0..len)`, everything computed so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{OctalGame, OctalTable};
    /// let mut table = OctalTable::new(OctalGame::parse("4.0").unwrap());
    /// table.extend_to(4);
    /// assert_eq!(table.values(), &[0, 0, 1, 0, 1]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The computed values, consuming the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{OctalGame, OctalTable};
    /// let mut table = OctalTable::new(OctalGame::parse("0.3").unwrap());
    /// table.extend_to(4);
    /// assert_eq!(table.into_values(), vec![0, 1, 0, 1, 0]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// Computes `g(n)` for every `n ≤ upto` not computed yet.
    ///
    /// # Complexity
    /// See [`OctalTable`].
    ///
    /// # Example
    /// ```
    /// use games_core::grundy::{OctalGame, OctalTable};
    /// let mut table = OctalTable::new(OctalGame::parse("0.137").unwrap());
    /// table.extend_to(9);
    /// assert_eq!(table.values(), &[0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    pub fn extend_to(&mut self, upto: usize) {
        let digits = &self.game.digits;
        while self.g.len() <= upto {
            let n = self.g.len();
            let g = &self.g;
            self.marker.clear();
            for (k, &d) in digits.iter().enumerate().take(n + 1) {
                if d & 1 != 0 && k == n {
                    self.marker.mark(0);
                }
                if d & 2 != 0 && k > 0 && k < n {
                    self.marker.mark(g[n - k] as usize);
                }
                if d & 4 != 0 && n - k >= 2 {
                    let rest = n - k;
                    for a in 1..=rest / 2 {
                        self.marker.mark((g[a] ^ g[rest - a]) as usize);
                    }
                }
            }
            let value = self.marker.mex() as u32;
            self.g.push(value);
        }
    }
}

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
/// use games_core::grundy::divisor_grundy;
/// assert_eq!(divisor_grundy(12), vec![0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn divisor_grundy(upto: usize) -> Vec<u32> {
    let spf = super::sieve::smallest_prime_factors(upto);
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
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::{BTreeSet, HashMap};

    /// Grundy value of a multiset of heaps by direct search over the rules of
    /// Grundy's game (no Sprague–Grundy shortcut): mex over all successor positions.
    fn split_position(heaps: BTreeSet<(usize, usize)>, memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
        let key: Vec<usize> = heaps.iter().map(|&(h, _)| h).collect();
        if let Some(&v) = memo.get(&key) {
            return v;
        }
        let mut succ = Vec::new();
        for &(h, id) in &heaps {
            for a in 1..h {
                if 2 * a < h {
                    let mut next = heaps.clone();
                    next.remove(&(h, id));
                    next.insert((a, 2 * id + 1000));
                    next.insert((h - a, 2 * id + 1001));
                    let next: BTreeSet<(usize, usize)> = next
                        .into_iter()
                        .enumerate()
                        .map(|(i, (h, _))| (h, i))
                        .collect();
                    succ.push(split_position(next, memo) as usize);
                }
            }
        }
        let v = super::super::mex::mex(succ) as u32;
        memo.insert(key, v);
        v
    }

    #[test]
    fn split_table_matches_position_search() {
        let g = split_unequal_grundy(14);
        let mut memo = HashMap::new();
        for (x, &gx) in g.iter().enumerate() {
            let start: BTreeSet<(usize, usize)> = [(x, 0)].into_iter().collect();
            assert_eq!(gx, split_position(start, &mut memo), "g({x})");
        }
    }

    /// Every way to write `x` as `parts` positive parts in non-decreasing order
    /// (strictly increasing when `unequal`), each part at least `min`.
    fn partitions(x: usize, parts: usize, min: usize, unequal: bool, out: &mut Vec<Vec<usize>>) {
        if parts == 1 {
            if x >= min {
                out.push(vec![x]);
            }
            return;
        }
        for a in min.max(1)..=x {
            let next = if unequal { a + 1 } else { a };
            let mut rest = Vec::new();
            partitions(x - a, parts - 1, next, unequal, &mut rest);
            for mut r in rest {
                r.insert(0, a);
                out.push(r);
            }
        }
    }

    #[test]
    fn split_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(5);
        for round in 0..60 {
            let rule = SplitRule {
                parts: rng.gen_range(2..=5),
                unequal: rng.gen_bool(0.5),
                take: rng.gen_bool(0.5),
            };
            let upto = if rule.parts <= 3 { 40 } else { 28 };
            // Extend in random pieces: the result must not depend on them.
            let mut table = SplitTable::new(rule);
            while table.values().len() <= upto {
                let next = table.values().len() + rng.gen_range(0..5);
                table.extend_to(next.min(upto));
            }
            let g = table.into_values();
            assert_eq!(g.len(), upto + 1);
            for x in 0..=upto {
                let mut ways = Vec::new();
                partitions(x, rule.parts, 1, rule.unequal, &mut ways);
                let mut succ: Vec<usize> = ways
                    .iter()
                    .map(|w| w.iter().fold(0, |acc, &h| acc ^ g[h]) as usize)
                    .collect();
                if rule.take {
                    succ.extend((0..x).map(|y| g[y] as usize));
                }
                assert_eq!(
                    g[x] as usize,
                    super::super::mex::mex(succ),
                    "{rule:?} round {round} g({x})"
                );
            }
        }
        assert_eq!(
            split_unequal_grundy(40),
            split_grundy(SplitRule::GRUNDY, 40)
        );
    }

    #[test]
    fn xor_translation_matches_definition() {
        let mut rng = StdRng::seed_from_u64(9);
        for _ in 0..300 {
            let dst_words: usize = 1 << rng.gen_range(0..4);
            let src_words: usize = 1 << rng.gen_range(0..=dst_words.trailing_zeros());
            let src: Vec<u64> = (0..src_words)
                .map(|_| rng.gen::<u64>() & rng.gen::<u64>())
                .collect();
            let c = rng.gen_range(0..64 * dst_words as u32);
            let mut dst = vec![0u64; dst_words];
            or_xor_translated(&mut dst, &src, c);
            for v in 0..64 * dst_words {
                let u = v ^ c as usize;
                let expected = u < 64 * src_words && src[u >> 6] >> (u & 63) & 1 == 1;
                assert_eq!(
                    dst[v >> 6] >> (v & 63) & 1 == 1,
                    expected,
                    "v = {v}, c = {c}"
                );
            }
        }
    }

    #[test]
    fn octal_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(13);
        for _ in 0..200 {
            let len = rng.gen_range(1..=4);
            let mut code = String::from(if rng.gen_bool(0.2) { "4." } else { "0." });
            for _ in 0..len {
                code.push(char::from(b'0' + rng.gen_range(0..8u8)));
            }
            let game = OctalGame::parse(&code).unwrap();
            assert_eq!(game.to_string(), code);
            let g = game.grundy(40);
            let digits = game.digits();
            for n in 0..=40usize {
                let mut succ = Vec::new();
                for (k, &d) in digits.iter().enumerate() {
                    if k > n {
                        break;
                    }
                    if d & 1 != 0 && k == n && k > 0 {
                        succ.push(0);
                    }
                    if d & 2 != 0 && k > 0 && n > k {
                        succ.push(g[n - k] as usize);
                    }
                    if d & 4 != 0 {
                        for a in 1..n - k {
                            succ.push((g[a] ^ g[n - k - a]) as usize);
                        }
                    }
                }
                assert_eq!(g[n] as usize, super::super::mex::mex(succ), "{code} g({n})");
            }
        }
    }

    #[test]
    fn octal_codes_are_checked() {
        for bad in [
            "", "0", "077", "1.7", "0.", "0.8", "0.7a", "00.7", ".7", "0.7.7", "-0.7",
        ] {
            assert!(OctalGame::parse(bad).is_err(), "{bad:?} was accepted");
        }
        for good in ["0.7", "4.7", "0.137", "0.0", "4.0"] {
            assert_eq!(good.parse::<OctalGame>().unwrap().to_string(), good);
        }
    }

    #[test]
    fn divisor_game_values_are_big_omega() {
        let g = divisor_grundy(3000);
        let omega = super::super::sieve::big_omega_table(3000);
        for n in 1..=3000 {
            assert_eq!(g[n], u32::from(omega[n]), "g({n})");
        }
        assert_eq!(divisor_grundy(0), vec![0]);
        assert_eq!(divisor_grundy(1), vec![0, 0]);
    }

    #[test]
    fn subtraction_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..200 {
            let k = rng.gen_range(1..=4);
            let moves: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=8)).collect();
            let g = subtraction_grundy(&moves, 40);
            let wins = subtraction_wins(&moves, 40);
            for x in 0..=40 {
                let succ: Vec<usize> = moves
                    .iter()
                    .filter(|&&s| s <= x)
                    .map(|&s| g[x - s] as usize)
                    .collect();
                assert_eq!(g[x] as usize, super::super::mex::mex(succ));
                assert_eq!(wins[x], g[x] != 0);
            }
        }
    }
}
