//! Nim: the nim-sum (XOR) of heap sizes and the moves that bring it to zero.
//!
//! A heap's size is its Grundy value, so heaps are `u64` like
//! [`Grundy`](super::mex::Grundy), and `nim_sum` also sums the Grundy values
//! of any components. [`nim_move`] and [`sum_move`] say what to play, as
//! a [`Reply`](super::reply::Reply), on Nim heaps and on a sum of any games
//! whose components' Grundy values and options are known.

use super::mex::Grundy;
use super::reply::Reply;

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

/// The move to play in Nim on `heaps`, as `(heap index, new size)`.
///
/// Winning: the first heap that holds the highest set bit of the nim-sum
/// `x`, cut to `h ^ x` (the first entry of [`winning_moves`]). Losing (the
/// nim-sum is 0): one stone taken from the largest heap (the first of them),
/// which leaves the most stones, so the game can still last as long as it
/// can; `Losing(None)` when every heap is empty.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use games_core::nim::nim_move;
/// use games_core::reply::Reply;
/// assert_eq!(nim_move(&[5, 7, 9]), Reply::Winning((2, 2)));
/// assert_eq!(nim_move(&[3, 1, 2]), Reply::Losing(Some((0, 2))));
/// assert_eq!(nim_move(&[0, 0]), Reply::Losing(None));
/// ```
pub fn nim_move(heaps: &[u64]) -> Reply<(usize, u64)> {
    let x = nim_sum(heaps.iter().copied());
    if let Some(i) = heaps.iter().position(|&h| (h ^ x) < h) {
        return Reply::Winning((i, heaps[i] ^ x));
    }
    let mut largest: Option<usize> = None;
    for (i, &h) in heaps.iter().enumerate() {
        if h > 0 && largest.map_or(true, |j| h > heaps[j]) {
            largest = Some(i);
        }
    }
    Reply::Losing(largest.map(|i| (i, heaps[i] - 1)))
}

/// The move to play in a sum of games (normal play: a move moves one
/// component, whoever cannot move loses), as `(component index, its
/// move)`, from the components' Grundy values `values` and `options(i)`,
/// which lists every move of component `i` with the Grundy value of the
/// position it leads to (any Grundy table, any move type `M`).
///
/// Winning (the nim-sum `x` of `values` is not 0): the first component `i`
/// that holds the highest set bit of `x`, moved to an option worth
/// `values[i] ^ x`, the first such option `options(i)` lists; only that
/// component's options are listed. Losing: the first option of the first
/// component that has one (the Grundy values say nothing about how long a
/// game lasts); `Losing(None)` when no component has a move.
///
/// # Complexity
/// O(k) for k components plus one listing of `options(i)`, when winning;
/// when losing, up to one call of `options` per component, each stopped at
/// its first option.
///
/// # Panics
/// If the winning component's options hold no option worth `values[i] ^ x`
/// (it is below `values[i]`, so the mex rule says there is one: `values`
/// are then not the Grundy values of the options listed).
///
/// # Example
/// ```
/// use games_core::nim::sum_move;
/// use games_core::reply::Reply;
/// // Subtraction game {1, 2}: g(n) = n mod 3. Heaps 4 and 2 are worth 1 and 2.
/// let heaps = [4u64, 2];
/// let g = |n: u64| n % 3;
/// let options = |i: usize| {
///     let h = heaps[i];
///     (1..=2u64).filter(move |&s| s <= h).map(move |s| (s, g(h - s)))
/// };
/// let values: Vec<u64> = heaps.iter().map(|&h| g(h)).collect();
/// // Nim-sum 3: heap 1 (worth 2) goes to worth 1, taking 1.
/// assert_eq!(sum_move(&values, options), Reply::Winning((1, 1)));
/// assert_eq!(sum_move(&[0, 0], |_| Vec::<(u8, u64)>::new()), Reply::Losing(None));
/// ```
pub fn sum_move<M, I, F>(values: &[Grundy], options: F) -> Reply<(usize, M)>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (M, Grundy)>,
{
    play_target(sum_target(values.iter().copied()), values, options)
}

/// Where a sum of components worth `values` wins in normal play: `(i, t)`,
/// the first component `i` whose value holds the highest set bit of the
/// nim-sum `x`, and `t = values[i] ^ x`, the value it must move to (below
/// its own, since the top bit of `x` is cleared and no higher bit
/// changes); `None` when `x = 0` (the sum is lost). Every `*_sum_move`
/// starts here.
///
/// # Complexity
/// O(k) for k components: two passes over `values`.
///
/// # Example
/// ```
/// use games_core::nim::sum_target;
/// // Nim-sum 5 ^ 7 ^ 9 = 11, top bit 8: only the 9 holds it, 9 ^ 11 = 2.
/// assert_eq!(sum_target([5, 7, 9]), Some((2, 2)));
/// assert_eq!(sum_target([3, 3]), None);
/// ```
pub fn sum_target<I>(values: I) -> Option<(usize, Grundy)>
where
    I: IntoIterator<Item = Grundy>,
    I::IntoIter: Clone,
{
    let values = values.into_iter();
    let x = values.clone().fold(0, |x, g| x ^ g);
    if x == 0 {
        return None;
    }
    let top = 63 - x.leading_zeros();
    values
        .enumerate()
        .find(|&(_, g)| g >> top & 1 == 1)
        .map(|(i, g)| (i, g ^ x))
}

/// The move a sum strategy chose, as [`sum_move`] returns it: with
/// `target = Some((i, t))`, `Winning` by the first option of component `i`
/// that `options(i)` lists worth `t`; with `None`, `Losing` by the first
/// option of the first component that has one, `Losing(None)` when no
/// component has a move. Shared by the sums of `super::anti_sg` too.
///
/// # Complexity
/// One listing of `options(i)` when winning; when losing, up to one call
/// of `options` per component, each stopped at its first option.
///
/// # Panics
/// If component `i` lists no option worth `t` (`values` are then not the
/// Grundy values of the options listed, or `t` is not below `values[i]`).
///
/// # Example
/// ```
/// use games_core::nim::play_target;
/// use games_core::reply::Reply;
/// // Nim heaps 2 and 3: options of a heap h are (t, t) for t < h.
/// let options = |i: usize| (0..[2u64, 3][i]).map(|t| (t, t));
/// assert_eq!(play_target(Some((1, 2)), &[2, 3], options), Reply::Winning((1, 2)));
/// assert_eq!(play_target(None, &[2, 3], options), Reply::Losing(Some((0, 0))));
/// ```
pub fn play_target<M, I, F>(
    target: Option<(usize, Grundy)>,
    values: &[Grundy],
    mut options: F,
) -> Reply<(usize, M)>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (M, Grundy)>,
{
    if let Some((i, target)) = target {
        let m = options(i)
            .into_iter()
            .find(|&(_, g)| g == target)
            .map(|(m, _)| m);
        let m = m.unwrap_or_else(|| {
            panic!(
                "component {i} is worth {} but has no option worth {target}",
                values[i]
            )
        });
        return Reply::Winning((i, m));
    }
    for i in 0..values.len() {
        if let Some((m, _)) = options(i).into_iter().next() {
            return Reply::Losing(Some((i, m)));
        }
    }
    Reply::Losing(None)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{
        dag_grundy, random_dag, sum_wins, tally, Memo, Play, TokenSums,
    };
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

    #[test]
    fn nim_move_matches_search() {
        let seen = tally::<2>(71, 400, |rng, _, seen| {
            let n = rng.gen_range(0..=4);
            let mut heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(0..6)).collect();
            let win = wins(&mut heaps);
            seen[usize::from(win)] += 1;
            let reply = nim_move(&heaps);
            assert_eq!(reply.is_winning(), win, "{heaps:?}");
            match reply.into_move() {
                Some((i, t)) => {
                    assert!(t < heaps[i], "{heaps:?}");
                    let mut after = heaps.clone();
                    after[i] = t;
                    assert_eq!(wins(&mut after), !win, "{heaps:?} -> {after:?}");
                    if !win {
                        // One stone from a largest heap.
                        assert_eq!(t + 1, *heaps.iter().max().unwrap());
                    }
                }
                None => assert!(heaps.iter().all(|&h| h == 0), "{heaps:?}"),
            }
        });
        assert!(seen[0] > 100 && seen[1] > 100, "{seen:?}");
        let big = u64::MAX;
        assert_eq!(nim_move(&[big, big]), Reply::Losing(Some((0, big - 1))));
        assert_eq!(nim_move(&[big, 1]), Reply::Winning((0, 1)));
    }

    #[test]
    fn sum_move_matches_search_of_the_whole_sum() {
        let graph = |rng: &mut StdRng, n| {
            let g = random_dag(rng, n, 0.4);
            let value = dag_grundy(&g);
            (g, value)
        };
        let sums = TokenSums::new(72, 200, 1..=9, 4, 0..=3);
        let search =
            |g: &[Vec<usize>], t: &[usize], memo: &mut Memo| sum_wins(g, t, Play::Normal, memo);
        let play = |v: &[Grundy], o: &dyn Fn(usize) -> _| sum_move(v, o);
        let seen = sums.check_reply(graph, search, play, |(g, _), tokens, win, reply, memo| {
            assert_eq!(reply.is_winning(), win, "{g:?} {tokens:?}");
            match reply.into_move() {
                Some((i, u)) => {
                    assert!(g[tokens[i]].contains(&u), "{g:?} {tokens:?}");
                    let mut after = tokens.to_vec();
                    after[i] = u;
                    let after_wins = sum_wins(g, &after, Play::Normal, memo);
                    assert_eq!(after_wins, !win, "{g:?} {tokens:?}");
                }
                None => assert!(tokens.iter().all(|&t| g[t].is_empty()), "{g:?} {tokens:?}"),
            }
            Some(win)
        });
        assert!(seen[0] > 150 && seen[1] > 150, "{seen:?}");
    }

    #[test]
    #[should_panic(expected = "no option worth")]
    fn sum_move_refuses_values_that_are_not_the_mex() {
        sum_move(&[2], |_| [(0u8, 1u64)]);
    }
}
