//! Misère Nim: who wins when taking the last stone loses, and a winning move.
//!
//! Bouton's rule with one exception: while some heap has two or more stones
//! the player to move wins iff the nim-sum is not 0, exactly as in normal
//! play; once every heap has at most one stone, the player to move wins iff
//! the number of one-stone heaps is even (zero included: the opponent took
//! the last stone). [`misere_nim_move`] is the move to play as a
//! [`Reply`](super::reply::Reply).

use super::reply::Reply;

/// Whether the player to move wins misère Nim on `heaps`.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::misere::misere_nim_wins;
/// assert!(!misere_nim_wins(&[1]));       // forced to take the last stone
/// assert!(misere_nim_wins(&[1, 1]));
/// assert!(misere_nim_wins(&[2]));        // take one, leave one
/// assert!(!misere_nim_wins(&[2, 2]));    // nim-sum 0 with a big heap
/// assert!(misere_nim_wins(&[]));         // the opponent took the last stone
/// ```
pub fn misere_nim_wins(heaps: &[u64]) -> bool {
    if heaps.iter().all(|&h| h <= 1) {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
    } else {
        super::nim::nim_sum(heaps.iter().copied()) != 0
    }
}

/// A winning move of misère Nim on `heaps` as `(heap index, new size)`, or
/// `None` when there is none: the position is lost, or no stone is left.
///
/// With two or more heaps of two or more stones, it is the normal-play
/// move to nim-sum 0. With exactly one such heap, that heap is cut to 0 or 1
/// so that an odd number of one-stone heaps is left. With none, one
/// one-stone heap is taken when their number is even.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::misere::misere_nim_winning_move;
/// assert_eq!(misere_nim_winning_move(&[1, 5]), Some((1, 0)));
/// assert_eq!(misere_nim_winning_move(&[1, 1, 5]), Some((2, 1)));
/// assert_eq!(misere_nim_winning_move(&[3, 5, 7]), Some((0, 2)));
/// assert_eq!(misere_nim_winning_move(&[1, 1, 1]), None);
/// ```
pub fn misere_nim_winning_move(heaps: &[u64]) -> Option<(usize, u64)> {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= 2).collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big[..] {
        [] => {
            if ones % 2 == 0 && ones > 0 {
                let i = heaps.iter().position(|&h| h == 1)?;
                Some((i, 0))
            } else {
                None
            }
        }
        [i] => Some((i, if ones % 2 == 1 { 0 } else { 1 })),
        _ => {
            let x = super::nim::nim_sum(heaps.iter().copied());
            heaps
                .iter()
                .position(|&h| (h ^ x) < h)
                .map(|i| (i, heaps[i] ^ x))
        }
    }
}

/// The move to play in misère Nim on `heaps`, as `(heap index, new size)`.
///
/// Winning: [`misere_nim_winning_move`]'s move. Losing: one stone taken from
/// the largest heap (the first of them), which leaves the most stones, so
/// the game can last as long as it can. `Losing(None)` when no stone is
/// left: there is no move, although [`misere_nim_wins`] says the player to
/// move has won there (the opponent took the last stone); a `Reply` has no
/// "won, nothing to play", so check for the end first where it matters.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::misere::misere_nim_move;
/// use games_core::reply::Reply;
/// assert_eq!(misere_nim_move(&[1, 1, 5]), Reply::Winning((2, 1)));
/// assert_eq!(misere_nim_move(&[1, 1, 1]), Reply::Losing(Some((0, 0))));
/// assert_eq!(misere_nim_move(&[2, 3, 1]), Reply::Losing(Some((1, 2))));
/// assert_eq!(misere_nim_move(&[0]), Reply::Losing(None));
/// ```
pub fn misere_nim_move(heaps: &[u64]) -> Reply<(usize, u64)> {
    if let Some(m) = misere_nim_winning_move(heaps) {
        return Reply::Winning(m);
    }
    let mut largest: Option<usize> = None;
    for (i, &h) in heaps.iter().enumerate() {
        if h > 0 && largest.map_or(true, |j| h > heaps[j]) {
            largest = Some(i);
        }
    }
    Reply::Losing(largest.map(|i| (i, heaps[i] - 1)))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::tally;
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// Misère Nim by game-tree search: the player facing no stone has won.
    fn wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut w = heaps.iter().all(|&h| h == 0);
        let mut next = heaps.to_vec();
        'search: for i in 0..heaps.len() {
            for t in 0..heaps[i] {
                next[i] = t;
                if !wins(&next, memo) {
                    w = true;
                    break 'search;
                }
            }
            next[i] = heaps[i];
        }
        memo.insert(key, w);
        w
    }

    #[test]
    fn random_positions_match_game_tree_search() {
        let mut rng = StdRng::seed_from_u64(1207);
        let mut memo = HashMap::new();
        let mut won = 0;
        for _ in 0..1500 {
            let n = rng.gen_range(0..=4);
            let top = if rng.gen_bool(0.3) { 1 } else { 7 };
            let heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(0..=top)).collect();
            let expected = wins(&heaps, &mut memo);
            assert_eq!(misere_nim_wins(&heaps), expected, "{heaps:?}");
            match misere_nim_winning_move(&heaps) {
                Some((i, t)) => {
                    assert!(t < heaps[i], "{heaps:?}");
                    let mut after = heaps.clone();
                    after[i] = t;
                    assert!(!wins(&after, &mut memo), "{heaps:?} -> {after:?}");
                    won += 1;
                }
                None => assert!(!expected || heaps.iter().all(|&h| h == 0), "{heaps:?}"),
            }
        }
        assert!(won > 500, "{won}");
    }

    #[test]
    fn huge_heaps() {
        let big = (1u64 << 63) - 1;
        assert!(!misere_nim_wins(&[big, big]));
        assert!(misere_nim_wins(&[big, big, 1]));
        assert_eq!(misere_nim_winning_move(&[big, 1, 1]), Some((0, 1)));
        assert_eq!(misere_nim_winning_move(&[u64::MAX, 1]), Some((0, 0)));
    }

    #[test]
    fn misere_nim_move_matches_game_tree_search() {
        let mut memo = HashMap::new();
        let seen = tally::<2>(1208, 1000, |rng, _, seen| {
            let n = rng.gen_range(0..=4);
            let top = if rng.gen_bool(0.3) { 1 } else { 6 };
            let heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(0..=top)).collect();
            let over = heaps.iter().all(|&h| h == 0);
            let win = wins(&heaps, &mut memo);
            let reply = misere_nim_move(&heaps);
            match reply.into_move() {
                Some((i, t)) => {
                    seen[usize::from(win)] += 1;
                    assert_eq!(reply.is_winning(), win, "{heaps:?}");
                    assert!(t < heaps[i], "{heaps:?}");
                    let mut after = heaps.clone();
                    after[i] = t;
                    assert_eq!(wins(&after, &mut memo), !win, "{heaps:?} -> {after:?}");
                    if !win {
                        assert_eq!(t + 1, *heaps.iter().max().unwrap(), "{heaps:?}");
                    }
                }
                None => assert!(over && win, "{heaps:?}"),
            }
        });
        assert!(seen[0] > 100 && seen[1] > 300, "{seen:?}");
    }
}
