//! xtask acts on the checkout it is started from, not on the one it was
//! compiled in: with a target folder shared by two clones (`$CARGO_TARGET_DIR`,
//! worktrees) cargo may run an xtask built from the other clone. The xtask
//! built for these tests is run from a second checkout (a scratch copy of what
//! `readme` reads: no second build) and must read and write that copy alone.

mod common;

use common::{root, Scratch};
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A second checkout at `dir`: the workspace manifest, the README, an `xtask/`
/// folder and every binary's manifest and `main.rs`, copied from this one.
fn second_checkout(dir: &Path) {
    let here = root();
    for file in ["Cargo.toml", "README.md", "xtask/Cargo.toml"] {
        fs::create_dir_all(dir.join(file).parent().unwrap()).unwrap();
        fs::copy(here.join(file), dir.join(file)).unwrap();
    }
    for entry in fs::read_dir(here.join("bins")).unwrap() {
        let bin = entry.unwrap().path();
        let name = bin.file_name().unwrap();
        fs::create_dir_all(dir.join("bins").join(name).join("src")).unwrap();
        for file in ["Cargo.toml", "src/main.rs"] {
            if bin.join(file).is_file() {
                fs::copy(bin.join(file), dir.join("bins").join(name).join(file)).unwrap();
            }
        }
    }
}

/// The README with its problem table emptied: stale for `readme --check`.
fn stale(readme: &str) -> String {
    let start = readme.find("<!-- problems:start -->").unwrap();
    let end = readme.find("<!-- problems:end -->").unwrap();
    format!(
        "{}<!-- problems:start -->\nstale\n{}",
        &readme[..start],
        &readme[end..]
    )
}

/// The xtask built for these tests, run in `cwd` with `$CARGO_MANIFEST_DIR`
/// as `manifest_dir` says (`None`: unset, as when the binary is run directly).
fn xtask(args: &[&str], cwd: &Path, manifest_dir: Option<&Path>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_xtask"));
    cmd.args(args)
        .current_dir(cwd)
        .env_remove("CARGO_MANIFEST_DIR");
    if let Some(dir) = manifest_dir {
        cmd.env("CARGO_MANIFEST_DIR", dir);
    }
    cmd.output().unwrap()
}

#[test]
fn xtask_acts_on_the_checkout_it_is_started_from() {
    let scratch = Scratch::new(
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        "any-checkout-second",
    );
    let second = scratch.0.join("clone");
    second_checkout(&second);
    let ours = fs::read(root().join("README.md")).unwrap();
    let readme = second.join("README.md");
    let stale_text = stale(&text(&ours));
    let runs: [(&str, &Path, Option<&Path>); 3] = [
        // `cargo xtask` typed in the second checkout: cargo run sets the variable,
        // whatever folder it was typed in and wherever the binary was built.
        ("cargo run", &root(), Some(&second.join("xtask"))),
        // The binary run directly from the second checkout, or a folder inside it.
        ("the current folder", &second, None),
        ("a folder inside", &second.join("bins"), None),
    ];
    for (how, cwd, manifest_dir) in runs {
        fs::write(&readme, &stale_text).unwrap();
        let out = xtask(&["readme", "--check"], cwd, manifest_dir);
        let stderr = text(&out.stderr);
        assert!(
            !out.status.success() && stderr.contains("problem table") && stderr.contains("stale"),
            "{how}: `readme --check` did not see the second checkout's stale table: {stderr}"
        );
        let out = xtask(&["readme"], cwd, manifest_dir);
        assert!(out.status.success(), "{how}: {}", text(&out.stderr));
        let fresh = fs::read_to_string(&readme).unwrap();
        assert!(
            !fresh.contains("\nstale\n")
                && fresh.contains("| [take-1-3-4](bins/take-1-3-4/README.md)"),
            "{how}: `readme` did not regenerate the second checkout's table"
        );
        assert_eq!(
            fs::read(root().join("README.md")).unwrap(),
            ours,
            "{how}: `readme` wrote this checkout's README"
        );
    }
}

#[test]
fn outside_any_workspace_xtask_says_so_in_one_line() {
    let scratch = Scratch::new(
        &std::env::temp_dir(),
        &format!("xtask-no-workspace-{}", std::process::id()),
    );
    let out = xtask(&["readme", "--check"], &scratch.0, None);
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("error: no Cargo workspace at or above ")
            && stderr.contains(&scratch.0.display().to_string()),
        "{stderr}"
    );
}
