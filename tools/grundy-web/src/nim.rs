//! The Nim figure: heaps by bit column, each column's parity, the nim-sum, winning moves and the computer's move.

use games_core::nim::{nim_sum, winning_moves};
use serde::Serialize;

/// One move: heap `heap` (1-based) goes from `from` to `to` tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NimMove {
    /// 1-based index of the heap.
    pub heap: usize,
    /// Its size before the move.
    pub from: u64,
    /// Its size after the move.
    pub to: u64,
}

/// One bit column: how many heaps have that bit set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Column {
    /// The bit's place (0 = ones).
    pub bit: u32,
    /// How many heaps have the bit set.
    pub ones: usize,
    /// Whether that count is even (the nim-sum's bit is then 0).
    pub even: bool,
}

/// Everything the Nim figure draws for one position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimView {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// How many bit columns are shown (at least 1).
    pub width: u32,
    /// Each heap in binary, `width` digits, most significant first.
    pub bits: Vec<String>,
    /// The columns, most significant first.
    pub columns: Vec<Column>,
    /// XOR of the heaps.
    pub nim_sum: u64,
    /// The nim-sum in binary, `width` digits.
    pub nim_sum_bits: String,
    /// Every winning move (empty when the nim-sum is 0).
    pub winning_moves: Vec<NimMove>,
    /// Whether every heap is empty (the player to move has lost).
    pub over: bool,
    /// What the position means, in one sentence.
    pub message: String,
}

impl NimView {
    /// Analyses a position.
    ///
    /// # Complexity
    /// O(heaps · bits).
    ///
    /// # Example
    /// ```
    /// use grundy_web::nim::NimView;
    /// let v = NimView::new(&[3, 4, 5]);
    /// assert_eq!((v.nim_sum, v.nim_sum_bits.as_str()), (2, "010"));
    /// assert_eq!((v.winning_moves[0].heap, v.winning_moves[0].to), (1, 1));
    /// ```
    pub fn new(heaps: &[u64]) -> Self {
        let x = nim_sum(heaps.iter().copied());
        let max = heaps.iter().copied().fold(x, u64::max);
        let width = (64 - max.leading_zeros()).max(1);
        let binary = |v: u64| format!("{v:0w$b}", w = width as usize);
        let columns = (0..width)
            .rev()
            .map(|bit| {
                let ones = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count();
                Column {
                    bit,
                    ones,
                    even: ones % 2 == 0,
                }
            })
            .collect();
        let moves: Vec<NimMove> = winning_moves(heaps)
            .into_iter()
            .map(|(i, to)| NimMove {
                heap: i + 1,
                from: heaps[i],
                to,
            })
            .collect();
        let over = heaps.iter().all(|&h| h == 0);
        let message = if over {
            "Every heap is empty: the player to move has no move and loses.".to_string()
        } else if x == 0 {
            "Every bit column has an even number of ones, so the nim-sum is 0: \
             the player to move loses against perfect play — no winning move."
                .to_string()
        } else {
            let top = 63 - x.leading_zeros();
            format!(
                "The nim-sum is {x} ≠ 0: the player to move wins. Bit {top} is its highest; \
                 a heap with that bit drops to heap XOR {x}."
            )
        };
        NimView {
            heaps: heaps.to_vec(),
            width,
            bits: heaps.iter().map(|&h| binary(h)).collect(),
            columns,
            nim_sum: x,
            nim_sum_bits: binary(x),
            winning_moves: moves,
            over,
            message,
        }
    }
}

/// The computer's move: the first winning move, else (a lost position) one token from the
/// largest heap, which keeps the game going longest; `None` when every heap is empty.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::nim::{computer_move, NimMove};
/// assert_eq!(computer_move(&[3, 4, 5]), Some(NimMove { heap: 1, from: 3, to: 1 }));
/// assert_eq!(computer_move(&[2, 2]), Some(NimMove { heap: 1, from: 2, to: 1 }));
/// assert_eq!(computer_move(&[0, 0]), None);
/// ```
pub fn computer_move(heaps: &[u64]) -> Option<NimMove> {
    if let Some(&(i, to)) = winning_moves(heaps).first() {
        return Some(NimMove {
            heap: i + 1,
            from: heaps[i],
            to,
        });
    }
    let (i, &h) = heaps
        .iter()
        .enumerate()
        .rev()
        .max_by_key(|&(_, &h)| h)
        .filter(|&(_, &h)| h > 0)?;
    Some(NimMove {
        heap: i + 1,
        from: h,
        to: h - 1,
    })
}

/// Plays a move: heap `heap` (1-based) down to `to` tokens.
///
/// # Errors
/// When there is no such heap or `to` is not smaller than the heap.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::nim::play;
/// assert_eq!(play(&[3, 4, 5], 2, 0).unwrap(), [3, 0, 5]);
/// assert!(play(&[3, 4, 5], 2, 4).is_err());
/// ```
pub fn play(heaps: &[u64], heap: usize, to: u64) -> Result<Vec<u64>, String> {
    let Some(&from) = heap.checked_sub(1).and_then(|i| heaps.get(i)) else {
        return Err(format!(
            "there is no heap {heap} (heaps are 1 to {})",
            heaps.len()
        ));
    };
    if to >= from {
        return Err(format!(
            "heap {heap} has {from}: a move leaves fewer tokens, from 0 to {}",
            from.saturating_sub(1)
        ));
    }
    let mut next = heaps.to_vec();
    next[heap - 1] = to;
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use std::collections::HashMap;

    /// Whether the player to move wins, by searching the game tree (states sorted, memoised).
    fn wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut w = false;
        'search: for i in 0..heaps.len() {
            for to in 0..heaps[i] {
                if !wins(&play(heaps, i + 1, to).unwrap(), memo) {
                    w = true;
                    break 'search;
                }
            }
        }
        memo.insert(key, w);
        w
    }

    #[test]
    fn winning_moves_and_the_computer_agree_with_the_game_tree() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let heaps: Vec<u64> = (0..rng.gen_range(1..4))
                .map(|_| rng.gen_range(0..8))
                .collect();
            let view = NimView::new(&heaps);
            assert_eq!(view.nim_sum != 0, wins(&heaps, &mut memo), "{heaps:?}");
            for m in &view.winning_moves {
                let next = play(&heaps, m.heap, m.to).unwrap();
                assert!(!wins(&next, &mut memo));
                assert_eq!(NimView::new(&next).nim_sum, 0);
            }
            // Every move to a losing position is listed.
            let listed = (0..heaps.len())
                .flat_map(|i| (0..heaps[i]).map(move |to| (i, to)))
                .filter(|&(i, to)| !wins(&play(&heaps, i + 1, to).unwrap(), &mut memo))
                .count();
            assert_eq!(listed, view.winning_moves.len());
            match computer_move(&heaps) {
                None => assert!(view.over),
                Some(m) => {
                    let next = play(&heaps, m.heap, m.to).unwrap();
                    assert_eq!(heaps[m.heap - 1], m.from);
                    if view.nim_sum != 0 {
                        assert!(!wins(&next, &mut memo));
                    }
                }
            }
        }
    }

    #[test]
    fn columns_count_the_ones() {
        let v = NimView::new(&[3, 4, 5]);
        assert_eq!(v.bits, ["011", "100", "101"]);
        let ones: Vec<usize> = v.columns.iter().map(|c| c.ones).collect();
        assert_eq!(ones, [2, 1, 2]);
        assert!(v.message.contains("nim-sum is 2"));
        let zero = NimView::new(&[1, 2, 3]);
        assert!(zero.winning_moves.is_empty());
        assert!(zero.message.contains("no winning move"));
        assert!(NimView::new(&[0]).over);
        assert_eq!(NimView::new(&[0]).width, 1);
    }

    #[test]
    fn illegal_moves_are_refused() {
        assert!(play(&[3], 0, 1).unwrap_err().contains("no heap 0"));
        assert!(play(&[3], 2, 1).is_err());
        assert!(play(&[0], 1, 0).unwrap_err().contains("heap 1 has 0"));
    }
}
