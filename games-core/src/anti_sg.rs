//! Misère sums of games other than Nim (anti-SG): who wins from the Grundy values of the components, by the Sprague–Grundy–Jia theorem, and the conditions it needs.
//!
//! An anti-SG game is a sum of impartial games in misère play: a move moves
//! one component, and the player who makes the last move of all loses
//! (the player who cannot move wins). Grundy values are those of normal
//! play.
//!
//! **Sprague–Grundy–Jia (SJ) theorem** (Jia Zhihao, 2009). In an anti-SG
//! game in which the play is *declared over as soon as every component has
//! Grundy value 0*, the player to move wins iff either
//! 1. the nim-sum of the components' Grundy values is not 0 and some
//!    component has a Grundy value > 1, or
//! 2. the nim-sum is 0 and no component has a Grundy value > 1
//!    (this includes the end, where every value is 0).
//!
//! **Conditions.**
//! 1. Every component position worth 0 has no move. Then the declared end
//!    (every component worth 0) is the real end, and the theorem gives the
//!    true misère outcome. That is all it needs when a move turns one
//!    component into another position of the same component: Nim heaps
//!    (then it is Bouton's misère rule, `super::misere`), or any game whose
//!    value is 0 only where it cannot move.
//! 2. When a move may split one piece into several (taking apples from
//!    the middle of a row), count the pieces present as the components.
//!    Besides condition 1 for each piece, the proof then needs that a piece worth
//!    g > 1 can be taken away whole or cut down to one piece worth 1, and
//!    that a piece worth 1 can only become pieces worth 0 or 1. Rows of
//!    a take-a-run game (a row of n is worth n) meet both.
//!
//! Without condition 1 the rule can be wrong: a component whose only move
//! is to a position worth ∗2 is worth 0, yet alone in misère play it loses
//! for the player to move, while the rule says it wins (tested below).
//!
//! The proof checks that the positions the rule calls won have a move to
//! one it calls lost, and that every move from one it calls lost leads to
//! one it calls won, using that a move changes one value, that no option
//! of a 0 is 0, that a value g has options worth every value below g, and
//! the conditions; the tests check it against a game-tree search.

use super::mex::Grundy;
use super::reply::Reply;

/// Whether the player to move wins the misère (last mover loses) sum of
/// components with Grundy values `values`, by the SJ rule above: the
/// components must meet its conditions (above all, value 0 only where
/// there is no move). Components worth 0 may be listed or left out.
///
/// # Complexity
/// O(k) for k components.
///
/// # Example
/// ```
/// use games_core::anti_sg::anti_sg_wins;
/// assert!(anti_sg_wins([]));           // nothing to move: the opponent moved last
/// assert!(!anti_sg_wins([1]));         // forced to make the last move
/// assert!(anti_sg_wins([1, 1]));
/// assert!(anti_sg_wins([3, 1, 1]));    // cut the 3 to 1: three ones, odd
/// assert!(!anti_sg_wins([2, 2]));
/// ```
pub fn anti_sg_wins<I: IntoIterator<Item = Grundy>>(values: I) -> bool {
    let (mut x, mut big): (Grundy, bool) = (0, false);
    for g in values {
        x ^= g;
        big |= g > 1;
    }
    (x != 0) == big
}

/// The move to play in the misère sum of components worth `values`, by the
/// SJ rule above (same conditions, with condition 1: a move turns one
/// component into one position), as `(component index, its move)`;
/// `options(i)` lists every move of component `i` with the Grundy value of
/// the position it leads to.
///
/// Winning, by the proof's cases: with two or more components worth > 1,
/// the normal-play move to nim-sum 0 (the first component holding the
/// nim-sum's highest bit); with exactly one, that component cut to 0 or 1 so
/// that an odd number of components worth 1 is left; with none, a component
/// worth 1 moved to 0. Losing: the first option of the first component that
/// has one. `Losing(None)` when no component has a move, including the end
/// (every value 0), which [`anti_sg_wins`] calls won (the opponent moved
/// last): a `Reply` has no "won, nothing to play".
///
/// # Complexity
/// O(k) for k components plus one listing of the chosen component's
/// options when winning; when losing, up to one call of `options` per
/// component, each stopped at its first option.
///
/// # Panics
/// If the chosen component lists no option worth the value the move needs
/// (always below its own value, so the mex rule says there is one: `values`
/// are then not the Grundy values of the options listed).
///
/// # Example
/// ```
/// use games_core::anti_sg::anti_sg_move;
/// use games_core::reply::Reply;
/// // Nim heaps as components: a heap of h is worth h, its options are 0..h.
/// let heaps = [3u64, 1, 1];
/// let options = |i: usize| (0..heaps[i]).map(|t| (t, t));
/// // Cut the 3 to 1: three heaps of one, the opponent takes the last but one.
/// assert_eq!(anti_sg_move(&heaps, options), Reply::Winning((0, 1)));
/// assert_eq!(anti_sg_move(&[1], |_| [(0u64, 0u64)]), Reply::Losing(Some((0, 0))));
/// ```
pub fn anti_sg_move<M, I, F>(values: &[Grundy], options: F) -> Reply<(usize, M)>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (M, Grundy)>,
{
    let x = values.iter().fold(0, |x, &g| x ^ g);
    let big = values.iter().filter(|&&g| g > 1).count();
    let ones = values.iter().filter(|&&g| g == 1).count();
    // The component to move and the value to move it to, when the position is won.
    let plan = if big >= 2 {
        super::nim::sum_target(values.iter().copied())
    } else if big == 1 {
        let i = values.iter().position(|&g| g > 1);
        i.map(|i| (i, if ones % 2 == 1 { 0 } else { 1 }))
    } else if big == 0 && x == 0 {
        values.iter().position(|&g| g == 1).map(|i| (i, 0))
    } else {
        None
    };
    super::nim::play_target(plan, values, options)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{dag_grundy, sum_wins, Memo, Play, TokenSums};
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// Misère play of a selective sum of tokens on `g`, searched as one game.
    fn misere_wins(g: &[Vec<usize>], tokens: &[usize], memo: &mut Memo) -> bool {
        sum_wins(g, tokens, Play::Misere, memo)
    }

    /// A random DAG (moves to smaller vertices) whose only vertices worth 0
    /// are terminal, with its Grundy values: a vertex that would be worth 0
    /// with a move is redrawn.
    fn random_game(rng: &mut StdRng, n: usize) -> (Vec<Vec<usize>>, Vec<Grundy>) {
        let mut g: Vec<Vec<usize>> = vec![vec![]];
        while g.len() < n {
            let v = g.len();
            let opts: Vec<usize> = (0..v).filter(|_| rng.gen_bool(0.4)).collect();
            let mut h = g.clone();
            h.push(opts.clone());
            if opts.is_empty() || dag_grundy(&h)[v] != 0 {
                g.push(opts);
            }
        }
        let values = dag_grundy(&g);
        (g, values)
    }

    #[test]
    fn the_rule_matches_misere_search_when_only_terminals_are_zero() {
        let sums = TokenSums::new(2509, 200, 1..=8, 5, 0..=4);
        sums.check_rule(random_game, misere_wins, anti_sg_wins, 201);
    }

    #[test]
    fn without_the_condition_the_rule_fails() {
        // 0: over; 1 → 0 (∗1); 2 → 0, 1 (∗2); 3 → 2 (worth 0, but it can move).
        let g = vec![vec![], vec![0], vec![0, 1], vec![2]];
        assert_eq!(dag_grundy(&g), [0, 1, 2, 0]);
        let mut memo = Memo::new();
        assert!(!misere_wins(&g, &[3], &mut memo));
        assert!(anti_sg_wins([0]));
    }

    /// 1000 random lists of up to five Nim heaps of at most 4 stones, from `seed`.
    fn random_heaps(seed: u64) -> impl Iterator<Item = Vec<u64>> {
        let mut rng = StdRng::seed_from_u64(seed);
        (0..1000).map(move |_| {
            (0..rng.gen_range(0..6))
                .map(|_| rng.gen_range(0..5))
                .collect()
        })
    }

    #[test]
    fn it_is_misere_nim_on_heaps() {
        for heaps in random_heaps(1) {
            assert_eq!(
                anti_sg_wins(heaps.iter().copied()),
                super::super::misere::misere_nim_wins(&heaps)
            );
        }
    }

    #[test]
    fn anti_sg_move_matches_misere_search() {
        let sums = TokenSums::new(2510, 200, 1..=8, 5, 0..=4);
        let play = |v: &[Grundy], o: &dyn Fn(usize) -> _| anti_sg_move(v, o);
        let seen = sums.check_reply(
            random_game,
            misere_wins,
            play,
            |(g, _), tokens, win, reply, memo| match reply.into_move() {
                Some((i, u)) => {
                    assert_eq!(reply.is_winning(), win, "{g:?} {tokens:?}");
                    assert!(g[tokens[i]].contains(&u), "{g:?} {tokens:?}");
                    let mut after = tokens.to_vec();
                    after[i] = u;
                    assert_eq!(misere_wins(g, &after, memo), !win, "{g:?} {tokens:?}");
                    Some(win)
                }
                None => {
                    assert!(tokens.iter().all(|&t| g[t].is_empty()), "{g:?} {tokens:?}");
                    assert!(win);
                    None
                }
            },
        );
        assert!(seen[0] > 100 && seen[1] > 200, "{seen:?}");
    }

    #[test]
    fn anti_sg_move_is_misere_nim_on_heaps() {
        for heaps in random_heaps(2) {
            let reply = anti_sg_move(&heaps, |i| (0..heaps[i]).map(|t| (t, t)));
            let nim = super::super::misere::misere_nim_winning_move(&heaps);
            assert_eq!(reply.is_winning(), nim.is_some(), "{heaps:?}");
            if let Some((i, t)) = reply.winning() {
                let mut after = heaps.clone();
                after[i] = t;
                assert!(!super::super::misere::misere_nim_wins(&after), "{heaps:?}");
            }
        }
    }
}
