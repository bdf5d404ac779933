//! Nim: the nim-sum (XOR) of heap sizes and the moves that bring it to zero.
//!
//! A heap's size is its Grundy value, so heaps are `u64` like
//! [`Grundy`](super::mex::Grundy), and `nim_sum` also sums the Grundy values
//! of any components.

/// XOR of all heap sizes; the position is lost for the player to move iff it is 0.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::nim::nim_sum;
/// assert_eq!(nim_sum([2u64, 5, 7]), 0);
/// assert_eq!(nim_sum([1u64, 4, 6, 8]), 11);
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(heaps: I) -> u64 {
    heaps.into_iter().fold(0, |x, h| x ^ h)
}

/// Every winning move of a Nim position, as `(heap index, new size)` with 0-based indices.
///
/// A move on heap `h` wins iff `h ^ x < h` for the nim-sum `x`, i.e. iff `h`
/// has the highest set bit of `x`. Empty when the position is lost (`x = 0`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::nim::winning_moves;
/// assert_eq!(winning_moves(&[5, 7, 9]), vec![(2, 2)]);
/// assert!(winning_moves(&[3, 3]).is_empty());
/// ```
pub fn winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let x = nim_sum(heaps.iter().copied());
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| (h ^ x) < h)
        .map(|(i, &h)| (i, h ^ x))
        .collect()
}

/// How many heaps have a winning move (0 when the position is lost).
///
/// Equals `winning_moves(heaps).len()` without building the list: two passes,
/// one for the nim-sum `x`, one counting the heaps that hold its highest bit.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::nim::count_winning_moves;
/// assert_eq!(count_winning_moves(&[5, 7, 9]), 1);
/// assert_eq!(count_winning_moves(&[1, 1, 1]), 3);
/// assert_eq!(count_winning_moves(&[3, 3]), 0);
/// ```
pub fn count_winning_moves(heaps: &[u64]) -> usize {
    let x = nim_sum(heaps.iter().copied());
    if x == 0 {
        return 0;
    }
    let top = 63 - x.leading_zeros();
    heaps.iter().filter(|&&h| h >> top & 1 == 1).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Win/lose of a Nim position by direct game-tree search.
    fn wins(heaps: &mut Vec<u64>) -> bool {
        for i in 0..heaps.len() {
            let h = heaps[i];
            for t in 0..h {
                heaps[i] = t;
                let opp = wins(heaps);
                heaps[i] = h;
                if !opp {
                    return true;
                }
            }
        }
        false
    }

    #[test]
    fn nim_sum_and_moves_match_search() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..300 {
            let n = rng.gen_range(1..=3);
            let mut heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(0..6)).collect();
            let x = nim_sum(heaps.iter().copied());
            assert_eq!(x != 0, wins(&mut heaps), "{heaps:?}");
            let moves = winning_moves(&heaps);
            assert_eq!(moves.len(), count_winning_moves(&heaps));
            let mut brute = Vec::new();
            for i in 0..heaps.len() {
                let h = heaps[i];
                for t in 0..h {
                    heaps[i] = t;
                    if !wins(&mut heaps) {
                        brute.push((i, t));
                    }
                    heaps[i] = h;
                }
            }
            assert_eq!(moves, brute, "{heaps:?}");
        }
    }
}
