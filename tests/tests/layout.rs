//! Workspace layout: every binary has samples and a CLI test, and every sample folder has a binary.

use std::collections::BTreeSet;
use std::fs;

/// The metadata rules of `cargo xtask readme`/`bundle`/`new`, from the very same file.
#[path = "../../xtask/src/metadata.rs"]
#[allow(dead_code)]
mod metadata;

fn folder_names(dir: &str) -> BTreeSet<String> {
    fs::read_dir(games_tests::workspace_root().join(dir))
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
            games_tests::sample_cases(b).len() >= 2,
            "{b} needs at least two samples"
        );
    }
}

#[test]
fn every_binary_is_wired_the_same_way() {
    let root = games_tests::workspace_root();
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
        assert!(
            judge != "practice" || text("seed").is_some(),
            "bins/{b}/Cargo.toml: a practice problem needs its seed"
        );
        let cli = fs::read_to_string(dir.join("tests/cli.rs"))
            .unwrap_or_else(|_| panic!("bins/{b}/tests/cli.rs is missing"));
        assert!(
            cli.contains("games_tests::cli_tests!()"),
            "bins/{b}/tests/cli.rs"
        );
        let main = fs::read_to_string(dir.join("src/main.rs")).unwrap();
        assert!(
            main.starts_with("//!"),
            "bins/{b}/src/main.rs needs a //! header"
        );
        assert!(
            main.contains("fn solve"),
            "bins/{b}/src/main.rs needs a solve function"
        );
    }
}
