//! `cargo xtask new <name> --judge <judge> [--id ID] [--url URL]`: a complete new binary in one step.
//!
//! Everything is written into a scratch folder under `<root>/target/` first
//! (same file system, so the final moves are renames), checked, and only then
//! moved to `bins/<name>/` and `samples/<name>/`; the README table is
//! regenerated last. Any error before the moves leaves nothing behind, and a
//! failure after them moves everything back. The new binary builds and passes
//! its tests at once: its placeholder game ("take exactly one stick", input
//! `t` then `t` heaps) is there to be replaced, and every spot to fill is
//! marked [`MARK`], which `cargo xtask bundle --verify` refuses to ship.

use crate::problems::{self, Problem};
use crate::readme;
use judge_rules::metadata;
use std::fs;
use std::path::{Path, PathBuf};

/// The marker of every placeholder `new` writes; `bundle --verify` fails while one is left.
pub const MARK: &str = "TODO(xtask new)";

/// Placeholder title and game in the metadata (the README table shows them until filled).
const TITLE_TODO: &str = "TODO(xtask new): title";
const GAME_TODO: &str = "TODO(xtask new): the game in one line";

const USAGE: &str = "usage: cargo xtask new <name> --judge <judge> [--id ID] [--url URL] [--title TITLE] [--seed SEED] [--root DIR]
  creates bins/<name>/ (Cargo.toml with [package.metadata.problem], README.md statement stub,
  src/main.rs with solve and a brute-force cross-check, tests/cli.rs) and samples/<name>/,
  built aside and moved in complete, then regenerates the README table.
  <name>    kebab-case ASCII: lowercase letters and digits, words joined by single `-`
  --judge   CSES, AtCoder, Codeforces, HackerRank, HDU, POJ, LightOJ or practice (any case)
  --id/--url  the judge's problem id and page; give either and the other is derived
            (LightOJ names problems by a slug in its URLs: give both); practice has neither
  --title   the problem's title (default: a marked placeholder)
  --seed    the seed tutorial it comes from (required for practice)
  --root    the workspace to create it in (default: this one)
  The new binary compiles and passes its tests with a placeholder game; every spot to
  fill is marked `TODO(xtask new)`, and `cargo xtask bundle --verify` fails until none is left.";

/// Parsed command line.
#[derive(Debug, Default, PartialEq)]
struct Args {
    name: String,
    judge: String,
    id: Option<String>,
    url: Option<String>,
    title: Option<String>,
    seed: Option<String>,
    root: Option<PathBuf>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut parsed = Args::default();
    let mut name = None;
    let mut judge = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .filter(|v| !v.starts_with("--"))
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value (see `cargo xtask new --help`)"))
        };
        match a.as_str() {
            "--judge" => judge = Some(value("--judge")?),
            "--id" => parsed.id = Some(value("--id")?),
            "--url" => parsed.url = Some(value("--url")?),
            "--title" => parsed.title = Some(value("--title")?),
            "--seed" => parsed.seed = Some(value("--seed")?),
            "--root" => parsed.root = Some(PathBuf::from(value("--root")?)),
            flag if flag.starts_with('-') => {
                return Err(format!(
                    "unknown option `{flag}` (see `cargo xtask new --help`)"
                ))
            }
            n if name.is_none() => name = Some(n.to_string()),
            extra => {
                return Err(format!(
                    "unexpected argument `{extra}`: one name only (see `cargo xtask new --help`)"
                ))
            }
        }
    }
    parsed.name = name.ok_or("name the new binary: cargo xtask new <name> --judge <judge>")?;
    parsed.judge =
        judge.ok_or_else(|| format!("--judge is required ({})", metadata::JUDGES.join(", ")))?;
    Ok(parsed)
}

/// Checks that `name` is kebab-case ASCII: `[a-z][a-z0-9]*(-[a-z0-9]+)*`, at most 64 bytes.
pub fn check_name(name: &str) -> Result<(), String> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && name.as_bytes()[0].is_ascii_lowercase()
        && !name.ends_with('-')
        && !name.contains("--")
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(format!(
            "bad name `{}`: use kebab-case ASCII (lowercase letters and digits, words joined by single `-`, starting with a letter), e.g. `stick-game`",
            name.escape_debug()
        ))
    }
}

/// The problem's place: judge, id and url, completed and checked.
#[derive(Debug, PartialEq)]
struct Place {
    judge: &'static str,
    id: Option<String>,
    url: Option<String>,
}

fn place(judge: &str, id: Option<String>, url: Option<String>) -> Result<Place, String> {
    let judge = metadata::known_judge(judge)?;
    let (id, url) = match (judge, id, url) {
        ("practice", id, url) => (id, url),
        ("LightOJ", id, url) => (id, url),
        (_, Some(id), None) => {
            let url = metadata::url_for(judge, &id).ok_or_else(|| {
                format!("id `{id}` is not a {judge} problem id, so no URL can be derived from it")
            })?;
            (Some(id), Some(url))
        }
        (_, None, Some(url)) => {
            let id = metadata::id_from_url(judge, &url)
                .ok_or_else(|| format!("url `{url}` is not a {judge} problem page"))?;
            (Some(id), Some(url))
        }
        (_, id, url) => (id, url),
    };
    metadata::validate(judge, id.as_deref(), url.as_deref())?;
    Ok(Place { judge, id, url })
}

/// Names that are taken by the workspace's other packages.
fn reserved(root: &Path, name: &str) -> bool {
    ["games-core", "problem-kit", "xtask", "tests", "tools"].contains(&name)
        || root.join("tools").join(name).exists()
}

fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `CSES 1729` or `practice`: how the files name the problem's source.
fn label(p: &Place, seed: Option<&str>) -> String {
    match (&p.id, seed) {
        (Some(id), _) => format!("{} {id}", p.judge),
        (None, Some(seed)) => format!("{} (seed {seed})", p.judge),
        (None, None) => p.judge.to_string(),
    }
}

fn cargo_toml(name: &str, p: &Place, title: Option<&str>, seed: Option<&str>) -> String {
    let mut meta = String::new();
    if title.is_none() {
        meta.push_str(&format!(
            "# {MARK}: the title as the judge prints it, and the game in one line.\n"
        ));
    } else {
        meta.push_str(&format!("# {MARK}: the game in one line.\n"));
    }
    meta.push_str(&format!(
        "title = {}\ngame = {}\njudge = {}\n",
        toml_string(title.unwrap_or(TITLE_TODO)),
        toml_string(GAME_TODO),
        toml_string(p.judge)
    ));
    if let Some(id) = &p.id {
        meta.push_str(&format!("id = {}\n", toml_string(id)));
    }
    if let Some(url) = &p.url {
        meta.push_str(&format!("url = {}\n", toml_string(url)));
    }
    if let Some(seed) = seed {
        meta.push_str(&format!("seed = {}\n", toml_string(seed)));
    }
    let description = format!(
        "{} {}: {MARK}: one line on the game.",
        label(p, seed),
        title.unwrap_or("(title)")
    );
    format!(
        r#"[package]
name = "{name}"
description = {description}
version.workspace = true
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[package.metadata.problem]
{meta}
[dependencies]
games-core.workspace = true

[dev-dependencies]
problem-kit.workspace = true
rand.workspace = true

[lints]
workspace = true
"#,
        description = toml_string(&description),
    )
}

/// A fixed seed for the cross-check's random inputs: the id's digits, or a hash of the name.
fn rng_seed(name: &str, p: &Place) -> u64 {
    p.id.as_deref()
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| {
            name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
            }) % 1_000_000
        })
}

fn main_rs(name: &str, p: &Place, title: Option<&str>, seed: Option<&str>) -> String {
    let title = title.unwrap_or("(title)");
    let source = label(p, seed);
    let rng = rng_seed(name, p);
    format!(
        r##"//! {source} "{title}": {MARK}: the game and the idea of the solution in one line.
//!
//! {MARK}: everything below is a placeholder that compiles and passes its
//! tests: the game "take exactly one stick, who cannot move loses" (the first
//! player wins iff n is odd) on the input `t`, then `t` heap sizes `n`.
//! Replace the limits, `solve`, `tests::moves` and the samples with the real
//! problem, then delete every `{MARK}` line (`cargo xtask bundle --verify`
//! refuses the binary while one is left).

use games_core::io::{{run, Result, Scanner}};
use std::io::{{Read, Write}};

/// Largest number of tests ({MARK}: the judge's limit).
const MAX_T: u32 = 200_000;
/// Largest heap ({MARK}: ours; 10^18 where the judge allows 10^9).
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins from a heap of `n` ({MARK}: the real rule).
fn first_wins(n: u64) -> bool {{
    n % 2 == 1
}}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {{
    let t: u32 = sc.next_in("t", 1..=MAX_T)?;
    for _ in 0..t {{
        let n: u64 = sc.next_in("n", 1..=MAX_N)?;
        writeln!(out, "{{}}", if first_wins(n) {{ "first" }} else {{ "second" }})?;
    }}
    sc.finish()
}}

fn main() {{
    run(solve);
}}

#[cfg(test)]
mod tests {{
    use super::*;
    use problem_kit::brute;
    use rand::{{rngs::StdRng, Rng, SeedableRng}};
    use std::collections::HashMap;

    fn answer(input: &str) -> String {{
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }}

    /// Every position one move reaches, written from the rules alone ({MARK}: the real moves).
    fn moves(n: &u64) -> Vec<u64> {{
        if *n >= 1 {{
            vec![n - 1]
        }} else {{
            Vec::new()
        }}
    }}

    #[test]
    fn random_tests_match_game_tree_search() {{
        let mut rng = StdRng::seed_from_u64({rng});
        let mut memo = HashMap::new();
        for _ in 0..300 {{
            let t = rng.gen_range(1..=5);
            let mut input = format!("{{t}}\n");
            let mut expected = String::new();
            for _ in 0..t {{
                let n: u64 = rng.gen_range(1..=30);
                input += &format!("{{n}}\n");
                let first = brute::wins(&n, moves, |_| false, &mut memo);
                expected += if first {{ "first\n" }} else {{ "second\n" }};
            }}
            assert_eq!(answer(&input), expected, "{{input}}");
        }}
    }}

    #[test]
    fn widest_values_are_exact() {{
        // {MARK}: the largest values the binary accepts, and the first it refuses.
        assert_eq!(
            answer("2\n1000000000000000000\n999999999999999999\n"),
            "second\nfirst\n"
        );
        let mut sc = Scanner::new(&b"1\n1000000000000000001\n"[..]);
        assert!(solve(&mut sc, &mut Vec::new()).is_err());
    }}
}}
"##
    )
}

fn readme_md(name: &str, p: &Place, title: Option<&str>, seed: Option<&str>) -> String {
    let title = title.unwrap_or(TITLE_TODO);
    let source = match (&p.url, seed) {
        (Some(url), _) => format!("[{}]({url})", label(p, None)),
        (None, Some(seed)) => format!("practice problem from seed {seed} (no online judge)"),
        (None, None) => "practice problem (no online judge)".to_string(),
    };
    format!(
        r#"# {title}

<!-- {MARK}: fill every section from the judge's statement, in our own words, then delete every TODO line. -->

## Game

{MARK}: the position, what a move is, who wins (normal play: who cannot move loses).

## Input

{MARK}: the format, token by token (the placeholder reads `t`, then `t` heap sizes `n`).

| value | judge | ours |
|---|---|---|
| t | {MARK} | 1 ≤ t ≤ 2·10^5 |
| n | {MARK} | 1 ≤ n ≤ 10^18 |

Tokens may be separated by any whitespace, `\r\n` included.

## Output

{MARK}: the exact strings, one answer per line (the placeholder prints `first` or `second`).

## Sample

{MARK}: the judge's sample (this one is the placeholder's, `samples/{name}/sample-1.in`).

Input:

```text
3
1
2
3
```

Output:

```text
first
second
first
```

## Solution

{MARK}: the idea in 2–5 lines, whether it is proven or only checked up to N, and the test that cross-checks it.

## Source

{source}. Run it with `cargo run --release -p {name} < samples/{name}/sample-1.in`.
"#
    )
}

const CLI_RS: &str = "//! End-to-end tests: every sample, and malformed input rejected cleanly.
problem_kit::cli_tests!();
";

/// The placeholder samples: the statement-style one, then the widest value with CRLF endings.
const SAMPLES: [(&str, &str, &str); 2] = [
    ("sample-1", "3\n1\n2\n3\n", "first\nsecond\nfirst\n"),
    ("sample-2", "1\r\n1000000000000000000\r\n", "second\n"),
];

/// Writes `files` (relative path, text) under `dir`.
fn write_files(dir: &Path, files: &[(&str, String)]) -> Result<(), String> {
    for (rel, text) in files {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)
                .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
        }
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

/// Creates the binary; returns the lines to print on success.
fn create(args: &Args) -> Result<Vec<String>, String> {
    // Every check that can refuse comes before the first write.
    check_name(&args.name)?;
    let place = place(&args.judge, args.id.clone(), args.url.clone())?;
    if place.judge == "practice" && args.seed.is_none() {
        return Err("a practice problem needs --seed (the seed tutorial it comes from)".into());
    }
    let root = match &args.root {
        Some(r) => r.clone(),
        None => problems::workspace_root(),
    };
    for needed in ["bins", "samples", "README.md"] {
        if !root.join(needed).exists() {
            return Err(format!(
                "{} has no {needed}: not a games-rs workspace",
                root.display()
            ));
        }
    }
    let name = args.name.as_str();
    let bin_dir = root.join("bins").join(name);
    let sample_dir = root.join("samples").join(name);
    if bin_dir.exists() || sample_dir.exists() {
        return Err(format!(
            "`{name}` exists already ({}); pick another name",
            if bin_dir.exists() {
                "bins/"
            } else {
                "samples/"
            }
        ));
    }
    if reserved(&root, name) {
        return Err(format!(
            "`{name}` is the name of another package of the workspace; pick another name"
        ));
    }

    let (title, seed) = (args.title.as_deref(), args.seed.as_deref());
    let manifest = cargo_toml(name, &place, title, seed);
    // The metadata must pass the same checks as every reader's.
    Problem::parse(&bin_dir, &manifest)
        .map_err(|e| format!("generated Cargo.toml refused (a bug in `new`): {e}"))?;

    let scratch = root
        .join("target")
        .join("xtask-new")
        .join(format!("{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&scratch);
    let result = build_and_move(&root, &scratch, name, &place, title, seed, manifest);
    let _ = fs::remove_dir_all(&scratch);
    // Only removes folders left empty (`target/` too, if this run created it).
    let _ = fs::remove_dir(root.join("target").join("xtask-new"));
    let _ = fs::remove_dir(root.join("target"));
    let readme_line = result?;
    let source = label(&place, seed);
    Ok(vec![
        format!("created bins/{name}/ and samples/{name}/ ({source}); {readme_line}"),
        format!("next, replacing every `{MARK}` (grep -rn 'TODO(xtask new)' bins/{name}):"),
        format!("  1. bins/{name}/Cargo.toml: title and game"),
        format!("  2. bins/{name}/README.md: the statement (game, input with limits, output strings, sample)"),
        format!("  3. bins/{name}/src/main.rs: limits and solve, and tests::moves, the brute force's rules"),
        format!("  4. samples/{name}/: the judge's sample, then edges (min, max, CRLF, one line); expected"),
        "     outputs from the statement or a brute force (`cargo xtask stress`), never the binary".into(),
        "  5. xtask/src/bench/gen.rs: a max-size input generator for `cargo xtask bench`".into(),
        format!(
            "then: cargo test -p {name} && cargo xtask readme && cargo xtask bundle {name} --verify"
        ),
        "(cargo adds the new package to Cargo.lock on its next run: commit that too)".into(),
    ])
}

/// Writes everything into `scratch`, then moves it into place and regenerates the README table.
fn build_and_move(
    root: &Path,
    scratch: &Path,
    name: &str,
    place: &Place,
    title: Option<&str>,
    seed: Option<&str>,
    manifest: String,
) -> Result<String, String> {
    let staged_bin = scratch.join("bin");
    let staged_samples = scratch.join("samples");
    write_files(
        &staged_bin,
        &[
            ("Cargo.toml", manifest),
            ("README.md", readme_md(name, place, title, seed)),
            ("src/main.rs", main_rs(name, place, title, seed)),
            ("tests/cli.rs", CLI_RS.to_string()),
        ],
    )?;
    let samples: Vec<(String, String)> = SAMPLES
        .iter()
        .flat_map(|(stem, input, output)| {
            [
                (format!("{stem}.in"), input.to_string()),
                (format!("{stem}.out"), output.to_string()),
            ]
        })
        .collect();
    let samples: Vec<(&str, String)> = samples
        .iter()
        .map(|(f, t)| (f.as_str(), t.clone()))
        .collect();
    write_files(&staged_samples, &samples)?;

    let bin_dir = root.join("bins").join(name);
    let sample_dir = root.join("samples").join(name);
    // Samples first: the workspace only sees the binary once bins/<name> appears, complete.
    fs::rename(&staged_samples, &sample_dir)
        .map_err(|e| format!("cannot move the samples to {}: {e}", sample_dir.display()))?;
    if let Err(e) = fs::rename(&staged_bin, &bin_dir) {
        let _ = fs::rename(&sample_dir, &staged_samples);
        return Err(format!(
            "cannot move the binary to {}: {e}",
            bin_dir.display()
        ));
    }
    match readme::regenerate(root, false) {
        Ok(line) => Ok(line),
        Err(e) => {
            // Put everything back: the workspace is as it was.
            let _ = fs::rename(&bin_dir, &staged_bin);
            let _ = fs::rename(&sample_dir, &staged_samples);
            Err(format!("{e} (nothing was created)"))
        }
    }
}

/// The files of `bins/<name>` that still hold a [`MARK`] placeholder.
pub fn placeholders(dir: &Path) -> Vec<String> {
    ["Cargo.toml", "README.md", "src/main.rs"]
        .into_iter()
        .filter(|rel| fs::read_to_string(dir.join(rel)).is_ok_and(|text| text.contains(MARK)))
        .map(str::to_string)
        .collect()
}

/// Entry point of `cargo xtask new`.
pub fn main(args: &[String]) -> Result<(), String> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return Ok(());
    }
    let args = parse_args(args)?;
    for line in create(&args)? {
        println!("{line}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn names_must_be_kebab_case_ascii() {
        for good in ["stick-game", "nim-game-ii", "a", "take-1-3-4", "x2"] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for bad in [
            "",
            "Stick-Game",
            "stick_game",
            "-stick",
            "stick-",
            "stick--game",
            "1game",
            "jeu-à",
            "a b",
            "../x",
            "a/b",
        ] {
            let e = check_name(bad).unwrap_err();
            assert!(e.starts_with("bad name `"), "{e}");
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(check_name(&"a".repeat(65)).is_err());
    }

    #[test]
    fn id_and_url_derive_from_each_other() {
        let p = place("CSES", Some("1729".into()), None).unwrap();
        assert_eq!(
            p.url.as_deref(),
            Some("https://cses.fi/problemset/task/1729")
        );
        let p = place(
            "AtCoder",
            None,
            Some("https://atcoder.jp/contests/abc368/tasks/abc368_f".into()),
        )
        .unwrap();
        assert_eq!(p.id.as_deref(), Some("abc368_f"));
        assert!(place(
            "CSES",
            Some("1729".into()),
            Some("https://cses.fi/problemset/task/1730".into())
        )
        .is_err());
        assert!(place("CSES", None, None).is_err());
        assert!(place("LightOJ", Some("1199".into()), None).is_err());
        assert!(place("practice", Some("1".into()), None).is_err());
        let p = place("hackerrank", Some("misere-nim-1".into()), None).unwrap();
        assert_eq!(p.judge, "HackerRank");
        assert_eq!(
            p.url.as_deref(),
            Some("https://www.hackerrank.com/challenges/misere-nim-1/problem")
        );
        let p = place(
            "codeforces",
            None,
            Some("https://codeforces.com/contest/1194/problem/D".into()),
        )
        .unwrap();
        assert_eq!((p.judge, p.id.as_deref()), ("Codeforces", Some("1194D")));
        assert!(place("CSE", Some("1729".into()), None)
            .unwrap_err()
            .starts_with("unknown judge `CSE`"));
    }

    #[test]
    fn command_lines() {
        let a = parse_args(&strings(&[
            "x", "--judge", "CSES", "--id", "1", "--root", "/r",
        ]))
        .unwrap();
        assert_eq!((a.name.as_str(), a.judge.as_str()), ("x", "CSES"));
        assert_eq!(
            (a.id.as_deref(), a.root),
            (Some("1"), Some(PathBuf::from("/r")))
        );
        assert!(parse_args(&strings(&["x"])).is_err());
        assert!(parse_args(&strings(&["--judge", "CSES"])).is_err());
        assert!(parse_args(&strings(&["x", "y", "--judge", "CSES"])).is_err());
        assert!(parse_args(&strings(&["x", "--judge"])).is_err());
        assert!(parse_args(&strings(&["x", "--judge", "--id", "1"])).is_err());
        assert!(parse_args(&strings(&["x", "--judge", "CSES", "--force"])).is_err());
    }

    #[test]
    fn generated_files_parse_and_are_marked() {
        let p = place("CSES", Some("1729".into()), None).unwrap();
        let manifest = cargo_toml("stick-game", &p, Some("Stick \"Game\""), None);
        let parsed = Problem::parse(Path::new("bins/stick-game"), &manifest).unwrap();
        assert_eq!(parsed.title, "Stick \"Game\"");
        assert_eq!(parsed.game, GAME_TODO);
        let main = main_rs("stick-game", &p, None, None);
        syn::parse_file(&main).unwrap();
        assert!(
            main.starts_with("//! CSES 1729 \"(title)\": TODO(xtask new)"),
            "{main}"
        );
        assert!(main.contains("seed_from_u64(1729)"));
        let readme = readme_md("stick-game", &p, None, None);
        for section in [
            "\n## Game\n",
            "\n## Input\n",
            "\n## Output\n",
            "\n## Sample\n",
            "\n## Solution\n",
            "\n## Source\n",
        ] {
            assert!(readme.contains(section), "{section}");
        }
        assert!(readme.starts_with("# TODO(xtask new): title\n"));
        assert!(readme.contains("[CSES 1729](https://cses.fi/problemset/task/1729)"));
    }
}
