//! Workspace layout: every binary has samples and a CLI test, and every sample folder has a binary.

use std::collections::BTreeSet;
use std::fs;

use judge_rules::metadata;

fn folder_names(dir: &str) -> BTreeSet<String> {
    fs::read_dir(problem_kit::workspace_root().join(dir))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn every_binary_has_samples_and_the_reverse() {
    let bins = folder_names("bins");
    let samples = folder_names("samples");
    let no_samples: Vec<_> = bins.difference(&samples).collect();
    let no_binary: Vec<_> = samples.difference(&bins).collect();
    assert!(
        no_samples.is_empty(),
        "binaries without samples: {no_samples:?}"
    );
    assert!(
        no_binary.is_empty(),
        "samples without a binary: {no_binary:?}"
    );
    for b in &bins {
        assert!(
            problem_kit::sample_cases(b).len() >= 2,
            "{b} needs at least two samples"
        );
    }
}

#[test]
fn every_binary_is_wired_the_same_way() {
    let root = problem_kit::workspace_root();
    for b in folder_names("bins") {
        let dir = root.join("bins").join(&b);
        let manifest: toml::Table = fs::read_to_string(dir.join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
        let package = manifest["package"].as_table().unwrap();
        assert_eq!(
            package["name"].as_str(),
            Some(b.as_str()),
            "package name of bins/{b}"
        );
        let problem = package
            .get("metadata")
            .and_then(|m| m.get("problem"))
            .and_then(|p| p.as_table())
            .unwrap_or_else(|| panic!("bins/{b}/Cargo.toml lacks [package.metadata.problem]"));
        let text = |key: &str| problem.get(key).and_then(|v| v.as_str());
        for key in ["title", "game", "judge"] {
            assert!(
                text(key).is_some(),
                "bins/{b}/Cargo.toml lacks [package.metadata.problem] {key}"
            );
        }
        let judge = text("judge").unwrap();
        if let Err(e) = metadata::validate(judge, text("id"), text("url")) {
            panic!("bins/{b}/Cargo.toml [package.metadata.problem]: {e}");
        }
        let judge = metadata::known_judge(judge).unwrap();
        if let Err(e) = metadata::validate_seed(judge, text("seed")) {
            panic!("bins/{b}/Cargo.toml [package.metadata.problem]: {e}");
        }
        let cli = fs::read_to_string(dir.join("tests/cli.rs"))
            .unwrap_or_else(|_| panic!("bins/{b}/tests/cli.rs is missing"));
        let main = fs::read_to_string(dir.join("src/main.rs")).unwrap();
        let wanted: &[&str] = if is_interactive(&main) {
            &["problem_kit::cli_tests!(interactive)"]
        } else {
            &[
                "problem_kit::cli_tests!()",
                "problem_kit::cli_tests!(checker)",
            ]
        };
        assert!(
            wanted.iter().any(|w| cli.contains(w)),
            "bins/{b}/tests/cli.rs must invoke {}",
            wanted.join(" or ")
        );
        assert!(
            main.starts_with("//!"),
            "bins/{b}/src/main.rs needs a //! header"
        );
        let entry = if is_interactive(&main) {
            "fn play"
        } else {
            "fn solve"
        };
        assert!(
            main.contains(entry),
            "bins/{b}/src/main.rs needs a {} function",
            &entry[3..]
        );
    }
}

/// Whether a binary's `src/main.rs` plays against a judge (`run_interactive(play)`).
fn is_interactive(main: &str) -> bool {
    main.contains("run_interactive(play)")
}

/// The openings of the family kits' macros (`problem_kit::take_up_to_k_kit!`,
/// `heap_tests_kit!`, `subtraction_kit!`): each implements `Problem` for
/// `Kit` and invokes `kit!` itself, and sets `RUNS` with a `runs = N,` line
/// where it has one (else the default 300).
const FAMILY_KITS: [&str; 3] = [
    "\nproblem_kit::take_up_to_k_kit! {\n",
    "\nproblem_kit::heap_tests_kit! {\n",
    "\nproblem_kit::subtraction_kit! {\n",
];

/// Whether `kit` is declared by one family kit macro ([`FAMILY_KITS`]).
fn is_family_kit(kit: &str) -> bool {
    FAMILY_KITS.iter().filter(|m| kit.contains(*m)).count() == 1
}

/// Whether `kit` declares its `Problem` with `problem_kit::verdict_kit!`
/// (once), which sets `RUNS` as the family kits do (`runs = N,`) but leaves
/// `kit!` to the kit.
fn is_verdict_kit(kit: &str) -> bool {
    kit.matches("\nproblem_kit::verdict_kit! {\n").count() == 1
}

/// The fewest random inputs a binary's cross-check may run.
const MIN_RUNS: u64 = 100;

/// Checks that `tests` (the binary's `src/tests.rs`) invokes
/// `problem_kit::kit_tests!(solve)` (or `kit_tests!(solve, each = inputs)`,
/// `kit_tests!(answer = f)`) exactly
/// once, at the top level, and returns the cross-check's run count that `kit`
/// sets (`const RUNS: u64 = N;` in its `impl Problem`, or `runs = N,` in a
/// family kit macro, else the default 300).
fn kit_tests_runs(tests: &str, kit: &str) -> Result<u64, String> {
    const CALL: &str = "\nproblem_kit::kit_tests!(";
    let at = tests
        .find(CALL)
        .ok_or("no `problem_kit::kit_tests!` at the top level")?;
    if tests.matches("kit_tests!").count() != 1 {
        return Err("`kit_tests!` must be invoked exactly once".into());
    }
    let args = tests[at + CALL.len()..]
        .split_once(");")
        .ok_or("unclosed `kit_tests!(`")?
        .0
        .trim();
    let args = args.split_whitespace().collect::<Vec<_>>().join(" ");
    if args != "solve" && !args.starts_with("solve, each = ") && !args.starts_with("answer = ") {
        return Err(format!("`kit_tests!` checks `{args}`, not `solve`"));
    }
    let key = if is_family_kit(kit) || is_verdict_kit(kit) {
        "\n    runs = "
    } else {
        "const RUNS: u64 = "
    };
    let mut sets = kit.match_indices(key);
    match (sets.next(), sets.next()) {
        (None, _) => Ok(300),
        (Some((i, key)), None) => {
            let value = kit[i + key.len()..].split([';', ',']).next().unwrap_or("");
            value
                .replace('_', "")
                .parse()
                .map_err(|_| format!("the kit's `const RUNS` `{value}` is not a number"))
        }
        (Some(_), Some(_)) => Err("the kit sets `const RUNS` twice".into()),
    }
}

#[test]
fn every_binary_has_its_kit() {
    let root = problem_kit::workspace_root();
    for b in folder_names("bins") {
        let dir = root.join("bins").join(&b);
        let kit = fs::read_to_string(dir.join("src/kit.rs"))
            .unwrap_or_else(|_| panic!("bins/{b}/src/kit.rs (the problem's kit) is missing"));
        let main = fs::read_to_string(dir.join("src/main.rs")).unwrap();
        if is_interactive(&main) {
            check_interactive_kit(&b, &kit, &dir);
            continue;
        }
        assert!(
            kit.contains("impl Problem for Kit") || is_family_kit(&kit) || is_verdict_kit(&kit),
            "bins/{b}/src/kit.rs must implement problem_kit::Problem (its bench input, random \
             inputs and brute-force reference) for Kit"
        );
        let manifest: toml::Table = fs::read_to_string(dir.join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
        let has_kit_example = manifest
            .get("example")
            .and_then(|e| e.as_array())
            .is_some_and(|examples| {
                examples.iter().any(|e| {
                    e.get("name").and_then(|v| v.as_str()) == Some(&format!("{b}-kit"))
                        && e.get("path").and_then(|v| v.as_str()) == Some("src/kit.rs")
                })
            });
        assert!(
            has_kit_example,
            "bins/{b}/Cargo.toml needs [[example]] name = \"{b}-kit\", path = \"src/kit.rs\""
        );
        let main = fs::read_to_string(dir.join("src/main.rs")).unwrap();
        assert!(
            main.contains("\n#[cfg(test)]\nmod tests;\n") && !main.contains("mod kit"),
            "bins/{b}/src/main.rs needs `#[cfg(test)] mod tests;` and no `mod kit` \
             (the tests declare the kit, so the bundle sees neither)"
        );
        let tests = fs::read_to_string(dir.join("src/tests.rs"))
            .unwrap_or_else(|_| panic!("bins/{b}/src/tests.rs (the binary's tests) is missing"));
        assert!(
            !main.contains("fn answer(") && !tests.contains("fn answer("),
            "bins/{b} defines its own `fn answer(`: use problem_kit::answer / try_answer"
        );
        // The standard tests, which also declare the kit: the cross-check
        // against the brute force (a brute force that no test compares with
        // is no check at all) and the bench input's validity (a bench that
        // times a rejected input measures nothing).
        let runs = kit_tests_runs(&tests, &kit).unwrap_or_else(|e| {
            panic!("bins/{b}/src/tests.rs: {e}; it needs\nproblem_kit::kit_tests!(solve);")
        });
        assert!(
            kit.contains("\nproblem_kit::kit!(Kit);\n")
                || kit.contains("\nproblem_kit::kit!(Kit, rules);\n")
                || is_family_kit(&kit),
            "bins/{b}/src/kit.rs needs `problem_kit::kit!(Kit);` (or `kit!(Kit, rules)`): \
             it names the kit after the package and gives the example its `main`"
        );
        assert!(
            runs >= MIN_RUNS,
            "bins/{b}: its cross-check runs {runs} random inputs (`const RUNS` in the kit); at least {MIN_RUNS}"
        );
    }
}

/// The fewest sessions an interactive binary's standard test plays.
const MIN_SESSIONS: u64 = 100;

/// The fewest sessions of a kit whose sessions are long (it caps `play`'s
/// with `PLAYED_SESSIONS`, as for test sets of 500 games each): every group
/// played more than once, without a standard test of minutes.
const MIN_LONG_SESSIONS: u64 = 2;

/// An interactive binary's kit and tests: `impl Interactive for Kit`,
/// `kit!(Kit, interactive)`, `kit_tests!(interactive = play)` once, and at
/// least [`MIN_SESSIONS`] sessions ([`MIN_LONG_SESSIONS`] for a kit whose
/// sessions are long).
fn check_interactive_kit(b: &str, kit: &str, dir: &std::path::Path) {
    assert!(
        kit.contains("impl Interactive for Kit")
            && kit.contains("\nproblem_kit::kit!(Kit, interactive);\n"),
        "bins/{b}/src/kit.rs must implement problem_kit::interactive::Interactive for Kit \
         and end with `problem_kit::kit!(Kit, interactive);`"
    );
    let tests = fs::read_to_string(dir.join("src/tests.rs"))
        .unwrap_or_else(|_| panic!("bins/{b}/src/tests.rs (the binary's tests) is missing"));
    assert!(
        tests.contains("\nproblem_kit::kit_tests!(interactive = play);\n")
            && tests.matches("kit_tests!").count() == 1,
        "bins/{b}/src/tests.rs needs `problem_kit::kit_tests!(interactive = play);` once"
    );
    if let Some((_, rest)) = kit.split_once("const SESSIONS: u64 = ") {
        let value = rest.split(';').next().unwrap_or("").replace('_', "");
        let sessions: u64 = value
            .parse()
            .unwrap_or_else(|_| panic!("bins/{b}: `const SESSIONS` `{value}` is not a number"));
        let long = kit.contains("const PLAYED_SESSIONS: Option<u64> = Some(");
        let min = if long {
            MIN_LONG_SESSIONS
        } else {
            MIN_SESSIONS
        };
        assert!(
            sessions >= min,
            "bins/{b}: its standard test plays {sessions} sessions; at least {min}{}",
            if long {
                " (its sessions are long: PLAYED_SESSIONS)"
            } else {
                ""
            }
        );
    }
}

/// The section headings of a statement `bins/<name>/README.md`, in order
/// (after the `# <title>` line; `cargo xtask new` writes the same stub).
const STATEMENT_SECTIONS: [&str; 6] = [
    "## Game",
    "## Input",
    "## Output",
    "## Sample",
    "## Solution",
    "## Source",
];

/// The sections of an interactive problem's statement: the protocol (what
/// the judge sends, what the program prints, the end markers) takes the
/// place of Input and Output; the sample is a session's transcript.
const INTERACTIVE_SECTIONS: [&str; 5] = [
    "## Game",
    "## Protocol",
    "## Sample",
    "## Solution",
    "## Source",
];

/// The contents of the first two fenced code blocks in `text`.
fn first_two_code_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in text.lines() {
        if line.starts_with("```") {
            match current.take() {
                Some(body) => {
                    blocks.push(body.join("\n"));
                    if blocks.len() == 2 {
                        break;
                    }
                }
                None => current = Some(Vec::new()),
            }
        } else if let Some(body) = current.as_mut() {
            body.push(line);
        }
    }
    blocks
}

#[test]
fn every_binary_has_a_statement_whose_sample_is_sample_1() {
    let root = problem_kit::workspace_root();
    for b in folder_names("bins") {
        let path = root.join("bins").join(&b).join("README.md");
        let text = fs::read_to_string(&path)
            .unwrap_or_else(|_| panic!("bins/{b}/README.md (the statement) is missing"));
        assert!(
            text.starts_with("# ") && text.contains(&b),
            "bins/{b}/README.md must start with `# ` and a title naming {b}"
        );
        let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("## ")).collect();
        let main = fs::read_to_string(root.join("bins").join(&b).join("src/main.rs")).unwrap();
        let sections: &[&str] = if is_interactive(&main) {
            &INTERACTIVE_SECTIONS
        } else {
            &STATEMENT_SECTIONS
        };
        assert_eq!(
            headings, sections,
            "bins/{b}/README.md: the sections must be exactly these, in this order"
        );
        let sample = text
            .split("\n## Sample\n")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
            .unwrap();
        let blocks = first_two_code_blocks(sample);
        assert_eq!(
            blocks.len(),
            2,
            "bins/{b}/README.md: `## Sample` needs two code blocks, input then output"
        );
        for (block, ext) in blocks.iter().zip(["in", "out"]) {
            let file = root
                .join("samples")
                .join(&b)
                .join(format!("sample-1.{ext}"));
            let expected = fs::read_to_string(&file)
                .unwrap_or_else(|_| panic!("{} is missing or not UTF-8", file.display()));
            let expected = expected.strip_suffix('\n').unwrap_or(&expected);
            assert_eq!(
                block, expected,
                "bins/{b}/README.md: the sample's {ext} block differs from samples/{b}/sample-1.{ext}"
            );
        }
    }
}
