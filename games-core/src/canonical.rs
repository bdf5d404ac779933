//! Canonical forms of short partizan games in a hash-consed arena: construction from options (dominated options removed, reversible options bypassed), sums, negation, order, outcomes and stops, with a number + up-multiple + nimber fast path.
//!
//! A [`Games`] arena hands out [`GameId`]s. Every id names a game in
//! canonical form, and two ids are equal exactly when their games are equal,
//! so `==` on ids is equality of games.
//!
//! # Representation
//!
//! A game is either on the *fast path*, a value `x + n·↑ + ∗k` (a
//! [`Dyadic`] number `x`, an `i64` multiple `n` of ↑ = {0 | ∗}, a `u32`
//! nimber `k`), kept as those three numbers and never expanded unless its
//! options are asked for, or a *general* canonical form `{L1,… | R1,…}`
//! with its option lists sorted by id and free of duplicates. Sums and
//! comparisons of two fast-path values cost O(1). Their canonical options
//! (Siegel, *Combinatorial Game Theory*, AMS 2013, ch. II; Berlekamp,
//! Conway, Guy, *Winning Ways*, ch. 3 and 7):
//!
//! - a number p/2^q (q ≥ 1) is {(p−1)/2^q | (p+1)/2^q}, an integer n > 0 is
//!   {n−1 | }, n < 0 is { | n+1}, 0 is { | };
//! - ∗k = {0, ∗, …, ∗(k−1) | 0, ∗, …, ∗(k−1)};
//! - ↑∗ = {0, ∗ | 0}, and otherwise, for n ≥ 1, n·↑ + ∗k = {0 | (n−1)·↑ + ∗(k⊕1)}
//!   (so ↑ = {0 | ∗}, ↑↑ = {0 | ↑∗}, ↑↑∗ = {0 | ↑}); n ≤ −1 is the negative;
//! - x + G for such a G that is no number is {x + G^L | x + G^R} (number
//!   translation).
//!
//! The module's tests build the same values through the general
//! construction and check that they land on the same ids.
//!
//! # Algorithms
//!
//! `G ≤ H` iff no `G^L ≥ H` and no `H^R ≤ G`, memoised on the pair of ids;
//! when one side is a number x and the other is a canonical game that is no
//! number, number avoidance gives `x ≤ H` iff no `H^R ≤ x` (and `G ≤ x` iff
//! no `G^L ≥ x`). [`Games::from_options`] removes duplicates and dominated
//! options and bypasses reversible options until nothing changes, then
//! recognises numbers (the simplicity rule) and `x + n·↑ + ∗k` values.
//! Results of [`Games::from_options`], [`Games::sum`] and [`Games::neg`] are
//! memoised.
//!
//! # Errors and limits
//!
//! Arithmetic never wraps: a [`Dyadic`] that overflows panics with the
//! message of [`Dyadic`], and an up-multiple beyond `i64` panics with
//! "up multiple overflows i64". Text typed by a user goes through the
//! checked parser (`Games::parse` in `cgt_notation`), which refuses
//! numbers too large to be added safely instead of panicking.
//!
//! The comparison, sum and canonicalisation recurse on the games' options:
//! the depth is bounded by the sum of the birthdays of the games involved
//! (a few dozen for board positions of contest size), never by the size of
//! an input list or of a number (numbers are compared in O(1)).

use super::dyadic::Dyadic;
use super::number_star::Outcome;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A handle to a canonical game in a [`Games`] arena: equal games have
/// equal ids (see the module header).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GameId(u32);

impl GameId {
    /// The id's index in its arena (ids are numbered from 0 in order of
    /// creation; 0 is the game 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// assert_eq!(Games::new().zero().index(), 0);
    /// ```
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A value `x + n·↑ + ∗k` of the fast path.
type Nus = (Dyadic, i64, u32);

/// A small multiplicative hasher (std only), faster than SipHash on the
/// short integer keys of the arena's tables.
#[derive(Default, Clone, Copy)]
struct FxHasher {
    hash: u64,
}

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn write_i128(&mut self, n: i128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Marks a general node whose canonical form is not yet known.
const PENDING: GameId = GameId(u32::MAX);

#[derive(Clone, Debug)]
enum Node {
    /// `x + n·↑ + ∗k`.
    Nus(Nus),
    /// `{left | right}`, sorted and free of duplicates. `canon` is the node
    /// itself for a canonical form; a node built on the way to one (while
    /// bypassing reversible options) points to the canonical result.
    General {
        left: Box<[GameId]>,
        right: Box<[GameId]>,
        canon: GameId,
        birthday: u64,
    },
}

/// The arena of canonical games (see the module header).
///
/// # Complexity
/// Memory grows with every distinct game met (and with the memo tables of
/// comparisons and sums); nothing is freed before the arena is dropped.
///
/// # Example
/// ```
/// use games_core::canonical::Games;
/// use games_core::number_star::Outcome;
/// let mut g = Games::new();
/// let (zero, star) = (g.zero(), g.nimber(1));
/// let up = g.from_options(&[zero], &[star]);
/// assert_eq!(up, g.up_multiple(1));
/// let one = g.integer(1);
/// let minus_one = g.integer(-1);
/// let pm1 = g.from_options(&[one], &[minus_one]);
/// assert_eq!(g.outcome(pm1), Outcome::Next);
/// let twice = g.sum(pm1, pm1);
/// assert_eq!(twice, zero); // ±1 + ±1 = 0
/// assert!(g.le(zero, up) && !g.le(up, zero));
/// ```
pub struct Games {
    nodes: Vec<Node>,
    nus_ids: FxMap<Nus, GameId>,
    /// `[len(L), L…, R…]` → the canonical id of `{L | R}`.
    lists: FxMap<Box<[u32]>, GameId>,
    le_memo: FxMap<u64, bool>,
    sum_memo: FxMap<u64, GameId>,
    neg_memo: FxMap<u32, GameId>,
    stop_memo: FxMap<(u32, bool), Dyadic>,
}

fn pair(a: GameId, b: GameId) -> u64 {
    (u64::from(a.0) << 32) | u64::from(b.0)
}

fn list_key(left: &[GameId], right: &[GameId]) -> Vec<u32> {
    let mut key = Vec::with_capacity(1 + left.len() + right.len());
    key.push(left.len() as u32);
    key.extend(left.iter().map(|g| g.0));
    key.extend(right.iter().map(|g| g.0));
    key
}

fn up_add(a: i64, b: i64) -> i64 {
    a.checked_add(b).expect("up multiple overflows i64")
}

/// Whether `x + n·↑ + ∗k ≥ 0`.
fn nus_nonnegative((x, n, k): Nus) -> bool {
    match x.cmp(&Dyadic::ZERO) {
        Ordering::Greater => true,
        Ordering::Less => false,
        Ordering::Equal => match n {
            0 => k == 0,
            1 => k != 1,
            _ => n > 1,
        },
    }
}

/// The canonical options of a fast-path value that is no number, as values.
fn nus_options((x, n, k): Nus, left: bool) -> Vec<Nus> {
    let at = |n: i64, k: u32| (x, n, k);
    if n == 0 {
        return (0..k).map(|j| at(0, j)).collect();
    }
    // Work with the positive form and mirror for negative n.
    let (m, own) = if n > 0 { (n, left) } else { (-n, !left) };
    let sign = if n > 0 { 1 } else { -1 };
    if m == 1 && k == 1 {
        // ↑∗ = {0, ∗ | 0}.
        return if own {
            vec![at(0, 0), at(0, 1)]
        } else {
            vec![at(0, 0)]
        };
    }
    if own {
        vec![at(0, 0)]
    } else {
        vec![at(sign * (m - 1), k ^ 1)]
    }
}

/// The canonical options of `x + n·↑ + ∗k` for Left (`left`) or Right, as
/// values `(x', n', k')` (see the module header for the forms).
///
/// # Complexity
/// O(k) (∗k has k options), else O(1).
///
/// # Example
/// ```
/// use games_core::canonical::nus_option_values;
/// use games_core::dyadic::Dyadic;
/// let z = Dyadic::ZERO;
/// // ↑ = {0 | ∗}, ↑↑ = {0 | ↑∗}, 1∗ = {1 | 1}, 1/2 = {0 | 1}.
/// assert_eq!(nus_option_values(z, 1, 0, false), vec![(z, 0, 1)]);
/// assert_eq!(nus_option_values(z, 2, 0, false), vec![(z, 1, 1)]);
/// assert_eq!(nus_option_values(Dyadic::ONE, 0, 1, true), vec![(Dyadic::ONE, 0, 0)]);
/// assert_eq!(nus_option_values(Dyadic::new(1, 1), 0, 0, false), vec![(Dyadic::ONE, 0, 0)]);
/// ```
pub fn nus_option_values(x: Dyadic, n: i64, k: u32, left: bool) -> Vec<(Dyadic, i64, u32)> {
    if (n, k) == (0, 0) {
        number_options(x, left)
            .into_iter()
            .map(|y| (y, 0, 0))
            .collect()
    } else {
        nus_options((x, n, k), left)
    }
}

/// The canonical options of a number, as numbers.
fn number_options(x: Dyadic, left: bool) -> Vec<Dyadic> {
    if x.is_integer() {
        let n = x.numerator();
        match (n.cmp(&0), left) {
            (Ordering::Greater, true) => vec![Dyadic::integer(n - 1)],
            (Ordering::Less, false) => vec![Dyadic::integer(n + 1)],
            _ => vec![],
        }
    } else {
        let step = if left { -1 } else { 1 };
        vec![Dyadic::new(x.numerator() + step, x.exponent())]
    }
}

/// The birthday of a number.
fn number_birthday(x: Dyadic) -> u64 {
    let whole = u64::try_from(x.floor().unsigned_abs()).expect("birthday beyond u64");
    if x.is_integer() {
        whole
    } else {
        // |x| = w + f with 0 < f < 1 and denominator 2^q: born on day w + q + 1
        // (w counted from the floor of |x|, not of x).
        let abs_floor = if x < Dyadic::ZERO { whole - 1 } else { whole };
        abs_floor + u64::from(x.exponent()) + 1
    }
}

impl Games {
    /// An arena holding only the game 0 (id 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let g = Games::new();
    /// assert_eq!(g.len(), 1);
    /// assert_eq!(Games::default().len(), 1);
    /// ```
    pub fn new() -> Games {
        let mut games = Games {
            nodes: Vec::new(),
            nus_ids: FxMap::default(),
            lists: FxMap::default(),
            le_memo: FxMap::default(),
            sum_memo: FxMap::default(),
            neg_memo: FxMap::default(),
            stop_memo: FxMap::default(),
        };
        games.intern_nus((Dyadic::ZERO, 0, 0));
        games
    }

    /// How many nodes the arena holds (canonical games and the
    /// intermediate forms met while building them).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// g.nimber(2);
    /// assert_eq!(g.len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena is empty (never: it always holds 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// assert!(!Games::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn intern_nus(&mut self, v: Nus) -> GameId {
        if let Some(&id) = self.nus_ids.get(&v) {
            return id;
        }
        let id = GameId(u32::try_from(self.nodes.len()).expect("more than 2^32 games"));
        assert!(id != PENDING, "more than 2^32 - 1 games");
        self.nodes.push(Node::Nus(v));
        self.nus_ids.insert(v, id);
        id
    }

    /// The game 0 = { | }.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let zero = g.zero();
    /// assert_eq!(g.from_options(&[], &[]), zero);
    /// ```
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// The number `x`.
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::dyadic::Dyadic;
    /// let mut g = Games::new();
    /// let (zero, one) = (g.zero(), g.integer(1));
    /// assert_eq!(g.from_options(&[zero], &[one]), g.number(Dyadic::new(1, 1)));
    /// ```
    pub fn number(&mut self, x: Dyadic) -> GameId {
        self.intern_nus((x, 0, 0))
    }

    /// The integer `n`.
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let two = g.integer(2);
    /// assert_eq!(g.as_number(two), Some(games_core::dyadic::Dyadic::integer(2)));
    /// ```
    pub fn integer(&mut self, n: i64) -> GameId {
        self.number(Dyadic::integer(i128::from(n)))
    }

    /// The nimber ∗k.
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (zero, star) = (g.zero(), g.nimber(1));
    /// assert_eq!(g.from_options(&[zero, star], &[zero, star]), g.nimber(2));
    /// ```
    pub fn nimber(&mut self, k: u32) -> GameId {
        self.intern_nus((Dyadic::ZERO, 0, k))
    }

    /// n·↑ (n < 0: |n|·↓).
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let up = g.up_multiple(1);
    /// assert_eq!(g.sum(up, up), g.up_multiple(2));
    /// ```
    pub fn up_multiple(&mut self, n: i64) -> GameId {
        self.intern_nus((Dyadic::ZERO, n, 0))
    }

    /// x + n·↑ + ∗k.
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::dyadic::Dyadic;
    /// let mut g = Games::new();
    /// let v = g.nus(Dyadic::new(1, 1), 2, 1);
    /// assert_eq!(g.as_nus(v), Some((Dyadic::new(1, 1), 2, 1)));
    /// ```
    pub fn nus(&mut self, x: Dyadic, n: i64, k: u32) -> GameId {
        self.intern_nus((x, n, k))
    }

    /// The number a game equals, if it is one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::dyadic::Dyadic;
    /// let mut g = Games::new();
    /// let (one, star) = (g.integer(1), g.nimber(1));
    /// assert_eq!(g.as_number(one), Some(Dyadic::ONE));
    /// assert_eq!(g.as_number(star), None);
    /// ```
    pub fn as_number(&self, id: GameId) -> Option<Dyadic> {
        match self.nodes[id.index()] {
            Node::Nus((x, 0, 0)) => Some(x),
            _ => None,
        }
    }

    /// Whether a game is a number.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (one, up) = (g.integer(1), g.up_multiple(1));
    /// assert!(g.is_number(one) && !g.is_number(up));
    /// ```
    pub fn is_number(&self, id: GameId) -> bool {
        self.as_number(id).is_some()
    }

    /// `(x, n, k)` when the game is x + n·↑ + ∗k.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::dyadic::Dyadic;
    /// let mut g = Games::new();
    /// let (zero, star) = (g.zero(), g.nimber(1));
    /// let up_star = g.from_options(&[zero, star], &[zero]);
    /// assert_eq!(g.as_nus(up_star), Some((Dyadic::ZERO, 1, 1)));
    /// ```
    pub fn as_nus(&self, id: GameId) -> Option<(Dyadic, i64, u32)> {
        match self.nodes[id.index()] {
            Node::Nus(v) => Some(v),
            Node::General { .. } => None,
        }
    }

    fn canon(&self, id: GameId) -> GameId {
        match self.nodes[id.index()] {
            Node::General { canon, .. } if canon != PENDING => canon,
            _ => id,
        }
    }

    /// Whether `id` is a canonical node (every id handed out is).
    fn is_canonical(&self, id: GameId) -> bool {
        match self.nodes[id.index()] {
            Node::General { canon, .. } => canon == id,
            Node::Nus(_) => true,
        }
    }

    fn options(&mut self, id: GameId, left: bool) -> Vec<GameId> {
        match &self.nodes[id.index()] {
            Node::General {
                left: l, right: r, ..
            } => {
                if left {
                    l.to_vec()
                } else {
                    r.to_vec()
                }
            }
            &Node::Nus((x, 0, 0)) => number_options(x, left)
                .into_iter()
                .map(|y| self.number(y))
                .collect(),
            &Node::Nus(v) => {
                let mut ids: Vec<GameId> = nus_options(v, left)
                    .into_iter()
                    .map(|w| self.intern_nus(w))
                    .collect();
                ids.sort_unstable();
                ids
            }
        }
    }

    /// Left's options of the canonical form, sorted by id.
    ///
    /// # Complexity
    /// O(number of options) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let up = g.up_multiple(1);
    /// assert_eq!(g.left_options(up), vec![g.zero()]);
    /// assert_eq!(g.right_options(up), vec![g.nimber(1)]);
    /// ```
    pub fn left_options(&mut self, id: GameId) -> Vec<GameId> {
        self.options(id, true)
    }

    /// Right's options of the canonical form, sorted by id.
    ///
    /// # Complexity
    /// O(number of options) expected.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let half = g.number(games_core::dyadic::Dyadic::new(1, 1));
    /// assert_eq!(g.right_options(half), vec![g.integer(1)]);
    /// ```
    pub fn right_options(&mut self, id: GameId) -> Vec<GameId> {
        self.options(id, false)
    }

    /// The stored options `(left, right)` of a general canonical form, or
    /// `None` for a fast-path value (x + n·↑ + ∗k, see
    /// [`nus_option_values`] for its options).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (one, minus_one) = (g.integer(1), g.integer(-1));
    /// let pm = g.from_options(&[one], &[minus_one]);
    /// assert_eq!(g.general_options(pm), Some((&[one][..], &[minus_one][..])));
    /// assert_eq!(g.general_options(one), None);
    /// ```
    pub fn general_options(&self, id: GameId) -> Option<(&[GameId], &[GameId])> {
        match &self.nodes[id.index()] {
            Node::General { left, right, .. } => Some((left, right)),
            Node::Nus(_) => None,
        }
    }

    /// The birthday: 0 for 0, and one more than the latest-born option.
    ///
    /// # Complexity
    /// O(1) for general forms and numbers, O(|n|) for x + n·↑ + ∗k.
    ///
    /// # Panics
    /// If it exceeds `u64` (a number of that size).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (up, star3) = (g.up_multiple(1), g.nimber(3));
    /// assert_eq!((g.birthday(up), g.birthday(star3)), (2, 3));
    /// ```
    pub fn birthday(&self, id: GameId) -> u64 {
        match self.nodes[id.index()] {
            Node::General { birthday, .. } => birthday,
            Node::Nus(v) => nus_birthday(v),
        }
    }

    /// The canonical form of `{left | right}` (options given by id; any
    /// order, repeats allowed).
    ///
    /// # Complexity
    /// Memoised on the option lists. A new form costs O((|L|² + |R|²)
    /// comparisons) per round of removing dominated options, and one
    /// comparison per option of an option per round of bypassing
    /// reversible ones.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (zero, star) = (g.zero(), g.nimber(1));
    /// assert_eq!(g.from_options(&[star], &[star]), zero); // {∗ | ∗} = 0
    /// let up = g.from_options(&[zero], &[star]);
    /// assert_eq!(g.as_nus(up), Some((games_core::dyadic::Dyadic::ZERO, 1, 0)));
    /// ```
    pub fn from_options(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        let mut l: Vec<GameId> = left.iter().map(|&g| self.canon(g)).collect();
        let mut r: Vec<GameId> = right.iter().map(|&g| self.canon(g)).collect();
        let mut seen_keys: Vec<Vec<u32>> = Vec::new();
        let mut provisional: Vec<GameId> = Vec::new();
        let result = loop {
            l.sort_unstable();
            l.dedup();
            r.sort_unstable();
            r.dedup();
            if let Some(id) = self.number_only(&l, &r) {
                break id;
            }
            let key = list_key(&l, &r);
            if let Some(&id) = self.lists.get(&key[..]) {
                let c = self.canon(id);
                if c != PENDING && self.is_canonical(c) {
                    break c;
                }
            }
            seen_keys.push(key);
            // Remove dominated options.
            let l2 = self.undominated(&l, true);
            let r2 = self.undominated(&r, false);
            if l2.len() != l.len() || r2.len() != r.len() {
                l = l2;
                r = r2;
                continue;
            }
            // Bypass reversible options, comparing with the game itself.
            let g = self.provisional_node(&l, &r, seen_keys.last().unwrap());
            provisional.push(g);
            let mut changed = false;
            let mut new_l = Vec::with_capacity(l.len());
            for &a in &l {
                let mut replaced = false;
                for ar in self.options(a, false) {
                    if self.le(ar, g) {
                        new_l.extend(self.options(ar, true));
                        replaced = true;
                        break;
                    }
                }
                if !replaced {
                    new_l.push(a);
                }
                changed |= replaced;
            }
            let mut new_r = Vec::with_capacity(r.len());
            for &b in &r {
                let mut replaced = false;
                for bl in self.options(b, true) {
                    if self.le(g, bl) {
                        new_r.extend(self.options(bl, false));
                        replaced = true;
                        break;
                    }
                }
                if !replaced {
                    new_r.push(b);
                }
                changed |= replaced;
            }
            if changed {
                l = new_l;
                r = new_r;
                continue;
            }
            // Canonical: a fast-path value, or this node.
            match self.recognise_nus(&l, &r) {
                Some(id) => break id,
                None => {
                    if let Node::General { canon, .. } = &mut self.nodes[g.index()] {
                        *canon = g;
                    }
                    break g;
                }
            }
        };
        for p in provisional {
            if let Node::General { canon, .. } = &mut self.nodes[p.index()] {
                if *canon == PENDING {
                    *canon = result;
                }
            }
        }
        for key in seen_keys {
            self.lists.insert(key.into_boxed_slice(), result);
        }
        result
    }

    /// `{l | r}` when every option is a number: a number, x + ∗, or the
    /// switch {max l | min r}.
    fn number_only(&mut self, l: &[GameId], r: &[GameId]) -> Option<GameId> {
        let lo = l
            .iter()
            .map(|&g| self.as_number(g))
            .try_fold(None, |m: Option<Dyadic>, x| {
                x.map(|x| Some(m.map_or(x, |m| m.max(x))))
            })?;
        let hi = r
            .iter()
            .map(|&g| self.as_number(g))
            .try_fold(None, |m: Option<Dyadic>, x| {
                x.map(|x| Some(m.map_or(x, |m| m.min(x))))
            })?;
        match (lo, hi) {
            (Some(a), Some(b)) if a == b => Some(self.intern_nus((a, 0, 1))),
            (Some(a), Some(b)) if a > b => {
                let (la, rb) = (self.number(a), self.number(b));
                Some(self.intern_general(vec![la], vec![rb]))
            }
            _ => Some(self.number(Dyadic::simplest_between(lo, hi))),
        }
    }

    /// Interns a form known to be canonical and no fast-path value.
    fn intern_general(&mut self, l: Vec<GameId>, r: Vec<GameId>) -> GameId {
        let key = list_key(&l, &r);
        if let Some(&id) = self.lists.get(&key[..]) {
            return self.canon(id);
        }
        let id = self.push_general(l, r, true);
        self.lists.insert(key.into_boxed_slice(), id);
        id
    }

    fn push_general(&mut self, l: Vec<GameId>, r: Vec<GameId>, canonical: bool) -> GameId {
        let birthday = 1 + l
            .iter()
            .chain(r.iter())
            .map(|&g| self.birthday(g))
            .max()
            .map_or(0, |b| b);
        let id = GameId(u32::try_from(self.nodes.len()).expect("more than 2^32 games"));
        assert!(id != PENDING, "more than 2^32 - 1 games");
        self.nodes.push(Node::General {
            left: l.into_boxed_slice(),
            right: r.into_boxed_slice(),
            canon: if canonical { id } else { PENDING },
            birthday,
        });
        id
    }

    fn provisional_node(&mut self, l: &[GameId], r: &[GameId], key: &[u32]) -> GameId {
        if let Some(&id) = self.lists.get(key) {
            return id;
        }
        let id = self.push_general(l.to_vec(), r.to_vec(), false);
        self.lists.insert(key.to_vec().into_boxed_slice(), id);
        id
    }

    /// The options not dominated by another (for Left: not ≤ another; for
    /// Right: not ≥ another).
    fn undominated(&mut self, opts: &[GameId], left: bool) -> Vec<GameId> {
        let mut keep = Vec::with_capacity(opts.len());
        for (i, &a) in opts.iter().enumerate() {
            let dominated = opts
                .iter()
                .enumerate()
                .any(|(j, &b)| j != i && if left { self.le(a, b) } else { self.le(b, a) });
            if !dominated {
                keep.push(a);
            }
        }
        keep
    }

    /// The fast-path id of the canonical form `{l | r}` if it is one.
    fn recognise_nus(&mut self, l: &[GameId], r: &[GameId]) -> Option<GameId> {
        let lv: Vec<Nus> = l.iter().map(|&g| self.as_nus(g)).collect::<Option<_>>()?;
        let rv: Vec<Nus> = r.iter().map(|&g| self.as_nus(g)).collect::<Option<_>>()?;
        let x = lv.first()?.0;
        rv.first()?;
        if lv.iter().chain(rv.iter()).any(|v| v.0 != x) {
            return None;
        }
        let zero_at = |v: &[Nus]| v.len() == 1 && v[0].1 == 0 && v[0].2 == 0;
        let mut candidates: Vec<Nus> = Vec::with_capacity(3);
        if let Ok(k) = u32::try_from(lv.len()) {
            candidates.push((x, 0, k));
        }
        candidates.push((x, 1, 1));
        candidates.push((x, -1, 1));
        if zero_at(&lv) && rv.len() == 1 && rv[0].1 >= 0 {
            candidates.push((x, up_add(rv[0].1, 1), rv[0].2 ^ 1));
        }
        if zero_at(&rv) && lv.len() == 1 && lv[0].1 <= 0 {
            candidates.push((x, up_add(lv[0].1, -1), lv[0].2 ^ 1));
        }
        let sorted = |mut v: Vec<Nus>| {
            v.sort_unstable_by_key(|a| (a.1, a.2));
            v
        };
        let (lv, rv) = (sorted(lv), sorted(rv));
        let found = candidates.into_iter().find(|&c| {
            (c.1, c.2) != (0, 0)
                && sorted(nus_options(c, true)) == lv
                && sorted(nus_options(c, false)) == rv
        })?;
        Some(self.intern_nus(found))
    }

    /// Whether `a ≤ b`.
    ///
    /// # Complexity
    /// O(1) when both are fast-path values; otherwise memoised on the pair,
    /// each new pair costing one comparison per option of either game.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (zero, up, star) = (g.zero(), g.up_multiple(1), g.nimber(1));
    /// assert!(g.le(zero, up));
    /// assert!(!g.le(zero, star) && !g.le(star, zero));
    /// ```
    pub fn le(&mut self, a: GameId, b: GameId) -> bool {
        if a == b {
            return true;
        }
        if let (Node::Nus(x), Node::Nus(y)) = (&self.nodes[a.index()], &self.nodes[b.index()]) {
            let d = (y.0 - x.0, up_add(y.1, -x.1), x.2 ^ y.2);
            return nus_nonnegative(d);
        }
        let key = pair(a, b);
        if let Some(&r) = self.le_memo.get(&key) {
            return r;
        }
        let r = self.le_compute(a, b);
        self.le_memo.insert(key, r);
        r
    }

    fn le_compute(&mut self, a: GameId, b: GameId) -> bool {
        // Number avoidance when the other side is a canonical non-number.
        let a_number = self.is_number(a);
        let b_number = self.is_number(b);
        if !a_number || !self.is_canonical(b) {
            for al in self.options(a, true) {
                if self.le(b, al) {
                    return false;
                }
            }
        }
        if !b_number || !self.is_canonical(a) {
            for br in self.options(b, false) {
                if self.le(br, a) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether `a ≥ b`.
    ///
    /// # Complexity
    /// As [`Games::le`].
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (zero, up) = (g.zero(), g.up_multiple(1));
    /// assert!(g.ge(up, zero));
    /// ```
    pub fn ge(&mut self, a: GameId, b: GameId) -> bool {
        self.le(b, a)
    }

    /// The order of games: `Some(Less | Equal | Greater)`, or `None` when
    /// `a` and `b` are confused (incomparable).
    ///
    /// # Complexity
    /// Two comparisons ([`Games::le`]).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use std::cmp::Ordering;
    /// let mut g = Games::new();
    /// let (zero, up, star) = (g.zero(), g.up_multiple(1), g.nimber(1));
    /// assert_eq!(g.partial_cmp(zero, up), Some(Ordering::Less));
    /// assert_eq!(g.partial_cmp(star, up), None); // ↑ − ∗ = ↑∗ is fuzzy
    /// ```
    pub fn partial_cmp(&mut self, a: GameId, b: GameId) -> Option<Ordering> {
        match (self.le(a, b), self.le(b, a)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// The outcome class: Left (G > 0), Right (G < 0), Next (G ‖ 0) or
    /// Previous (G = 0).
    ///
    /// # Complexity
    /// Two comparisons with 0.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::number_star::Outcome;
    /// let mut g = Games::new();
    /// let (up, star, zero) = (g.up_multiple(1), g.nimber(1), g.zero());
    /// assert_eq!(g.outcome(up), Outcome::Left);
    /// assert_eq!(g.outcome(star), Outcome::Next);
    /// assert_eq!(g.outcome(zero), Outcome::Previous);
    /// ```
    pub fn outcome(&mut self, id: GameId) -> Outcome {
        let zero = self.zero();
        match self.partial_cmp(id, zero) {
            Some(Ordering::Greater) => Outcome::Left,
            Some(Ordering::Less) => Outcome::Right,
            Some(Ordering::Equal) => Outcome::Previous,
            None => Outcome::Next,
        }
    }

    /// −G.
    ///
    /// # Complexity
    /// O(1) for fast-path values; otherwise memoised, each new game costing
    /// one negation per option.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (up, down) = (g.up_multiple(1), g.up_multiple(-1));
    /// assert_eq!(g.neg(up), down);
    /// ```
    pub fn neg(&mut self, a: GameId) -> GameId {
        if let Node::Nus((x, n, k)) = self.nodes[a.index()] {
            return self.intern_nus((-x, n.checked_neg().expect("up multiple overflows i64"), k));
        }
        if let Some(&r) = self.neg_memo.get(&a.0) {
            return r;
        }
        let (l, r) = (self.options(a, true), self.options(a, false));
        let mut nl: Vec<GameId> = r.iter().map(|&g| self.neg(g)).collect();
        let mut nr: Vec<GameId> = l.iter().map(|&g| self.neg(g)).collect();
        nl.sort_unstable();
        nr.sort_unstable();
        let result = self.intern_general(nl, nr);
        self.neg_memo.insert(a.0, result);
        self.neg_memo.insert(result.0, a);
        result
    }

    /// G + H.
    ///
    /// # Complexity
    /// O(1) for two fast-path values; otherwise memoised on the pair, a new
    /// pair costing the sums with each option and one [`Games::from_options`].
    ///
    /// # Panics
    /// If a number or up-multiple overflows (see the module header).
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let (up, star) = (g.up_multiple(1), g.nimber(1));
    /// let up_star = g.sum(up, star);
    /// assert_eq!(g.as_nus(up_star), Some((games_core::dyadic::Dyadic::ZERO, 1, 1)));
    /// ```
    pub fn sum(&mut self, a: GameId, b: GameId) -> GameId {
        let zero = self.zero();
        if a == zero {
            return b;
        }
        if b == zero {
            return a;
        }
        if let (Node::Nus(x), Node::Nus(y)) = (&self.nodes[a.index()], &self.nodes[b.index()]) {
            let v = (x.0 + y.0, up_add(x.1, y.1), x.2 ^ y.2);
            return self.intern_nus(v);
        }
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let key = pair(a, b);
        if let Some(&r) = self.sum_memo.get(&key) {
            return r;
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        // Number translation: x + G = {x + G^L | x + G^R} for G no number.
        let (a_number, b_number) = (self.is_number(a), self.is_number(b));
        if !a_number {
            for al in self.options(a, true) {
                left.push(self.sum(al, b));
            }
            for ar in self.options(a, false) {
                right.push(self.sum(ar, b));
            }
        }
        if !b_number {
            for bl in self.options(b, true) {
                left.push(self.sum(a, bl));
            }
            for br in self.options(b, false) {
                right.push(self.sum(a, br));
            }
        }
        let result = self.from_options(&left, &right);
        self.sum_memo.insert(key, result);
        result
    }

    /// The sum of all the games (0 for none).
    ///
    /// # Complexity
    /// One [`Games::sum`] per game.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let star = g.nimber(1);
    /// assert_eq!(g.sum_all(&[star, star, star]), star);
    /// ```
    pub fn sum_all(&mut self, games: &[GameId]) -> GameId {
        games.iter().fold(self.zero(), |acc, &g| self.sum(acc, g))
    }

    /// G − H.
    ///
    /// # Complexity
    /// One [`Games::neg`] and one [`Games::sum`].
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let up = g.up_multiple(3);
    /// assert_eq!(g.sub(up, up), g.zero());
    /// ```
    pub fn sub(&mut self, a: GameId, b: GameId) -> GameId {
        let nb = self.neg(b);
        self.sum(a, nb)
    }

    /// The Left stop: the number reached when Left moves first and both
    /// players stop as soon as the game is a number.
    ///
    /// # Complexity
    /// O(1) for fast-path values; otherwise memoised, one stop per option.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::dyadic::Dyadic;
    /// let mut g = Games::new();
    /// let (one, two, three) = (g.integer(1), g.integer(2), g.integer(3));
    /// let inner = g.from_options(&[two], &[one]);
    /// let game = g.from_options(&[three], &[inner]); // {3 || 2 | 1}
    /// assert_eq!(g.left_stop(game), Dyadic::integer(3));
    /// assert_eq!(g.right_stop(game), Dyadic::integer(2));
    /// ```
    pub fn left_stop(&mut self, id: GameId) -> Dyadic {
        self.stop(id, true)
    }

    /// The Right stop (see [`Games::left_stop`]).
    ///
    /// # Complexity
    /// As [`Games::left_stop`].
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// use games_core::dyadic::Dyadic;
    /// let mut g = Games::new();
    /// let up = g.up_multiple(1);
    /// assert_eq!(g.right_stop(up), Dyadic::ZERO);
    /// ```
    pub fn right_stop(&mut self, id: GameId) -> Dyadic {
        self.stop(id, false)
    }

    fn stop(&mut self, id: GameId, left: bool) -> Dyadic {
        if let Node::Nus(v) = self.nodes[id.index()] {
            return v.0;
        }
        if let Some(&s) = self.stop_memo.get(&(id.0, left)) {
            return s;
        }
        let opts = self.options(id, left);
        let stops = opts.into_iter().map(|o| self.stop(o, !left));
        // A canonical non-number has options on both sides.
        let s = if left { stops.max() } else { stops.min() }
            .expect("a canonical game that is no number has options on both sides");
        self.stop_memo.insert((id.0, left), s);
        s
    }
}

/// The birthday of x + n·↑ + ∗k.
fn nus_birthday((x, n, k): Nus) -> u64 {
    let bx = number_birthday(x);
    if n == 0 {
        return bx + u64::from(k);
    }
    // Walk the chain n·↑ + ∗k → (n−1)·↑ + ∗(k⊕1) → … down to a nimber or ↑∗.
    let mut m = n.unsigned_abs();
    let mut k = k;
    let mut steps = 0u64;
    loop {
        if m == 1 && k == 1 {
            return bx + 2 + steps;
        }
        if m == 0 {
            return bx + u64::from(k) + steps;
        }
        steps += 1;
        m -= 1;
        k ^= 1;
    }
}

impl Default for Games {
    /// The same as [`Games::new`]: an arena holding 0.
    fn default() -> Games {
        Games::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::tally;
    use super::*;
    use rand::rngs::StdRng;
    use rand::Rng;

    /// Game trees written out by their options, by index into the list.
    #[derive(Default)]
    struct Trees {
        nodes: Vec<(Vec<usize>, Vec<usize>)>,
    }

    impl Trees {
        fn add(&mut self, l: Vec<usize>, r: Vec<usize>) -> usize {
            self.nodes.push((l, r));
            self.nodes.len() - 1
        }
        /// A tree of the number x from its canonical options (small x).
        fn number(&mut self, x: Dyadic) -> usize {
            let l = number_options(x, true)
                .into_iter()
                .map(|y| self.number(y))
                .collect();
            let r = number_options(x, false)
                .into_iter()
                .map(|y| self.number(y))
                .collect();
            self.add(l, r)
        }
        fn star(&mut self, k: u32) -> usize {
            let opts: Vec<usize> = (0..k).map(|j| self.star(j)).collect();
            self.add(opts.clone(), opts)
        }
        /// A random game: random options among the trees so far.
        fn random(&mut self, rng: &mut StdRng, width: usize) -> usize {
            let n = self.nodes.len();
            let pick = |rng: &mut StdRng| -> Vec<usize> {
                let k = rng.gen_range(0..=width);
                (0..k).map(|_| rng.gen_range(0..n)).collect()
            };
            let (l, r) = (pick(rng), pick(rng));
            self.add(l, r)
        }
        /// Whether the mover wins moving first on the sum of `tokens`.
        fn wins(
            &self,
            tokens: &[usize],
            left: bool,
            memo: &mut HashMap<(Vec<usize>, bool), bool>,
        ) -> bool {
            let mut key = tokens.to_vec();
            key.sort_unstable();
            if let Some(&w) = memo.get(&(key.clone(), left)) {
                return w;
            }
            let mut w = false;
            'search: for i in 0..tokens.len() {
                let (l, r) = &self.nodes[tokens[i]];
                for &u in if left { l } else { r } {
                    let mut next = tokens.to_vec();
                    next[i] = u;
                    if !self.wins(&next, !left, memo) {
                        w = true;
                        break 'search;
                    }
                }
            }
            memo.insert((key, left), w);
            w
        }
        fn outcome(
            &self,
            tokens: &[usize],
            memo: &mut HashMap<(Vec<usize>, bool), bool>,
        ) -> Outcome {
            match (
                self.wins(tokens, true, memo),
                self.wins(tokens, false, memo),
            ) {
                (true, false) => Outcome::Left,
                (false, true) => Outcome::Right,
                (true, true) => Outcome::Next,
                (false, false) => Outcome::Previous,
            }
        }
        /// The value of the sum of `tokens`, built bottom-up through
        /// `from_options` only (no engine sums).
        fn value(
            &self,
            g: &mut Games,
            tokens: &[usize],
            memo: &mut HashMap<Vec<usize>, GameId>,
        ) -> GameId {
            let mut key = tokens.to_vec();
            key.sort_unstable();
            if let Some(&v) = memo.get(&key) {
                return v;
            }
            let mut sides = [Vec::new(), Vec::new()];
            for (side, opts) in sides.iter_mut().enumerate() {
                for i in 0..tokens.len() {
                    let (l, r) = &self.nodes[tokens[i]];
                    for &u in if side == 0 { l } else { r } {
                        let mut next = tokens.to_vec();
                        next[i] = u;
                        opts.push(self.value(g, &next, memo));
                    }
                }
            }
            let v = g.from_options(&sides[0], &sides[1]);
            memo.insert(key, v);
            v
        }
    }

    fn ids_of(g: &mut Games, trees: &Trees) -> Vec<GameId> {
        let mut memo = HashMap::new();
        (0..trees.nodes.len())
            .map(|t| trees.value(g, &[t], &mut memo))
            .collect()
    }

    #[test]
    fn outcomes_of_random_games_and_their_sums_match_the_search() {
        let seen = tally::<4>(7001, 10, |rng, _, seen| {
            let mut trees = Trees::default();
            trees.add(vec![], vec![]);
            for _ in 0..22 {
                trees.random(rng, 3);
            }
            let mut g = Games::new();
            let ids = ids_of(&mut g, &trees);
            let mut memo = HashMap::new();
            let mut vmemo = HashMap::new();
            for (t, &id) in ids.iter().enumerate() {
                let o = g.outcome(id);
                assert_eq!(o, trees.outcome(&[t], &mut memo), "tree {t}");
                seen[o as usize] += 1;
            }
            for _ in 0..20 {
                let k = rng.gen_range(2..=3);
                let tokens: Vec<usize> = (0..k)
                    .map(|_| rng.gen_range(0..trees.nodes.len()))
                    .collect();
                let parts: Vec<GameId> = tokens.iter().map(|&t| ids[t]).collect();
                let s = g.sum_all(&parts);
                let o = g.outcome(s);
                assert_eq!(o, trees.outcome(&tokens, &mut memo), "{tokens:?}");
                assert_eq!(s, trees.value(&mut g, &tokens, &mut vmemo), "{tokens:?}");
                seen[o as usize] += 1;
            }
        });
        assert!(seen.iter().all(|&c| c > 40), "{seen:?}");
    }

    /// A pool of random canonical games of the engine (with numbers,
    /// nimbers and ups mixed in).
    fn random_pool(g: &mut Games, rng: &mut StdRng, n: usize) -> Vec<GameId> {
        let mut pool = vec![
            g.zero(),
            g.integer(1),
            g.integer(-1),
            g.nimber(1),
            g.up_multiple(1),
        ];
        pool.push(g.number(Dyadic::new(1, 1)));
        while pool.len() < n {
            let pick = |rng: &mut StdRng| -> Vec<GameId> {
                let k = rng.gen_range(0..=3);
                (0..k).map(|_| pool[rng.gen_range(0..pool.len())]).collect()
            };
            let (l, r) = (pick(rng), pick(rng));
            let id = g.from_options(&l, &r);
            pool.push(id);
        }
        pool
    }

    #[test]
    fn algebra_laws_hold_on_random_games() {
        let seen = tally::<2>(7002, 6, |rng, _, seen| {
            let mut g = Games::new();
            let pool = random_pool(&mut g, rng, 30);
            let zero = g.zero();
            for _ in 0..40 {
                let a = pool[rng.gen_range(0..pool.len())];
                let b = pool[rng.gen_range(0..pool.len())];
                let c = pool[rng.gen_range(0..pool.len())];
                assert_eq!(g.sub(a, a), zero);
                let (ab, ba) = (g.sum(a, b), g.sum(b, a));
                assert_eq!(ab, ba);
                let (ab_c, bc) = (g.sum(ab, c), g.sum(b, c));
                assert_eq!(ab_c, g.sum(a, bc));
                let na = g.neg(a);
                assert_eq!(g.neg(na), a);
                let d = g.sub(b, a);
                let o = g.outcome(d);
                assert_eq!(g.le(a, b), matches!(o, Outcome::Left | Outcome::Previous));
                seen[usize::from(g.le(a, b))] += 1;
                let (l, r) = (g.left_options(a), g.right_options(a));
                assert_eq!(g.from_options(&l, &r), a);
                assert!(g.left_stop(a) >= g.right_stop(a));
                let lb = g.birthday(a);
                for o in l.iter().chain(r.iter()) {
                    assert!(g.birthday(*o) < lb);
                }
            }
        });
        assert!(seen[0] > 30 && seen[1] > 30, "{seen:?}");
    }

    #[test]
    fn known_canonical_forms() {
        let mut g = Games::new();
        let (zero, star, one, m1) = (g.zero(), g.nimber(1), g.integer(1), g.integer(-1));
        let half = g.number(Dyadic::new(1, 1));
        assert_eq!(g.from_options(&[zero], &[star]), g.up_multiple(1));
        assert_eq!(
            g.from_options(&[zero, star], &[zero]),
            g.nus(Dyadic::ZERO, 1, 1)
        );
        assert_eq!(g.from_options(&[zero], &[zero]), star);
        assert_eq!(g.from_options(&[star], &[star]), zero);
        assert_eq!(g.from_options(&[zero, star], &[zero, star]), g.nimber(2));
        let pm1 = g.from_options(&[one], &[m1]);
        assert_eq!(g.as_nus(pm1), None);
        assert_eq!(
            (g.left_stop(pm1), g.right_stop(pm1)),
            (Dyadic::ONE, -Dyadic::ONE)
        );
        // {2 | −1/2}: hot, stops 2 and −1/2.
        let two = g.integer(2);
        let mhalf = g.neg(half);
        let h = g.from_options(&[two], &[mhalf]);
        assert_eq!(g.left_options(h), vec![two]);
        assert_eq!(g.right_options(h), vec![mhalf]);
        // ↑ + ↑ = {0 | ↑∗}, ↑ + ∗ = ↑∗, ↑ + ↑ + ↑ = {0 | ↑↑∗}.
        let up = g.up_multiple(1);
        let upup = g.sum(up, up);
        assert_eq!(upup, g.up_multiple(2));
        let up_star = g.nus(Dyadic::ZERO, 1, 1);
        assert_eq!(g.right_options(upup), vec![up_star]);
        assert_eq!(g.sum(up, star), up_star);
        // {0 | 2} = 1, {0 | 1} = 1/2, {1 | 1} = 1∗, {−1 | 1} = 0.
        assert_eq!(g.from_options(&[zero], &[two]), one);
        assert_eq!(g.from_options(&[zero], &[one]), half);
        assert_eq!(g.from_options(&[one], &[one]), g.nus(Dyadic::ONE, 0, 1));
        assert_eq!(g.from_options(&[m1], &[one]), zero);
        // Outcomes of ↑∗ (fuzzy) and ↑∗2 (positive).
        assert_eq!(g.outcome(up_star), Outcome::Next);
        let up_star2 = g.nus(Dyadic::ZERO, 1, 2);
        assert_eq!(g.outcome(up_star2), Outcome::Left);
        // Birthdays.
        assert_eq!(g.birthday(pm1), 2);
        assert_eq!(g.birthday(h), 3);
        assert_eq!(g.birthday(half), 2);
        assert_eq!(g.birthday(mhalf), 2);
    }

    /// PROBLEMS-PARTIZAN.md's header: G_s = {0 | G_(s−1)}, G_0 = 0, is
    /// (s−1)·↑ plus ∗ when s is odd.
    #[test]
    fn the_pile_game_of_the_partizan_contracts_is_ups_and_star() {
        let mut g = Games::new();
        let mut gs = g.zero();
        let zero = g.zero();
        for s in 1..=60i64 {
            gs = g.from_options(&[zero], &[gs]);
            let expected = g.nus(Dyadic::ZERO, s - 1, (s % 2) as u32);
            assert_eq!(gs, expected, "s = {s}");
        }
    }

    /// The fast path's canonical options and order agree with the general
    /// construction of the same values from game trees.
    #[test]
    fn fast_path_agrees_with_the_general_construction() {
        let mut trees = Trees::default();
        let zero_t = trees.add(vec![], vec![]);
        let star_t = trees.add(vec![zero_t], vec![zero_t]);
        let up_t = trees.add(vec![zero_t], vec![star_t]);
        let down_t = trees.add(vec![star_t], vec![zero_t]);
        let numbers = [
            Dyadic::ZERO,
            Dyadic::ONE,
            Dyadic::integer(-1),
            Dyadic::new(1, 1),
            Dyadic::new(-3, 2),
        ];
        let number_t: Vec<usize> = numbers.iter().map(|&x| trees.number(x)).collect();
        let star_ts: Vec<usize> = (0..4).map(|k| trees.star(k)).collect();
        let mut g = Games::new();
        let mut memo = HashMap::new();
        let mut vmemo = HashMap::new();
        let mut values = Vec::new();
        let mut rng = rand::SeedableRng::seed_from_u64(7003);
        let rng: &mut StdRng = &mut rng;
        for _ in 0..60 {
            let xi = rng.gen_range(0..numbers.len());
            let n: i64 = rng.gen_range(-3..=3);
            let k: u32 = rng.gen_range(0..4);
            let mut tokens = vec![number_t[xi], star_ts[k as usize]];
            for _ in 0..n.unsigned_abs() {
                tokens.push(if n > 0 { up_t } else { down_t });
            }
            let general = trees.value(&mut g, &tokens, &mut vmemo);
            let fast = g.nus(numbers[xi], n, k);
            assert_eq!(general, fast, "{:?}", (numbers[xi], n, k));
            assert_eq!(g.outcome(fast), trees.outcome(&tokens, &mut memo));
            let (l, r) = (g.left_options(fast), g.right_options(fast));
            assert_eq!(g.from_options(&l, &r), fast);
            values.push((fast, tokens));
        }
        // Comparisons: a ≤ b iff Right moving first on b − a loses.
        let neg = |trees: &mut Trees, t: usize| -> usize {
            fn go(trees: &mut Trees, t: usize, memo: &mut HashMap<usize, usize>) -> usize {
                if let Some(&m) = memo.get(&t) {
                    return m;
                }
                let (l, r) = trees.nodes[t].clone();
                let nl = r.iter().map(|&u| go(trees, u, memo)).collect();
                let nr = l.iter().map(|&u| go(trees, u, memo)).collect();
                let m = trees.add(nl, nr);
                memo.insert(t, m);
                m
            }
            go(trees, t, &mut HashMap::new())
        };
        for i in 0..20 {
            let (a, ta) = values[i].clone();
            let (b, tb) = values[(i * 7 + 3) % values.len()].clone();
            let mut tokens = tb.clone();
            for &t in &ta {
                tokens.push(neg(&mut trees, t));
            }
            let right_first_wins = trees.wins(&tokens, false, &mut memo);
            assert_eq!(g.le(a, b), !right_first_wins);
        }
    }

    #[test]
    #[should_panic(expected = "up multiple overflows i64")]
    fn up_multiple_overflow_panics_instead_of_wrapping() {
        let mut g = Games::new();
        let (a, b) = (g.up_multiple(i64::MAX), g.up_multiple(1));
        g.sum(a, b);
    }

    #[test]
    #[should_panic(expected = "overflows")]
    fn number_overflow_panics_instead_of_wrapping() {
        let mut g = Games::new();
        let big = g.number(Dyadic::integer(i128::MAX));
        let one = g.integer(1);
        g.sum(big, one);
    }

    /// ±1 ± 2 ± … ± 12: a sum of hot games whose canonical form is deep
    /// (birthday 1 + 2 + … + 12 after cancellation is far less, but the
    /// sums on the way are), still fast, and its outcome is Next.
    #[test]
    fn a_long_sum_of_switches() {
        let mut g = Games::new();
        let mut total = g.zero();
        for k in 1..=12 {
            let (a, b) = (g.integer(k), g.integer(-k));
            let s = g.from_options(&[a], &[b]);
            total = g.sum(total, s);
        }
        assert_eq!(g.outcome(total), Outcome::Next);
        assert_eq!(g.left_stop(total), Dyadic::integer(6));
        assert_eq!(g.right_stop(total), Dyadic::integer(-6));
    }

    /// Domineering on the empty cells `mask` of a `rows × cols` board
    /// (bit r·cols + c): Left places vertical dominoes, Right horizontal
    /// ones. The values of all subsets, bottom-up (an option has fewer
    /// cells, so a smaller mask).
    fn domineering_all(g: &mut Games, rows: usize, cols: usize) -> Vec<GameId> {
        let cells = rows * cols;
        let mut value = Vec::with_capacity(1 << cells);
        for mask in 0usize..1 << cells {
            let (mut l, mut r) = (Vec::new(), Vec::new());
            for i in 0..cells {
                let (row, col) = (i / cols, i % cols);
                if row + 1 < rows && mask >> i & 1 == 1 && mask >> (i + cols) & 1 == 1 {
                    l.push(value[mask & !(1 << i) & !(1 << (i + cols))]);
                }
                if col + 1 < cols && mask >> i & 1 == 1 && mask >> (i + 1) & 1 == 1 {
                    r.push(value[mask & !(1 << i) & !(1 << (i + 1))]);
                }
            }
            value.push(g.from_options(&l, &r));
        }
        value
    }

    /// Whether the mover wins Domineering on `mask` moving first.
    fn domineering_wins(
        rows: usize,
        cols: usize,
        mask: usize,
        left: bool,
        memo: &mut HashMap<(usize, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(mask, left)) {
            return w;
        }
        let mut w = false;
        for i in 0..rows * cols {
            let j = if left { i + cols } else { i + 1 };
            let fits = if left {
                i / cols + 1 < rows
            } else {
                i % cols + 1 < cols
            };
            if fits
                && mask >> i & 1 == 1
                && mask >> j & 1 == 1
                && !domineering_wins(rows, cols, mask & !(1 << i) & !(1 << j), !left, memo)
            {
                w = true;
                break;
            }
        }
        memo.insert((mask, left), w);
        w
    }

    #[test]
    fn domineering_outcomes_match_the_search() {
        let mut g = Games::new();
        let (rows, cols) = (3, 3);
        let values = domineering_all(&mut g, rows, cols);
        let mut memo = HashMap::new();
        let mut seen = [0usize; 4];
        for (mask, &v) in values.iter().enumerate() {
            let o = g.outcome(v);
            let expected = match (
                domineering_wins(rows, cols, mask, true, &mut memo),
                domineering_wins(rows, cols, mask, false, &mut memo),
            ) {
                (true, false) => Outcome::Left,
                (false, true) => Outcome::Right,
                (true, true) => Outcome::Next,
                (false, false) => Outcome::Previous,
            };
            assert_eq!(o, expected, "mask {mask:b}");
            seen[o as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 20), "{seen:?}");
        // Sums of two 2×2 corners: the sum's value against the search on
        // the 3×3 board holding both as separated regions is covered by
        // the outcomes above; here the values of the full boards.
        let full = values[(1 << 9) - 1];
        assert_eq!(g.outcome(full), Outcome::Next);
    }

    /// The value of Domineering on `mask` (a board up to 64 cells), by a
    /// memoised search over the positions reached (no splitting into
    /// components).
    fn domineering_value(
        g: &mut Games,
        rows: usize,
        cols: usize,
        mask: u64,
        memo: &mut HashMap<u64, GameId>,
    ) -> GameId {
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        let (mut l, mut r) = (Vec::new(), Vec::new());
        for i in 0..rows * cols {
            if mask >> i & 1 == 0 {
                continue;
            }
            if i / cols + 1 < rows && mask >> (i + cols) & 1 == 1 {
                l.push(domineering_value(
                    g,
                    rows,
                    cols,
                    mask & !(1 << i) & !(1 << (i + cols)),
                    memo,
                ));
            }
            if i % cols + 1 < cols && mask >> (i + 1) & 1 == 1 {
                r.push(domineering_value(
                    g,
                    rows,
                    cols,
                    mask & !(1 << i) & !(1 << (i + 1)),
                    memo,
                ));
            }
        }
        let v = g.from_options(&l, &r);
        memo.insert(mask, v);
        v
    }

    /// A stress: the empty 4×6 and 5×5 boards, every position reached
    /// searched (`cargo test --release -p games-core --lib
    /// canonical::tests::domineering_boards -- --ignored --nocapture`).
    #[test]
    #[ignore = "a timing stress; run in release"]
    fn domineering_boards() {
        for (rows, cols) in [(2, 3), (4, 6), (5, 5)] {
            let start = std::time::Instant::now();
            let mut g = Games::new();
            let mut memo = HashMap::new();
            let v = domineering_value(&mut g, rows, cols, (1u64 << (rows * cols)) - 1, &mut memo);
            println!(
                "{rows}x{cols}: {} positions, {} nodes, {:?}",
                memo.len(),
                g.len(),
                start.elapsed()
            );
            let _ = v;
        }
    }

    /// A stress: every subset of a 4×4 board (`cargo test --release -p
    /// games-core --lib canonical::tests::domineering_stress -- --ignored
    /// --nocapture` prints the time).
    #[test]
    #[ignore = "a timing stress; run in release"]
    fn domineering_stress() {
        for (rows, cols) in [(3, 4), (4, 4), (4, 5)] {
            let start = std::time::Instant::now();
            let mut g = Games::new();
            let values = domineering_all(&mut g, rows, cols);
            println!(
                "{rows}x{cols}: {} subsets, {} nodes, {:?}",
                values.len(),
                g.len(),
                start.elapsed()
            );
        }
    }
}
