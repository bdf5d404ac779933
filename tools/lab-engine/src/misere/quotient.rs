//! The misère quotient of a finite set of heaps: built heap by heap as a commutative automaton, every sum of heaps checked as it is built.
//!
//! Two sums of heaps X and Y are *indistinguishable* when X + Z and Y + Z
//! have the same misère outcome for every sum Z of the same heaps; the
//! classes form a commutative monoid under +, the *misère quotient*
//! (Plambeck 2005; Plambeck and Siegel, "Misère quotients for impartial
//! games", JCTA 115 (2008)), and the classes of P-positions its *P-portion*.
//!
//! **How it is built.** A sum of heaps is a word in the heaps (its letters);
//! the lab keeps a deterministic automaton that reads the word, one heap at a
//! time, and whose states are the quotient's elements (accepting: the
//! P-portion). The quotient of no heap is the one-element monoid. To add a
//! heap h whose options are sums of earlier heaps:
//!
//! 1. For each word R in the earlier heaps, its *pair* is (the state of R, the
//!    set T(R) of the states of R's options). The pair of R·a follows from
//!    the pair of R and the letter a alone, so the pairs reachable from the
//!    empty word are found by a search over pairs (Dijkstra's, by the
//!    potential 2·tokens − heaps, which every move lowers).
//! 2. *Claim*: the outcome of h^k·R depends only on k and the state s of R.
//!    Under it, `b_k(s)` ("h^k·R is a P-position") must satisfy, for the
//!    pair (s, T) of every R: `b_k(s)` iff no option h' of h has
//!    `b_{k−1}(s·h')` and no t ∈ T has `b_k(t)`. The lab defines `b_k(s)`
//!    by that rule on the pair of the smallest word of state s, then
//!    *checks it on every reachable pair*. The check passing proves the claim
//!    by induction on k and on the word (the rule is the definition of a
//!    misère P-position: a move exists, and none reaches a P-position).
//!    `b_k` depends only on `b_{k−1}`, so once a vector repeats, the
//!    sequence cycles.
//! 3. The automaton on (k, s) (with k cycling) recognises the P-positions
//!    among all sums of the heaps; merging the states that no sum tells
//!    apart (Moore's partition refinement) gives the quotient.
//! 4. When the check fails (the new heap tells apart sums the earlier
//!    heaps could not), candidates are tried first (step 6); if they do not
//!    settle it, the pair automaton itself (a finer one) is used as
//!    the earlier automaton and the step is retried; if that fails too the
//!    lab tries to *learn* the quotient: it plays out every sum up to a
//!    token bound, classes the smaller sums by their outcomes against each
//!    other, and keeps the candidate automaton only if the misère rule
//!    holds on every reachable (state, set of options' states) pair over
//!    all letters (`verify`), which proves it for every sum. Otherwise it
//!    stops and says at which heap.
//!
//! 0. Before all this, a *twin* is looked for: an earlier letter whose
//!    options reach the same set of elements as the new letter's. Twins are
//!    interchangeable in every sum (proof in [`super::period`]), so the new
//!    letter joins with its twin's transitions and the quotient is unchanged.
//!    The pair search of step 1 leaves twins out (a word's pair is the pair
//!    of the word with each twin replaced) and, since its automaton is then
//!    the quotient itself, reads each letter's options as their elements
//!    through the multiplication table.
//!
//! 5. *Kept pairs.* When adding a letter leaves the quotient unchanged up to
//!    a renumbering of its states (same P-portion, same transitions on the
//!    earlier letters: `renumbering`), the pairs of step 1 for the next
//!    letter are the old pairs, renumbered, plus those reached by words with
//!    the new letter: the pair of a word depends only on its letters' columns
//!    and option elements, which did not change. So the builder keeps them
//!    and only steps the new letter from each old pair (and every letter from
//!    the pairs that are new), instead of a search over all letters. The
//!    claim of step 2 is then checked on these pairs in another order: `b_k`
//!    is defined on one pair per state, the pair of a word of least
//!    potential for the state (its options have lower potential, so their
//!    states are defined first), and checked on *every* pair. A passing check
//!    proves the claim exactly as in step 2, and the vectors are then the
//!    outcomes themselves, so they are the ones step 2 computes (outcomes are
//!    unique); when the check does not pass, the step is run as in 1–4. The
//!    output is unchanged; only the time is: 0.56 (no twins, the quotient
//!    of order 34 fixed from heap 60) to heap 200 takes 1.6 s instead of 7
//!    minutes.
//!
//! 6. *Candidates* (Plambeck and Siegel's method, JCTA 2008, §7, as in
//!    CGSuite's MisereSolver; the construction here is the lab's own). When
//!    the claim of step 2 fails, the new letter splits earlier classes, and
//!    the quotient is guessed and proved instead. A *candidate* is a
//!    commutative monoid M acting on the sums: first the old quotient times
//!    the cyclic monoid `⟨x | x⁴ = x²⟩` counting the new letter's copies
//!    (`Candidate`). Its states reachable from the empty sum are marked by
//!    the misère rule, each on a sum of least potential reaching it (whose
//!    options all have lower potential, so their states are marked first),
//!    and merged by Moore's refinement: a commutative monoid again (Moore's
//!    equivalence on a commutative monoid acting on itself is a congruence).
//!    Then it is verified (below). At the least sum W where it fails, the
//!    next candidate is the failed one times a counter for one letter of W
//!    (copies counted up to the larger of the letter's index in the failed
//!    candidate and its copies in W, with an even period), the first in
//!    letter order with which W is judged right, or counters for all of W's
//!    letters at once; and so on, at most `MAX_CANDIDATES` times.
//!    Whatever the guesses, only a verified candidate is kept.
//!
//!    *Verification theorem.* Let M be a finite commutative monoid, φ the
//!    homomorphism from the sums to M given by the letters' images, and
//!    A ⊆ M. For a sum R let T(R) = {φ(R') : R' an option of R}. If, for
//!    every one of the finitely many pairs (φ(R), T(R)) that sums R reach,
//!    `φ(R) ∈ A` iff T(R) is not empty and misses A, then R is a misère
//!    P-position iff φ(R) ∈ A, for every sum R; and the minimised M is the
//!    misère quotient. *Proof.* By induction on the potential: the options R'
//!    of R have lower potential, so R' is P iff φ(R') ∈ A; R is P iff it has
//!    an option and none is P, i.e. iff T(R) is not empty and misses A, i.e.
//!    (by the check on R's pair) iff φ(R) ∈ A. So A recognises the
//!    P-positions; then sums with one image are indistinguishable, and the
//!    minimal automaton of the P-positions, which Moore's refinement of any
//!    automaton recognising them gives, has the indistinguishability classes
//!    as its states. The pairs are finite (at most |M|·2^|M|) and are found
//!    by the search of step 1, since the pair of R·a follows from the pair of
//!    R and a (T(R·a) = T(R)·φ(a) ∪ φ(R)·φ(options of a)). Letters with the
//!    same column in M and options of the same images give every word the
//!    pair of the word with one replaced by the other, so the search leaves
//!    one of each such set out (`verify_quotient`). The pairs are checked
//!    in the order the search finalises them (nondecreasing least potential),
//!    so the first failure W is a least one: every sum of lower potential is
//!    judged right, hence so are W's options, and the rule on them is W's true
//!    outcome, which the next candidate must give.
//!
//! Every claim is thus proved for every sum of the heaps built so far, with
//! any multiplicities. Only the heaps beyond the last one added are unknown.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::hash::BuildHasherDefault;

/// A game added to the quotient: its options are sums of earlier letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    /// How the letter is shown (`7` for a heap of 7, `*2` for a nim-heap).
    pub name: String,
    /// Its size in tokens (every option must have fewer, or as many in more pieces).
    pub tokens: u64,
    /// Its options, each a word (sorted letter indices; empty: nothing left). Not empty.
    pub options: Vec<Vec<u32>>,
}

/// A deterministic automaton over the letters; state 0 is the empty sum.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Automaton {
    letters: usize,
    trans: Vec<u32>,
    accept: Vec<bool>,
}

impl Automaton {
    fn states(&self) -> usize {
        self.accept.len()
    }

    fn next(&self, s: u32, a: u32) -> u32 {
        self.trans[s as usize * self.letters + a as usize]
    }

    fn run(&self, mut s: u32, word: &[u32]) -> u32 {
        for &a in word {
            s = self.next(s, a);
        }
        s
    }
}

/// The reachable pairs (state, set of the states of the options) of the words.
struct Closure {
    state: Vec<u32>,
    sets: Vec<Vec<u64>>,
    /// Pair ids in the order Dijkstra finalised them (nondecreasing potential).
    order: Vec<u32>,
    trans: Vec<u32>,
    /// The pair and letter a shortest word of each pair came from.
    parent: Vec<(u32, u32)>,
}

impl Closure {
    fn word(&self, mut id: u32) -> Vec<u32> {
        let mut w = Vec::new();
        while id != 0 {
            let (p, a) = self.parent[id as usize];
            w.push(a);
            id = p;
        }
        w.sort_unstable();
        w
    }
}

/// The reachable pairs of the words in `letters`. With `twin` (valid only
/// when `dfa` is the quotient of `letters`), a letter `a` with `twin[a] < a`
/// is left out of the search: its options reach the same elements as those of
/// `twin[a]`, so the two letters are interchangeable (see [`Builder::push`])
/// and every word's pair is the pair of the word with `a` replaced by its
/// twin. Its transitions are copied from the twin's.
fn closure(
    dfa: &Automaton,
    letters: &[Letter],
    twin: Option<&[u32]>,
    budget: usize,
) -> Result<Closure, String> {
    closure_checked(dfa, letters, twin, budget, false).map(|c| {
        c.unwrap_or_else(|_| unreachable!("closure_checked fails only when asked to check"))
    })
}

/// [`closure`], and with `check`, the misère rule on each pair as the search
/// finalises it (in nondecreasing potential): a pair's state is accepting
/// exactly when its set is not empty and has no accepting state. `Ok(Err)`
/// at the first pair that breaks it, a least failure.
fn closure_checked(
    dfa: &Automaton,
    letters: &[Letter],
    twin: Option<&[u32]>,
    budget: usize,
    check: bool,
) -> Result<Result<Closure, Failure>, String> {
    let l = letters.len();
    let searched = |a: usize| twin.is_none_or(|t| t[a] as usize == a);
    // When `dfa` is the quotient, an option's state from s is s times the
    // option's element: each letter's options collapse to their elements.
    let product = twin.map(|_| {
        let elements: Vec<Vec<u32>> = letters.iter().map(|x| option_elements(dfa, x)).collect();
        (products(dfa), elements)
    });
    let words = dfa.states().div_ceil(64);
    let mut ids: HashMap<Box<[u64]>, u32, BuildHasherDefault<WordHasher>> = HashMap::default();
    // Each letter's column, contiguous: `column[a * n + t]` is t·a.
    let n = dfa.states();
    let column: Vec<u32> = (0..l)
        .flat_map(|a| (0..n).map(move |t| dfa.trans[t * l + a]))
        .collect();
    let mut c = Closure {
        state: vec![0],
        sets: vec![vec![0; words]],
        order: Vec::new(),
        trans: vec![u32::MAX; l],
        parent: vec![(0, 0)],
    };
    ids.insert(vec![0; words + 1].into_boxed_slice(), 0);
    let mut dist = vec![0u64];
    let mut done = vec![false];
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((0u64, 0u32)));
    while let Some(Reverse((d, id))) = queue.pop() {
        if done[id as usize] || d > dist[id as usize] {
            continue;
        }
        done[id as usize] = true;
        c.order.push(id);
        let s = c.state[id as usize];
        if check {
            let p = misere_rule(dfa, &c.sets[id as usize]);
            if dfa.accept[s as usize] != p {
                return Ok(Err(Failure {
                    word: c.word(id),
                    p,
                }));
            }
        }
        for (a, letter) in letters.iter().enumerate() {
            if !searched(a) {
                continue;
            }
            let a32 = a as u32;
            let next_s = dfa.next(s, a32);
            let mut key = vec![0u64; words + 1];
            key[0] = u64::from(next_s);
            let set = &mut key[1..];
            let col = &column[a * n..(a + 1) * n];
            for (w, &bits) in c.sets[id as usize].iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let t = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let u = col[t] as usize;
                    set[u / 64] |= 1 << (u % 64);
                }
            }
            match &product {
                Some((table, elements)) => {
                    for &e in &elements[a] {
                        let u = table[s as usize * n + e as usize] as usize;
                        set[u / 64] |= 1 << (u % 64);
                    }
                }
                None => {
                    for o in &letter.options {
                        let u = dfa.run(s, o) as usize;
                        set[u / 64] |= 1 << (u % 64);
                    }
                }
            }
            let next = match ids.get(&key[..]) {
                Some(&n) => n,
                None => {
                    let fresh = c.state.len() as u32;
                    if c.state.len() * (words + 2) >= budget {
                        return Err(format!(
                            "{} (state, options) pairs over {} states exceed the lab's budget",
                            c.state.len(),
                            dfa.states()
                        ));
                    }
                    c.state.push(next_s);
                    c.sets.push(key[1..].to_vec());
                    c.trans.extend(std::iter::repeat_n(u32::MAX, l));
                    dist.push(u64::MAX);
                    done.push(false);
                    c.parent.push((id, a32));
                    ids.insert(key.into_boxed_slice(), fresh);
                    fresh
                }
            };
            c.trans[id as usize * l + a] = next;
            let nd = d + 2 * letter.tokens - 1;
            if nd < dist[next as usize] {
                dist[next as usize] = nd;
                c.parent[next as usize] = (id, a32);
                queue.push(Reverse((nd, next)));
            }
        }
    }
    if let Some(t) = twin {
        for id in 0..c.state.len() {
            for a in (0..l).filter(|&a| !searched(a)) {
                c.trans[id * l + a] = c.trans[id * l + t[a] as usize];
            }
        }
    }
    Ok(Ok(c))
}

/// The reachable pairs of the words over the quotient's letters, kept from
/// one letter to the next while the quotient does not change (module step 5).
///
/// Only *searched* letters (those that are their own twin) get a column of
/// pair transitions; a twin reads its twin's column, since the pair of R·b is
/// the pair of R·twin(b) (equal columns in the quotient, equal option
/// elements). The pairs are the same set a fresh [`closure`] over the same
/// letters finds, in another numbering.
#[derive(Debug, Clone)]
struct Pairs {
    /// Machine words per option-state set.
    words: usize,
    /// The state of each pair.
    state: Vec<u32>,
    /// The option-state sets, `words` machine words per pair.
    sets: Vec<u64>,
    /// `cols[alias[a]][id]`: the pair reached from pair `id` by letter `a`.
    cols: Vec<Vec<u32>>,
    /// The letter whose column each letter reads (its twin).
    alias: Vec<u32>,
    /// Each pair's id by its key: the state, then the set's machine words.
    ids: HashMap<Box<[u64]>, u32, BuildHasherDefault<WordHasher>>,
    /// The option elements of each letter (sorted).
    elements: Vec<Vec<u32>>,
    /// The multiplication table of the quotient.
    table: Vec<u32>,
    /// When small enough: for each element x, each 4-bit chunk c of a set and
    /// each value v of it, the set `{t·x : t in v's states}` (`words` machine words).
    images: Vec<u64>,
    /// Scratch key.
    key: Vec<u64>,
}

/// Largest image table [`Pairs`] builds, in machine words (64 MiB).
const IMAGE_WORDS: usize = 1 << 23;

/// A fast hasher for keys of machine words (multiply and rotate; no DoS concern here).
#[derive(Default)]
struct WordHasher(u64);

impl std::hash::Hasher for WordHasher {
    fn finish(&self) -> u64 {
        // Murmur3's final mix: every input bit reaches the low bits the table indexes by.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

/// The image table of [`Pairs::images`] for the quotient with multiplication `table`, or empty if too large.
fn image_table(n: usize, table: &[u32]) -> Vec<u64> {
    let words = n.div_ceil(64);
    let chunks = 16 * words;
    if n * chunks * 16 * words > IMAGE_WORDS {
        return Vec::new();
    }
    let mut img = vec![0u64; n * chunks * 16 * words];
    for x in 0..n {
        for c in 0..chunks {
            for v in 1..16usize {
                let at = ((x * chunks + c) * 16 + v) * words;
                for bit in 0..4 {
                    let t = c * 4 + bit;
                    if v >> bit & 1 != 0 && t < n {
                        let u = table[t * n + x] as usize;
                        img[at + u / 64] |= 1 << (u % 64);
                    }
                }
            }
        }
    }
    img
}

impl Pairs {
    /// The pairs of a [`closure`] run with `twin` on the quotient `dfa`, renumbered as kept pairs.
    fn from_closure(dfa: &Automaton, letters: &[Letter], twin: &[u32], c: Closure) -> Self {
        let words = dfa.states().div_ceil(64);
        let l = letters.len();
        let table = products(dfa);
        let mut p = Pairs {
            words,
            state: c.state,
            sets: c.sets.concat(),
            cols: Vec::new(),
            alias: Vec::new(),
            ids: HashMap::default(),
            elements: Vec::new(),
            images: image_table(dfa.states(), &table),
            table,
            key: Vec::new(),
        };
        for (a, letter) in letters.iter().enumerate() {
            p.add_column(dfa, letter, twin[a]);
            if twin[a] as usize == a {
                p.cols[a] = (0..p.state.len()).map(|id| c.trans[id * l + a]).collect();
            }
        }
        for id in 0..p.state.len() {
            let mut key = vec![u64::from(p.state[id])];
            key.extend_from_slice(&p.sets[id * words..(id + 1) * words]);
            p.ids.insert(key.into_boxed_slice(), id as u32);
        }
        p
    }

    /// The same pairs after the quotient's states are renumbered by `phi`
    /// (old state → state of `dfa`, which has at least the letters `letters`).
    fn relabel(&mut self, dfa: &Automaton, letters: &[Letter], phi: &[u32]) {
        let w = self.words;
        for s in &mut self.state {
            *s = phi[*s as usize];
        }
        let mut sets = vec![0u64; self.sets.len()];
        for (id, chunk) in self.sets.chunks(w).enumerate() {
            for (i, &bits) in chunk.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let u = phi[i * 64 + bits.trailing_zeros() as usize] as usize;
                    bits &= bits - 1;
                    sets[id * w + u / 64] |= 1 << (u % 64);
                }
            }
        }
        self.sets = sets;
        self.ids.clear();
        for id in 0..self.state.len() {
            let mut key = vec![u64::from(self.state[id])];
            key.extend_from_slice(&self.sets[id * w..(id + 1) * w]);
            self.ids.insert(key.into_boxed_slice(), id as u32);
        }
        self.elements = letters.iter().map(|x| option_elements(dfa, x)).collect();
        self.table = products(dfa);
        self.images = image_table(dfa.states(), &self.table);
    }

    /// Records letter `letter` (reading the column of `twin`, itself when it is its own twin), unexplored.
    fn add_column(&mut self, dfa: &Automaton, letter: &Letter, twin: u32) {
        let a = self.alias.len() as u32;
        self.alias.push(twin);
        self.elements.push(option_elements(dfa, letter));
        self.cols.push(if twin == a {
            vec![u32::MAX; self.state.len()]
        } else {
            Vec::new()
        });
    }

    /// Adds a letter of the unchanged quotient and the pairs its words reach.
    fn push(
        &mut self,
        dfa: &Automaton,
        letter: &Letter,
        twin: u32,
        budget: usize,
    ) -> Result<(), String> {
        let a = self.alias.len() as u32;
        self.add_column(dfa, letter, twin);
        if twin == a {
            let all: Vec<u32> = (0..self.state.len() as u32).collect();
            // Old pairs need only the new letter; new pairs need every letter.
            self.explore_letter(dfa, all, a, budget)?;
        }
        Ok(())
    }

    /// The pair reached from `id` by letter `a` (searched), created if new; `Ok(Some(new id))` when new.
    fn step(
        &mut self,
        dfa: &Automaton,
        id: u32,
        a: u32,
        budget: usize,
    ) -> Result<Option<u32>, String> {
        let w = self.words;
        let n = dfa.states();
        let s = self.state[id as usize];
        let mut key = std::mem::take(&mut self.key);
        key.clear();
        key.push(u64::from(dfa.next(s, a)));
        key.resize(w + 1, 0);
        let set = &mut key[1..];
        let from = &self.sets[id as usize * w..(id as usize + 1) * w];
        if self.images.is_empty() {
            for (i, &bits) in from.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let t = (i * 64 + bits.trailing_zeros() as usize) as u32;
                    bits &= bits - 1;
                    let u = dfa.next(t, a) as usize;
                    set[u / 64] |= 1 << (u % 64);
                }
            }
        } else {
            // t·a = t·x for the letter's element x: four states at a time.
            let x = dfa.next(0, a) as usize;
            let chunks = 16 * w;
            for (i, &bits) in from.iter().enumerate() {
                let mut bits = bits;
                let mut c = i * 16;
                while bits != 0 {
                    let v = (bits & 15) as usize;
                    if v != 0 {
                        let at = ((x * chunks + c) * 16 + v) * w;
                        for (d, &m) in set.iter_mut().zip(&self.images[at..at + w]) {
                            *d |= m;
                        }
                    }
                    bits >>= 4;
                    c += 1;
                }
            }
        }
        for &e in &self.elements[a as usize] {
            let u = self.table[s as usize * n + e as usize] as usize;
            set[u / 64] |= 1 << (u % 64);
        }
        if let Some(&next) = self.ids.get(&key[..]) {
            self.cols[a as usize][id as usize] = next;
            self.key = key;
            return Ok(None);
        }
        if self.state.len() * (w + 2) >= budget {
            return Err(format!(
                "{} (state, options) pairs over {} states exceed the lab's budget",
                self.state.len(),
                n
            ));
        }
        let next = self.state.len() as u32;
        self.state.push(key[0] as u32);
        self.sets.extend_from_slice(&key[1..]);
        self.ids.insert(key[..].into(), next);
        self.key = key;
        for (b, col) in self.cols.iter_mut().enumerate() {
            if self.alias[b] as usize == b {
                col.push(u32::MAX);
            }
        }
        self.cols[a as usize][id as usize] = next;
        Ok(Some(next))
    }

    /// Letter `a` from each pair of `from`, then every letter from the pairs found.
    fn explore_letter(
        &mut self,
        dfa: &Automaton,
        from: Vec<u32>,
        a: u32,
        budget: usize,
    ) -> Result<(), String> {
        let mut fresh = Vec::new();
        for id in from {
            if let Some(n) = self.step(dfa, id, a, budget)? {
                fresh.push(n);
            }
        }
        let all: Vec<u32> = (0..self.alias.len() as u32).collect();
        self.explore(dfa, fresh, &all, budget)
    }

    /// Every searched letter of `letters` from each pair of `queue` and the pairs found (breadth-first).
    fn explore(
        &mut self,
        dfa: &Automaton,
        queue: Vec<u32>,
        letters: &[u32],
        budget: usize,
    ) -> Result<(), String> {
        let mut queue = VecDeque::from(queue);
        while let Some(id) = queue.pop_front() {
            for &a in letters {
                if self.alias[a as usize] != a || self.cols[a as usize][id as usize] != u32::MAX {
                    continue;
                }
                if let Some(n) = self.step(dfa, id, a, budget)? {
                    queue.push_back(n);
                }
            }
        }
        Ok(())
    }

    /// The pair reached from `id` by letter `a`.
    fn next(&self, id: u32, a: u32) -> u32 {
        self.cols[self.alias[a as usize] as usize][id as usize]
    }

    /// For each state of `dfa` in an order where every state comes after the
    /// states of the options of its entry's word, a pair of that state: the
    /// pair of a word of least potential 2·tokens − heaps (Dijkstra on the
    /// quotient). Every option of that word has a lower potential, so its
    /// state's least potential is lower and it comes earlier.
    fn representatives(&self, dfa: &Automaton, letters: &[Letter]) -> Vec<(u32, u32)> {
        let n = dfa.states();
        let mut dist = vec![u64::MAX; n];
        let mut pair = vec![u32::MAX; n];
        let mut done = vec![false; n];
        let mut order = Vec::with_capacity(n);
        dist[0] = 0;
        pair[0] = 0;
        let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
        while let Some(Reverse((d, s))) = queue.pop() {
            if done[s as usize] {
                continue;
            }
            done[s as usize] = true;
            order.push((s, pair[s as usize]));
            for (a, letter) in letters.iter().enumerate() {
                let t = dfa.next(s, a as u32) as usize;
                let nd = d + 2 * letter.tokens - 1;
                if nd < dist[t] {
                    dist[t] = nd;
                    pair[t] = self.next(pair[s as usize], a as u32);
                    queue.push(Reverse((nd, t as u32)));
                }
            }
        }
        order
    }
}

/// [`levels`] on the kept pairs: `b_k` defined on each state's
/// representative ([`Pairs::representatives`]), then checked on every pair.
/// When every check passes, the induction of step 2 proves that `b_k(s)` is
/// the outcome of `h^k·R` for every word R of state s, so the vectors are the
/// ones [`levels`] computes from a fresh closure (the outcomes are unique).
/// `Err` whenever that is not shown; the caller then runs [`levels`].
fn levels_on_pairs(
    dfa: &Automaton,
    pairs: &Pairs,
    reps: &[(u32, u32)],
    options: &[Vec<u32>],
    max_levels: usize,
) -> Result<(Vec<Vec<bool>>, usize), ()> {
    let n = dfa.states();
    let w = pairs.words;
    // Does some state of the set of pair `id` have `cur` true? `None`: one is unknown.
    let hits = |cur: &[Option<bool>], id: usize| -> Option<bool> {
        let mut any = false;
        for (i, &bits) in pairs.sets[id * w..(id + 1) * w].iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let t = i * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                any |= cur[t]?;
            }
        }
        Some(any)
    };
    let level = |_: usize, open: &[bool]| {
        let mut cur: Vec<Option<bool>> = vec![None; n];
        for &(s, id) in reps {
            let v = open[s as usize] && !hits(&cur, id as usize).ok_or(())?;
            cur[s as usize] = Some(v);
        }
        for id in 0..pairs.state.len() {
            let s = pairs.state[id] as usize;
            let v = open[s] && !hits(&cur, id).ok_or(())?;
            if cur[s] != Some(v) {
                return Err(());
            }
        }
        Ok(cur.into_iter().map(|v| v.unwrap_or(false)).collect())
    };
    repeat_levels(dfa, options, max_levels, level, ())
}

/// The vectors `b_k` for k = 0, 1, … until one repeats: `(levels, j)` with `b_{levels.len()} = b_j`.
/// `Err` when the claim that `b_k` depends only on the state fails (or too many levels).
fn levels(
    dfa: &Automaton,
    cl: &Closure,
    options: &[Vec<u32>],
    max_levels: usize,
) -> Result<(Vec<Vec<bool>>, usize), String> {
    let n = dfa.states();
    let level = |k: usize, open: &[bool]| {
        let mut cur: Vec<Option<bool>> = vec![None; n];
        for &id in &cl.order {
            let s = cl.state[id as usize] as usize;
            let mut v = open[s];
            if v {
                'sets: for (w, &bits) in cl.sets[id as usize].iter().enumerate() {
                    let mut bits = bits;
                    while bits != 0 {
                        let t = w * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        match cur[t] {
                            Some(true) => {
                                v = false;
                                break 'sets;
                            }
                            Some(false) => {}
                            None => return Err("an option was met before its state".into()),
                        }
                    }
                }
            }
            match cur[s] {
                None => cur[s] = Some(v),
                Some(x) if x != v => {
                    return Err(format!(
                        "with {k} copies, sums of one class differ (letters {:?})",
                        cl.word(id)
                    ));
                }
                Some(_) => {}
            }
        }
        Ok(cur.into_iter().map(|v| v.unwrap_or(false)).collect())
    };
    let too_many = format!("no repetition within {max_levels} copies");
    repeat_levels(dfa, options, max_levels, level, too_many)
}

/// The loop both [`levels`] and [`levels_on_pairs`] run: `b_0` the accepting states, then for
/// k = 1, 2, … `b_k = level(k, open)`, `open[s]` true when no option word leads from state `s`
/// into `b_{k−1}`, until `b_k` equals an earlier `b_j`: `(b_0..b_{k−1}, j)`. `Err` as `level`
/// says, or `too_many` when no level repeats within `max_levels`.
///
/// # Complexity
/// O(levels · (states · options · word length + what `level` costs)), one hash of each level.
fn repeat_levels<E>(
    dfa: &Automaton,
    options: &[Vec<u32>],
    max_levels: usize,
    mut level: impl FnMut(usize, &[bool]) -> Result<Vec<bool>, E>,
    too_many: E,
) -> Result<(Vec<Vec<bool>>, usize), E> {
    let mut b = vec![dfa.accept.clone()];
    let mut seen: HashMap<Vec<bool>, usize> = HashMap::new();
    seen.insert(dfa.accept.clone(), 0);
    for k in 1..=max_levels {
        let prev = &b[k - 1];
        let open: Vec<bool> = (0..dfa.states() as u32)
            .map(|s| options.iter().all(|o| !prev[dfa.run(s, o) as usize]))
            .collect();
        let cur = level(k, &open)?;
        if let Some(&j) = seen.get(&cur) {
            return Ok((b, j));
        }
        seen.insert(cur.clone(), k);
        b.push(cur);
    }
    Err(too_many)
}

/// Merges the states no word tells apart (Moore), numbering the classes breadth-first from state 0.
fn minimize(dfa: &Automaton) -> Automaton {
    let n = dfa.states();
    let l = dfa.letters;
    let mut class: Vec<u32> = dfa.accept.iter().map(|&a| a as u32).collect();
    let mut count = class.iter().collect::<std::collections::HashSet<_>>().len();
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = vec![0u32; n];
        for s in 0..n {
            let mut sig = Vec::with_capacity(l + 1);
            sig.push(class[s]);
            for a in 0..l {
                sig.push(class[dfa.trans[s * l + a] as usize]);
            }
            let len = ids.len() as u32;
            next[s] = *ids.entry(sig).or_insert(len);
        }
        let new_count = ids.len();
        class = next;
        if new_count == count {
            break;
        }
        count = new_count;
    }
    // Breadth-first numbering from the empty sum.
    let mut number = vec![u32::MAX; count];
    let mut rep = Vec::new();
    let mut queue = VecDeque::new();
    number[class[0] as usize] = 0;
    rep.push(0usize);
    queue.push_back(0usize);
    while let Some(s) = queue.pop_front() {
        for a in 0..l {
            let t = dfa.trans[s * l + a] as usize;
            if number[class[t] as usize] == u32::MAX {
                number[class[t] as usize] = rep.len() as u32;
                rep.push(t);
                queue.push_back(t);
            }
        }
    }
    let mut trans = Vec::with_capacity(rep.len() * l);
    for &s in &rep {
        for a in 0..l {
            trans.push(number[class[dfa.trans[s * l + a] as usize] as usize]);
        }
    }
    Automaton {
        letters: l,
        trans,
        accept: rep.iter().map(|&s| dfa.accept[s]).collect(),
    }
}

/// The misère rule on a set of options' states (bits): P exactly when it is
/// not empty (a move exists) and no state in it is accepting.
fn misere_rule(dfa: &Automaton, set: &[u64]) -> bool {
    set.iter().any(|&b| b != 0)
        && set.iter().enumerate().all(|(w, &bits)| {
            let mut bits = bits;
            while bits != 0 {
                let t = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if dfa.accept[t] {
                    return false;
                }
            }
            true
        })
}

/// Checks a candidate automaton over all the letters against the misère rule
/// on every reachable (state, set of the options' states) pair: a sum is a
/// P-position exactly when it has a move and no option is one. Passing proves,
/// by induction on the sums (every move lowers the potential), that the
/// candidate's accepting states are exactly the P-positions' classes.
fn verify(dfa: &Automaton, letters: &[Letter], budget: usize) -> Result<(), String> {
    let cl = closure(dfa, letters, None, budget)?;
    for id in 0..cl.state.len() {
        let s = cl.state[id] as usize;
        if dfa.accept[s] != misere_rule(dfa, &cl.sets[id]) {
            return Err(format!(
                "the candidate misjudges the sum of letters {:?}",
                cl.word(id as u32)
            ));
        }
    }
    Ok(())
}

/// A letter whose copies a [`Candidate`] counts: `e` copies are kept as `e`
/// while `e < index + period`, after that as `index + (e − index) mod period`
/// (the cyclic monoid `⟨x | x^(index+period) = x^index⟩`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Counter {
    letter: u32,
    index: u64,
    period: u64,
}

impl Counter {
    fn size(&self) -> u64 {
        self.index + self.period
    }

    fn up(&self, c: u64) -> u64 {
        if c + 1 < self.size() {
            c + 1
        } else {
            self.index
        }
    }
}

/// The product of the earlier letters' quotient and cyclic counters for
/// some letters (module step 6): a state is the earlier quotient's element of
/// the sum's earlier letters, then each counter's count, in mixed radix.
struct Candidate<'a> {
    old: &'a Automaton,
    /// The counter of each letter, if it has one.
    counter_of: Vec<Option<usize>>,
    counters: &'a [Counter],
    /// The place value of each counter in a state's code.
    radix: Vec<u64>,
}

impl<'a> Candidate<'a> {
    fn new(
        old: &'a Automaton,
        letters: usize,
        counters: &'a [Counter],
        budget: usize,
    ) -> Result<Self, String> {
        let mut counter_of = vec![None; letters];
        let mut radix = Vec::with_capacity(counters.len());
        let mut place = old.states() as u64;
        for (i, c) in counters.iter().enumerate() {
            counter_of[c.letter as usize] = Some(i);
            radix.push(place);
            place = place
                .checked_mul(c.size())
                .filter(|&p| p <= budget as u64)
                .ok_or_else(|| format!("a candidate of more than {budget} states"))?;
        }
        Ok(Candidate {
            old,
            counter_of,
            counters,
            radix,
        })
    }

    fn next(&self, code: u64, a: u32) -> u64 {
        let n = self.old.states() as u64;
        let s = (code % n) as u32;
        let mut code = code - u64::from(s);
        let s = if (a as usize) < self.old.letters {
            self.old.next(s, a)
        } else {
            s
        };
        if let Some(i) = self.counter_of[a as usize] {
            let (r, c) = (self.radix[i], &self.counters[i]);
            let k = code / r % c.size();
            code = code - k * r + c.up(k) * r;
        }
        code + u64::from(s)
    }

    fn run(&self, mut code: u64, word: &[u32]) -> u64 {
        for &a in word {
            code = self.next(code, a);
        }
        code
    }

    /// The candidate automaton over `letters` (the earlier ones and the new
    /// one, last): its reachable states, each marked by the misère rule on a
    /// sum of least potential 2·tokens − heaps reaching it (Dijkstra; every
    /// option of that sum has a lower potential, so its state is marked
    /// first), then minimised. Nothing is proved here: [`verify_quotient`] does.
    fn mark(&self, letters: &[Letter], budget: usize) -> Result<Automaton, String> {
        let l = letters.len();
        let mut ids: HashMap<u64, u32> = HashMap::from([(0, 0)]);
        let mut codes = vec![0u64];
        let mut parent = vec![(0u32, 0u32)];
        let mut dist = vec![0u64];
        let mut accept: Vec<Option<bool>> = vec![None];
        let mut trans: Vec<u32> = vec![u32::MAX; l];
        let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
        let mut word = Vec::new();
        while let Some(Reverse((d, id))) = queue.pop() {
            if accept[id as usize].is_some() || d > dist[id as usize] {
                continue;
            }
            // The sum of least potential reaching this state, and its outcome by the rule.
            word.clear();
            let mut at = id;
            while at != 0 {
                let (p, a) = parent[at as usize];
                word.push(a);
                at = p;
            }
            word.sort_unstable();
            let mut p = !word.is_empty();
            let mut i = 0;
            'letters: while i < word.len() {
                let a = word[i];
                let mut rest = word.clone();
                rest.remove(i);
                let base = self.run(0, &rest);
                for o in &letters[a as usize].options {
                    let c = self.run(base, o);
                    match ids.get(&c).and_then(|&j| accept[j as usize]) {
                        Some(true) => {
                            p = false;
                            break 'letters;
                        }
                        Some(false) => {}
                        None => return Err("an option was met before its state".into()),
                    }
                }
                while i < word.len() && word[i] == a {
                    i += 1;
                }
            }
            accept[id as usize] = Some(p);
            let code = codes[id as usize];
            for (a, letter) in letters.iter().enumerate() {
                let c = self.next(code, a as u32);
                let next = match ids.get(&c) {
                    Some(&j) => j,
                    None => {
                        let j = codes.len() as u32;
                        if codes.len() * (l + 4) >= budget {
                            return Err(format!(
                                "a candidate of more than {} states exceeds the lab's budget",
                                codes.len()
                            ));
                        }
                        ids.insert(c, j);
                        codes.push(c);
                        parent.push((id, a as u32));
                        dist.push(u64::MAX);
                        accept.push(None);
                        trans.extend(std::iter::repeat_n(u32::MAX, l));
                        j
                    }
                };
                trans[id as usize * l + a] = next;
                let nd = d + 2 * letter.tokens - 1;
                if nd < dist[next as usize] {
                    dist[next as usize] = nd;
                    parent[next as usize] = (id, a as u32);
                    queue.push(Reverse((nd, next)));
                }
            }
        }
        Ok(minimize(&Automaton {
            letters: l,
            trans,
            accept: accept.into_iter().map(|v| v.unwrap_or(false)).collect(),
        }))
    }
}

/// Where a candidate quotient fails the misère rule first: a sum of least
/// potential among the failing ones, and its outcome (the rule on its
/// options, all of which the candidate judges right).
struct Failure {
    word: Vec<u32>,
    p: bool,
}

/// [`verify`] for a candidate that is a commutative monoid (a minimised
/// [`Candidate`]): the pair search leaves twins out (valid in any commutative
/// automaton, see [`closure`]) and checks each pair as it is finalised, in
/// nondecreasing potential, so the first failure is a least one. `Ok(Ok)`
/// with the pairs (those of the quotient, kept for the next letter) when
/// every pair passes.
fn verify_quotient(
    dfa: &Automaton,
    letters: &[Letter],
    budget: usize,
) -> Result<Result<(Closure, Vec<u32>), Failure>, String> {
    // Only letters with equal columns may stand for each other here: in a
    // wrong candidate, letters whose options reach the same elements may
    // still act differently, and each such letter is searched on its own.
    let l = dfa.letters;
    let same_column = |a: usize, b: usize| {
        (0..dfa.states()).all(|s| dfa.trans[s * l + a] == dfa.trans[s * l + b])
    };
    let (mut twin, _) = twins(dfa, letters);
    for (a, t) in twin.iter_mut().enumerate() {
        if !same_column(a, *t as usize) {
            *t = a as u32;
        }
    }
    Ok(closure_checked(dfa, letters, Some(&twin), budget, true)?.map(|c| (c, twin)))
}

/// How many candidates [`recalibrate`] verifies before it gives up.
const MAX_CANDIDATES: usize = 64;
/// The largest candidate (after merging) [`recalibrate`] verifies: a limit of
/// the lab's time, not of the method (0.07 to heap 33 needs 1960).
const MAX_CANDIDATE_STATES: usize = 2048;

/// The index and period of the powers of letter `a` in `dfa` (from the empty sum).
fn cycle_of(dfa: &Automaton, a: u32) -> (u64, u64) {
    let mut seen: HashMap<u32, u64> = HashMap::new();
    let mut s = 0;
    let mut k = 0;
    loop {
        if let Some(&j) = seen.get(&s) {
            return (j, k - j);
        }
        seen.insert(s, k);
        s = dfa.next(s, a);
        k += 1;
    }
}

/// The quotient of `letters` (the last one new) from the quotient `old` of
/// the others by candidates (module step 6): the old quotient times a counter
/// for the new letter, marked, minimised and verified. At the least sum where
/// a candidate fails, the next candidate is the failed one times a counter for
/// one letter of that sum (the first, in letter order, with which the sum is
/// judged right; all of them at once if none is enough), again marked and
/// minimised, and verified in turn. `Ok` only for a candidate
/// [`verify_quotient`] passed, with its pairs.
fn recalibrate(
    old: &Automaton,
    letters: &[Letter],
    budget: usize,
) -> Result<(Automaton, (Closure, Vec<u32>)), String> {
    let new = letters.len() as u32 - 1;
    let debug = std::env::var_os("MISERE_DEBUG").is_some();
    let first = [Counter {
        letter: new,
        index: 2,
        period: 2,
    }];
    let mut cand = Candidate::new(old, letters.len(), &first, budget)?.mark(letters, budget)?;
    for _ in 0..MAX_CANDIDATES {
        // Only when debugging: `Instant` panics in the web page's wasm.
        let t0 = debug.then(std::time::Instant::now);
        let failure = match verify_quotient(&cand, letters, budget)? {
            Ok(cl) => return Ok((cand, cl)),
            Err(f) => f,
        };
        if debug {
            eprintln!(
                "candidate of {} states fails at {:?} (verify {:?})",
                cand.states(),
                failure.word,
                t0.map(|t| t.elapsed())
            );
        }
        let mut count = vec![0u64; letters.len()];
        for &a in &failure.word {
            count[a as usize] += 1;
        }
        let counter = |a: usize| {
            let (index, period) = cycle_of(&cand, a as u32);
            Counter {
                letter: a as u32,
                index: index.max(count[a]).max(2),
                period: if period % 2 == 0 { period } else { 2 * period },
            }
        };
        let mut tries: Vec<Vec<Counter>> = (0..letters.len())
            .filter(|&a| count[a] > 0)
            .map(|a| vec![counter(a)])
            .collect();
        tries.push(tries.concat());
        let mut fixed = None;
        for t in &tries {
            let Ok(c) = Candidate::new(&cand, letters.len(), t, budget)
                .and_then(|p| p.mark(letters, budget))
            else {
                continue;
            };
            if c.states() > MAX_CANDIDATE_STATES {
                continue;
            }
            if c.accept[c.run(0, &failure.word) as usize] == failure.p {
                fixed = Some(c);
                break;
            }
        }
        cand = fixed.ok_or_else(|| {
            format!(
                "no candidate of at most {MAX_CANDIDATE_STATES} elements judges the sum of letters {:?} right",
                failure.word
            )
        })?;
    }
    Err(format!("no candidate verified within {MAX_CANDIDATES}"))
}

/// The most small sums [`learn`] classes (each against all of them).
const LEARN_ROWS: usize = 800;
/// The largest token count of the small sums [`learn`] plays out.
const LEARN_TOKENS: [u64; 9] = [12, 16, 20, 24, 28, 36, 44, 52, 60];

/// A quotient guessed from the outcomes of small sums and then proved by
/// [`verify`]: the outcome of every sum of the letters with at most B tokens
/// is computed from the rules (a sum is P when it has a move and no option
/// is P); sums up to B/2 tokens are classed by their outcomes against every
/// sum up to B/2 tokens; the classes, with the moves between their smallest
/// members, form the candidate. B grows through [`LEARN_TOKENS`].
fn learn(letters: &[Letter], budget: usize) -> Result<Automaton, String> {
    let l = letters.len();
    let mut last = String::from("no bound tried");
    for &bound in &LEARN_TOKENS {
        // Every sum (letter counts) with at most `bound` tokens, fewest tokens first.
        let mut words: Vec<Vec<u16>> = vec![vec![0; l]];
        for (a, letter) in letters.iter().enumerate() {
            let mut next = Vec::new();
            for w in &words {
                let used: u64 = w
                    .iter()
                    .zip(letters)
                    .map(|(&c, x)| u64::from(c) * x.tokens)
                    .sum();
                let mut v = w.clone();
                next.push(v.clone());
                let mut t = used + letter.tokens;
                while t <= bound {
                    v[a] += 1;
                    next.push(v.clone());
                    t += letter.tokens;
                }
            }
            words = next;
            if words.len() * (l + 8) > budget {
                return Err(format!(
                    "{last}; sums up to {bound} tokens ({} and more) exceed the budget",
                    words.len()
                ));
            }
        }
        let tokens = |w: &[u16]| -> u64 {
            w.iter()
                .zip(letters)
                .map(|(&c, x)| u64::from(c) * x.tokens)
                .sum()
        };
        // By the potential 2·tokens − heaps, which every move lowers.
        words.sort_by_key(|w| 2 * tokens(w) - w.iter().map(|&c| u64::from(c)).sum::<u64>());
        let index: HashMap<Vec<u16>, usize> = words
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, w)| (w, i))
            .collect();
        // Outcomes, lowest potential first.
        let mut p = vec![false; words.len()];
        for (i, w) in words.iter().enumerate() {
            let mut has_move = false;
            let mut to_p = false;
            'moves: for (a, letter) in letters.iter().enumerate() {
                if w[a] == 0 {
                    continue;
                }
                for o in &letter.options {
                    has_move = true;
                    let mut v = w.clone();
                    v[a] -= 1;
                    for &b in o {
                        v[b as usize] += 1;
                    }
                    if p[index[&v]] {
                        to_p = true;
                        break 'moves;
                    }
                }
            }
            p[i] = has_move && !to_p;
        }
        let half = bound / 2;
        let small: Vec<usize> = (0..words.len())
            .filter(|&i| tokens(&words[i]) <= half)
            .collect();
        if small.len() > LEARN_ROWS {
            return Err(format!(
                "{last}; sums up to {half} tokens ({}) are too many to class",
                small.len()
            ));
        }
        let plus =
            |x: &[u16], y: &[u16]| -> Vec<u16> { x.iter().zip(y).map(|(a, b)| a + b).collect() };
        let mut row_id: HashMap<Vec<bool>, u32> = HashMap::new();
        let mut class = HashMap::new();
        let mut reps: Vec<usize> = Vec::new();
        for &i in &small {
            let row: Vec<bool> = small
                .iter()
                .map(|&j| p[index[&plus(&words[i], &words[j])]])
                .collect();
            let n = row_id.len() as u32;
            let c = *row_id.entry(row).or_insert(n);
            if c as usize == reps.len() {
                reps.push(i);
            }
            class.insert(i, c);
        }
        // Moves between classes, from the smallest member; every small sum must agree.
        let mut trans = vec![u32::MAX; reps.len() * l];
        let mut ok = true;
        'fill: for &i in &small {
            for a in 0..l {
                let mut v = words[i].clone();
                v[a] += 1;
                let Some(&j) = index.get(&v) else { continue };
                let Some(&cj) = class.get(&j) else { continue };
                let slot = &mut trans[class[&i] as usize * l + a];
                if *slot == u32::MAX {
                    *slot = cj;
                } else if *slot != cj {
                    ok = false;
                    break 'fill;
                }
            }
        }
        if !ok || trans.contains(&u32::MAX) {
            last =
                format!("learning from sums up to {bound} tokens: the classes are not yet closed");
            continue;
        }
        let dfa = Automaton {
            letters: l,
            trans,
            accept: reps.iter().map(|&i| p[i]).collect(),
        };
        match verify(&dfa, letters, budget) {
            Ok(()) => return Ok(minimize(&dfa)),
            Err(e) => last = format!("learning from sums up to {bound} tokens: {e}"),
        }
    }
    Err(last)
}

/// The sorted set of elements (states from the empty sum) the options of `letter` reach in `dfa`.
fn option_elements(dfa: &Automaton, letter: &Letter) -> Vec<u32> {
    let mut e: Vec<u32> = letter.options.iter().map(|o| dfa.run(0, o)).collect();
    e.sort_unstable();
    e.dedup();
    e
}

/// The multiplication table of a quotient automaton (`states × states`):
/// `s · t` is the state reached from s by a word of state t.
fn products(dfa: &Automaton) -> Vec<u32> {
    let n = dfa.states();
    let mut word: Vec<Option<Vec<u32>>> = vec![None; n];
    word[0] = Some(Vec::new());
    let mut queue = VecDeque::from([0u32]);
    while let Some(s) = queue.pop_front() {
        for a in 0..dfa.letters as u32 {
            let t = dfa.next(s, a) as usize;
            if word[t].is_none() {
                let mut w = word[s as usize].clone().unwrap_or_default();
                w.push(a);
                word[t] = Some(w);
                queue.push_back(t as u32);
            }
        }
    }
    let word: Vec<Vec<u32>> = word.into_iter().map(Option::unwrap_or_default).collect();
    multiplication(dfa, &word)
}

/// The table `s · t` (`states × states`) of a quotient automaton, read by
/// running from each state s a word `words[t]` of each state t.
fn multiplication(dfa: &Automaton, words: &[Vec<u32>]) -> Vec<u32> {
    let n = dfa.states();
    let mut table = Vec::with_capacity(n * n);
    for s in 0..n as u32 {
        for w in words {
            table.push(dfa.run(s, w));
        }
    }
    table
}

/// For each letter, the first letter with the same [`option_elements`] in
/// `dfa`; and the first letter of each set of option elements.
fn twins(dfa: &Automaton, letters: &[Letter]) -> (Vec<u32>, HashMap<Vec<u32>, u32>) {
    let mut first: HashMap<Vec<u32>, u32> = HashMap::new();
    let twin = (0..letters.len())
        .map(|a| {
            *first
                .entry(option_elements(dfa, &letters[a]))
                .or_insert(a as u32)
        })
        .collect();
    (twin, first)
}

/// `dfa` with one more letter whose transitions are those of letter `c`.
fn with_copied_column(dfa: &Automaton, c: usize) -> Automaton {
    let l = dfa.letters;
    let mut trans = Vec::with_capacity(dfa.states() * (l + 1));
    for row in dfa.trans.chunks(l.max(1)).take(dfa.states()) {
        trans.extend_from_slice(&row[..l]);
        trans.push(row[c]);
    }
    Automaton {
        letters: l + 1,
        trans,
        accept: dfa.accept.clone(),
    }
}

/// The automaton of the earlier letters' automaton `base` and a new letter
/// whose copies cycle through the vectors `levels` (module step 3), minimised.
fn with_levels(base: &Automaton, levels: (Vec<Vec<bool>>, usize)) -> Automaton {
    let (b, back) = levels;
    let s_count = base.states();
    let k_count = b.len();
    let old = base.letters;
    let width = old + 1;
    let mut trans = Vec::with_capacity(k_count * s_count * width);
    let mut accept = Vec::with_capacity(k_count * s_count);
    for (k, bk) in b.iter().enumerate() {
        for (s, &out) in bk.iter().enumerate() {
            for a in 0..old {
                trans.push((k * s_count) as u32 + base.trans[s * old + a]);
            }
            let up = if k + 1 < k_count { k + 1 } else { back };
            trans.push((up * s_count + s) as u32);
            accept.push(out);
        }
    }
    let product = Automaton {
        letters: width,
        trans,
        accept,
    };
    minimize(&product)
}

/// When `new` (with at least the letters of `old`) is `old` renumbered on
/// `old`'s letters, with the same P-portion: the renumbering, old state → new.
fn renumbering(old: &Automaton, new: &Automaton) -> Option<Vec<u32>> {
    let n = old.states();
    if new.states() != n {
        return None;
    }
    let mut phi = vec![u32::MAX; n];
    let mut hit = vec![false; n];
    phi[0] = 0;
    hit[0] = true;
    let mut queue = VecDeque::from([0u32]);
    while let Some(s) = queue.pop_front() {
        if old.accept[s as usize] != new.accept[phi[s as usize] as usize] {
            return None;
        }
        for a in 0..old.letters as u32 {
            let (t, u) = (old.next(s, a), new.next(phi[s as usize], a));
            if phi[t as usize] == u32::MAX {
                if hit[u as usize] {
                    return None;
                }
                hit[u as usize] = true;
                phi[t as usize] = u;
                queue.push_back(t);
            } else if phi[t as usize] != u {
                return None;
            }
        }
    }
    phi.iter().all(|&u| u != u32::MAX).then_some(phi)
}

/// Builds the quotient letter by letter.
#[derive(Debug, Clone)]
pub struct Builder {
    letters: Vec<Letter>,
    dfa: Automaton,
    budget: usize,
    /// For each letter, the first letter whose options reach the same set of
    /// elements in the current quotient (itself when it is the first).
    twin: Vec<u32>,
    /// The first letter of each set of option elements in the current quotient.
    first_with: HashMap<Vec<u32>, u32>,
    /// The pair search over the letters in the current quotient, kept while it does not change.
    pairs: Option<Pairs>,
}

/// The largest number of copies of one heap the builder follows before the outcomes cycle.
const MAX_LEVELS: usize = 64;
/// How many times a step may retry with the pair automaton of the previous try.
const MAX_REFINEMENTS: usize = 3;

impl Builder {
    /// The quotient of no letter (one element, the empty sum, an N-position);
    /// `budget` caps the memory of the pair search when a letter is added
    /// (pairs × (states/64 + 2) machine words).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert_eq!(Builder::new(1000).quotient().order(), 1);
    /// ```
    pub fn new(budget: usize) -> Self {
        Builder {
            letters: Vec::new(),
            dfa: Automaton {
                letters: 0,
                trans: Vec::new(),
                accept: vec![false],
            },
            budget,
            twin: Vec::new(),
            first_with: HashMap::new(),
            pairs: None,
        }
    }

    /// Adds a letter whose options are words in the earlier letters: as the
    /// twin of an earlier letter when their options reach the same elements
    /// (no search; see the module's step 0), else by the pair search.
    ///
    /// # Errors
    /// When the letter has no option, names a later letter, or the step
    /// cannot be completed: the quotient would exceed the budget, or the
    /// new letter splits earlier classes beyond what one refinement settles.
    /// The builder is unchanged then.
    ///
    /// # Complexity
    /// O(pairs · letters · (states/64 + options)) for the pair search, where
    /// pairs is the number of reachable (state, option-set) pairs, plus the
    /// minimisation, O(rounds · states · letters · levels).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::{Builder, Letter};
    /// let mut q = Builder::new(100_000);
    /// // Nim-heaps *1, *2, *3: the misère quotient of Nim on them has 6 elements.
    /// q.push(Letter { name: "*1".into(), tokens: 1, options: vec![vec![]] }).unwrap();
    /// q.push(Letter { name: "*2".into(), tokens: 2, options: vec![vec![], vec![0]] }).unwrap();
    /// q.push(Letter { name: "*3".into(), tokens: 3, options: vec![vec![], vec![0], vec![1]] }).unwrap();
    /// assert_eq!(q.quotient().order(), 6);
    /// // A game whose options reach what *2's reach ({*0, *1}) is *2's twin: nothing changes.
    /// q.push(Letter { name: "*2'".into(), tokens: 2, options: vec![vec![], vec![0]] }).unwrap();
    /// assert_eq!(q.quotient().order(), 6);
    /// assert_eq!(q.quotient().letter(3), q.quotient().letter(1));
    /// ```
    pub fn push(&mut self, letter: Letter) -> Result<(), String> {
        let l = self.letters.len() as u32;
        if letter.options.is_empty() {
            return Err(format!("{} has no option", letter.name));
        }
        if letter.options.iter().flatten().any(|&a| a >= l) {
            return Err(format!("an option of {} names a later letter", letter.name));
        }
        if let Some(&c) = self.first_with.get(&option_elements(&self.dfa, &letter)) {
            // A twin: the quotient is unchanged, the letter maps where `c` does.
            self.dfa = with_copied_column(&self.dfa, c as usize);
            self.twin.push(c);
            self.letters.push(letter);
            if let Some(p) = self.pairs.as_mut() {
                if p.push(&self.dfa, &self.letters[l as usize], c, self.budget)
                    .is_err()
                {
                    self.pairs = None;
                }
            }
            return Ok(());
        }
        let mut fresh = None;
        let mut recalibrated = None;
        let dfa = match self.extend_on_kept_pairs(&letter) {
            Some(dfa) => dfa,
            None => match self.extend(&letter, 0) {
                Ok((dfa, cl)) => {
                    fresh = cl;
                    dfa
                }
                Err(e) => {
                    let mut all = self.letters.clone();
                    all.push(letter.clone());
                    match recalibrate(&self.dfa, &all, self.budget) {
                        Ok((dfa, cl)) => {
                            recalibrated = Some(cl);
                            dfa
                        }
                        Err(e1) => match self.extend(&letter, MAX_REFINEMENTS) {
                            Ok((dfa, _)) => dfa,
                            // Fall back on learning from small sums, verified on every sum.
                            Err(e2) => learn(&all, self.budget)
                                .map_err(|e3| format!("{e}; {e1}; {e2}; {e3}"))?,
                        },
                    }
                }
            },
        };
        let old = std::mem::replace(&mut self.dfa, dfa);
        self.letters.push(letter);
        let old_twin;
        (old_twin, self.first_with) = twins(&self.dfa, &self.letters);
        let old_twin = std::mem::replace(&mut self.twin, old_twin);
        self.keep_pairs(&old, &old_twin, fresh);
        if let Some((cl, twin)) = recalibrated {
            // The verified pairs are those of the new quotient over every letter.
            if twin == self.twin {
                self.pairs = Some(Pairs::from_closure(&self.dfa, &self.letters, &twin, cl));
            }
        }
        if std::env::var_os("MISERE_DEBUG").is_some() {
            eprintln!(
                "{}: {} states, kept pairs {:?}",
                self.letters[l as usize].name,
                self.dfa.states(),
                self.pairs.as_ref().map(|p| p.state.len())
            );
        }
        Ok(())
    }

    /// Keeps the pair search for the next letter if the quotient did not change
    /// when the last letter was added (same states, same transitions and
    /// P-portion on the earlier letters, same twins): the pairs then only gain
    /// the words with the new letter. Otherwise drops it.
    fn keep_pairs(&mut self, old: &Automaton, old_twin: &[u32], fresh: Option<Closure>) {
        let l = old.letters;
        let Some(phi) = renumbering(old, &self.dfa) else {
            self.pairs = None;
            return;
        };
        let kept = match (self.pairs.take(), fresh) {
            (Some(p), _) if p.alias[..] == self.twin[..l] => Some(p),
            (None, Some(c)) if self.twin[..l] == old_twin[..] => {
                Some(Pairs::from_closure(old, &self.letters[..l], old_twin, c))
            }
            _ => None,
        };
        self.pairs = kept.and_then(|mut p| {
            if phi.iter().enumerate().any(|(s, &t)| s != t as usize) {
                p.relabel(&self.dfa, &self.letters[..l], &phi);
            }
            let last = self.letters.len() - 1;
            p.push(&self.dfa, &self.letters[last], self.twin[last], self.budget)
                .ok()
                .map(|()| p)
        });
    }

    /// The step's automaton from the kept pair search, when [`levels_on_pairs`] shows the (k, state) claim on every
    /// pair; `None` otherwise, and [`Builder::extend`] decides.
    fn extend_on_kept_pairs(&mut self, letter: &Letter) -> Option<Automaton> {
        let pairs = self.pairs.as_ref()?;
        let reps = pairs.representatives(&self.dfa, &self.letters);
        let lv = levels_on_pairs(&self.dfa, pairs, &reps, &letter.options, MAX_LEVELS).ok()?;
        Some(with_levels(&self.dfa, lv))
    }

    /// The automaton of the letters and `letter` by the (k, state) claim, with retries.
    /// With it, the closure of the quotient's pairs when no refinement was needed.
    fn extend(
        &self,
        letter: &Letter,
        refinements: usize,
    ) -> Result<(Automaton, Option<Closure>), String> {
        let mut base = self.dfa.clone();
        let mut cl = closure(&base, &self.letters, Some(&self.twin), self.budget)?;
        let mut round = 0;
        let levels = loop {
            match levels(&base, &cl, &letter.options, MAX_LEVELS) {
                Ok(lv) => break lv,
                Err(e) if round == refinements => {
                    return Err(format!(
                        "adding {} splits earlier classes beyond {refinements} refinements ({e})",
                        letter.name
                    ))
                }
                Err(e) => {
                    if std::env::var_os("MISERE_DEBUG").is_some() {
                        eprintln!("refine {round}: {e}; {} states", base.states());
                    }
                    // The new letter tells apart sums of one class: retry with the pair automaton.
                    let fine = Automaton {
                        letters: self.letters.len(),
                        trans: cl.trans.clone(),
                        accept: cl.state.iter().map(|&s| base.accept[s as usize]).collect(),
                    };
                    base = fine;
                    cl = closure(&base, &self.letters, None, self.budget)?;
                    round += 1;
                }
            }
        };
        let dfa = with_levels(&base, levels);
        Ok((dfa, (round == 0).then_some(cl)))
    }

    /// The order of the quotient of the letters added so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert_eq!(Builder::new(10).order(), 1);
    /// ```
    pub fn order(&self) -> usize {
        self.dfa.states()
    }

    /// The size of the P-portion of the quotient of the letters added so far.
    ///
    /// # Complexity
    /// O(order).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert_eq!(Builder::new(10).p_portion(), 0);
    /// ```
    pub fn p_portion(&self) -> usize {
        self.dfa.accept.iter().filter(|&&p| p).count()
    }

    /// How many (state, options) pairs the builder keeps for the next letter (module step 5; 0: none).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert_eq!(Builder::new(10).kept_pairs(), 0);
    /// ```
    pub fn kept_pairs(&self) -> usize {
        self.pairs.as_ref().map_or(0, |p| p.state.len())
    }

    /// The letters added so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert!(Builder::new(10).letters().is_empty());
    /// ```
    pub fn letters(&self) -> &[Letter] {
        &self.letters
    }

    /// The quotient of the letters added so far, with its multiplication table.
    ///
    /// # Complexity
    /// O(order² · word length) for the table.
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::{Builder, Letter};
    /// let mut q = Builder::new(1000);
    /// q.push(Letter { name: "*1".into(), tokens: 1, options: vec![vec![]] }).unwrap();
    /// let m = q.quotient();
    /// assert_eq!(m.order(), 2); // *1 + *1 is indistinguishable from the empty sum
    /// assert!(m.is_p(m.letter(0)));
    /// ```
    pub fn quotient(&self) -> Monoid {
        Monoid::new(self.dfa.clone(), self.letters.clone())
    }
}

/// A finished misère quotient: elements `0..order` (0 the identity), the
/// P-portion, the image of each letter and the multiplication.
#[derive(Debug, Clone)]
pub struct Monoid {
    dfa: Automaton,
    letters: Vec<Letter>,
    /// A shortest word (in letters, by total tokens) for each element.
    words: Vec<Vec<u32>>,
    table: Vec<u32>,
}

impl Monoid {
    fn new(dfa: Automaton, letters: Vec<Letter>) -> Self {
        let n = dfa.states();
        let l = dfa.letters;
        // Shortest words by tokens (Dijkstra), ties broken by letter order.
        let mut words: Vec<Option<Vec<u32>>> = vec![None; n];
        let mut dist = vec![u64::MAX; n];
        dist[0] = 0;
        words[0] = Some(Vec::new());
        let mut queue = BinaryHeap::new();
        queue.push(Reverse((0u64, 0u32)));
        while let Some(Reverse((d, s))) = queue.pop() {
            if d > dist[s as usize] {
                continue;
            }
            for (a, letter) in letters.iter().enumerate() {
                let t = dfa.trans[s as usize * l + a];
                let nd = d + letter.tokens;
                if nd < dist[t as usize] {
                    dist[t as usize] = nd;
                    let mut w = words[s as usize].clone().unwrap_or_default();
                    w.push(a as u32);
                    words[t as usize] = Some(w);
                    queue.push(Reverse((nd, t)));
                }
            }
        }
        let words: Vec<Vec<u32>> = words.into_iter().map(|w| w.unwrap_or_default()).collect();
        let table = multiplication(&dfa, &words);
        Monoid {
            dfa,
            letters,
            words,
            table,
        }
    }

    /// Number of elements.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert_eq!(Builder::new(10).quotient().order(), 1);
    /// ```
    pub fn order(&self) -> usize {
        self.dfa.states()
    }

    /// Whether element `x` is in the P-portion.
    ///
    /// # Panics
    /// If `x` is not an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert!(!Builder::new(10).quotient().is_p(0)); // no move: the player to move wins
    /// ```
    pub fn is_p(&self, x: u32) -> bool {
        self.dfa.accept[x as usize]
    }

    /// The product `x · y` (the class of the sum).
    ///
    /// # Panics
    /// If `x` or `y` is not an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert_eq!(Builder::new(10).quotient().mul(0, 0), 0);
    /// ```
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        self.table[x as usize * self.order() + y as usize]
    }

    /// The image of letter `a`.
    ///
    /// # Panics
    /// If there is no letter `a`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::{Builder, Letter};
    /// let mut q = Builder::new(100);
    /// q.push(Letter { name: "*1".into(), tokens: 1, options: vec![vec![]] }).unwrap();
    /// assert_eq!(q.quotient().letter(0), 1);
    /// ```
    pub fn letter(&self, a: u32) -> u32 {
        self.dfa.next(0, a)
    }

    /// The image of a word (a sum of letters).
    ///
    /// # Complexity
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::{Builder, Letter};
    /// let mut q = Builder::new(100);
    /// q.push(Letter { name: "*1".into(), tokens: 1, options: vec![vec![]] }).unwrap();
    /// assert_eq!(q.quotient().word(&[0, 0]), 0);
    /// ```
    pub fn word(&self, word: &[u32]) -> u32 {
        self.dfa.run(0, word)
    }

    /// The letters, in the order they were added.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert!(Builder::new(10).quotient().letters().is_empty());
    /// ```
    pub fn letters(&self) -> &[Letter] {
        &self.letters
    }

    /// A shortest sum of letters (by tokens) in the class of `x`.
    ///
    /// # Panics
    /// If `x` is not an element.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::quotient::Builder;
    /// assert!(Builder::new(10).quotient().representative(0).is_empty());
    /// ```
    pub fn representative(&self, x: u32) -> &[u32] {
        &self.words[x as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::heap_options;
    use crate::tables::octal::OctalGame;

    pub(crate) fn octal(code: &str, upto: usize) -> (Monoid, Vec<Option<u32>>, usize) {
        let game = OctalGame::parse(code).unwrap();
        let mut q = Builder::new(20_000_000);
        let mut letter_of = vec![None; upto + 1];
        let mut reached = 0;
        for n in 1..=upto {
            let options: Vec<Vec<u32>> = heap_options(&game, n)
                .into_iter()
                .map(|o| {
                    let mut w: Vec<u32> = o.iter().filter_map(|&h| letter_of[h]).collect();
                    w.sort_unstable();
                    w
                })
                .collect();
            if !options.is_empty() {
                let id = q.letters().len() as u32;
                if let Err(e) = q.push(Letter {
                    name: n.to_string(),
                    tokens: n as u64,
                    options,
                }) {
                    eprintln!("{code}: stopped at {n}: {e}");
                    break;
                }
                letter_of[n] = Some(id);
            }
            reached = n;
        }
        (q.quotient(), letter_of, reached)
    }
}

#[cfg(test)]
mod brute_tests {
    use super::tests::octal;
    use super::Monoid;
    use crate::misere::brute::{outcome_classes, Brute};
    use crate::tables::octal::OctalGame;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    #[test]
    fn quotient_outcomes_agree_with_game_tree_search() {
        let mut rng = StdRng::seed_from_u64(22);
        for code in [
            "0.77", "0.07", "0.137", "0.4", "0.52", "4.7", "0.6", "0.71", "0.35", "0.15",
        ] {
            let upto = 14;
            let (m, letter_of, reached) = octal(code, upto);
            // 0.35's fourth heap splits earlier classes too deeply for the
            // (k, state) claim; learning from small sums carries it to heap 12.
            if code == "0.35" {
                assert!(reached >= 6, "{code}: {reached}");
            } else {
                assert_eq!(reached, upto, "{code}");
            }
            let mut b = Brute::new(OctalGame::parse(code).unwrap());
            for _ in 0..150 {
                let count = rng.gen_range(1..=4);
                let heaps: Vec<usize> = (0..count).map(|_| rng.gen_range(0..=reached)).collect();
                let total: usize = heaps.iter().sum();
                if total > 26 {
                    continue;
                }
                let word: Vec<u32> = heaps.iter().filter_map(|&h| letter_of[h]).collect();
                assert_eq!(m.is_p(m.word(&word)), b.is_p(&heaps), "{code} {heaps:?}");
            }
        }
    }

    /// The quotient's partition of the small sums against the classes a
    /// game-tree search finds by playing each against every small sum Z:
    /// equal elements must have equal outcome rows (else the quotient merged
    /// sums some Z tells apart), and distinct elements distinct rows (else
    /// the quotient split sums no Z tells apart; with Z bounded this can
    /// only fail if the bound is too small, so the bounds below are ones for
    /// which it does not).
    /// Returns (elements met, search classes); panics on any merge or wrong outcome.
    pub(crate) fn compare_classes(
        code: &str,
        upto: usize,
        max_x: usize,
        max_z: usize,
    ) -> (usize, usize) {
        let (m, letter_of, reached) = octal(code, upto);
        assert_eq!(reached, upto, "{code}");
        let parts: Vec<usize> = (1..=upto).filter(|&h| letter_of[h].is_some()).collect();
        let mut b = Brute::new(OctalGame::parse(code).unwrap());
        let (sums, class) = outcome_classes(&mut b, &parts, max_x, max_z);
        let mut by_element: HashMap<u32, u32> = HashMap::new();
        let mut by_class: HashMap<u32, u32> = HashMap::new();
        for (x, &c) in sums.iter().zip(&class) {
            let word: Vec<u32> = x.iter().filter_map(|&h| letter_of[h]).collect();
            let e = m.word(&word);
            assert_eq!(m.is_p(e), b.is_p(x), "{code}: outcome of {x:?}");
            assert_eq!(
                *by_element.entry(e).or_insert(c),
                c,
                "{code}: the quotient merges sums the search tells apart ({x:?})"
            );
            by_class.entry(c).or_insert(e);
        }
        (by_element.len(), by_class.len())
    }

    #[test]
    fn quotient_classes_are_the_search_s_indistinguishability_classes() {
        // (game, heaps 1..=upto, sums X up to max_x tokens, against Z up to max_z)
        for (code, upto, max_x, max_z, seen) in [
            ("0.77", 6, 10, 10, 12),
            ("0.75", 6, 10, 10, 8),
            ("0.07", 6, 10, 10, 6),
            ("0.137", 6, 10, 10, 6),
            ("0.4", 6, 10, 10, 5),
            ("0.52", 6, 10, 10, 6),
        ] {
            let (elements, classes) = compare_classes(code, upto, max_x, max_z);
            assert_eq!((elements, classes), (seen, seen), "{code}");
        }
    }

    fn letter_of_heap(m: &Monoid, h: usize) -> Option<u32> {
        m.letters()
            .iter()
            .position(|l| l.tokens == h as u64)
            .map(|a| a as u32)
    }

    /// The larger run behind the README's Kayles evidence (release build:
    /// `MISERE_CLASSES=code,upto,max_x,max_z cargo test --release -p lab-engine -- --ignored --nocapture classes_at_scale`).
    #[test]
    #[ignore]
    fn classes_at_scale() {
        let spec = std::env::var("MISERE_CLASSES").unwrap_or_else(|_| "0.77,24,24,24".into());
        let f: Vec<&str> = spec.split(',').collect();
        let num = |i: usize| f[i].parse::<usize>().unwrap();
        let (elements, classes) = compare_classes(f[0], num(1), num(2), num(3));
        let (m, _, _) = octal(f[0], num(1));
        let sizes: Vec<u64> = (0..m.order() as u32)
            .map(|x| {
                m.representative(x)
                    .iter()
                    .map(|&a| m.letters()[a as usize].tokens)
                    .sum()
            })
            .collect();
        eprintln!("smallest sums' token counts by element: {sizes:?}");
        // Lower bound by search: pairs of elements whose smallest sums a
        // game-tree search tells apart with the Z the quotient names.
        let limit: u64 = std::env::var("MISERE_PAIR_TOKENS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(34);
        let letter_heap = |a: u32| m.letters()[a as usize].tokens as usize;
        let heaps_of = |x: u32| -> Vec<usize> {
            m.representative(x)
                .iter()
                .map(|&a| letter_heap(a))
                .collect()
        };
        let mut b = Brute::new(OctalGame::parse(f[0]).unwrap());
        let n = m.order() as u32;
        let (mut told, mut skipped) = (0, 0);
        for x in 0..n {
            for y in x + 1..n {
                let z = (0..n)
                    .filter(|&z| m.is_p(m.mul(x, z)) != m.is_p(m.mul(y, z)))
                    .min_by_key(|&z| sizes[z as usize] + sizes[x as usize].max(sizes[y as usize]))
                    .expect("a minimal automaton tells its states apart");
                if sizes[z as usize] + sizes[x as usize].max(sizes[y as usize]) > limit {
                    skipped += 1;
                    continue;
                }
                let mut xz = heaps_of(x);
                xz.extend(heaps_of(z));
                let mut yz = heaps_of(y);
                yz.extend(heaps_of(z));
                assert_eq!(b.is_p(&xz), m.is_p(m.mul(x, z)), "{xz:?}");
                assert_eq!(b.is_p(&yz), m.is_p(m.mul(y, z)), "{yz:?}");
                told += 1;
            }
        }
        eprintln!(
            "{told} pairs of elements told apart by search (the Z the quotient names), {skipped} pairs skipped (over {limit} tokens)"
        );
        // Random sums with a large heap, against the search.
        let mut rng = StdRng::seed_from_u64(4848);
        let rounds: usize = std::env::var("MISERE_RANDOM")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(200);
        let mut agreed = 0;
        let mut biggest = 0;
        for _ in 0..rounds {
            let mut heaps = vec![rng.gen_range(1..=num(1))];
            let mut total = heaps[0];
            while total < limit as usize && rng.gen_bool(0.7) {
                let h = rng.gen_range(1..=(limit as usize - total).min(num(1)));
                heaps.push(h);
                total += h;
            }
            if total > limit as usize {
                continue;
            }
            let word: Vec<u32> = heaps
                .iter()
                .filter_map(|&h| letter_of_heap(&m, h))
                .collect();
            assert_eq!(m.is_p(m.word(&word)), b.is_p(&heaps), "{heaps:?}");
            agreed += 1;
            biggest = biggest.max(total);
        }
        eprintln!("{agreed} random sums (up to {biggest} tokens, heaps up to {}) agree with the search; {} positions searched", num(1), b.positions());
        eprintln!(
            "{}: quotient of heaps 1..={} has order {}; sums up to {} tokens meet {elements} of its elements, \
             the search tells {classes} classes apart among them against every Z up to {} tokens, \
             and no two sums of one element differ in outcome against any such Z",
            f[0], num(1), m.order(), num(2), num(3)
        );
    }

    /// The quotient of `code`'s heaps up to `upto` against game-tree search
    /// on `rounds` random sums drawn by `draw` (fixed `seed`); returns the quotient.
    fn agrees_with_search(
        code: &str,
        upto: usize,
        seed: u64,
        rounds: usize,
        draw: impl Fn(&mut StdRng) -> Vec<usize>,
    ) -> Monoid {
        let mut rng = StdRng::seed_from_u64(seed);
        let (m, letter_of, reached) = octal(code, upto);
        assert_eq!(reached, upto, "{code}");
        let mut b = Brute::new(OctalGame::parse(code).unwrap());
        for _ in 0..rounds {
            let heaps = draw(&mut rng);
            let word: Vec<u32> = heaps.iter().filter_map(|&h| letter_of[h]).collect();
            assert_eq!(m.is_p(m.word(&word)), b.is_p(&heaps), "{code} {heaps:?}");
        }
        m
    }

    /// Heaps 25 and 26 of Dawson's Kayles split earlier classes (the
    /// quotient grows from 24 to 144 elements by candidates, module step 6);
    /// sums with them agree with game-tree search.
    #[test]
    fn dawsons_kayles_sums_past_heap_24_agree_with_search() {
        let m = agrees_with_search("0.07", 26, 2526, 120, |rng| {
            let mut heaps = vec![rng.gen_range(25..=26)];
            for _ in 0..rng.gen_range(0..=2) {
                heaps.push(rng.gen_range(2..=7));
            }
            if rng.gen_bool(0.3) {
                heaps.push(rng.gen_range(17..=24));
            }
            heaps
        });
        assert_eq!(m.order(), 144);
    }

    /// 0.123's quotient (20 elements from heap 9, by candidates) against game-tree search on random sums.
    #[test]
    fn plambeck_0123_sums_agree_with_search() {
        let m = agrees_with_search("0.123", 30, 123, 300, |rng| {
            let mut heaps = vec![rng.gen_range(1..=30)];
            let mut total = heaps[0];
            while rng.gen_bool(0.7) {
                let h = rng.gen_range(1..=12);
                if total + h > 40 {
                    break;
                }
                heaps.push(h);
                total += h;
            }
            heaps
        });
        assert_eq!(m.order(), 20);
    }

    #[test]
    fn kayles_sums_with_a_larger_heap_agree_with_search() {
        agrees_with_search("0.77", 22, 77, 60, |rng| {
            let mut heaps = vec![rng.gen_range(12..=22)];
            for _ in 0..rng.gen_range(0..=2) {
                heaps.push(rng.gen_range(1..=5));
            }
            heaps
        });
    }
}
