//! The Nim figure: heaps by bit column, each column's parity, the nim-sum, the winning move with its deciding column, and the computer's move.

use crate::i18n::{fill, Lang, Msg};
use games_core::nim::winning_moves;
use lab_engine::patterns::nim_report::NimReport;
pub use lab_engine::patterns::nim_report::{Column, NimMove};
use serde::Serialize;

/// The first winning move, before it is played: the deciding column, the heap and its two rows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preview {
    /// The move.
    #[serde(flatten)]
    pub mv: NimMove,
    /// The deciding bit column (the nim-sum's highest 1).
    pub bit: u32,
    /// The heap before, in binary.
    pub before_bits: String,
    /// The heap after, in binary.
    pub after_bits: String,
    /// The move in words.
    pub text: String,
    /// How many other winning moves there are.
    pub others: usize,
}

/// Everything the Nim figure draws for one position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimView {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// The heaps as a link writes them (`3,4,5`).
    pub text: String,
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
    /// The first winning move, explained (`None` when the nim-sum is 0).
    pub preview: Option<Preview>,
    /// Whether every heap is empty (the player to move has lost).
    pub over: bool,
    /// What the position means, in one sentence.
    pub message: String,
}

impl NimView {
    /// Analyses a position, in the page's language.
    ///
    /// # Complexity
    /// O(heaps · bits).
    ///
    /// # Example
    /// ```
    /// use grundy_web::i18n::Lang;
    /// use grundy_web::nim_figure::NimView;
    /// let v = NimView::new(&[3, 4, 5], Lang::En);
    /// assert_eq!((v.nim_sum, v.nim_sum_bits.as_str()), (2, "010"));
    /// let p = v.preview.unwrap();
    /// assert_eq!((p.mv.heap, p.mv.to, p.bit, p.before_bits.as_str(), p.after_bits.as_str()), (1, 1, 1, "011", "001"));
    /// ```
    pub fn new(heaps: &[u64], lang: Lang) -> Self {
        let report = NimReport::new(heaps.to_vec());
        let x = report.nim_sum;
        let over = report.over();
        let message = match report.deciding_bit() {
            _ if over => fill(lang, "nim_over", &[]),
            None => fill(lang, "nim_zero", &[]),
            Some(bit) => fill(lang, "nim_nonzero", &[("pow", power_of_two(bit))]),
        };
        let preview = report.deciding_bit().map(|bit| {
            let mv = report.winning_moves[0];
            Preview {
                mv,
                bit,
                before_bits: report.binary(mv.from),
                after_bits: report.binary(mv.to),
                text: fill(
                    lang,
                    "wm_preview",
                    &[
                        ("pow", power_of_two(bit)),
                        ("x", x.to_string()),
                        ("heap", mv.heap.to_string()),
                        ("from", mv.from.to_string()),
                        ("to", mv.to.to_string()),
                    ],
                ),
                others: report.winning_moves.len() - 1,
            }
        });
        NimView {
            heaps: heaps.to_vec(),
            text: crate::link::heaps_text(heaps),
            width: report.width(),
            bits: heaps.iter().map(|&h| report.binary(h)).collect(),
            columns: report.columns(),
            nim_sum: x,
            nim_sum_bits: report.binary(x),
            winning_moves: report.winning_moves.clone(),
            preview,
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
/// use grundy_web::nim_figure::{computer_move, NimMove};
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
/// When there is no such heap, it is empty, or `to` is not smaller than the heap.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::nim_figure::play;
/// assert_eq!(play(&[3, 4, 5], 2, 0).unwrap(), [3, 0, 5]);
/// assert!(play(&[3, 4, 5], 2, 4).is_err());
/// ```
pub fn play(heaps: &[u64], heap: usize, to: u64) -> Result<Vec<u64>, Msg> {
    let Some(&from) = heap.checked_sub(1).and_then(|i| heaps.get(i)) else {
        return Err(Msg::new(
            "no_heap",
            &[
                ("heap", heap.to_string()),
                ("count", heaps.len().to_string()),
            ],
        ));
    };
    if from == 0 {
        return Err(Msg::new("heap_empty", &[("heap", heap.to_string())]));
    }
    if to >= from {
        return Err(Msg::new(
            "leave_fewer",
            &[
                ("heap", heap.to_string()),
                ("from", from.to_string()),
                ("max", (from - 1).to_string()),
            ],
        ));
    }
    let mut next = heaps.to_vec();
    next[heap - 1] = to;
    Ok(next)
}

/// `2ᵇ` as the tables write it (a superscript), for sentences: `power_of_two(10)` is `2¹⁰`.
fn power_of_two(bit: u32) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let digits: String = bit
        .to_string()
        .bytes()
        .map(|d| SUP[usize::from(d - b'0')])
        .collect();
    format!("2{digits}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use std::collections::HashMap;

    /// Whether the player to move wins, by the kit's search of the game tree
    /// over the page's own moves (`play`).
    fn wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let moves = |h: &[u64]| -> Vec<Vec<u64>> {
            (0..h.len())
                .flat_map(|i| (0..h[i]).map(move |to| play(h, i + 1, to).unwrap()))
                .collect()
        };
        problem_kit::brute::wins(&heaps.to_vec(), moves, |_| false, memo)
    }

    #[test]
    fn winning_moves_and_the_computer_agree_with_the_game_tree() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let heaps: Vec<u64> = (0..rng.gen_range(1..4))
                .map(|_| rng.gen_range(0..8))
                .collect();
            let view = NimView::new(&heaps, Lang::En);
            assert_eq!(view.nim_sum != 0, wins(&heaps, &mut memo), "{heaps:?}");
            for m in &view.winning_moves {
                let next = play(&heaps, m.heap, m.to).unwrap();
                assert!(!wins(&next, &mut memo));
                assert_eq!(NimView::new(&next, Lang::En).nim_sum, 0);
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
        let v = NimView::new(&[3, 4, 5], Lang::En);
        assert_eq!(v.bits, ["011", "100", "101"]);
        let ones: Vec<usize> = v.columns.iter().map(|c| c.ones).collect();
        assert_eq!(ones, [2, 1, 2]);
        assert!(v.message.starts_with("≠ 0: an N-position") && v.message.ends_with("column 2¹."));
        let zero = NimView::new(&[1, 2, 3], Lang::En);
        assert!(zero.winning_moves.is_empty() && zero.preview.is_none());
        assert!(zero.message.contains("P-position"));
        assert!(NimView::new(&[0], Lang::En).over);
        assert!(NimView::new(&[0], Lang::Vi)
            .message
            .contains("Mọi đống đã hết"));
        assert_eq!(NimView::new(&[0], Lang::En).width, 1);
    }

    #[test]
    fn illegal_moves_are_refused() {
        let en = |e: Msg| e.render(Lang::En);
        assert!(en(play(&[3], 0, 1).unwrap_err()).contains("no heap 0"));
        assert!(play(&[3], 2, 1).is_err());
        assert!(en(play(&[0], 1, 0).unwrap_err()).contains("heap 1 is empty"));
        assert!(en(play(&[3], 1, 3).unwrap_err()).contains("from 0 to 2"));
    }
}
