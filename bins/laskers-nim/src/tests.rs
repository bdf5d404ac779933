//! The tests of laskers-nim: the standard ones against its kit, and its own.

use super::*;
use problem_kit::answer;
use problem_kit::rules::Rules;

problem_kit::kit_tests!(solve);

#[test]
fn formula_matches_the_definition() {
    // By the definition (with the Sprague–Grundy theorem for splits) to 3000.
    let top = 3000;
    let mut g = vec![0u64; top + 1];
    for n in 1..=top {
        let mut seen = vec![false; 2 * top + 2];
        for a in 0..n {
            seen[g[a] as usize] = true;
        }
        for a in 1..=n / 2 {
            seen[(g[a] ^ g[n - a]) as usize] = true;
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    for (n, &v) in g.iter().enumerate() {
        assert_eq!(lasker(n as u64), v, "g({n})");
    }
    // By game-tree search over the multiset of piles, from the rules alone.
    for n in 0..=24u64 {
        assert_eq!(u64::from(kit::Kit.grundy(&vec![n])), lasker(n), "g({n})");
    }
}

#[test]
fn widest_values_are_exact() {
    // 10^18 ≡ 0 (mod 4) is worth 10^18 − 1 and 10^18 − 1 ≡ 3 is worth
    // 10^18. 2^59 + 1 and 10^18 − 2^59 + 1 are ≡ 1, worth themselves, and
    // XOR to 10^18 (10^18 has bit 59 set and its low 18 bits clear).
    let e18: u64 = 1_000_000_000_000_000_000;
    let (a, b) = ((1u64 << 59) + 1, e18 - (1 << 59) + 1);
    assert_eq!(a ^ b, e18);
    let input = format!(
        "4\n2\n{e18} {e18}\n2\n{} {e18}\n3\n{} {a} {b}\n3\n{e18} {a} {b}\n",
        e18 - 1,
        e18 - 1
    );
    assert_eq!(answer(&input, solve), "Bob\nAlice\nBob\nAlice\n");
}

#[test]
fn limits_are_enforced() {
    let over = format!("2\n{MAX_N}\n{}1\n1\n", "1 ".repeat(MAX_N));
    let bad = [
        "0\n",                        // T below 1
        "101\n1 1\n",                 // T past 100
        "1\n0\n",                     // N below 1
        "1\n1000001\n1\n",            // N past 10^6
        "1\n1 0\n",                   // an empty pile
        "1\n1 1000000000000000001\n", // a pile past 10^18
        "2\n1 1\n",                   // a test missing
        "1\n1 1 1\n",                 // a token left over
        over.as_str(),                // 10^6 + 1 piles in all
    ];
    problem_kit::assert_rejects(&bad, solve);
}
