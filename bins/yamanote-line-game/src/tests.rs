//! The tests of yamanote-line-game: hundreds of sessions against the judge, and the rule the kit's reference uses checked by search.

use super::*;
use problem_kit::brute;

problem_kit::kit_tests!(interactive = play);

#[test]
fn parity_decides_every_small_position() {
    use kit::Declared;
    use problem_kit::interactive::Interactive;
    // Every position of N ≤ 3 (2^7 subsets), searched from the rules alone.
    for n in 1..=3u64 {
        let top = 2 * n + 1;
        for mask in 0..1u32 << top {
            let mut p = Declared::start(n);
            for k in 1..=top {
                if mask >> (k - 1) & 1 == 1 {
                    p = p.declare(k);
                }
            }
            let moves = |q: &Declared| {
                q.unused()
                    .into_iter()
                    .map(|k| q.declare(k))
                    .collect::<Vec<_>>()
            };
            let searched = brute::wins(&p, moves, |_| false, &mut Default::default());
            assert_eq!(kit::Kit::wins(&p), searched, "N = {n}, declared {mask:b}");
        }
    }
}

#[test]
fn a_long_game_plays_to_the_end() {
    use problem_kit::interactive::{session, Opponent, Program};
    use rand::SeedableRng;
    let tests = vec![kit::Declared::start(20_000)];
    let rng = Box::new(rand::rngs::StdRng::seed_from_u64(1));
    let mut program = Program::in_process(play);
    session::<kit::Kit>(&mut program, &tests, Opponent::Strategy(rng), None).unwrap();
}
