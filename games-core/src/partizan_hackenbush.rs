//! Blue-Red-Green Hackenbush on any graph with a ground: Left cuts a blue (`l`) or green (`e`) edge, Right a red (`r`) or green one, and whatever no longer reaches the ground falls; the parts are the pieces that meet only at the ground, the colours swapped the negative.
//!
//! Text is CGSuite's graph text (see [`super::graph_notation`]) with edge
//! labels `l`, `r`, `e` and the first vertex the ground: a stalk is a
//! string (`lrlrrllr` = 77/128), a tree branches (`l(l;rl)` = 3/2), a cycle
//! names a vertex twice (`:{g}lr:{g}`: a blue and a red edge from the
//! ground meeting at the top). `.` is the bare ground (0). The text must be
//! connected, as CGSuite requires.

use super::graph_notation::{format_graph, parse_graph, LabelledGraph};
use super::ruleset::{PositionError, Ruleset};
use std::fmt;

/// The most vertices a picture may have (the ground included).
pub const MAX_VERTICES: usize = 256;

/// A Hackenbush picture: edges (u, v, colour) between vertices 0 ..= 255,
/// vertex 0 the ground, every edge reaching the ground; vertices numbered
/// in breadth-first order from the ground, each edge (min, max, colour),
/// sorted.
///
/// # Example
/// ```
/// use games_core::partizan_hackenbush::Picture;
/// let p: Picture = "l(l;rl)".parse().unwrap();
/// assert_eq!(p.edges().len(), 4);
/// assert_eq!(p.to_string(), "l(l;rl)");
/// assert_eq!("lr;l".parse::<Picture>().unwrap_err().to_string(), "not connected: vertex 4 does not reach the ground");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Picture {
    edges: Vec<(u8, u8, u8)>,
}

impl Picture {
    /// The edges (u, v, colour `b'l'`, `b'r'` or `b'e'`), vertex 0 the ground.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::partizan_hackenbush::Picture;
    /// assert_eq!("lr".parse::<Picture>().unwrap().edges(), &[(0, 1, b'l'), (1, 2, b'r')]);
    /// ```
    pub fn edges(&self) -> &[(u8, u8, u8)] {
        &self.edges
    }

    /// The picture of `edges` (vertex 0 the ground): the edges that reach
    /// the ground, renumbered breadth-first from it.
    ///
    /// # Panics
    /// If a colour is not `l`, `r` or `e`.
    ///
    /// # Complexity
    /// O(E log E) plus O(V) for the largest vertex V.
    ///
    /// # Example
    /// ```
    /// use games_core::partizan_hackenbush::Picture;
    /// // The edge 3–4 does not reach the ground and falls.
    /// let p = Picture::from_edges(&[(0, 2, b'l'), (2, 1, b'r'), (3, 4, b'e')]);
    /// assert_eq!(p.to_string(), "lr");
    /// ```
    pub fn from_edges(edges: &[(u8, u8, u8)]) -> Picture {
        assert!(
            edges.iter().all(|e| matches!(e.2, b'l' | b'r' | b'e')),
            "colours are l, r, e: {edges:?}"
        );
        let n = edges
            .iter()
            .map(|&(u, v, _)| usize::from(u.max(v)) + 1)
            .max()
            .unwrap_or(1);
        let mut incident: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (k, &(u, v, _)) in edges.iter().enumerate() {
            incident[usize::from(u)].push(k);
            if u != v {
                incident[usize::from(v)].push(k);
            }
        }
        const NONE: u8 = u8::MAX;
        let mut new = vec![NONE; n];
        let mut order = vec![0usize];
        new[0] = 0;
        let mut head = 0;
        let mut next = 1u16;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &k in &incident[v] {
                let (a, b, _) = edges[k];
                let w = usize::from(if usize::from(a) == v { b } else { a });
                if new[w] == NONE && w != 0 {
                    new[w] = next as u8;
                    next += 1;
                    order.push(w);
                }
            }
        }
        let mut out: Vec<(u8, u8, u8)> = edges
            .iter()
            .filter(|&&(u, _, _)| new[usize::from(u)] != NONE)
            .map(|&(u, v, c)| {
                let (a, b) = (new[usize::from(u)], new[usize::from(v)]);
                (a.min(b), a.max(b), c)
            })
            .collect();
        out.sort_unstable();
        Picture { edges: out }
    }

    /// The picture with blue and red swapped.
    fn swapped(&self) -> Picture {
        let edges: Vec<(u8, u8, u8)> = self
            .edges
            .iter()
            .map(|&(u, v, c)| {
                let c = match c {
                    b'l' => b'r',
                    b'r' => b'l',
                    e => e,
                };
                (u, v, c)
            })
            .collect();
        Picture::from_edges(&edges)
    }

    /// The pictures after cutting each edge of a colour in `colours`.
    fn cuts(&self, colours: &[u8]) -> Vec<Picture> {
        let mut out = Vec::new();
        for k in 0..self.edges.len() {
            if colours.contains(&self.edges[k].2) {
                let mut rest = self.edges.clone();
                rest.remove(k);
                out.push(Picture::from_edges(&rest));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

impl std::str::FromStr for Picture {
    type Err = PositionError;

    /// Reads CGSuite's graph text with edges `l`, `r`, `e`.
    fn from_str(text: &str) -> Result<Picture, PositionError> {
        if text.trim().is_empty() {
            return Err(PositionError::new(
                "empty text: no ground (the bare ground is '.')",
            ));
        }
        let g = parse_graph(text, b"", b"lre")?;
        if g.vertices.len() > MAX_VERTICES {
            return Err(PositionError::new(format!(
                "{} vertices, over {MAX_VERTICES}",
                g.vertices.len()
            )));
        }
        let edges: Vec<(u8, u8, u8)> = g
            .edges
            .iter()
            .map(|&(u, v, c)| (u as u8, v as u8, c))
            .collect();
        // Every vertex must reach the ground.
        let mut reached = vec![false; g.vertices.len()];
        reached[0] = true;
        let mut grew = true;
        while grew {
            grew = false;
            for &(u, v, _) in &g.edges {
                if reached[u] != reached[v] {
                    reached[u] = true;
                    reached[v] = true;
                    grew = true;
                }
            }
        }
        if let Some(v) = reached.iter().position(|&r| !r) {
            return Err(PositionError::new(format!(
                "not connected: vertex {} does not reach the ground",
                v + 1
            )));
        }
        Ok(Picture::from_edges(&edges))
    }
}

impl fmt::Display for Picture {
    /// CGSuite's graph text from the ground; the bare ground is `.`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self
            .edges
            .iter()
            .map(|&(u, v, _)| usize::from(u.max(v)) + 1)
            .max()
            .unwrap_or(1);
        let g = LabelledGraph {
            vertices: vec![0; n],
            edges: self
                .edges
                .iter()
                .map(|&(u, v, c)| (usize::from(u), usize::from(v), c))
                .collect(),
        };
        f.write_str(&format_graph(&g, false))
    }
}

/// Blue-Red-Green Hackenbush's rules.
///
/// # Example
/// ```
/// use games_core::partizan_hackenbush::{Hackenbush, Picture};
/// use games_core::ruleset::Ruleset;
/// let p: Picture = "l(r;e)".parse().unwrap();
/// let left: Vec<String> = Hackenbush.left_options(&p).iter().map(|q| q.to_string()).collect();
/// assert_eq!(left, [".", "lr"]);
/// // Two pieces meet at the ground: `l(r;e)` is one piece, `(l;r)` two.
/// assert_eq!(Hackenbush.components(&"(l;r)".parse().unwrap()).len(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Hackenbush;

impl Ruleset for Hackenbush {
    type Position = Picture;

    /// # Complexity
    /// O(E log E) per option.
    fn left_options(&self, p: &Picture) -> Vec<Picture> {
        p.cuts(b"le")
    }

    /// # Complexity
    /// O(E log E) per option.
    fn right_options(&self, p: &Picture) -> Vec<Picture> {
        p.cuts(b"re")
    }

    /// The pieces that meet only at the ground (the ground's loops one
    /// each), each renumbered from the ground, sorted.
    ///
    /// # Complexity
    /// O(E log E + V).
    fn components(&self, p: &Picture) -> Vec<Picture> {
        let n = p
            .edges
            .iter()
            .map(|&(u, v, _)| usize::from(u.max(v)) + 1)
            .max()
            .unwrap_or(1);
        // Union-find over the vertices other than the ground.
        let mut parent: Vec<usize> = (0..n).collect();
        let find = |parent: &mut Vec<usize>, mut x: usize| {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        };
        for &(u, v, _) in &p.edges {
            if u != 0 && v != 0 {
                let (a, b) = (
                    find(&mut parent, usize::from(u)),
                    find(&mut parent, usize::from(v)),
                );
                parent[a] = b;
            }
        }
        let mut groups: std::collections::BTreeMap<usize, Vec<(u8, u8, u8)>> =
            std::collections::BTreeMap::new();
        let mut parts = Vec::new();
        for &(u, v, c) in &p.edges {
            if u == 0 && v == 0 {
                parts.push(Picture {
                    edges: vec![(0, 0, c)],
                });
            } else {
                let key = find(&mut parent, usize::from(u.max(v)));
                groups.entry(key).or_default().push((u, v, c));
            }
        }
        parts.extend(groups.values().map(|edges| Picture::from_edges(edges)));
        parts.sort_unstable();
        parts
    }

    /// Blue and red swapped.
    fn negative(&self, p: &Picture) -> Option<Picture> {
        Some(p.swapped())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(s: &str) -> Vec<String> {
        Hackenbush
            .components(&s.parse().unwrap())
            .iter()
            .map(|p| p.to_string())
            .collect()
    }

    #[test]
    fn cutting_drops_what_falls() {
        let p: Picture = "lrl".parse().unwrap();
        let right: Vec<String> = Hackenbush
            .right_options(&p)
            .iter()
            .map(|q| q.to_string())
            .collect();
        assert_eq!(right, ["l"]);
        // A cycle: cutting one edge leaves the other holding the top.
        let c: Picture = ":Alr:A".parse().unwrap();
        let left: Vec<String> = Hackenbush
            .left_options(&c)
            .iter()
            .map(|q| q.to_string())
            .collect();
        assert_eq!(left, ["r"]);
    }

    #[test]
    fn components_meet_at_the_ground() {
        assert_eq!(parts("(lr;e;rr)"), ["e", "lr", "rr"]);
        assert_eq!(parts(":A(l:A;r(l;e))"), [":Al:A", "r(l;e)"]);
        assert_eq!(parts("."), Vec::<String>::new());
        assert_eq!(
            Hackenbush
                .negative(&"lre".parse().unwrap())
                .unwrap()
                .to_string(),
            "rle"
        );
    }
}
