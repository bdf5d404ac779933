//! `cargo xtask readme [--check]`: the README's problem and judge tables, generated from the binaries' metadata.
//!
//! The table sits between `<!-- problems:start -->` and `<!-- problems:end -->`
//! and has one row per `bins/<name>`: the binary linked to its statement
//! `bins/<name>/README.md`, the game, the judge and problem id linked to the
//! problem's page (or `practice, seed 002 #N`, or `classic (no online judge)` for a
//! problem from the literature), and the seed (`—` for a
//! problem that comes straight from a judge). Every binary's metadata is
//! checked first ([`judge_rules::metadata::validate`]); bad metadata is refused in
//! one line and the README is left alone. The judge table, between
//! `<!-- judges:start -->` and `<!-- judges:end -->` (when the README has
//! them), has one row per known judge ([`judge_rules::judges::JUDGES`]): its
//! Rust, its crates and our binaries there. `--check` changes nothing and
//! fails when the README differs from what would be generated.

use crate::problems::{self, Problem};
use anyhow::{bail, Context, Result};
use judge_rules::judges::Rust;
use std::fs;
use std::path::Path;

/// First line inside the markers, invisible on the rendered page.
const NOTE: &str =
    "<!-- generated from [package.metadata.problem] by `cargo xtask readme`; CI checks it -->";
/// The same for the judge table.
const JUDGES_NOTE: &str =
    "<!-- generated from judge-rules' known judges and the binaries' metadata by `cargo xtask readme`; CI checks it -->";

/// `text` as one Markdown table cell: `|` escaped, newlines as spaces.
pub fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// The seed column of one row: the seed, or `—` when the problem has none.
fn seed_cell(p: &Problem) -> String {
    p.seed.as_deref().map(cell).unwrap_or_else(|| "—".into())
}

/// The judge column of one row: a link to the problem's page, or what the problem is
/// (judge-rules' [`Offline::cell`](judge_rules::judges::Offline)) with its seed and exercise.
fn judge_cell(p: &Problem) -> String {
    if let Some(offline) = judge_rules::judges::offline(&p.judge) {
        let exercise = p.exercise.map(|n| format!(" #{n}")).unwrap_or_default();
        return match &p.seed {
            Some(_) => format!("{}, seed {}{exercise}", offline.cell, seed_cell(p)),
            None => offline.cell.to_string(),
        };
    }
    let label = match &p.id {
        Some(id) => format!("{} {id}", p.judge),
        None => p.judge.clone(),
    };
    match &p.url {
        Some(url) => format!("[{}]({url})", cell(&label)),
        None => cell(&label),
    }
}

/// The whole table (header, separator, one row per problem), ending in a newline.
pub fn table(problems: &[Problem]) -> String {
    let mut sorted: Vec<&Problem> = problems.iter().collect();
    // By seed (problems without one last), then exercise, then name.
    let key = |p: &Problem| {
        (
            p.seed.is_none(),
            p.seed.clone(),
            p.exercise.unwrap_or(0),
            p.name.clone(),
        )
    };
    sorted.sort_by_key(|p| key(p));
    let mut out = String::from("| binary | game | judge | seed |\n|---|---|---|---|\n");
    for p in sorted {
        // A binary that plays against the judge says so first.
        let game = if p.is_interactive() {
            format!("interactive: {}", p.game)
        } else {
            p.game.clone()
        };
        out.push_str(&format!(
            "| [{name}](bins/{name}/README.md) | {} | {} | {} |\n",
            cell(&game),
            judge_cell(p),
            seed_cell(p),
            name = p.name,
        ));
    }
    out
}

/// The judge table: each known judge's Rust and crates, and our binaries there.
pub fn judge_table(problems: &[Problem]) -> String {
    let mut out =
        String::from("| judge | Rust there | crates there | our binaries |\n|---|---|---|---|\n");
    for j in judge_rules::judges::JUDGES {
        let mut ours: Vec<&str> = problems
            .iter()
            .filter(|p| p.judge == j.name)
            .map(|p| p.name.as_str())
            .collect();
        ours.sort_unstable();
        let rust = match j.rust {
            _ if judge_rules::judges::is_offline(j.name) => match j.toolchain() {
                Some(Rust {
                    version: Some(v),
                    edition: Some(e),
                }) => format!("— (no online judge); it targets {v}, edition {e}, std only"),
                _ => "— (no online judge)".to_string(),
            },
            None => "none, as far as we know".to_string(),
            Some(r) => {
                let known = match (r.version, r.edition) {
                    (Some(v), Some(e)) => format!("{v}, edition {e}"),
                    (None, Some(e)) => format!("version unconfirmed, edition {e}"),
                    (Some(v), None) => format!("{v}, edition unconfirmed"),
                    (None, None) => String::new(),
                };
                match (known.is_empty(), j.note.is_empty()) {
                    (true, true) => "version and edition unconfirmed".to_string(),
                    (true, false) => j.note.to_string(),
                    (false, true) => known,
                    (false, false) => format!("{known} ({})", j.note),
                }
            }
        };
        let crates = match (j.rust, j.crates) {
            (None, _) => "—".to_string(),
            (Some(_), []) => "none".to_string(),
            (Some(_), list) => list.join(", "),
        };
        let binaries = match (ours.len(), j.name) {
            (0, _) => "none at present".to_string(),
            (1, name) if judge_rules::judges::is_offline(name) => {
                format!("{}: run it locally", ours[0])
            }
            (n, name) if judge_rules::judges::is_offline(name) => {
                format!("{n} binaries: run them locally")
            }
            _ if j.rust.is_none() => format!("{} ({})", ours.join(", "), j.note),
            _ => ours.join(", "),
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            j.name,
            cell(&rust),
            cell(&crates),
            cell(&binaries)
        ));
    }
    out
}

/// `readme` with the problem table between its markers replaced.
pub fn splice(readme: &str, table: &str) -> Result<String> {
    splice_between(readme, "problems", NOTE, table)
}

/// `readme` with the text between `<!-- {name}:start -->` and `<!-- {name}:end -->` replaced.
fn splice_between(readme: &str, name: &str, note: &str, table: &str) -> Result<String> {
    let start_m = &format!("<!-- {name}:start -->");
    let end_m = &format!("<!-- {name}:end -->");
    let start = readme
        .find(start_m)
        .with_context(|| format!("README.md has no `{start_m}` marker"))?;
    let end = readme
        .find(end_m)
        .with_context(|| format!("README.md has no `{end_m}` marker"))?;
    if end < start
        || readme[start + start_m.len()..].contains(start_m)
        || readme[end + end_m.len()..].contains(end_m)
    {
        bail!("README.md needs exactly one `{start_m}` … `{end_m}` pair, in that order");
    }
    Ok(format!(
        "{}{start_m}\n{note}\n{table}{}",
        &readme[..start],
        &readme[end..]
    ))
}

/// Loads every binary's metadata.
fn all_problems(root: &Path) -> Result<Vec<Problem>> {
    problems::binary_names(root)?
        .iter()
        .map(|name| problems::load(root, name))
        .collect()
}

/// Regenerate the README's tables from every bins/<name>/Cargo.toml (refusing bad
/// [package.metadata.problem]).
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// Change nothing; fail when a table is stale.
    #[arg(long)]
    pub check: bool,
}

/// Entry point of `cargo xtask readme`.
pub fn main(args: Args) -> Result<()> {
    let message = regenerate(&problems::workspace_root()?, args.check)?;
    crate::out(&message);
    Ok(())
}

/// Regenerates (or with `check`, checks) the table in `<root>/README.md`; returns what happened.
pub fn regenerate(root: &Path, check: bool) -> Result<String> {
    let path = root.join("README.md");
    let readme =
        fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let problems = all_problems(root)?;
    let mut fresh = splice(&readme, &table(&problems))?;
    if fresh.contains("<!-- judges:start -->") {
        fresh = splice_between(&fresh, "judges", JUDGES_NOTE, &judge_table(&problems))?;
    }
    if fresh == readme {
        return Ok(format!(
            "README.md problem table is up to date ({} binaries)",
            problems.len()
        ));
    }
    if check {
        bail!(
            "{}: run `cargo xtask readme` and commit README.md",
            stale_report(&readme, &fresh)
        );
    }
    fs::write(&path, fresh).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(format!(
        "README.md problem table regenerated ({} binaries)",
        problems.len()
    ))
}

/// Which table of `old` is stale and its first line that differs from `fresh`, in one line.
pub fn stale_report(old: &str, fresh: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (old.lines().collect(), fresh.lines().collect());
    let i = (0..a.len().max(b.len()))
        .find(|&i| a.get(i) != b.get(i))
        .unwrap_or(0);
    // The table is the last start marker above the line.
    let table = a[..i.min(a.len())]
        .iter()
        .rev()
        .find_map(|l| {
            (l.trim() == "<!-- problems:start -->")
                .then_some("problem table")
                .or((l.trim() == "<!-- judges:start -->").then_some("judge table"))
        })
        .unwrap_or("problem or judge table");
    let show = |line: Option<&&str>| match line {
        Some(l) => format!("`{}`", judge_rules::diff::clip(l, 90)),
        None => "nothing".to_string(),
    };
    format!(
        "README.md's {table} is stale: line {} is {}, and would be {}",
        i + 1,
        show(a.get(i)),
        show(b.get(i))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_table_is_named_with_its_first_differing_line() {
        let old = "# x\n<!-- problems:start -->\nnote\n| a | 1 |\n<!-- problems:end -->\n\
                   <!-- judges:start -->\nnote\n| CSES | x |\n<!-- judges:end -->\n";
        let fresh = old.replace("| a | 1 |", "| a | 2 |");
        assert_eq!(
            stale_report(old, &fresh),
            "README.md's problem table is stale: line 4 is `| a | 1 |`, and would be `| a | 2 |`"
        );
        let fresh = old.replace("| CSES | x |", "| CSES | y |");
        assert!(stale_report(old, &fresh).starts_with("README.md's judge table is stale: line 8"));
        let fresh = old.replace("| a | 1 |\n", "| a | 1 |\n| b | 2 |\n");
        assert!(stale_report(old, &fresh)
            .ends_with("line 5 is `<!-- problems:end -->`, and would be `| b | 2 |`"));
    }

    fn problem(name: &str, metadata: &str) -> Problem {
        let text = format!(
            "[package]\nname = \"{name}\"\n[package.metadata.problem]\ntitle = \"T\"\n{metadata}"
        );
        Problem::parse(Path::new("bins").join(name).as_path(), &text).unwrap()
    }

    #[test]
    fn rows_link_binary_and_judge_and_sort_by_seed() {
        let judged = problem(
            "grundys-game",
            "game = \"split | heap\"\njudge = \"CSES\"\nid = \"2207\"\n\
             url = \"https://cses.fi/problemset/task/2207\"\nseed = \"000\"",
        );
        let practice = problem(
            "two-pile-nim",
            "game = \"two piles\"\njudge = \"practice\"\nseed = \"002\"\nexercise = 17",
        );
        let no_seed = problem(
            "wythoff",
            "game = \"g\"\njudge = \"POJ\"\nid = \"1067\"\nurl = \"http://poj.org/problem?id=1067\"",
        );
        let t = table(&[no_seed, practice, judged]);
        assert_eq!(
            t,
            "| binary | game | judge | seed |\n|---|---|---|---|\n\
             | [grundys-game](bins/grundys-game/README.md) | split \\| heap | [CSES 2207](https://cses.fi/problemset/task/2207) | 000 |\n\
             | [two-pile-nim](bins/two-pile-nim/README.md) | two piles | practice, seed 002 #17 | 002 |\n\
             | [wythoff](bins/wythoff/README.md) | g | [POJ 1067](http://poj.org/problem?id=1067) | — |\n"
        );
    }

    #[test]
    fn bad_metadata_is_refused_in_one_line_and_the_readme_kept() {
        let root = crate::Scratch::new("readme");
        fs::create_dir_all(root.join("bins/nim-game")).unwrap();
        let readme = "# x\n<!-- problems:start -->\nold\n<!-- problems:end -->\n";
        fs::write(root.join("README.md"), readme).unwrap();
        let manifest = |meta: &str| {
            format!("[package]\nname = \"nim-game\"\n[package.metadata.problem]\ntitle = \"T\"\ngame = \"g\"\n{meta}\n")
        };
        let cases = [
            (
                "judge = \"CSE\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1730\"",
                "unknown judge `CSE`",
            ),
            (
                "judge = \"CSES\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1731\"",
                "does not match url",
            ),
            (
                "judge = \"practice\"\nseed = \"002\"\nid = \"3\"",
                "practice problem has no online judge",
            ),
        ];
        for (meta, expected) in cases {
            fs::write(root.join("bins/nim-game/Cargo.toml"), manifest(meta)).unwrap();
            let e = crate::error_text(regenerate(&root, false));
            assert!(e.contains(expected) && e.contains("nim-game"), "{e}");
            assert!(!e.contains('\n'), "{e}");
            assert_eq!(fs::read_to_string(root.join("README.md")).unwrap(), readme);
        }
        let good =
            "judge = \"CSES\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1730\"";
        fs::write(root.join("bins/nim-game/Cargo.toml"), manifest(good)).unwrap();
        assert!(
            regenerate(&root, true).is_err(),
            "stale table passes --check"
        );
        regenerate(&root, false).unwrap();
        let readme = fs::read_to_string(root.join("README.md")).unwrap();
        assert!(readme.contains("[nim-game](bins/nim-game/README.md) | g | [CSES 1730]"));
        regenerate(&root, true).unwrap();
    }

    #[test]
    fn the_judge_table_lists_every_known_judge_and_our_binaries_there() {
        let cses = problem(
            "nim-game",
            "game = \"g\"\njudge = \"cses\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1730\"",
        );
        let t = judge_table(&[cses]);
        assert_eq!(t.lines().count(), 2 + judge_rules::judges::JUDGES.len());
        assert!(
            t.contains("| CSES | 1.75, edition 2021 | none | nim-game |"),
            "{t}"
        );
        assert!(
            t.contains("| Codeforces | 1.89.0, edition 2024 (submit as \"Rust 1.89.0 (2024)\""),
            "{t}"
        );
        assert!(t.contains("| HackerRank | version and edition unconfirmed"));
        assert!(
            t.contains("| own | — (no online judge); it targets 1.75, edition 2021, std only |"),
            "{t}"
        );
        assert!(
            t.contains("| Library Checker | 1.94.1, edition 2024 (plain rustc without Cargo, so no crates;"),
            "{t}"
        );
        assert!(
            t.contains("| classic | — (no online judge) | — | none at present |"),
            "{t}"
        );
        assert!(
            t.contains("| CodeChef | version and edition unconfirmed (Rust is offered,"),
            "{t}"
        );
        assert!(
            t.contains(
                "| Luogu | version unconfirmed, edition 2024 (plain rustc without Cargo, so no crates; the sources disagree"
            ),
            "{t}"
        );
        assert!(
            t.contains("| Kattis | std only, so no crates; version and edition unconfirmed:"),
            "{t}"
        );
        assert!(
            t.contains("| Baekjoon | version unconfirmed, edition 2021 (submit as \"Rust 2021\""),
            "{t}"
        );
    }

    #[test]
    fn library_checker_and_classic_rows() {
        let lc = problem(
            "nim-product",
            "game = \"nim products\"\njudge = \"Library Checker\"\nid = \"nim_product_64\"\n\
             url = \"https://judge.yosupo.jp/problem/nim_product_64\"",
        );
        let classic = problem(
            "turning-corners",
            "game = \"coins on a grid\"\njudge = \"classic\"",
        );
        let t = table(&[lc.clone(), classic.clone()]);
        assert!(t.contains(
            "| [nim-product](bins/nim-product/README.md) | nim products | \
             [Library Checker nim_product_64](https://judge.yosupo.jp/problem/nim_product_64) | — |"
        ), "{t}");
        assert!(t.contains(
            "| [turning-corners](bins/turning-corners/README.md) | coins on a grid | classic (no online judge) | — |"
        ), "{t}");
        let j = judge_table(&[lc, classic]);
        assert!(j.contains("| nim-product |\n"), "{j}");
        assert!(
            j.contains("| classic | — (no online judge) | — | turning-corners: run it locally |"),
            "{j}"
        );
    }

    #[test]
    fn own_problems_show_as_such_never_as_practice() {
        let own = problem("my-game", "game = \"take one\"\njudge = \"own\"");
        let t = table(std::slice::from_ref(&own));
        assert!(
            t.contains(
                "| [my-game](bins/my-game/README.md) | take one | own problem, no online judge | — |"
            ),
            "{t}"
        );
        assert!(!t.contains("practice"), "{t}");
        let j = judge_table(&[own]);
        assert!(
            j.contains("| own | — (no online judge); it targets 1.75, edition 2021, std only | — | my-game: run it locally |"),
            "{j}"
        );
        let text = "[package]\nname = \"x\"\n[package.metadata.problem]\ntitle = \"T\"\n\
                    game = \"g\"\njudge = \"own\"\nseed = \"002\"\n";
        let e = crate::error_text(Problem::parse(Path::new("bins/x"), text));
        assert!(e.contains("an own problem comes from no seed"), "{e}");
        assert!(!e.contains('\n'), "{e}");
    }

    #[test]
    fn splice_replaces_only_between_markers() {
        let readme = "a\n<!-- problems:start -->\nold\n<!-- problems:end -->\nb\n";
        assert_eq!(
            splice(readme, "new\n").unwrap(),
            format!("a\n<!-- problems:start -->\n{NOTE}\nnew\n<!-- problems:end -->\nb\n")
        );
        assert!(splice("no markers", "t").is_err());
        assert!(splice("<!-- problems:end --> <!-- problems:start -->", "t").is_err());
    }
}
