//! The tests of turning-corners: the standard ones against its kit, and its own.

use super::*;
use problem_kit::shapes::assert_error;
use problem_kit::{answer, assert_rejects};
use problem_kit::{try_answer, Rules};

problem_kit::kit_tests!(solve);

#[test]
fn single_coins_are_worth_the_nim_product_by_search() {
    // The Grundy value of one heads coin, searched from the rules, is x ⊗ y.
    for x in 0..4u64 {
        for y in 0..4u64 {
            let coin = kit::coin(x, y);
            assert_eq!(
                u64::from(kit::Kit.grundy(&coin)),
                nimber::mul(x, y),
                "({x}, {y})"
            );
        }
    }
}

#[test]
fn widest_values_are_exact() {
    let e18 = MAX_XY;
    // A coin and its mirror image cancel (x ⊗ y = y ⊗ x): the second player copies.
    let mirror = format!("1\n2\n{e18} 3\n3 {e18}\n");
    assert_eq!(answer(&mirror, solve), "Second\n");
    // A coin on row 0 or column 0 cannot move and is worth 0.
    assert_eq!(
        answer(&format!("1\n2\n0 {e18}\n{e18} 0\n"), solve),
        "Second\n"
    );
    // 2^32 ⊗ 2^32 = 2^32 ⊕ 2^31: cancelled by coins worth 2^32 (2^32 ⊗ 1) and 2^31 (2^31 ⊗ 1).
    let fermat = "1\n3\n4294967296 4294967296\n4294967296 1\n2147483648 1\n";
    assert_eq!(answer(fermat, solve), "Second\n");
    let one_less = "1\n2\n4294967296 4294967296\n4294967296 1\n";
    assert_eq!(answer(one_less, solve), "First\n");
    assert_eq!(answer(&format!("1\n1\n{e18} {e18}\n"), solve), "First\n");
    assert!(try_answer(&format!("1\n1\n{} 1\n", e18 + 1), solve).is_err());
}

#[test]
fn the_largest_input_sizes() {
    // T = 10^4 tests whose n add up to 2·10^5.
    let mut input = String::from("10000\n");
    for i in 0..10_000u64 {
        input.push_str("20\n");
        for j in 0..20u64 {
            input.push_str(&format!("{} {}\n", i + 1, j + 1));
        }
    }
    assert_eq!(answer(&input, solve).lines().count(), 10_000);
    let mut over = input.replacen("10000\n", "10001\n", 1);
    over.push_str("1\n5 5\n");
    assert!(try_answer(&over, solve).is_err());
}

#[test]
fn limits_are_enforced() {
    assert_rejects(
        &[
            "0\n",
            "10001\n",
            "1\n0\n",
            "1\n200001\n",
            "2\n200000\n",
            "1\n1\n1000000000000000001 0\n",
            "1\n1\n-1 0\n",
            "1\n1\n1\n",
            "1\n1\n1 2 3\n",
            "2\n1\n1 1\n",
            "1\n2\n3 4\n3 4\n",
        ],
        solve,
    );
    // Σn past its limit, refused and named as such.
    assert_error(
        "2\n1\n1 1\n200000\n",
        solve,
        "line 4: the sum of n over the tests reaches 200001, past 200000",
    );
}

#[test]
fn a_repeated_cell_names_its_lines() {
    let e = try_answer("1\n3\n3 4\n5 6\n3 4\n", solve).unwrap_err();
    assert!(
        e.contains("line 5") && e.contains("repeats the cell of line 3"),
        "{e}"
    );
    assert!(!e.contains('\n'), "{e}");
    // The same cell in two different tests is fine.
    assert_eq!(answer("2\n1\n3 4\n1\n3 4\n", solve), "First\nFirst\n");
}

#[test]
fn the_labs_table_of_a_large_grid_keeps_to_the_board() {
    // `cargo xtask lab turning-corners --grid 30x30`: cells off the 8 × 8 board (a 16 × 1
    // strip is small) are left out, not a panic.
    let (mut rows, mut progress) = (Vec::new(), Vec::new());
    let extent = problem_kit::rules::Extent::Grid(30, 30);
    problem_kit::rules::table(&kit::Kit, extent, &mut rows, &mut progress).unwrap();
    let rows = String::from_utf8(rows).unwrap();
    let cells: Vec<(u64, u64)> = rows
        .lines()
        .map(|l| {
            let f: Vec<u64> = l.split(',').take(2).map(|c| c.parse().unwrap()).collect();
            (f[0], f[1])
        })
        .collect();
    assert!(cells
        .iter()
        .all(|&(x, y)| x < 8 && y < 8 && (x + 1) * (y + 1) <= 16));
    assert!(cells.contains(&(7, 1)) && cells.contains(&(3, 3)), "{rows}");
}
