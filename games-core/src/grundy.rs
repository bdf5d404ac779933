//! Grundy-table builders of the contest binaries: subtraction games and splitting a heap in two.
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

use super::mex::Marker;

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

    #[test]
    fn subtraction_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..200 {
            let k = rng.gen_range(1..=4);
            let moves: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=8)).collect();
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
}
