//! `cargo xtask new` end to end, in a scratch workspace (`--root`): what it creates,
//! and that a refusal is one line and leaves nothing behind.

mod common;

use common::{assert_contains, assert_starts_with, fails_quietly, succeeds};

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const README: &str = "# w\n\n<!-- problems:start -->\nold\n<!-- problems:end -->\n";

/// A minimal workspace: README markers, one existing binary and its samples, a tool.
fn scratch(tag: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("new-{tag}"));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("bins/nim-game")).unwrap();
    fs::create_dir_all(root.join("samples/nim-game")).unwrap();
    fs::create_dir_all(root.join("samples/orphan-samples")).unwrap();
    fs::create_dir_all(root.join("tools/grundy-lab")).unwrap();
    fs::write(root.join("README.md"), README).unwrap();
    fs::write(
        root.join("bins/nim-game/Cargo.toml"),
        "[package]\nname = \"nim-game\"\n[package.metadata.problem]\ntitle = \"Nim Game I\"\n\
         game = \"nim\"\njudge = \"CSES\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1730\"\n",
    )
    .unwrap();
    root
}

/// `cargo xtask new` with the arguments of `line` (split at spaces, except inside `'…'`).
fn new(root: &Path, line: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("new")
        .args(common::words(line))
        .arg("--root")
        .arg(root)
        .output()
        .unwrap()
}

/// `cargo xtask new` with the arguments of `line` (it must succeed): its
/// stdout, and the manifest it wrote for the binary `line` names first.
fn scaffolded(root: &Path, line: &str) -> (String, String) {
    let out = succeeds(new(root, line));
    let name = line.split_whitespace().next().unwrap();
    let manifest = fs::read_to_string(root.join("bins").join(name).join("Cargo.toml")).unwrap();
    (String::from_utf8(out.stdout).unwrap(), manifest)
}

/// [`scaffolded`], after checking that its stdout starts by naming the
/// folders it created and the problem's place, `label`.
fn created(root: &Path, line: &str, label: &str) -> (String, String) {
    let (stdout, manifest) = scaffolded(root, line);
    let name = line.split_whitespace().next().unwrap();
    assert_starts_with(
        &stdout,
        &format!("created bins/{name}/ and samples/{name}/ ({label})"),
    );
    (stdout, manifest)
}

/// `new`'s next steps end with the benchmark row, then `check --fix` (which fails without the
/// row, and formats the edits first: a first `check` fails on their layout alone otherwise).
fn ends_with_bench_then_check(stdout: &str, name: &str) {
    let bench = format!("cargo xtask bench --only {name}");
    let steps: Vec<&str> = stdout.lines().collect();
    let at = steps.iter().position(|l| l.contains(&bench));
    assert!(
        at.is_some_and(|at| at + 3 == steps.len()),
        "`{bench}` is not the last step before Cargo.lock and check:\n{stdout}"
    );
    assert_eq!(
        steps.last().copied(),
        Some(format!("then: cargo xtask check {name} --fix (it formats your edits and regenerates the README tables first)").as_str()),
        "{stdout}"
    );
}

/// Every file under `dir`, relative, sorted, with its contents.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p.clone());
                out.push((p.strip_prefix(dir).unwrap().to_path_buf(), Vec::new()));
            } else {
                let bytes = fs::read(&p).unwrap();
                out.push((p.strip_prefix(dir).unwrap().to_path_buf(), bytes));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn creates_a_complete_binary_and_regenerates_the_table() {
    let root = scratch("ok");
    let (stdout, _) = created(
        &root,
        "stick-game --judge CSES --id 1729 --title 'Stick Game'",
        "CSES 1729",
    );
    assert_contains(&stdout, "bins/stick-game/src/kit.rs");
    ends_with_bench_then_check(&stdout, "stick-game");

    let bin = root.join("bins/stick-game");
    let read = |path: &str| fs::read_to_string(bin.join(path)).unwrap();
    for file in "Cargo.toml README.md src/main.rs src/tests.rs src/kit.rs tests/cli.rs".split(' ') {
        assert!(bin.join(file).is_file(), "{file}");
    }
    let manifest: toml::Table = read("Cargo.toml").parse().unwrap();
    let meta = &manifest["package"]["metadata"]["problem"];
    assert_eq!(meta["title"].as_str(), Some("Stick Game"));
    assert_eq!(
        meta["url"].as_str(),
        Some("https://cses.fi/problemset/task/1729")
    );
    assert_eq!(
        manifest["package"]["rust-version"]["workspace"].as_bool(),
        Some(true)
    );
    assert_eq!(manifest["lints"]["workspace"].as_bool(), Some(true));
    let main = read("src/main.rs");
    assert!(main.contains("fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W)"));
    assert!(main.ends_with("\n#[cfg(test)]\nmod tests;\n") && main.contains("TODO(xtask new)"));
    let tests = read("src/tests.rs");
    assert!(
        tests.contains("\nproblem_kit::kit_tests!(solve);\n") && tests.contains("TODO(xtask new)")
    );
    // The heaps kit states its rules, so `cargo xtask lab stick-game` works at once.
    let kit = read("src/kit.rs");
    assert!(kit.contains("impl Problem for Kit") && kit.contains("\nimpl Rules for Kit {\n"));
    assert!(kit.contains("use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};\n"));
    assert!(
        kit.contains("fn moves(&self, &n: &u64) -> Vec<u64>") && kit.contains("Kit.wins(&start)")
    );
    assert!(kit.ends_with("\nproblem_kit::kit!(Kit, rules);\n"));
    assert_eq!(
        manifest["example"][0]["name"].as_str(),
        Some("stick-game-kit")
    );
    assert_eq!(
        read("tests/cli.rs").lines().last(),
        Some("problem_kit::cli_tests!();")
    );
    assert!(read("README.md").starts_with("# Stick Game\n"));
    let samples = root.join("samples/stick-game");
    let sample = |name: &str| fs::read_to_string(samples.join(name)).unwrap();
    assert_eq!(sample("sample-1.in"), "3\n1\n2\n3\n");
    assert_eq!(sample("sample-1.out"), "first\nsecond\nfirst\n");
    assert!(samples.join("sample-2.in").is_file() && samples.join("sample-2.out").is_file());

    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    assert_contains(
        &readme,
        "| [stick-game](bins/stick-game/README.md) | TODO(xtask new): the game in one line | \
             [CSES 1729](https://cses.fi/problemset/task/1729) | — |",
    );
    assert!(readme.contains("| [nim-game](bins/nim-game/README.md) |"));
    // The scratch folder is gone.
    assert!(!root.join("target/xtask-new").exists());

    // The same name again is refused and changes nothing.
    let before = snapshot(&root);
    let out = new(&root, "stick-game --judge CSES --id 1729");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: `stick-game` exists already (bins/); pick another name\n"
    );
    assert_eq!(snapshot(&root), before);
}

#[test]
fn url_gives_the_id_and_practice_takes_a_seed() {
    let root = scratch("url");
    let url = "https://cses.fi/problemset/task/1098";
    let (_, manifest) = scaffolded(&root, &format!("nim-game-ii --judge CSES --url {url}"));
    assert_contains(&manifest, "id = \"1098\"\n");
    let (_, manifest) = scaffolded(&root, "take-two --judge practice --seed 002");
    assert!(
        !manifest.contains("id =") && !manifest.contains("url ="),
        "{manifest}"
    );
}

#[test]
fn library_checker_derives_its_url_and_classic_needs_no_seed() {
    let root = scratch("lc-classic");
    let (_, manifest) = created(
        &root,
        "nim-product --judge 'library checker' --id nim_product_64 --title 'Nim Product'",
        "Library Checker nim_product_64",
    );
    assert_contains(
        &manifest,
        "judge = \"Library Checker\"\nid = \"nim_product_64\"\n\
             url = \"https://judge.yosupo.jp/problem/nim_product_64\"\n",
    );
    let url = "https://judge.yosupo.jp/problem/aplusb";
    let (_, manifest) = scaffolded(
        &root,
        &format!("a-plus-b --judge 'Library Checker' --url {url}"),
    );
    assert_contains(&manifest, "id = \"aplusb\"\n");

    let (_, manifest) = scaffolded(
        &root,
        "turning-corners --judge classic --title 'Turning Corners'",
    );
    assert_contains(&manifest, "judge = \"classic\"\n");
    assert!(
        !manifest.contains("id =") && !manifest.contains("url =") && !manifest.contains("seed ="),
        "{manifest}"
    );
    let statement = fs::read_to_string(root.join("bins/turning-corners/README.md")).unwrap();
    assert_contains(
        &statement,
        "## Source\n\nClassic problem from the literature (no online judge)",
    );
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    assert_contains(
        &readme,
        "[Library Checker nim_product_64](https://judge.yosupo.jp/problem/nim_product_64)",
    );
    assert_contains(&readme, "| classic (no online judge) | — |");
}

#[test]
fn own_problems_need_no_judge_and_no_seed() {
    let root = scratch("own");
    let (_, manifest) = scaffolded(&root, "my-game --judge own --title 'My Game'");
    assert_contains(&manifest, "judge = \"own\"\n");
    assert!(
        !manifest.contains("id =") && !manifest.contains("url =") && !manifest.contains("seed ="),
        "{manifest}"
    );
    let statement = fs::read_to_string(root.join("bins/my-game/README.md")).unwrap();
    assert_contains(&statement, "## Source\n\nOwn problem (no online judge)");
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    assert_contains(&readme, "| own problem, no online judge | — |");
    assert!(!readme.contains("practice, seed"), "{readme}");
}

#[test]
fn codechef_and_luogu_derive_their_urls() {
    let root = scratch("codechef-luogu");
    let (_, manifest) = created(
        &root,
        "undirected-geography --judge codechef --id HAMILG",
        "CodeChef HAMILG",
    );
    assert_contains(
        &manifest,
        "judge = \"CodeChef\"\nid = \"HAMILG\"\n\
             url = \"https://www.codechef.com/problems/HAMILG\"\n",
    );
    let url = "https://www.luogu.com.cn/problem/P4301";
    let (_, manifest) = scaffolded(&root, &format!("new-nim --judge Luogu --url {url}"));
    assert_contains(
        &manifest,
        &format!("judge = \"Luogu\"\nid = \"P4301\"\nurl = \"{url}\"\n"),
    );
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.contains("[CodeChef HAMILG](https://www.codechef.com/problems/HAMILG)")
            && readme.contains(&format!("[Luogu P4301]({url})")),
        "{readme}"
    );
    let e = new(&root, "maze-token --judge luogu --id 4055");
    assert_eq!(e.status.code(), Some(1));
    let stderr = String::from_utf8(e.stderr).unwrap();
    assert!(
        stderr.contains("not a Luogu problem id") && stderr.trim_end().lines().count() == 1,
        "{stderr}"
    );
    assert!(!root.join("bins/maze-token").exists());
}

#[test]
fn new_help_names_every_known_judge() {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["new", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap().replace('\n', " ");
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for judge in judge_rules::judges::names() {
        assert!(
            help.contains(judge),
            "`cargo xtask new --help` omits {judge}: {help}"
        );
    }
    assert!(
        help.contains("a leading one given here is dropped"),
        "`cargo xtask new --help` does not say --game drops `interactive: `: {help}"
    );
}

#[test]
fn refusals_are_one_line_and_leave_nothing_behind() {
    let root = scratch("refuse");
    let before = snapshot(&root);
    // Each case: the arguments (split at spaces), then what the one-line error says.
    let cases = [
        (
            "nim-game --judge CSES --id 1730",
            "`nim-game` exists already",
        ),
        (
            "orphan-samples --judge CSES --id 1",
            "`orphan-samples` exists already (samples/)",
        ),
        ("grundy-lab --judge CSES --id 1", "another package"),
        ("Stick_Game --judge CSES --id 1729", "bad name `Stick_Game`"),
        ("stick-game --judge CSE --id 1729", "unknown judge `CSE`"),
        ("stick-game --judge CSES", "needs both `id` and `url`"),
        (
            "stick-game --judge CSES --id 1729 --url https://cses.fi/problemset/task/1730",
            "does not match",
        ),
        ("stick-game --judge practice", "needs --seed"),
        (
            "stick-game --judge practice --seed 2 --id 3",
            "no online judge",
        ),
        (
            "stick-game --judge classic --id 3",
            "a classic problem has no online judge",
        ),
        (
            "stick-game --judge own --url https://example.com/3",
            "an own problem has no online judge",
        ),
        (
            "stick-game --judge own --seed 002",
            "an own problem comes from no seed",
        ),
        (
            "stick-game --judge 'Library Checker' --id Nim-Product",
            "not a Library Checker problem id",
        ),
        (
            "stick-game --judge 'Library Checker' --url https://judge.yosupo.jp/submit/1",
            "not a Library Checker problem page",
        ),
        ("stick-game", "--judge is required"),
        (
            "stick-game --judge CSES --id 1729 --force",
            "unknown option `--force`",
        ),
    ];
    for (args, expected) in cases {
        let out = new(&root, args);
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(expected),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.matches('\n').count(), 1, "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(snapshot(&root), before, "{args:?} left something behind");
    }
}

#[test]
fn a_table_that_cannot_be_regenerated_puts_everything_back() {
    let root = scratch("rollback");
    // Another binary's metadata is bad: the README cannot be regenerated.
    fs::write(
        root.join("bins/nim-game/Cargo.toml"),
        "[package]\nname = \"nim-game\"\n[package.metadata.problem]\ntitle = \"T\"\n\
         game = \"g\"\njudge = \"CSE\"\n",
    )
    .unwrap();
    let before = snapshot(&root);
    let out = new(&root, "stick-game --judge CSES --id 1729");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("unknown judge `CSE`") && stderr.contains("(nothing was created)"),
        "{stderr}"
    );
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
    assert_eq!(snapshot(&root), before);
}

#[test]
fn no_command_lists_the_commands_on_stderr() {
    let stderr = fails_quietly(Command::new(env!("CARGO_BIN_EXE_xtask")).output().unwrap());
    assert_starts_with(&stderr, "usage: cargo xtask <command>");
    assert_contains(&stderr, "\n  stress <name>");
}

#[test]
fn help_exits_zero() {
    for args in [
        &["new", "--help"][..],
        &["new", "-h"],
        &["--help"],
        &["readme", "--help"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(args)
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}");
        assert!(String::from_utf8(out.stdout)
            .unwrap()
            .starts_with("usage: cargo xtask"));
    }
    let top = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("--help")
        .output()
        .unwrap();
    let top = String::from_utf8(top.stdout).unwrap();
    for option in [
        "new <name>",
        "--judge",
        "--root",
        "--verify",
        "--jobs",
        "--out",
        "--check",
        "--only",
        "--quick",
    ] {
        assert!(top.contains(option), "`cargo xtask --help` omits {option}");
    }
}

#[test]
fn each_shape_scaffolds_its_own_reading_generator_and_samples() {
    let root = scratch("shapes");
    // (arguments after the name, what main.rs reads, what kit.rs generates, sample-1.in)
    let cases = [
        (
            "--shape heaps",
            "sc.next_in(\"n\", 1..=MAX_N)",
            "g.line_of(1, 1, 30)",
            "3\n1\n2\n3\n",
        ),
        (
            "--shape graph",
            "let v: usize = sc.next_in(\"v\", 1..=n)?;",
            "let v = g.rng.gen_range(u + 1..=n);",
            "4 4\n1 2\n2 3\n1 3\n3 4\n",
        ),
        (
            "--shape graph-cases",
            "let s: usize = sc.next_in(\"s\", 1..=n)?;",
            "random_graph(g, n, m)?;",
            "2\n3 2 1\n1 2\n2 3\n3 2 2\n1 2\n2 3\n",
        ),
        (
            "--shape weighted-tree",
            "let w: u64 = sc.next_in(\"w\", 1..=MAX_W)?;",
            "random_tree(g, n, 3)?;",
            "4\n1 2 1\n2 3 2\n1 4 2\n",
        ),
        (
            "--shape grid",
            "sc.next_word_of(\"row\", m..=m, Alphabet::of(b\".#\"))",
            "g.random_word(m as usize, b\".#\", b'\\n')",
            "2 3\n#.#\n.#.\n",
        ),
        (
            "--shape pairs",
            "let b: u64 = sc.next_in(\"b\", 0..=MAX_A)?;",
            "g.line_of(2, 0, 8)",
            "3\n1 0\n1 1\n2 3\n",
        ),
        (
            "--shape strings",
            "sc.next_word_of(\"row\", 1..=MAX_LEN, Alphabet::of(b\"HT\"))",
            "g.random_word(len, b\"HT\", b'\\n')",
            "3\nH\nHTH\nTHHHT\n",
        ),
        (
            "--reads integers-and-strings",
            "sc.next_word_of(\"row\", n..=n, Alphabet::of(b\"HT\"))",
            "g.row(&[n as u64])?;",
            "3\n1\nH\n3\nHTH\n5\nTHHHT\n",
        ),
        (
            "--reads strings",
            "sc.next_word_of(\"row\", 1..=MAX_LEN, Alphabet::of(b\"HT\"))",
            "g.random_word(len, b\"HT\", b'\\n')",
            "3\nH\nHTH\nTHHHT\n",
        ),
    ];
    for (i, (args, reads, generates, sample)) in cases.into_iter().enumerate() {
        let name = format!("shape-{i}");
        succeeds(new(
            &root,
            &format!("{name} --judge practice --seed 002 {args}"),
        ));
        let bin = root.join("bins").join(&name);
        let main = fs::read_to_string(bin.join("src/main.rs")).unwrap();
        assert!(main.contains(reads), "{args}: {main}");
        let kit = fs::read_to_string(bin.join("src/kit.rs")).unwrap();
        assert!(kit.contains(generates), "{args}: {kit}");
        // One number or a pair: the kit states its rules for the lab; the rest search with brute.
        if args.contains("heaps") || args.contains("pairs") {
            assert!(kit.contains("\nimpl Rules for Kit {\n"), "{args}: {kit}");
            assert!(kit.contains("Kit.wins(&"), "{args}: {kit}");
            assert!(
                kit.ends_with("\nproblem_kit::kit!(Kit, rules);\n"),
                "{args}: {kit}"
            );
        } else {
            assert!(kit.contains("brute::wins("), "{args}: {kit}");
            assert!(
                kit.ends_with("\nproblem_kit::kit!(Kit);\n"),
                "{args}: {kit}"
            );
        }
        let samples = root.join("samples").join(&name);
        assert_eq!(
            fs::read_to_string(samples.join("sample-1.in")).unwrap(),
            sample,
            "{args}"
        );
        let readme = fs::read_to_string(bin.join("README.md")).unwrap();
        assert!(readme.contains(&format!("```text\n{sample}```")), "{args}");
    }
    // --shape and --reads are two ways to say the same thing: not both.
    let out = new(
        &root,
        "both --judge practice --seed 002 --shape graph --reads strings",
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("--shape") && stderr.contains("--reads"),
        "{stderr}"
    );
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
}

#[test]
fn the_interactive_shape_scaffolds_play_its_judge_and_transcripts() {
    let root = scratch("interactive");
    let out = succeeds(new(
        &root,
        "duel --judge Codeforces --id 1000A --title Duel --shape interactive \
         --game 'Interactive: take 1 or 2'",
    ));
    ends_with_bench_then_check(&String::from_utf8(out.stdout).unwrap(), "duel");
    // The table says `interactive: ` itself: a leading one in --game is dropped, and said so.
    assert_contains(
        &String::from_utf8(out.stderr).unwrap(),
        "note: --game without its leading `Interactive:`",
    );
    let manifest = fs::read_to_string(root.join("bins/duel/Cargo.toml")).unwrap();
    assert_contains(&manifest, "\ngame = \"take 1 or 2\"\n");
    let table = fs::read_to_string(root.join("README.md")).unwrap();
    assert_contains(&table, "| interactive: take 1 or 2 |");
    let bin = root.join("bins/duel");
    let main = fs::read_to_string(bin.join("src/main.rs")).unwrap();
    assert_contains(&main, "fn play<R: Read, W: Write>(judge: &mut Judge<R, W>)");
    assert_contains(&main, "run_interactive(play);");
    let kit = fs::read_to_string(bin.join("src/kit.rs")).unwrap();
    assert!(
        kit.contains("impl Interactive for Kit")
            && kit.contains("problem_kit::kit!(Kit, interactive);")
    );
    let tests = fs::read_to_string(bin.join("src/tests.rs")).unwrap();
    assert_contains(&tests, "problem_kit::kit_tests!(interactive = play);");
    let cli = fs::read_to_string(bin.join("tests/cli.rs")).unwrap();
    assert_contains(&cli, "problem_kit::cli_tests!(interactive);");
    let readme = fs::read_to_string(bin.join("README.md")).unwrap();
    let headings: Vec<&str> = readme.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(
        headings,
        [
            "## Game",
            "## Protocol",
            "## Sample",
            "## Solution",
            "## Source"
        ]
    );
    let sample = fs::read_to_string(root.join("samples/duel/sample-1.in")).unwrap();
    assert_contains(&readme, &format!("```text\n{sample}```"));
    // A verdict's --answers makes no sense for a program that prints moves.
    let out = new(
        &root,
        "duel-2 --judge Codeforces --id 1000B --shape interactive --answers A,B",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(!root.join("bins/duel-2").exists());
}

#[test]
fn the_score_shape_scaffolds_a_search_of_the_score_from_the_rules() {
    let root = scratch("score");
    let out = succeeds(new(
        &root,
        "ends --judge Codeforces --id 1000C --title Ends --shape score",
    ));
    ends_with_bench_then_check(&String::from_utf8(out.stdout).unwrap(), "ends");
    let bin = root.join("bins/ends");
    let read = |file: &str| fs::read_to_string(bin.join(file)).unwrap();
    let main = read("src/main.rs");
    assert_contains(&main, "use games_core::score::Lead;");
    assert_contains(&main, "lead.word([\"First\", \"Second\", \"Tie\"])");
    let kit = read("src/kit.rs");
    assert_contains(
        &kit,
        "impl<M: Fn(&Vec<u64>) -> Vec<Vec<u64>>> ScoreRules for Scoring<M> {",
    );
    assert_contains(
        &kit,
        "let lead = Scoring(|p: &Vec<u64>| moves(p)).lead(&(start, true));",
    );
    assert_contains(&read("src/tests.rs"), "problem_kit::kit_tests!(solve);");
    assert_contains(&read("tests/cli.rs"), "problem_kit::cli_tests!();");
    let readme = read("README.md");
    let headings: Vec<&str> = readme.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(
        headings,
        [
            "## Game",
            "## Input",
            "## Output",
            "## Sample",
            "## Solution",
            "## Source"
        ]
    );
    let sample = fs::read_to_string(root.join("samples/ends/sample-1.in")).unwrap();
    assert_contains(&readme, &format!("```text\n{sample}```"));
    let out = new(
        &root,
        "ends-2 --judge Codeforces --id 1000D --shape score --answers A,B",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(!root.join("bins/ends-2").exists());
}

#[test]
fn answers_and_game_are_written_where_a_new_problem_would_edit_them() {
    let root = scratch("answers");
    succeeds(new(
        &root,
        "take-1-2-4 --judge practice --seed 002 --title 'Take 1, 2 or 4' \
         --game 'take 1, 2 or 4 stones' --answers First,Second",
    ));
    let bin = root.join("bins/take-1-2-4");
    let read = |path: &Path| fs::read_to_string(path).unwrap();
    let manifest = read(&bin.join("Cargo.toml"));
    assert!(!manifest.contains("TODO(xtask new)"), "{manifest}");
    assert_contains(&manifest, "game = \"take 1, 2 or 4 stones\"");
    for file in ["src/main.rs", "src/tests.rs", "src/kit.rs"] {
        let text = read(&bin.join(file));
        assert!(
            text.contains("First") && text.contains("Second"),
            "{file}: {text}"
        );
        assert!(
            !text.contains("\"first") && !text.contains("\"second"),
            "{file}: {text}"
        );
    }
    let samples = root.join("samples/take-1-2-4");
    assert_eq!(
        read(&samples.join("sample-1.out")),
        "First\nSecond\nFirst\n"
    );
    assert_eq!(read(&samples.join("sample-2.out")), "Second\nFirst\n");
    assert!(read(&bin.join("README.md")).contains("```text\nFirst\nSecond\nFirst\n```"));
    let out = new(&root, "other --judge practice --seed 002 --answers First");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_starts_with(&stderr, "error: --answers `First`");
    assert!(!root.join("bins/other").exists());
}

/// A workspace at `dir` whose members are its `bins/*`, standing on this
/// checkout's games-core and problem-kit, with its lock file and settings, so
/// that building there reuses what this checkout's build already compiled.
fn building_workspace(dir: &Path) {
    let real = common::root();
    let manifest = fs::read_to_string(real.join("Cargo.toml")).unwrap();
    let manifest = manifest
        .replace(
            "members = [\"games-core\", \"bins/*\", \"tests/*\", \"xtask\", \"tools/*\"]",
            "members = [\"bins/*\"]",
        )
        .replace("{ path = \"", &format!("{{ path = \"{}/", real.display()));
    assert_contains(&manifest, "members = [\"bins/*\"]");
    fs::create_dir_all(dir.join("bins")).unwrap();
    fs::create_dir_all(dir.join("samples")).unwrap();
    fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    fs::copy(real.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    fs::write(dir.join("README.md"), README).unwrap();
}

/// Every input shape (`--reads`).
const EVERY_SHAPE: [&str; 12] = [
    "heaps",
    "single",
    "pairs",
    "rows",
    "strings",
    "counted-strings",
    "grid",
    "graph",
    "graph-cases",
    "undirected-graph",
    "tree",
    "weighted-tree",
];

/// Every scaffold, the arguments after the name: each shape with each kind
/// that reads an input (win/lose, score), the interactive one, and the older
/// `--shape` and `--reads` spellings.
fn every_scaffold_args() -> Vec<String> {
    let mut args: Vec<String> = EVERY_SHAPE
        .iter()
        .flat_map(|shape| {
            ["win-lose", "score"].map(|kind| format!("--reads {shape} --kind {kind}"))
        })
        .collect();
    args.extend(
        [
            "--kind interactive",
            "--shape score",
            "--reads integers-and-strings",
        ]
        .map(String::from),
    );
    args
}

/// Each shape once, the kinds taking turns, and the interactive scaffold: what
/// CI writes and checks (the ignored build test takes every pair). `new` lays
/// out every scaffold with rustfmt, and the unit tests parse every pair, so
/// one kind a shape is enough here.
fn one_scaffold_a_shape_args() -> Vec<String> {
    let mut args: Vec<String> = EVERY_SHAPE
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            let kind = if i % 2 == 0 { "win-lose" } else { "score" };
            format!("--reads {shape} --kind {kind}")
        })
        .collect();
    args.push("--kind interactive".into());
    args
}

/// Writes the scaffolds of `every_args` into the workspace at `root` as `built-<i>`; returns their names.
fn every_scaffold(root: &Path, every_args: &[String]) -> Vec<String> {
    every_args
        .iter()
        .enumerate()
        .map(|(i, args)| {
            let name = format!("built-{i}");
            let line = format!("{name} --judge practice --seed 002 {args}");
            succeeds(new(root, &line));
            name
        })
        .collect()
}

#[test]
fn an_interactive_scaffold_takes_no_input_shape() {
    let root = scratch("interactive-shape");
    let out = new(
        &root,
        "duel-grid --judge practice --seed 002 --kind interactive --reads grid",
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_starts_with(
        &stderr,
        "error: --kind interactive reads the judge's replies",
    );
    assert_eq!(stderr.matches('\n').count(), 1, "{stderr}");
    assert!(!root.join("bins/duel-grid").exists());
}

#[test]
fn every_shape_is_written_as_rustfmt_writes_it() {
    // `cargo xtask check` asks for rustfmt's layout: a fresh scaffold has it.
    let root = scratch("fmt");
    let mut fmt = Command::new("rustfmt");
    fmt.args(["--check", "--edition", "2021"]);
    for name in every_scaffold(&root, &one_scaffold_a_shape_args()) {
        for file in ["src/main.rs", "src/tests.rs", "src/kit.rs", "tests/cli.rs"] {
            fmt.arg(root.join("bins").join(&name).join(file));
        }
    }
    let out = fmt.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// Builds every scaffold, runs its tests and clippy in a workspace of its own. Not in
/// CI's `cargo test`: the other workspace builds games-core and problem-kit
/// again (cargo names a path dependency's build by its place relative to the
/// workspace), 5 to 8 min here with the 27 scaffolds (2026-12-08, 2 cores at load 12: 391 s).
#[test]
#[ignore = "a second build: cargo test -p xtask --test new -- --ignored"]
fn every_shape_builds_and_passes_its_tests() {
    let parent = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let scratch = common::Scratch::new(parent, "new-build");
    let root = &scratch.0;
    building_workspace(root);
    let names = every_scaffold(root, &every_scaffold_args());
    // What `cargo xtask check` runs on a binary: its tests, and clippy `-D warnings`.
    for args in [&["test"][..], &["clippy", "--all-targets"]] {
        let mut cargo = common::cargo();
        cargo
            .current_dir(root)
            .env("CARGO_TARGET_DIR", common::target_dir(&common::root()))
            .args(args)
            .args(["--quiet", "--offline"]);
        for name in &names {
            cargo.args(["-p", name]);
        }
        if args[0] == "clippy" {
            cargo.args(["--", "-D", "warnings"]);
        }
        let out = cargo.output().unwrap();
        assert!(
            out.status.success(),
            "cargo {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
