//! Small shapes that several binaries' kits and tests share: an interactive binary run against a fixed judge script, a list of positions' searched verdicts, a random row redrawn until it has the wanted winner, cases read until a 0, an undirected edge list and what of it stands, rows of random pairs, one heap as a position, a graph's input, an error expected, a sparse row of cells, every small pair.

use crate::answer::{try_answer, Input};
use crate::{brute, Gen, Tokens};
use games_core::interactive::Judge;
use games_core::io::Scanner;
use rand::Rng;
use std::hash::Hash;
use std::io;
use std::ops::RangeInclusive;

/// What `play` wrote against a judge whose every line is `script` (all of
/// it there from the start), or its error's message: an interactive
/// binary's tests of fixed judge lines, end markers and protocol breaks.
pub fn against_script<'a>(
    play: impl FnOnce(&mut Judge<&'a [u8], Vec<u8>>) -> games_core::io::Result<()>,
    script: &'a str,
) -> Result<String, String> {
    let mut judge = Judge::new(script.as_bytes(), Vec::new());
    match play(&mut judge) {
        Ok(()) => Ok(String::from_utf8(judge.written().clone()).unwrap()),
        Err(e) => Err(e.to_string()),
    }
}

/// The verdict line of each position, searched from `moves` with the kit's
/// memo shared under `name` (`brute::shared_memo`): `win` where the player
/// to move wins, `lose` where not. The reference of a kit whose input is a
/// list of positions, each answered on a line of its own.
pub fn searched_verdicts<S>(
    name: &'static str,
    positions: impl IntoIterator<Item = S>,
    moves: impl Fn(&S) -> Vec<S>,
    [win, lose]: [&str; 2],
) -> String
where
    S: Clone + Eq + Hash + 'static,
{
    brute::shared_memo(name, |memo| {
        positions
            .into_iter()
            .map(|p| {
                if brute::wins(&p, &moves, |_| false, memo) {
                    win
                } else {
                    lose
                }
            })
            .collect()
    })
}

/// Writes a counted row (its length on one line, its values on the next)
/// drawn by `draw` and redrawn, up to 100 times, until `wins` of the sorted
/// row is `want`: random inputs that reach both answers where one of them
/// is rare.
pub fn counted_row_won_by(
    g: &mut Gen,
    want: bool,
    mut draw: impl FnMut(&mut Gen) -> Vec<u64>,
    wins: impl Fn(&Vec<u64>) -> bool,
) -> io::Result<()> {
    let mut row = Vec::new();
    for _ in 0..100 {
        row = draw(g);
        let mut sorted = row.clone();
        sorted.sort_unstable();
        if wins(&sorted) == want {
            break;
        }
    }
    g.row(&[row.len() as u64])?;
    g.row(&row)
}

/// Reads numbers until a 0 ends the input, calling `each` with the tokens
/// and every number before it (the start of each case, which `each` reads
/// the rest of): the inputs whose last line is a lone 0.
pub fn until_zero<R>(t: &mut Tokens, mut each: impl FnMut(&mut Tokens, u64) -> R) -> Vec<R> {
    let mut out = Vec::new();
    loop {
        let n: u64 = t.parse();
        if n == 0 {
            return out;
        }
        out.push(each(t, n));
    }
}

/// Reads `count` edges `u v` of vertices numbered from 1 and returns them
/// numbered from 0, each as (smaller, larger), sorted: an undirected edge
/// list as a search's position, one key however the input wrote it.
pub fn sorted_edges(t: &mut Tokens, count: usize) -> Vec<(u32, u32)> {
    let mut edges: Vec<(u32, u32)> = (0..count)
        .map(|_| {
            let (u, v) = (t.parse::<u32>() - 1, t.parse::<u32>() - 1);
            (u.min(v), u.max(v))
        })
        .collect();
    edges.sort_unstable();
    edges
}

/// The edges of `edges` still connected to vertex 0, in the same order:
/// what stands of a Hackenbush picture once the parts cut off from the
/// ground have fallen. Grows the reached set until no edge joins it (no
/// recursion; quadratic, for the small pictures of a search).
pub fn standing_edges(edges: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut reached = vec![0u32];
    let mut kept = vec![false; edges.len()];
    let mut grew = true;
    while grew {
        grew = false;
        for (i, &(u, v)) in edges.iter().enumerate() {
            if !kept[i] && (reached.contains(&u) || reached.contains(&v)) {
                kept[i] = true;
                grew = true;
                for w in [u, v] {
                    if !reached.contains(&w) {
                        reached.push(w);
                    }
                }
            }
        }
    }
    (edges.iter().zip(&kept))
        .filter(|&(_, &k)| k)
        .map(|(&e, _)| e)
        .collect()
}

/// Writes `count` rows `a b` of two numbers drawn uniformly from `values`
/// (a, then b): a bench input of pairs.
pub fn pair_rows(g: &mut Gen, count: u64, values: RangeInclusive<u64>) -> io::Result<()> {
    for _ in 0..count {
        let a = g.rng.gen_range(values.clone());
        let b = g.rng.gen_range(values.clone());
        g.row(&[a, b])?;
    }
    Ok(())
}

/// The position of one heap of `n` in a game on sorted heap lists (no heap
/// at all for `n` = 0): the `Layout::Line` of such a kit's rules, so the
/// lab tabulates single heaps.
pub fn one_heap(n: u64) -> Option<Vec<u64>> {
    Some(if n == 0 { Vec::new() } else { vec![n] })
}

/// The input of a graph problem: `n m`, then the `m` edges `u v`, a line each.
pub fn graph_input(n: u32, edges: &[(u32, u32)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for (u, v) in edges {
        s.push_str(&format!("{u} {v}\n"));
    }
    s
}

/// Asserts that `solve` rejects `input` with exactly the error `expected`.
pub fn assert_error<F>(input: &str, solve: F, expected: &str)
where
    F: FnOnce(&mut Scanner<Input>, &mut Vec<u8>) -> games_core::io::Result<()>,
{
    match try_answer(input, solve) {
        Ok(out) => panic!("solve accepted {input:?} and answered {out:?}"),
        Err(e) => assert_eq!(e, expected, "the error on {input:?}"),
    }
}

/// Asserts that `solve` rejects `input` with an error that names every one
/// of `parts` (a line number, a value's name, the value).
pub fn assert_error_names<F>(input: &str, solve: F, parts: &[&str])
where
    F: FnOnce(&mut Scanner<Input>, &mut Vec<u8>) -> games_core::io::Result<()>,
{
    match try_answer(input, solve) {
        Ok(out) => panic!("solve accepted {input:?} and answered {out:?}"),
        Err(e) => {
            for part in parts {
                assert!(
                    e.contains(part),
                    "the error on {input:?} does not name {part:?}: {e}"
                );
            }
        }
    }
}

/// Writes a word of `len` bytes and `sep`: each byte `rare` with chance
/// `odds.0` in `odds.1` (a draw below `odds.0` from `0..odds.1`), else
/// `common`. A row of cells or pins, mostly free; returns the word, so a
/// generator can ask questions about the board it wrote.
pub fn sparse_word(
    g: &mut Gen,
    len: u64,
    [common, rare]: [u8; 2],
    (x, out_of): (i32, i32),
    sep: u8,
) -> io::Result<Vec<u8>> {
    let word: Vec<u8> = (0..len)
        .map(|_| {
            if g.rng.gen_range(0..out_of) < x {
                rare
            } else {
                common
            }
        })
        .collect();
    g.word(&word, sep)?;
    Ok(word)
}

/// Every pair (x, y) with x from `xs` and y from `ys`, x the outer: the
/// small positions of a game on two numbers, for `brute::check_formula`.
pub fn every_pair(
    xs: RangeInclusive<u64>,
    ys: RangeInclusive<u64>,
) -> impl Iterator<Item = (u64, u64)> {
    xs.flat_map(move |x| ys.clone().map(move |y| (x, y)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_edges_number_from_zero_and_sort() {
        let mut t = Tokens::new("3 1\n2 3\n1 2\n");
        assert_eq!(sorted_edges(&mut t, 3), [(0, 1), (0, 2), (1, 2)]);
        assert!(t.is_empty());
    }

    #[test]
    fn standing_edges_keep_what_reaches_vertex_0_in_order() {
        // 0–1, 2–3 (fallen), 1–2 joins 2 only after 0–1: a second pass finds 2–3 too.
        assert_eq!(
            standing_edges(&[(2, 3), (0, 1), (1, 2), (4, 5)]),
            [(2, 3), (0, 1), (1, 2)]
        );
        assert_eq!(standing_edges(&[(1, 2)]), []);
        assert_eq!(standing_edges(&[]), []);
    }

    #[test]
    fn pair_rows_write_count_rows_of_two_in_range() {
        let mut g = Gen::in_memory(5);
        pair_rows(&mut g, 50, 3..=4).unwrap();
        let text = g.into_string();
        assert_eq!(text.lines().count(), 50);
        for line in text.lines() {
            let row: Vec<u64> = line.split(' ').map(|x| x.parse().unwrap()).collect();
            assert!(
                row.len() == 2 && row.iter().all(|x| (3..=4).contains(x)),
                "{line}"
            );
        }
    }

    use std::io::Write;

    /// Reads two numbers and writes their sum; refuses a sum over 9.
    fn add(sc: &mut Scanner<Input>, out: &mut Vec<u8>) -> games_core::io::Result<()> {
        let a: u64 = sc.next_in("a", 0..=9)?;
        let b: u64 = sc.next_in("b", 0..=9)?;
        if a + b > 9 {
            return Err(sc.error(format!("a + b = {} is over 9", a + b)));
        }
        sc.finish()?;
        writeln!(out, "{}", a + b)?;
        Ok(())
    }

    #[test]
    fn errors_are_checked_whole_or_by_their_parts() {
        assert_error("5 6", add, "line 1: a + b = 11 is over 9");
        assert_error_names("1\n12", add, &["line 2", "b", "12"]);
        let accepted = std::panic::catch_unwind(|| assert_error("1 2", add, "x"));
        assert!(accepted.is_err());
        let unnamed = std::panic::catch_unwind(|| assert_error_names("1 12", add, &["line 9"]));
        assert!(unnamed.is_err());
        assert_eq!(graph_input(3, &[(1, 2), (2, 3)]), "3 2\n1 2\n2 3\n");
    }

    #[test]
    fn sparse_words_hold_the_rare_byte_at_its_odds() {
        let mut g = Gen::in_memory(9);
        let written = sparse_word(&mut g, 10_000, [b'.', b'#'], (1, 10), b'\n').unwrap();
        sparse_word(&mut g, 5, [b'.', b'#'], (0, 10), b'\n').unwrap();
        let text = g.into_string();
        assert_eq!(text.lines().next().unwrap().as_bytes(), written);
        let mut lines = text.lines();
        let rare = lines.next().unwrap().bytes().filter(|&b| b == b'#').count();
        assert!((800..1200).contains(&rare), "{rare}");
        assert_eq!(lines.next(), Some("....."));
    }

    #[test]
    fn every_pair_goes_row_by_row() {
        let pairs: Vec<(u64, u64)> = every_pair(1..=2, 5..=6).collect();
        assert_eq!(pairs, [(1, 5), (1, 6), (2, 5), (2, 6)]);
    }

    #[test]
    fn until_zero_reads_each_case_and_stops_at_the_zero() {
        let mut t = Tokens::new("2 5 1 7 0\n");
        let cases = until_zero(&mut t, |t, n| (n, t.parse::<u64>()));
        assert_eq!(cases, [(2, 5), (1, 7)]);
        assert!(t.is_empty());
        assert!(until_zero(&mut Tokens::new("0"), |_, n| n).is_empty());
    }

    #[test]
    fn searched_verdicts_answer_each_position_from_its_moves() {
        // Take one or two: the player to move loses exactly on multiples of 3.
        let moves = |&n: &u64| (1..=n.min(2)).map(|k| n - k).collect();
        let lines = searched_verdicts("shapes-test", 0..7u64, moves, ["W\n", "L\n"]);
        assert_eq!(lines, "L\nW\nW\nL\nW\nW\nL\n");
    }

    #[test]
    fn counted_row_won_by_redraws_until_the_winner_is_the_wanted_one() {
        // "Wins" when the sorted row starts with an odd number: both answers reached.
        let wins = |row: &Vec<u64>| row.first().is_some_and(|&x| x % 2 == 1);
        for want in [false, true] {
            let mut g = Gen::in_memory(11);
            let draw = |g: &mut Gen| (0..3).map(|_| g.rng.gen_range(1..=9)).collect();
            counted_row_won_by(&mut g, want, draw, wins).unwrap();
            let text = g.into_string();
            let mut t = Tokens::new(&text);
            let mut row: Vec<u64> = t.counted();
            row.sort_unstable();
            assert_eq!(wins(&row), want, "{text}");
        }
    }
}
