//! The tests of maze-token: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{answer, assert_answers, assert_rejects};

problem_kit::kit_tests!(solve);

#[test]
fn small_mazes() {
    assert_answers(
        solve,
        &[
            // The statement's sample.
            ("3 3\n.##\n...\n#.#\n", "WIN\n2 3\n3 2\n"),
            // One free cell: B cannot move at all.
            ("1 1\n.\n", "WIN\n1 1\n"),
            // No free cell: A has nowhere to put the token.
            ("1 1\n#\n", "LOSE\n"),
            // Two cells: a perfect matching, B always answers.
            ("1 2\n..\n", "LOSE\n"),
            // Three in a row: the ends.
            ("1 3\n...\n", "WIN\n1 1\n1 3\n"),
        ],
    );
}

#[test]
fn widest_values_are_exact() {
    // An open 100×100 board has a perfect matching (dominoes): A always loses.
    let row = ".".repeat(MAX_SIDE);
    let open = format!("{MAX_SIDE} {MAX_SIDE}\n") + &format!("{row}\n").repeat(MAX_SIDE);
    assert_eq!(answer(&open, solve), "LOSE\n");
    // 100×99: 9 900 cells, still dominoes. 99×99 minus nothing: odd, so every
    // cell of the majority colour ((r + c) even, 1-based) wins for A.
    let row = ".".repeat(99);
    let odd = "99 99\n".to_string() + &format!("{row}\n").repeat(99);
    let out = answer(&odd, solve);
    let cells: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(out.lines().next(), Some("WIN"));
    assert_eq!(cells.len(), 99 * 99 / 2 + 1);
    assert!(cells.iter().all(|cell| {
        let (r, c) = cell.split_once(' ').unwrap();
        (r.parse::<usize>().unwrap() + c.parse::<usize>().unwrap()) % 2 == 0
    }));
    // A snake-shaped corridor: one long path of free cells, the longest alternating paths.
    let mut snake = String::from("100 100\n");
    for r in 0..MAX_SIDE {
        let line: String = (0..MAX_SIDE)
            .map(|c| match r % 4 {
                0 | 2 => '.',
                1 => {
                    if c == MAX_SIDE - 1 {
                        '.'
                    } else {
                        '#'
                    }
                }
                _ => {
                    if c == 0 {
                        '.'
                    } else {
                        '#'
                    }
                }
            })
            .collect();
        snake.push_str(&line);
        snake.push('\n');
    }
    // 50 full rows and 50 single cells: 5 050 cells on one path, an even number.
    assert_eq!(answer(&snake, solve), "LOSE\n");
}

#[test]
fn bad_mazes_are_refused() {
    assert_rejects(
        &[
            "0 1\n",
            "101 1\n",
            "1 101\n",
            "1 2\n.\n",
            "1 2\n...\n",
            "1 2\n.x\n",
            "2 2\n..\n",
            "1 1\n.\n.\n",
        ],
        solve,
    );
}
