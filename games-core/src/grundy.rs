//! Grundy-table builders of the contest binaries: subtraction games and splitting a heap in two.
//!
//! Every builder fills `g(0..=upto)` in increasing order from the game's rule
//! (`g(x)` = mex of the values one move away; a sum of heaps is worth the XOR
//! of its heaps). The exploration tool's richer builders (`split`, `octal`,
//! `divisors`) live in its own crate, `lab-engine`, so that a bundled
//! submission carries only contest code.

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

/// Marks, in `marker`, the value `g(a) ^ g(x − a)` of every split of a heap of
/// `x = g.len()` tokens into two non-empty heaps `a ≤ x − a` (`a < x − a` when
/// `unequal`). This is the step shared by every two-part splitting table,
/// [`split_unequal_grundy`] and the exploration tool's `lab_engine::split::SplitTable`.
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
        marker.mark((g[a] ^ g[x - a]) as usize);
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
