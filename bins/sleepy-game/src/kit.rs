//! The tooling of sleepy-game: its bench input, random small graphs, a reference from the rules (the states (vertex, moves mod 2) reachable from the start, a winning path by breadth-first search, a cycle by peeling dead ends to a fixed point) and the checker of winning paths.

use problem_kit::loopy::reachable;
use problem_kit::{Gen, Problem, Size, Tokens};
use rand::Rng;
use std::io;

/// sleepy-game's kit (see `problem_kit::kit`).
pub struct Kit;

/// The input: `next[x]` lists the arcs out of x (1-based; index 0 unused), and the start.
struct Input {
    next: Vec<Vec<usize>>,
    s: usize,
}

fn read(input: &str) -> Input {
    let mut t = Tokens::new(input);
    let (n, _m): (usize, usize) = (t.parse(), t.parse());
    let mut next = vec![Vec::new(); n + 1];
    for list in next.iter_mut().skip(1) {
        let c: usize = t.parse();
        *list = t.many::<usize>(c);
    }
    Input { next, s: t.parse() }
}

/// Petya's verdict from the rules, with a winning path when he wins.
fn verdict(input: &Input) -> (&'static str, Vec<usize>) {
    let next = &input.next;
    // The states (vertex, moves made mod 2), breadth first from (s, 0).
    let states = reachable(
        &[(input.s, 0usize)],
        |&(x, p): &(usize, usize)| next[x].iter().map(|&y| (y, 1 - p)).collect(),
        |t: &(usize, usize)| t,
    );
    // The first state found where the opponent is stuck: walk back along
    // the first move found into each state.
    let won = states
        .states
        .iter()
        .position(|&(x, p)| p == 1 && next[x].is_empty());
    if let Some(mut at) = won {
        let mut parent = vec![usize::MAX; states.states.len()];
        for (from, moves) in states.moves.iter().enumerate() {
            for &(to, _) in moves {
                if parent[to] == usize::MAX && to != 0 {
                    parent[to] = from;
                }
            }
        }
        let mut path = vec![states.states[at].0];
        while at != 0 {
            at = parent[at];
            path.push(states.states[at].0);
        }
        path.reverse();
        return ("Win", path);
    }
    // Peel the vertices reachable from s that have no arc left, until
    // nothing changes: what is left holds a cycle.
    let mut alive: Vec<bool> = (0..next.len())
        .map(|x| states.index.contains_key(&(x, 0)) || states.index.contains_key(&(x, 1)))
        .collect();
    loop {
        let dead: Vec<usize> = (0..next.len())
            .filter(|&x| alive[x] && next[x].iter().all(|&y| !alive[y]))
            .collect();
        if dead.is_empty() {
            break;
        }
        for x in dead {
            alive[x] = false;
        }
    }
    (
        if alive.contains(&true) {
            "Draw"
        } else {
            "Lose"
        },
        Vec::new(),
    )
}

/// Writes n, m, the arc lists and s.
fn write(g: &mut Gen, next: &[Vec<u64>], s: u64) -> io::Result<()> {
    let m: usize = next.iter().map(Vec::len).sum();
    g.row(&[next.len() as u64, m as u64])?;
    for list in next {
        g.num(
            list.len() as u64,
            if list.is_empty() { b'\n' } else { b' ' },
        )?;
        if !list.is_empty() {
            g.row(list)?;
        }
    }
    g.num(s, b'\n')
}

impl Problem for Kit {
    const RUNS: u64 = 400;

    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // A chain 1 → 2 → … → n ending at a dead end after n − 1 (odd)
        // moves, and from every other vertex an arc back to a random
        // earlier one: cycles everywhere, m = 2(n − 1) ≈ 2·10^5, and the
        // winning path the whole chain (about 5.9·10^5 bytes out).
        let n = size.pick(100_000, 10_000);
        let next: Vec<Vec<u64>> = (1..=n)
            .map(|x| match x {
                _ if x == n => Vec::new(),
                1 => vec![2],
                _ => vec![x + 1, g.rng.gen_range(1..x)],
            })
            .collect();
        write(g, &next, 1)?;
        Ok(format!(
            "n = {n}, m = {}: a chain with arcs back, won along the whole chain",
            2 * (n - 1) - 1
        ))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        // Self-loops and repeated arcs too (our widened input accepts them).
        let n = g.rng.gen_range(1..=7u64);
        let next: Vec<Vec<u64>> = (0..n)
            .map(|_| {
                let c = [0, 0, 1, 1, 2, 3][g.rng.gen_range(0..6)];
                (0..c).map(|_| g.rng.gen_range(1..=n)).collect()
            })
            .collect();
        let s = g.rng.gen_range(1..=n);
        write(g, &next, s)
    }

    fn reference(input: &str) -> String {
        match verdict(&read(input)) {
            ("Win", path) => {
                let path: Vec<String> = path.iter().map(|v| v.to_string()).collect();
                format!("Win\n{}\n", path.join(" "))
            }
            (word, _) => format!("{word}\n"),
        }
    }

    fn check(input: &str, output: &str) -> Result<(), String> {
        let input = read(input);
        let (expected, _) = verdict(&input);
        let mut lines = output.split('\n');
        let word = lines.next().unwrap_or("").trim_end_matches('\r').trim();
        if word != expected {
            return Err(format!("`{word}`, but Petya's verdict is {expected}"));
        }
        if !output.ends_with('\n') {
            return Err("the last line has no newline".into());
        }
        let rest: Vec<&str> = lines.flat_map(|l| l.split_ascii_whitespace()).collect();
        if expected != "Win" {
            return match rest.first() {
                Some(t) => Err(format!("a token `{t}` after {expected}")),
                None => Ok(()),
            };
        }
        let path: Vec<usize> = rest
            .iter()
            .map(|t| t.parse().map_err(|_| format!("`{t}` is not a vertex")))
            .collect::<Result<_, _>>()?;
        if path.is_empty() || path.len() > 1_000_000 {
            return Err(format!(
                "a path of {} vertices (1 to 10^6 allowed)",
                path.len()
            ));
        }
        if path[0] != input.s {
            return Err(format!(
                "the path starts at {}, not at s = {}",
                path[0], input.s
            ));
        }
        for w in path.windows(2) {
            if w[0] >= input.next.len() || !input.next[w[0]].contains(&w[1]) {
                return Err(format!("{} → {} is not an arc", w[0], w[1]));
            }
        }
        let last = path[path.len() - 1];
        if !input.next[last].is_empty() {
            return Err(format!("the path ends at {last}, which has an arc out"));
        }
        if path.len() % 2 == 1 {
            return Err(format!(
                "the path makes {} moves: the opponent is stuck only after an odd number",
                path.len() - 1
            ));
        }
        Ok(())
    }
}

problem_kit::kit!(Kit);
