//! Blue-Red Hackenbush stalks: the exact value of a stalk by the sign-expansion rule.
//!
//! A stalk is a string of edges from the ground up, each Blue (`B`, Left's)
//! or Red (`R`, Right's); deleting an edge drops every edge above it. Its
//! value (Berlekamp's rule, Winning Ways ch. 2): the edges up to the first
//! change of colour count +1 each if Blue, −1 if Red; after that the edges
//! count ±1/2, ±1/4, ±1/8, … in order up the stalk. So `BRRB` is
//! 1 − 1/2 − 1/4 + 1/8 = 3/8. Stalks are numbers, and a position made of
//! several stalks is worth the sum of their values.

use super::dyadic::{Dyadic, MAX_EXP};

/// The value of the stalk `edges` (bytes `B` and `R`, the first one on the
/// ground), positive when Blue (Left) is ahead. The empty stalk is 0.
///
/// # Complexity
/// O(len).
///
/// # Panics
/// If a byte is neither `B` nor `R`, or the stalk is longer than
/// `MAX_EXP + 1` = 126 edges (its denominator would not fit).
///
/// # Example
/// ```
/// use games_core::blue_red::stalk_value;
/// assert_eq!(stalk_value(b"BBB").to_string(), "3");
/// assert_eq!(stalk_value(b"BR").to_string(), "1/2");
/// assert_eq!(stalk_value(b"BRRB").to_string(), "3/8");
/// assert_eq!(stalk_value(b"RRBRB").to_string(), "-13/8"); // −2 + 1/2 − 1/4 + 1/8
/// ```
pub fn stalk_value(edges: &[u8]) -> Dyadic {
    assert!(
        edges.len() <= MAX_EXP as usize + 1,
        "a stalk of {} edges is longer than {} (its value's denominator would not fit)",
        edges.len(),
        MAX_EXP + 1
    );
    let sign = |b: u8| -> i128 {
        match b {
            b'B' => 1,
            b'R' => -1,
            _ => panic!("a stalk's edges are `B` or `R`, not {:?}", char::from(b)),
        }
    };
    let Some(&first) = edges.first() else {
        return Dyadic::ZERO;
    };
    let run = edges.iter().take_while(|&&b| b == first).count();
    let k = (edges.len() - run) as u32;
    // On the denominator 2^k: the run counts ±2^k per edge, the i-th edge
    // after it (i = 1..=k) ±2^(k − i). |num| < (run + 1)·2^k ≤ 2^127 − 1.
    let mut num = sign(first) * run as i128;
    for &b in &edges[run..] {
        num = 2 * num + sign(b);
    }
    Dyadic::new(num, k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every stalk of up to `n` edges, valued by the definition: the
    /// simplest number between Blue's best option and Red's best option,
    /// shortest stalks first (an option is a proper prefix).
    fn values_by_definition(n: usize) -> HashMap<Vec<u8>, Dyadic> {
        let mut value: HashMap<Vec<u8>, Dyadic> = HashMap::new();
        let mut layer: Vec<Vec<u8>> = vec![vec![]];
        for _ in 0..=n {
            for s in &layer {
                let best = |colour: u8| -> Vec<Dyadic> {
                    (0..s.len())
                        .filter(|&i| s[i] == colour)
                        .map(|i| value[&s[..i]])
                        .collect()
                };
                let lo = best(b'B').into_iter().max();
                let hi = best(b'R').into_iter().min();
                value.insert(s.clone(), Dyadic::simplest_between(lo, hi));
            }
            layer = layer
                .iter()
                .flat_map(|s| {
                    [b'B', b'R'].map(|c| {
                        let mut t = s.clone();
                        t.push(c);
                        t
                    })
                })
                .collect();
        }
        value
    }

    #[test]
    fn the_rule_agrees_with_the_definition_on_every_stalk_up_to_12_edges() {
        let by_definition = values_by_definition(12);
        assert_eq!(by_definition.len(), (1 << 13) - 1);
        for (stalk, &v) in &by_definition {
            assert_eq!(stalk_value(stalk), v, "{}", String::from_utf8_lossy(stalk));
        }
    }

    #[test]
    fn the_longest_stalks_are_exact() {
        // B followed by 61 R: 1 − (1/2 + … + 1/2^61) = 1/2^61.
        let mut s = vec![b'B'];
        s.extend([b'R'; 61]);
        assert_eq!(stalk_value(&s), Dyadic::new(1, 61));
        // 62 Blue edges, 62 Red edges.
        assert_eq!(stalk_value(&[b'B'; 62]), Dyadic::integer(62));
        assert_eq!(stalk_value(&[b'R'; 62]), Dyadic::integer(-62));
        // R then BRBR…: −1 + 1/2 − 1/4 + … down to 2^−125, at the longest stalk allowed.
        let s: Vec<u8> = (0..126)
            .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
            .collect();
        let v = stalk_value(&s);
        assert_eq!(v.exponent(), 125);
        assert!(v > Dyadic::integer(-1) && v < Dyadic::ZERO);
        // 126 edges after a run of one: the numerator is just below 2^126.
        let mut s = vec![b'B'];
        s.extend([b'B'; 125]);
        assert_eq!(stalk_value(&s), Dyadic::integer(126));
    }

    #[test]
    #[should_panic(expected = "not 'G'")]
    fn other_colours_are_refused() {
        stalk_value(b"BG");
    }
}
