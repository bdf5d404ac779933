//! Grundy-table builders of the contest binaries: subtraction games, splitting a heap in two and octal games, with the moves to play from their tables.
//!
//! Every builder fills `g(0..=upto)` in increasing order from the game's rule
//! (`g(x)` = mex of the values one move away; a sum of heaps is worth the XOR
//! of its heaps). Tables store their values narrower than a
//! [`Grundy`](super::mex::Grundy) (`u64`): `u32` (a value is at most the
//! number of moves or splits, far below 2^32, and a table of 10^7 entries
//! takes 40 MB instead of 80), or `u8` for [`subtraction_grundy_small`]
//! (fewer than 128 moves; the period search reads it from cache). Widen an
//! entry with `Grundy::from(g[n])`. The exploration tool's richer builders (`split`, `octal`,
//! `divisors`) live in its own crate, `lab-engine`, so that a bundled
//! submission carries only contest code.
//!
//! Next to each builder, `*_move_to` finds a move from a heap of n to a
//! given Grundy value by scanning its options in the table, and `*_sum_move`
//! says what to play in a sum of heaps, as a [`Reply`]: the heap holding the
//! highest bit of the nim-sum x, moved to its value `g ^ x`.

use super::mex::{Grundy, Marker};
use super::nim::sum_target;
use super::reply::Reply;

/// Grundy values `g(0..=upto)` of the subtraction game with move set `moves`:
/// a move removes exactly some `s ∈ moves` tokens from the heap.
///
/// Zeros and repeats in `moves` are ignored (a zero move would make the game
/// loopy, so it is not a move at all here).
///
/// A position has at most k options, so every value is at most k. With
/// fewer than 128 moves the values fit in a 128-bit mask and each mex is a
/// `trailing_zeros` ([`subtraction_grundy_small`]); larger move sets take
/// the general path with a [`Marker`].
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
    if moves.len() < 128 {
        return subtraction_grundy_small(&moves, upto)
            .into_iter()
            .map(u32::from)
            .collect();
    }
    let mut g = Vec::with_capacity(upto + 1);
    let mut marker = Marker::new(moves.len() + 1);
    while g.len() <= upto {
        let next = subtraction_next(&moves, &g, &mut marker);
        g.push(next);
    }
    g
}

/// The next entry of a subtraction game's table: `g(n)` for `n = g.len()`,
/// the mex of `g(n − s)` over the moves `s ≤ n`, given `g(0..n)` in any
/// unsigned cell type. The step of [`subtraction_grundy`]'s general path,
/// and of the exploration lab's table that grows in place (lab-engine).
///
/// # Constraints
/// `moves` sorted increasing (the moves above `n` are skipped); `marker` is
/// scratch space (it grows as needed).
///
/// # Complexity
/// O(k) for the k moves ≤ n.
///
/// # Example
/// ```
/// use games_core::grundy::subtraction_next;
/// use games_core::mex::Marker;
/// let mut marker = Marker::new(4);
/// // S = {1, 3, 4}: g(0..7) = 0 1 0 1 2 3 2, so g(7) = mex{g(6), g(4), g(3)} = 0.
/// assert_eq!(subtraction_next(&[1, 3, 4], &[0u8, 1, 0, 1, 2, 3, 2], &mut marker), 0);
/// ```
pub fn subtraction_next<T: Copy + Into<u32>>(moves: &[usize], g: &[T], marker: &mut Marker) -> u32 {
    let n = g.len();
    marker.clear();
    for &s in moves.iter().take_while(|&&s| s <= n) {
        let v: u32 = g[n - s].into();
        marker.mark(v.into());
    }
    marker.mex() as u32
}

/// The smallest move `s ∈ moves` (`0 < s ≤ n`) of the subtraction game that
/// takes a heap of `n` to a position worth `target` in the table `g`
/// (any unsigned cell type: [`subtraction_grundy`]'s `u32`,
/// [`subtraction_grundy_small`]'s `u8`); `None` when no move does.
///
/// # Complexity
/// O(k) for k moves.
///
/// # Panics
/// If `n` is beyond the table (`n ≥ g.len()`).
///
/// # Example
/// ```
/// use games_core::grundy::{subtraction_grundy, subtraction_move_to};
/// let g = subtraction_grundy(&[1, 3, 4], 9); // 0 1 0 1 2 3 2 0 1 0
/// assert_eq!(subtraction_move_to(&[1, 3, 4], &g, 6, 0), Some(4)); // 6 − 4 = 2
/// assert_eq!(subtraction_move_to(&[1, 3, 4], &g, 6, 3), Some(1));
/// assert_eq!(subtraction_move_to(&[1, 3, 4], &g, 6, 2), None);
/// ```
pub fn subtraction_move_to<T: Copy + Into<Grundy>>(
    moves: &[usize],
    g: &[T],
    n: usize,
    target: Grundy,
) -> Option<usize> {
    assert!(n < g.len(), "heap {n} is beyond the table (0..{})", g.len());
    moves
        .iter()
        .copied()
        .filter(|&s| s > 0 && s <= n && g[n - s].into() == target)
        .min()
}

/// The move to play in a sum of heaps `heaps` of the subtraction game with
/// move set `moves` and table `g`, as `(heap index, tokens taken)`.
///
/// Winning: the first heap holding the highest bit of the nim-sum `x` of
/// its values, by the smallest move to its value `g ^ x`. Losing: the
/// smallest move, taken from the largest heap (the first of them), which
/// leaves the most tokens; `Losing(None)` when no move fits any heap.
///
/// # Complexity
/// O(h + k) for h heaps and k moves.
///
/// # Panics
/// If a heap is beyond the table, or the table is not the game's (the
/// winning heap has no move to the value it needs).
///
/// # Example
/// ```
/// use games_core::grundy::{subtraction_grundy, subtraction_sum_move};
/// use games_core::reply::Reply;
/// let g = subtraction_grundy(&[1, 3, 4], 9); // 0 1 0 1 2 3 2 0 1 0
/// // 5 and 6 are worth 3 and 2: take 1 from the 5 (worth 2 after).
/// assert_eq!(subtraction_sum_move(&[1, 3, 4], &g, &[5, 6]), Reply::Winning((0, 1)));
/// assert_eq!(subtraction_sum_move(&[1, 3, 4], &g, &[2, 7]), Reply::Losing(Some((1, 1))));
/// let g = subtraction_grundy(&[3, 4], 2);
/// assert_eq!(subtraction_sum_move(&[3, 4], &g, &[2, 1]), Reply::Losing(None));
/// ```
pub fn subtraction_sum_move<T: Copy + Into<Grundy>>(
    moves: &[usize],
    g: &[T],
    heaps: &[usize],
) -> Reply<(usize, usize)> {
    let value = |h: usize| -> Grundy {
        assert!(h < g.len(), "heap {h} is beyond the table (0..{})", g.len());
        g[h].into()
    };
    if let Some((i, target)) = sum_target(heaps.iter().map(|&h| value(h))) {
        let s = subtraction_move_to(moves, g, heaps[i], target);
        let s = s.unwrap_or_else(|| panic!("heap {} has no move to value {target}", heaps[i]));
        return Reply::Winning((i, s));
    }
    let smallest = moves.iter().copied().filter(|&s| s > 0).min();
    let mut largest: Option<usize> = None;
    for (i, &h) in heaps.iter().enumerate() {
        if largest.map_or(true, |j| h > heaps[j]) {
            largest = Some(i);
        }
    }
    match (smallest, largest) {
        (Some(s), Some(i)) if s <= heaps[i] => Reply::Losing(Some((i, s))),
        _ => Reply::Losing(None),
    }
}

/// `BIT[v] = 1 << v` for `v < 128` (0 above): a load instead of a 128-bit shift.
const BIT: [u128; 256] = {
    let mut bits = [0u128; 256];
    let mut v = 0;
    while v < 128 {
        bits[v] = 1 << v;
        v += 1;
    }
    bits
};

/// The fast path of [`subtraction_grundy`] for fewer than 128 moves: values
/// as bytes, each mex the lowest zero bit of a 128-bit mask.
///
/// `moves` must be sorted, without repeats, all positive.
///
/// # Panics
/// If `moves` has 128 or more entries (a value could then exceed 127), or is
/// not strictly increasing, or holds a 0.
///
/// # Complexity
/// O(upto · k) time for k moves with a small constant (a byte load, a table
/// load and a 128-bit OR per move), O(upto) bytes.
///
/// # Example
/// ```
/// use games_core::grundy::subtraction_grundy_small;
/// assert_eq!(subtraction_grundy_small(&[2, 5, 7], 9), vec![0, 0, 1, 1, 0, 2, 1, 3, 2, 2]);
/// ```
pub fn subtraction_grundy_small(moves: &[usize], upto: usize) -> Vec<u8> {
    assert!(moves.len() < 128, "at most 127 moves on the 128-bit path");
    assert!(
        moves.windows(2).all(|w| w[0] < w[1]) && moves.first() != Some(&0),
        "moves must be positive, increasing and distinct"
    );
    let mut g = vec![0u8; upto + 1];
    // `moves[..active]` are the moves ≤ x (all of them from the largest on).
    let mut active = 0;
    for x in 1..=upto {
        while active < moves.len() && moves[active] <= x {
            active += 1;
        }
        let mut seen = 0u128;
        for &s in &moves[..active] {
            seen |= BIT[usize::from(g[x - s])];
        }
        g[x] = (!seen).trailing_zeros() as u8;
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

/// Marks, in `marker`, the value `g(a) ^ g(x − a)` of every split of a heap of
/// `x = g.len()` tokens into two non-empty heaps `a ≤ x − a` (`a < x − a` when
/// `unequal`). This is the step shared by every two-part splitting table,
/// [`split_unequal_grundy`] and the exploration tool's two-part split builder (lab-engine).
///
/// # Complexity
/// O(x).
///
/// # Example
/// ```
/// use games_core::grundy::mark_two_part_splits;
/// use games_core::mex::Marker;
/// let g = [0, 0, 0, 1, 0]; // Grundy's game up to 4; now compute g(5)
/// let mut marker = Marker::new(8);
/// mark_two_part_splits(&g, true, &mut marker); // 1 + 4 → 0, 2 + 3 → 1
/// assert_eq!(marker.mex(), 2);
/// ```
#[inline]
pub fn mark_two_part_splits(g: &[u32], unequal: bool, marker: &mut Marker) {
    let x = g.len();
    let mut a = 1;
    while 2 * a < x || (!unequal && 2 * a == x) {
        marker.mark((g[a] ^ g[x - a]).into());
        a += 1;
    }
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
    let mut g = Vec::with_capacity(upto + 1);
    let mut marker = Marker::new(64);
    while g.len() <= upto {
        marker.clear();
        mark_two_part_splits(&g, true, &mut marker);
        g.push(marker.mex() as u32);
    }
    g
}

/// A split of a heap of `n` in Grundy's game (two non-empty heaps of
/// different sizes) to a position worth `target` in the table `g`, as
/// `(a, n − a)` with `a < n − a`, the smallest such `a`; `None` when no
/// split is worth `target`.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `n` is beyond the table (`n ≥ g.len()`).
///
/// # Example
/// ```
/// use games_core::grundy::{split_unequal_grundy, split_unequal_move_to};
/// let g = split_unequal_grundy(9); // 0 0 0 1 0 2 1 0 2 1
/// assert_eq!(split_unequal_move_to(&g, 8, 0), Some((1, 7)));
/// assert_eq!(split_unequal_move_to(&g, 8, 1), Some((2, 6)));
/// assert_eq!(split_unequal_move_to(&g, 8, 2), None);
/// ```
pub fn split_unequal_move_to(g: &[u32], n: usize, target: Grundy) -> Option<(usize, usize)> {
    assert!(n < g.len(), "heap {n} is beyond the table (0..{})", g.len());
    (1..n)
        .take_while(|&a| 2 * a < n)
        .find(|&a| Grundy::from(g[a] ^ g[n - a]) == target)
        .map(|a| (a, n - a))
}

/// The move to play in a sum of heaps `heaps` of Grundy's game with table
/// `g` ([`split_unequal_grundy`]), as `(heap index, (a, b))`: the heap is
/// split into `a < b`.
///
/// Winning: the first heap holding the highest bit of the nim-sum `x`,
/// split to its value `g ^ x` (the smallest `a`). Losing: the largest heap
/// (the first of them) split into 1 and the rest, the smallest piece split
/// off; `Losing(None)` when every heap is 1 or 2 (nothing can be split).
///
/// # Complexity
/// O(h + n) for h heaps, the largest of size n.
///
/// # Panics
/// If a heap is beyond the table, or the table is not the game's.
///
/// # Example
/// ```
/// use games_core::grundy::{split_unequal_grundy, split_unequal_sum_move};
/// use games_core::reply::Reply;
/// let g = split_unequal_grundy(9); // 0 0 0 1 0 2 1 0 2 1
/// assert_eq!(split_unequal_sum_move(&g, &[5, 3]), Reply::Winning((0, (2, 3))));
/// assert_eq!(split_unequal_sum_move(&g, &[4, 7]), Reply::Losing(Some((1, (1, 6)))));
/// assert_eq!(split_unequal_sum_move(&g, &[2, 1, 2]), Reply::Losing(None));
/// ```
pub fn split_unequal_sum_move(g: &[u32], heaps: &[usize]) -> Reply<(usize, (usize, usize))> {
    let value = |h: usize| -> Grundy {
        assert!(h < g.len(), "heap {h} is beyond the table (0..{})", g.len());
        g[h].into()
    };
    if let Some((i, target)) = sum_target(heaps.iter().map(|&h| value(h))) {
        let split = split_unequal_move_to(g, heaps[i], target);
        let split =
            split.unwrap_or_else(|| panic!("heap {} has no split to value {target}", heaps[i]));
        return Reply::Winning((i, split));
    }
    let mut largest: Option<usize> = None;
    for (i, &h) in heaps.iter().enumerate() {
        if h >= 3 && largest.map_or(true, |j| h > heaps[j]) {
            largest = Some(i);
        }
    }
    Reply::Losing(largest.map(|i| (i, (1, heaps[i] - 1))))
}

/// Checks an octal code `digits` = `d₀, d₁, …, d_t` (see [`octal_grundy`]).
fn check_octal(digits: &[u8]) {
    assert!(
        digits.iter().all(|&d| d <= 7) && digits.first().map_or(true, |&d| d & 3 == 0),
        "an octal code's digits are 0 to 7, the first 0 or 4, not {digits:?}"
    );
}

/// The first option of a heap of `n` in the octal game `digits`, in the
/// order fewest tokens taken first, then none left, one heap left, two
/// heaps `(a, b)` by increasing `a`, whose value in `g` passes `wanted`.
fn octal_find<T: Copy + Into<Grundy>>(
    digits: &[u8],
    g: &[T],
    n: usize,
    mut wanted: impl FnMut(Grundy) -> bool,
) -> Option<(usize, usize, usize)> {
    assert!(n < g.len(), "heap {n} is beyond the table (0..{})", g.len());
    for (k, &d) in digits.iter().enumerate().take(n + 1) {
        if d & 1 != 0 && n == k && wanted(0) {
            return Some((k, 0, 0));
        }
        if d & 2 != 0 && n > k && wanted(g[n - k].into()) {
            return Some((k, 0, n - k));
        }
        if d & 4 != 0 {
            let rest = n - k;
            for a in 1..=rest / 2 {
                if wanted(g[a].into() ^ g[rest - a].into()) {
                    return Some((k, a, rest - a));
                }
            }
        }
    }
    None
}

/// Grundy values `g(0..=upto)` of the octal game with code `digits` =
/// `d₀, d₁, …, d_t` (the code `d₀.d₁…d_t`, as lab-engine's
/// `OctalGame::digits` gives it): a move takes `k` tokens from one heap
/// (`k = 0` only when `d₀ = 4`) and leaves, by the bits of `d_k`, nothing
/// (bit 1: the heap had exactly `k`), one non-empty heap (bit 2) or two
/// non-empty heaps (bit 4). Kayles is `[0, 7, 7]`, Dawson's Kayles `[0, 0, 7]`.
///
/// # Complexity
/// O(upto² · t) time in the worst case (every digit splitting), O(upto · t)
/// with no splitting digit; O(upto) memory.
///
/// # Panics
/// If a digit exceeds 7, or `d₀` is not 0 or 4 (taking nothing and leaving
/// one heap would make the game loopy).
///
/// # Example
/// ```
/// use games_core::grundy::octal_grundy;
/// assert_eq!(octal_grundy(&[0, 7, 7], 9), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4]); // Kayles
/// assert_eq!(octal_grundy(&[0, 0, 7], 9), vec![0, 0, 1, 1, 2, 0, 3, 1, 1, 0]); // Dawson's
/// ```
pub fn octal_grundy(digits: &[u8], upto: usize) -> Vec<u32> {
    check_octal(digits);
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    let mut marker = Marker::new(64);
    for n in 0..=upto {
        marker.clear();
        g.push(0); // a placeholder for g(n), never read: no option keeps n tokens in one heap
        let _ = octal_find(digits, &g, n, |v| {
            marker.mark(v);
            false
        });
        g[n] = marker.mex() as u32;
    }
    g
}

/// A move from a heap of `n` in the octal game `digits` (see
/// [`octal_grundy`]) to a position worth `target` in the table `g`, as
/// `(k, a, b)`: take `k` tokens and leave heaps `a ≤ b` (0 for no heap: `(k,
/// 0, 0)` leaves nothing, `(k, 0, b)` one heap of b). The one taking the
/// fewest tokens (then leaving fewest heaps, then the smallest `a`); `None`
/// when no move is worth `target`.
///
/// # Complexity
/// O(n · t) for the t digits.
///
/// # Panics
/// If `n` is beyond the table, or the code is not one (see [`octal_grundy`]).
///
/// # Example
/// ```
/// use games_core::grundy::{octal_grundy, octal_move_to};
/// let g = octal_grundy(&[0, 7, 7], 9); // Kayles: 0 1 2 3 1 4 3 2 1 4
/// assert_eq!(octal_move_to(&[0, 7, 7], &g, 9, 0), Some((1, 4, 4)));
/// assert_eq!(octal_move_to(&[0, 7, 7], &g, 9, 2), Some((2, 0, 7)));
/// assert_eq!(octal_move_to(&[0, 7, 7], &g, 2, 0), Some((2, 0, 0)));
/// assert_eq!(octal_move_to(&[0, 7, 7], &g, 2, 2), None);
/// ```
pub fn octal_move_to<T: Copy + Into<Grundy>>(
    digits: &[u8],
    g: &[T],
    n: usize,
    target: Grundy,
) -> Option<(usize, usize, usize)> {
    check_octal(digits);
    octal_find(digits, g, n, |v| v == target)
}

/// The move to play in a sum of heaps `heaps` of the octal game `digits`
/// with table `g` ([`octal_grundy`]), as `(heap index, (k, a, b))` in
/// [`octal_move_to`]'s form.
///
/// Winning: the first heap holding the highest bit of the nim-sum `x`,
/// moved to its value `g ^ x` ([`octal_move_to`]'s choice). Losing: the
/// largest heap that has a move (the first of them), by its move taking the
/// fewest tokens, which leaves the most; `Losing(None)` when no heap has a
/// move.
///
/// # Complexity
/// O(h · t + n · t) for h heaps, t digits and the moved heap's size n.
///
/// # Panics
/// If a heap is beyond the table, the code is not one, or the table is not
/// the game's.
///
/// # Example
/// ```
/// use games_core::grundy::{octal_grundy, octal_sum_move};
/// use games_core::reply::Reply;
/// let g = octal_grundy(&[0, 7, 7], 9); // Kayles: 0 1 2 3 1 4 3 2 1 4
/// // 5 and 3 are worth 4 and 3, nim-sum 7: the 5 goes to 4 ^ 7 = 3 by
/// // knocking two pins off its end, leaving a row of 3.
/// assert_eq!(octal_sum_move(&[0, 7, 7], &g, &[5, 3]), Reply::Winning((0, (2, 0, 3))));
/// assert_eq!(octal_sum_move(&[0, 7, 7], &g, &[4, 4]), Reply::Losing(Some((0, (1, 0, 3)))));
/// let dawson = octal_grundy(&[0, 0, 7], 3);
/// assert_eq!(octal_sum_move(&[0, 0, 7], &dawson, &[1, 0]), Reply::Losing(None));
/// ```
pub fn octal_sum_move<T: Copy + Into<Grundy>>(
    digits: &[u8],
    g: &[T],
    heaps: &[usize],
) -> Reply<(usize, (usize, usize, usize))> {
    check_octal(digits);
    let value = |h: usize| -> Grundy {
        assert!(h < g.len(), "heap {h} is beyond the table (0..{})", g.len());
        g[h].into()
    };
    if let Some((i, target)) = sum_target(heaps.iter().map(|&h| value(h))) {
        let m = octal_find(digits, g, heaps[i], |v| v == target);
        let m = m.unwrap_or_else(|| panic!("heap {} has no move to value {target}", heaps[i]));
        return Reply::Winning((i, m));
    }
    let mut best: Option<(usize, (usize, usize, usize))> = None;
    for (i, &h) in heaps.iter().enumerate() {
        if best.map_or(true, |(j, _)| h > heaps[j]) {
            if let Some(m) = octal_find(digits, g, h, |_| true) {
                best = Some((i, m));
            }
        }
    }
    Reply::Losing(best)
}

#[cfg(test)]
mod tests {
    use super::super::reply::Reply;
    use super::super::test_support::tally;
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
                    succ.push(u64::from(split_position(next, memo)));
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

    /// `g(0..=upto)` straight from the definition: mex over the moves that fit.
    fn subtraction_by_definition(moves: &[usize], upto: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for x in 0..=upto {
            let succ = moves
                .iter()
                .filter(|&&s| s > 0 && s <= x)
                .map(|&s| u64::from(g[x - s]));
            g.push(super::super::mex::mex(succ) as u32);
        }
        g
    }

    #[test]
    fn mask_and_marker_paths_match_plain_mex_on_random_sets() {
        let mut rng = StdRng::seed_from_u64(1536);
        for round in 0..300 {
            // Up to 200 moves: both sides of the 128-move switch, zeros and repeats included.
            let k = match round % 3 {
                0 => rng.gen_range(1..=10),
                1 => rng.gen_range(100..=140),
                _ => rng.gen_range(120..=200),
            };
            let top = rng.gen_range(1..=if round % 2 == 0 { 2 * k } else { 400 });
            let moves: Vec<usize> = (0..k).map(|_| rng.gen_range(0..=top)).collect();
            let upto = rng.gen_range(0..=600);
            let expected = subtraction_by_definition(&moves, upto);
            assert_eq!(subtraction_grundy(&moves, upto), expected, "{moves:?}");
            let mut clean: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
            clean.sort_unstable();
            clean.dedup();
            if clean.len() < 128 {
                let small: Vec<u32> = subtraction_grundy_small(&clean, upto)
                    .into_iter()
                    .map(u32::from)
                    .collect();
                assert_eq!(small, expected, "{clean:?}");
            }
        }
    }

    #[test]
    fn values_reach_the_mask_width() {
        // Moves 1..=127: g(x) = x for x ≤ 127, the largest value the mask path holds.
        let moves: Vec<usize> = (1..=127).collect();
        let g = subtraction_grundy(&moves, 300);
        assert_eq!(g, subtraction_by_definition(&moves, 300));
        assert_eq!(g[127], 127);
        let moves: Vec<usize> = (1..=128).collect();
        assert_eq!(subtraction_grundy(&moves, 300)[128], 128);
    }

    /// One to four subtraction moves, each drawn from `values` (repeats and,
    /// where `values` holds 0, zeros allowed).
    fn random_moves(rng: &mut StdRng, values: std::ops::RangeInclusive<usize>) -> Vec<usize> {
        let k = rng.gen_range(1..=4);
        (0..k).map(|_| rng.gen_range(values.clone())).collect()
    }

    #[test]
    fn subtraction_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..200 {
            let moves = random_moves(&mut rng, 1..=8);
            let g = subtraction_grundy(&moves, 40);
            let wins = subtraction_wins(&moves, 40);
            for x in 0..=40 {
                let succ: Vec<u64> = moves
                    .iter()
                    .filter(|&&s| s <= x)
                    .map(|&s| u64::from(g[x - s]))
                    .collect();
                assert_eq!(u64::from(g[x]), super::super::mex::mex(succ));
                assert_eq!(wins[x], g[x] != 0);
            }
        }
    }

    /// Whether the player to move wins the sum of heaps `heaps` (sorted,
    /// no zeros) by game-tree search, a heap `h` becoming any of the heap
    /// lists `rule(h)` in one move.
    fn sum_wins(
        rule: &impl Fn(usize) -> Vec<Vec<usize>>,
        heaps: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(heaps) {
            return w;
        }
        let mut w = false;
        'search: for i in 0..heaps.len() {
            for left in rule(heaps[i]) {
                if !sum_wins(rule, &after_move(heaps, i, &left), memo) {
                    w = true;
                    break 'search;
                }
            }
        }
        memo.insert(heaps.to_vec(), w);
        w
    }

    /// `heaps` with heap `i` replaced by `left`, sorted, zeros dropped.
    fn after_move(heaps: &[usize], i: usize, left: &[usize]) -> Vec<usize> {
        let mut next: Vec<usize> = heaps.to_vec();
        next.remove(i);
        next.extend(left.iter().copied().filter(|&h| h > 0));
        next.sort_unstable();
        next
    }

    /// Grundy values of single heaps up to `upto` from the rule: mex of the XORs.
    fn grundy_by_rule(rule: &impl Fn(usize) -> Vec<Vec<usize>>, upto: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for h in 0..=upto {
            let succ = rule(h)
                .into_iter()
                .map(|l| l.iter().fold(0, |x, &p| x ^ g[p]));
            g.push(super::super::mex::mex(succ));
        }
        g
    }

    /// Checks a reply on `heaps` (sorted, no zeros) against the search: the
    /// move (heap index, the heaps it leaves) is one of `rule`'s, and leaves
    /// a lost position exactly when the position is won. Returns whether it is won.
    fn check_reply(
        rule: &impl Fn(usize) -> Vec<Vec<usize>>,
        heaps: &[usize],
        reply: Reply<(usize, Vec<usize>)>,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let win = sum_wins(rule, heaps, memo);
        assert_eq!(reply.is_winning(), win, "{heaps:?}");
        match reply.into_move() {
            Some((i, mut left)) => {
                left.retain(|&h| h > 0);
                left.sort_unstable();
                let legal = rule(heaps[i]).into_iter().any(|mut l| {
                    l.retain(|&h| h > 0);
                    l.sort_unstable();
                    l == left
                });
                assert!(legal, "{heaps:?}: heap {i} to {left:?}");
                let next = after_move(heaps, i, &left);
                assert_eq!(sum_wins(rule, &next, memo), !win, "{heaps:?} -> {next:?}");
            }
            None => assert!(heaps.iter().all(|&h| rule(h).is_empty()), "{heaps:?}"),
        }
        win
    }

    fn random_heaps(rng: &mut StdRng, top: usize) -> Vec<usize> {
        let k = rng.gen_range(0..=3);
        let mut heaps: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=top)).collect();
        heaps.sort_unstable();
        heaps
    }

    #[test]
    fn subtraction_moves_match_search() {
        let seen = tally::<2>(41, 100, |rng, _, seen| {
            let moves = random_moves(rng, 0..=7);
            let rule = |h: usize| -> Vec<Vec<usize>> {
                moves
                    .iter()
                    .filter(|&&s| s > 0 && s <= h)
                    .map(|&s| vec![h - s])
                    .collect()
            };
            let by_rule = grundy_by_rule(&rule, 14);
            let g = subtraction_grundy(&moves, 14);
            let mut clean: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
            clean.sort_unstable();
            clean.dedup();
            let small = subtraction_grundy_small(&clean, 14);
            for _ in 0..5 {
                let n = rng.gen_range(0..=14);
                let target = rng.gen_range(0..4);
                match subtraction_move_to(&moves, &small, n, target) {
                    Some(s) => assert!(moves.contains(&s) && s <= n && by_rule[n - s] == target),
                    None => assert!(!moves
                        .iter()
                        .any(|&s| s > 0 && s <= n && by_rule[n - s] == target)),
                }
            }
            let mut memo = HashMap::new();
            for _ in 0..5 {
                let heaps = random_heaps(rng, 14);
                let reply =
                    subtraction_sum_move(&moves, &g, &heaps).map(|(i, s)| (i, vec![heaps[i] - s]));
                seen[usize::from(check_reply(&rule, &heaps, reply, &mut memo))] += 1;
            }
        });
        assert!(seen[0] > 100 && seen[1] > 200, "{seen:?}");
    }

    #[test]
    fn split_unequal_moves_match_search() {
        let rule = |h: usize| -> Vec<Vec<usize>> {
            (1..h)
                .filter(|&a| a != h - a)
                .map(|a| vec![a, h - a])
                .collect()
        };
        let g = split_unequal_grundy(16);
        let by_rule = grundy_by_rule(&rule, 16);
        let mut memo = HashMap::new();
        let seen = tally::<2>(42, 400, |rng, _, seen| {
            let n = rng.gen_range(0..=16);
            let target = rng.gen_range(0..4);
            match split_unequal_move_to(&g, n, target) {
                Some((a, b)) => {
                    assert!(1 <= a && a < b && a + b == n && by_rule[a] ^ by_rule[b] == target)
                }
                None => {
                    assert!(!(1..n).any(|a| 2 * a != n && by_rule[a] ^ by_rule[n - a] == target))
                }
            }
            let heaps = random_heaps(rng, 12);
            let reply = split_unequal_sum_move(&g, &heaps).map(|(i, (a, b))| (i, vec![a, b]));
            seen[usize::from(check_reply(&rule, &heaps, reply, &mut memo))] += 1;
        });
        assert!(seen[0] > 80 && seen[1] > 150, "{seen:?}");
    }

    /// What a heap of `h` may become in the octal game `digits`, from the rules.
    fn octal_rule(digits: &[u8], h: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (k, &d) in digits.iter().enumerate() {
            if k > h {
                break;
            }
            if d & 1 != 0 && h == k {
                out.push(vec![]);
            }
            if d & 2 != 0 && h > k {
                out.push(vec![h - k]);
            }
            if d & 4 != 0 {
                for a in 1..(h - k) {
                    out.push(vec![a, h - k - a]);
                }
            }
        }
        out
    }

    #[test]
    fn octal_tables_and_moves_match_search() {
        let seen = tally::<2>(43, 120, |rng, round, seen| {
            let t = rng.gen_range(1..=3);
            let mut digits = vec![if round % 4 == 0 { 4 } else { 0 }];
            digits.extend((0..t).map(|_| rng.gen_range(0..=7u8)));
            let rule = |h: usize| octal_rule(&digits, h);
            let by_rule = grundy_by_rule(&rule, 12);
            let g = octal_grundy(&digits, 12);
            let widened: Vec<u64> = g.iter().map(|&v| u64::from(v)).collect();
            assert_eq!(widened, by_rule, "{digits:?}");
            for _ in 0..5 {
                let n = rng.gen_range(0..=12);
                let target = rng.gen_range(0..5);
                let value = |l: &[usize]| l.iter().fold(0, |x, &p| x ^ by_rule[p]);
                match octal_move_to(&digits, &g, n, target) {
                    Some((k, a, b)) => {
                        let left: Vec<usize> = [a, b].into_iter().filter(|&h| h > 0).collect();
                        assert!(a <= b && rule(n).iter().any(|l| *l == left && l.len() + k > 0));
                        assert_eq!(value(&left), target, "{digits:?} {n}");
                        assert!(k + a + b == n, "{digits:?} {n}");
                    }
                    None => assert!(
                        !rule(n).iter().any(|l| value(l) == target),
                        "{digits:?} {n}"
                    ),
                }
            }
            let mut memo = HashMap::new();
            for _ in 0..5 {
                let heaps = random_heaps(rng, 8);
                let reply = octal_sum_move(&digits, &g, &heaps).map(|(i, (k, a, b))| {
                    assert_eq!(k + a + b, heaps[i]);
                    (i, vec![a, b])
                });
                seen[usize::from(check_reply(&rule, &heaps, reply, &mut memo))] += 1;
            }
        });
        assert!(seen[0] > 100 && seen[1] > 200, "{seen:?}");
    }

    #[test]
    #[should_panic(expected = "the first 0 or 4")]
    fn octal_codes_that_take_nothing_are_refused() {
        octal_grundy(&[2, 7], 5);
    }
}
