//! The tests of grundys-game: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;
use problem_kit::brute;
use std::collections::HashMap;

problem_kit::kit_tests!(solve);

#[test]
fn win_lose_matches_search_over_heap_multisets() {
    // Positions are sorted heap lists; the search knows only the move rule.
    let moves = |heaps: &Vec<u64>| {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for a in 1..h {
                if 2 * a < h {
                    let mut v = heaps.clone();
                    v.remove(i);
                    v.extend([a, h - a]);
                    v.sort_unstable();
                    next.push(v);
                }
            }
        }
        next
    };
    let mut memo = HashMap::new();
    let input: Vec<String> = (1..=22u64).map(|n| n.to_string()).collect();
    let got = answer(&format!("22\n{}\n", input.join("\n")), solve);
    for (n, line) in (1..=22u64).zip(got.lines()) {
        let first = brute::wins(&vec![n], moves, |_| false, &mut memo);
        assert_eq!(line, if first { "first" } else { "second" }, "n = {n}");
    }
}

#[test]
fn last_losing_position_up_to_3000_is_1222() {
    let g = brute::grundys_game_by_definition(3000);
    assert_eq!(g.iter().rposition(|&v| v == 0), Some(LAST_LOSING as usize));
    assert_eq!(
        &g[..=LAST_LOSING as usize],
        &split_unequal_grundy(LAST_LOSING as usize)[..]
    );
}

#[test]
fn refuses_n_without_a_proof() {
    assert_eq!(answer("1\n34359738368\n", solve), "first\n");
    let mut sc = Scanner::new(&b"1\n34359738369\n"[..]);
    let e = solve(&mut sc, &mut Vec::new()).unwrap_err().to_string();
    assert!(
        e.starts_with("line 2: n = 34359738369 is above 2^35"),
        "{e}"
    );
}
