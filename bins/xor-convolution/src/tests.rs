//! The tests of xor-convolution: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answer, assert_rejects, Problem};

problem_kit::kit_tests!(solve);

/// The input of N with every a_i and every b_j equal to `v`.
fn constant_input(n: u32, v: u32) -> String {
    let row = vec![v.to_string(); 1 << n].join(" ");
    format!("{n}\n{row}\n{row}\n")
}

#[test]
fn widest_values_are_exact() {
    // N = 20, every value 998244352 ≡ −1: each c_k = 2^20·(−1)² = 1048576.
    let expected = vec!["1048576"; 1 << 20].join(" ") + "\n";
    assert_answer(&constant_input(20, P - 1), solve, &expected);
    // N = 10 at the edge against the kit's O(4^N) sum.
    let input = constant_input(10, P - 1);
    assert_answer(&input, solve, &kit::Kit::reference(&input));
    // N = 0: one product.
    assert_eq!(answer("0\n998244352\n998244352\n", solve), "1\n");
    assert_eq!(answer("0 3 5", solve), "15\n");
}

#[test]
fn one_point_sequences_shift_by_xor() {
    // a = e_i, b = e_j: c = e_(i ⊕ j), with the value a_i·b_j.
    let n = 4;
    for i in 0..16usize {
        for j in [0usize, 5, 15] {
            let mut a = vec!["0"; 16];
            let mut b = vec!["0"; 16];
            a[i] = "2";
            b[j] = "998244352";
            let input = format!("{n}\n{}\n{}\n", a.join(" "), b.join(" "));
            let mut c = vec!["0"; 16];
            c[i ^ j] = "998244351";
            assert_eq!(
                answer(&input, solve),
                c.join(" ") + "\n",
                "i = {i}, j = {j}"
            );
        }
    }
}

#[test]
fn limits_are_enforced() {
    assert_rejects(
        &[
            "21\n",
            "-1\n",
            "0\n998244353\n0\n",
            "0\n0\n-1\n",
            "1\n1 2\n3\n",
            "1\n1 2\n3 4 5\n",
            "0\n1\n1\n1\n",
            "0\n1 x\n",
            "",
        ],
        solve,
    );
}

#[test]
fn a_bad_value_is_named_with_its_index() {
    problem_kit::shapes::assert_error_names(
        "2\n1 2 3 4\n5 6 7 998244353\n",
        solve,
        &["line 3", "b_3", "998244353"],
    );
    problem_kit::shapes::assert_error_names("1\n1\n", solve, &["a_1"]);
}

#[test]
fn decimal_output_of_every_length() {
    let mut buf = Vec::new();
    for v in [
        0u32,
        7,
        10,
        99,
        100,
        101,
        999,
        1000,
        123_456_789,
        P - 1,
        u32::MAX,
    ] {
        buf.clear();
        push_decimal(&mut buf, v);
        assert_eq!(String::from_utf8(buf.clone()).unwrap(), v.to_string());
    }
    assert_eq!(kit::Kit::NAME, "xor-convolution");
}
