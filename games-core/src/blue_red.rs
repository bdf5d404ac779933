//! Blue-Red Hackenbush stalks: the exact value of a stalk by the sign-expansion rule.
//!
//! A stalk is a string of edges from the ground up, each Blue (`B`, Left's)
//! or Red (`R`, Right's); deleting an edge drops every edge above it. Its
//! value (Berlekamp's rule, Winning Ways ch. 2): the edges up to the first
//! change of colour count +1 each if Blue, −1 if Red; after that the edges
//! count ±1/2, ±1/4, ±1/8, … in order up the stalk. So `BRRB` is
//! 1 − 1/2 − 1/4 + 1/8 = 3/8. Stalks are numbers, and a position made of
//! several stalks is worth the sum of their values.
//!
//! A player's best move on a stalk cuts its own highest edge: the values
//! of the prefixes below a player's edges move towards the stalk's value as
//! they climb (every step after the first change of colour is half the one
//! before), so the highest one is the closest ([`stalks_move`]).

use super::dyadic::{Dyadic, MAX_EXP};
use super::reply::Reply;

/// The value of the stalk `edges` (bytes `B` and `R`, the first one on the
/// ground), positive when Blue (Left) is ahead. The empty stalk is 0.
///
/// # Complexity
/// O(len).
///
/// # Panics
/// If a byte is neither `B` nor `R`, or the stalk is longer than
/// `MAX_EXP + 1` = 126 edges (its denominator would not fit).
///
/// # Example
/// ```
/// use games_core::blue_red::stalk_value;
/// assert_eq!(stalk_value(b"BBB").to_string(), "3");
/// assert_eq!(stalk_value(b"BR").to_string(), "1/2");
/// assert_eq!(stalk_value(b"BRRB").to_string(), "3/8");
/// assert_eq!(stalk_value(b"RRBRB").to_string(), "-13/8"); // −2 + 1/2 − 1/4 + 1/8
/// ```
pub fn stalk_value(edges: &[u8]) -> Dyadic {
    assert!(
        edges.len() <= MAX_EXP as usize + 1,
        "a stalk of {} edges is longer than {} (its value's denominator would not fit)",
        edges.len(),
        MAX_EXP + 1
    );
    let sign = |b: u8| -> i128 {
        match b {
            b'B' => 1,
            b'R' => -1,
            _ => panic!("a stalk's edges are `B` or `R`, not {:?}", char::from(b)),
        }
    };
    let Some(&first) = edges.first() else {
        return Dyadic::ZERO;
    };
    let run = edges.iter().take_while(|&&b| b == first).count();
    let k = (edges.len() - run) as u32;
    // On the denominator 2^k: the run counts ±2^k per edge, the i-th edge
    // after it (i = 1..=k) ±2^(k − i). |num| < (run + 1)·2^k ≤ 2^127 − 1.
    let mut num = sign(first) * run as i128;
    for &b in &edges[run..] {
        num = 2 * num + sign(b);
    }
    Dyadic::new(num, k)
}

/// The move to play on the Blue-Red Hackenbush stalks `stalks` for the
/// player of colour `mover` (`b'B'`, Left, or `b'R'`, Right), as `(stalk
/// index, edge index)`: the edge cut, 0 on the ground, the edges above it
/// falling.
///
/// The sum is a number, so Blue wins moving first iff it can leave a sum
/// ≥ 0 (Red iff ≤ 0; see [`number_sum_move`](super::dyadic::number_sum_move)).
/// On each stalk the mover's best cut is its own highest edge; the reply
/// is the stalk where that cut costs the mover least (the first of them),
/// winning or not: from a lost position it loses the least value.
/// `Losing(None)` when the mover has no edge.
///
/// # Complexity
/// O(total length of the stalks).
///
/// # Panics
/// If `mover` is neither `B` nor `R`, or a stalk is not one
/// [`stalk_value`] accepts.
///
/// # Example
/// ```
/// use games_core::blue_red::stalks_move;
/// use games_core::reply::Reply;
/// // BR (1/2) and R (−1): Blue can only cut BR's foot, leaving −1.
/// assert_eq!(stalks_move(&[&b"BR"[..], b"R"], b'B'), Reply::Losing(Some((0, 0))));
/// // Red cuts BR's top edge (leaving 1 − 1 = 0), not its own R (leaving 1/2).
/// assert_eq!(stalks_move(&[&b"BR"[..], b"R"], b'R'), Reply::Winning((0, 1)));
/// assert_eq!(stalks_move(&[b"BBB"], b'R'), Reply::Losing(None));
/// ```
pub fn stalks_move<S: AsRef<[u8]>>(stalks: &[S], mover: u8) -> Reply<(usize, usize)> {
    assert!(
        mover == b'B' || mover == b'R',
        "the mover is `B` or `R`, not {:?}",
        char::from(mover)
    );
    let values: Vec<Dyadic> = stalks.iter().map(|s| stalk_value(s.as_ref())).collect();
    // The mover's best cut in a stalk is its highest own edge (cutting
    // lower only removes more of the mover's own value), so that is each
    // stalk's one option for the generic rule.
    super::dyadic::number_sum_move(&values, mover == b'B', |i| {
        let s = stalks[i].as_ref();
        let j = s.iter().rposition(|&b| b == mover)?;
        Some((j, stalk_value(&s[..j])))
    })
}

#[cfg(test)]
mod tests {
    use super::super::dyadic::number_sum_move;
    use super::super::test_support::tally;
    use super::*;
    use std::collections::HashMap;

    /// Every stalk of up to `n` edges, valued by the definition: the
    /// simplest number between Blue's best option and Red's best option,
    /// shortest stalks first (an option is a proper prefix).
    fn values_by_definition(n: usize) -> HashMap<Vec<u8>, Dyadic> {
        let mut value: HashMap<Vec<u8>, Dyadic> = HashMap::new();
        let mut layer: Vec<Vec<u8>> = vec![vec![]];
        for _ in 0..=n {
            for s in &layer {
                let best = |colour: u8| -> Vec<Dyadic> {
                    (0..s.len())
                        .filter(|&i| s[i] == colour)
                        .map(|i| value[&s[..i]])
                        .collect()
                };
                let lo = best(b'B').into_iter().max();
                let hi = best(b'R').into_iter().min();
                value.insert(s.clone(), Dyadic::simplest_between(lo, hi));
            }
            layer = layer
                .iter()
                .flat_map(|s| {
                    [b'B', b'R'].map(|c| {
                        let mut t = s.clone();
                        t.push(c);
                        t
                    })
                })
                .collect();
        }
        value
    }

    #[test]
    fn the_rule_agrees_with_the_definition_on_every_stalk_up_to_12_edges() {
        let by_definition = values_by_definition(12);
        assert_eq!(by_definition.len(), (1 << 13) - 1);
        for (stalk, &v) in &by_definition {
            assert_eq!(stalk_value(stalk), v, "{}", String::from_utf8_lossy(stalk));
        }
    }

    #[test]
    fn the_longest_stalks_are_exact() {
        // B followed by 61 R: 1 − (1/2 + … + 1/2^61) = 1/2^61.
        let mut s = vec![b'B'];
        s.extend([b'R'; 61]);
        assert_eq!(stalk_value(&s), Dyadic::new(1, 61));
        // 62 Blue edges, 62 Red edges.
        assert_eq!(stalk_value(&[b'B'; 62]), Dyadic::integer(62));
        assert_eq!(stalk_value(&[b'R'; 62]), Dyadic::integer(-62));
        // R then BRBR…: −1 + 1/2 − 1/4 + … down to 2^−125, at the longest stalk allowed.
        let s: Vec<u8> = (0..126)
            .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
            .collect();
        let v = stalk_value(&s);
        assert_eq!(v.exponent(), 125);
        assert!(v > Dyadic::integer(-1) && v < Dyadic::ZERO);
        // 126 edges after a run of one: the numerator is just below 2^126.
        let mut s = vec![b'B'];
        s.extend([b'B'; 125]);
        assert_eq!(stalk_value(&s), Dyadic::integer(126));
    }

    #[test]
    #[should_panic(expected = "not 'G'")]
    fn other_colours_are_refused() {
        stalk_value(b"BG");
    }

    /// Whether `mover` wins moving first on `stalks`, by game-tree search
    /// from the rules: cut one of your own edges, the ones above it fall,
    /// and who cannot move loses.
    fn wins(stalks: &[Vec<u8>], mover: u8, memo: &mut HashMap<(Vec<Vec<u8>>, u8), bool>) -> bool {
        let mut key = stalks.to_vec();
        key.sort();
        if let Some(&w) = memo.get(&(key.clone(), mover)) {
            return w;
        }
        let other = if mover == b'B' { b'R' } else { b'B' };
        let mut w = false;
        'search: for i in 0..stalks.len() {
            for j in 0..stalks[i].len() {
                if stalks[i][j] == mover {
                    let mut next = stalks.to_vec();
                    next[i].truncate(j);
                    if !wins(&next, other, memo) {
                        w = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert((key, mover), w);
        w
    }

    #[test]
    fn stalks_move_matches_the_game_tree_search() {
        use rand::Rng;
        let mut memo = HashMap::new();
        let seen = tally::<2>(126, 1500, |rng, _, seen| {
            let k = rng.gen_range(0..=3);
            let stalks: Vec<Vec<u8>> = (0..k)
                .map(|_| {
                    let len = rng.gen_range(0..=4);
                    (0..len)
                        .map(|_| if rng.gen_bool(0.5) { b'B' } else { b'R' })
                        .collect()
                })
                .collect();
            let mover = if rng.gen_bool(0.5) { b'B' } else { b'R' };
            let other = if mover == b'B' { b'R' } else { b'B' };
            let win = wins(&stalks, mover, &mut memo);
            let reply = stalks_move(&stalks, mover);
            assert_eq!(reply.is_winning(), win, "{stalks:?} {}", char::from(mover));
            // The generic rule on every option agrees.
            let values: Vec<Dyadic> = stalks.iter().map(|s| stalk_value(s)).collect();
            let generic = number_sum_move(&values, mover == b'B', |i| {
                let s = &stalks[i];
                (0..s.len())
                    .filter(|&j| s[j] == mover)
                    .map(|j| (j, stalk_value(&s[..j])))
                    .collect::<Vec<_>>()
            });
            assert_eq!(
                generic.is_winning(),
                win,
                "{stalks:?} {}",
                char::from(mover)
            );
            for m in [reply.into_move(), generic.into_move()] {
                match m {
                    Some((i, j)) => {
                        seen[usize::from(win)] += 1;
                        assert_eq!(stalks[i][j], mover, "{stalks:?}");
                        let mut next = stalks.clone();
                        next[i].truncate(j);
                        assert_eq!(
                            wins(&next, other, &mut memo),
                            !win,
                            "{stalks:?} -> {next:?}"
                        );
                    }
                    None => assert!(!stalks.iter().flatten().any(|&b| b == mover), "{stalks:?}"),
                }
            }
        });
        assert!(seen[0] > 600 && seen[1] > 600, "{seen:?}");
    }
}
