//! CGSuite's text for a graph with labelled vertices and edges (`l(l;rl)`, `R-.-L`, `:{g}lr:{g}`): reading it into vertices and edges, and writing a graph back, with explicit stacks.
//!
//! The grammar, as CGSuite reads it: a chain is a vertex followed by edges,
//! each an edge label then a vertex; `(` opens branches from the last
//! vertex, separated by `;` and closed by `)`, after which the chain ends;
//! `;` at the top starts a new chain. A vertex is an optional vertex label
//! (or `.` for none) and an optional name `:A` or `:{name}`; a name met
//! again is the same vertex (that is how cycles are written). Spaces are
//! ignored. The first vertex is vertex 0 (Hackenbush's ground).

use super::ruleset::PositionError;

/// A graph read from text: each vertex's label (0 for none) and each
/// edge's endpoints and label (`b'-'` for an unlabelled edge).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LabelledGraph {
    /// The label of each vertex, 0 for none.
    pub vertices: Vec<u8>,
    /// The edges (u, v, label); u = v is a loop.
    pub edges: Vec<(usize, usize, u8)>,
}

/// One token and the column (1-based) it starts at.
type Token = (String, usize);

/// Splits the text into tokens: one character each, `{…}` one token, spaces dropped.
fn tokens(text: &str) -> Result<Vec<Token>, PositionError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            ' ' => i += 1,
            '{' => {
                let end = chars[i..].iter().position(|&c| c == '}').ok_or_else(|| {
                    PositionError::new(format!("unclosed '{{' at column {}", i + 1))
                })?;
                out.push((chars[i + 1..i + end].iter().collect(), i + 1));
                i += end + 1;
            }
            c => {
                out.push((c.to_string(), i + 1));
                i += 1;
            }
        }
    }
    Ok(out)
}

/// Where the reader is: before a chain's first vertex, after a vertex, or
/// after a `)` (the chain has ended).
#[derive(Clone, Copy)]
enum At {
    Start,
    Vertex(usize),
    Closed,
}

/// Reads CGSuite's graph text with the given one-character vertex labels
/// and edge labels (`-` among `edge_labels` allows unlabelled edges).
///
/// # Errors
/// A character that fits nowhere (`unexpected 'z' at column 4`), an
/// unmatched `(` or `)`, a named vertex given two labels, an unclosed `{`.
///
/// # Complexity
/// O(|text| + names · log names).
///
/// # Example
/// ```
/// use games_core::graph_notation::parse_graph;
/// let g = parse_graph("l(l;rl)", b"", b"lre").unwrap();
/// assert_eq!(g.vertices.len(), 5);
/// assert_eq!(g.edges, [(0, 1, b'l'), (1, 2, b'l'), (1, 3, b'r'), (3, 4, b'l')]);
/// let c = parse_graph("L-.-R:a-.-R:a", b"LR", b"-").unwrap();
/// assert_eq!(c.vertices, [b'L', 0, b'R', 0]);
/// assert_eq!(c.edges.len(), 4);
/// assert_eq!(parse_graph("l(lz", b"", b"lre").unwrap_err().to_string(), "unexpected 'z' at column 4");
/// ```
pub fn parse_graph(
    text: &str,
    vertex_labels: &[u8],
    edge_labels: &[u8],
) -> Result<LabelledGraph, PositionError> {
    let toks = tokens(text)?;
    let mut g = LabelledGraph::default();
    let mut names: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let one = |t: &str, set: &[u8]| -> Option<u8> {
        let b = t.as_bytes();
        (b.len() == 1 && set.contains(&b[0])).then(|| b[0])
    };
    let unexpected =
        |t: &Token| PositionError::new(format!("unexpected '{}' at column {}", t.0, t.1));
    // Reads a vertex at toks[*i..]: label or '.', then ":name".
    let mut vertex = |i: &mut usize, g: &mut LabelledGraph| -> Result<usize, PositionError> {
        let mut label = 0;
        if let Some(t) = toks.get(*i) {
            if let Some(l) = one(&t.0, vertex_labels) {
                label = l;
                *i += 1;
            } else if t.0 == "." {
                *i += 1;
            }
        }
        if toks.get(*i).map(|t| t.0.as_str()) == Some(":") {
            let name = toks
                .get(*i + 1)
                .ok_or_else(|| PositionError::new("a name is missing after ':' at the end"))?;
            *i += 2;
            if let Some(&v) = names.get(&name.0) {
                if g.vertices[v] != label {
                    return Err(PositionError::new(format!(
                        "vertex {:?} at column {} has two labels",
                        name.0, name.1
                    )));
                }
                return Ok(v);
            }
            names.insert(name.0.clone(), g.vertices.len());
        }
        g.vertices.push(label);
        Ok(g.vertices.len() - 1)
    };
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut at = At::Start;
    let mut i = 0;
    if toks.is_empty() {
        return Ok(g);
    }
    loop {
        if let At::Start = at {
            at = At::Vertex(vertex(&mut i, &mut g)?);
            continue;
        }
        let Some(t) = toks.get(i) else {
            if let Some(&(_, col)) = stack.last() {
                return Err(PositionError::new(format!("unmatched '(' at column {col}")));
            }
            return Ok(g);
        };
        match (t.0.as_str(), at) {
            ("(", At::Vertex(v)) => {
                stack.push((v, t.1));
                i += 1;
            }
            (";", _) => {
                i += 1;
                at = match stack.last() {
                    Some(&(b, _)) => At::Vertex(b),
                    None => At::Start,
                };
            }
            (")", _) => {
                if stack.pop().is_none() {
                    return Err(PositionError::new(format!(
                        "unmatched ')' at column {}",
                        t.1
                    )));
                }
                i += 1;
                at = At::Closed;
            }
            (s, At::Vertex(v)) => {
                let label = one(s, edge_labels).ok_or_else(|| unexpected(t))?;
                i += 1;
                let w = vertex(&mut i, &mut g)?;
                g.edges.push((v, w, label));
                at = At::Vertex(w);
            }
            _ => return Err(unexpected(t)),
        }
    }
}

/// The name of the k-th named vertex: `A` … `Z`, then `{v26}`, `{v27}` ….
fn name(k: usize) -> String {
    if k < 26 {
        char::from(b'A' + k as u8).to_string()
    } else {
        format!("{{v{k}}}")
    }
}

/// Writes `g` in CGSuite's text, each connected part from its first vertex
/// (vertex 0 first), parts joined by `;`. An unlabelled vertex is written
/// `.` when `dots` (as CGSuite writes Col and Snort) and left out otherwise
/// (Hackenbush), except that a graph of one bare vertex is always `.`.
///
/// # Complexity
/// O(V + E log E).
///
/// # Example
/// ```
/// use games_core::graph_notation::{format_graph, parse_graph};
/// for text in ["l(l;rl)", "lrlr", ":Alr:A", "e:Aee(ee:A;e)"] {
///     let g = parse_graph(text, b"", b"lre").unwrap();
///     assert_eq!(format_graph(&g, false), text);
/// }
/// let c = parse_graph("L-.-R", b"LR", b"-").unwrap();
/// assert_eq!(format_graph(&c, true), "L-.-R");
/// ```
pub fn format_graph(g: &LabelledGraph, dots: bool) -> String {
    let n = g.vertices.len();
    if n == 0 {
        return String::new();
    }
    // Incident edges of each vertex, in order.
    let mut incident: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, &(u, v, _)) in g.edges.iter().enumerate() {
        incident[u].push(k);
        if v != u {
            incident[v].push(k);
        }
    }
    let other = |k: usize, v: usize| {
        let (a, b, _) = g.edges[k];
        if a == v {
            b
        } else {
            a
        }
    };
    // A depth-first forest in the order the text is written: the preorder
    // of each vertex, and whether each edge is a tree edge.
    const UNSEEN: usize = usize::MAX;
    let mut pre = vec![UNSEEN; n];
    let mut tree = vec![false; g.edges.len()];
    let mut roots = Vec::new();
    let mut count = 0;
    for r in 0..n {
        if pre[r] != UNSEEN {
            continue;
        }
        roots.push(r);
        pre[r] = count;
        count += 1;
        let mut stack = vec![(r, 0)];
        while let Some((v, i)) = stack.last_mut() {
            let Some(&k) = incident[*v].get(*i) else {
                stack.pop();
                continue;
            };
            *i += 1;
            let w = other(k, *v);
            if pre[w] == UNSEEN {
                pre[w] = count;
                count += 1;
                tree[k] = true;
                stack.push((w, 0));
            }
        }
    }
    // Any other edge is written from its later endpoint, as a reference to
    // the earlier one (already written, named in the order written).
    let mut referenced: Vec<usize> = (0..g.edges.len())
        .filter(|&k| !tree[k])
        .map(|k| {
            let (a, b, _) = g.edges[k];
            if pre[a] <= pre[b] {
                a
            } else {
                b
            }
        })
        .collect();
    referenced.sort_unstable_by_key(|&v| pre[v]);
    referenced.dedup();
    let mut names: Vec<Option<String>> = vec![None; n];
    for (j, &v) in referenced.iter().enumerate() {
        names[v] = Some(name(j));
    }
    let vertex_text = |v: usize, out: &mut String| {
        match g.vertices[v] {
            0 if dots => out.push('.'),
            0 => {}
            l => out.push(char::from(l)),
        }
        if let Some(s) = &names[v] {
            out.push(':');
            out.push_str(s);
        }
    };
    // What is written after vertex v: references from it, then its children.
    let items = |v: usize| -> Vec<usize> {
        let refs = incident[v].iter().copied().filter(|&k| {
            let w = other(k, v);
            !tree[k] && pre[w] <= pre[v]
        });
        let children = incident[v]
            .iter()
            .copied()
            .filter(|&k| tree[k] && pre[other(k, v)] > pre[v]);
        refs.chain(children).collect()
    };
    let mut out = String::new();
    for (j, &r) in roots.iter().enumerate() {
        if j > 0 {
            out.push(';');
        }
        // A frame: a vertex, its items, the next, whether they are grouped.
        let mut stack: Vec<(usize, Vec<usize>, usize, bool)> = Vec::new();
        let enter =
            |v: usize, out: &mut String, stack: &mut Vec<(usize, Vec<usize>, usize, bool)>| {
                vertex_text(v, out);
                let it = items(v);
                let grouped = it.len() > 1;
                if grouped {
                    out.push('(');
                }
                stack.push((v, it, 0, grouped));
            };
        enter(r, &mut out, &mut stack);
        while let Some((v, it, idx, grouped)) = stack.last_mut() {
            if *idx == it.len() {
                if *grouped {
                    out.push(')');
                }
                stack.pop();
                continue;
            }
            if *idx > 0 {
                out.push(';');
            }
            let k = it[*idx];
            *idx += 1;
            let w = other(k, *v);
            out.push(char::from(g.edges[k].2));
            if tree[k] {
                enter(w, &mut out, &mut stack);
            } else {
                vertex_text(w, &mut out);
            }
        }
    }
    if out.is_empty() {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cgsuite_texts_read_and_write_back_to_the_same_graph() {
        for text in [
            "lrlrrllr",
            "l(l;rl)",
            "e(ee(e;e);e(eee;ee);e(ee;e))",
            "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))",
            ":{ground}llllllrrrr:{ground}",
            "(lr:A(rr:B;rr:D);lr:B(r(r:D;r:E));lr:D;lr:E)",
            "l",
            "",
        ] {
            let g = parse_graph(text, b"", b"lre").unwrap();
            let again = parse_graph(&format_graph(&g, false), b"", b"lre").unwrap();
            assert_eq!(again.vertices.len(), g.vertices.len(), "{text}");
            let degrees = |g: &LabelledGraph| {
                let mut d: Vec<Vec<u8>> = vec![Vec::new(); g.vertices.len()];
                for &(u, v, l) in &g.edges {
                    d[u].push(l);
                    d[v].push(l);
                }
                d.iter_mut().for_each(|x| x.sort());
                d.sort();
                d
            };
            assert_eq!(degrees(&again), degrees(&g), "{text}");
        }
        let snort = parse_graph(".-.-.(-.;-.)", b"LR", b"-").unwrap();
        assert_eq!(snort.vertices.len(), 5);
        assert_eq!(format_graph(&snort, true), ".-.-.(-.;-.)");
    }

    #[test]
    fn errors_say_where() {
        for (text, e) in [
            ("l(l;r", "unmatched '(' at column 2"),
            ("lr)", "unmatched ')' at column 3"),
            ("l(l)r", "unexpected 'r' at column 5"),
            ("L:a-R:a", "vertex \"a\" at column 7 has two labels"),
            ("l:{x", "unclosed '{' at column 3"),
        ] {
            let got = parse_graph(text, b"LR", b"lre-").unwrap_err().to_string();
            assert_eq!(got, e, "{text}");
        }
    }
}
