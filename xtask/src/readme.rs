//! `cargo xtask readme [--check]`: the README's problem table, generated from the binaries' metadata.
//!
//! The table sits between `<!-- problems:start -->` and `<!-- problems:end -->`
//! and has one row per `bins/<name>`: the binary linked to its folder, the
//! game, the judge and problem id linked to the problem's page (or
//! `practice, seed 002 #N`), and the seed. `--check` changes nothing and fails
//! when the README differs from what would be generated.

use crate::problems::{self, Problem};
use std::fs;
use std::path::Path;

const START: &str = "<!-- problems:start -->";
const END: &str = "<!-- problems:end -->";
/// First line inside the markers, invisible on the rendered page.
const NOTE: &str =
    "<!-- generated from [package.metadata.problem] by `cargo xtask readme`; CI checks it -->";

fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// The judge column of one row.
fn judge_cell(p: &Problem) -> String {
    if p.judge == "practice" {
        return match p.exercise {
            Some(n) => format!("practice, seed {} #{n}", p.seed),
            None => format!("practice, seed {}", p.seed),
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
    sorted.sort_by(|a, b| {
        (&a.seed, a.exercise.unwrap_or(0), &a.name).cmp(&(
            &b.seed,
            b.exercise.unwrap_or(0),
            &b.name,
        ))
    });
    let mut out = String::from("| binary | game | judge | seed |\n|---|---|---|---|\n");
    for p in sorted {
        out.push_str(&format!(
            "| [{name}](bins/{name}) | {} | {} | {} |\n",
            cell(&p.game),
            judge_cell(p),
            cell(&p.seed),
            name = p.name,
        ));
    }
    out
}

/// `readme` with the table between the markers replaced.
pub fn splice(readme: &str, table: &str) -> Result<String, String> {
    let start = readme
        .find(START)
        .ok_or_else(|| format!("README.md has no `{START}` marker"))?;
    let end = readme
        .find(END)
        .ok_or_else(|| format!("README.md has no `{END}` marker"))?;
    if end < start
        || readme[start + START.len()..].contains(START)
        || readme[end + END.len()..].contains(END)
    {
        return Err(format!(
            "README.md needs exactly one `{START}` … `{END}` pair, in that order"
        ));
    }
    Ok(format!(
        "{}{START}\n{NOTE}\n{table}{}",
        &readme[..start],
        &readme[end..]
    ))
}

/// Loads every binary's metadata.
fn all_problems(root: &Path) -> Result<Vec<Problem>, String> {
    problems::binary_names(root)?
        .iter()
        .map(|name| problems::load(root, name))
        .collect()
}

/// Entry point of `cargo xtask readme`.
pub fn main(args: &[String]) -> Result<(), String> {
    let check = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err("usage: cargo xtask readme [--check]".into()),
    };
    let root = problems::workspace_root();
    let path = root.join("README.md");
    let readme =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let problems = all_problems(&root)?;
    let fresh = splice(&readme, &table(&problems))?;
    if fresh == readme {
        println!(
            "README.md problem table is up to date ({} binaries)",
            problems.len()
        );
        return Ok(());
    }
    if check {
        return Err(
            "README.md problem table is stale: run `cargo xtask readme` and commit README.md"
                .into(),
        );
    }
    fs::write(&path, fresh).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!(
        "README.md problem table regenerated ({} binaries)",
        problems.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let no_url = problem(
            "simple",
            "game = \"g\"\njudge = \"POJ\"\nid = \"1067\"\nseed = \"001\"",
        );
        let t = table(&[practice, judged, no_url]);
        assert_eq!(
            t,
            "| binary | game | judge | seed |\n|---|---|---|---|\n\
             | [grundys-game](bins/grundys-game) | split \\| heap | [CSES 2207](https://cses.fi/problemset/task/2207) | 000 |\n\
             | [simple](bins/simple) | g | POJ 1067 | 001 |\n\
             | [two-pile-nim](bins/two-pile-nim) | two piles | practice, seed 002 #17 | 002 |\n"
        );
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
