//! `nim`: heaps in binary by bit column, their nim-sum, and every winning move.

use games_core::nim::{nim_sum, winning_moves};
use serde::Serialize;
use std::fmt::Write;

/// A Nim position and its winning moves (the JSON shape).
#[derive(Debug, Serialize)]
pub struct NimReport {
    /// Heap sizes in the order given.
    pub heaps: Vec<u64>,
    /// XOR of the heap sizes.
    pub nim_sum: u64,
    /// Every move that makes the nim-sum 0.
    pub winning_moves: Vec<NimMove>,
}

/// One winning move.
#[derive(Debug, Serialize)]
pub struct NimMove {
    /// 1-based index of the heap.
    pub heap: usize,
    /// Its size now.
    pub from: u64,
    /// Its size after the move.
    pub to: u64,
}

impl NimReport {
    /// Analyses `heaps`.
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

    /// Compact JSON on one line.
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("plain data serialises") + "\n"
    }

    /// `heap,size,winning_move_to` rows (the last field empty when that heap has no winning move).
    pub fn csv(&self) -> String {
        let mut out = String::from("heap,size,winning_move_to\n");
        for (i, &h) in self.heaps.iter().enumerate() {
            let to = self
                .winning_moves
                .iter()
                .find(|m| m.heap == i + 1)
                .map(|m| m.to.to_string())
                .unwrap_or_default();
            let _ = writeln!(out, "{},{h},{to}", i + 1);
        }
        out
    }

    /// The heaps written in binary, one bit column each, the nim-sum under them, and the verdict.
    pub fn text(&self) -> String {
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let bits = (64 - max.leading_zeros()).max(1) as usize;
        let col = if bits > 10 { 3 } else { 2 };
        let size_width = self
            .heaps
            .iter()
            .chain([&self.nim_sum])
            .map(|h| h.to_string().len())
            .max()
            .unwrap_or(1)
            .max(4);
        let label = format!("{}", self.heaps.len()).len().max(7);
        let mut out = String::new();
        let mut header = format!("{:<label$} {:>size_width$}  bit", "heap", "size");
        for b in (0..bits).rev() {
            let _ = write!(header, "{b:>col$}");
        }
        let _ = writeln!(out, "{header}");
        let row = |out: &mut String, name: String, v: u64| {
            let mut line = format!("{name:<label$} {v:>size_width$}     ");
            for b in (0..bits).rev() {
                let _ = write!(line, "{:>col$}", v >> b & 1);
            }
            let _ = writeln!(out, "{line}");
        };
        for (i, &h) in self.heaps.iter().enumerate() {
            row(&mut out, format!("{}", i + 1), h);
        }
        row(&mut out, "nim-sum".into(), self.nim_sum);
        if self.nim_sum == 0 {
            let _ = writeln!(
                out,
                "Every bit column has an even number of ones: the nim-sum is 0, the player to move loses (no winning move)."
            );
        } else {
            let top = 63 - self.nim_sum.leading_zeros();
            let moves: Vec<String> = self
                .winning_moves
                .iter()
                .map(|m| format!("heap {}: {} → {}", m.heap, m.from, m.to))
                .collect();
            let _ = writeln!(
                out,
                "The nim-sum is {} ≠ 0: the player to move wins. Its highest bit is {top}; \
                 a heap with that bit set drops to heap XOR nim-sum.",
                self.nim_sum
            );
            let _ = writeln!(out, "Winning moves: {}.", moves.join("; "));
        }
        out
    }
}
