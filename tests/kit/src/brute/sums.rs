//! Sums of games searched as one game, straight from the rules: a selective sum (one component moves) in normal or misère play, and an every-game sum (every unfinished component moves).
//!
//! These searches never use a Grundy value: a state is the sorted list of
//! the components, and the search walks the sum's own game tree. That is
//! what makes them a reference for the rules that shortcut a sum (the
//! Sprague–Grundy theorem, the misère rule for sums, Every-SG step counts).
//! They are exponential in the number of components: small inputs only.

use super::wins;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// Who wins a game that cannot go on: in normal play the player who cannot
/// move loses; in misère play that player wins (the last mover lost).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Play {
    /// The player who cannot move loses.
    Normal,
    /// The player who cannot move wins: whoever made the last move lost.
    Misere,
}

impl Play {
    /// Whether the player to move at a position with no moves wins.
    pub fn terminal_wins(self) -> bool {
        self == Play::Misere
    }
}

/// How the components of a sum are moved.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Sum {
    /// The player to move picks one component and moves in it (the usual sum).
    Selective,
    /// The player to move moves in every component that still has a move
    /// (Every-SG); the sum is over when no component has a move.
    Every,
}

/// Whether the player to move wins the sum of `components` under `sum` and
/// `play`, by searching the sum's game tree with `moves` (the moves of one
/// component). `memo` holds the sums already searched under these rules,
/// `play` and `sum`: give the same memo only to calls with the same three
/// (a [`crate::rules::Rules`] value keeps one per convention).
///
/// # Panics
/// If a component's game has a cycle.
///
/// # Example
/// ```
/// use problem_kit::brute::sums::{sum_wins, Play, Sum};
/// // Nim heaps: take any positive number from a heap.
/// let take = |&n: &u32| (0..n).collect::<Vec<u32>>();
/// let fresh = &mut Default::default;
/// // Normal play: 1 ⊕ 2 ⊕ 3 = 0 loses; misère: all heaps of one lose when even in number.
/// assert!(!sum_wins(&[1, 2, 3], take, Play::Normal, Sum::Selective, &mut fresh()));
/// assert!(!sum_wins(&[1, 1], take, Play::Normal, Sum::Selective, &mut fresh()));
/// assert!(sum_wins(&[1, 1], take, Play::Misere, Sum::Selective, &mut fresh()));
/// // Every-game: with heaps 1 and 2, the first player empties both at once.
/// assert!(sum_wins(&[1, 2], take, Play::Normal, Sum::Every, &mut fresh()));
/// ```
pub fn sum_wins<S, F>(
    components: &[S],
    moves: F,
    play: Play,
    sum: Sum,
    memo: &mut HashMap<Vec<S>, bool>,
) -> bool
where
    S: Clone + Ord + Hash + Debug,
    F: Fn(&S) -> Vec<S>,
{
    let mut start = components.to_vec();
    start.sort_unstable();
    let next = |state: &Vec<S>| -> Vec<Vec<S>> {
        match sum {
            Sum::Selective => selective_moves(state, &moves),
            Sum::Every => every_moves(state, &moves),
        }
    };
    wins(&start, next, |_: &Vec<S>| play.terminal_wins(), memo)
}

/// The sums one selective move away: one component replaced by one of its
/// options (each equal component tried once), kept sorted.
pub(super) fn selective_moves<S, F>(state: &[S], moves: &F) -> Vec<Vec<S>>
where
    S: Clone + Ord,
    F: Fn(&S) -> Vec<S>,
{
    let mut out = Vec::new();
    for i in 0..state.len() {
        if i > 0 && state[i] == state[i - 1] {
            continue;
        }
        for t in moves(&state[i]) {
            let mut next = state.to_vec();
            next[i] = t;
            next.sort_unstable();
            out.push(next);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The sums one every-game move away: every component that has an option
/// replaced by one of them, in every combination; none when no component can move.
fn every_moves<S, F>(state: &[S], moves: &F) -> Vec<Vec<S>>
where
    S: Clone + Ord,
    F: Fn(&S) -> Vec<S>,
{
    let options: Vec<Vec<S>> = state.iter().map(moves).collect();
    if options.iter().all(Vec::is_empty) {
        return Vec::new();
    }
    let mut out: Vec<Vec<S>> = vec![Vec::new()];
    for (c, opts) in state.iter().zip(&options) {
        if opts.is_empty() {
            out.iter_mut().for_each(|s| s.push(c.clone()));
        } else {
            out = out
                .into_iter()
                .flat_map(|s| {
                    opts.iter().map(move |t| {
                        let mut s = s.clone();
                        s.push(t.clone());
                        s
                    })
                })
                .collect();
        }
    }
    out.iter_mut().for_each(|s| s.sort_unstable());
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn take_one_two(n: &u8) -> Vec<u8> {
        (1..=2).filter(|&k| k <= *n).map(|k| n - k).collect()
    }

    /// 300 random sums of 1 to 4 heaps of 0 to `largest`, from `seed`.
    fn random_heaps(seed: u64, largest: u8) -> Vec<Vec<u8>> {
        let mut rng = StdRng::seed_from_u64(seed);
        (0..300)
            .map(|_| {
                (0..rng.gen_range(1..=4))
                    .map(|_| rng.gen_range(0..=largest))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn selective_normal_play_is_the_nim_sum_of_grundy_values() {
        // Take 1 or 2: G(n) = n mod 3.
        let mut memo = HashMap::new();
        for heaps in random_heaps(20, 8) {
            let x = heaps.iter().fold(0, |x, &h| x ^ (h % 3));
            let got = sum_wins(
                &heaps,
                take_one_two,
                Play::Normal,
                Sum::Selective,
                &mut memo,
            );
            assert_eq!(got, x != 0, "{heaps:?}");
        }
    }

    #[test]
    fn selective_misere_nim_follows_bouton() {
        let take = |&n: &u8| (0..n).collect::<Vec<u8>>();
        let mut memo = HashMap::new();
        for heaps in random_heaps(21, 5) {
            let x = heaps.iter().fold(0, |x, &h| x ^ h);
            let big = heaps.iter().any(|&h| h > 1);
            let expect = if big { x != 0 } else { x == 0 };
            let got = sum_wins(&heaps, take, Play::Misere, Sum::Selective, &mut memo);
            assert_eq!(got, expect, "{heaps:?}");
        }
    }

    #[test]
    fn every_game_sum_with_one_component_is_the_game() {
        for n in 0..12u8 {
            assert_eq!(
                sum_wins(
                    &[n],
                    take_one_two,
                    Play::Normal,
                    Sum::Every,
                    &mut HashMap::new()
                ),
                n % 3 != 0
            );
        }
        // Two heaps of take 1 or 2 move together: (1, 4) → the 1 must go to 0,
        // the 4 to 3 or 2; the game lasts as long as its longest component.
        assert!(every_moves(&[0u8, 0], &take_one_two).is_empty());
        assert_eq!(
            every_moves(&[1u8, 4], &take_one_two),
            vec![vec![0, 2], vec![0, 3]]
        );
    }

    #[test]
    fn misere_terminal_is_a_win() {
        let fresh = &mut HashMap::new;
        assert!(sum_wins(
            &[0u8, 0],
            take_one_two,
            Play::Misere,
            Sum::Selective,
            &mut fresh()
        ));
        assert!(!sum_wins(
            &[0u8, 0],
            take_one_two,
            Play::Normal,
            Sum::Selective,
            &mut fresh()
        ));
    }
}
