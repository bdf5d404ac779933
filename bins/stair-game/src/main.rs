//! CSES 1099 "Stair Game": balls on stairs 1..n, a move sends some balls from stair k > 1 down to k − 1.
//!
//! Staircase Nim: only the even stairs matter. Moving balls off an even stair
//! is a Nim move on that heap; moving balls from an odd stair onto an even one
//! can be undone at once by the opponent sending the same balls one stair
//! further. So the player to move loses iff p_2 ⊕ p_4 ⊕ … = 0.
//! Every single value is range-checked (t and n at most 2·10^5 because
//! Σn ≤ 2·10^5 and n ≥ 1); the aggregate limit Σn itself is not enforced,
//! since a larger total changes no answer, only the running time.

use games_core::io::{run, Result, Scanner};
use std::io::{Read, Write};

/// Largest t and n (each bounded by Σn ≤ 2·10^5).
const MAX_COUNT: u32 = 200_000;
/// Largest number of balls on one stair.
const MAX_BALLS: u64 = 1_000_000_000;

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let t: u32 = sc.next_in("t", 1..=MAX_COUNT)?;
    for _ in 0..t {
        let n: u32 = sc.next_in("n", 1..=MAX_COUNT)?;
        let mut xor = 0u64;
        for stair in 1..=n {
            let p: u64 = sc.next_in("p", 0..=MAX_BALLS)?;
            if stair % 2 == 0 {
                xor ^= p;
            }
        }
        writeln!(out, "{}", if xor != 0 { "first" } else { "second" })?;
    }
    sc.finish()
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests {
    use super::*;
    use problem_kit::brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    fn answer(input: &str) -> String {
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn random_tests_match_game_tree_search() {
        // A position is the ball count of every stair (index 0 = stair 1); a move
        // sends 1..=p[k] balls from stair k + 1 ≥ 2 to stair k.
        let stair_moves = |p: &Vec<u64>| {
            let mut next = Vec::new();
            for k in 1..p.len() {
                for moved in 1..=p[k] {
                    let mut v = p.clone();
                    v[k] -= moved;
                    v[k - 1] += moved;
                    next.push(v);
                }
            }
            next
        };
        let mut rng = StdRng::seed_from_u64(1099);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let t = rng.gen_range(1..=4);
            let mut input = format!("{t}\n");
            let mut expected = String::new();
            for _ in 0..t {
                let n = rng.gen_range(1..=5);
                let p: Vec<u64> = (0..n).map(|_| rng.gen_range(0..=3)).collect();
                let line: Vec<String> = p.iter().map(|x| x.to_string()).collect();
                input += &format!("{n}\n{}\n", line.join(" "));
                let first = brute::wins(&p, stair_moves, |_| false, &mut memo);
                expected += if first { "first\n" } else { "second\n" };
            }
            assert_eq!(answer(&input), expected, "{input}");
        }
    }
}
