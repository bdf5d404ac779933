//! Col and Snort on graphs, CGSuite's way: a player colours an uncoloured vertex (or one tinted for them) and the move tints its neighbours; in Snort a vertex next to Left's colour is Left's alone (tinted `L`), in Col it is Right's alone (tinted `L`: Left may not play it); a vertex neither may play is deleted. Parts are the connected pieces, tints swapped the negative.
//!
//! Text is CGSuite's graph text (see [`super::graph_notation`]): vertices
//! `.` (untinted), `L`, `R`, edges `-`; `L-.-.-.-L` is a path of five.
//! CGSuite's tests: Col `R-.-R-.-L-.-R-.-R-.` = 7/8, Snort `L-.-.-.-L` =
//! {4 | 0, ±1}, Snort `.-.-.(-.;-.)` = ±{3 | 2}.
//!
//! A tint records who may no longer play there: in Snort (`GenCol([none,
//! L], [none, R])` in CGSuite) Left plays untinted or `L` vertices and
//! tints her move's untinted neighbours `L`; in Col (`GenCol([none, R],
//! [none, L])`) Left plays untinted or `R` vertices and tints her move's
//! untinted neighbours `L`. Either way a neighbour tinted for the opponent
//! is deleted, and the vertex played is removed.

use super::graph_notation::{format_graph, parse_graph, LabelledGraph};
use super::ruleset::{PositionError, Ruleset};
use std::fmt;

/// Untinted.
const NONE: u8 = 0;
/// Tinted `L`.
const LEFT: u8 = 1;
/// Tinted `R`.
const RIGHT: u8 = 2;

/// The most vertices a [`Tinted`] graph holds.
pub const MAX_VERTICES: usize = 64;

/// A graph of at most 64 vertices, each untinted, `L` or `R`: tints and
/// neighbour sets as bit masks, vertices renumbered depth-first.
///
/// # Example
/// ```
/// use games_core::col_snort::Tinted;
/// let g: Tinted = "L-.-.".parse().unwrap();
/// /// assert_eq!(g.to_string(), "L-.-.");
/// assert_eq!("L-x".parse::<Tinted>().unwrap_err().to_string(), "unexpected 'x' at column 3");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Tinted {
    tints: Vec<u8>,
    adjacent: Vec<u64>,
}

impl Tinted {
    /// The graph of vertices `keep` (a mask) only, renumbered depth-first
    /// from the least kept vertex of each piece, neighbours in order.
    fn induced(&self, keep: u64) -> Tinted {
        let mut new = [u8::MAX; 64];
        let mut order = Vec::new();
        let mut left = keep;
        while left != 0 {
            let r = left.trailing_zeros() as usize;
            let mut stack = vec![r];
            left &= !(1u64 << r);
            while let Some(v) = stack.pop() {
                new[v] = order.len() as u8;
                order.push(v);
                let mut next = self.adjacent[v] & left;
                left &= !next;
                let mut rev = Vec::new();
                while next != 0 {
                    rev.push(next.trailing_zeros() as usize);
                    next &= next - 1;
                }
                stack.extend(rev.into_iter().rev());
            }
        }
        let tints = order.iter().map(|&v| self.tints[v]).collect();
        let adjacent = order
            .iter()
            .map(|&v| {
                let mut m = self.adjacent[v] & keep;
                let mut out = 0u64;
                while m != 0 {
                    let w = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out |= 1u64 << new[w];
                }
                out
            })
            .collect();
        Tinted { tints, adjacent }
    }

    /// All vertices, as a mask.
    fn all(&self) -> u64 {
        if self.tints.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.tints.len()) - 1
        }
    }

    /// The graphs after `player` (LEFT or RIGHT) plays one of the vertices
    /// tinted `playable` (NONE or a tint).
    fn moves(&self, player: u8, playable: u8) -> Vec<Tinted> {
        let opponent = LEFT + RIGHT - player;
        let mut out = Vec::new();
        for v in 0..self.tints.len() {
            if self.tints[v] != NONE && self.tints[v] != playable {
                continue;
            }
            let mut next = self.clone();
            let mut deleted = 1u64 << v;
            let mut m = self.adjacent[v] & !(1u64 << v);
            while m != 0 {
                let w = m.trailing_zeros() as usize;
                m &= m - 1;
                match self.tints[w] {
                    NONE => next.tints[w] = player,
                    t if t == opponent => deleted |= 1u64 << w,
                    _ => {}
                }
            }
            out.push(next.induced(self.all() & !deleted));
        }
        out
    }
}

impl std::str::FromStr for Tinted {
    type Err = PositionError;

    /// Reads CGSuite's graph text: vertices `.`, `L`, `R`; edges `-`.
    fn from_str(text: &str) -> Result<Tinted, PositionError> {
        let g = parse_graph(text, b"LR", b"-")?;
        if g.vertices.len() > MAX_VERTICES {
            return Err(PositionError::new(format!(
                "{} vertices, over {MAX_VERTICES}",
                g.vertices.len()
            )));
        }
        let tints = g
            .vertices
            .iter()
            .map(|&l| match l {
                b'L' => LEFT,
                b'R' => RIGHT,
                _ => NONE,
            })
            .collect();
        let mut adjacent = vec![0u64; g.vertices.len()];
        for &(u, v, _) in &g.edges {
            adjacent[u] |= 1u64 << v;
            adjacent[v] |= 1u64 << u;
        }
        Ok(Tinted { tints, adjacent })
    }
}

impl fmt::Display for Tinted {
    /// CGSuite's graph text, `.` for untinted vertices.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut g = LabelledGraph {
            vertices: self
                .tints
                .iter()
                .map(|&t| [0, b'L', b'R'][usize::from(t)])
                .collect(),
            edges: Vec::new(),
        };
        for (v, &m) in self.adjacent.iter().enumerate() {
            for w in v..self.tints.len() {
                if m >> w & 1 == 1 {
                    g.edges.push((v, w, b'-'));
                }
            }
        }
        f.write_str(&format_graph(&g, true))
    }
}

/// The connected pieces of `p`, each renumbered, sorted.
fn pieces(p: &Tinted) -> Vec<Tinted> {
    let mut left = p.all();
    let mut parts = Vec::new();
    while left != 0 {
        let mut piece = left & left.wrapping_neg();
        loop {
            let mut grown = piece;
            let mut m = piece;
            while m != 0 {
                let v = m.trailing_zeros() as usize;
                m &= m - 1;
                grown |= p.adjacent[v];
            }
            if grown == piece {
                break;
            }
            piece = grown;
        }
        left &= !piece;
        parts.push(p.induced(piece));
    }
    parts.sort_unstable();
    parts
}

/// The graph with the tints swapped.
fn swapped(p: &Tinted) -> Tinted {
    let tints = p
        .tints
        .iter()
        .map(|&t| if t == NONE { t } else { LEFT + RIGHT - t })
        .collect();
    Tinted {
        tints,
        adjacent: p.adjacent.clone(),
    }
    .induced(p.all())
}

/// Snort's rules: a player may not play next to the opponent's vertices.
///
/// # Example
/// ```
/// use games_core::col_snort::{Snort, Tinted};
/// use games_core::ruleset::Ruleset;
/// let g: Tinted = ".-.".parse().unwrap();
/// let left: Vec<String> = Snort.left_options(&g).iter().map(|p| p.to_string()).collect();
/// assert_eq!(left, ["L", "L"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Snort;

/// Col's rules: a player may not play next to their own vertices.
///
/// # Example
/// ```
/// use games_core::col_snort::{Col, Tinted};
/// use games_core::ruleset::Ruleset;
/// let g: Tinted = ".-.".parse().unwrap();
/// let left: Vec<String> = Col.left_options(&g).iter().map(|p| p.to_string()).collect();
/// // The vertex left over is Right's alone (tinted `L`: Left may not play it).
/// assert_eq!(left, ["L", "L"]);
/// assert!(Col.left_options(&"L".parse().unwrap()).is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Col;

impl Ruleset for Snort {
    type Position = Tinted;

    /// # Complexity
    /// O(V) per option.
    fn left_options(&self, p: &Tinted) -> Vec<Tinted> {
        p.moves(LEFT, LEFT)
    }

    /// # Complexity
    /// O(V) per option.
    fn right_options(&self, p: &Tinted) -> Vec<Tinted> {
        p.moves(RIGHT, RIGHT)
    }

    /// The connected pieces.
    fn components(&self, p: &Tinted) -> Vec<Tinted> {
        pieces(p)
    }

    /// The tints swapped.
    fn negative(&self, p: &Tinted) -> Option<Tinted> {
        Some(swapped(p))
    }
}

impl Ruleset for Col {
    type Position = Tinted;

    /// # Complexity
    /// O(V) per option.
    fn left_options(&self, p: &Tinted) -> Vec<Tinted> {
        p.moves(LEFT, RIGHT)
    }

    /// # Complexity
    /// O(V) per option.
    fn right_options(&self, p: &Tinted) -> Vec<Tinted> {
        p.moves(RIGHT, LEFT)
    }

    /// The connected pieces.
    fn components(&self, p: &Tinted) -> Vec<Tinted> {
        pieces(p)
    }

    /// The tints swapped.
    fn negative(&self, p: &Tinted) -> Option<Tinted> {
        Some(swapped(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(v: Vec<Tinted>) -> Vec<String> {
        v.iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn moves_tint_and_delete() {
        let g: Tinted = "R-.-L".parse().unwrap();
        // Snort: Left plays the middle (R, now next to both, is deleted)
        // or L (the middle becomes hers alone).
        assert_eq!(show(Snort.left_options(&g)), ["L", "R-L"]);
        assert_eq!(show(Snort.right_options(&g)), ["R-L", "R"]);
        // Col: Left plays R (the middle becomes Right's alone) or the
        // middle (R is deleted: Right may not play it, now nor may Left).
        assert_eq!(show(Col.left_options(&g)), ["L-L", "L"]);
        assert_eq!(show(Col.right_options(&g)), ["R", "R-R"]);
    }

    #[test]
    fn pieces_split_and_swap() {
        let g: Tinted = "L-.;R;.-.-.".parse().unwrap();
        assert_eq!(show(Snort.components(&g)), [".-.-.", "L-.", "R"]);
        assert_eq!(
            Col.negative(&"L-.".parse().unwrap()).unwrap().to_string(),
            "R-."
        );
    }
}
