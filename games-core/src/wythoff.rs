//! Wythoff's game: two heaps; a move takes any positive number of tokens from one heap, or the same positive number from both; whoever takes the last token wins. Its P-positions are the Beatty pairs (⌊kφ⌋, ⌊kφ²⌋), computed exactly in integers.
//!
//! With φ = (1 + √5)/2, the pairs (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), k ≥ 0, are
//! the P-positions (in either order): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10),
//! … Every positive integer is exactly one a_k or one b_k (Beatty's
//! theorem, as 1/φ + 1/φ² = 1), and the differences b_k − a_k = k are all
//! distinct, so no move joins two pairs, and from any other position one
//! move reaches a pair.
//!
//! ⌊kφ⌋ = ⌊(k + ⌊k√5⌋)/2⌋ (k is an integer), and ⌊k√5⌋ = 2k + m for the
//! largest m with (2k + m)² ≤ 5k², that is m(m + 4k) ≤ k²: found by a binary
//! search in u128 (k² < 2^128; a product that overflows is larger), so it
//! is exact for every u64 k, with no floating point.

use super::reply::Reply;

/// ⌊k·φ⌋ exactly (φ = (1 + √5)/2), as a u128 since it exceeds u64 for k
/// above about 1.14 · 10^19.
fn floor_phi(k: u64) -> u128 {
    let k = u128::from(k);
    let kk = k * k;
    // The largest m with m(m + 4k) ≤ k²: m ≤ k(√5 − 2) < k/4.
    let (mut lo, mut hi) = (0u128, k / 4 + 1);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        let fits = mid
            .checked_add(4 * k)
            .and_then(|s| s.checked_mul(mid))
            .is_some_and(|p| p <= kk);
        if fits {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (3 * k + lo) / 2
}

/// The k-th P-position of Wythoff's game, `(⌊kφ⌋, ⌊kφ⌋ + k)`, exactly (as
/// u128: the values pass u64 for k beyond about 1.14 · 10^19 and 7 · 10^18).
///
/// # Complexity
/// O(64) u128 multiplications (a binary search).
///
/// # Example
/// ```
/// use games_core::wythoff::wythoff_pair;
/// assert_eq!(wythoff_pair(0), (0, 0));
/// assert_eq!(wythoff_pair(1), (1, 2));
/// assert_eq!(wythoff_pair(4), (6, 10));
/// assert_eq!(wythoff_pair(1_000_000_000_000), (1_618_033_988_749, 2_618_033_988_749));
/// ```
pub fn wythoff_pair(k: u64) -> (u128, u128) {
    let a = floor_phi(k);
    (a, a + u128::from(k))
}

/// Whether the player to move wins Wythoff's game at heaps (a, b) (in any
/// order): it is not a P-position, i.e. the smaller heap is not
/// ⌊dφ⌋ for the difference d.
///
/// # Complexity
/// O(64) u128 multiplications.
///
/// # Example
/// ```
/// use games_core::wythoff::wythoff_wins;
/// assert!(!wythoff_wins(0, 0));
/// assert!(!wythoff_wins(5, 3));
/// assert!(wythoff_wins(4, 4));   // take all of both
/// assert!(wythoff_wins(4, 6));   // take 1 from both: (3, 5)
/// ```
pub fn wythoff_wins(a: u64, b: u64) -> bool {
    let (lo, hi) = (a.min(b), a.max(b));
    u128::from(lo) != floor_phi(hi - lo)
}

/// The move to play in Wythoff's game at heaps (a, b), as the heaps it
/// leaves, in the same order as given.
///
/// Winning (lo ≤ hi, d = hi − lo, a_d = ⌊dφ⌋ ≠ lo): if lo > a_d, the same
/// number from both heaps, to (a_d, a_d + d); otherwise lo belongs to a
/// pair with a smaller difference, lo = a_j (the larger heap down to
/// b_j = lo + j) or lo = b_j (the larger heap down to a_j), and lo = 0
/// takes the whole larger heap. Losing (a P-position): one token from the
/// larger heap (the first heap when equal), which takes the least, so the
/// game can last as long as it can; `Losing(None)` at (0, 0).
///
/// # Complexity
/// O(64) u128 multiplications, a few times over.
///
/// # Example
/// ```
/// use games_core::wythoff::wythoff_move;
/// use games_core::reply::Reply;
/// assert_eq!(wythoff_move(4, 6), Reply::Winning((3, 5)));  // 1 from both
/// assert_eq!(wythoff_move(9, 3), Reply::Winning((5, 3)));  // 3 = a_2: 9 down to b_2 = 5
/// assert_eq!(wythoff_move(7, 20), Reply::Winning((7, 4))); // 7 = b_3: 20 down to a_3 = 4
/// assert_eq!(wythoff_move(7, 4), Reply::Losing(Some((6, 4))));
/// assert_eq!(wythoff_move(0, 0), Reply::Losing(None));
/// ```
pub fn wythoff_move(a: u64, b: u64) -> Reply<(u64, u64)> {
    let (lo, hi) = (a.min(b), a.max(b));
    // The new (smaller heap, larger heap), by their old places.
    let back = |new_lo: u128, new_hi: u128| -> (u64, u64) {
        let (x, y) = (new_lo as u64, new_hi as u64); // both ≤ hi: they fit
        if a <= b {
            (x, y)
        } else {
            (y, x)
        }
    };
    if hi == 0 {
        return Reply::Losing(None);
    }
    let d = hi - lo;
    let (lo, hi) = (u128::from(lo), u128::from(hi));
    let a_d = floor_phi(d);
    if lo == a_d {
        return Reply::Losing(Some(back(lo, hi - 1)));
    }
    if lo > a_d {
        return Reply::Winning(back(a_d, a_d + u128::from(d)));
    }
    if lo == 0 {
        return Reply::Winning(back(0, 0));
    }
    // ⌊lo/φ⌋ = ⌊lo·φ⌋ − lo, as 1/φ = φ − 1; lo = a_j needs j = ⌊lo/φ⌋ + 1.
    let lo64 = lo as u64;
    let j0 = floor_phi(lo64) - lo;
    let j = j0 as u64 + 1;
    if floor_phi(j) == lo {
        return Reply::Winning(back(lo, lo + u128::from(j)));
    }
    // Otherwise lo = b_j = a_j + j, where j counts the upper numbers up to
    // lo: lo minus the lower ones, ⌊(lo + 1)/φ⌋, which is ⌊lo/φ⌋ = j0 as lo
    // is not one.
    let j = (lo - j0) as u64;
    let a_j = floor_phi(j);
    debug_assert_eq!(a_j + u128::from(j), lo);
    Reply::Winning(back(lo, a_j))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const N: usize = 60;

    /// `win[a][b]` for a, b ≤ N straight from the rules.
    fn by_rules() -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; N + 1]; N + 1];
        for a in 0..=N {
            for b in 0..=N {
                let one = (0..a).any(|x| !win[x][b]) || (0..b).any(|y| !win[a][y]);
                let both = (1..=a.min(b)).any(|t| !win[a - t][b - t]);
                win[a][b] = one || both;
            }
        }
        win
    }

    fn legal(a: u64, b: u64, x: u64, y: u64) -> bool {
        (x == a && y < b) || (y == b && x < a) || (x < a && a - x == b.wrapping_sub(y) && y < b)
    }

    #[test]
    fn every_small_position_matches_the_rules() {
        let win = by_rules();
        let mut seen = [0usize; 2];
        for a in 0..=N {
            for b in 0..=N {
                let (a64, b64) = (a as u64, b as u64);
                assert_eq!(wythoff_wins(a64, b64), win[a][b], "({a}, {b})");
                let reply = wythoff_move(a64, b64);
                assert_eq!(reply.is_winning(), win[a][b], "({a}, {b})");
                match reply.into_move() {
                    Some((x, y)) => {
                        seen[usize::from(win[a][b])] += 1;
                        assert!(legal(a64, b64, x, y), "({a}, {b}) -> ({x}, {y})");
                        assert_eq!(
                            win[x as usize][y as usize], !win[a][b],
                            "({a}, {b}) -> ({x}, {y})"
                        );
                    }
                    None => assert_eq!((a, b), (0, 0)),
                }
            }
        }
        assert!(seen[0] > 40 && seen[1] > 3000, "{seen:?}");
        // The pairs are the rules' P-positions.
        for k in 0..=20u64 {
            let (p, q) = wythoff_pair(k);
            if q as usize <= N {
                assert!(
                    !win[p as usize][q as usize] && !win[q as usize][p as usize],
                    "{k}"
                );
            }
        }
    }

    #[test]
    fn floor_phi_is_exact() {
        // Where 5k² fits a u128, ⌊k√5⌋ is an integer square root.
        let mut rng = StdRng::seed_from_u64(1618);
        for i in 0..3000 {
            let k: u64 = if i < 1000 {
                i
            } else {
                rng.gen_range(0..1u64 << 61)
            };
            let root = super::super::arith::isqrt_u128(5 * u128::from(k) * u128::from(k));
            assert_eq!(floor_phi(k), (u128::from(k) + root) / 2, "{k}");
        }
        // Beatty: consecutive lower numbers differ by 1 or 2, upper ones by 2 or 3, up to u64::MAX.
        for k in (u64::MAX - 2000)..u64::MAX {
            let (a, b) = wythoff_pair(k);
            let (c, d) = wythoff_pair(k + 1);
            assert!(c - a == 1 || c - a == 2, "{k}");
            assert!(d - b == 2 || d - b == 3, "{k}");
        }
        assert_eq!(floor_phi(u64::MAX), 29_847_458_893_032_750_100);
    }

    #[test]
    fn huge_positions_move_to_the_other_outcome() {
        let mut rng = StdRng::seed_from_u64(1619);
        let mut seen = [0usize; 2];
        for i in 0..20_000 {
            let (a, b) = if i % 2 == 0 {
                let (sa, sb) = (rng.gen_range(0..64), rng.gen_range(0..64));
                (
                    rng.gen_range(0..=u64::MAX >> sa),
                    rng.gen_range(0..=u64::MAX >> sb),
                )
            } else {
                // A P-position nudged a little, or itself.
                let k = rng.gen_range(0..=u64::MAX / 3);
                let (p, q) = wythoff_pair(k);
                let nudge = rng.gen_range(0..3);
                ((p + nudge) as u64, q as u64)
            };
            let win = wythoff_wins(a, b);
            let reply = wythoff_move(a, b);
            assert_eq!(reply.is_winning(), win, "({a}, {b})");
            if let Some((x, y)) = reply.into_move() {
                seen[usize::from(win)] += 1;
                assert!(legal(a, b, x, y), "({a}, {b}) -> ({x}, {y})");
                assert_eq!(wythoff_wins(x, y), !win, "({a}, {b}) -> ({x}, {y})");
            }
        }
        assert!(seen[0] > 2000 && seen[1] > 10_000, "{seen:?}");
    }
}
