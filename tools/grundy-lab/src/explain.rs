//! `cgt --explain`: how a position's options simplify to its canonical form, step by step — equal options merged, each dominated option and what dominates it, each reversible option, through which reply, and what replaced it — computed in the lab from the engine's `le`, in the order games-core's `from_options` works.

use crate::partizan::Options;
use games_core::canonical::{GameId, Games};
use std::fmt::Write as _;

/// One option while simplifying: what it was called and its value.
#[derive(Clone)]
struct Opt {
    label: String,
    value: GameId,
}

fn name(g: &Games, o: &Opt) -> String {
    let v = g.show(o.value);
    if o.label == v {
        v
    } else {
        format!("{} = {v}", o.label)
    }
}

fn list(g: &Games, opts: &[Opt]) -> String {
    if opts.is_empty() {
        "none".into()
    } else {
        opts.iter()
            .map(|o| name(g, o))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The steps from the options `left` and `right` of a game worth `value`
/// (the canonical form of {left | right}) to its canonical form, as lines
/// of text.
///
/// Each round first merges equal options, then drops every dominated one
/// (Left's A when A ≤ B for another of Left's B; Right's A when A ≥ B),
/// and when none is dominated bypasses every reversible one (Left's A with
/// a Right option A^R ≤ G: A is replaced by A^R's Left options; Right's
/// likewise with A^L ≥ G), until nothing changes.
pub fn steps(g: &mut Games, value: GameId, left: Options, right: Options) -> Vec<String> {
    let wrap = |xs: Options| -> Vec<Opt> {
        xs.into_iter()
            .map(|(label, value)| Opt { label, value })
            .collect()
    };
    let (mut l, mut r) = (wrap(left), wrap(right));
    let mut out = Vec::new();
    out.push(format!("Left's options:  {}", list(g, &l)));
    out.push(format!("Right's options: {}", list(g, &r)));
    let mut round = 0;
    loop {
        round += 1;
        let mut changed = false;
        for (opts, who) in [(&mut l, "Left"), (&mut r, "Right")] {
            let mut kept: Vec<Opt> = Vec::with_capacity(opts.len());
            for o in opts.drain(..) {
                match kept.iter().find(|k| k.value == o.value) {
                    Some(k) => {
                        out.push(format!(
                            "{who}'s {} equals {} (kept once)",
                            name(g, &o),
                            k.label
                        ));
                        changed = true;
                    }
                    None => kept.push(o),
                }
            }
            *opts = kept;
        }
        for (opts, left_side) in [(&mut l, true), (&mut r, false)] {
            let who = if left_side { "Left" } else { "Right" };
            let mut keep = Vec::with_capacity(opts.len());
            for (i, a) in opts.iter().enumerate() {
                let by = opts.iter().enumerate().find(|&(j, b)| {
                    j != i
                        && if left_side {
                            g.le(a.value, b.value)
                        } else {
                            g.le(b.value, a.value)
                        }
                });
                match by {
                    Some((_, b)) => {
                        let (rel, bv) = (if left_side { "≤" } else { "≥" }, g.show(b.value));
                        out.push(format!(
                            "{who}'s {} is dominated by {} ({} {rel} {bv})",
                            name(g, a),
                            name(g, b),
                            g.show(a.value)
                        ));
                        changed = true;
                    }
                    None => keep.push(a.clone()),
                }
            }
            *opts = keep;
        }
        if changed {
            continue;
        }
        for (opts, left_side) in [(&mut l, true), (&mut r, false)] {
            let who = if left_side { "Left" } else { "Right" };
            let mut next = Vec::with_capacity(opts.len());
            for a in opts.drain(..) {
                let replies = if left_side {
                    g.right_options(a.value)
                } else {
                    g.left_options(a.value)
                };
                let through = replies.into_iter().find(|&x| {
                    if left_side {
                        g.le(x, value)
                    } else {
                        g.le(value, x)
                    }
                });
                match through {
                    Some(x) => {
                        let new: Vec<Opt> = if left_side {
                            g.left_options(x)
                        } else {
                            g.right_options(x)
                        }
                        .into_iter()
                        .map(|v| Opt {
                            label: g.show(v),
                            value: v,
                        })
                        .collect();
                        let (rel, reply) = if left_side {
                            ("≤", "Right's reply")
                        } else {
                            ("≥", "Left's reply")
                        };
                        out.push(format!(
                            "{who}'s {} is reversible through {reply} {} ({} {rel} G): replaced by {}'s {who} options: {}",
                            name(g, &a),
                            g.show(x),
                            g.show(x),
                            g.show(x),
                            list(g, &new)
                        ));
                        next.extend(new);
                        changed = true;
                    }
                    None => next.push(a),
                }
            }
            *opts = next;
        }
        if !changed {
            break;
        }
        if round > 10_000 {
            out.push("stopped after 10000 rounds".into());
            break;
        }
    }
    let simple: Vec<String> = l.iter().map(|o| g.show(o.value)).collect();
    let simple_r: Vec<String> = r.iter().map(|o| g.show(o.value)).collect();
    let mut last = String::new();
    let _ = write!(
        last,
        "canonical: {{{} | {}}} = {}",
        simple.join(", "),
        simple_r.join(", "),
        g.show(value)
    );
    out.push(last);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::Lab;

    fn explain(line: &str) -> Vec<String> {
        let mut lab = Lab::new();
        let terms = lab.read(line).unwrap();
        let v = lab.value_of(line).unwrap();
        let (l, r) = lab.sum_options(&terms);
        steps(&mut lab.games, v, l, r)
    }

    #[test]
    fn dominated_and_reversible_options() {
        let s = explain("{1,0|-1}");
        assert!(
            s.contains(&"Left's 0 is dominated by 1 (0 ≤ 1)".to_string()),
            "{s:?}"
        );
        assert_eq!(s.last().unwrap(), "canonical: {1 | -1} = +-1");
        // {* | *}: each ∗ reverses through 0 (0 ≤ G = 0) to nothing.
        let s = explain("{*|*}");
        assert!(
            s.iter()
                .any(|x| x.starts_with("Left's * is reversible through Right's reply 0")),
            "{s:?}"
        );
        assert_eq!(s.last().unwrap(), "canonical: { | } = 0");
    }

    #[test]
    fn positions_name_their_options() {
        // 2 × 3 Domineering: Left's middle move leaves two vertical pairs
        // (2), which dominates her moves at the sides (each leaves ±1).
        let s = explain("domineering ...|...");
        assert_eq!(s.last().unwrap(), "canonical: {2 | -1/2} = {2|-1/2}");
        assert!(s.iter().any(|x| x.contains("is dominated by")), "{s:?}");
    }
}
