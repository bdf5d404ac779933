//! `cgt --all-subgrids WxH`: every one of the 2^(W·H) Domineering boards cut from a W × H rectangle by blocking cells, valued on every core; the distinct values with their counts.

use crate::cgt::letter;
use crate::progress::{Bar, Tick};
use games_core::canonical::{GameId, Games};
use games_core::domineering::{Board, Domineering};
use games_core::number_star::Outcome;
use games_core::valuer::Valuer;
use serde_json::json;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// The most cells `--all-subgrids` takes (2^30 boards).
pub const MAX_CELLS: usize = 30;

/// Boards a worker takes at a time.
const CHUNK: u64 = 1 << 12;

/// The census of a rectangle's subgrids.
pub struct Census {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Boards valued: 2^(width·height).
    pub boards: u64,
    /// Each distinct value (CGSuite's notation), its outcome and how many
    /// boards have it: most frequent first, then by the value's text.
    pub values: Vec<(String, Outcome, u64)>,
}

/// One worker's counts, by id in its own arena.
struct Counts {
    games: Games,
    by_id: HashMap<GameId, u64>,
}

/// Values every subgrid of the `width` × `height` rectangle (bit
/// r·width + c of a mask is cell (r, c), set when empty). Each of the pool's
/// threads keeps its own arena and memo and takes chunks of masks from a
/// shared counter; the counts are merged by the values' canonical text, so
/// the result does not depend on the number of threads.
///
/// # Panics
/// If width · height is over [`MAX_CELLS`] (the caller checks).
pub fn census(width: usize, height: usize) -> Census {
    let cells = width * height;
    assert!(cells <= MAX_CELLS, "{cells} cells are over {MAX_CELLS}");
    let boards = 1u64 << cells;
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let finished = AtomicBool::new(false);
    let mut bar = Bar::labelled(format!("{width}x{height} subgrids"), boards);
    let parts = std::thread::scope(|s| {
        let work = s.spawn(|| {
            let parts = rayon::broadcast(|_| {
                let mut games = Games::new();
                let mut valuer = Valuer::new(Domineering);
                let mut by_id: HashMap<GameId, u64> = HashMap::new();
                loop {
                    let first = next.fetch_add(CHUNK, Ordering::Relaxed);
                    if first >= boards {
                        break;
                    }
                    let last = (first + CHUNK).min(boards);
                    for mask in first..last {
                        let b = Board::new(height, width, mask);
                        let v = valuer.value(&mut games, &b);
                        *by_id.entry(v).or_insert(0) += 1;
                    }
                    done.fetch_add(last - first, Ordering::Relaxed);
                }
                Counts { games, by_id }
            });
            finished.store(true, Ordering::Release);
            parts
        });
        while !finished.load(Ordering::Acquire) {
            let d = done.load(Ordering::Relaxed);
            bar.tick(Tick {
                values: d,
                done: d,
                total: boards,
            });
            std::thread::sleep(Duration::from_millis(100));
        }
        work.join().expect("a subgrid worker panicked")
    });
    bar.finish();
    let mut merged: HashMap<String, (Outcome, u64)> = HashMap::new();
    for mut part in parts {
        for (&id, &n) in &part.by_id {
            let o = part.games.outcome(id);
            merged.entry(part.games.show(id)).or_insert((o, 0)).1 += n;
        }
    }
    let mut values: Vec<(String, Outcome, u64)> =
        merged.into_iter().map(|(t, (o, n))| (t, o, n)).collect();
    values.sort_by(|a, b| b.2.cmp(&a.2).then_with(|| a.0.cmp(&b.0)));
    Census {
        width,
        height,
        boards,
        values,
    }
}

impl Census {
    /// Boards by outcome, in the order L, R, N, P.
    pub fn outcomes(&self) -> [u64; 4] {
        let mut n = [0u64; 4];
        for &(_, o, c) in &self.values {
            n[o as usize] += c;
        }
        n
    }

    /// The census as text: a header, the outcome counts, then one line per
    /// value.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "Domineering on every subgrid of {}x{} ({} columns, {} rows): {} boards, {} distinct values",
            self.width,
            self.height,
            self.width,
            self.height,
            self.boards,
            self.values.len()
        );
        let o = self.outcomes();
        let _ = writeln!(
            out,
            "outcomes: L {}, R {}, N {}, P {}",
            o[0], o[1], o[2], o[3]
        );
        let _ = writeln!(out, "{:>10}  outcome  value", "boards");
        for (v, oc, n) in &self.values {
            let _ = writeln!(out, "{n:>10}  {:<7}  {v}", letter(*oc));
        }
        out
    }

    /// The census as one JSON object: `width`, `height`, `boards`,
    /// `distinct`, `outcomes`, and `values` [{value, outcome, count}].
    pub fn json(&self) -> String {
        let o = self.outcomes();
        let values: Vec<_> = self
            .values
            .iter()
            .map(|(v, oc, n)| json!({"value": v, "outcome": letter(*oc), "count": n}))
            .collect();
        let doc = json!({
            "width": self.width,
            "height": self.height,
            "boards": self.boards,
            "distinct": self.values.len(),
            "outcomes": {"L": o[0], "R": o[1], "N": o[2], "P": o[3]},
            "values": values,
        });
        format!("{doc}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_2x2_subgrids() {
        let c = census(2, 2);
        assert_eq!(c.boards, 16);
        // 0 (no domino fits: 9 boards), 1 and −1 (two each: a vertical or
        // horizontal pair with one more cell or none... counted below), ±1.
        let total: u64 = c.values.iter().map(|v| v.2).sum();
        assert_eq!(total, 16);
        let get = |t: &str| c.values.iter().find(|v| v.0 == t).map_or(0, |v| v.2);
        // The empty board is ±1; an L of three cells gives each player one
        // move to a lone cell: {0 | 0} = ∗; a vertical pair is 1 (Left's
        // domino), a horizontal pair −1; the rest (no two cells adjacent) 0.
        assert_eq!(get("+-1"), 1);
        assert_eq!(get("*"), 4);
        assert_eq!(get("1"), 2);
        assert_eq!(get("-1"), 2);
        assert_eq!(get("0"), 7);
        assert_eq!(c.values.len(), 5);
    }
}
