//! The tests of chef-and-tree-game: the standard ones against its kit, and its own.

use super::*;
use games_core::dyadic::Dyadic;
use kit::read_trees;
use problem_kit::brute::partizan::Partizan;
use problem_kit::{answer, assert_answers, assert_rejects, Gen, Problem};

problem_kit::kit_tests!(solve);

/// The value of each tree of `input` by the edge rule (the binary's way).
fn values_by_rule(input: &str) -> Vec<Dyadic> {
    read_trees(input)
        .into_iter()
        .map(|tree| {
            let edges: Vec<(usize, usize, bool)> = tree
                .edges
                .iter()
                .map(|&(u, v, b)| (u - 1, v - 1, b))
                .collect();
            let (order, parent) = rooted(tree.n, &edges).expect("a tree");
            tree_value(&order, &parent).to_dyadic().expect("small")
        })
        .collect()
}

/// The edge rule against the value by the definition (the simplest number
/// between the best options, `problem_kit::brute::partizan::value`) on
/// every tree of 400 random inputs (up to 3 trees of up to 9 vertices).
#[test]
fn the_edge_rule_gives_the_value_by_the_definition() {
    let (mut positive, mut negative, mut zero) = (0, 0, 0);
    for seed in 0..400 {
        let mut g = Gen::in_memory(seed);
        kit::Kit::random(&mut g).unwrap();
        let input = g.into_string();
        let by_rule = values_by_rule(&input);
        for (tree, rule) in read_trees(&input).into_iter().zip(by_rule) {
            let start = tree.start();
            let searched = tree.value(&start);
            assert!(searched.is_number(), "{input}");
            assert_eq!(searched.number(), rule, "{input}");
            match rule.cmp(&Dyadic::ZERO) {
                Ordering::Greater => positive += 1,
                Ordering::Less => negative += 1,
                Ordering::Equal => zero += 1,
            }
        }
    }
    assert!(
        positive > 100 && negative > 100 && zero > 50,
        "{positive} {negative} {zero}"
    );
}

#[test]
fn known_positions() {
    assert_answers(
        solve,
        &[
            // The statement's sample.
            (
                "5\n1\n2\n1 2 0\n2\n1 2 1\n3\n1 2 0\n1 3 1\n3\n1 2 0\n2 3 1\n",
                "Ksen Chef\nChef Chef\nKsen Ksen\nKsen Chef\nChef Chef\n",
            ),
            // Edges given child first: black under white (1/2) and a white
            // edge at the root (−1): −1/2.
            ("1\n4\n3 2 1\n2 1 0\n4 1 1\n", "Ksen Ksen\n"),
            // Two stalks B W W (1/4 each) and one W B (−1/2): 0.
            (
                "1\n9\n1 2 0\n2 3 1\n3 4 1\n1 5 0\n5 6 1\n6 7 1\n1 8 1\n8 9 0\n",
                "Ksen Chef\n",
            ),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // A path of 10^5 vertices alternating from a black edge at the root:
    // 1 − 1/2 + 1/4 − … > 0, with 99 998 binary digits after the point.
    let path: String = (2..=MAX_N)
        .map(|v| format!("{} {v} {}\n", v - 1, v % 2))
        .collect();
    assert_eq!(answer(&format!("1\n{MAX_N}\n{path}"), solve), "Chef Chef\n");
    // Its mirror image, and the two side by side at the root: 0.
    let half = MAX_N / 2;
    let mirror = |offset: usize, colour: usize| -> String {
        (2..=half)
            .map(|v| {
                let parent = if v == 2 { 1 } else { v - 1 + offset };
                format!("{parent} {} {}\n", v + offset, (v + colour) % 2)
            })
            .collect()
    };
    let both = format!("{}{}", mirror(0, 0), mirror(half - 1, 1));
    assert_eq!(
        answer(&format!("1\n{}\n{both}", 2 * half - 1), solve),
        "Ksen Chef\n"
    );
    // The value itself: 2^(d−1) times the path of d edges B W B W … from
    // the root is an odd integer, and the value is in [1/2, 1).
    let d = 500;
    let edges: Vec<(usize, usize, bool)> =
        (2..=d + 1).map(|v| (v - 2, v - 1, v % 2 == 0)).collect();
    let (order, parent) = rooted(d + 1, &edges).unwrap();
    let value = tree_value(&order, &parent);
    assert_eq!(value.exponent(), d as u64 - 1);
    assert_eq!(value.floor(), 0);
    assert!(value >= BigDyadic::integer(1).halved(1));
}

#[test]
fn limits_are_enforced() {
    let too_many_vertices = format!(
        "2\n{MAX_N}\n{}1\n",
        (2..=MAX_N)
            .map(|v| format!("1 {v} 0\n"))
            .collect::<String>()
    );
    assert_rejects(
        &[
            "0\n",
            "1001\n",
            "1\n0\n",
            "1\n2\n1 2 2\n",
            "1\n2\n1 3 0\n",
            "1\n3\n1 2 0\n2 1 1\n",
            "1\n3\n1 1 0\n2 3 1\n",
            "1\n2\n1 2 0\n1\n",
            &too_many_vertices,
        ],
        solve,
    );
}
