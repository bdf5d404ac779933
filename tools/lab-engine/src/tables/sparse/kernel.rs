//! One heap's value: the plain scan, and the sparse-space method's steps 1 and 2, specialised per set width.

use super::mask::Mask;
use super::moves::TakeBreak;
use crate::tables::values::Cell;

/// The rare positions under the current mask, ascending, with their values
/// side by side (one load less per split in step 1).
#[derive(Debug, Clone, Default)]
pub(super) struct Rare {
    /// Rare positions `≥ 1` (empty on the plain path).
    pub(super) positions: Vec<u32>,
    /// `values[i] = g(positions[i])`.
    pub(super) values: Vec<u32>,
}

impl Rare {
    /// Appends position `n` with value `v` (`n` above every position so far).
    pub(super) fn push(&mut self, n: usize, v: u32) {
        self.positions.push(n as u32);
        self.values.push(v);
    }

    /// The rare positions `p < r` and their values.
    #[inline(always)]
    fn below(&self, r: usize) -> (&[u32], &[u32]) {
        let end = self.positions.partition_point(|&p| (p as usize) < r);
        (&self.positions[..end], &self.values[..end])
    }
}

/// What the kernels read and write besides the values: the table's rare
/// positions, step 2a's sample and the scratch sets, kept between heaps.
#[derive(Debug, Clone, Default)]
pub(super) struct State {
    /// The rare positions.
    pub(super) rare: Rare,
    /// `odd[v]` is 1 when `popcount(v & mask)` is odd, for `v < 64 · words`.
    pub(super) odd: Vec<u8>,
    /// Scratch "seen" set of values (the plain scan).
    pub(super) seen: Vec<u64>,
    /// Scratch byte table of the values step 2 still wants (`64 · words` long, a power of two).
    pub(super) want: Vec<u8>,
    /// Step 2a's sample: `sample[j]` holds the `j`-th common position `≥ 1` of
    /// each value, ascending, with its value (one load per pair less).
    pub(super) sample: Vec<Vec<(u32, u32)>>,
    /// `sample_end[j]`: how many positions of round `j` were at most half the
    /// last heap (grows with `n`; positions added later are larger).
    pub(super) sample_end: Vec<usize>,
    /// Step 1's marks for the next heap, computed with the current one.
    pub(super) ahead: Ahead,
    /// Step 1's marks for the next heaps of a batch (one split removal).
    pub(super) batch: Batch,
}

#[inline(always)]
fn mark(seen: &mut [u64], v: u32) {
    seen[(v >> 6) as usize] |= 1 << (v & 63);
}

/// The smallest value not in `seen` (`64 · seen.len()` when all are).
fn first_unseen(seen: &[u64]) -> u32 {
    for (w, &bits) in seen.iter().enumerate() {
        if bits != u64::MAX {
            return 64 * w as u32 + bits.trailing_ones();
        }
    }
    64 * seen.len() as u32
}

/// Marks the options that leave at most one heap.
#[inline(always)]
fn mark_singles<T: Cell>(g: &[T], n: usize, game: &TakeBreak, seen: &mut [u64]) {
    for &(k, bits) in &game.singles {
        if k > n {
            break;
        }
        if bits & 1 != 0 && k == n {
            mark(seen, 0);
        }
        if bits & 2 != 0 && k < n {
            mark(seen, g[n - k].into());
        }
    }
}

/// `g(n)` by the plain scan over every option.
pub(super) fn plain_value<T: Cell>(g: &[T], n: usize, game: &TakeBreak, seen: &mut [u64]) -> u32 {
    seen.fill(0);
    mark_singles(g, n, game, seen);
    for &k in &game.splits {
        if n < k + 2 {
            break;
        }
        let r = n - k;
        let mut a = 1;
        while 2 * a < r || (!game.unequal && 2 * a == r) {
            mark(seen, g[a].into() ^ g[r - a].into());
            a += 1;
        }
    }
    first_unseen(seen)
}

/// One heap's sparse-space kernel for cells `T` ([`sparse_value_in`] at one set width).
pub(super) type Kernel<T> = fn(&[T], usize, &TakeBreak, Mask, &mut State) -> (u32, u64);

/// The sparse-space method's kernel for a wish table of `want_len` entries: called as
/// `kernel(g, n, game, mask, state)` (`state.want.len() == want_len`) it gives `g(n)` and the
/// split pairs step 2 scanned (plus [`FULL`] when it scanned them all).
pub(super) fn sparse_kernel<T: Cell>(want_len: usize) -> Kernel<T> {
    // Every value is below `want.len()`, a power of two: with the length a
    // constant, `v & (N − 1)` is `v` and needs no bounds check.
    match want_len {
        64 => sparse_value_in::<T, 64>,
        128 => sparse_value_in::<T, 128>,
        256 => sparse_value_in::<T, 256>,
        512 => sparse_value_in::<T, 512>,
        _ => sparse_value_in::<T, 0>,
    }
}

/// The kernel [`sparse_kernel`] gives for `state.want.len() == N` (`N = 0`: any length).
#[inline(always)]
fn sparse_value_in<T: Cell, const N: usize>(
    g: &[T],
    n: usize,
    game: &TakeBreak,
    mask: Mask,
    state: &mut State,
) -> (u32, u64) {
    let State {
        rare,
        odd,
        want: wish,
        sample,
        sample_end,
        ahead,
        batch,
        ..
    } = state;
    // Read-only from here on.
    let rare: &Rare = rare;
    let odd: &[u8] = odd;
    let sample: &[Vec<(u32, u32)>] = sample;
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    // `wish` first holds the values seen (one byte each: plain stores, no
    // read-modify-write chain through one word), then the values still wanted.
    let seen = wish;
    seen.fill(0);
    for &(k, bits) in &game.singles {
        if k > n {
            break;
        }
        if bits & 1 != 0 && k == n {
            seen[0] = 1;
        }
        if bits & 2 != 0 && k < n {
            seen[g[n - k].into() as usize] = 1;
        }
    }
    // One split removal, far enough from the small cases: step 1 `BATCH` heaps at a time.
    let paired = N != 0 && matches!(game.splits[..], [k] if n >= k + PAIRED_FROM);
    // Two split removals k and k + 1 (.56, .354, .376): heap n's split of
    // r2 = n − k − 1 tokens is heap n − 1's split of r1, the same marks
    // (they depend on r and on the rare positions below r only): kept in
    // `ahead` from the heap before.
    let reuse = N != 0
        && !game.unequal
        && matches!(game.splits[..], [k1, k2] if k2 == k1 + 1 && n >= k2 + PAIRED_FROM);
    // Which masked parity only rare-involving splits reach (None: it depends on the split).
    let mut want: Option<u8> = None;
    let mut mixed = false;
    for &k in &game.splits {
        if n < k + 2 {
            break;
        }
        let r = n - k;
        let w = if mask.domain { 1 ^ (r as u8 & 1) } else { 1 };
        match want {
            None => want = Some(w),
            Some(x) if x != w => mixed = true,
            Some(_) => {}
        }
        if paired {
            mark_rare_splits_batched::<T, N>(g, n, r, game.unequal, rare, seen, batch);
            continue;
        }
        if reuse {
            if k == game.splits[0] {
                mark_two_splits_reused::<T, N>(g, n, r, rare, seen, ahead);
            }
            continue;
        }
        // Step 1: splits with a part at a rare position p < r (p ≠ r − p when unequal).
        let positions = &rare.positions;
        let end = positions.partition_point(|&p| (p as usize) < r);
        let (before, after) = if game.unequal && r & 1 == 0 {
            let mid = positions[..end].partition_point(|&p| (p as usize) < r / 2);
            if positions.get(mid) == Some(&((r / 2) as u32)) {
                (0..mid, mid + 1..end)
            } else {
                (0..end, end..end)
            }
        } else {
            (0..end, end..end)
        };
        for part in [before, after] {
            // The rare values sit next to their positions: one load less per split.
            mark_rare_splits::<T, N>(g, r, &positions[part.clone()], &rare.values[part], seen);
        }
    }
    let want = if mixed { None } else { want };
    // c: the smallest value whose parity class step 1 covered completely and that was not seen.
    let c = match want {
        Some(w) => first_unseen_of_class(seen, odd, w),
        None => seen.len(),
    };
    // From here: the wanted values, unseen and below c (all in the other class).
    let wish = seen;
    let mut missing = unseen_below(wish, c);
    let c = c as u32;
    if missing == 0 {
        return (c, 0);
    }
    let mut scanned = 0;
    // Step 2a: a sample of small common positions, round-robin over their
    // values (round j holds the j-th position of each common value), so that
    // every common value meets the other part early: each wanted value is hit
    // with probability about 1 / (number of common values) per pair, however
    // unevenly the values are spread over the positions.
    let top_half = game
        .splits
        .iter()
        .filter(|&&k| n >= k + 2)
        .map(|&k| n - k)
        .max()
        .map_or(0, |r| r / 2);
    let single = match game.splits[..] {
        [k] if n >= k + 2 => Some(n - k),
        _ => None,
    };
    // Two split removals k1 < k2 (.56, .354, .376, …), both open: r1 > r2.
    let two = match game.splits[..] {
        [k1, k2] if n >= k2 + 2 && !game.unequal => Some((n - k1, n - k2)),
        _ => None,
    };
    if let Some((r1, r2)) = two {
        let (h1, h2) = (r1 / 2, r2 / 2);
        for (round, end) in sample.iter().zip(sample_end.iter_mut()) {
            // `h2` never decreases: the cut of each round only moves on.
            while round.get(*end).is_some_and(|&(a, _)| a as usize <= h2) {
                *end += 1;
            }
            let end = *end;
            if let Some(i) = scan_sample::<T, N, 2>(g, [r1, r2], &round[..end], wish, &mut missing)
            {
                return (c, scanned + i as u64);
            }
            scanned += 2 * end as u64;
            // The few positions h2 < a ≤ h1 split r1 only.
            for &(a, ga) in round[end..].iter().take_while(|&&(a, _)| a as usize <= h1) {
                scanned += 1;
                let v = (ga ^ g[r1 - a as usize].into()) as usize;
                if wish[v] != 0 {
                    wish[v] = 0;
                    missing -= 1;
                    if missing == 0 {
                        return (c, scanned);
                    }
                }
            }
        }
    } else if let Some(r) = single {
        let half = if game.unequal { (r - 1) / 2 } else { r / 2 };
        for (round, end) in sample.iter().zip(sample_end.iter_mut()) {
            // `half` never decreases: the cut of each round only moves on.
            while round.get(*end).is_some_and(|&(a, _)| a as usize <= half) {
                *end += 1;
            }
            let end = *end;
            if let Some(i) = scan_sample::<T, N, 1>(g, [r], &round[..end], wish, &mut missing) {
                return (c, scanned + i as u64);
            }
            scanned += end as u64;
        }
    } else {
        for round in sample {
            for &(a, _) in round {
                let a = a as usize;
                if a > top_half {
                    break;
                }
                if wish_splits_of(g, n, a, game, wish, &mut missing, &mut scanned) {
                    return (c, scanned);
                }
            }
        }
    }
    // Step 2b: every split pair from the small end, until every wanted value is seen.
    if let Some((r1, r2)) = two {
        let (h1, h2) = (r1 / 2, r2 / 2);
        match scan_pairs_two::<T, N>(g, r1, r2, h2, wish, &mut missing) {
            Some(i) => return (c, scanned + i as u64),
            None => scanned += 2 * h2 as u64,
        }
        for a in h2 + 1..=h1 {
            scanned += 1;
            let v = (g[a].into() ^ g[r1 - a].into()) as usize;
            if wish[v] != 0 {
                wish[v] = 0;
                missing -= 1;
                if missing == 0 {
                    return (c, scanned);
                }
            }
        }
    } else if let (&[k], true) = (
        &game.splits[..],
        game.splits.first().is_some_and(|&k| n >= k + 2),
    ) {
        // One split removal (Grundy's game, most octal games): a tight loop,
        // one branch per block of 8 pairs.
        let r = n - k;
        let half = if game.unequal { (r - 1) / 2 } else { r / 2 };
        match scan_pairs::<T, N>(&g[1..=half], &g[r - half..r], wish, &mut missing) {
            Some(i) => return (c, scanned + i as u64 + 1),
            None => scanned += half as u64,
        }
    } else {
        let mut a = 1;
        while a <= top_half {
            if wish_splits_of(g, n, a, game, wish, &mut missing, &mut scanned) {
                return (c, scanned);
            }
            a += 1;
        }
    }
    // A full scan: g(n) is the smallest value never seen (a rare one below c).
    let value = wish.iter().position(|&w| w != 0).unwrap_or(c as usize) as u32;
    (value, scanned | FULL)
}

/// Eight 0/1 bytes as one word (little-endian: byte `i` is bits `8i..8i+8`).
#[inline(always)]
fn word(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().expect("8 bytes"))
}

/// `0x01` in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The smallest `v` with `seen[v] == 0` and `odd[v] == w` (`seen.len()` when none), the
/// sets of 0/1 bytes read eight at a time.
#[inline(always)]
fn first_unseen_of_class(seen: &[u8], odd: &[u8], w: u8) -> usize {
    // Byte `i` of `(!s) & (o ^ flip)` is 1 exactly when `s_i = 0` and `o_i = w`.
    let flip = if w == 0 { ONES } else { 0 };
    let mut chunks = seen.chunks_exact(8).zip(odd.chunks_exact(8));
    for (i, (s, o)) in (&mut chunks).enumerate() {
        let hit = !word(s) & (word(o) ^ flip) & ONES;
        if hit != 0 {
            return 8 * i + hit.trailing_zeros() as usize / 8;
        }
    }
    let done = seen.len() / 8 * 8;
    seen[done..]
        .iter()
        .zip(&odd[done..])
        .position(|(&s, &o)| s == 0 && o == w)
        .map_or(seen.len(), |i| done + i)
}

/// Turns the 0/1 set `seen` into the set of values below `c` it lacks (every value from
/// `c` on cleared) and gives their number.
#[inline(always)]
fn unseen_below(seen: &mut [u8], c: usize) -> u32 {
    let (below, above) = seen.split_at_mut(c);
    above.fill(0);
    let mut count = 0;
    let mut chunks = below.chunks_exact_mut(8);
    for chunk in &mut chunks {
        let lacks = word(chunk) ^ ONES;
        chunk.copy_from_slice(&lacks.to_le_bytes());
        // The sum of eight bytes of at most 1 each, in the top byte of the product.
        count += (lacks.wrapping_mul(ONES) >> 56) as u32;
    }
    for flag in chunks.into_remainder() {
        *flag ^= 1;
        count += u32::from(*flag);
    }
    count
}

/// Heaps below `k + PAIRED_FROM` (`k` the split removal) take the one-at-a-time step 1.
const PAIRED_FROM: usize = 16;

/// Step 1's marks for heap `at` (0: none) made in advance, while the heap
/// before it was computed: the rare positions `2 ≤ p < r − 1` (`r` the
/// heap after the split removal), without the excluded middle.
#[derive(Debug, Clone, Default)]
pub(super) struct Ahead {
    pub(super) seen: Vec<u8>,
    pub(super) at: usize,
}

impl Ahead {
    /// ORs into `seen[..N]` the marks made in advance for heap `n` and says `true`, when heap
    /// `n − 1` made them; `false`, `seen` untouched, otherwise.
    #[inline(always)]
    fn add_marks_of<const N: usize>(&self, n: usize, seen: &mut [u8]) -> bool {
        if self.at != n {
            return false;
        }
        or_marks(&mut seen[..N], &self.seen[..N]);
        true
    }
}

/// `seen[i] |= marks[i]` for each `i` of the shorter.
#[inline(always)]
fn or_marks(seen: &mut [u8], marks: &[u8]) {
    for (s, &a) in seen.iter_mut().zip(marks) {
        *s |= a;
    }
}

/// Steps 2a/2b for games with several split removals: every split of heap `n`
/// (after removing some k) with smaller part `a`; each value still wanted
/// (`wish[v] != 0`) is crossed off. Counts the pairs in `scanned`; `true` when
/// nothing is missing any more.
#[inline(always)]
fn wish_splits_of<T: Cell>(
    g: &[T],
    n: usize,
    a: usize,
    game: &TakeBreak,
    wish: &mut [u8],
    missing: &mut u32,
    scanned: &mut u64,
) -> bool {
    for &k in &game.splits {
        if n < k + 2 {
            break;
        }
        let r = n - k;
        if 2 * a > r || (game.unequal && 2 * a == r) {
            continue;
        }
        *scanned += 1;
        let v = (g[a].into() ^ g[r - a].into()) as usize;
        if wish[v] != 0 {
            wish[v] = 0;
            *missing -= 1;
            if *missing == 0 {
                return true;
            }
        }
    }
    false
}

/// Heaps whose step 1 [`mark_rare_splits_batched`] makes at once.
const BATCH: usize = 8;

/// Step 1's marks for the heaps of a batch after its first, made with the first
/// (one split removal): the rare positions `BATCH ≤ p < r` (`r` the first heap's
/// tokens to split), but for unequal splits those around the middles.
#[derive(Debug, Clone, Default)]
pub(super) struct Batch {
    /// The marks of heaps `at .. at + BATCH`, one table of `want.len()` bytes each.
    pub(super) marks: Vec<u8>,
    /// The batch's first heap (0: no batch).
    pub(super) at: usize,
    /// Its tokens to split.
    r: usize,
    /// The indices, among the rare positions, of those the batch left to each heap:
    /// `p < BATCH` are `..low`, those around the middles `mid`, those `≥ r` are `end..`.
    low: usize,
    mid: (usize, usize),
    end: usize,
}

impl Batch {
    /// No batch yet, with room for the marks of tables of `len` values.
    pub(super) fn new(len: usize) -> Self {
        Batch {
            marks: vec![0; BATCH * len],
            ..Batch::default()
        }
    }
}

/// Step 1 for a game with one split removal, `BATCH` heaps at a time: with heap
/// `n` (`r` tokens to split) also heaps `n + j`, `j < BATCH`, whose splits at rare
/// positions `BATCH ≤ p < r` reach only `g(r + j − p)` with `r + j − p < r`,
/// already known, `BATCH` loads side by side. Each heap marks itself the rare
/// positions the batch leaves out: `p < BATCH`, those known only later
/// (`p ≥ r`) and, for unequal splits, those near the middles `(r + j) / 2`.
/// Needs `r ≥ 16` and `seen.len() == N > 0`.
#[inline(never)]
fn mark_rare_splits_batched<T: Cell, const N: usize>(
    g: &[T],
    n: usize,
    r: usize,
    unequal: bool,
    rare: &Rare,
    seen: &mut [u8],
    batch: &mut Batch,
) {
    let (positions, values) = (&rare.positions[..], &rare.values[..]);
    let seen = &mut seen[..N];
    let at = |v: u32| v as usize & (N - 1);
    let j = n.wrapping_sub(batch.at);
    if batch.at == 0 || j >= BATCH || batch.r + j != r {
        let below = |x: usize| positions.partition_point(|&p| (p as usize) < x);
        let (low, end) = (below(BATCH), below(r));
        // The middles of the batch's heaps: (r + j) / 2 for j < BATCH.
        let mid = if unequal {
            (below(r / 2), below((r + BATCH) / 2 + 1))
        } else {
            (low, low)
        };
        // Heap n's marks go to a table of their own too (one pointer less in the loop).
        let marks = &mut batch.marks[..BATCH * N];
        marks.fill(0);
        let g = &g[..r];
        // Every q below is at most `top`: said once, so that the loads need no check.
        let top = r.checked_sub(BATCH).expect("r ≥ BATCH");
        let windows = &g[..top + BATCH];
        for part in [low..mid.0, mid.1..end] {
            for (&p, &gp) in positions[part.clone()].iter().zip(&values[part]) {
                // BATCH ≤ p < r: 1 ≤ r − p and r + BATCH − 1 − p ≤ r − 1.
                let q = (r - p as usize).min(top);
                let w: [T; BATCH] = windows[q..][..BATCH].try_into().expect("BATCH values");
                for (j, &x) in w.iter().enumerate() {
                    marks[j * N + at(gp ^ x.into())] = 1;
                }
            }
        }
        *batch = Batch {
            marks: std::mem::take(&mut batch.marks),
            at: n,
            r,
            low,
            mid,
            end,
        };
    }
    let j = n - batch.at;
    or_marks(seen, &batch.marks[j * N..(j + 1) * N]);
    // The rare positions the batch left to this heap (each `p < r`, `p ≠ r − p` when unequal).
    let parts = [
        0..batch.low,
        batch.mid.0..batch.mid.1,
        batch.end..positions.len(),
    ];
    for part in parts {
        for (&p, &gp) in positions[part.clone()].iter().zip(&values[part]) {
            let p = p as usize;
            if p < r && !(unequal && 2 * p == r) {
                seen[at(gp ^ g[r - p].into())] = 1;
            }
        }
    }
}

/// Step 1 for two split removals `k`, `k + 1` (`r1 = n − k`, equal parts
/// allowed): the marks of `r1 − 1` come from `ahead` when heap `n − 1` left
/// them there; those of `r1` are made into `ahead` for heap `n + 1`. Needs
/// `seen.len() == N > 0`.
#[inline(never)]
fn mark_two_splits_reused<T: Cell, const N: usize>(
    g: &[T],
    n: usize,
    r1: usize,
    rare: &Rare,
    seen: &mut [u8],
    ahead: &mut Ahead,
) {
    if !ahead.add_marks_of::<N>(n, seen) {
        let (positions, values) = rare.below(r1 - 1);
        mark_rare_splits::<T, N>(g, r1 - 1, positions, values, seen);
    }
    let next = &mut ahead.seen[..N];
    next.fill(0);
    let (positions, values) = rare.below(r1);
    mark_rare_splits::<T, N>(g, r1, positions, values, next);
    or_marks(&mut seen[..N], next);
    ahead.at = n + 1;
}

/// Step 1's inner loop: marks `g(p) ⊕ g(r − p)` in `seen` for the rare
/// positions `p < r` given (`seen.len() == N`, or any length when `N = 0`).
/// Inlined: games with several split removals call it for short runs of positions.
#[inline(always)]
fn mark_rare_splits<T: Cell, const N: usize>(
    g: &[T],
    r: usize,
    rare: &[u32],
    rare_values: &[u32],
    seen: &mut [u8],
) {
    let g = &g[..r];
    if N == 0 {
        for (&p, &gp) in rare.iter().zip(rare_values) {
            seen[(gp ^ g[r - p as usize].into()) as usize] = 1;
        }
    } else {
        let seen = &mut seen[..N];
        for (&p, &gp) in rare.iter().zip(rare_values) {
            seen[(gp ^ g[r - p as usize].into()) as usize & (N - 1)] = 1;
        }
    }
}

/// Step 2a's inner loop over one round of the sample, for `K` heaps split at once (`K = 1`:
/// one split removal, heap `r`, positions `a ≤ r / 2`; `K = 2`: two split removals,
/// `r1 > r2`, every `a ≤ r2 / 2`, each position splitting both): crosses off the wanted values
/// `g(a) ⊕ g(r − a)` met for each `r` of `rs`, counting `missing` down. Returns the pairs
/// scanned when the last wanted value was found.
#[inline(never)]
fn scan_sample<T: Cell, const N: usize, const K: usize>(
    g: &[T],
    rs: [usize; K],
    round: &[(u32, u32)],
    wish: &mut [u8],
    missing: &mut u32,
) -> Option<usize> {
    let g = &g[..rs[0]];
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    let mut left = *missing;
    // Four positions per test of `left` (one branch less per pair): the counts after
    // each say which position found the last wanted value (crossing off more after
    // that changes nothing, every wish is then cleared).
    let mut quads = round.chunks_exact(4);
    for (q, quad) in (&mut quads).enumerate() {
        let mut after = [0; 4];
        for (&(a, ga), left_after) in quad.iter().zip(&mut after) {
            let a = a as usize;
            for r in rs {
                cross_off(wish, slot::<N>(ga ^ g[r - a].into()), &mut left);
            }
            *left_after = left;
        }
        if left == 0 {
            *missing = 0;
            let i = 4 * q + after.iter().position(|&l| l == 0).unwrap_or(3);
            return Some(K * (i + 1));
        }
    }
    let done = round.len() - quads.remainder().len();
    for (i, &(a, ga)) in quads.remainder().iter().enumerate() {
        let a = a as usize;
        for r in rs {
            cross_off(wish, slot::<N>(ga ^ g[r - a].into()), &mut left);
        }
        if left == 0 {
            *missing = 0;
            return Some(K * (done + i + 1));
        }
    }
    *missing = left;
    None
}

/// Crosses slot `v` off the wish table, counting `left` down when it was still wanted
/// (branch-free: a hit is data-dependent and unpredictable).
#[inline(always)]
fn cross_off(wish: &mut [u8], v: usize, left: &mut u32) {
    *left -= u32::from(wish[v]);
    wish[v] = 0;
}

/// The index of value `v` in a wish table of `N` entries (`N` a power of two,
/// values folded by the mask), or `v` itself when `N` is 0 (a table as long as
/// the values).
#[inline(always)]
fn slot<const N: usize>(v: u32) -> usize {
    if N == 0 {
        v as usize
    } else {
        v as usize & (N - 1)
    }
}

/// Step 2b for two split removals (`r1 > r2`): the pairs `(a, r1 − a)` and
/// `(a, r2 − a)` for `1 ≤ a ≤ h2 = r2 / 2`, one branch per block of 8
/// positions. Returns the pairs scanned when the last wanted value was found.
#[inline(never)]
fn scan_pairs_two<T: Cell, const N: usize>(
    g: &[T],
    r1: usize,
    r2: usize,
    h2: usize,
    wish: &mut [u8],
    missing: &mut u32,
) -> Option<usize> {
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    let at = slot::<N>;
    if h2 == 0 {
        return None;
    }
    let low = &g[1..=h2];
    // high1[h2 − i] = g(r1 − 1 − i)… read from the top down alongside low.
    let high1 = &g[r1 - h2..r1];
    let high2 = &g[r2 - h2..r2];
    for (block, ((lc, h1c), h2c)) in low
        .chunks(8)
        .zip(high1.rchunks(8))
        .zip(high2.rchunks(8))
        .enumerate()
    {
        let mut any = 0;
        for ((&x, &y), &z) in lc.iter().zip(h1c.iter().rev()).zip(h2c.iter().rev()) {
            let x: u32 = x.into();
            any |= wish[at(x ^ y.into())] | wish[at(x ^ z.into())];
        }
        if any != 0 {
            for (j, ((&x, &y), &z)) in lc
                .iter()
                .zip(h1c.iter().rev())
                .zip(h2c.iter().rev())
                .enumerate()
            {
                let x: u32 = x.into();
                for v in [at(x ^ y.into()), at(x ^ z.into())] {
                    if wish[v] != 0 {
                        wish[v] = 0;
                        *missing -= 1;
                        if *missing == 0 {
                            return Some(2 * (8 * block + j) + 2);
                        }
                    }
                }
            }
        }
    }
    None
}

/// Step 2b's loop for one split removal over the pairs `(low[i], high[len − 1 − i])`
/// (one branch per block of 8 pairs): clears the wanted values met, counting
/// `missing` down; the index of the pair that found the last one, if it did.
/// Kept out of line so that its few live values stay in registers.
#[inline(never)]
fn scan_pairs<T: Cell, const N: usize>(
    low: &[T],
    high: &[T],
    wish: &mut [u8],
    missing: &mut u32,
) -> Option<usize> {
    let wish = if N == 0 { wish } else { &mut wish[..N] };
    let at = slot::<N>;
    for (block, (lc, hc)) in low.chunks(8).zip(high.rchunks(8)).enumerate() {
        let mut any = 0;
        for (&x, &y) in lc.iter().zip(hc.iter().rev()) {
            any |= wish[at(x.into() ^ y.into())];
        }
        if any != 0 {
            for (j, (&x, &y)) in lc.iter().zip(hc.iter().rev()).enumerate() {
                let v = at(x.into() ^ y.into());
                if wish[v] != 0 {
                    wish[v] = 0;
                    *missing -= 1;
                    if *missing == 0 {
                        return Some(8 * block + j);
                    }
                }
            }
        }
    }
    None
}

/// Added to the pair count a [`sparse_kernel`] gives when the scan was full.
pub(super) const FULL: u64 = 1 << 63;
