//! The tests of integer-game: the standard sessions against the judge, the reference checked by a bounded search of the rules on tiny piles, our y against every choice of Second, and a weak First punished.

use super::*;
use kit::{first_wins_within, Kit, Pos, TURNS};
use problem_kit::interactive::{judge_rng, session, session_tests, Interactive, Opponent, Program};

problem_kit::kit_tests!(interactive = play);

/// Whether First, to move with piles `piles` (distinct) and Second's last
/// pile `last`, forces two equal piles within `k` turns naming only
/// y ≤ `ymax`: the rules searched, every y and every choice.
fn searched(piles: [u64; 3], last: Option<usize>, k: u32, ymax: u64) -> bool {
    k > 0
        && (1..=ymax).any(|y| {
            (0..3).filter(|&i| Some(i) != last).all(|i| {
                let mut q = piles;
                q[i] += y;
                let equal = (0..3).any(|j| j != i && q[j] == q[i]);
                equal || searched(q, Some(i), k - 1, ymax)
            })
        })
}

/// The distinct triples of 1..=top.
fn triples(top: u64) -> Vec<[u64; 3]> {
    let mut v = Vec::new();
    for a in 1..=top {
        for b in a + 1..=top {
            for c in b + 1..=top {
                v.push([a, b, c]);
            }
        }
    }
    v
}

#[test]
fn first_wins_every_tiny_start_within_three_turns_by_search() {
    // Every start of distinct piles ≤ 6, y ≤ 24: First forces equal piles
    // within 3 turns; and never within 2 (Second may still choose any pile
    // on the first turn; y ≤ 2·6 + 2 is the whole game then).
    for t in triples(6) {
        assert!(searched(t, None, 3, 24), "{t:?}");
        assert!(!searched(t, None, 2, 2 * 6 + 2), "{t:?}");
    }
}

#[test]
fn small_positions_match_a_search_of_the_rules() {
    // With 1 or 2 turns left a winning y is at most twice the largest pile
    // (it makes a pile equal to another, or the largest of a progression),
    // so the search with y ≤ 2·max + 2 is the whole game there.
    for t in triples(6) {
        for order in [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1]] {
            let piles = order.map(|i| t[i]);
            for last in [None, Some(0), Some(1), Some(2)] {
                let ymax = 2 * 6 + 2;
                for k in 1..=2 {
                    let p = Pos {
                        piles,
                        last,
                        turns: TURNS - k,
                        pending: None,
                    };
                    let s = searched(piles, last, k, ymax);
                    assert_eq!(first_wins_within(&p, k), s, "{p:?}");
                    assert_eq!(Kit::wins(&p), s, "{p:?}");
                    // Second to choose, y given, k turns left after it.
                    for y in 1..=5 {
                        let q = Pos {
                            turns: TURNS - k - 1,
                            pending: Some(y),
                            ..p.clone()
                        };
                        if Kit::over(&q).is_some() {
                            continue;
                        }
                        let s = (0..3).filter(|&i| Some(i) != last).any(|i| {
                            let mut r = piles;
                            r[i] += y;
                            let equal = (0..3).any(|j| j != i && r[j] == r[i]);
                            !equal && !searched(r, Some(i), k, 2 * (6 + 5) + 2)
                        });
                        assert_eq!(Kit::wins(&q), s, "{q:?}");
                    }
                }
            }
        }
    }
}

/// Whether our y wins from `p` (First to move) within `k` turns whatever
/// Second chooses.
fn ours_win(p: &Pos, k: u32) -> bool {
    if k == 0 {
        return false;
    }
    let y = next_y(p.piles, p.last);
    assert!((1..=kit::MAX_Y).contains(&y), "{p:?}: y = {y}");
    p.allowed().all(|i| {
        let q = p.after(y, i);
        q.two_equal() || ours_win(&q, k - 1)
    })
}

#[test]
fn our_y_wins_within_three_turns_against_every_choice() {
    let mut starts: Vec<[u64; 3]> = Vec::new();
    for t in triples(9) {
        for order in [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ] {
            starts.push(order.map(|i| t[i]));
        }
    }
    let m = kit::MAX_PILE;
    starts.extend([
        [m, m - 1, m - 2],
        [1, m, m / 2],
        [1, 2, m],
        [m, 1, m - 1],
        [3, 2, 1],
    ]);
    for s in starts {
        assert!(ours_win(&Pos::start(s), 3), "{s:?}");
    }
}

#[test]
fn a_weak_first_is_held_off_for_1000_turns() {
    // A First that always names 1 loses: the judge's Second keeps the
    // piles distinct and out of a progression it would lose in one turn.
    fn weak<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
        for what in ["a", "b", "c"] {
            let _: u64 = judge.next_in(what, 1..=kit::MAX_PILE)?;
        }
        writeln!(judge, "First")?;
        loop {
            writeln!(judge, "1")?;
            if judge.next_in_or("pile", 1..=3i64, &[0, -1])? <= 0 {
                return Ok(());
            }
        }
    }
    for seed in 0..3 {
        let tests = session_tests::<Kit>(seed);
        let mut program = Program::in_process(weak);
        let rng = Box::new(judge_rng::<Kit>(seed));
        let f = session::<Kit>(&mut program, &tests, Opponent::Strategy(rng), None)
            .expect_err("the weak First loses")
            .to_string();
        assert!(f.starts_with("lost game"), "{f}");
        assert!(f.contains("1000 turns played"), "{f}");
    }
}

#[test]
fn the_judge_as_first_wins_within_three_turns_and_second_is_refused() {
    // The kit's own First (`reply` when no y is pending) against every
    // choice of Second, on tiny starts in every order and at the limits.
    fn judge_wins(p: &Pos, k: u32, rng: &mut rand::rngs::StdRng) -> bool {
        if k == 0 {
            return false;
        }
        let mut q = p.clone();
        let y = Kit::reply(p, rng);
        Kit::play(&mut q, &y).unwrap();
        let allowed: Vec<usize> = q.allowed().collect();
        allowed.into_iter().all(|i| {
            let r = q.after(y, i);
            r.two_equal() || judge_wins(&r, k - 1, rng)
        })
    }
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    let m = kit::MAX_PILE;
    let mut starts = vec![[m, m - 1, m - 2], [1, m, m / 2]];
    for t in triples(7) {
        starts.extend([t, [t[2], t[0], t[1]], [t[1], t[2], t[0]]]);
    }
    for s in starts {
        assert!(judge_wins(&Pos::start(s), 3, &mut rng), "{s:?}");
    }
    // A program that picks Second loses at once.
    fn second<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {
        for what in ["a", "b", "c"] {
            let _: u64 = judge.next_in(what, 1..=kit::MAX_PILE)?;
        }
        writeln!(judge, "Second")?;
        let _: i64 = judge.next_in_or("y", 1..=kit::MAX_Y as i64, &[-1])?;
        Ok(())
    }
    let mut program = Program::in_process(second);
    let rng = Box::new(judge_rng::<Kit>(0));
    let f = session::<Kit>(
        &mut program,
        &session_tests::<Kit>(0),
        Opponent::Strategy(rng),
        None,
    )
    .expect_err("Second loses")
    .to_string();
    assert!(f.starts_with("wrong side"), "{f}");
}
