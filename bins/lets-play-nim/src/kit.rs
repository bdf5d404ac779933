//! The tooling of lets-play-nim: its bench input, random small inputs and a brute-force reference from the rules.

use problem_kit::{brute, Gen, Problem, Size, Tokens};
use rand::seq::SliceRandom;
use rand::Rng;
use std::io;

/// lets-play-nim's kit (see `problem_kit::kit`).
pub struct Kit;

/// A position: `[b, the b bags left, sorted, then the N dishes, sorted]`.
type Pos = Vec<u64>;

/// The position before the first move: every bag full, every dish empty.
fn start(bags: &[u64]) -> Pos {
    let mut p = vec![bags.len() as u64];
    let mut sorted = bags.to_vec();
    sorted.sort_unstable();
    p.extend(sorted);
    p.extend(std::iter::repeat(0).take(bags.len()));
    p
}

/// Every position one move reaches, from the rules alone: while a bag holds
/// coins, empty one bag onto any dish; afterwards take one or more coins from
/// one dish.
fn moves(p: &[u64]) -> Vec<Pos> {
    let b = p[0] as usize;
    let (bags, dishes) = p[1..].split_at(b);
    let mut next = Vec::new();
    let position = |bags: Vec<u64>, mut dishes: Vec<u64>| {
        dishes.sort_unstable();
        let mut q = vec![bags.len() as u64];
        q.extend(bags);
        q.extend(dishes);
        q
    };
    if b > 0 {
        for i in 0..b {
            for j in 0..dishes.len() {
                let mut rest = bags.to_vec();
                let coins = rest.remove(i);
                let mut d = dishes.to_vec();
                d[j] += coins;
                next.push(position(rest, d));
            }
        }
    } else {
        for j in 0..dishes.len() {
            for left in 0..dishes[j] {
                let mut d = dishes.to_vec();
                d[j] = left;
                next.push(position(Vec::new(), d));
            }
        }
    }
    next.sort_unstable();
    next.dedup();
    next
}

impl Problem for Kit {
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
        // Two tests of N = 10^5 (the judge's total): random counts (First),
        // then 5·10^4 pairs in random order (Second, after sorting them all).
        let n = size.pick(100_000, 10_000);
        g.num(2, b'\n')?;
        g.counted_line(n, 1, u64::MAX)?;
        let mut pairs: Vec<u64> = (0..n / 2).map(|_| g.rng.gen_range(1..=u64::MAX)).collect();
        pairs.extend(pairs.clone());
        pairs.shuffle(&mut g.rng);
        g.num(n, b'\n')?;
        g.row(&pairs)?;
        Ok(format!("T = 2 tests of N = {n} bags up to 2^64 − 1"))
    }

    fn random(g: &mut Gen) -> io::Result<()> {
        g.random_tests(3, |g| {
            let n = g.rng.gen_range(1..=4);
            // Few distinct counts, so that every count can come in pairs.
            let hi = g.rng.gen_range(1..=3);
            g.counted_line(n, 1, hi)
        })
    }

    fn reference(input: &str) -> String {
        let mut t = Tokens::new(input);
        t.each_test(|t| {
            let bags: Vec<u64> = t.counted();
            let taro = brute::shared_wins(&start(&bags), moves);
            if taro { "First\n" } else { "Second\n" }.to_string()
        })
    }
}

problem_kit::kit!(Kit);
