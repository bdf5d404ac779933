//! `grundy-lab sequence`: tables from anywhere get named patterns whose predictions agree with game-tree search far beyond the table, and nothing is claimed from too few values.

// assert_cmd's error type is large; it is built only on failure.
#![allow(clippy::result_large_err)]

mod common;

use common::{check_layout, check_lints, compile, installed, json, lab, run_tests, scaffold_main};
use serde_json::Value;
use std::collections::HashMap;

/// Whether the player to move wins at each n in 0..=upto, by search over `moves` (all lower).
fn wins(upto: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<bool> {
    let mut w = vec![false; upto + 1];
    for n in 0..=upto {
        w[n] = moves(n).iter().any(|&m| !w[m]);
    }
    w
}

/// Subtract a divisor d of n with 1 < d < n.
fn proper_divisor_above_one(n: usize) -> Vec<usize> {
    (2..n).filter(|d| n / d * d == n).map(|d| n - d).collect()
}

fn run(input: &str, args: &[&str]) -> (bool, String, String) {
    let out = lab()
        .arg("sequence")
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The lab's own table of a built-in game, one value a line (its `--format json` report's `grundy`).
fn lab_table(args: &[&str]) -> String {
    json(args)["grundy"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| format!("{g}\n"))
        .collect()
}

fn letters(w: &[bool], from: usize, upto: usize) -> String {
    (from..=upto)
        .map(|n| format!("{n},{}\n", if w[n] { 'N' } else { 'P' }))
        .collect()
}

#[test]
fn subtract_a_divisor_above_one_is_odd_n_and_odd_powers_of_two() {
    let w = wins(20_000, proper_divisor_above_one);
    let (ok, out, _) = run(&letters(&w, 1, 2100), &[]);
    assert!(ok);
    assert!(
        out.contains("the P-positions are the odd n, and 2^k for odd k"),
        "{out}"
    );
    let (ok, predicted, _) = run(&letters(&w, 1, 2100), &["--predict", "20000"]);
    assert!(ok);
    assert_eq!(predicted, letters(&w, 1, 20_000));
    // Up to 500 the powers show only 8, 32, 128: "odd n from 129" would be wrong at 512.
    let (ok, out, err) = run(&letters(&w, 1, 500), &["--predict", "2000"]);
    assert!(!ok && out.is_empty(), "{out}");
    assert!(err.contains("no pattern named"), "{err}");
}

#[test]
fn fibonacci_nims_first_move_loses_on_fibonacci_numbers() {
    // State (left, cap): take 1..=cap, the next cap is twice the take.
    let upto = 400;
    let mut memo: HashMap<(usize, usize), bool> = HashMap::new();
    for left in 0..=upto {
        for cap in 0..=upto {
            let w = (1..=cap.min(left)).any(|k| !memo[&(left - k, (2 * k).min(left - k))]);
            memo.insert((left, cap), w);
        }
    }
    let rows: String = (2..=upto)
        .map(|n| format!("{}\n", if memo[&(n, n - 1)] { "W" } else { "L" }))
        .collect();
    let (ok, out, _) = run(&rows, &["--first", "2"]);
    assert!(ok);
    assert!(out.contains("the Fibonacci numbers"), "{out}");
    let (ok, predicted, _) = run(&rows, &["--first", "2", "--predict", "100000"]);
    assert!(ok);
    let losing: Vec<usize> = predicted
        .lines()
        .enumerate()
        .filter(|(_, l)| *l == "L")
        .map(|(i, _)| i + 2)
        .collect();
    let mut fib = vec![2usize, 3];
    while fib[fib.len() - 1] + fib[fib.len() - 2] <= 100_000 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    assert_eq!(losing, fib);
}

#[test]
fn periods_keep_todays_rule_and_json_shape() {
    // Subtraction {1, 3, 4}: period 7, P-positions n mod 7 ∈ {0, 2}.
    let g: Vec<u32> = games_core::grundy::subtraction_grundy(&[1, 3, 4], 60);
    let rows: String = g.iter().map(|v| format!("{v}\n")).collect();
    let (ok, out, _) = run(&rows, &["--format", "json"]);
    assert!(ok);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["pattern"]["kind"], "periodic");
    assert_eq!(v["pattern"]["period"], 7);
    assert_eq!(v["named"]["predicts"], "Values");
    let (_, predicted, _) = run(&rows, &["--predict", "300"]);
    let long = games_core::grundy::subtraction_grundy(&[1, 3, 4], 300);
    let want: String = long.iter().map(|v| format!("{v}\n")).collect();
    assert_eq!(predicted, want);
    // Five values claim nothing.
    let (ok, out, err) = run("0\n1\n0\n1\n2\n", &["--predict", "10"]);
    assert!(
        !ok && out.is_empty() && err.contains("no pattern named"),
        "{err}"
    );
}

#[test]
fn wythoff_pairs_are_beatty_pairs() {
    let side = 120;
    let mut g = vec![vec![0u32; side]; side];
    for s in 0..2 * side {
        for x in 0..side.min(s + 1) {
            let y = s - x;
            if y >= side {
                continue;
            }
            let mut seen = Vec::new();
            seen.extend((0..x).map(|i| g[i][y]));
            seen.extend((0..y).map(|j| g[x][j]));
            seen.extend((1..=x.min(y)).map(|k| g[x - k][y - k]));
            g[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    let rows: String = (0..30)
        .flat_map(|x| (0..30).map(move |y| (x, y)))
        .map(|(x, y)| format!("{x},{y},{}\n", g[x][y]))
        .collect();
    let (ok, out, _) = run(&rows, &[]);
    assert!(ok);
    assert!(
        out.contains("(⌊kφ⌋, ⌊kφ²⌋) and their mirror images"),
        "{out}"
    );
    let (ok, predicted, _) = run(&rows, &["--predict", "119"]);
    assert!(ok);
    for line in predicted.lines() {
        let f: Vec<&str> = line.split(',').collect();
        let (x, y): (usize, usize) = (f[0].parse().unwrap(), f[1].parse().unwrap());
        assert_eq!(f[2] == "P", g[x][y] == 0, "({x}, {y})");
    }
    // Ten by ten: three pairs, too few.
    let small: String = (0..10)
        .flat_map(|x| (0..10).map(move |y| (x, y)))
        .map(|(x, y)| format!("{x},{y},{}\n", g[x][y]))
        .collect();
    let (ok, _, _) = run(&small, &["--predict", "50"]);
    assert!(!ok);
}

#[test]
fn emitted_predictors_compile_and_agree_with_their_tables() {
    let w = wins(2100, proper_divisor_above_one);
    let dir = std::env::temp_dir().join(format!("grundy-lab-seq-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let king: String = (0..30)
        .flat_map(|x| (0..30).map(move |y| (x, y)))
        .map(|(x, y)| {
            format!(
                "{x},{y},{}\n",
                if x % 2 == 1 || y % 2 == 1 { 'N' } else { 'P' }
            )
        })
        .collect();
    // Only a diagonal step (x − 1, y − 1): periodic along the diagonal (values 0/1 by min(x, y)).
    let diagonal: String = (0..40)
        .flat_map(|x| (0..40).map(move |y| (x, y)))
        .map(|(x, y): (usize, usize)| format!("{x},{y},{}\n", x.min(y) % 2))
        .collect();
    // Fraenkel's a-Wythoff games, their P-positions by search: a = 1 is
    // Wythoff's own, a = 2 has (⌊k√2⌋, ⌊k(2 + √2)⌋).
    let a_wythoff = |a: usize| -> String {
        let side = 50;
        let mut lose = vec![vec![false; side]; side];
        for s in 0..2 * side {
            for x in 0..side.min(s + 1) {
                let y = s - x;
                if y >= side {
                    continue;
                }
                let mut win = (0..x).any(|i| lose[i][y]) || (0..y).any(|j| lose[x][j]);
                for k in 1..=x {
                    for l in 1..=y {
                        win |= k.abs_diff(l) < a && lose[x - k][y - l];
                    }
                }
                lose[x][y] = !win;
            }
        }
        (0..side)
            .flat_map(|x| (0..side).map(move |y| (x, y)))
            .map(|(x, y)| format!("{x},{y},{}\n", if lose[x][y] { 'L' } else { 'W' }))
            .collect()
    };
    let wythoff = a_wythoff(1);
    // P-positions exactly on the line x + y = 12 (slope −1).
    let anti_diagonal: String = (0..20)
        .flat_map(|x| (0..20).map(move |y| (x, y)))
        .map(|(x, y): (usize, usize)| format!("{x},{y},{}\n", if x + y == 12 { 'P' } else { 'N' }))
        .collect();
    // Two-heap Nim: the P-positions are the line x − y = 0.
    let two_heap_nim: String = (0..30)
        .flat_map(|x| (0..30).map(move |y| (x, y)))
        .map(|(x, y): (usize, usize)| format!("{x},{y},{}\n", x ^ y))
        .collect();
    // Residue rules: g = (x + y) mod 3 (a table made up to show it),
    // P exactly where x − y ≡ 1 (mod 3), and values that only repeat while
    // their P-positions follow x − y ≡ 0 (mod 3) (take 1 or 2 from either heap).
    let pairs = |side: usize, cell: &dyn Fn(usize, usize) -> String| -> String {
        (0..side)
            .flat_map(|x| (0..side).map(move |y| (x, y)))
            .map(|(x, y)| format!("{x},{y},{}\n", cell(x, y)))
            .collect()
    };
    let residue_sum = pairs(30, &|x, y| ((x + y) % 3).to_string());
    let residue_difference = pairs(30, &|x, y| {
        if (x + 3 - y % 3) % 3 == 1 { "P" } else { "N" }.to_string()
    });
    let residue_p_only = pairs(30, &|x, y| ((x % 3) ^ (y % 3)).to_string());
    // Residue rules on a quadrant, after a preperiod: in x only (column 1 P
    // where y ≡ 0 (mod 3), then P where x + y ≡ 0 (mod 3)), in y only on values
    // (g = 5 on row 0, 0 or 4 on row 1, then (x + y) mod 3), and in both
    // beside values that only repeat ((0, 0) P, then P where x + y is even).
    // Values that grow while the P-positions repeat (x and y both even): the
    // predictor's table holds outcomes, not the values.
    let p_periodic_values = pairs(30, &|x, y| {
        if x % 2 == 0 && y % 2 == 0 {
            0
        } else {
            x + y + 1
        }
        .to_string()
    });
    let quadrant_x = pairs(30, &|x, y| {
        let p = match x {
            0 => false,
            1 => y.is_multiple_of(3),
            _ => (x + y).is_multiple_of(3),
        };
        if p { "P" } else { "N" }.to_string()
    });
    let quadrant_y = pairs(30, &|x, y| {
        match y {
            0 => 5,
            1 if x.is_multiple_of(3) => 0,
            1 => 4,
            _ => (x + y) % 3,
        }
        .to_string()
    });
    let quadrant_both = pairs(40, &|x, y| {
        let inside = x > 0 && y > 0;
        match (x + y == 0 || (inside && (x + y).is_multiple_of(2)), inside) {
            (true, _) => 0,
            (false, false) => 7,
            (false, true) => x % 2 + 1 + 2 * (y % 2 + x / 4 % 2),
        }
        .to_string()
    });
    for (input, said) in [
        (&residue_sum, "g(x, y) depends only on x + y mod 3: g = 0, 1, 2 for x + y ≡ 0, 1, 2 (mod 3); the P-positions are exactly the cells with x + y ≡ 0 (mod 3)"),
        (&residue_difference, "P-positions by a residue: exactly the cells with x − y ≡ 1 (mod 3)"),
        (&residue_p_only, "repeats with period 3 in x from x = 0 and period 3 in y from y = 0; the P-positions are exactly the cells with x − y ≡ 0 (mod 3)"),
        (&quadrant_x, "for x ≥ 2, the P-positions are exactly the cells with x + y ≡ 0 (mod 3); the rule does not cover x < 2, where the table's P-positions are (1, 0), (1, 3),"),
        (&quadrant_y, "for y ≥ 2, g(x, y) depends only on x + y mod 3: g = 0, 1, 2 for x + y ≡ 0, 1, 2 (mod 3), and the P-positions are exactly the cells with x + y ≡ 0 (mod 3); the rule does not cover y < 2, where the table's P-positions are (0, 1), (3, 1),"),
        (&quadrant_both, "for x ≥ 1 and y ≥ 1, the P-positions are exactly the cells with x + y ≡ 0 (mod 2); the rule does not cover x < 1 or y < 1, where the table's only P-position is (0, 0)"),
    ] {
        let (ok, out, _) = run(input, &[]);
        assert!(ok && out.contains(said), "{out}");
    }
    // Outside the quadrant the prediction is the table's, not the rule's: the
    // rule says P at (1, 98) (1 + 98 ≡ 0 (mod 3)), the table's column 1 is P at
    // y ≡ 0 (mod 3) only.
    let (ok, predicted, _) = run(&quadrant_x, &["--predict", "100"]);
    assert!(ok);
    for (cell, want) in [
        ("1,98,", "N"),
        ("1,99,", "P"),
        ("0,99,", "N"),
        ("2,98,", "N"),
        ("3,99,", "P"),
    ] {
        let line = predicted.lines().find(|l| l.starts_with(cell)).unwrap();
        assert_eq!(&line[cell.len()..], want, "{line}");
    }
    let (ok, json, _) = run(&quadrant_both, &["--format", "json"]);
    let v: Value = serde_json::from_str(&json).unwrap();
    let q = &v["grid"]["p_rule"]["quadrant"];
    assert!(ok && q["from"] == serde_json::json!([1, 1]), "{json}");
    assert_eq!(q["outside"], serde_json::json!([[0, 0]]), "{json}");
    let (_, code, _) = run(&residue_difference, &["--emit", "rust"]);
    assert!(
        code.contains("let r = (x % 3 + 2 * (y % 3)) % 3;") && code.contains("u32::from(r != 1)"),
        "{code}"
    );
    let two_wythoff = a_wythoff(2);
    let (ok, out, _) = run(&two_wythoff, &[]);
    assert!(ok && out.contains("(⌊k√2⌋, ⌊k(2 + √2)⌋)"), "{out}");
    // Subtract a power of two: g(n) = n mod 3, the period from 0 that once
    // emitted `(n - 0) / 3` and `0 * k`.
    let mut power: Vec<u32> = Vec::new();
    for n in 0..90usize {
        let options: Vec<u32> = (0..7)
            .map(|i| 1usize << i)
            .filter(|&s| s <= n)
            .map(|s| power[n - s])
            .collect();
        power.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let power: String = power.iter().map(|v| format!("{v}\n")).collect();
    for (name, input) in [
        ("power-subtract", power),
        // Two values, then period 3: the preperiod's table.
        (
            "preperiod",
            "7\n5\n".to_string() + &(0..60).map(|n| format!("{}\n", n % 3)).collect::<String>(),
        ),
        // Built-in games' tables read back: an arithmetic period from 1 (split
        // in three or take; Lasker's Nim), period 1 from 0, period 22 from 0;
        // and Nim itself, g(n) = n, a saltus of 1 from 0.
        (
            "split3-take",
            lab_table(&["split", "--parts", "3", "--take", "--upto", "300"]),
        ),
        ("no-move", lab_table(&["octal", "0.0", "--upto", "40"])),
        ("lasker", lab_table(&["split", "--take", "--upto", "120"])),
        ("nim", (0..60).map(|n| format!("{n}\n")).collect()),
        ("sub-2-5-7", lab_table(&["subtraction", "2", "5", "7"])),
        ("divisor", letters(&w, 1, 2100)),
        ("two-heap-nim", two_heap_nim),
        ("anti-diagonal", anti_diagonal),
        ("king", king),
        ("diagonal", diagonal),
        ("wythoff", wythoff),
        ("two-wythoff", two_wythoff),
        ("residue-sum", residue_sum),
        ("residue-difference", residue_difference),
        ("residue-p-only", residue_p_only),
        ("p-periodic-values", p_periodic_values),
        ("quadrant-x", quadrant_x),
        ("quadrant-y", quadrant_y),
        ("quadrant-both", quadrant_both),
    ] {
        let (ok, code, err) = run(&input, &["--emit", "rust"]);
        assert!(ok, "{err}");
        let file = dir.join(format!("{name}.rs"));
        std::fs::write(&file, code).unwrap();
        let (source, rmeta) = (format!("{name}.rs"), format!("{name}.rmeta"));
        compile(
            "rustc",
            None,
            &["--edition", "2021", "--test", "-o", name, &source],
            &dir,
        );
        let run = std::process::Command::new(dir.join(name)).output().unwrap();
        assert!(
            run.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&run.stdout)
        );
        // Clippy's default lints as errors, where clippy is installed: the code
        // is pasted into binaries that are linted with -D warnings.
        if installed("clippy-driver") {
            let args = ["--edition", "2021", "--test", "--emit=metadata"];
            let mut args = args.to_vec();
            args.extend(["-D", "warnings", "-o", &rmeta, &source]);
            compile("clippy-driver", None, &args, &dir);
        } else {
            eprintln!("note: clippy-driver is not installed; the lint check was skipped");
        }
        snippet_pastes_into_a_main(name, &input, &dir);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--emit rust-snippet` for `input`: nothing to edit (no `//` comment, no
/// `pub`, no `#[allow]`), rustfmt's layout, and pasted below a binary's
/// `use` lines it builds clean under the workspace lints as deny, with its
/// test against the table passing beside the binary's own.
fn snippet_pastes_into_a_main(name: &str, input: &str, dir: &std::path::Path) {
    let (ok, snippet, err) = run(input, &["--emit", "rust-snippet"]);
    assert!(ok, "{name}: {err}");
    for line in snippet.lines() {
        let t = line.trim_start();
        assert!(
            !t.starts_with("//") || t.starts_with("/// ") || t == "///",
            "{name}: {line}"
        );
        assert!(!t.starts_with("pub "), "{name}: {line}");
    }
    assert!(!snippet.contains("#[allow"), "{name}");
    assert!(snippet.contains("mod grundy_lab_pattern {"), "{name}");
    assert!(snippet.contains("NOT proven"), "{name}");
    let call = if snippet.contains("fn value(x: u64, y: u64)") {
        "value(x, x + 1)"
    } else {
        "value(x)"
    };
    let body = format!(
        "    let x: u64 = text.trim().parse().unwrap_or(0);
    writeln!(out, \"{{}}\", {call})"
    );
    let header = "//! A binary that uses the pattern.\n";
    let main = scaffold_main(header, &snippet, &body, "3");
    let (snippet_file, main_file) = (format!("{name}-snippet.rs"), format!("{name}-main.rs"));
    std::fs::write(dir.join(&snippet_file), &snippet).unwrap();
    std::fs::write(dir.join(&main_file), &main).unwrap();
    // rustfmt's layout for periods; class rules' catalogue tests and a
    // grid's nested tables are not laid out as rustfmt would (README: run
    // `cargo fmt` after pasting those).
    let period = call == "value(x)" && !snippet.contains("fn in_class_");
    if period {
        check_layout(&[&snippet_file, &main_file], dir);
    }
    check_lints(&main_file, &format!("{name}-main.rmeta"), dir);
    let report = run_tests(&main_file, &format!("{name}-main-tests"), dir);
    assert!(
        report.contains("grundy_lab_pattern::agrees_with_the_table ... ok")
            && report.contains("test result: ok. 2 passed"),
        "{name}: {report}"
    );
}

#[test]
fn bad_input_is_one_line_naming_it() {
    for (input, says) in [
        ("0\n1\nx\n", "line 3: value `x`"),
        ("1,0\n3,1\n", "line 2: position 3"),
        ("0,0,1\n0,1,P\n", "mixed"),
        ("", "no values"),
    ] {
        let (ok, out, err) = run(input, &[]);
        assert!(!ok && out.is_empty(), "{input:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "{input:?}: {err}");
    }
}

/// g(0..=upto) of a subtraction game by mex over the options.
fn subtraction(set: &[usize], upto: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=upto {
        let opts: Vec<u32> = set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
        g.push((0..).find(|v| !opts.contains(v)).unwrap());
    }
    g
}

#[test]
fn a_handful_of_hidden_set_games_through_the_cli() {
    // (set, values given, far): each either predicts exactly up to `far` or names nothing.
    let fib = [
        1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
    ];
    let squares: Vec<usize> = (1..40).map(|k| k * k).collect();
    let cases: [(&[usize], usize, usize, bool); 6] = [
        (&[2, 5, 7], 100, 2000, true),
        (&[1, 3, 4], 31, 600, true), // 21 values read, 11 confirm
        (&fib, 100, 1500, false),    // period 10 up to 105 only
        (&fib, 30, 600, false),
        (&[1, 5, 20], 40, 800, false), // period 2 from 25, broken at 45
        (&squares, 300, 1500, false),
    ];
    for (set, given, far, named) in cases {
        let long = subtraction(set, far);
        let rows: String = long[..=given].iter().map(|v| format!("{v}\n")).collect();
        let (ok, out, err) = run(&rows, &["--predict", &far.to_string()]);
        assert_eq!(ok, named, "{set:?} given {given}: {out}{err}");
        if ok {
            let want: String = long.iter().map(|v| format!("{v}\n")).collect();
            assert_eq!(out, want, "{set:?} given {given}");
        } else {
            assert!(out.is_empty() && err.contains("no pattern named"), "{err}");
        }
    }
}
