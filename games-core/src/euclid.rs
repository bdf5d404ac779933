//! Euclid's game: subtract a positive multiple of the smaller number from the larger; who makes a 0 wins. The winner and the Every-SG step count in O(log).
//!
//! A position is a pair (a, b) of positive integers; a move replaces the
//! larger by itself minus a positive multiple of the smaller, so that it
//! stays ≥ 0 (with a = b either may be taken down to 0). A pair with a 0 is
//! over: whoever made it has won (normal play).
//!
//! With a ≥ b, write a = q·b + r (0 ≤ r < b). The options of (a, b) are
//! (r + j·b, b) for j = 0..q, which is the rest of the game, the pair
//! (b, r), and the same pairs with a smaller first quotient j ≥ 1. So the
//! quotients of the continued fraction a/b = [q₀; q₁, …, q_n] decide
//! everything, read from the last one back. With t the step count of the
//! rest (t = 0 after the last quotient, where the rest is over):
//! - t even (the rest is lost for its mover): every quotient wins by moving
//!   to the rest, and the step count is t + 1;
//! - t odd (the rest is won for its mover): a quotient of 1 is forced into
//!   it and loses, step t + 1; a quotient q ≥ 2 wins by moving to the pair
//!   with quotient 1 (step t + 1, even), so its step count is t + 2.
//!
//! Hence the player to move wins iff the first quotient that is ≥ 2 (or the
//! last quotient, if none is) comes at an even index: a ≥ 2b or b | a wins
//! at once, and b < a < 2b is forced into (b, a − b). Quotients are at most
//! 92 for u64 pairs (Fibonacci numbers are the worst case).

use super::reply::Reply;

/// At most this many quotients fit a pair of u64 (F(94) > 2^64).
const MAX_QUOTIENTS: usize = 96;

/// Whether the player to move wins Euclid's game at (a, b) (in any order).
/// A pair with a 0 is over: the player to move has lost.
///
/// # Complexity
/// O(log min(a, b)) divisions.
///
/// # Example
/// ```
/// use games_core::euclid::euclid_wins;
/// assert!(euclid_wins(34, 12));   // 34 ≥ 2·12
/// assert!(!euclid_wins(15, 24));  // forced to (15, 9), (9, 6), (6, 3): the opponent ends it
/// assert!(euclid_wins(7, 7));     // take all of one
/// assert!(!euclid_wins(5, 0));    // already over
/// ```
pub fn euclid_wins(a: u64, b: u64) -> bool {
    let (mut a, mut b) = (a.max(b), a.min(b));
    if b == 0 {
        return false;
    }
    let mut mover_wins = true;
    loop {
        if a % b == 0 || a / b >= 2 {
            return mover_wins;
        }
        // b < a < 2b: the only move is to (b, a − b).
        (a, b) = (b, a - b);
        mover_wins = !mover_wins;
    }
}

/// The Every-SG step count of Euclid's game at (a, b) (in any order): 0 for
/// a pair with a 0; odd exactly when the player to move wins. It is at most
/// twice the number of quotients of a/b, so below 200 for u64 pairs.
///
/// # Complexity
/// O(log min(a, b)) divisions.
///
/// # Example
/// ```
/// use games_core::euclid::euclid_steps;
/// assert_eq!(euclid_steps(3, 3), 1);  // (3, 3) → (0, 3)
/// assert_eq!(euclid_steps(3, 2), 2);  // forced to (2, 1), which ends next move
/// assert_eq!(euclid_steps(5, 2), 3);  // (5, 2) → (3, 2) → (2, 1) → (0, 1)
/// assert_eq!(euclid_steps(9, 0), 0);
/// ```
pub fn euclid_steps(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a.max(b), a.min(b));
    // Whether each quotient is ≥ 2, first to last.
    let mut big = [false; MAX_QUOTIENTS];
    let mut n = 0;
    while b != 0 {
        big[n] = a / b >= 2;
        n += 1;
        (a, b) = (b, a % b);
    }
    big[..n]
        .iter()
        .rev()
        .fold(0, |t, &big| if t % 2 == 1 && big { t + 2 } else { t + 1 })
}

/// The move to play in Euclid's game at (a, b), as the pair it leads to,
/// in the same order as given (the number that changes keeps its place).
///
/// With a ≥ b and a = q·b + r, the winning move is unique: to (0, b) when
/// b | a; to (r, b) when the rest (b, r) is lost for its mover; otherwise
/// (q ≥ 2) to (r + b, b), which forces the opponent into (b, r). It is
/// also the step count's move: the only P-option, so the one with the most
/// steps. A lost pair has b < a < 2b and one move, to (a − b, b), which
/// `Losing(Some)` gives; `Losing(None)` for a pair with a 0 (the game is over).
///
/// # Complexity
/// O(log min(a, b)) divisions.
///
/// # Example
/// ```
/// use games_core::euclid::euclid_move;
/// use games_core::reply::Reply;
/// assert_eq!(euclid_move(34, 12), Reply::Winning((10, 12)));  // (12, 10) is lost
/// assert_eq!(euclid_move(7, 3), Reply::Winning((4, 3)));     // the opponent must go to (1, 3)
/// assert_eq!(euclid_move(12, 36), Reply::Winning((12, 0)));
/// assert_eq!(euclid_move(15, 24), Reply::Losing(Some((15, 9))));
/// assert_eq!(euclid_move(5, 0), Reply::Losing(None));
/// ```
pub fn euclid_move(a: u64, b: u64) -> Reply<(u64, u64)> {
    let (hi, lo) = (a.max(b), a.min(b));
    if lo == 0 {
        return Reply::Losing(None);
    }
    let (q, r) = (hi / lo, hi % lo);
    let (reply, new_hi) = if r == 0 {
        (true, 0)
    } else if !euclid_wins(lo, r) {
        (true, r)
    } else if q >= 2 {
        (true, r + lo)
    } else {
        (false, r)
    };
    // The larger number changes; with a = b, the first.
    let pair = if a >= b { (new_hi, b) } else { (a, new_hi) };
    if reply {
        Reply::Winning(pair)
    } else {
        Reply::Losing(Some(pair))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const N: usize = 120;

    /// Step counts of every pair (a, b) with a, b ≤ N straight from the
    /// rules and the step definition (P-options are those with even steps:
    /// checked against a separate win/lose table).
    fn by_definition() -> (Vec<Vec<u64>>, Vec<Vec<bool>>) {
        let mut step = vec![vec![0u64; N + 1]; N + 1];
        let mut win = vec![vec![false; N + 1]; N + 1];
        // a + b grows along every game's reverse: fill by increasing sum.
        for s in 2..=2 * N {
            for a in 1..=N.min(s - 1) {
                let b = s - a;
                if b == 0 || b > N {
                    continue;
                }
                let (hi, lo) = (a.max(b), a.min(b));
                let options: Vec<(usize, usize)> =
                    (1..=hi / lo).map(|k| (hi - k * lo, lo)).collect();
                win[a][b] = options.iter().any(|&(x, y)| !win[x][y]);
                let p_steps = options
                    .iter()
                    .filter(|&&(x, y)| !win[x][y])
                    .map(|&(x, y)| step[x][y]);
                step[a][b] = 1 + if win[a][b] {
                    p_steps.max().unwrap()
                } else {
                    options.iter().map(|&(x, y)| step[x][y]).min().unwrap()
                };
            }
        }
        (step, win)
    }

    #[test]
    fn every_small_pair_matches_the_definition() {
        let (step, win) = by_definition();
        for a in 0..=N {
            for b in 0..=N {
                assert_eq!(euclid_wins(a as u64, b as u64), win[a][b], "({a}, {b})");
                assert_eq!(euclid_steps(a as u64, b as u64), step[a][b], "({a}, {b})");
                assert_eq!(step[a][b] % 2 == 1, win[a][b], "({a}, {b})");
            }
        }
    }

    /// 10 000 random pairs of positive numbers of every size up to 2^64 − 1
    /// (each number's bit length drawn uniformly first), from `seed`.
    fn huge_pairs(seed: u64) -> impl Iterator<Item = (u64, u64)> {
        let mut rng = StdRng::seed_from_u64(seed);
        (0..10_000).map(move |_| {
            let (sa, sb) = (rng.gen_range(0..64), rng.gen_range(0..64));
            (
                rng.gen_range(1..=u64::MAX >> sa),
                rng.gen_range(1..=u64::MAX >> sb),
            )
        })
    }

    #[test]
    fn huge_pairs_agree_with_each_other_and_fibonacci_is_the_longest() {
        for (a, b) in huge_pairs(2348) {
            assert_eq!(euclid_steps(a, b) % 2 == 1, euclid_wins(a, b), "({a}, {b})");
            assert_eq!(euclid_steps(a, b), euclid_steps(b, a));
        }
        // Consecutive Fibonacci numbers: every quotient 1 but the last, so
        // the moves are forced and the step count is the number of quotients.
        let (mut x, mut y) = (1u64, 2u64);
        let mut count = 2; // (2, 1): quotients [2]; step 1. Count pairs below.
        while let Some(z) = x.checked_add(y) {
            (x, y) = (y, z);
            count += 1;
            assert_eq!(euclid_steps(y, x), count - 1, "({y}, {x})");
            assert_eq!(euclid_wins(y, x), (count - 1) % 2 == 1);
        }
        assert_eq!((x, y), (7540113804746346429, 12200160415121876738));
        assert_eq!(euclid_steps(u64::MAX, u64::MAX), 1);
        assert_eq!(euclid_steps(u64::MAX, 1), 1);
        assert!(!euclid_wins(0, 0));
    }

    #[test]
    fn euclid_move_matches_the_definition_on_every_small_pair() {
        let (step, win) = by_definition();
        let mut seen = [0usize; 2];
        for a in 0..=N {
            for b in 0..=N {
                let reply = euclid_move(a as u64, b as u64);
                assert_eq!(reply.is_winning(), win[a][b], "({a}, {b})");
                match reply.into_move() {
                    Some((x, y)) => {
                        seen[usize::from(win[a][b])] += 1;
                        let (x, y) = (x as usize, y as usize);
                        // One number kept, the other lowered by a positive multiple of it.
                        let legal = (y == b && a >= b && x < a && (a - x) % b == 0)
                            || (x == a && b >= a && y < b && (b - y) % a == 0);
                        assert!(legal, "({a}, {b}) -> ({x}, {y})");
                        assert_eq!(win[x][y], !win[a][b], "({a}, {b}) -> ({x}, {y})");
                        if win[a][b] {
                            // The P-option with the most steps.
                            assert_eq!(step[x][y] + 1, step[a][b], "({a}, {b})");
                        }
                    }
                    None => assert!(a == 0 || b == 0, "({a}, {b})"),
                }
            }
        }
        assert!(seen[0] > 2000 && seen[1] > 8000, "{seen:?}");
    }

    #[test]
    fn euclid_move_on_huge_pairs_leads_to_the_other_outcome() {
        for (a, b) in huge_pairs(2349) {
            let reply = euclid_move(a, b);
            assert_eq!(reply.is_winning(), euclid_wins(a, b), "({a}, {b})");
            let (x, y) = reply.into_move().unwrap();
            assert_eq!(euclid_wins(x, y), !euclid_wins(a, b), "({a}, {b})");
            assert_eq!(euclid_steps(x, y) + 1, euclid_steps(a, b), "({a}, {b})");
        }
        assert_eq!(
            euclid_move(u64::MAX, u64::MAX),
            Reply::Winning((0, u64::MAX))
        );
    }
}
