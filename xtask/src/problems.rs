//! Every binary under `bins/` with the `[package.metadata.problem]` of its manifest, and its samples.

use anyhow::{anyhow, bail, Context, Result};
use judge_rules::metadata;
use std::fs;
use std::path::{Path, PathBuf};

pub use crate::workspace::{root as workspace_root, target_dir};

/// The `.in` files of a samples folder, sorted (each sample is `<stem>.in` with its `<stem>.out`).
pub fn sample_inputs(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    Ok(inputs)
}

/// One contest binary and its problem metadata.
#[derive(Debug, Clone)]
pub struct Problem {
    /// Package name, equal to its folder name under `bins/`.
    pub name: String,
    /// `bins/<name>`.
    pub dir: PathBuf,
    /// The problem's title.
    pub title: String,
    /// One-line description of the game.
    pub game: String,
    /// The judge, spelled as in [`metadata::JUDGES`] whatever the manifest's case (`CSES`, `practice`, …).
    pub judge: String,
    /// The judge's problem id, if it has one.
    pub id: Option<String>,
    /// The problem's URL on its judge, if it has one.
    pub url: Option<String>,
    /// The seed (tutorial) the problem comes from, e.g. `002`; problems added
    /// later straight from a judge have none.
    pub seed: Option<String>,
    /// The exercise number inside a practice seed.
    pub exercise: Option<i64>,
    /// Names of the normal (non-dev) dependencies other than `games-core`.
    pub external_deps: Vec<String>,
    /// Whether the manifest declares `rust-version` (directly or from the workspace).
    pub has_rust_version: bool,
}

impl Problem {
    /// Whether the binary plays against a judge: its `src/main.rs` runs
    /// `run_interactive(play)` (the rule `tests/kit/tests/layout.rs` applies too).
    pub fn is_interactive(&self) -> bool {
        is_interactive(&self.dir)
    }

    /// Reads `bins/<name>/Cargo.toml`.
    pub fn load(dir: &Path) -> Result<Problem> {
        let manifest_path = dir.join("Cargo.toml");
        let shown = manifest_path.display();
        let text =
            fs::read_to_string(&manifest_path).with_context(|| format!("cannot read {shown}"))?;
        Problem::parse(dir, &text).with_context(|| format!("{shown}"))
    }

    /// Parses a manifest's text and checks its metadata ([`metadata::validate`]:
    /// a known judge, `id` agreeing with `url`; a practice problem names its seed,
    /// [`metadata::validate_seed`]);
    /// `dir` is the binary's folder.
    pub fn parse(dir: &Path, manifest: &str) -> Result<Problem> {
        let table: toml::Table = manifest.parse()?;
        let package = table
            .get("package")
            .and_then(|p| p.as_table())
            .context("no [package] table")?;
        let name = package
            .get("name")
            .and_then(|n| n.as_str())
            .context("no package name")?
            .to_string();
        let meta = package
            .get("metadata")
            .and_then(|m| m.get("problem"))
            .and_then(|p| p.as_table())
            .context("no [package.metadata.problem] table")?;
        let text = |key: &str| meta.get(key).and_then(|v| v.as_str()).map(str::to_string);
        let required = |key: &str| {
            text(key).with_context(|| format!("[package.metadata.problem] has no `{key}` string"))
        };
        let deps = table.get("dependencies").and_then(|d| d.as_table());
        let mut external_deps: Vec<String> =
            deps.into_iter().flat_map(|d| d.keys()).cloned().collect();
        external_deps.retain(|k| k != "games-core");
        external_deps.sort();
        let (id, url) = (text("id"), text("url"));
        let judge = required("judge")?;
        metadata::validate(&judge, id.as_deref(), url.as_deref())
            .map_err(|e| anyhow!("[package.metadata.problem]: {e}"))?;
        // Any case in the manifest, the canonical spelling everywhere else.
        let judge = metadata::known_judge(&judge)
            .map_err(anyhow::Error::msg)?
            .to_string();
        let seed = text("seed");
        metadata::validate_seed(&judge, seed.as_deref())
            .map_err(|e| anyhow!("[package.metadata.problem]: {e}"))?;
        Ok(Problem {
            name,
            dir: dir.to_path_buf(),
            title: required("title")?,
            game: required("game")?,
            judge,
            id,
            url,
            seed,
            exercise: meta.get("exercise").and_then(|v| v.as_integer()),
            external_deps,
            has_rust_version: package.contains_key("rust-version"),
        })
    }
}

/// Folder names under `bins/` that hold a `Cargo.toml`, sorted.
pub fn binary_names(root: &Path) -> Result<Vec<String>> {
    let bins = root.join("bins");
    let entries = fs::read_dir(&bins).with_context(|| format!("cannot read {}", bins.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    Ok(names)
}

/// Loads `bins/<name>`, with a clear error when there is no such binary.
pub fn load(root: &Path, name: &str) -> Result<Problem> {
    let dir = root.join("bins").join(name);
    if !dir.join("Cargo.toml").is_file() {
        let known = binary_names(root).unwrap_or_default().join(", ");
        bail!("no binary `{name}` under bins/ (known: {known})");
    }
    Problem::load(&dir)
}

/// Whether the binary in `dir` (`bins/<name>`) is interactive: its
/// `src/main.rs` runs `run_interactive(play)`.
pub fn is_interactive(dir: &Path) -> bool {
    fs::read_to_string(dir.join("src/main.rs")).is_ok_and(|m| m.contains("run_interactive(play)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_judge_and_practice_metadata() {
        let judged = r#"
            [package]
            name = "dividing-game"
            rust-version.workspace = true
            [package.metadata.problem]
            title = "Dividing Game"
            game = "replace a number by a proper divisor"
            judge = "AtCoder"
            id = "abc368_f"
            url = "https://atcoder.jp/contests/abc368/tasks/abc368_f"
            seed = "001"
            [dependencies]
            games-core.workspace = true
            proconio.workspace = true
            [dev-dependencies]
            rand.workspace = true
        "#;
        let p = Problem::parse(Path::new("bins/dividing-game"), judged).unwrap();
        assert_eq!(p.judge, "AtCoder");
        assert_eq!(p.id.as_deref(), Some("abc368_f"));
        assert_eq!(p.external_deps, ["proconio"]);
        assert!(p.has_rust_version);

        let practice = r#"
            [package]
            name = "two-pile-nim"
            [package.metadata.problem]
            title = "Two Piles"
            game = "two piles"
            judge = "practice"
            seed = "002"
            exercise = 17
        "#;
        let p = Problem::parse(Path::new("x"), practice).unwrap();
        assert_eq!((p.exercise, p.id, p.url), (Some(17), None, None));
        assert_eq!(p.seed.as_deref(), Some("002"));
        assert!(p.external_deps.is_empty());
        assert!(!p.has_rust_version);
    }

    #[test]
    fn bad_judge_or_mismatched_id_is_an_error() {
        let manifest = |meta: &str| {
            format!("[package]\nname = \"x\"\n[package.metadata.problem]\ntitle = \"T\"\ngame = \"g\"\n{meta}")
        };
        let parse = |meta: &str| Problem::parse(Path::new("x"), &manifest(meta));
        let e = crate::error_text(parse(
            "judge = \"CSE\"\nid = \"1\"\nurl = \"https://cses.fi/problemset/task/1\"",
        ));
        assert!(e.contains("unknown judge `CSE`"), "{e}");
        let e = crate::error_text(parse(
            "judge = \"CSES\"\nid = \"1\"\nurl = \"https://cses.fi/problemset/task/2\"",
        ));
        assert!(e.contains("does not match"), "{e}");
        let e = crate::error_text(parse("judge = \"practice\""));
        assert!(e.contains("needs its `seed`"), "{e}");
        // A judged problem may come without a seed.
        let p = parse("judge = \"CSES\"\nid = \"1\"\nurl = \"https://cses.fi/problemset/task/1\"")
            .unwrap();
        assert_eq!(p.seed, None);
    }

    #[test]
    fn missing_metadata_is_an_error() {
        let e = crate::error_text(Problem::parse(Path::new("x"), "[package]\nname = \"x\"\n"));
        assert!(e.contains("[package.metadata.problem]"), "{e}");
    }
}
