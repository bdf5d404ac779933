//! The `nim` command's output formats: heaps in binary by bit column, their nim-sum, and every winning move.

pub use lab_engine::patterns::nim_report::NimReport;
use std::fmt::Write;

/// grundy-lab's three formats of a [`NimReport`].
pub trait Formats {
    /// Compact JSON on one line.
    fn json(&self) -> String;
    /// `heap,size,winning_move_to` rows (the last field empty when that heap has no winning move).
    fn csv(&self) -> String;
    /// The heaps written in binary, one bit column each, the nim-sum under them, and the verdict.
    fn text(&self) -> String;
}

impl Formats for NimReport {
    fn json(&self) -> String {
        serde_json::to_string(self).expect("plain data serialises") + "\n"
    }

    fn csv(&self) -> String {
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

    fn text(&self) -> String {
        let bits = self.width() as usize;
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
            let top = self.deciding_bit().unwrap_or(0);
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
