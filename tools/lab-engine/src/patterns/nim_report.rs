//! A Nim position by bit column: its nim-sum, every winning move and the column that decides them (shared by grundy-lab and the web page).

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

/// A Nim position and its winning moves (grundy-lab's JSON shape: `heaps`, `nim_sum`, `winning_moves`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimReport {
    /// Heap sizes in the order given.
    pub heaps: Vec<u64>,
    /// XOR of the heap sizes.
    pub nim_sum: u64,
    /// Every move that makes the nim-sum 0 (empty when it already is 0).
    pub winning_moves: Vec<NimMove>,
}

impl NimReport {
    /// Analyses `heaps`.
    ///
    /// # Complexity
    /// O(heaps).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::nim_report::{NimMove, NimReport};
    /// let r = NimReport::new(vec![3, 4, 5]);
    /// assert_eq!(r.nim_sum, 2);
    /// assert_eq!(r.winning_moves, [NimMove { heap: 1, from: 3, to: 1 }]);
    /// ```
    pub fn new(heaps: Vec<u64>) -> Self {
        let x = nim_sum(heaps.iter().copied());
        let winning_moves = winning_moves(&heaps)
            .into_iter()
            .map(|(i, to)| NimMove {
                heap: i + 1,
                from: heaps[i],
                to,
            })
            .collect();
        NimReport {
            heaps,
            nim_sum: x,
            winning_moves,
        }
    }

    /// How many bit columns show every heap and the nim-sum (at least 1).
    ///
    /// # Complexity
    /// O(heaps).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::nim_report::NimReport;
    /// assert_eq!(NimReport::new(vec![3, 4, 5]).width(), 3);
    /// assert_eq!(NimReport::new(vec![0]).width(), 1);
    /// ```
    pub fn width(&self) -> u32 {
        let max = self.heaps.iter().copied().fold(self.nim_sum, u64::max);
        (64 - max.leading_zeros()).max(1)
    }

    /// `v` in binary with [`NimReport::width`] digits, most significant first.
    ///
    /// # Complexity
    /// O(width).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::nim_report::NimReport;
    /// assert_eq!(NimReport::new(vec![3, 4, 5]).binary(1), "001");
    /// ```
    pub fn binary(&self, v: u64) -> String {
        format!("{v:0w$b}", w = self.width() as usize)
    }

    /// The bit columns, most significant first.
    ///
    /// # Complexity
    /// O(heaps · width).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::nim_report::NimReport;
    /// let ones: Vec<usize> = NimReport::new(vec![3, 4, 5]).columns().iter().map(|c| c.ones).collect();
    /// assert_eq!(ones, [2, 1, 2]);
    /// ```
    pub fn columns(&self) -> Vec<Column> {
        (0..self.width())
            .rev()
            .map(|bit| {
                let ones = self.heaps.iter().filter(|&&h| h >> bit & 1 == 1).count();
                Column {
                    bit,
                    ones,
                    even: ones % 2 == 0,
                }
            })
            .collect()
    }

    /// The deciding bit column: the nim-sum's highest set bit (`None` when the nim-sum is 0).
    /// Every winning move lowers a heap that has this bit set to `heap XOR nim-sum`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::nim_report::NimReport;
    /// assert_eq!(NimReport::new(vec![3, 4, 5]).deciding_bit(), Some(1));
    /// assert_eq!(NimReport::new(vec![1, 2, 3]).deciding_bit(), None);
    /// ```
    pub fn deciding_bit(&self) -> Option<u32> {
        (self.nim_sum != 0).then(|| 63 - self.nim_sum.leading_zeros())
    }

    /// Whether every heap is empty (the player to move has no move and has lost).
    ///
    /// # Complexity
    /// O(heaps).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::nim_report::NimReport;
    /// assert!(NimReport::new(vec![0, 0]).over());
    /// assert!(!NimReport::new(vec![0, 1]).over());
    /// ```
    pub fn over(&self) -> bool {
        self.heaps.iter().all(|&h| h == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn winning_moves_use_the_deciding_column_and_zero_the_sum() {
        let mut rng = StdRng::seed_from_u64(17);
        for _ in 0..500 {
            let heaps: Vec<u64> = (0..rng.gen_range(1..6))
                .map(|_| rng.gen_range(0..64))
                .collect();
            let r = NimReport::new(heaps.clone());
            let x = heaps.iter().fold(0, |a, &h| a ^ h);
            assert_eq!(r.nim_sum, x);
            // The brute force: every (heap, smaller size) whose XOR becomes 0.
            let mut brute = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for to in 0..h {
                    if x ^ h ^ to == 0 {
                        brute.push(NimMove {
                            heap: i + 1,
                            from: h,
                            to,
                        });
                    }
                }
            }
            assert_eq!(r.winning_moves, brute, "{heaps:?}");
            for m in &r.winning_moves {
                let bit = r.deciding_bit().unwrap();
                assert_eq!(m.from >> bit & 1, 1);
                assert_eq!(m.to, m.from ^ x);
            }
            for c in r.columns() {
                let ones = heaps.iter().filter(|&&h| h & (1 << c.bit) != 0).count();
                assert_eq!((c.ones, c.even), (ones, ones % 2 == 0));
                assert_eq!(c.even, x & (1 << c.bit) == 0);
            }
            assert_eq!(r.binary(x).len(), r.width() as usize);
        }
    }
}
