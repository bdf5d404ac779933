//! The tests of coloring-game: hundreds of sessions against the judge, the kit's rule and its replies checked by search, and the binary's side checked by search.

use super::*;
use kit::{any_graph, random_graph, Graph, Kit, Round, PAIRS};
use problem_kit::brute;
use problem_kit::interactive::Interactive;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::sync::Arc;

problem_kit::kit_tests!(interactive = play);

/// A position for the search: the colours (0: uncoloured) and the offer (0: none, k: `PAIRS[k − 1]`).
type State = (Vec<u8>, usize);

/// Whether the player to move at `s` wins, searched from the rules alone.
fn searched(graph: &Graph, s: &State, memo: &mut HashMap<State, bool>) -> bool {
    let moves = |(colour, offer): &State| -> Vec<State> {
        if *offer == 0 {
            if colour.iter().all(|&c| c != 0) {
                return Vec::new();
            }
            return (1..=3).map(|k| (colour.clone(), k)).collect();
        }
        let (a, b) = PAIRS[offer - 1];
        let mut next = Vec::new();
        for v in 0..colour.len() {
            if colour[v] == 0 {
                for c in [a, b] {
                    let mut after = colour.clone();
                    after[v] = c;
                    next.push((after, 0));
                }
            }
        }
        next
    };
    // No move: all n rounds played, Alice to move; she has won iff an edge is monochromatic.
    let mono = |(colour, _): &State| {
        graph
            .edges
            .iter()
            .any(|&(u, v)| colour[u - 1] == colour[v - 1])
    };
    brute::wins(s, moves, mono, memo)
}

fn position(graph: &Arc<Graph>, (colour, offer): &State) -> Round {
    Round::with(
        Arc::clone(graph),
        colour.clone(),
        (*offer > 0).then(|| PAIRS[offer - 1]),
    )
}

/// Every connected simple graph on `n` vertices (as edge sets of K_n).
fn connected_graphs(n: usize) -> Vec<Graph> {
    let all: Vec<(usize, usize)> = (1..=n)
        .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
        .collect();
    let mut out = Vec::new();
    for mask in 0..1u32 << all.len() {
        let edges: Vec<(usize, usize)> = (0..all.len())
            .filter(|&k| mask >> k & 1 == 1)
            .map(|k| all[k])
            .collect();
        let g = Graph::new(n, edges);
        let mut seen = vec![false; n];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(v) = stack.pop() {
            for &w in &g.adj[v] {
                if !std::mem::replace(&mut seen[w], true) {
                    stack.push(w);
                }
            }
        }
        if seen.iter().all(|&s| s) {
            out.push(g);
        }
    }
    out
}

fn all_colourings(n: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..4u32.pow(n as u32)).map(move |mut k| {
        (0..n)
            .map(|_| {
                let c = (k % 4) as u8;
                k /= 4;
                c
            })
            .collect()
    })
}

/// Checks that the kit's rule says who wins at `s` as the search does.
fn assert_rule_decides(graph: &Arc<Graph>, s: &State, memo: &mut HashMap<State, bool>) {
    let p = position(graph, s);
    assert_eq!(Kit::wins(&p), searched(graph, s, memo), "{}", Kit::show(&p));
}

/// Checks the rule on every partial colouring and offer of every connected
/// graph of `n` vertices; returns how many positions it checked.
fn check_every_position(n: usize) -> usize {
    let mut checked = 0;
    for graph in connected_graphs(n) {
        let graph = Arc::new(graph);
        let mut memo = HashMap::new();
        for colour in all_colourings(n) {
            for offer in 0..=3 {
                if offer > 0 && colour.iter().all(|&c| c != 0) {
                    continue;
                }
                assert_rule_decides(&graph, &(colour.clone(), offer), &mut memo);
                checked += 1;
            }
        }
    }
    checked
}

#[test]
#[ignore = "2.4 million positions, 2 s in release: cargo test --release -p coloring-game -- --ignored"]
fn the_rule_decides_every_position_of_five_vertices() {
    assert!(check_every_position(5) > 1_000_000);
}

#[test]
fn the_rule_decides_every_small_position() {
    // Every partial colouring and offer of every connected graph of ≤ 4 vertices.
    let checked: usize = (1..=4).map(check_every_position).sum();
    assert!(checked > 10_000, "{checked}");
    // Random positions of random graphs of 5 and 6 vertices.
    let mut rng = StdRng::seed_from_u64(1991);
    for _ in 0..300 {
        let n = rng.gen_range(5..=6);
        let graph = Arc::new(any_graph(&mut rng, n, 15));
        let mut memo = HashMap::new();
        let colour = random_colouring(&mut rng, n, 0.5);
        let offer = if colour.contains(&0) {
            rng.gen_range(0..=3)
        } else {
            0
        };
        assert_rule_decides(&graph, &(colour, offer), &mut memo);
    }
}

/// A partial colouring of `n` vertices: each uncoloured (0) with
/// probability `blank`, else one of the colours 1 to 3.
fn random_colouring(rng: &mut StdRng, n: usize, blank: f64) -> Vec<u8> {
    (0..n)
        .map(|_| {
            if rng.gen_bool(blank) {
                0
            } else {
                rng.gen_range(1..=3)
            }
        })
        .collect()
}

#[test]
fn the_judge_replies_with_a_winning_move_whenever_there_is_one() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..400 {
        let n = rng.gen_range(1..=6);
        let graph = Arc::new(any_graph(&mut rng, n, 15));
        let colour = random_colouring(&mut rng, n, 0.6);
        if !colour.contains(&0) {
            continue;
        }
        let offer = rng.gen_range(0..=3);
        let s = (colour, offer);
        let p = position(&graph, &s);
        let m = Kit::reply(&p, &mut rng);
        let mut q = p.clone();
        Kit::play(&mut q, &m).unwrap();
        let after = (
            q.colour.clone(),
            q.offer.map_or(0, |o| {
                PAIRS
                    .iter()
                    .position(|&x| x == o || x == (o.1, o.0))
                    .unwrap()
                    + 1
            }),
        );
        let mut memo = HashMap::new();
        if searched(&graph, &s, &mut memo) {
            assert!(
                !searched(&graph, &after, &mut memo),
                "{}: {m:?}",
                Kit::show(&p)
            );
        }
    }
}

#[test]
fn the_binary_wins_every_small_graph_from_the_searched_side() {
    use problem_kit::interactive::{session, Opponent, Program};
    // Every connected graph of ≤ 4 vertices in one session (the judge checks
    // the side against its rule, which is checked against the search here
    // too), and random graphs of ≤ 7 vertices.
    let mut tests = Vec::new();
    for n in 1..=4 {
        for graph in connected_graphs(n) {
            let graph = Arc::new(graph);
            let mut memo = HashMap::new();
            let p = position(&graph, &(vec![0; n], 0));
            assert_eq!(Kit::wins(&p), searched(&graph, &(vec![0; n], 0), &mut memo));
            tests.push(p);
        }
    }
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..200 {
        let n = rng.gen_range(1..=7);
        tests.push(Round::start(any_graph(&mut rng, n, 21)));
    }
    for seed in 0..3 {
        let mut program = Program::in_process(play);
        let rng = Box::new(StdRng::seed_from_u64(seed));
        if let Err(f) = session::<Kit>(&mut program, &tests, Opponent::Strategy(rng), None) {
            panic!("{f}");
        }
    }
}

#[test]
fn a_graph_at_the_limits_plays_to_the_end() {
    use problem_kit::interactive::{session, Opponent, Program};
    let mut g = StdRng::seed_from_u64(3);
    for kind in [7, 5] {
        let tests = vec![Round::start(random_graph(&mut g, kind, 3000, 6000))];
        let mut program = Program::in_process(play);
        let rng = Box::new(StdRng::seed_from_u64(1));
        session::<Kit>(&mut program, &tests, Opponent::Strategy(rng), None).unwrap();
    }
}

/// A careless program: the right side, but Alice cycles through the three
/// pairs and Bob colours the vertices in order with the first colour offered.
fn careless<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
    let t: u32 = judge.next_in("t", 1..=MAX_T)?;
    for _ in 0..t {
        let Some(adj) = read_graph(judge)? else {
            return Ok(());
        };
        let n = adj.len();
        let alice = sides(&adj).0.is_none();
        writeln!(judge, "{}", if alice { "Alice" } else { "Bob" })?;
        for round in 0..n {
            if alice {
                let (a, b) = PAIRS[round % 3];
                writeln!(judge, "{a} {b}")?;
                if judge.next_in_or("i", 1..=n as i64, &[-1])? < 0 {
                    return Ok(());
                }
                let _: u8 = judge.next_in("c", 1..=3)?;
            } else {
                let a: i64 = judge.next_in_or("a", 1..=3, &[-1])?;
                if a < 0 {
                    return Ok(());
                }
                let _: u8 = judge.next_in("b", 1..=3)?;
                writeln!(judge, "{} {a}", round + 1)?;
            }
        }
    }
    Ok(())
}

#[test]
fn the_judge_punishes_a_careless_alice_and_a_careless_bob() {
    use problem_kit::interactive::{session, Opponent, Program};
    for (graph, side) in [
        (kit::cycle(5), "Alice"),
        (kit::cycle(3), "Alice"),
        (kit::cycle(6), "Bob"),
    ] {
        let tests = vec![Round::start(graph)];
        let lost = (0..20).filter(|&seed| {
            let mut program = Program::in_process(careless);
            let rng = Box::new(StdRng::seed_from_u64(seed));
            session::<Kit>(&mut program, &tests, Opponent::Strategy(rng), None).is_err()
        });
        assert!(lost.count() > 0, "a careless {side} won every game");
    }
}

/// The binary against a fixed judge script: what it wrote, or its error.
fn against(script: &str) -> std::result::Result<String, String> {
    problem_kit::shapes::against_script(play, script)
}

#[test]
fn end_markers_end_the_session_and_bad_judge_lines_are_errors() {
    let triangle = "3 3\n1 2\n2 3\n3 1\n";
    assert_eq!(
        against(&format!("1\n{triangle}1 1\n2 2\n3 1\n")).unwrap(),
        "Alice\n1 2\n1 2\n1 2\n"
    );
    assert_eq!(
        against(&format!("2\n{triangle}-1\n")).unwrap(),
        "Alice\n1 2\n"
    );
    // A path 1-2-3: sides {1, 3} and {2}.
    assert_eq!(
        against("1\n3 2\n1 2\n2 3\n2 3\n1 3\n1 2\n").unwrap(),
        "Bob\n2 2\n3 1\n1 1\n"
    );
    assert_eq!(against("2\n1 0\n-1\n").unwrap(), "Bob\n");
    // After a lost test the judge sends -1 in place of the next n.
    assert_eq!(against("2\n1 0\n1 2\n-1\n").unwrap(), "Bob\n1 1\n");
    for (script, what) in [
        (format!("1\n{triangle}1 3\n"), "not offered"),
        (format!("1\n{triangle}1 1\n1 2\n"), "coloured before"),
        (format!("1\n{triangle}4 1\n"), "expected the judge's vertex"),
        (
            "1\n3 2\n1 2\n2 3\n2 2\n".into(),
            "not two different colours",
        ),
        ("1\n3 2\n1 2\n2 1\n".into(), "given twice"),
        ("1\n3 2\n1 1\n2 3\n".into(), "a loop"),
        ("1\n4 3\n1 2\n2 3\n3 1\n".into(), "not connected"),
        ("1\n3 1\n1 2\n".into(), "expected m"),
        (format!("2\n{triangle}1 1\n2 2\n3 1\n"), "expected n"),
    ] {
        let e = against(&script).unwrap_err();
        assert!(e.contains(what), "{script:?}: {e}");
    }
}
